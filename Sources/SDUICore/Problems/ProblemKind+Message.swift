extension ProblemKind {
  /// The problem in words: what happened and, where it helps, what was
  /// done instead.
  public var message: String {
    switch self {
    case .logged(let text): text
    case .unknownAction(let action): "unknown action '\(action)' does nothing"
    case .actionFailed(let action, let failure): "\(action): \(failure)"
    case .actionProperty(let action, let kind): "\(action): \(kind.message)"
    case .propertyFallback(let owner, let fallback): "\(owner): \(fallback)"
    case .expression(let problem): problem.description
    case .conditionNotBoolean: "unexpected value type at 'condition', expected a boolean; nothing is shown"
    case .notAList(let property, let found): "'\(property)' is \(found), expected a list; nothing is shown"
    case .noTemplateMatches(let item): "no template matches item \(item); it is skipped"
    case .lazyComponentKept(let path, let failure):
      switch failure {
      case .noPath: "lazyComponent has no 'path'; its initialState stays"
      case .fetchFailed(let reason): "lazyComponent '\(path ?? "")' failed: \(reason); its initialState stays"
      case .status(let status):
        "lazyComponent '\(path ?? "")' failed with status \(status); its initialState stays"
      case .noComponent: "lazyComponent '\(path ?? "")' answered no component; its initialState stays"
      }
    case .diagnostic(let kind): kind.message
    case .budget(let reached): reached.description
    case .unknownContext(let id): "setContext: no context '\(id)' is in scope; nothing changes"
    case .readOnlyContext(let id): "setContext: '\(id)' is read-only; nothing changes"
    case .unknownComponent(let action, let id): "\(action): no component with id '\(id)'; nothing changes"
    case .navigationUnavailable(let action): "'\(action)': navigation is not available here"
    case .openingUnavailable(let action, let target): "\(action) '\(target)': opening is not available here"
    case .requestsOutlivedWait(let seconds):
      "requests were still running after \(seconds) s; the tree shows the state before they finished"
    case .navigation(let problem): problem.message
    case .keyTimedOut(let key, let seconds):
      "requests were still running \(seconds) s after '\(key)'; they were cancelled"
    case .eventFailed(let error): "\(error)"
    case .stillLoading(let seconds): "still loading after \(seconds) s"
    case .unreadableInput(let reason): "cannot read it: \(reason)"
    case .agent(let name, let reason): "\(name): \(reason)"
    case .nothingToGoBackTo: "there is no screen to go back to"
    case .pictureFailed(let picture, let reason): "picture \(picture): \(reason)"
    case .picturesStillLoading(let pictures, let seconds):
      // What happened first, then the pictures named: forty of them outgrow a problem's message.
      pictures.count == 1
        ? "picture \(pictures[0]) still loading after \(seconds) s; shown as its stand-in"
        : "\(pictures.count) pictures still loading after \(seconds) s; shown as their stand-ins: "
          + pictures.prefix(3).joined(separator: ", ") + (pictures.count > 3 ? " and \(pictures.count - 3) more" : "")
    case .customComponentFailed(let type, let reason): "\(type) cannot be drawn: \(reason)"
    case .openFailed(let reason): reason
    case .news(let text): text
    case .terminalColors(let reason): reason
    case .server(let line): "serve: \(line)"
    case .serverStopped(let reason): "the demo server stopped: \(reason)"
    }
  }
}
