import SDUIDocument

/// What a ``Problem`` is, as data; ``message`` renders it in this one place.
public enum ProblemKind: Sendable, Equatable {
  /// Why a `beagle:lazyComponent` kept its initial state.
  public enum LazyComponentFailure: Sendable, Equatable {
    case noPath
    case fetchFailed(String)
    case status(Int)
    case noComponent
  }

  // MARK: In a screen

  /// A screen's `log` action, or an app action's ``ActionContext/log(_:severity:)``.
  case logged(String)
  /// An action no library has: it does nothing.
  case unknownAction(String)
  /// An action could not run.
  case actionFailed(action: String, ActionFailure)
  /// An action's property, read as the action ran, is not what it takes.
  case actionProperty(action: String, DiagnosticKind)
  /// A custom component's or action's property could not be read and fell
  /// back.
  case propertyFallback(owner: String, PropertyFallback)
  /// An expression could not be evaluated.
  case expression(EvaluationProblem)
  /// An `if` whose condition is not a boolean: nothing is shown.
  case conditionNotBoolean
  /// A list's items (`property`) that are not a list: nothing is shown.
  case notAList(property: String, found: String)
  /// No template of a Beagle list matches an item (its index): it is skipped.
  case noTemplateMatches(item: String)
  /// A `beagle:lazyComponent` kept its initial state.
  case lazyComponentKept(path: String?, LazyComponentFailure)
  /// A problem in a document read as the screen ran (a lazy component's
  /// answer), found by the decoder.
  case diagnostic(DiagnosticKind)
  /// `setContext` named no context in scope.
  case unknownContext(String)
  /// `setContext` named a read-only context (a list's item or index).
  case readOnlyContext(String)
  /// An action named a component that is not there (`addChildren`).
  case unknownComponent(action: String, id: String)
  /// A navigation action where nothing navigates (a session on its own).
  case navigationUnavailable(action: String)
  /// A URL or native route to open where nothing opens them.
  case openingUnavailable(action: String, target: String)
  /// A screen reached a bound of its ``ScreenBudget``.
  case budget(BudgetReached)
  /// A screen's requests outlived the wait for them (`tree --resolved`).
  case requestsOutlivedWait(seconds: Double)

  // MARK: Moving between screens

  /// A navigation that could not go where it was asked.
  case navigation(NavigationProblem)

  // MARK: The app

  /// A key's requests outlived the wait and were cancelled.
  case keyTimedOut(key: String, seconds: Double)
  /// A key's event could not run.
  case eventFailed(SessionError)
  /// The first screen or its requests outlived the wait.
  case stillLoading(seconds: Double)
  /// The standard input could not be read.
  case unreadableInput(String)
  /// An agent could not be reached, or a request to it failed.
  case agent(name: String, reason: String)
  /// Back, on the first screen.
  case nothingToGoBackTo
  /// A picture could not be fetched or decoded (the picture as quoted).
  case pictureFailed(picture: String, reason: String)
  /// Pictures still on their way when a headless frame was taken.
  case picturesStillLoading([String], seconds: Double)
  /// A custom component could not be made.
  case customComponentFailed(type: String, reason: String)
  /// Opening a URL or a route outside failed (the opener's words).
  case openFailed(String)
  /// News for the status line: a reload, a copy, a URL opened.
  case news(String)
  /// The terminal's colours are not what was asked (the reason).
  case terminalColors(String)
  /// A line from the demo server (`sdui-term demo`).
  case server(String)
  /// The demo server stopped.
  case serverStopped(String)

  /// The severity a problem of this kind has unless its maker says.
  public var defaultSeverity: Problem.Severity {
    switch self {
    case .logged, .news, .server: .info
    case .unknownAction, .actionFailed, .expression, .conditionNotBoolean, .notAList, .eventFailed, .unreadableInput,
      .agent, .serverStopped, .budget:
      .error
    case .navigation(let problem): problem.severity
    case .diagnostic(let kind): kind.defaultSeverity == .error ? .error : .warning
    default: .warning
    }
  }

  /// Whether the status line shows it. A screen's own problems stay in the
  /// log (F2, the log file): an expression read on every frame would hide
  /// what the user did.
  package var isForTheStatusLine: Bool {
    switch self {
    case .logged, .unknownAction, .actionFailed, .actionProperty, .propertyFallback, .expression,
      .conditionNotBoolean, .notAList, .noTemplateMatches, .lazyComponentKept, .diagnostic, .unknownContext,
      .readOnlyContext, .unknownComponent, .navigationUnavailable, .openingUnavailable, .requestsOutlivedWait,
      .terminalColors, .server, .serverStopped:
      false
    default: true
    }
  }
}
