/// Finds the name someone probably meant, for "did you mean" hints.
public enum NearMiss {
  /// The candidate closest to `word` within two edits (insertions,
  /// deletions, substitutions or swaps of neighbours), ignoring case.
  ///
  /// Words shorter than four characters only match within one edit, so short
  /// names are not "corrected" into unrelated ones.
  ///
  /// ```swift
  /// NearMiss.suggestion(for: "txet", among: ["text", "textColor"]) // "text"
  /// ```
  public static func suggestion(for word: String, among candidates: some Sequence<String>) -> String? {
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
