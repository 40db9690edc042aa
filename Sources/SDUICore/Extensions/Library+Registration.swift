import SDUIDocument

/// A library of an app's own components, actions and operations, in the
/// Nimbus manner; `Library` under the name NimbusSwiftUI gives it.
///
/// ```swift
/// let demo = UILibrary("demo")
///   .addAction("toast", Toast.self)
///   .addOperation("formatPrice", FormatPrice.self)
/// ```
public typealias UILibrary = Library

extension Library {
  /// An empty library for a namespace (`myApp` for `myApp:button`; Beagle's
  /// custom components live under `custom`).
  public init(_ namespace: String) {
    self.init(namespace: namespace)
  }

  /// The qualified name of one of the library's entries.
  package func qualified(_ name: String) -> String {
    namespace.isEmpty || name.contains(":") ? name : "\(namespace):\(name)"
  }

  /// Adds a custom action decoded from its properties; a later action of
  /// the same name replaces it.
  public func addAction<A: DecodableAction>(_ name: String, _ type: A.Type, properties: [PropertySpec] = [])
    -> Library
  {
    let handler: ActionHandler = { context throws(ActionFailure) in
      let action = try context.decodeAction(A.self)
      do {
        try action.execute(context)
      } catch let failure as ActionFailure {
        throw failure
      } catch {
        throw ActionFailure.custom("\(error)")
      }
    }
    let specs = properties.isEmpty ? PropertyProbe.specs(of: A.self) : properties
    return adding(ActionDescriptor(qualified(name), properties: specs, handler: handler))
  }

  /// Adds an action as a closure over its context, for actions that are
  /// simpler without a type.
  public func addAction(_ name: String, properties: [PropertySpec] = [], _ handler: @escaping ActionHandler) -> Library
  {
    adding(ActionDescriptor(qualified(name), properties: properties, handler: handler))
  }

  /// Adds a custom operation decoded from its positional arguments; it is
  /// found by its bare name, whatever the library's namespace.
  public func addOperation<O: DecodableOperation>(_ name: String, _ type: O.Type) -> Library {
    let names = O.properties
    let function: OperationFunction = { arguments throws(OperationFailure) in
      let object = JSONValue(
        .object(zip(names, arguments).map { JSONMember(key: $0.0, value: $0.1) }))
      do {
        return try PropertyDecoder(dialect: .unknown).decode(O.self, from: object).execute().jsonValue
      } catch let failure as OperationFailure {
        throw failure
      } catch let error as PropertyDecodingError {
        throw OperationFailure.undecodableArgument(
          operation: name, argument: String(error.path.split(separator: ".").last ?? ""), reason: error.message)
      } catch {
        throw OperationFailure.failed(operation: name, reason: "\(error)")
      }
    }
    var descriptor = OperationDescriptor(name, arguments: names.count...names.count, implementation: function)
    descriptor.parameterNames = names
    return adding(descriptor)
  }

  /// Adds an operation as a closure over its arguments.
  public func addOperation(
    _ name: String, arguments: ClosedRange<Int>, _ implementation: @escaping OperationFunction
  ) -> Library {
    adding(OperationDescriptor(name, arguments: arguments, implementation: implementation))
  }

  /// Adds a component described by its properties, drawn by
  /// `implementation`, which a presentation layer understands (SDUIRender's
  /// `addComponent` supplies one). The engine needs only the description.
  public func addComponent(
    _ name: String, properties: [PropertySpec] = [], children: ComponentDescriptor.Children = .many,
    implementation: (any Sendable)?
  ) -> Library {
    var descriptor = ComponentDescriptor(qualified(name), properties: properties, children: children)
    descriptor.implementation = implementation
    return adding(descriptor)
  }
}
