/// What the server reads of `initialize`'s params: where the workspace
/// is, as a URI (`rootUri`, else the first of `workspaceFolders`), or as a
/// path (`rootPath`, deprecated but still sent).
package struct InitializeParams: Sendable, Equatable {
  /// The workspace's root as a `file:` URI, or `nil` when the client
  /// opened no folder.
  package var rootURI: String?

  /// Creates params.
  package init(rootURI: String?) {
    self.rootURI = rootURI
  }

  /// Reads the params; every member may be absent or null.
  package init(_ params: ParamsReader) throws(JSONRPCError) {
    if let uri = try params.optionalString("rootUri") {
      rootURI = uri
    } else if let folder = try params.optionalObjects("workspaceFolders").first {
      rootURI = try folder.string("uri")
    } else {
      rootURI = try params.optionalString("rootPath").map { FileURI.uri(forPath: $0) }
    }
  }
}
