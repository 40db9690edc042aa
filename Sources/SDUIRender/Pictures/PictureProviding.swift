import SDUILayout

/// Where a picture is: on its way, failed, or ready at a size in pixels.
public enum PictureStatus: Hashable, Sendable {
  case loading
  case failed(String)
  case ready(pixels: Size)
}

/// Gives the layout and the painter pictures: what each one's state is,
/// and its cells at a size. The renderer stays free of decoders and HTTP;
/// `SDUIPictures`' `PictureStore` is the one the program uses.
public protocol PictureProviding: AnyObject, Sendable {
  /// The picture's state; asking for one not seen yet starts loading it.
  func status(of picture: PictureReference) -> PictureStatus
  /// The part `crop` of a ready picture drawn into `size` cells (`nil`
  /// while it is not ready). Cells of the picture's transparent parts
  /// have no background.
  func cells(of picture: PictureReference, crop: PixelRect, size: Size) -> CellGrid?
  /// Changes whenever a picture arrives or fails: a frame drawn at one
  /// revision is out of date at the next.
  var revision: UInt64 { get }
}
