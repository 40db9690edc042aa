/// A named set of components, actions and operations, in the Nimbus manner:
/// one library per namespace (`layout`, `beagle`, an app's own).
///
/// ```swift
/// let library = Library(namespace: "myApp")
///   .adding(ComponentDescriptor("myApp:card", properties: [PropertySpec("title", .string)]))
/// ```
public struct Library: Sendable {
  /// The namespace, empty for Nimbus core.
  public var namespace: String
  /// Its components.
  public var components: [ComponentDescriptor]
  /// Its actions.
  public var actions: [ActionDescriptor]
  /// Its operations, looked up by bare name.
  package var operations: [OperationDescriptor]
  /// The ids of the catalogs it is (``catalog(_:)``).
  package var catalogIDs: [String] = []

  /// Creates a library.
  public init(
    namespace: String, components: [ComponentDescriptor] = [], actions: [ActionDescriptor] = [],
    operations: [OperationDescriptor] = []
  ) {
    self.namespace = namespace
    self.components = components
    self.actions = actions
    self.operations = operations
  }

  /// A copy with one more component.
  package func adding(_ component: ComponentDescriptor) -> Library {
    var copy = self
    copy.components.append(component)
    return copy
  }

  /// A copy with one more action.
  package func adding(_ action: ActionDescriptor) -> Library {
    var copy = self
    copy.actions.append(action)
    return copy
  }

  /// The library as a catalog a surface names by `id` (A2UI's
  /// `catalogId`): a surface created with it has the basic catalog's
  /// components and functions and the library's, its components by the
  /// names they were added under (`progress`), its operations as functions
  /// called with their arguments by name.
  ///
  /// ```swift
  /// let myApp = UILibrary("myApp").addComponent("progress", ProgressBar.self, children: .none)
  ///   .catalog("https://example.com/my-app/catalog.json")
  /// ```
  public func catalog(_ id: String) -> Library {
    var copy = self
    copy.catalogIDs.append(id)
    return copy
  }

  /// A copy with one more operation.
  package func adding(_ operation: OperationDescriptor) -> Library {
    var copy = self
    copy.operations.append(operation)
    return copy
  }
}
