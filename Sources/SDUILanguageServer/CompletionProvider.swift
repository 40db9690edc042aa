import SDUIDocument
import SDUILanguageProtocol

/// What `textDocument/completion` proposes at a cursor:
///
/// - in the value of the component key (`_:component`,
///   `_beagleComponent_`), the components; of the action key, the actions;
/// - inside a string's `@{`, the operations; in the value of a function
///   call's key (A2UI's `call`), the same;
/// - in the value of a property whose type is an enumeration, its values
///   (and `true` and `false` for a boolean outside quotes);
/// - where a key goes, the keys the object may still take: a Beagle node's
///   or action's properties, those of a Nimbus `properties` object, and a
///   Nimbus node's or action's own keys.
///
/// Each item replaces what is typed of the name (quotes added when none
/// are typed) and carries what ``RegistryDocumentation`` says of it.
struct CompletionProvider: Sendable {
  /// The completions at `cursor`.
  static func items(at cursor: DocumentCursor) -> [CompletionItem] {
    guard let vocabulary = cursor.vocabulary else { return [] }
    if let expression = cursor.expression {
      guard !expression.isMember else { return [] }
      return vocabulary.registry.operationNames.map { name in
        CompletionItem(
          label: name, kind: .function, detail: "operation", documentation: vocabulary.documentation.operation(name),
          range: cursor.range(expression.identifier), newText: name)
      }
    }
    switch cursor.path.spot {
    case .key(let token):
      return keys(at: cursor, token: token, vocabulary: vocabulary)
    case .value(let key, let token):
      return values(of: key, at: cursor, token: token, vocabulary: vocabulary)
    case .element, .none:
      return []
    }
  }

  private static func keys(at cursor: DocumentCursor, token: CursorPath.Token, vocabulary: ScreenVocabulary)
    -> [CompletionItem]
  {
    guard let owner = cursor.owner, let frame = cursor.path.frames.last else { return [] }
    let written = Set(frame.members.filter { $0.key.range != token.range }.map(\.key.text))
    return vocabulary.keys(of: owner).filter { !written.contains($0.name) }.map { key in
      CompletionItem(
        label: key.name, kind: .field, detail: key.spec.map(vocabulary.documentation.typeName),
        documentation: key.spec.map { vocabulary.documentation.property($0, ofComponent: key.component) },
        range: cursor.replacedRange(of: token), newText: quoted(key.name, unless: token.isQuoted))
    }
  }

  private static func values(
    of key: String, at cursor: DocumentCursor, token: CursorPath.Token, vocabulary: ScreenVocabulary
  ) -> [CompletionItem] {
    let range = cursor.replacedRange(of: token)
    if key == vocabulary.dialect.componentKey {
      return vocabulary.registry.components.names.map { name in
        CompletionItem(
          label: name, kind: .class, detail: "component", documentation: vocabulary.documentation.component(name),
          range: range, newText: quoted(name, unless: token.isQuoted))
      }
    }
    if key == vocabulary.dialect.actionKey {
      return vocabulary.registry.actions.names.map { name in
        CompletionItem(
          label: name, kind: .method, detail: "action", documentation: vocabulary.documentation.action(name),
          range: range, newText: quoted(name, unless: token.isQuoted))
      }
    }
    if key == vocabulary.dialect.definition.rules.functionCallKey {
      // Names starting with `@` are the decoder's own, which no document writes.
      return vocabulary.registry.operationNames.filter { !$0.hasPrefix("@") }.map { name in
        CompletionItem(
          label: name, kind: .function, detail: "function", documentation: vocabulary.documentation.operation(name),
          range: range, newText: quoted(name, unless: token.isQuoted))
      }
    }
    guard let owner = cursor.owner, let property = vocabulary.property(key, of: owner) else { return [] }
    let documentation = vocabulary.documentation.property(property.spec, ofComponent: property.component)
    let words: [(label: String, text: String)]
    switch property.spec.type {
    case .enumeration(let values): words = values.map { ($0, quoted($0, unless: token.isQuoted)) }
    case .boolean where !token.isQuoted: words = [("true", "true"), ("false", "false")]
    default: words = []
    }
    return words.map { word in
      CompletionItem(
        label: word.label, kind: .enumMember, detail: vocabulary.documentation.typeName(property.spec),
        documentation: documentation, range: range, newText: word.text)
    }
  }

  /// `"name"`, or the name alone when the quotes are already typed.
  private static func quoted(_ name: String, unless isQuoted: Bool) -> String {
    isQuoted ? name : name.jsonQuoted
  }
}
