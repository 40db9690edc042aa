/// Why a frame could not be drawn as a picture.
package enum FramePictureError: Error, Equatable, CustomStringConvertible {
  /// None of the fonts looked for is there.
  case noFont(searched: [String])
  /// FreeType refused a font file, with its error number.
  case fontRefused(path: String, code: Int32)
  /// libpng did not encode the picture, with its reason.
  case notEncoded(String)

  /// The message a person reads.
  package var description: String {
    switch self {
    case .noFont(let searched):
      "no monospace font to draw the frame with: looked for \(searched.joined(separator: ", ")) "
        + "(Debian's fonts-dejavu-core installs DejaVu Sans Mono)"
    case .fontRefused(let path, let code): "FreeType could not read the font \(path) (error \(code))"
    case .notEncoded(let reason): "the frame's PNG could not be encoded: \(reason)"
    }
  }
}
