import SDUIDocument

/// One problem in a document, as `textDocument/publishDiagnostics`
/// carries it: its range, severity, code, source and message.
package struct PublishedDiagnostic: Sendable, Equatable {
  /// How serious it is, by the protocol's numbers.
  package enum Severity: Int, Sendable {
    /// 1.
    case error = 1
    /// 2.
    case warning = 2
    /// 3.
    case information = 3
    /// 4.
    case hint = 4
  }

  /// Where it is.
  package var range: TextRange
  /// How serious it is.
  package var severity: Severity
  /// The kind of problem, a stable id.
  package var code: String
  /// Who found it.
  package var source: String
  /// The problem in words.
  package var message: String

  /// Creates a diagnostic.
  package init(range: TextRange, severity: Severity, code: String, source: String, message: String) {
    self.range = range
    self.severity = severity
    self.code = code
    self.source = source
    self.message = message
  }

  /// The diagnostic as JSON.
  package var json: JSONValue {
    [
      "range": range.json, "severity": JSONValue(.number(.integer(severity.rawValue))),
      "code": JSONValue(.string(code)), "source": JSONValue(.string(source)), "message": JSONValue(.string(message)),
    ]
  }

  /// The notification that replaces a document's diagnostics with these.
  package static func publish(_ diagnostics: [PublishedDiagnostic], uri: String, version: Int?) -> OutgoingMessage {
    var params: [JSONMember] = [JSONMember(key: "uri", value: JSONValue(.string(uri)))]
    if let version { params.append(JSONMember(key: "version", value: JSONValue(.number(.integer(version))))) }
    params.append(JSONMember(key: "diagnostics", value: JSONValue(.array(diagnostics.map(\.json)))))
    return .notification(method: "textDocument/publishDiagnostics", params: JSONValue(.object(params)))
  }
}
