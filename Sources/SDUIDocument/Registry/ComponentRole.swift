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
  /// stands for: those of the role, in the name's namespace when it has
  /// any there, nearest first.
  package func candidates(for name: String, in registry: Registry, count: Int = 2) -> [String] {
    let names = registry.components.names.filter { registry.components.lookup($0).flatMap(Self.of) == self }
    let namespace = name.split(separator: ":").dropLast().joined(separator: ":").lowercased()
    let own = names.filter { $0.lowercased().hasPrefix(namespace + ":") }
    return NearMiss.nearest(to: name, among: namespace.isEmpty || own.isEmpty ? names : own, count: count)
  }
}
