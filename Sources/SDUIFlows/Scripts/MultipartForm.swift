import Foundation

/// A `multipart/form-data` body, as `http.post(url, {multipartForm: ...})`
/// sends it (Maestro's `HttpUtils.toMultipartBody`): a part per field, a
/// file's part read from its path.
struct MultipartForm {
  enum Field {
    case value(name: String, String)
    case file(name: String, path: String, mediaType: String)
  }

  let boundary: String
  let bytes: [UInt8]

  /// The `Content-Type` header that names the boundary.
  var contentType: String { "multipart/form-data; boundary=\(boundary)" }

  /// The body of `fields`; a file that cannot be read is an error that
  /// names it.
  init(fields: [Field], boundary: String = "sdui-term-" + UUID().uuidString) throws(ScriptHTTP.Failed) {
    self.boundary = boundary
    var body: [UInt8] = []
    func line(_ text: String) { body += Array((text + "\r\n").utf8) }
    for field in fields {
      line("--\(boundary)")
      switch field {
      case .value(let name, let value):
        line("Content-Disposition: form-data; name=\"\(Self.quoted(name))\"")
        line("")
        line(value)
      case .file(let name, let path, let mediaType):
        guard let data = FileManager.default.contents(atPath: path) else {
          throw .unreadableFormFile(field: name, path: path)
        }
        let fileName = (path as NSString).lastPathComponent
        line("Content-Disposition: form-data; name=\"\(Self.quoted(name))\"; filename=\"\(Self.quoted(fileName))\"")
        line("Content-Type: \(mediaType)")
        line("")
        body += Array(data)
        line("")
      }
    }
    line("--\(boundary)--")
    bytes = body
  }

  /// A name inside a quoted header parameter: quotes and line breaks escaped.
  private static func quoted(_ text: String) -> String {
    text.replacing("\"", with: "%22").replacing("\r", with: "%0D").replacing("\n", with: "%0A")
  }
}
