import SDUIDocument

/// A screen loaded into the engine: state, the live component tree, events.
///
/// Tests and the terminal use it alike: start it, read ``resolvedRoot``,
/// ``trigger(_:on:value:)`` an event on a node by id, ``settle()`` pending
/// requests, and observe the problems it appends to its environment's
/// ``ProblemLog``, `dialogs` and the effects handed to the navigator, the
/// opener and the HTTP client.
///
/// ```swift
/// let session = ScreenSession(screen: ScreenDecoder().decode(bytes))
/// session.start()
/// try session.trigger("onPress", on: "increment")
/// await session.settle()
/// print(session.resolvedRoot?.treeDescription ?? "")
/// ```
///
/// State changes made while an event runs are visible to the event's later
/// actions at once; the tree is brought up to date once, after the event,
/// by re-evaluating only the bindings that read a changed state.
@MainActor
public final class ScreenSession {
  /// What the session needs from outside.
  public struct Environment {
    /// Sends `sendRequest` requests.
    public var http: any HTTPClient
    /// Carries out navigation; `nil` logs navigation as unsupported.
    package var navigator: (any Navigator)?
    /// Opens URLs and native routes; `nil` logs them as unsupported.
    package var opener: (any ExternalOpener)?
    /// Where `log` actions and the engine's problems go.
    public var problems: ProblemLog
    /// The application-wide `global` state, shared by every screen.
    package var global: StateCell
    /// View states: Nimbus `push` `state`, Beagle `navigationContext`.
    package var viewStates: [String: JSONValue]
    /// Runs a `triggerViewEvent` in the caller's scope; returns false when
    /// the caller passed no event of that name.
    package var viewEvent: ((String, JSONValue) -> Bool)?
    /// Libraries added to the dialect's built-ins.
    public var libraries: [Library]
    /// Where the screen came from: every request it makes is judged
    /// against it (``OriginRule``).
    package var origin: RequestOrigin
    /// What the screen may make the engine do.
    package var budget: ScreenBudget
    /// What the screens hold in their states, together: sessions that
    /// share it share ``ScreenBudget/heldBytes``.
    package var ledger: StateLedger
    /// The answers on their way or waiting for their callbacks: sessions
    /// that share it share ``ScreenBudget/answersAtOnce``.
    package var answerSlots: Slots
    /// Where the messages a screen sends its agent go (A2UI's actions);
    /// `nil` logs each as not sent.
    package var outbox: MessageOutbox?

    /// Creates an environment; by default requests go nowhere and fail.
    @MainActor
    public init(
      http: any HTTPClient = OfflineHTTPClient(), navigator: (any Navigator)? = nil,
      problems: ProblemLog = ProblemLog(), libraries: [Library] = []
    ) {
      self.init(http: http, navigator: navigator, opener: nil, problems: problems, libraries: libraries)
    }

    /// Creates an environment with what the runtime gives a session besides
    /// (navigation, opening, shared states, the origin, the budget).
    @MainActor
    package init(
      http: any HTTPClient = OfflineHTTPClient(), navigator: (any Navigator)? = nil,
      opener: (any ExternalOpener)? = nil, problems: ProblemLog = ProblemLog(),
      global: StateCell? = nil, viewStates: [String: JSONValue] = [:],
      viewEvent: ((String, JSONValue) -> Bool)? = nil, libraries: [Library] = [], origin: RequestOrigin = .local,
      budget: ScreenBudget = ScreenBudget()
    ) {
      self.budget = budget
      ledger = StateLedger(limit: budget.heldBytes)
      answerSlots = Slots(count: budget.answersAtOnce)
      self.http = http
      self.navigator = navigator
      self.opener = opener
      self.problems = problems
      self.global = global ?? StateCell(name: "global", value: .null)
      self.viewStates = viewStates
      self.viewEvent = viewEvent
      self.libraries = libraries
      self.origin = origin
    }
  }

  /// Counters the incrementality tests read; never timings.
  package struct Statistics: Sendable, Equatable {
    /// Property and structural bindings evaluated so far.
    package var bindingEvaluations = 0
    /// Nodes instantiated so far.
    package var instantiations = 0
  }

  /// The decoded screen.
  public let screen: DecodedScreen
  /// Its dialect.
  public let dialect: Dialect
  /// Components, actions and operations in use.
  public let registry: Registry
  /// What the session talks to.
  public var environment: Environment
  /// The root of the live tree, once started.
  public private(set) var root: NodeInstance?
  /// Dialogs waiting for an answer, the front one first.
  package var dialogs: [Dialog] = []
  /// Evaluation counters.
  package internal(set) var statistics = Statistics()

