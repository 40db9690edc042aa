import SDUIA2UI
import SDUIBeagle
import SDUICore
import SDUIDocument
import SDUINimbus

/// The dialects sdui-term reads: the one place that lists them.
extension Dialect: CaseIterable {
  /// Every dialect, in the order detection tries them.
  public static let allCases: [Dialect] = [.nimbus, .beagle, .a2ui]

  /// The dialect of a name as the command line takes it.
  package static func named(_ name: String) -> Dialect? {
    allCases.first { $0.name == name }
  }

  /// The dialects' names as a sentence lists them: `nimbus, beagle or a2ui`.
  package static var namesInProse: String {
    let names = allCases.map(\.name)
    guard let last = names.last, names.count > 1 else { return names.first ?? "" }
    return names.dropLast().joined(separator: ", ") + " or " + last
  }
}

extension ScreenDecoder {
  /// A decoder that detects every dialect.
  public init() {
    self.init(options: Options())
  }
}

extension ScreenDecoder.Options {
  /// Options that detect a document's dialect among every dialect.
  public init(
    dialect: Dialect? = nil, file: String? = nil, libraries: [Library] = [], json: JSONParser.Options = .init(),
    isComplete: Bool = false
  ) {
    self.init(
      dialects: Dialect.allCases, dialect: dialect, file: file, libraries: libraries, json: json,
      isComplete: isComplete)
  }
}
