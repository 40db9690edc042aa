import Foundation
import SDUICore
import SDUIDocument
import SDUIRender

extension PictureStore {
  /// The bytes of a picture: a remote one through the HTTP client (base
  /// URL, headers, timeouts and `--max-body` as every request), a local one
  /// from the assets directory, else from the URL a Beagle local path
  /// gives for the web. The content type is the server's, for messages.
  func fetch(_ picture: PictureReference, origin: RequestOrigin) async throws -> (bytes: [UInt8], contentType: String?)
  {
    switch picture {
    case .remote(let url):
      return try await fetchRemote(url, origin: origin)
    case .local(let name, let webURL):
      if let path = try AssetLookup.path(of: name, in: settings.assets) { return (try read(path), nil) }
      if let webURL { return try await fetchRemote(webURL, origin: origin) }
      guard let assets = settings.assets else {
        throw PictureError.unavailable("there is no assets directory to find it in (see --assets)")
      }
      throw PictureError.unavailable(
        "no file '\(name)' or '\(name).\(AssetLookup.extensions.joined(separator: "|"))' in \(assets)")
    }
  }

  private func fetchRemote(_ url: String, origin: RequestOrigin) async throws -> (bytes: [UInt8], contentType: String?)
  {
    let response = try await client.send(HTTPRequest(url: url, origin: origin))
    guard (200..<300).contains(response.status) else {
      throw PictureError.unavailable(response.serverAnswer)
    }
    return (response.body, response.contentType)
  }

  private func read(_ path: String) throws -> [UInt8] {
    let attributes = try? FileManager.default.attributesOfItem(atPath: path)
    if let size = attributes?[.size] as? Int, size > settings.fileLimit {
      throw PictureError.unavailable("'\(path)' is larger than \(settings.fileLimit) bytes")
    }
    guard let data = FileManager.default.contents(atPath: path) else {
      throw PictureError.unavailable("cannot read '\(path)'")
    }
    return Array(data)
  }
}
