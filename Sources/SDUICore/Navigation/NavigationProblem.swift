/// Why a navigation did not go where it was asked, as data.
public enum NavigationProblem: Sendable, Equatable {
  /// `pop` on the first screen of a stack (nothing happens, as on a phone).
  case firstOfStack(action: String)
  /// `popTo`/`popToView` named no screen of the stack.
  case notInStack(action: String, route: String)
  /// `dismiss` with nothing presented.
  case nothingPresented(action: String)
  /// `popView` on the only screen.
  case onlyScreen(action: String)
  /// `popStack` on the only stack.
  case onlyStack(action: String)
  /// A Beagle `controllerId` sdui-term does not have.
  case unknownController(action: String, id: String)
  /// An action the navigator does not know.
  case notNavigation(action: String)
  /// A Beagle route with neither `url` nor `screen`.
  case routeWithoutTarget(action: String)
  /// A URL that cannot be fetched.
  case notFetchable(url: String)
  /// The stacks hold as many screens as they may.
  case stacksFull(page: String, limit: Int)
  /// A screen failed and its route's fallback is shown (the failure).
  case fallbackShown(String)
  /// The origin rule refused to fetch a screen (its URL, and why).
  case refused(url: String, RequestRefusal)
  /// A server's `ETag` or `Last-Modified` that `--watch` does not send
  /// back (the URL, the headers' names).
  case validatorsNotSentBack(url: String, headers: [String])

  /// How serious it is: doing nothing where a phone also does nothing is news.
  var severity: Problem.Severity {
    switch self {
    case .firstOfStack, .nothingPresented: .info
    case .notInStack, .unknownController, .validatorsNotSentBack: .warning
    default: .error
    }
  }

  /// The problem in words.
  var message: String {
    switch self {
    case .firstOfStack(let action): "\(action): this is the first screen of its stack; nothing to pop"
    case .notInStack(let action, let route): "\(action): no screen '\(route)' in this stack; nothing changes"
    case .nothingPresented(let action): "\(action): nothing is presented; nothing changes"
    case .onlyScreen(let action): "\(action): this is the only screen; nothing to pop"
    case .onlyStack(let action): "\(action): this is the only stack; nothing to pop"
    case .unknownController(let action, let id):
      "\(action): unknown controllerId '\(id)'; the default navigation controller is used"
    case .notNavigation(let action): "\(action) is not a navigation action"
    case .routeWithoutTarget(let action): "\(action): the route has neither a 'url' nor a 'screen'"
    case .notFetchable(let url): "'\(url)' is not a URL that can be fetched"
    case .stacksFull(let page, let limit):
      "'\(page)' was not opened: the navigation stacks already hold \(limit) screens; go back first"
    case .fallbackShown(let failure): "\(failure); showing the fallback screen"
    case .refused(let url, let refusal): "'\(url)' was not fetched: \(refusal)"
    case .validatorsNotSentBack(let url, let headers):
      "'\(url)' answered with \(headers.joined(separator: " and ")) over \(ResponseValidators.longestValue) bytes or"
        + " with a control character; it is not sent back, and polls compare the whole answer"
    }
  }
}
