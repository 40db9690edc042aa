import Foundation
import SDUICore
import SDUIDocument

/// What a surface's events do: an `event` action makes the `action`
/// message (or, when a check of its button fails, the `error` message)
/// the renderer sends its agent; a `functionCall` runs the function here
/// (`openUrl` through the open dialog); a binding's write sets the data
/// model at its pointer.
@MainActor
enum A2UIActions {
  nonisolated static let all: [String: ActionHandler] = [
    "a2ui:event": event, "a2ui:functionCall": functionCall, "a2ui:write": write, "a2ui:filter": filter,
  ]

  /// The client-to-server `action` message, its context resolved now.
  static func event(_ context: ActionContext) throws(ActionFailure) {
    let surface = context.properties["surfaceId"]?.stringValue ?? ""
    let source = context.properties["sourceComponentId"]?.stringValue ?? context.instance.id
    let message: JSONValue
    if let failed = failingCheck(of: context.instance) {
      message = [
        "version": "v0.9",
        "error": [
          "code": "VALIDATION_FAILED", "surfaceId": JSONValue(.string(surface)),
          "path": JSONValue(.string("/components/" + source)), "message": JSONValue(.string(failed)),
        ],
      ]
    } else {
      let resolved = context.properties["context"].flatMap { $0.objectMembers == nil ? nil : $0 } ?? [:]
      message = [
        "version": "v0.9",
        "action": [
          "name": context.properties["name"] ?? "", "surfaceId": JSONValue(.string(surface)),
          "sourceComponentId": JSONValue(.string(source)),
          "timestamp": JSONValue(.string(timestamp(FormattingEnvironment.current.now()))),
          "context": JSONValue(.object(resolved.objectMembers ?? [])),
        ],
      ]
    }
    // The log lists every message (F2 shows it), sent or not.
    guard let outbox = context.session.environment.outbox else {
      context.log("not sent, no agent is connected: \(message.jsonText)")
      return
    }
    let models = clientDataModel(of: context.session)
    outbox.send(message, metadata: models.map { [JSONMember(key: "a2uiClientDataModel", value: $0)] } ?? [])
    context.log("sent: \(message.jsonText)")
  }

  /// The data models of the surfaces created with `sendDataModel`, as
  /// `a2uiClientDataModel` carries them beside every message; `nil` when
  /// no surface asks.
  static func clientDataModel(of session: ScreenSession) -> JSONValue? {
    let surfaces = (session.root.map { [$0] } ?? []).flatMap { root in
      root.source.type == QualifiedName("a2ui:surfaces") ? root.children : [root]
    }
    let sent = surfaces.compactMap { surface -> JSONMember? in
      guard surface.source.type == QualifiedName("a2ui:surface"),
        surface.property("sendDataModel") == JSONValue(.bool(true)),
        let data = surface.scope.lookup(SurfaceScope.dataState)?.value
      else { return nil }
      return JSONMember(key: surface.id, value: data)
    }
    guard !sent.isEmpty else { return nil }
    return ["version": "v0.9", "surfaces": JSONValue(.object(sent))]
  }

  /// The message of a button's first failing check, if one fails.
  static func failingCheck(of instance: NodeInstance) -> String? {
    for check in instance.property("checks")?.arrayElements ?? [] where !TypeCoercion.boolean(check["condition"]) {
      return TypeCoercion.string(check["message"])
    }
    return nil
  }

  /// A function run for its effect: `openUrl` asks the open dialog.
  static func functionCall(_ context: ActionContext) throws(ActionFailure) {
    let name = try context.require(context.properties["call"]?.stringValue, "call")
    let arguments = context.properties["args"]?.objectMembers ?? []
    guard let operation = A2UIOperations.all[name] else {
      throw ActionFailure.custom("unknown function '\(name)'")
    }
    let result: JSONValue
    do {
      result = try operation(arguments.flatMap { [JSONValue(.string($0.key)), $0.value] })
    } catch {
      throw ActionFailure.custom(error.description)
    }
    guard let request = OpenURLRequest(result) else { return }
    guard let opener = context.session.environment.opener else {
      context.report(.openingUnavailable(action: "openUrl", target: request.url))
      return
    }
    opener.open(ExternalOpenRequest(action: "openUrl", target: request.url))
  }

  /// Writes a bound input's value into its surface's data model.
  static func write(_ context: ActionContext) throws(ActionFailure) {
    let written = try context.require(context.properties["pointer"]?.stringValue, "pointer")
    guard let cell = context.scope.lookup(SurfaceScope.dataState) else {
      throw ActionFailure.unknownState(SurfaceScope.dataState)
    }
    do {
      let pointer = try JSONPointer(parsing: written)
      let model = try DataModel(cell.value)
      try model.set(context.properties["value"] ?? .null, at: pointer)
      _ = cell.set(model.root)
    } catch {
      throw ActionFailure.pathTooLarge(what: "data model", reason: error.description)
    }
  }

  /// Keeps what is typed in a filterable choice picker's filter.
  static func filter(_ context: ActionContext) throws(ActionFailure) {
    guard let cell = context.scope.lookup(SurfaceScope.filterState) else {
      throw ActionFailure.unknownState(SurfaceScope.filterState)
    }
    _ = cell.set(JSONValue(.string(TypeCoercion.string(context.properties["value"]))))
  }

  /// An ISO 8601 time with milliseconds, in UTC.
  static func timestamp(_ date: Date) -> String {
    date.formatted(Date.ISO8601FormatStyle(includingFractionalSeconds: true))
  }
}
