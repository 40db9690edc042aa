import SDUIDocument

/// One message an agent sends a renderer (A2UI v0.9, `server_to_client.json`),
/// with where it stands in what was read.
package struct A2UIMessage: Sendable {
  /// What the message asks.
  package enum Body: Sendable {
    /// Create a surface that renders with a catalog.
    case createSurface(surfaceID: String, catalogID: String, theme: JSONValue?, sendsDataModel: Bool)
    /// Add or replace components of a surface, by id.
    case updateComponents(surfaceID: String, components: [JSONValue])
    /// Replace (or, without a value, remove) what a surface's data model
    /// holds at a path; no path is the whole model.
    case updateDataModel(surfaceID: String, path: String?, value: JSONValue?)
    /// Remove a surface.
    case deleteSurface(surfaceID: String)

    /// The surface the message is for.
    package var surfaceID: String {
      switch self {
      case .createSurface(let id, _, _, _), .updateComponents(let id, _), .updateDataModel(let id, _, _),
        .deleteSurface(let id):
        id
      }
    }
  }

  /// What the message asks.
  package var body: Body
  /// Where the message's object starts.
  package var location: SourceLocation
  /// Its place among the messages read: `[3]`, or the document's root.
  package var path: JSONPath

  /// Creates a message.
  package init(body: Body, location: SourceLocation, path: JSONPath) {
    self.body = body
    self.location = location
    self.path = path
  }
}
