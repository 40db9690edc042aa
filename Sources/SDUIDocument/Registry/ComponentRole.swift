/// What a component is for, as far as an unknown one can be matched to
/// registered ones: `layout:button` is no Nimbus component, but it is
/// meant to be pressed, and `layout:touchable` is.
package enum ComponentRole: String, Sendable, CaseIterable {
  case press, input, image, text, container

  /// The words of a name that say its role.
  static let words: [(role: ComponentRole, words: Set<String>)] = [
    (.press, ["button", "touchable", "link", "clickable", "tap", "press", "pressable", "action"]),
    (.input, ["input", "field", "textfield", "textinput", "edit", "entry", "search"]),
    (.image, ["image", "img", "picture", "icon", "photo", "avatar", "logo"]),
    (.text, ["text", "label", "title", "heading", "paragraph", "caption"]),
    (.container, ["column", "row", "stack", "container", "box", "view", "scroll", "list", "grid", "flex", "card"]),
  ]

  /// The role of a node of an unknown type: its events first (`onChange`
  /// takes input, `onPress` a press), then the words of its name, then
  /// children, which make it a container.
  package static func of(unknown name: String, events: Set<String>, hasChildren: Bool) -> ComponentRole? {
    if events.contains("onChange") { return .input }
    if events.contains("onPress") { return .press }
    let lowered = name.lowercased()
    let bare = lowered.split(separator: ":").last.map(String.init) ?? lowered
    let parts = Set(bare.split { !$0.isLetter }.map(String.init) + [bare])
    for entry in words where entry.words.contains(where: { word in parts.contains { $0.hasSuffix(word) } }) {
      return entry.role
    }
    return hasChildren ? .container : nil
  }

  /// The role of a registered component, from its properties and children.
  package static func of(_ descriptor: ComponentDescriptor) -> ComponentRole? {
    guard !descriptor.isStructural else { return nil }
    if descriptor.property("onChange") != nil { return .input }
    if descriptor.property("onPress") != nil { return .press }
    if descriptor.name.lowercased().contains("image") { return .image }
    if descriptor.property("text") != nil, descriptor.children == .none { return .text }
    return descriptor.children == .none ? nil : .container
  }

  /// The registered components an unknown `name` of this role most likely
  /// stands for: those of the role in the name's own namespace, nearest
  /// first; none when the namespace has none (an app's own, `myapp:card`).
  package func candidates(for name: QualifiedName, in registry: Registry, count: Int = 2) -> [String] {
    let namespace = name.namespace.lowercased()
    let own = registry.components.names.filter { candidate in
      QualifiedName(candidate).namespace.lowercased() == namespace
        && registry.components.lookup(candidate).flatMap(Self.of) == self
    }
    return NearMiss.nearest(to: name.written, among: own, count: count)
  }
}
