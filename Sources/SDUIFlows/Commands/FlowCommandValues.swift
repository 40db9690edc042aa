import SDUIRender

/// Where a `swipe` starts and where it goes: a direction from the middle
/// of the screen (or of an element), or two points.
package struct Swipe: Sendable {
  /// `UP`, `DOWN`, `LEFT` or `RIGHT`: where the finger moves.
  package var direction: String?
  /// The element to start on, for a direction.
  package var from: ElementSelector?
  /// `X%, Y%` of the screen, or `COLUMN, ROW` in cells.
  package var start: String?
  package var end: String?

  package init(direction: String? = nil, from: ElementSelector? = nil, start: String? = nil, end: String? = nil) {
    self.direction = direction
    self.from = from
    self.start = start
    self.end = end
  }
}

/// A timeout as written: milliseconds, or a `${...}` that gives them when
/// the step runs.
package enum FlowTimeout: Sendable, CustomStringConvertible {
  case seconds(Double)
  case milliseconds(String)

  /// The most milliseconds a flow's timeout or delay may be: a day. More,
  /// a number that is not finite or a negative one is no usable time.
  static let longestMilliseconds = 86_400_000

  /// `milliseconds` as seconds, when they are a usable time: from 0 to
  /// ``longestMilliseconds``.
  static func seconds(ofMilliseconds milliseconds: Double) -> Double? {
    guard milliseconds >= 0, milliseconds <= Double(longestMilliseconds) else { return nil }
    return milliseconds / 1000
  }

  package var description: String {
    switch self {
    case .seconds(let seconds): "\(seconds) s"
    case .milliseconds(let written): "\(written) ms"
    }
  }
}

/// What `inputRandom...` types.
package enum RandomInput: String, Sendable {
  case text, number, email, personName
}

/// Which way `scroll` moves the content into view.
package enum ScrollDirection: String, Sendable, CaseIterable {
  case down = "DOWN"
  case up = "UP"
}

/// An element that is, or is not, on the screen.
package struct FlowCondition: Sendable, CustomStringConvertible {
  package var visible: ElementSelector?
  package var notVisible: ElementSelector?
  /// `platform:` of `runFlow`'s `when`: the platform the screens are asked
  /// for (`--platform`, iOS by default), compared without case.
  package var platform: String?
  /// `true:` of `runFlow`'s `when`, as written: `true` or `false` once its
  /// `${...}` are expanded.
  package var isTrue: String?

  package init(
    visible: ElementSelector? = nil, notVisible: ElementSelector? = nil, platform: String? = nil,
    isTrue: String? = nil
  ) {
    self.visible = visible
    self.notVisible = notVisible
    self.platform = platform
    self.isTrue = isTrue
  }

  /// Each condition it gives, on one line: `visible text "Ok", platform iOS`.
  package var description: String {
    [
      visible.map { "visible \($0.description)" }, notVisible.map { "notVisible \($0.description)" },
      isTrue.map { "true \($0)" }, platform.map { "platform \($0)" },
    ]
    .compactMap { $0 }.joined(separator: ", ")
  }
}