  let evaluator: ExpressionEvaluator
  let rootScope: Scope
  /// The live components by id, each under its own (``NodeInstance/id``).
  var instancesByID: [String: NodeInstance] = [:]
  /// For an id two live components were given, the last number put after
  /// it to keep them apart (`dup#2`).
  var repeatedIDs: [String: Int] = [:]
  /// The components live in the tree and kept for lists, ids shared or
  /// not (``ScreenBudget/components``).
  var componentCount = 0
  /// The live components that declare states, or iterate (whose items a
  /// Nimbus `setState` may write), whose values the ledger counts.
  var statefulInstances: [ObjectIdentifier: NodeInstance] = [:]
  /// The declared states of lazy list items that left their window, by
  /// instance id, given back when they are made again.
  var savedItemStates: [String: [String: JSONValue]] = [:]
  var evaluationProblems: [EvaluationProblem] = []
  /// What the event running may still make (``ScreenBudget``).
  var allowance: ValueAllowance
  /// Actions the event running has run.
  private var actionsRun = 0
  /// How deep settling is: an action may settle inside a settle
  /// (`addChildren`); the event ends when the outermost one does.
  private var settleDepth = 0
  /// How many requests led to the callbacks running: 0 for an event of
  /// the user's, 1 in a request's callbacks, 2 in the callbacks of a
  /// request those sent...
  var requestChainDepth = 0
  /// What the answers to the requests of the event running may still
  /// have (``ScreenBudget/answerBytesPerEvent``), once one is sent.
  var answerBytes: AnswerBytes?
  /// Whether the wait for requests ran out: requests their callbacks send
  /// are not started, so that the wait ends.
  private var isDraining = false
  /// The wait that ran out and cancelled the requests in flight: what
  /// their callbacks are told in place of the cancellation.
  private var ranOutOfTime: RequestTimeout?
  /// Whether a value evaluated once since this was last cleared was past
  /// the budget (an action's property): the action is then not run.
  var evaluationReachedBudget = false
  /// The budgets reached, each reported once a screen.
  var budgetsReported: Set<String> = []
  private var dirty: [Binding] = []
  var pendingInits: [(NodeInstance, [ActionCall])] = []
  private var navigationOrigins: [Int: (NodeInstance, Scope)] = [:]
  private var nextNavigationID = 0
  /// Requests in flight by number; each removes itself when it finishes.
  private var pendingTasks: [Int: Task<Void, Never>] = [:]
  private var nextTaskID = 0
  private var hasTriggeredEvents = false

  /// Creates a session for a decoded screen; call ``start()`` to build it.
  public init(screen: DecodedScreen, environment: Environment = Environment()) {
    self.screen = screen
    self.environment = environment
    dialect = screen.dialect ?? .unknown
    var registry = Registry.builtin(for: dialect)
    for library in environment.libraries { registry.merge(library) }
    self.registry = registry
    evaluator = ExpressionEvaluator(registry: registry)
    allowance = ValueAllowance(budget: environment.budget, ledger: environment.ledger)
    let viewCells = environment.viewStates.sorted { $0.key < $1.key }.map { StateCell(name: $0.key, value: $0.value) }
    rootScope = Scope(parent: Scope(parent: nil, cells: [environment.global]), cells: viewCells)
  }

  /// A session that goes away (a page popped, replaced or reloaded) leaves
  /// no binding behind in the cells it shares with other sessions
  /// (`global`): they would keep its whole tree alive and be notified for
  /// nothing on every write.
  isolated deinit {
    if let root { discard(root) }
    environment.ledger.forget(ObjectIdentifier(self))
  }

  /// Builds the live tree, runs every `onInit` once, and propagates.
  public func start() {
    guard root == nil, let node = screen.root else { return }
    root = instantiate(node, parent: nil, scope: rootScope, suffix: "")
    settleSynchronously()
  }

  /// The node with this id in the live tree, list suffixes included.
  package func instance(id: String) -> NodeInstance? {
    instancesByID[id]
  }

  /// Runs the event `name` of the node `id`, with an optional implicit
  /// value (a text input's `onChange` text), then brings the tree up to date.
  ///
  /// - Throws: ``SessionError`` when there is no such node or event.
  public func trigger(_ name: String, on id: String, value: JSONValue? = nil) throws(SessionError) {
    guard let instance = instancesByID[id] else { throw .unknownNode(id) }
    guard let actions = instance.source.properties.event(at: name) else { throw .unknownEvent(name, nodeID: id) }
    hasTriggeredEvents = true
    (environment.navigator as? ScreenNavigator)?.userActed()
    runEvent(name, actions: actions, value: value, on: instance, enclosing: instance.scope)
    settleSynchronously()
  }

