import SDUIDocument

/// `sendRequest` in both dialects: build the request from the evaluated
/// properties, send it through the session's HTTP client, then run
/// `onSuccess` or `onError` and always `onFinish`.
///
/// The dialects differ in what the callbacks receive (spec nimbus §4.3,
/// beagle §5):
/// - Nimbus: status < 400 is success with `{status, statusText, data}`;
///   anything else, an HTTP error included, is `onError` with
///   `{status: 0, statusText: "Unable to send request", message}` and the
///   real status only inside `message`. A body is sent for Post, Put and
///   Patch only.
/// - Beagle: 2xx is success with `{data, status, statusText}`; otherwise
///   `onError` gets the same keys plus `message`. A body is sent whenever
///   `data` is given, except with GET and HEAD.
///
/// At most ``ScreenBudget/answersAtOnce`` answers are on their way or wait
/// for their callbacks, on all the screens: the others wait their turn
/// before they are sent, so that finished bodies never pile up. The
/// answers to one event's requests share ``ScreenBudget/answerBytesPerEvent``.
@MainActor
package enum SendRequestAction {
  package static func handle(_ context: ActionContext) throws(ActionFailure) {
    let dialect = context.session.dialect
    let url = try context.require(context.read { $0.url("url") }, "url")
    let method = (context.read { $0.enumeration("method") } ?? "GET").uppercased()
    var headers: [String: String] = [:]
    for member in context.properties["headers"]?.objectMembers ?? [] {
      headers[member.key] = Coercion.string(from: member.value, dialect: dialect) ?? ""
    }
    let data = context.properties["data"] ?? .null
    let body: JSONValue? = !data.isNull && dialect.engine.requestBodyMethods.contains(method) ? .some(data) : .none
    if body != nil, !headers.keys.contains(where: { $0.lowercased() == "content-type" }) {
      headers["Content-Type"] = "application/json"
    }
    let request = HTTPRequest(
      url: url, method: method, headers: headers, body: body, origin: context.session.environment.origin)
    let session = context.session
    let depth = session.requestChainDepth + 1
    guard depth <= session.environment.budget.requestChain else {
      session.reportOnce(
        .requestChainTooLong(limit: session.environment.budget.requestChain), location: context.call.location,
        path: context.call.path, component: context.instance.id)
      return
    }
    let client = session.environment.http
    let slots = session.environment.answerSlots
    let answers = session.answerBytes ?? AnswerBytes(limit: session.environment.budget.answerBytesPerEvent)
    session.answerBytes = answers
    session.startTask {
      // The slot is held until the callbacks ran; a request cancelled while it waits for one
      // fails with the cancellation, as one cancelled on its way does.
      let holdsSlot = (try? await slots.acquire()) != nil
      defer { if holdsSlot { slots.release() } }
      let outcome: Result<HTTPResponse, any Error>?
      if !holdsSlot {
        outcome = .failure(session.failure(CancellationError()))
      } else if answers.isSpent {
        outcome = nil
      } else {
        do {
          outcome = .success(try await client.send(request))
        } catch {
          outcome = .failure(session.failure(error))
        }
      }
      // The callbacks' requests follow this one's chain and share its answers' bytes.
      session.requestChainDepth = depth
      session.answerBytes = answers
      defer {
        session.requestChainDepth = 0
        session.answerBytes = nil
      }
      switch outcome {
      case nil:
        refuse(context, request: request, answers: answers, sent: false)
      case .success(let response) where !answers.take(response.body.count):
        refuse(context, request: request, answers: answers, sent: true)
      case let outcome?:
        finish(context, request: request, outcome: outcome)
      }
    }
  }

  /// Runs `onError` (and `onFinish`) for a request the answers' budget
  /// stopped, saying so at the first action it stopped.
  private static func refuse(_ context: ActionContext, request: HTTPRequest, answers: AnswerBytes, sent: Bool) {
    let reached = BudgetReached.answersTooLarge(limit: answers.limit, sent: sent)
    if answers.isFirstToSay(sent: sent) {
      context.report(.budget(reached))
    }
    let message = "\(request.method) \(request.url) failed: \(reached)"
    context.run("onError", value: context.session.dialect.engine.requestFailure(message: message))
    context.run("onFinish")
    context.session.settleSynchronously()
  }

  /// The answer's data, parsed within ``ScreenBudget/answerValues`` and
  /// admitted among what the screens hold; `nil`, said at the action, when
  /// it is past either.
  private static func data(of response: HTTPResponse, _ context: ActionContext) -> JSONValue? {
    let session = context.session
    let data: JSONValue
    do {
      data = try JSONParser(options: .init(maximumValues: session.environment.budget.answerValues)).parse(response.body)
    } catch  where error.reason == .tooManyValues(limit: session.environment.budget.answerValues) {
      context.report(.budget(.answerTooLarge(limit: session.environment.budget.answerValues)))
      return nil
    } catch {
      data = JSONValue(.string(String(decoding: response.body, as: UTF8.self)))
    }
    let bytes = data.heldBytes(upTo: session.environment.ledger.limit)
    if let reached = session.allowance.admit(bytes: bytes, madeBy: "the answer of \(context.call.name.written)") {
      context.report(.budget(reached))
      return nil
    }
    return data
  }

  private static func finish(_ context: ActionContext, request: HTTPRequest, outcome: Result<HTTPResponse, any Error>) {
    let engine = context.session.dialect.engine
    switch outcome {
    case .success(let response):
      guard let data = data(of: response, context) else {
        let message = "\(request.method) \(request.url) failed: its answer is past what a screen may hold"
        context.run("onError", value: engine.requestFailure(message: message))
        break
      }
      if engine.successfulStatuses.contains(response.status) {
        context.run(
          "onSuccess",
          value: [
            "status": JSONValue(.number(.integer(response.status))),
            "statusText": JSONValue(.string(response.statusText)), "data": data,
          ])
        break
      }
      let bodyText = String(decoding: response.body.prefix(2048), as: UTF8.self)
      let message = "Request failed with status \(response.status).\n\(bodyText)"
      context.run(
        "onError",
        value: engine.errorAnswer(
          status: response.status, statusText: response.statusText, data: data, message: message))
    case .failure(let error):
      if let refusal = error as? RequestRefusal {
        context.report(.actionFailed(action: "sendRequest", .refused(refusal)))
      }
      let reason = (error as? RequestRefusal)?.screenMessage ?? "\(error)"
      let message = "\(request.method) \(request.url) failed: \(reason)"
      context.run("onError", value: engine.requestFailure(message: message))
    }
    context.run("onFinish")
    context.session.settleSynchronously()
  }
}
