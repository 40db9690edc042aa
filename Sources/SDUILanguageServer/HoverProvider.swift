import SDUIDocument
import SDUILanguageProtocol

/// What `textDocument/hover` says at a cursor, from
/// ``RegistryDocumentation``: of a property's key or value, its type,
/// whether it is required, its default and what a terminal does with it;
/// of a component's or an action's name, what it is; of an operation's
/// name called inside `@{...}` (or named by A2UI's `call`), the arguments
/// it takes.
struct HoverProvider: Sendable {
  /// The hover at `cursor`, or `nil` when nothing there is described.
  static func hover(at cursor: DocumentCursor) -> Hover? {
    guard let vocabulary = cursor.vocabulary else { return nil }
    if let expression = cursor.expression {
      guard expression.isCall, !expression.isMember, let text = vocabulary.documentation.operation(expression.name)
      else { return nil }
      return Hover(markdown: text, range: cursor.range(expression.identifier))
    }
    let key: String
    let token: CursorPath.Token
    switch cursor.path.spot {
    case .key(let typed):
      (key, token) = (typed.text, typed)
    case .value(let name, let typed):
      if name == vocabulary.dialect.componentKey {
        return vocabulary.documentation.component(typed.text).map {
          Hover(markdown: $0, range: cursor.range(typed.range))
        }
      }
      if name == vocabulary.dialect.definition.rules.functionCallKey {
        return vocabulary.documentation.operation(typed.text).map {
          Hover(markdown: $0, range: cursor.range(typed.range))
        }
      }
      if name == vocabulary.dialect.actionKey {
        return vocabulary.documentation.action(typed.text).map { Hover(markdown: $0, range: cursor.range(typed.range)) }
      }
      (key, token) = (name, typed)
    case .element, .none:
      return nil
    }
    guard let owner = cursor.owner, let property = vocabulary.property(key, of: owner), !token.range.isEmpty else {
      return nil
    }
    return Hover(
      markdown: vocabulary.documentation.property(property.spec, ofComponent: property.component),
      range: cursor.range(token.range))
  }
}
