/// What image components become: `--images`.
public enum ImageDrawing: String, Sendable, CaseIterable {
  /// Pictures in colour, drawn with block symbols.
  case symbols
  /// Pictures drawn with ASCII characters (in colour where there is colour).
  case ascii
  /// A frame with `▣` and the image's label; nothing is fetched.
  case placeholder
  /// Nothing: the image keeps its place and its box stays empty.
  case none

  /// Whether pictures are fetched and decoded.
  package var loadsPictures: Bool { self == .symbols || self == .ascii }
}
