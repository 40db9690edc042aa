/// A location inside a JSON document written as a JSONPath, such as
/// `$.children[2].properties.text`.
///
/// Diagnostics carry one so that a message names the exact value it is about
/// even when the document was generated and has no useful line numbers.
///
/// ```swift
/// let path = JSONPath.root.appending("children").appending(2).appending("text")
/// path.description // "$.children[2].text"
/// ```
public struct JSONPath: Hashable, Sendable, CustomStringConvertible {
  /// One step of a path.
  public enum Component: Hashable, Sendable {
    /// A member of an object.
    case key(String)
    /// An element of an array.
    case index(Int)
  }

  /// The steps from the root, outermost first.
  public private(set) var components: [Component]

  /// Creates a path from its steps.
  public init(_ components: [Component] = []) {
    self.components = components
  }

  /// The path of the document's root value, `$`.
  public static let root = JSONPath()

  /// This path extended by an object member.
  package func appending(_ key: String) -> JSONPath {
    extended(by: .key(key))
  }

  /// This path extended by an array element.
  package func appending(_ index: Int) -> JSONPath {
    extended(by: .index(index))
  }

  /// A path one component longer, its array exactly that long: every node,
  /// property and action of a screen keeps its path, and an array grown by
  /// `append` would keep room for twice as many components.
  private func extended(by component: Component) -> JSONPath {
    var longer: [Component] = []
    longer.reserveCapacity(components.count + 1)
    longer.append(contentsOf: components)
    longer.append(component)
    return JSONPath(longer)
  }

  /// `$` followed by `.key` for identifier-like keys, `['key']` for others,
  /// and `[n]` for indices.
  public var description: String {
    var text = "$"
    for component in components {
      switch component {
      case .index(let index):
        text += "[\(index)]"
      case .key(let key) where Self.isPlainKey(key):
        text += "." + key
      case .key(let key):
        let escaped = key.replacingAll("\\", with: "\\\\").replacingAll("'", with: "\\'")
        text += "['\(escaped)']"
      }
    }
    return text
  }

  private static func isPlainKey(_ key: String) -> Bool {
    guard let first = key.unicodeScalars.first, !("0"..."9").contains(first) else { return false }
    return key.unicodeScalars.allSatisfy { scalar in
      scalar == "_" || scalar == ":" || ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
        || ("0"..."9").contains(scalar)
    }
  }
}

extension String {
  /// Replaces every occurrence of `target` without Foundation.
  package func replacingAll(_ target: String, with replacement: String) -> String {
    guard !target.isEmpty, contains(target) else { return self }
    var result = ""
    var rest = self[...]
    while let range = rest.firstRange(of: target) {
      result += rest[..<range.lowerBound]
      result += replacement
      rest = rest[range.upperBound...]
    }
    result += rest
    return result
  }
}
