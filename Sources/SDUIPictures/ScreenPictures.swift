import SDUICore
import SDUILayout
import SDUIRender

/// The pictures of ``PictureStore`` as one screen sees them: what its
/// renderer is given, so that every picture it shows is fetched on its
/// document's behalf and judged by ``OriginRule``, and decoded within the
/// screen's ``DecodeAllowance``, which stops when the screen goes.
final class ScreenPictures: PictureProviding {
  private let store: PictureStore
  private let origin: RequestOrigin
  /// What the screen's pictures may still cost to decode.
  let allowance: DecodeAllowance

  init(store: PictureStore, origin: RequestOrigin, allowance: DecodeAllowance) {
    self.store = store
    self.origin = origin
    self.allowance = allowance
  }

  var revision: UInt64 { store.revision }

  func status(of picture: PictureReference) -> PictureStatus {
    store.status(of: picture, origin: origin, allowance: allowance)
  }

  func cells(of picture: PictureReference, crop: PixelRect, size: Size) -> CellGrid? {
    store.cells(of: picture, origin: origin, crop: crop, size: size)
  }
}
