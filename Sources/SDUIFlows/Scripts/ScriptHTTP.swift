import CJavaScriptCore
import Dispatch
import Foundation
import SDUICore
import SDUIRuntime
import Synchronization

/// Maestro's `http` object for scripts (`GraalJsHttp.kt`): `get`, `post`,
/// `put`, `delete` and `request` take a URL and `{headers, body,
/// multipartForm, method}`, and return `{ok, status, body, headers}`.
/// Requests go through the flow's own HTTP client (its base URL, timeouts,
/// size limit and `--header`s), and a script waits for the answer, as it
/// does in Maestro.
///
/// ```js
/// const response = http.post('http://127.0.0.1:8080/api/login', {
///   headers: {'Content-Type': 'application/json'},
///   body: JSON.stringify({user: 'ann'})
/// })
/// output.token = json(response.body).token
/// ```
package struct ScriptHTTP: Sendable {
  /// Why a request could not be made; the script sees it as an `Error`
  /// with its ``message``.
  enum Failed: Error {
    /// `http.get()` and the like without a URL string first.
    case needsURL(function: String)
    /// The request (`GET URL`) could not be made, and why, when known.
    case requestFailed(call: String, reason: (any Error)?)
    /// A `multipartForm` file field whose file cannot be read.
    case unreadableFormFile(field: String, path: String)

    /// The error's text, as the script's `Error` carries it.
    var message: String {
      switch self {
      case .needsURL(let function): "http.\(function) needs a URL as its first argument"
      case .requestFailed(let call, let reason?): "\(call) failed: \(reason)"
      case .requestFailed(let call, nil): "\(call) failed"
      case .unreadableFormFile(let field, let path): "multipartForm's '\(field)': cannot read the file '\(path)'"
      }
    }
  }

  /// The answer of a request a script waits for.
  private final class Outcome: Sendable {
    let result = Mutex<Result<HTTPResponse, any Error>?>(nil)
  }

  let client: any HTTPClient

  package init(client: any HTTPClient) {
    self.client = client
  }

  /// The `http` object, its functions made in `context`.
  func object(in context: ScriptContext) -> JSObjectRef? {
    let object = context.makeObject()
    for method in ["get", "post", "put", "delete", "request"] {
      let function = HostFunction.make(in: context) { context, arguments throws(HostFunction.Thrown) in
        do throws(Failed) {
          return try call(method, arguments, in: context)
        } catch {
          throw HostFunction.Thrown(message: error.message)
        }
      }
      context.set(method, to: function, on: object)
    }
    return object
  }

  private func call(_ name: String, _ arguments: [JSValueRef?], in context: ScriptContext) throws(Failed)
    -> JSValueRef?
  {
    guard let first = arguments.first, jsc.JSValueIsString(context.ref, first) else {
      throw .needsURL(function: name)
    }
    let url = context.string(first)
    let params = arguments.count > 1 ? context.object(arguments[1]) : nil
    var method = name == "request" ? "GET" : name.uppercased()
    if name == "request", let params, let given = context.get("method", of: params),
      jsc.JSValueIsString(context.ref, given)
    {
      method = context.string(given).uppercased()
    }
    var request = HTTPRequest(url: url, method: method)
    if let params {
      for (header, value) in context.stringMap(context.get("headers", of: params)) { request.headers[header] = value }
      if let form = context.object(context.get("multipartForm", of: params)) {
        let body = try MultipartForm(fields: fields(of: form, in: context))
        request.headers["Content-Type"] = body.contentType
        request.rawBody = body.bytes
      } else if let body = context.get("body", of: params), !context.isNullOrUndefined(body) {
        request.rawBody = Array(context.string(body).utf8)
      }
    }
    let response = try send(request, describing: "http.\(name)('\(url)')")
    var headers: [(String, JSValueRef?)] = []
    for (header, value) in response.headers.sorted(by: { $0.key < $1.key }) {
      headers.append((header, context.makeString(value)))
    }
    return context.makeObject([
      ("ok", context.makeBool((200..<300).contains(response.status))),
      ("status", context.makeNumber(Double(response.status))),
      ("body", context.makeString(String(decoding: response.body, as: UTF8.self))),
      ("headers", context.makeObject(headers)),
    ])
  }

  /// A form's fields: a value, or `{filePath, mediaType}` for a file.
  private func fields(of form: JSObjectRef, in context: ScriptContext) -> [MultipartForm.Field] {
    context.keys(of: form).map { name in
      let value = context.get(name, of: form)
      if let object = context.object(value), let path = context.get("filePath", of: object),
        !context.isNullOrUndefined(path)
      {
        let type = context.get("mediaType", of: object)
        return .file(
          name: name, path: context.string(path),
          mediaType: context.isNullOrUndefined(type) ? "application/octet-stream" : context.string(type))
      }
      return .value(name: name, context.string(value))
    }
  }

  /// Sends the request and waits for the answer: the script that asked
  /// cannot go on without it.
  private func send(_ request: HTTPRequest, describing call: String) throws(Failed) -> HTTPResponse {
    let outcome = Outcome()
    let done = DispatchSemaphore(value: 0)
    let client = self.client
    Task.detached {
      let result: Result<HTTPResponse, any Error>
      do {
        result = .success(try await client.send(request))
      } catch {
        result = .failure(error)
      }
      outcome.result.withLock { $0 = result }
      done.signal()
    }
    done.wait()
    switch outcome.result.withLock({ $0 }) {
    case .success(let response)?: return response
    case .failure(let error)?: throw .requestFailed(call: call, reason: error)
    case nil: throw .requestFailed(call: call, reason: nil)
    }
  }
}
