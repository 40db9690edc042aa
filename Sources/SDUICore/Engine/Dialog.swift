import SDUIDocument

/// An alert or confirm dialog waiting for the user.
package struct Dialog: Sendable, Equatable {
  /// One button of a dialog.
  package struct Button: Sendable, Equatable {
    /// Its label.
    package var label: String
    /// The actions it runs.
    package var actions: [ActionCall]
  }

  /// The title, if any.
  package var title: String?
  /// The message.
  package var message: String
  /// Its buttons, in order (`Ok`, or `Cancel` then `Ok`).
  package var buttons: [Button]
  /// The node whose event showed it; its actions run in that node's scope.
  var nodeID: String
}
