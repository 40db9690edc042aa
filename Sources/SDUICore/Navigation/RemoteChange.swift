/// What a poll of a watched page's URL found (`--watch` on `http(s)`
/// screens).
package enum RemoteChange: Sendable, Equatable {
  /// The server answered `304 Not Modified`, or sent the same bytes.
  case unchanged
  /// The server sent another document; the page shows it.
  case changed
  /// The server could not be reached or failed (`reason`); the page keeps
  /// what it shows.
  case unreachable(reason: String)
  /// The page is not watched over HTTP (a file, a POST, a local screen),
  /// or left the stacks, or is loading.
  case notWatched
}
