import SDUIDocument

extension JSONValue {
  /// The value with `newValue` written at a Nimbus `setState` path (keys
  /// only). An intermediate value that is not a map, or the value itself,
  /// is replaced by a map (spec nimbus §2.4).
  ///
  /// ```swift
  /// JSONValue.null.settingNimbus("Ann", at: ["user", "name"]) // {"user":{"name":"Ann"}}
  /// ```
  package func settingNimbus(_ newValue: JSONValue, at keys: some Collection<String>) -> JSONValue {
    guard let key = keys.first else { return newValue }
    var members = objectMembers ?? []
    let existing = members.last { $0.key == key }?.value ?? .null
    let updated = existing.settingNimbus(newValue, at: keys.dropFirst())
    if let index = members.lastIndex(where: { $0.key == key }) {
      members[index].value = updated
    } else {
      members.append(JSONMember(key: key, value: updated))
    }
    return JSONValue(.object(members), at: location)
  }

  /// The value with `newValue` written at a Beagle path of keys and
  /// indices: missing objects are created, arrays are padded with `null`,
  /// and a step of the wrong type replaces the value (spec beagle §3).
  ///
  /// ```swift
  /// let start: JSONValue = ["c": [1, 2]]
  /// start.settingBeagle("x", at: [.key("c"), .index(4)]) // {"c":[1,2,null,null,"x"]}
  /// ```
  package func settingBeagle(_ newValue: JSONValue, at components: some Collection<JSONPath.Component>) -> JSONValue {
    guard let first = components.first else { return newValue }
    let rest = components.dropFirst()
    switch first {
    case .key(let key):
      var members = objectMembers ?? []
      let existing = members.last { $0.key == key }?.value ?? .null
      let updated = existing.settingBeagle(newValue, at: rest)
      if let index = members.lastIndex(where: { $0.key == key }) {
        members[index].value = updated
      } else {
        members.append(JSONMember(key: key, value: updated))
      }
      return JSONValue(.object(members), at: location)
    case .index(let index):
      var elements = arrayElements ?? []
      if elements.count <= index {
        elements += Array(repeating: .null, count: index + 1 - elements.count)
      }
      elements[index] = elements[index].settingBeagle(newValue, at: rest)
      return JSONValue(.array(elements), at: location)
    }
  }
}

extension StatePath {
  /// The most segments a path written by an action may have: as deep as
  /// a document may nest (``JSONParser/Options/maximumDepth``'s default).
  package static let maximumWrittenSegments = 512
  /// The largest index a path written by an action may name: writing pads
  /// an array with `null` up to it. The indices of one path may add up to
  /// no more either, so that a path of many indices pads no more.
  package static let maximumWrittenIndex = 100_000

  /// Why a path of these components is too large to write, or `nil`:
  /// deeper paths would nest state past what anything can walk, and a
  /// huge index would make an array of that many nulls.
  ///
  /// ```swift
  /// StatePath.writeProblem([.key("items"), .index(999_999_999)])
  /// // "index 999999999 is past the largest an action may write (100000)"
  /// ```
  package static func writeProblem(_ components: some Collection<JSONPath.Component>) -> String? {
    if components.count > maximumWrittenSegments {
      return "\(components.count) segments are more than an action may write (\(maximumWrittenSegments))"
    }
    var total = 0
    for case .index(let index) in components {
      if index > maximumWrittenIndex {
        return "index \(index) is past the largest an action may write (\(maximumWrittenIndex))"
      }
      total += index
    }
    guard total <= maximumWrittenIndex else {
      return "its indices add up to \(total), more than an action may write (\(maximumWrittenIndex))"
    }
    return nil
  }

  /// Parses a Beagle `setContext` path such as `a.b[2].c` or `[4]` (keys
  /// of word characters, non-negative indices); `nil` when malformed.
  public static func components(of path: String) -> [JSONPath.Component]? {
    if path.isEmpty { return [] }
    let prefixed = path.hasPrefix("[") ? "_" + path : path
    guard let parsed = ExpressionParsing.statePath(prefixed) else { return nil }
    let head: [JSONPath.Component] = path.hasPrefix("[") ? [] : [.key(parsed.root)]
    return head + parsed.components
  }
}
