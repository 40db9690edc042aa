/// A `flows:` pattern of a workspace's `config.yaml`, matched as Maestro
/// matches it (Java's `glob:` syntax against the path under the
/// workspace's folder): `*` and `?` stay within one folder, `**` crosses
/// folders, `[abc]`, `[a-z]` and `[!abc]` are classes, `{a,b}` are
/// alternatives, `\` quotes the next character.
///
/// ```swift
/// GlobPattern("featureA/*").matches("featureA/flowA.yaml")  // true
/// GlobPattern("*").matches("featureA/flowA.yaml")           // false
/// GlobPattern("**").matches("featureC/sub/flowC.yaml")      // true
/// ```
///
/// Matching walks the pattern once, keeping the set of positions in the
/// path that the pieces so far can end at (no backtracking): a pattern of
/// stars costs its length times the path's.
package struct GlobPattern: Sendable, Equatable {
  /// One piece of the pattern.
  enum Piece: Sendable, Equatable {
    /// This character.
    case character(Character)
    /// `?`: any one character but `/`.
    case any
    /// `*`: any run of characters without `/`.
    case run
    /// `**`: any run of characters.
    case deepRun
    /// `[...]`: one character (not `/`) in, or (`!`) not in, the class.
    case oneOf([ClosedRange<Character>], negated: Bool)
    /// `{a,b}`: one of the alternatives, each a pattern of its own.
    case alternatives([[Piece]])
  }

  /// The pattern as written.
  package let written: String
  let pieces: [Piece]

  /// Reads a pattern; a `[` or `{` left open is taken literally.
  package init(_ written: String) {
    self.written = written
    var reader = Reader(Array(written))
    pieces = reader.pieces(until: nil)
  }

  /// Whether `path` (with `/` between folders) matches the whole pattern.
  package func matches(_ path: String) -> Bool {
    Self.matches(pieces[...], Array(path)[...])
  }

  private static func matches(_ pieces: ArraySlice<Piece>, _ path: ArraySlice<Character>) -> Bool {
    // The positions in `path` that the pieces so far can end at.
    var ends: Set<Int> = [path.startIndex]
    for piece in pieces {
      ends = step(piece, from: ends, in: path)
      guard !ends.isEmpty else { return false }
    }
    return ends.contains(path.endIndex)
  }

  /// Where in `path` a piece can end that starts at one of `ends`.
  private static func step(_ piece: Piece, from ends: Set<Int>, in path: ArraySlice<Character>) -> Set<Int> {
    /// The positions after one character that `accepts` takes.
    func one(_ accepts: (Character) -> Bool) -> Set<Int> {
      Set(ends.filter { $0 < path.endIndex && accepts(path[$0]) }.map { $0 + 1 })
    }
    switch piece {
    case .character(let character):
      return one { $0 == character }
    case .any:
      return one { $0 != "/" }
    case .oneOf(let ranges, let negated):
      return one { character in character != "/" && ranges.contains { $0.contains(character) } != negated }
    case .run, .deepRun:
      // Every position from one of `ends` onwards (not past a `/` for
      // `*`), in one sweep.
      var next: Set<Int> = []
      var reached = false
      for index in path.startIndex...path.endIndex {
        let crossed = index > path.startIndex && (piece == .deepRun || path[index - 1] != "/")
        reached = ends.contains(index) || (reached && crossed)
        if reached { next.insert(index) }
      }
      return next
    case .alternatives(let choices):
      var next: Set<Int> = []
      for start in ends {
        for choice in choices {
          for end in start...path.endIndex where matches(choice[...], path[start..<end]) { next.insert(end) }
        }
      }
      return next
    }
  }

  /// Reads pieces from the pattern's characters.
  private struct Reader {
    let characters: [Character]
    var index = 0

    init(_ characters: [Character]) { self.characters = characters }

    /// Pieces up to the end, or (inside `{}`) up to `,` or `}`.
    mutating func pieces(until stops: Set<Character>?) -> [Piece] {
      var pieces: [Piece] = []
      while index < characters.count {
        let character = characters[index]
        if let stops, stops.contains(character) { return pieces }
        index += 1
        switch character {
        case "\\" where index < characters.count:
          pieces.append(.character(characters[index]))
          index += 1
        case "?": pieces.append(.any)
        case "*":
          if index < characters.count && characters[index] == "*" {
            index += 1
            pieces.append(.deepRun)
          } else {
            pieces.append(.run)
          }
        case "[": pieces.append(characterClass() ?? .character("["))
        case "{" where stops == nil: pieces.append(alternatives() ?? .character("{"))
        default: pieces.append(.character(character))
        }
      }
      return pieces
    }

    /// `[...]` after its `[`; `nil` (and nothing read) when it is not closed.
    mutating func characterClass() -> Piece? {
      let start = index
      var negated = false
      if index < characters.count && characters[index] == "!" {
        negated = true
        index += 1
      }
      var ranges: [ClosedRange<Character>] = []
      while index < characters.count && (characters[index] != "]" || ranges.isEmpty) {
        let low = characters[index]
        if index + 2 < characters.count && characters[index + 1] == "-" && characters[index + 2] != "]" {
          let high = characters[index + 2]
          if low <= high { ranges.append(low...high) }
          index += 3
        } else {
          ranges.append(low...low)
          index += 1
        }
      }
      guard index < characters.count else {
        index = start
        return nil
      }
      index += 1
      return .oneOf(ranges, negated: negated)
    }

    /// `{a,b}` after its `{`; `nil` (and nothing read) when it is not closed.
    mutating func alternatives() -> Piece? {
      let start = index
      var choices: [[Piece]] = []
      while true {
        choices.append(pieces(until: [",", "}"]))
        guard index < characters.count else {
          index = start
          return nil
        }
        index += 1
        if characters[index - 1] == "}" { return .alternatives(choices) }
      }
    }
  }
}
