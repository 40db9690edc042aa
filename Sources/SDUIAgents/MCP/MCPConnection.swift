import Foundation
import MCP
import SDUICore
import SDUIDocument
import SDUINetwork
import Synchronization

/// A conversation with an MCP server that serves A2UI, as A2UI's guide to
/// MCP has it, through the MCP Swift SDK's client: over the standard input
/// and output of the server a command starts (`--mcp COMMAND`), or over
/// streamable HTTP on sdui-term's own client (`--mcp URL`,
/// ``MCPHTTPTransport``). Its resources whose type is
/// `application/a2ui+json` are read, and its A2UI tool (the first whose
/// name or description says A2UI, else the first that is not `action` or
/// `error`) is called; what either returns as A2UI (an embedded resource
/// of that type, or the resource's own contents: a message or a list of
/// them) becomes the document's lines, and its text, words for the status
/// line. The user's words call the A2UI tool again, with them as its first
/// string argument; a surface's `action` calls the server's `action` tool
/// (`name`, `context`, `surfaceId`, `sourceComponentId`), an `error` its
/// `error` tool, each with the client's capabilities (and the data models
/// asked for) in the call's `_meta`. Calls go one at a time, each given
/// `--timeout`.
package final class MCPConnection: AgentConnection, @unchecked Sendable {
  /// The media type of A2UI over MCP.
  static let a2uiMediaType = "application/a2ui+json"

  /// The command the server is started with, or its URL.
  package let command: String
  private var isURL: Bool { ["http://", "https://"].contains { command.lowercased().hasPrefix($0) } }
  private let limits: HTTPLimits
  private let catalogIDs: [String]
  private let inbox: AgentInbox
  private let state = Mutex(State())

  private struct State {
    var client: Client?
    var server: MCPServerProcess?
    var tool: Tool?
    var serverName: String?
    var origin: RequestOrigin = .local
    var lastRequest: Task<Void, Never>?
  }

  /// A connection to the server `command` starts (or at the URL it is),
  /// saying the catalogs of
  /// `libraries` are supported beside A2UI's basic and minimal ones.
  package init(command: String, limits: HTTPLimits, libraries: [Library] = []) {
    self.command = command
    self.limits = limits
    catalogIDs = ClientCatalogs.ids(libraries: libraries)
    inbox = AgentInbox(name: command, limit: limits.maxBodyBytes.multipliedReportingOverflow(by: 4).partialValue)
  }

  package var agentName: String { state.withLock { $0.serverName } ?? command }

  /// What its surfaces may reach: a local program's, as a screen read from
  /// standard input; a server's at a URL, as a screen fetched from it.
  package var origin: RequestOrigin { state.withLock { $0.origin } }

  package var isAnswering: Bool { inbox.isAnswering }

  package func take() -> StreamedPortion { inbox.take() }

  package func whenSomethingComes(_ wake: @escaping @Sendable () -> Void) { inbox.whenSomethingComes(wake) }

  package func open() async throws(SourceError) {
    state.withLock { $0.server?.stop() }
    let client = Client(name: "sdui-term", version: SDUITermVersion.current)
    var server: MCPServerProcess?
    let transport: any Transport
    let web = isURL ? MCPHTTPTransport(url: command, limits: limits) : nil
    if let web {
      transport = web
    } else {
      let started = try MCPServerProcess(command: command, limit: limits.maxBodyBytes) { [weak self] in
        Task {
          // The SDK's client would read the ended stream again and again.
          await client.disconnect()
          self?.serverEnded()
        }
      }
      server = started
      transport = StdioTransport(input: started.input, output: started.output)
    }
    let tools: [Tool]
    let resources: [Resource]
    let name: String
    do {
      let initialized = try await within(limits.totalTimeout) { try await client.connect(transport: transport) }
      name = initialized.serverInfo.name
      tools =
        initialized.capabilities.tools == nil
        ? [] : try await within(limits.totalTimeout) { try await client.listTools().tools }
      resources =
        initialized.capabilities.resources == nil
        ? [] : try await within(limits.totalTimeout) { try await client.listResources().resources }
    } catch {
      let ended = await server?.failureOnceEnded(within: 1)
      server?.stop()
      throw SourceError(source: command, reason: ended ?? Self.reason(error))
    }
    let tool = Self.a2uiTool(among: tools)
    let origin: RequestOrigin =
      if let web { .document(from: command, space: await web.addressSpace) } else { .local }
    state.withLock {
      $0.client = client
      $0.server = server
      $0.origin = origin
      $0.tool = tool
      $0.serverName = name
    }
    for resource in resources where resource.mimeType == Self.a2uiMediaType {
      enqueue { client in
        self.take(contents: try await client.readResource(uri: resource.uri))
      }
    }
    if tool == nil && resources.isEmpty {
      inbox.fail("the server lists no A2UI tool and no A2UI resource")
    }
  }

  /// The server's output ended: what is under way fails, and the next
  /// call says it is not connected.
  private func serverEnded() {
    let server = state.withLock { state in
      defer { state.client = nil }
      return state.server
    }
    inbox.fail(server?.failure ?? "the server ended (r starts it again)")
  }

  package func say(_ text: String) {
    guard let tool = state.withLock({ $0.tool }) else {
      inbox.fail("the server has no A2UI tool to say it to")
      return
    }
    let arguments = Self.firstStringArgument(of: tool).map { [$0: Value.string(text)] } ?? [:]
    call(tool.name, arguments: arguments, metadata: [])
  }

  package func send(_ message: JSONValue, metadata: [JSONMember]) {
    if let action = message["action"] {
      var arguments: [String: Value] = [:]
      for key in ["name", "context", "surfaceId", "sourceComponentId", "timestamp"] {
        if let value = action[key] { arguments[key] = Value(value) }
      }
      call("action", arguments: arguments, metadata: metadata)
    } else if let error = message["error"] {
      call(
        "error", arguments: (error.objectMembers ?? []).reduce(into: [:]) { $0[$1.key] = Value($1.value) },
        metadata: metadata)
    }
  }

  /// Calls a tool, with the client's capabilities in its `_meta`.
  private func call(_ name: String, arguments: [String: Value], metadata: [JSONMember]) {
    var fields: [String: Value] = [
      "a2ui": .object([
        "clientCapabilities": .object(["v0.9": .object(["supportedCatalogIds": .array(catalogIDs.map(Value.string))])])
      ])
    ]
    for member in metadata { fields[member.key] = Value(member.value) }
    let meta = Metadata(additionalFields: fields)
    enqueue { client in
      let (content, isError) = try await client.callTool(name: name, arguments: arguments, meta: meta)
      self.take(content: content)
      if isError == true { self.inbox.fail("the server's tool '\(name)' answered with an error") }
    }
  }

  /// Queues a call behind the ones already made, each held to `--timeout`.
  private func enqueue(_ work: @escaping @Sendable (Client) async throws -> Void) {
    inbox.begin()
    state.withLock { state in
      let previous = state.lastRequest
      let client = state.client
      let server = state.server
      state.lastRequest = Task { [self] in
        await previous?.value
        defer { inbox.end() }
        guard let client else {
          inbox.fail("not connected to the server (r connects again)")
          return
        }
        do {
          try await within(limits.totalTimeout) { try await work(client) }
        } catch {
          inbox.fail(server?.failure ?? Self.reason(error))
        }
      }
    }
  }

  private func take(content: [Tool.Content]) {
    for item in content {
      switch item {
      case .text(let text, _, _): inbox.add(said: [text])
      case .resource(let resource, _, _): take(contents: [resource])
      default: break
      }
    }
  }

  private func take(contents: [Resource.Content]) {
    for content in contents where content.mimeType == Self.a2uiMediaType {
      guard let text = content.text, let value = try? JSONParser.parse(text) else {
        inbox.fail("the A2UI resource \(content.uri) is not JSON")
        continue
      }
      inbox.add(messages: value.arrayElements ?? [value])
    }
  }

  /// The tool that yields A2UI.
  static func a2uiTool(among tools: [Tool]) -> Tool? {
    let candidates = tools.filter { !["action", "error"].contains($0.name) }
    return candidates.first { ($0.name + " " + ($0.description ?? "")).lowercased().contains("a2ui") }
      ?? candidates.first
  }

  /// The name of a tool's first string argument, by its input schema.
  static func firstStringArgument(of tool: Tool) -> String? {
    guard case .object(let schema) = tool.inputSchema, case .object(let properties)? = schema["properties"] else {
      return nil
    }
    return properties.keys.sorted().first { key in
      if case .object(let property)? = properties[key], property["type"] == .string("string") { return true }
      return false
    }
  }

  private static func reason(_ error: any Error) -> String {
    if let failure = error as? CurlHTTPClient.Failure { return failure.description }
    if let refusal = error as? RequestRefusal { return refusal.description }
    if let failure = error as? MCPError { return "\(failure)" }
    if error is TimedOut { return "no answer within the timeout (see --timeout)" }
    return "\(error)"
  }
}

/// A call that outlived its time.
struct TimedOut: Error {}

/// Runs `work`, throwing ``TimedOut`` when it takes more than `seconds`;
/// `work` is then cancelled, and not waited for (a call the SDK waits on
/// may not end when cancelled).
func within<Result: Sendable>(_ seconds: Double, _ work: @escaping @Sendable () async throws -> Result) async throws
  -> Result
{
  let answered = Mutex<CheckedContinuation<Result, any Error>?>(nil)
  let finish = { @Sendable (outcome: Swift.Result<Result, any Error>) in
    answered.withLock { waiting in
      waiting?.resume(with: outcome)
      waiting = nil
    }
  }
  return try await withCheckedThrowingContinuation { continuation in
    answered.withLock { $0 = continuation }
    let running = Task {
      do {
        finish(.success(try await work()))
      } catch {
        finish(.failure(error))
      }
    }
    Task {
      try? await Task.sleep(for: .milliseconds(Int(min(seconds, 86_400) * 1000)))
      finish(.failure(TimedOut()))
      running.cancel()
    }
  }
}
