import SDUIDocument

/// One proposal of `textDocument/completion`: its label, its kind, a line
/// of detail, Markdown documentation, and the edit that inserts it.
package struct CompletionItem: Sendable, Equatable {
  /// What kind of thing it is, by the protocol's numbers.
  package enum Kind: Int, Sendable {
    /// 5: a component's property.
    case field = 5
    /// 3: an operation.
    case function = 3
    /// 7: a component.
    case `class` = 7
    /// 2: an action.
    case method = 2
    /// 20: an enumeration's value.
    case enumMember = 20
  }

  /// What the list shows, and what it is filtered and sorted by.
  package var label: String
  /// What kind of thing it is.
  package var kind: Kind
  /// A short line beside the label: the property's type.
  package var detail: String?
  /// A longer description, in Markdown.
  package var documentation: String?
  /// The range the item replaces.
  package var range: TextRange
  /// The text it puts there.
  package var newText: String

  /// Creates an item.
  package init(
    label: String, kind: Kind, detail: String? = nil, documentation: String? = nil, range: TextRange,
    newText: String
  ) {
    self.label = label
    self.kind = kind
    self.detail = detail
    self.documentation = documentation
    self.range = range
    self.newText = newText
  }

  /// The item as JSON; its `filterText` is the text it puts in, so that a
  /// client filters by what is typed in the range, quotes and all.
  package var json: JSONValue {
    var members: [JSONMember] = [
      JSONMember(key: "label", value: JSONValue(.string(label))),
      JSONMember(key: "kind", value: JSONValue(.number(.integer(kind.rawValue)))),
    ]
    if let detail { members.append(JSONMember(key: "detail", value: JSONValue(.string(detail)))) }
    if let documentation {
      members.append(
        JSONMember(key: "documentation", value: ["kind": "markdown", "value": JSONValue(.string(documentation))]))
    }
    members.append(JSONMember(key: "filterText", value: JSONValue(.string(newText))))
    members.append(
      JSONMember(key: "textEdit", value: ["range": range.json, "newText": JSONValue(.string(newText))]))
    return JSONValue(.object(members))
  }

  /// A completion result: the items, complete (the client filters them as
  /// more is typed).
  package static func list(_ items: [CompletionItem]) -> JSONValue {
    ["isIncomplete": false, "items": JSONValue(.array(items.map(\.json)))]
  }
}
