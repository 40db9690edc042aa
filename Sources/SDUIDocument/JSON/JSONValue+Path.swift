extension JSONValue {
  /// The value at a path of keys and indices, or `null` when a key is
  /// missing, an index is out of range, or a step meets the wrong type.
  /// An index step on an object reads the member its digits name.
  /// Reading never fails, as both dialects specify.
  ///
  /// ```swift
  /// let user: JSONValue = ["phones": ["555", "556"]]
  /// user.reading([.key("phones"), .index(1)]) // "556"
  /// user.reading([.key("name")])              // null
  /// ```
  public func reading(_ components: some Collection<JSONPath.Component>) -> JSONValue {
    var current = self
    for component in components {
      switch (component, current.kind) {
      case (.key(let key), .object):
        guard let next = current[key] else { return .null }
        current = next
      case (.index(let index), .array(let elements)) where elements.indices.contains(index):
        current = elements[index]
      case (.index(let index), .object):
        // A digit step reads the member of that name, as JavaScript and JSON Pointer do.
        guard let next = current[String(index)] else { return .null }
        current = next
      default:
        return .null
      }
    }
    return current
  }
}
