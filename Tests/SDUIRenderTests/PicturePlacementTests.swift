import SDUILayout
import SDUIRender
import Testing

/// Where each fit puts a 96×64-pixel picture (24×4 cells at the standard
/// scale) in a 16×3-cell box: the cells drawn and the pixels they show.
@Suite struct PicturePlacementTests {
  @Test(arguments: [
    (PictureFit.stretch, Rect(column: 0, row: 0, width: 16, height: 3), PixelRect(x: 0, y: 0, width: 96, height: 64)),
    (.fit, Rect(column: 0, row: 0, width: 16, height: 3), PixelRect(x: 0, y: 0, width: 96, height: 64)),
    (.fill, Rect(column: 0, row: 0, width: 16, height: 3), PixelRect(x: 5, y: 0, width: 85, height: 64)),
    (.center, Rect(column: 0, row: 0, width: 16, height: 3), PixelRect(x: 16, y: 8, width: 64, height: 48)),
  ])
  func placesEachFit(fit: PictureFit, cells: Rect, crop: PixelRect) {
    let placement = PicturePlacement(
      pixels: Size(width: 96, height: 64), box: Size(width: 16, height: 3), fit: fit, scale: .standard)
    #expect(placement.cells == cells)
    #expect(placement.crop == crop)
  }

  @Test func fitsAWidePictureInATallBoxCentredVertically() {
    let placement = PicturePlacement(
      pixels: Size(width: 96, height: 16), box: Size(width: 12, height: 6), fit: .fit, scale: .standard)
    #expect(placement.cells == Rect(column: 0, row: 2, width: 12, height: 1))
  }

  @Test func centresASmallPictureAtItsOwnSize() {
    let placement = PicturePlacement(
      pixels: Size(width: 32, height: 32), box: Size(width: 20, height: 6), fit: .center, scale: .standard)
    #expect(placement.cells == Rect(column: 6, row: 2, width: 8, height: 2))
    #expect(placement.crop == PixelRect(x: 0, y: 0, width: 32, height: 32))
  }

  @Test(
    arguments: [
      ("FIT_XY", PictureFit.stretch), ("FIT_CENTER", .fit), ("CENTER_CROP", .fill), ("CENTER", .center), (nil, .fit),
    ] as [(String?, PictureFit)])
  func mapsBeagleModes(mode: String?, fit: PictureFit) {
    #expect(PictureFit(beagleMode: mode) == fit)
  }

  @Test(
    arguments: [
      ("center", PictureFit.center), ("fillBounds", .stretch), ("fillWidth", .fit), ("fillHeight", .fill),
      (nil, .center),
    ] as [(String?, PictureFit)])
  func mapsNimbusScales(scale: String?, fit: PictureFit) {
    #expect(PictureFit(nimbusScale: scale) == fit)
  }
}
