/// What a poll of a watched page's URL found (`--watch` on `http(s)`
/// screens).
package enum RemoteChange: Sendable, Equatable {
  /// The server answered `304 Not Modified`, or sent the same bytes.
  case unchanged
  /// The server sent another document; the page shows it.
  case changed
  /// The server could not be reached (`reason`); the page keeps what it
  /// shows.
  case unreachable(reason: String)
  /// The server answered with a status of 400 or above (`answer`: `the
  /// server answered 500 Internal Server Error`); the page keeps what it
  /// shows.
  case failing(answer: String)
  /// The page is not watched over HTTP (a file, a POST, a local screen),
  /// or left the stacks, or is loading.
  case notWatched
}
