import SDUIDocument

/// An alert or confirm dialog waiting for the user.
package struct Dialog: Sendable, Equatable {
  /// One button of a dialog.
  package struct Button: Sendable, Equatable {
    /// Its label.
    package var label: String
    /// The actions it runs.
    package var actions: [ActionCall]

    /// Creates a button.
    package init(label: String, actions: [ActionCall]) {
      self.label = label
      self.actions = actions
    }
  }

  /// The title, if any.
  package var title: String?
  /// The message.
  package var message: String
  /// Its buttons, in order (`Ok`, or `Cancel` then `Ok`).
  package var buttons: [Button]
  /// The node whose event showed it; its actions run in that node's scope.
  var nodeID: String

  /// Creates a dialog shown by the node `nodeID`'s event.
  package init(title: String?, message: String, buttons: [Button], nodeID: String) {
    self.title = title
    self.message = message
    self.buttons = buttons
    self.nodeID = nodeID
  }
}
