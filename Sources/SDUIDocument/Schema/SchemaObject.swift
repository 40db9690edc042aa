/// A JSON Schema object being built: members in the order they are first
/// set, a member set again replaced in place, a `nil` left out.
///
/// ```swift
/// var schema = SchemaObject(["type": "string"])
/// schema["description"] = JSONValue(string: "A title.")
/// schema.json.jsonText // {"type":"string","description":"A title."}
/// ```
package struct SchemaObject {
  private var members: [JSONMember]

  /// The members of an object value (none for `{}` or anything else).
  package init(_ value: JSONValue = [:]) {
    members = value.objectMembers ?? []
  }

  /// A member's value; setting `nil` removes it.
  package subscript(key: String) -> JSONValue? {
    get { members.last { $0.key == key }?.value }
    set {
      guard let newValue else {
        members.removeAll { $0.key == key }
        return
      }
      if let index = members.firstIndex(where: { $0.key == key }) {
        members[index].value = newValue
      } else {
        members.append(JSONMember(key: key, value: newValue))
      }
    }
  }

  /// Whether it has no member.
  var isEmpty: Bool { members.isEmpty }

  /// The object as JSON.
  package var json: JSONValue { JSONValue(.object(members)) }
}

extension JSONValue {
  /// A JSON string.
  package init(string text: String) {
    self.init(.string(text))
  }

  /// A JSON array of strings.
  package init(strings texts: [String]) {
    self.init(.array(texts.map(JSONValue.init(string:))))
  }

  /// A JSON object of these members, in order.
  package init(members: [(key: String, value: JSONValue)]) {
    self.init(.object(members.map { JSONMember(key: $0.key, value: $0.value) }))
  }
}
