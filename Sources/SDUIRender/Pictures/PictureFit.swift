import SDUILayout

/// How a picture fits an image component's box, both dialects' modes
/// mapped onto four (spec beagle §2.2, spec nimbus §6).
///
/// | fit | Beagle `mode` | Nimbus `scale` |
/// | --- | --- | --- |
/// | ``stretch`` | `FIT_XY` | `fillBounds` |
/// | ``fit`` | `FIT_CENTER` (the default, as Android's) | `fillWidth` |
/// | ``fill`` | `CENTER_CROP` | `fillHeight` |
/// | ``center`` | `CENTER` | `center` (the default) |
package enum PictureFit: String, Hashable, Sendable, CaseIterable {
  /// The whole picture, stretched to the box.
  case stretch
  /// The whole picture, as large as fits with its aspect ratio, centred.
  case fit
  /// The box covered with the aspect ratio kept, the picture's middle shown.
  case fill
  /// The picture at its own size, centred; cut where it overflows.
  case center

  /// The fit a Beagle `mode` names (`FIT_CENTER` when absent or unknown).
  package init(beagleMode: String?) {
    switch beagleMode?.uppercased() {
    case "FIT_XY": self = .stretch
    case "CENTER_CROP": self = .fill
    case "CENTER": self = .center
    default: self = .fit
    }
  }

  /// The fit a Nimbus `scale` names (`center` when absent or unknown).
  package init(nimbusScale: String?) {
    switch nimbusScale?.lowercased() {
    case "fillbounds": self = .stretch
    case "fillwidth": self = .fit
    case "fillheight": self = .fill
    default: self = .center
    }
  }
}

/// A rectangle of a picture's pixels.
public struct PixelRect: Hashable, Sendable {
  public var x: Int
  package var y: Int
  public var width: Int
  public var height: Int

  /// Creates a rectangle.
  public init(x: Int, y: Int, width: Int, height: Int) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }
}

/// Where a picture goes in a box: the cells it covers (relative to the
/// box) and the part of the picture they show.
///
/// A picture's own size in cells is its pixels at the layout scale (a
/// pixel is a point): 96×32 pixels are 24×2 cells at the standard 4×16.
///
/// ```swift
/// let placement = PicturePlacement(pixels: Size(width: 96, height: 32), box: Size(width: 12, height: 4),
///                                  fit: .fit, scale: .standard)
/// placement.cells // 12×1 cells, one row down: the whole picture, centred
/// ```
package struct PicturePlacement: Hashable, Sendable {
  /// The cells drawn, relative to the box's origin.
  package let cells: Rect
  /// The pixels they show.
  package let crop: PixelRect

  /// Places a picture of `pixels` in a box of `box` cells.
  package init(pixels: Size, box: Size, fit: PictureFit, scale: LayoutScale) {
    let pixelWidth = Double(max(1, pixels.width))
    let pixelHeight = Double(max(1, pixels.height))
    let natural = (width: pixelWidth / scale.horizontal, height: pixelHeight / scale.vertical)
    let boxWidth = Double(box.width)
    let boxHeight = Double(box.height)
    var shown = (width: boxWidth, height: boxHeight)
    var crop = PixelRect(x: 0, y: 0, width: Int(pixelWidth), height: Int(pixelHeight))
    switch fit {
    case .stretch:
      break
    case .fit:
      let factor = min(boxWidth / natural.width, boxHeight / natural.height)
      shown = (natural.width * factor, natural.height * factor)
    case .fill:
      let factor = max(boxWidth / natural.width, boxHeight / natural.height)
      let visible = (width: boxWidth / (natural.width * factor), height: boxHeight / (natural.height * factor))
      crop = Self.centred(crop, keeping: visible)
    case .center:
      shown = (min(natural.width, boxWidth), min(natural.height, boxHeight))
      crop = Self.centred(crop, keeping: (shown.width / natural.width, shown.height / natural.height))
    }
    let width = min(box.width, max(1, Int(shown.width.rounded())))
    let height = min(box.height, max(1, Int(shown.height.rounded())))
    cells = Rect(column: (box.width - width) / 2, row: (box.height - height) / 2, width: width, height: height)
    self.crop = crop
  }

  /// The middle of `whole`, the given fractions of its width and height.
  private static func centred(_ whole: PixelRect, keeping fraction: (width: Double, height: Double)) -> PixelRect {
    let width = max(1, min(whole.width, Int((Double(whole.width) * fraction.width).rounded())))
    let height = max(1, min(whole.height, Int((Double(whole.height) * fraction.height).rounded())))
    return PixelRect(x: (whole.width - width) / 2, y: (whole.height - height) / 2, width: width, height: height)
  }

  /// A picture's own size in cells at `scale`, at least one cell each way.
  package static func naturalCells(of pixels: Size, scale: LayoutScale) -> (width: Double, height: Double) {
    (max(1, Double(pixels.width) / scale.horizontal), max(1, Double(pixels.height) / scale.vertical))
  }
}
