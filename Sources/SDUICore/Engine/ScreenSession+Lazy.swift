import SDUIDocument

extension ScreenSession {
  /// Fetches a `beagle:lazyComponent`'s `path` and puts the component it
  /// answers in place of the `initialState`. A failed fetch, or an answer
  /// that is not a component, is a warning and the initial state stays.
  func loadLazyComponent(_ instance: NodeInstance, suffix: String) {
    guard let path = instance.property("path")?.stringValue, !path.isEmpty else {
      log(.warning, "lazyComponent '\(instance.id)' has no 'path'; its initialState stays")
      return
    }
    let client = environment.http
    startTask { [weak self] in
      let outcome: Result<HTTPResponse, any Error>
      do {
        outcome = .success(try await client.send(HTTPRequest(url: path)))
      } catch {
        outcome = .failure(error)
      }
      guard let self, self.instancesByID[instance.id] === instance else { return }
      self.replaceLazyComponent(instance, path: path, suffix: suffix, with: outcome)
    }
  }

  private func replaceLazyComponent(
    _ instance: NodeInstance, path: String, suffix: String, with outcome: Result<HTTPResponse, any Error>
  ) {
    let response: HTTPResponse
    switch outcome {
    case .failure(let error):
      log(.warning, "lazyComponent '\(path)' failed: \(error); its initialState stays")
      return
    case .success(let answer) where answer.status >= 400:
      log(.warning, "lazyComponent '\(path)' failed with status \(answer.status); its initialState stays")
      return
    case .success(let answer):
      response = answer
    }
    let decoded = ScreenDecoder(options: .init(dialect: .beagle, file: path)).decode(response.body)
    for diagnostic in decoded.diagnostics { log(.warning, "lazyComponent: \(diagnostic)") }
    guard let root = decoded.root else {
      log(.warning, "lazyComponent '\(path)' answered no component; its initialState stays")
      return
    }
    instance.children.forEach(discard)
    instance.children = [instantiate(root, parent: instance, scope: instance.scope, suffix: suffix)]
    settleSynchronously()
  }
}
