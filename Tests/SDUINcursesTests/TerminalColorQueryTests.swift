import Foundation
import SDUIRender
import Testing

@testable import SDUINcurses

#if canImport(Glibc)
  import Glibc
#endif

// glibc declares these only for _XOPEN_SOURCE, which the Glibc module
// does not define.
@_silgen_name("posix_openpt") private func openMasterPseudoTerminal(_ flags: Int32) -> Int32
@_silgen_name("grantpt") private func grantPseudoTerminal(_ descriptor: Int32) -> Int32
@_silgen_name("unlockpt") private func unlockPseudoTerminal(_ descriptor: Int32) -> Int32
@_silgen_name("ptsname_r") private func pseudoTerminalName(
  _ descriptor: Int32, _ buffer: UnsafeMutablePointer<CChar>, _ length: Int
) -> Int32

/// The color query against a real pseudo-terminal, with this test as the
/// terminal: what it is sent, and what it makes of each kind of answer.
@Suite("Terminal color query")
struct TerminalColorQueryTests {
  /// A pseudo-terminal in raw mode: the program's side and the terminal's.
  struct PseudoTerminal {
    let program: Int32
    let terminal: Int32

    init() throws {
      let terminal = openMasterPseudoTerminal(O_RDWR | O_NOCTTY)
      try #require(terminal >= 0 && grantPseudoTerminal(terminal) == 0 && unlockPseudoTerminal(terminal) == 0)
      var name = [CChar](repeating: 0, count: 128)
      try #require(pseudoTerminalName(terminal, &name, name.count) == 0)
      let path = String(decoding: name.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
      let program = open(path, O_RDWR | O_NOCTTY)
      try #require(program >= 0)
      var settings = termios()
      tcgetattr(program, &settings)
      cfmakeraw(&settings)
      tcsetattr(program, TCSANOW, &settings)
      self.program = program
      self.terminal = terminal
    }

    func close() {
      Glibc.close(program)
      Glibc.close(terminal)
    }

    /// What the program sent, waiting until `count` bytes came.
    func received(_ count: Int) -> String {
      var bytes: [UInt8] = []
      var buffer = [UInt8](repeating: 0, count: 256)
      while bytes.count < count {
        let got = buffer.withUnsafeMutableBytes { read(terminal, $0.baseAddress, $0.count) }
        guard got > 0 else { break }
        bytes += buffer[0..<got]
      }
      return String(decoding: bytes, as: UTF8.self)
    }

    func answer(_ text: String) {
      _ = Array(text.utf8).withUnsafeBytes { write(terminal, $0.baseAddress, $0.count) }
    }
  }

  /// Runs the query on a thread of its own while `terminal` plays the
  /// terminal's part.
  static func ask(timeout: Int, terminal: (PseudoTerminal) -> Void) throws -> TerminalColors? {
    let pty = try PseudoTerminal()
    defer { pty.close() }
    nonisolated(unsafe) var result: TerminalColors?
    let descriptor = pty.program
    let done = DispatchSemaphore(value: 0)
    DispatchQueue.global().async {
      result = TerminalColorQuery.ask(descriptor: descriptor, timeoutMilliseconds: timeout)
      done.signal()
    }
    #expect(pty.received(TerminalColorQuery.query.utf8.count) == TerminalColorQuery.query)
    terminal(pty)
    done.wait()
    return result
  }

  @Test func anAnswerGivesTheColors() throws {
    let colors = try Self.ask(timeout: 10_000) {
      $0.answer("\u{1B}]10;rgb:0000/0000/0000\u{1B}\\\u{1B}]11;rgb:ffff/ffff/ffff\u{1B}\\\u{1B}[?62;22c")
    }
    #expect(colors == TerminalColors(foreground: .black, background: .white))
  }

  @Test func anAnswerInPiecesIsPutTogether() throws {
    let colors = try Self.ask(timeout: 10_000) {
      $0.answer("\u{1B}]11;rgb:00")
      usleep(50_000)
      $0.answer("00/2b2b/3636\u{07}")
      usleep(50_000)
      $0.answer("\u{1B}[?1;2c")
    }
    #expect(colors?.background.description == "#002B36FF")
  }

  @Test func theDeviceAttributesEndTheWaitWhenTheColorsAreNotAnswered() throws {
    // A query that went on waiting past the attributes would wait out its
    // minute; one that stops there returns at once, whatever the machine's load.
    let started = ContinuousClock.now
    let colors = try Self.ask(timeout: 60_000) { $0.answer("\u{1B}[?1;2c") }
    #expect(colors == nil)
    #expect(ContinuousClock.now - started < .seconds(30))
  }

  @Test func aTerminalThatAnswersNothingCostsTheTimeoutAndSaysNothing() throws {
    #expect(try Self.ask(timeout: 150) { _ in } == nil)
  }

  @Test(arguments: [
    ("\u{1B}[?1;2c", true), ("\u{1B}]11;rgb:0/0/0\u{07}\u{1B}[?62;c", true), ("\u{1B}[?1;2", false),
    ("abc", false), ("\u{1B}[1;2c", false),
  ])
  func deviceAttributesAreRecognised(_ text: String, _ expected: Bool) {
    #expect(TerminalColorQuery.endsWithDeviceAttributes(Array(text.utf8)) == expected)
  }
}