  /// Answers the front dialog by pressing one of its buttons.
  package func pressDialogButton(_ index: Int) throws(SessionError) {
    guard let dialog = dialogs.first else { throw .noDialog }
    guard dialog.buttons.indices.contains(index) else { throw .noSuchButton(index) }
    dialogs.removeFirst()
    if let instance = instancesByID[dialog.nodeID] {
      runEvent("onPress", actions: dialog.buttons[index].actions, value: nil, on: instance, enclosing: instance.scope)
    }
    settleSynchronously()
  }

  /// Waits until every request started by an action has finished and its
  /// callbacks have run.
  public func settle() async {
    while let (_, task) = pendingTasks.min(by: { $0.key < $1.key }) {
      await task.value
    }
  }

  /// Waits for requests up to `timeout`; when it runs out, cancels what
  /// is still in flight, waits for their callbacks, and returns true.
  public func settle(timeout: Duration) async -> Bool {
    await settle(until: .now + timeout, of: timeout)
  }

  /// Waits for requests up to `deadline`, the end of a wait of `timeout`
  /// that began earlier; as ``settle(timeout:)`` otherwise.
  package func settle(until deadline: ContinuousClock.Instant, of timeout: Duration) async -> Bool {
    let settling = Task { @MainActor in await self.settle() }
    while isBusy {
      let slept: Void? = try? await Task.sleep(for: .milliseconds(5))
      if slept == nil || ContinuousClock.now >= deadline {
        isDraining = true
        let (seconds, attoseconds) = timeout.components
        ranOutOfTime = .noWholeAnswer(seconds: Double(seconds) + Double(attoseconds) / 1e18)
        defer { (isDraining, ranOutOfTime) = (false, nil) }
        cancelPendingWork()
        await settling.value
        return true
      }
    }
    await settling.value
    return false
  }

  /// Cancels requests still in flight; their `onError` and `onFinish`
  /// run with the cancellation as the error.
  package func cancelPendingWork() {
    for task in pendingTasks.values { task.cancel() }
  }

  /// Why a request failed, as its callbacks and the log say it: a
  /// cancellation by a wait that ran out is that wait's timeout.
  func failure(_ error: any Error) -> any Error {
    guard error is CancellationError, let ranOutOfTime else { return error }
    return ranOutOfTime
  }

  /// Whether requests are still in flight.
  package var isBusy: Bool { !pendingTasks.isEmpty }

  /// Whether the requests the screen sent as it started (its `onInit`s)
  /// are still running and nobody has used the screen yet: the time a
  /// skeleton shows, before the data arrives.
  package var isLoadingFirstData: Bool { isBusy && !hasTriggeredEvents }

  // MARK: Navigation callbacks

  /// Remembers where a navigation was asked from; returns the request's id.
  package func rememberNavigationOrigin(_ instance: NodeInstance, scope: Scope) -> Int {
    nextNavigationID += 1
    navigationOrigins[nextNavigationID] = (instance, scope)
    return nextNavigationID
  }

  /// What the next screen's ``Environment/viewEvent`` should be: it runs
  /// the `events` this session passed with `request` in the scope of the
  /// event that asked for it, with the value as the implicit state.
  package func viewEventHandler(for request: NavigationRequest) -> (String, JSONValue) -> Bool {
    { [weak self] name, value in
      guard let self, let (instance, scope) = self.navigationOrigins[request.id], let actions = request.events[name]
      else { return false }
      self.runEvent(name, actions: actions, value: value, on: instance, enclosing: scope)
      self.settleSynchronously()
      return true
    }
  }

  // MARK: Running events

  package func runEvent(
    _ name: String, actions: [ActionCall], value: JSONValue?, on instance: NodeInstance, enclosing scope: Scope
  ) {
    let implicit = StateCell(name: name, value: value ?? .null, isWritable: dialect.engine.eventValuesAreWritable)
    let eventScope = Scope(parent: scope, cells: [implicit])
    for action in actions {
      run(action, in: eventScope, on: instance, event: name)
    }
  }

