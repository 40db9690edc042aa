import SDUIPictures
import Testing

@Suite struct PictureFormatTests {
  @Test(
    arguments: [
      ([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0], PictureFormat.png),
      ([0xFF, 0xD8, 0xFF, 0xE0], .jpeg),
      (Array("GIF89a..".utf8), .gif),
      (Array("GIF87a..".utf8), .gif),
      (Array("RIFF\u{0}\u{0}\u{0}\u{0}WEBPVP8 ".utf8), .webp),
    ] as [([UInt8], PictureFormat)])
  func sniffsEachFormatByItsFirstBytes(bytes: [UInt8], format: PictureFormat) {
    #expect(PictureFormat(sniffing: bytes) == format)
  }

  @Test(arguments: [[], Array("<html>".utf8), Array("RIFF\u{0}\u{0}\u{0}\u{0}WAVE".utf8), [0x89, 0x50]] as [[UInt8]])
  func refusesWhatIsNoPicture(bytes: [UInt8]) {
    #expect(PictureFormat(sniffing: bytes) == nil)
  }
}
