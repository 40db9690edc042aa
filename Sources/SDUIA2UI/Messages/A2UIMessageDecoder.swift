import SDUIDocument

/// Reads one message object into an ``A2UIMessage``, or says what is
/// wrong with it and where.
package enum A2UIMessageDecoder {
  /// The four things a message may ask, by the key that holds each.
  static let updateKeys = ["createSurface", "updateComponents", "updateDataModel", "deleteSurface"]
  /// The messages of A2UI 0.8, which named these instead.
  static let olderKeys = ["beginRendering", "surfaceUpdate", "dataModelUpdate"]
  /// The versions read: v0.9, and 0.9.1, which changed only transports.
  static let versions: Set<String> = ["v0.9", "v0.9.1"]

  /// The message `value` holds, at `path` among those read.
  package static func decode(_ value: JSONValue, path: JSONPath) throws(A2UIIssue) -> A2UIMessage {
    func issue(_ problem: A2UIProblem, _ at: JSONValue? = nil, _ key: String? = nil) -> A2UIIssue {
      A2UIIssue(problem, at: (at ?? value).location, path: key.map { path.appending($0) } ?? path)
    }
    guard let members = value.objectMembers else { throw issue(.notAMessage(found: value.typeName)) }
    let keys = members.map(\.key)
    if let older = keys.first(where: Self.olderKeys.contains) { throw issue(.olderVersion(found: older)) }
    let updates = keys.filter(Self.updateKeys.contains)
    guard !updates.isEmpty else { throw issue(.noUpdate(keys: keys.filter { $0 != "version" })) }
    guard updates.count == 1, let key = updates.first, let body = value[key] else {
      throw issue(.conflictingUpdates(updates))
    }
    if let version = value["version"] {
      guard let text = version.stringValue else {
        throw issue(.wrongType(key: "version", expected: "a string", found: version.typeName), version, "version")
      }
      guard Self.versions.contains(text) else { throw issue(.unsupportedVersion(found: text), version, "version") }
    }
    let bodyPath = path.appending(key)
    guard body.objectMembers != nil else {
      throw A2UIIssue(
        .wrongType(key: key, expected: "an object", found: body.typeName), at: body.location, path: bodyPath)
    }
    let reader = BodyReader(body: body, path: bodyPath, owner: key)
    let surfaceID = try reader.string("surfaceId")
    let message: A2UIMessage.Body
    switch key {
    case "createSurface":
      message = .createSurface(
        surfaceID: surfaceID, catalogID: try reader.string("catalogId"), theme: try reader.object("theme"),
        sendsDataModel: try reader.boolean("sendDataModel") ?? false)
    case "updateComponents":
      message = .updateComponents(surfaceID: surfaceID, components: try reader.array("components"))
    case "updateDataModel":
      message = .updateDataModel(surfaceID: surfaceID, path: try reader.optionalString("path"), value: body["value"])
    default:
      message = .deleteSurface(surfaceID: surfaceID)
    }
    return A2UIMessage(body: message, location: value.location, path: path)
  }

  /// Reads the members of a message's body, naming the body in what it says.
  private struct BodyReader {
    let body: JSONValue
    let path: JSONPath
    let owner: String

    func string(_ key: String) throws(A2UIIssue) -> String {
      guard let value = body[key] else {
        throw A2UIIssue(.missingKey(key, in: owner), at: body.location, path: path)
      }
      guard let text = value.stringValue else { throw wrongType(key, value, "a string") }
      return text
    }

    func optionalString(_ key: String) throws(A2UIIssue) -> String? {
      guard let value = body[key], !value.isNull else { return nil }
      guard let text = value.stringValue else { throw wrongType(key, value, "a string") }
      return text
    }

    func boolean(_ key: String) throws(A2UIIssue) -> Bool? {
      guard let value = body[key], !value.isNull else { return nil }
      guard case .bool(let flag) = value.kind else { throw wrongType(key, value, "true or false") }
      return flag
    }

    func object(_ key: String) throws(A2UIIssue) -> JSONValue? {
      guard let value = body[key], !value.isNull else { return nil }
      guard value.objectMembers != nil else { throw wrongType(key, value, "an object") }
      return value
    }

    func array(_ key: String) throws(A2UIIssue) -> [JSONValue] {
      guard let value = body[key] else {
        throw A2UIIssue(.missingKey(key, in: owner), at: body.location, path: path)
      }
      guard let elements = value.arrayElements else { throw wrongType(key, value, "an array") }
      return elements
    }

    private func wrongType(_ key: String, _ value: JSONValue, _ expected: String) -> A2UIIssue {
      A2UIIssue(
        .wrongType(key: key, expected: expected, found: value.typeName), at: value.location,
        path: path.appending(key))
    }
  }
}
