import SDUICore
import SDUILayout
import SDUIRender

/// The pictures of ``PictureStore`` as the screens of one origin see them:
/// what a screen's renderer is given, so that every picture it shows is
/// fetched on its document's behalf and judged by ``OriginRule``.
final class OriginPictures: PictureProviding {
  private let store: PictureStore
  private let origin: RequestOrigin

  init(store: PictureStore, origin: RequestOrigin) {
    self.store = store
    self.origin = origin
  }

  var revision: UInt64 { store.revision }

  func status(of picture: PictureReference) -> PictureStatus {
    store.status(of: picture, origin: origin)
  }

  func cells(of picture: PictureReference, crop: PixelRect, size: Size) -> CellGrid? {
    store.cells(of: picture, origin: origin, crop: crop, size: size)
  }
}