  private func run(_ call: ActionCall, in scope: Scope, on instance: NodeInstance, event: String) {
    actionsRun += 1
    guard actionsRun <= environment.budget.actionsPerEvent else {
      reportOnce(.tooManyActions(limit: environment.budget.actionsPerEvent), location: call.location, path: call.path)
      return
    }
    guard let descriptor = registry.actions.lookup(call.name.written), let handler = descriptor.perform else {
      report(.unknownAction(call.name.written), location: call.location, path: call.path, component: instance.id)
      return
    }
    evaluationReachedBudget = false
    let context = ActionContext(
      session: self, call: call, descriptor: descriptor, scope: scope, instance: instance, event: event)
    guard !evaluationReachedBudget else {
      report(
        .actionFailed(action: call.name.written, .propertyPastBudget), location: call.location, path: call.path,
        component: instance.id)
      return
    }
    do {
      try handler(context)
    } catch {
      report(
        .actionFailed(action: call.name.written, error), location: call.location, path: call.path,
        component: instance.id)
    }
  }

  /// Starts work that finishes later (a request); ``settle()`` awaits it.
  func startTask(_ work: @escaping @MainActor () async -> Void) {
    guard !isDraining else { return }
    nextTaskID += 1
    let id = nextTaskID
    pendingTasks[id] = Task { @MainActor [weak self] in
      await work()
      self?.pendingTasks[id] = nil
    }
  }

  /// Reports a budget reached, the first time it is reached at its place
  /// on this screen: a list that is too long is met on every update.
  func reportOnce(_ reached: BudgetReached, location: SourceLocation?, path: JSONPath?, component: String? = nil) {
    let key = "\(reached)@\(path?.description ?? "")"
    guard budgetsReported.insert(key).inserted else { return }
    report(.budget(reached), location: location, path: path, component: component)
  }

  /// Appends a problem about this screen to the log, in its document.
  package func report(
    _ kind: ProblemKind, severity: Problem.Severity? = nil, location: SourceLocation? = nil, path: JSONPath? = nil,
    component: String? = nil
  ) {
    environment.problems.append(
      Problem(
        kind, severity: severity, document: screen.file, location: location, path: path, component: component))
  }

  // MARK: Propagation

  func markDirty(_ binding: Binding) {
    dirty.append(binding)
  }

  /// Brings the tree up to date with writes made from elsewhere: the
  /// `global` state another screen on the stack set marks this screen's
  /// readers dirty, and they are evaluated when it is shown again.
  package func catchUp() {
    guard !dirty.isEmpty else { return }
    settleSynchronously()
  }

  /// Re-evaluates dirty bindings (parents first) and runs the `onInit` of
  /// nodes that appeared, until nothing is left to do.
  package func settleSynchronously() {
    // An action that settles inside a settle (`addChildren` whose children
    // add children in their onInit) is settled by the outer loop past
    // this depth, not by a recursion as deep as the screen wants.
    guard settleDepth < 8 else { return }
    settleDepth += 1
    defer {
      settleDepth -= 1
      if settleDepth == 0 {
        actionsRun = 0
        if requestChainDepth == 0 { answerBytes = nil }
        allowance.renew()
        recordHeldState()
      }
    }
    var rounds = 0
    repeat {
      while !dirty.isEmpty {
        let batch = dirty.sorted { $0.depth < $1.depth }
        dirty.removeAll()
        for binding in batch where binding.isDirty {
          binding.refresh()
          statistics.bindingEvaluations += 1
        }
      }
      rounds += 1
      guard rounds <= environment.budget.updateRounds || pendingInits.isEmpty else {
        // The tree is up to date; the onInits it made wait for the next event.
        reportOnce(.tooManyRounds(limit: environment.budget.updateRounds), location: nil, path: nil)
        return
      }
      let inits = pendingInits
      pendingInits.removeAll()
      for (instance, actions) in inits {
        runEvent("onInit", actions: actions, value: nil, on: instance, enclosing: instance.scope)
      }
    } while !dirty.isEmpty || !pendingInits.isEmpty
  }
}

/// Why a session could not do what it was asked.
public enum SessionError: Error, Sendable, Equatable, CustomStringConvertible {
  /// No node in the live tree has this id.
  case unknownNode(String)
  /// The node has no event of this name.
  case unknownEvent(String, nodeID: String)
  /// No dialog is open.
  case noDialog
  /// The front dialog has no such button.
  case noSuchButton(Int)

  public var description: String {
    switch self {
    case .unknownNode(let id): "no node with id '\(id)'"
    case .unknownEvent(let name, let id): "node '\(id)' has no event '\(name)'"
    case .noDialog: "no dialog is open"
    case .noSuchButton(let index): "the dialog has no button \(index)"
    }
  }
}
