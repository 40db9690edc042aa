import SDUIDocument

/// What the server tells `initialize` it does: whole-text document sync
/// with open and close, completion (with the characters that start it),
/// hover and go-to-definition, and its name and version.
package struct ServerCapabilities: Sendable, Equatable {
  /// The characters after which the client asks for completion by itself.
  package var completionTriggers: [String]
  /// The server's name.
  package var name: String
  /// The server's version.
  package var version: String

  /// Creates capabilities.
  package init(completionTriggers: [String], name: String, version: String) {
    self.completionTriggers = completionTriggers
    self.name = name
    self.version = version
  }

  /// `initialize`'s result: `{"capabilities", "serverInfo"}`.
  package var initializeResult: JSONValue {
    let capabilities: JSONValue = [
      // 1: each change sends the whole text.
      "textDocumentSync": ["openClose": true, "change": 1],
      "completionProvider": [
        "triggerCharacters": JSONValue(.array(completionTriggers.map { JSONValue(.string($0)) }))
      ],
      "hoverProvider": true,
      "definitionProvider": true,
    ]
    return [
      "capabilities": capabilities,
      "serverInfo": ["name": JSONValue(.string(name)), "version": JSONValue(.string(version))],
    ]
  }
}
