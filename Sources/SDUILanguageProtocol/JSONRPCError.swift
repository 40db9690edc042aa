import SDUIDocument

/// A JSON-RPC 2.0 error: its code and message, as a response carries it.
/// The codes are JSON-RPC's and the Language Server Protocol's; each
/// constructor says when it is used.
package struct JSONRPCError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The error code.
  package var code: Int
  /// What went wrong, in words.
  package var message: String

  /// Creates an error.
  package init(code: Int, message: String) {
    self.code = code
    self.message = message
  }

  /// -32700: the body is not JSON.
  package static func parseError(_ message: String) -> JSONRPCError { JSONRPCError(code: -32700, message: message) }
  /// -32600: JSON that is no request or notification, a message whose
  /// framing could not be read, or a request after `shutdown`.
  package static func invalidRequest(_ message: String) -> JSONRPCError {
    JSONRPCError(code: -32600, message: message)
  }
  /// -32601: a request for a method the server does not have.
  package static func methodNotFound(_ method: String) -> JSONRPCError {
    JSONRPCError(code: -32601, message: "no method '\(method)'")
  }
  /// -32602: params missing or of the wrong shape.
  package static func invalidParams(_ message: String) -> JSONRPCError {
    JSONRPCError(code: -32602, message: message)
  }
  /// -32002: a request before `initialize`.
  package static let serverNotInitialized = JSONRPCError(
    code: -32002, message: "the server is not initialized: send 'initialize' first")

  /// The error as a response's `error` member.
  package var json: JSONValue {
    ["code": JSONValue(.number(.integer(code))), "message": JSONValue(.string(message))]
  }

  /// `message (code)`.
  package var description: String { "\(message) (\(code))" }
}
