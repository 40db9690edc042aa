import SDUIDocument

/// `file:` URIs, as the protocol names documents and workspaces, and the
/// paths they stand for: `file:///home/ann/My%20screens/a.json` is
/// `/home/ann/My screens/a.json`.
package enum FileURI {
  /// The absolute path of a `file:` URI (an empty or `localhost`
  /// authority), percent-decoded; `nil` for another scheme, a remote host,
  /// or a path with a NUL.
  package static func path(of uri: String) -> String? {
    let lowered = uri.lowercased()
    var rest: Substring
    if lowered.hasPrefix("file:///") {
      rest = uri.dropFirst("file://".count)
    } else if lowered.hasPrefix("file://localhost/") {
      rest = uri.dropFirst("file://localhost".count)
    } else {
      return nil
    }
    if let end = rest.firstIndex(where: { $0 == "?" || $0 == "#" }) { rest = rest[..<end] }
    let bytes = URLBuilder.percentDecoded(String(rest)) ?? Array(rest.utf8)
    guard !bytes.contains(0) else { return nil }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// The `file:` URI of an absolute path, percent-encoding every byte but
  /// the unreserved ones and `/`.
  package static func uri(forPath path: String) -> String {
    let kept = Set(Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~/".utf8))
    let hex = Array("0123456789ABCDEF".utf8)
    var output = Array("file://".utf8)
    for byte in path.utf8 {
      if kept.contains(byte) {
        output.append(byte)
      } else {
        output += [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 0x0F)]]
      }
    }
    return String(decoding: output, as: UTF8.self)
  }
}
