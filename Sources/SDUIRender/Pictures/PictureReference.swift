/// Where an image component's picture comes from.
///
/// ```swift
/// PictureReference.remote("/images/cup.png")  // fetched, against the base URL
/// PictureReference.local("logo")              // an asset, by name (`--assets`)
/// ```
public enum PictureReference: Hashable, Sendable, CustomStringConvertible {
  /// A URL as the screen wrote it, before base-URL resolution.
  case remote(String)
  /// An asset name (Nimbus `localImage` `id`, Beagle `mobileId`), with the
  /// URL a Beagle local path names for the web, tried when no asset has
  /// the name.
  case local(String, webURL: String? = nil)

  public var description: String {
    switch self {
    case .remote(let url): url
    case .local(let name, _): "asset '\(name)'"
    }
  }
}

/// What an image component draws: its picture, the one shown while that
/// loads, how it fits its box, and the label of its stand-in.
package struct ImageContent: Hashable, Sendable {
  /// The picture; `nil` when the component names none it can use.
  package var picture: PictureReference?
  /// The picture shown while `picture` loads (or when it fails).
  package var placeholder: PictureReference?
  /// How the picture fits the component's box.
  package var fit: PictureFit
  /// The accessibility label, id or URL the stand-in shows.
  package var label: String

  /// Creates the content of an image component.
  package init(picture: PictureReference?, placeholder: PictureReference? = nil, fit: PictureFit, label: String) {
    self.picture = picture
    self.placeholder = placeholder
    self.fit = fit
    self.label = label
  }
}
