import SDUIDocument

/// Screens fetched before anyone navigates to them (Nimbus `prefetch`,
/// Beagle `shouldPrefetch`), keyed by `METHOD:absolute URL`.
///
/// A second prefetch of a key already held is ignored. Taking a key hands
/// over its fetch (still running or finished) and forgets it; Nimbus also
/// forgets every other entry then (spec nimbus §7.4), Beagle keeps them
/// (spec beagle §7.2). A failed prefetch is never handed over: the
/// navigation fetches again. At most ``maximumEntries`` are held: a
/// screen that asks for more has its oldest ones dropped (and cancelled).
@MainActor
final class PrefetchCache {
  typealias Fetch = Task<Result<HTTPResponse, PageFailure>, Never>

  /// The most prefetches held, each up to `--max-body`.
  static let maximumEntries = 32

  private var entries: [String: Fetch] = [:]
  /// The keys whose fetch has not finished.
  private var running: Set<String> = []
  /// The keys held, oldest first.
  private var held: [String] = []
  /// Keys prefetched so far, in order (what tests count).
  private(set) var started: [String] = []

  /// Starts `fetch` under `key` unless the key is already held.
  func prefetch(_ key: String, _ fetch: @escaping @MainActor () async -> Result<HTTPResponse, PageFailure>) {
    guard entries[key] == nil else { return }
    if held.count >= Self.maximumEntries {
      let oldest = held.removeFirst()
      entries.removeValue(forKey: oldest)?.cancel()
      running.remove(oldest)
    }
    started.append(key)
    held.append(key)
    running.insert(key)
    entries[key] = Task { @MainActor [weak self] in
      let result = await fetch()
      self?.running.remove(key)
      return result
    }
  }

  /// Whether a prefetch is under way.
  var isFetching: Bool { !running.isEmpty }

  /// The prefetched response for `key` if it succeeded; `nil` sends the
  /// caller to the network. `clearingOthers` drops every other entry.
  func take(_ key: String, clearingOthers: Bool) async -> HTTPResponse? {
    let fetch = entries.removeValue(forKey: key)
    held.removeAll { $0 == key }
    if clearingOthers {
      for other in entries.values { other.cancel() }
      entries.removeAll()
      held.removeAll()
      running.removeAll()
    }
    guard let fetch, case .success(let response) = await fetch.value else { return nil }
    return response
  }
}
