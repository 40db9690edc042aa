import Foundation
import SDUIPictures
import Testing

/// The committed pictures of `Fixtures/` (made by its `make_fixtures.py`).
func fixture(_ name: String) throws -> [UInt8] {
  let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/\(name)")
  return Array(try Data(contentsOf: url))
}

@Suite struct PictureDecoderTests {
  /// Red, green, blue and white quadrants, as each format keeps them (JPEG
  /// loses a little), and as PNG keeps them in the forms libpng's reader
  /// turns into 8-bit RGBA: interlaced, 16 bits a sample, a palette.
  @Test(arguments: [
    ("quadrants.png", 0), ("quadrants.gif", 0), ("quadrants.webp", 0), ("quadrants.jpg", 12),
    ("quadrants-interlaced.png", 0), ("quadrants-16-bit.png", 0), ("quadrants-palette.png", 0),
  ])
  func decodesEachFormatToItsPixels(name: String, tolerance: Int) throws {
    let picture = try PictureDecoder.decode(try fixture(name))
    #expect(picture.width == 32 && picture.height == 16)
    let expected: [(x: Int, y: Int, color: (Int, Int, Int))] = [
      (3, 3, (255, 0, 0)), (28, 3, (0, 255, 0)), (3, 12, (0, 0, 255)), (28, 12, (255, 255, 255)),
    ]
    for (x, y, color) in expected {
      let (red, green, blue, alpha) = picture.pixel(x: x, y: y)
      #expect(abs(Int(red) - color.0) <= tolerance, "red at \(x),\(y) of \(name)")
      #expect(abs(Int(green) - color.1) <= tolerance, "green at \(x),\(y) of \(name)")
      #expect(abs(Int(blue) - color.2) <= tolerance, "blue at \(x),\(y) of \(name)")
      #expect(alpha == 255)
    }
  }

  @Test(arguments: ["half-transparent.png", "half-transparent-palette.png"])
  func keepsTransparency(name: String) throws {
    let picture = try PictureDecoder.decode(try fixture(name))
    #expect(picture.pixel(x: 2, y: 2).3 == 0)
    #expect(picture.pixel(x: 12, y: 2) == (0, 255, 0, 255))
  }

  @Test func readsOnlyTheFirstFrameOfAnAnimation() throws {
    let picture = try PictureDecoder.decode(try fixture("animated.gif"))
    #expect(picture.pixel(x: 4, y: 4) == (255, 0, 0, 255))
  }

  /// Hostile inputs end in an error that says what is wrong, before any
  /// pixel is allocated for a bomb.
  @Test(arguments: [
    ("bomb.png", "100000×100000 pixels, more than the 16777216 pixels"),
    ("truncated.png", "not a readable PNG picture"),
    ("truncated.jpg", "not a readable JPEG picture"),
    ("corrupt.jpg", "not a readable JPEG picture"),
  ])
  func refusesHostilePictures(name: String, message: String) throws {
    let bytes = try fixture(name)
    let error = #expect(throws: PictureError.self) { try PictureDecoder.decode(bytes) }
    #expect(error?.description.contains(message) == true, "\(String(describing: error))")
  }

  @Test func refusesWhatIsNoPictureSayingHowItStarts() {
    let error = #expect(throws: PictureError.self) { try PictureDecoder.decode(Array("<html><body>".utf8)) }
    #expect(error?.description == "it is not a PNG, JPEG, GIF or WebP picture; it starts with '<html><b'")
  }

  @Test func refusesAPictureOverTheLimitItWasGiven() throws {
    let bytes = try fixture("quadrants.png")
    #expect(throws: PictureError.tooLarge(width: 32, height: 16, limit: 100)) {
      try PictureDecoder.decode(bytes, pixelLimit: 100)
    }
  }

  /// The pictures of one screen share its pixels; the one past them is
  /// refused before it is decoded, and a screen that went decodes nothing.
  @Test func holdsAScreensPicturesToItsPixelsAndStopsWhenItGoes() throws {
    let bytes = try fixture("quadrants.png")
    let allowance = DecodeAllowance(pixels: 600)
    _ = try PictureDecoder.decode(bytes, pixelLimit: 4096, contentType: nil, allowance: allowance)
    #expect(throws: PictureError.pastScreenPixels(width: 32, height: 16, limit: 600)) {
      try PictureDecoder.decode(bytes, pixelLimit: 4096, contentType: nil, allowance: allowance)
    }
    let gone = DecodeAllowance(pixels: 4096)
    gone.stop()
    #expect(throws: PictureError.stopped) {
      try PictureDecoder.decode(bytes, pixelLimit: 4096, contentType: nil, allowance: gone)
    }
  }

  @Test func shrinksAndCropsPixels() throws {
    let picture = try PictureDecoder.decode(try fixture("quadrants.png"))
    let small = picture.shrunk(toAtMost: 8)
    #expect(small.width == 8 && small.height == 4)
    #expect(small.pixel(x: 7, y: 3) == (255, 255, 255, 255))
    let corner = picture.cropped(x: 16, y: 0, width: 16, height: 8)
    #expect(corner.width == 16 && corner.pixel(x: 0, y: 0) == (0, 255, 0, 255))
  }

  /// A PNG shrunk as it is read (row by row, or, interlaced, once its
  /// passes are in) has the pixels it has decoded first and shrunk after,
  /// the rows and columns past the last whole square left out alike.
  @Test(arguments: [
    ("gradient.png", 12), ("gradient.png", 5), ("gradient.png", 36), ("gradient.png", 2),
    ("gradient-interlaced.png", 12), ("gradient-interlaced.png", 5), ("quadrants-16-bit.png", 8),
    ("quadrants-palette.png", 3), ("quadrants.png", 32),
  ])
  func shrinksAPNGAsItReadsIt(name: String, side: Int) throws {
    let bytes = try fixture(name)
    let read = try PictureDecoder.decode(bytes, pixelLimit: 4096, contentType: nil, allowance: nil, keptSide: side)
    #expect(read == (try PictureDecoder.decode(bytes)).shrunk(toAtMost: side))
    #expect(max(read.width, read.height) <= side)
  }

  /// A strip whose short side is under the shrinking factor (the fuzzer's
  /// 20,770 × 8 GIF read past its pixels here) averages the rows it has.
  @Test func shrinksAStripShorterThanTheFactor() {
    let rgba = (0..<2).flatMap { _ in
      (0..<40).flatMap { x in x < 20 ? [255, 0, 0, 255] : [0, 0, 255, 255] as [UInt8] }
    }
    let small = DecodedPicture(width: 40, height: 2, rgba: rgba).shrunk(toAtMost: 8)
    #expect(small.width == 8 && small.height == 1)
    #expect(small.pixel(x: 0, y: 0) == (255, 0, 0, 255))
    #expect(small.pixel(x: 4, y: 0) == (0, 0, 255, 255))
  }
}
