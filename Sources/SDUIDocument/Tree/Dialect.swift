/// The two server-driven UI dialects sdui-term reads.
public enum Dialect: String, Sendable, CaseIterable {
  /// ZupIT Nimbus: nodes tagged `_:component`, actions `_:action`, with
  /// `properties`, `state` and `children` keys.
  case nimbus
  /// ZupIT Beagle 2.x: nodes tagged `_beagleComponent_`, actions
  /// `_beagleAction_`, properties written directly on the node.
  case beagle

  /// The key that names a component's type.
  package var componentKey: String {
    switch self {
    case .nimbus: "_:component"
    case .beagle: "_beagleComponent_"
    }
  }

  /// The key that names an action's type.
  package var actionKey: String {
    switch self {
    case .nimbus: "_:action"
    case .beagle: "_beagleAction_"
    }
  }

  /// The dialect a root object is written in, from its type key, if any.
  package static func detect(root: JSONValue) -> Dialect? {
    if root.member(named: Dialect.nimbus.componentKey) != nil { return .nimbus }
    if root.member(named: Dialect.beagle.componentKey) != nil { return .beagle }
    return nil
  }
}
