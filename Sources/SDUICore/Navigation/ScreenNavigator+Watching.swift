import SDUIDocument

/// Watching the pages fetched over HTTP (`--watch` on `http(s)` screens):
/// a conditional request per page, and the page shown again in place when
/// the server sends another document.
extension ScreenNavigator {
  /// The pages of the stacks that a poll can ask about: fetched with `GET`
  /// from an `http(s)` URL, shown (not loading), in stack order.
  package var pagesWatchedOverHTTP: [Page] {
    stacks.joined().filter { page in
      guard case .remote(let request) = page.source, request.method == "GET", !page.isLoading,
        page.validators != nil
      else { return false }
      let url = request.absoluteURL.lowercased()
      return url.hasPrefix("http://") || url.hasPrefix("https://")
    }
  }

  /// Asks the server whether the page's document changed since it was
  /// loaded, with `If-None-Match` and `If-Modified-Since` when the server
  /// gave an `ETag` or a `Last-Modified`. When it did, the page shows the
  /// new document at once, from the poll's answer; the caller carries the
  /// state over (``Page/session`` is the new screen's).
  package func checkForChange(of page: Page) async -> RemoteChange {
    guard pagesWatchedOverHTTP.contains(where: { $0 === page }), case .remote(let request) = page.source,
      let known = page.validators
    else { return .notWatched }
    let generation = page.generation
    var asked = request
    asked.headers.merge(known.conditionalHeaders) { given, _ in given }
    let outcome = await fetch(asked, dialect: page.dialect)
    guard page.generation == generation, stacks.joined().contains(where: { $0 === page }) else { return .notWatched }
    switch outcome {
    case .failure(let failure):
      return failure.status == nil ? .unreachable(reason: failure.reason) : .failing(answer: failure.reason)
    case .success(let response) where response.status == 304:
      return .unchanged
    case .success(let response):
      guard !ResponseValidators(response).sameDocument(as: known) else {
        page.validators = ResponseValidators(response)
        return .unchanged
      }
      page.generation += 1
      page.loadTask?.cancel()
      page.session?.cancelPendingWork()
      accept(response, for: request, on: page)
      return .changed
    }
  }
}
