import SDUIDocument

/// An alert or confirm dialog waiting for the user.
public struct Dialog: Sendable, Equatable {
  /// One button of a dialog.
  public struct Button: Sendable, Equatable {
    /// Its label.
    public var label: String
    /// The actions it runs.
    public var actions: [ActionCall]
  }

  /// The title, if any.
  public var title: String?
  /// The message.
  public var message: String
  /// Its buttons, in order (`Ok`, or `Cancel` then `Ok`).
  public var buttons: [Button]
  /// The node whose event showed it; its actions run in that node's scope.
  var nodeID: String
}
