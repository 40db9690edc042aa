import FuzzDriver
import SDUILayout
import SDUIPictures
import SDUIRender

/// The picture path on any bytes: sniff the format, read the size and
/// decode through libpng, libjpeg-turbo, giflib or libwebp, then shrink
/// and draw the picture through Chafa at each colour depth, as an image
/// component does. A refusal is a ``PictureError``; anything else that
/// goes wrong (a crash, an overflow, a read past a buffer) is a finding.
/// The pixel limit is a quarter of the program's, so that a run spends its
/// time on the decoders rather than on filling 64 MiB of pixels.
@_cdecl("FuzzPictures_main")
public func main(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
  runFuzzer(argc, argv, fuzzPictures)
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPictures(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let bytes = fuzzInput(data, size)
  guard let picture = try? PictureDecoder.decode(bytes, pixelLimit: 2048 * 2048) else { return 0 }
  let kept = picture.shrunk(toAtMost: 256)
  let depths: [ColorDepth] = [.truecolor, .palette256, .ansi16, .monochrome]
  for depth in depths {
    _ = SymbolCanvas.cells(of: kept, size: Size(width: 12, height: 4), depth: depth).textDump
  }
  _ = SymbolCanvas.cells(of: kept, size: Size(width: 7, height: 3), depth: .truecolor, symbols: .ascii)
  return 0
}
