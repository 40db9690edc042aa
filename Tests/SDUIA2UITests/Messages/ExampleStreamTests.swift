import Foundation
import SDUIDocument
import SDUITestSupport
import Testing

@testable import SDUIA2UI

/// The catalogs' 43 example streams read and applied with no issue, each
/// leaving whole trees; and the same streams mangled, which must be
/// refused with a place and never stop the program.
@Suite("A2UI example streams")
struct ExampleStreamTests {
  /// Every example file, as `catalog/file`.
  static let examples: [String] = {
    let catalogs = conformanceDirectory.appendingPathComponent("a2ui/v0_9/catalogs")
    return ["basic", "minimal"].flatMap { catalog in
      let folder = catalogs.appendingPathComponent("\(catalog)/examples")
      let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
      return files.filter { $0.hasSuffix(".json") || $0.hasSuffix(".jsonl") }.sorted().map { "\(catalog)/\($0)" }
    }
  }()

  static func bytes(of example: String) throws -> [UInt8] {
    let parts = example.split(separator: "/")
    let file = conformanceDirectory.appendingPathComponent("a2ui/v0_9/catalogs/\(parts[0])/examples/\(parts[1])")
    return Array(try Data(contentsOf: file))
  }

  /// Reads and applies a stream; the issues met, in order.
  static func apply(_ bytes: [UInt8], strict: Bool) -> (SurfaceProcessor, [A2UIIssue]) {
    let processor = SurfaceProcessor(options: .init(strict: strict))
    let read = MessageStream.read(bytes)
    var issues = read.issues
    for (value, path) in read.values {
      do {
        try processor.process(try A2UIMessageDecoder.decode(value, path: path))
      } catch {
        issues.append(error)
      }
    }
    return (processor, issues)
  }

  @Test(.enabled(if: hasConformance)) func thereAre43Examples() {
    #expect(Self.examples.count == 43)
  }

  @Test(.enabled(if: hasConformance), arguments: examples)
  func eachExampleIsReadWithNoIssueAndLeavesWholeTrees(_ example: String) throws {
    let (processor, issues) = Self.apply(try Self.bytes(of: example), strict: false)
    #expect(issues.isEmpty, "\(issues)")
    #expect(!processor.surfaces.isEmpty)
    for surface in processor.surfaces.values {
      let problem = SurfaceTopology(components: surface.components, catalog: surface.catalog)
        .firstProblem(orphansAmong: [])
      #expect(problem == nil, "\(surface.id): \(problem?.message ?? "")")
    }
  }

  /// A seeded stream of changes to the examples' bytes: flipped,
  /// dropped, repeated and cut. Each is refused with a place or read.
  @Test(.enabled(if: hasConformance)) func mangledStreamsAreRefusedWithAPlace() throws {
    var generator = SeededGenerator(seed: 55)
    for round in 0..<300 {
      var bytes = try Self.bytes(of: Self.examples[round % Self.examples.count])
      for _ in 0..<(1 + round % 4) {
        let at = Int.random(in: 0..<bytes.count, using: &generator)
        switch Int.random(in: 0..<4, using: &generator) {
        case 0: bytes[at] = UInt8.random(in: 0...255, using: &generator)
        case 1: bytes.remove(at: at)
        case 2: bytes.insert(contentsOf: bytes[at..<min(bytes.count, at + 40)], at: at)
        default: bytes = Array(bytes[..<max(1, at)])
        }
      }
      for strict in [false, true] {
        let (_, issues) = Self.apply(bytes, strict: strict)
        for issue in issues {
          #expect(issue.location.isKnown, "round \(round): \(issue) has no place")
          #expect(!issue.problem.message.isEmpty)
        }
      }
    }
  }
}

/// A small deterministic generator (SplitMix64), so that a failing round repeats.
struct SeededGenerator: RandomNumberGenerator {
  private var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
