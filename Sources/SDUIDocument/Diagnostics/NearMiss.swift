/// Finds the name someone probably meant, for "did you mean" hints.
package enum NearMiss {
  /// The candidate closest to `word` within two edits (insertions,
  /// deletions, substitutions or swaps of neighbours), ignoring case.
  ///
  /// Words shorter than four characters only match within one edit, so short
  /// names are not "corrected" into unrelated ones.
  ///
  /// ```swift
  /// NearMiss.suggestion(for: "txet", among: ["text", "textColor"]) // "text"
  /// ```
  package static func suggestion(for word: String, among candidates: some Sequence<String>) -> String? {
    let lowered = Array(word.lowercased().unicodeScalars)
    let limit = lowered.count < 4 ? 1 : 2
    var best: (name: String, distance: Int)?
    for candidate in candidates where candidate != word {
      let distance = editDistance(lowered, Array(candidate.lowercased().unicodeScalars), limit: limit)
      if distance <= limit, distance < (best?.distance ?? Int.max) {
        best = (candidate, distance)
      }
    }
    return best?.name
  }

  /// The registered name closest to `name` in its own namespace, within
  /// the edits ``suggestion(for:among:)`` allows the part after the
  /// namespace: a name is never "corrected" into another namespace, nor
  /// into a name far from it. A name written without its namespace is
  /// matched to one that has exactly its name in another.
  ///
  /// ```swift
  /// NearMiss.suggestion(for: QualifiedName("beagle:buton"), among: ["beagle:button"]) // "beagle:button"
  /// NearMiss.suggestion(for: QualifiedName("myapp:card"), among: ["beagle:container"]) // nil
  /// NearMiss.suggestion(for: QualifiedName("button"), among: ["beagle:button"]) // "beagle:button"
  /// ```
  package static func suggestion(for name: QualifiedName, among candidates: some Sequence<String>) -> String? {
    let namespace = name.namespace.lowercased()
    var bare: [String: String] = [:]
    var elsewhere: String?
    for candidate in candidates {
      let other = QualifiedName(candidate)
      if other.namespace.lowercased() == namespace {
        bare[other.name] = candidate
      } else if namespace.isEmpty, elsewhere == nil, other.name.lowercased() == name.key {
        elsewhere = candidate
      }
    }
    return suggestion(for: name.name, among: bare.keys.sorted()).flatMap { bare[$0] } ?? elsewhere
  }

  /// Up to `count` candidates nearest to `word`, nearest first: those that
  /// contain it or that it contains (ignoring case) before the others, then
  /// those holding more of its words, then by edit distance; for "not
  /// found, the nearest are ..." messages.
  ///
  /// ```swift
  /// NearMiss.nearest(to: "Add to card", among: ["Checkout", "Add to cart"], count: 1) // ["Add to cart"]
  /// NearMiss.nearest(to: "Clicked 3 times", among: ["OK", "Hello! Clicked 1 times."], count: 1)
  /// // ["Hello! Clicked 1 times."]
  /// ```
  package static func nearest(to word: String, among candidates: some Sequence<String>, count: Int) -> [String] {
    let lowered = word.lowercased()
    let scalars = Array(lowered.unicodeScalars)
    var seen: Set<String> = []
    let wantedWords = words(of: lowered)
    var ranked: [(name: String, contains: Bool, missing: Int, distance: Int)] = []
    for candidate in candidates where seen.insert(candidate).inserted {
      let other = candidate.lowercased()
      let contains = !lowered.isEmpty && !other.isEmpty && (other.contains(lowered) || lowered.contains(other))
      let otherWords = Set(words(of: other))
      let missing = wantedWords.filter { !otherWords.contains($0) }.count
      let otherScalars = Array(other.unicodeScalars)
      let distance = editDistance(scalars, otherScalars, limit: max(scalars.count, otherScalars.count))
      ranked.append((candidate, contains, missing, distance))
    }
    ranked.sort {
      ($0.contains ? 0 : 1, $0.missing, $0.distance) < ($1.contains ? 0 : 1, $1.missing, $1.distance)
    }
    return ranked.prefix(count).map(\.name)
  }

  /// The words of a text: its runs of letters and digits.
  private static func words(of text: String) -> [Substring] {
    text.split { !$0.isLetter && !$0.isNumber }
  }

  /// The optimal string alignment distance, stopping early above `limit`.
  static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar], limit: Int) -> Int {
    if abs(a.count - b.count) > limit { return limit + 1 }
    if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
    var previousPrevious = [Int](repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      var rowMinimum = current[0]
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          value = min(value, previousPrevious[j - 2] + 1)
        }
        current[j] = value
        rowMinimum = min(rowMinimum, value)
      }
      if rowMinimum > limit { return limit + 1 }
      (previousPrevious, previous, current) = (previous, current, previousPrevious)
    }
    return previous[b.count]
  }
}
