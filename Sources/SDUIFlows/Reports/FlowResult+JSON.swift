import SDUIDocument

/// A result as one line of JSON, the way a shard's worker hands it back to
/// the process that started it (`test --shard-split`, `--shard-all`):
/// everything the output and the reports show.
extension FlowResult {
  /// The result as compact JSON, on one line.
  package var jsonLine: String { json.jsonText }

  /// Every result of `text`, one JSON object a line. A line that does not
  /// read as one (a worker cut short while writing it) is left out: its
  /// flow counts as not handed back.
  package static func results(inJSONLines text: String) -> [FlowResult] {
    text.split(separator: "\n").compactMap { line in
      (try? JSONParser.parse(String(line))).flatMap(FlowResult.init(json:))
    }
  }

  /// The result as data: what the output and the reports show.
  package var json: JSONValue {
    [
      "name": .init(.string(name)), "file": .init(.string(file)), "tags": strings(tags),
      "stepsRun": .init(.number(.integer(stepsRun))), "seconds": .init(.number(.double(seconds))),
      "screenshots": strings(screenshots), "recordings": strings(recordings), "warnings": strings(warnings),
      "steps": .init(.array(steps.map(\.json))), "failure": failure?.json ?? .null,
      "notRun": notRun.map { .init(.string($0)) } ?? .null,
    ]
  }

  init?(json: JSONValue) {
    guard let name = json["name"]?.stringValue, let file = json["file"]?.stringValue,
      let stepsRun = json["stepsRun"]?.integer, let seconds = json["seconds"]?.number
    else { return nil }
    self.init(
      name: name, file: file, tags: json["tags"]?.strings ?? [], stepsRun: stepsRun, seconds: seconds,
      screenshots: json["screenshots"]?.strings ?? [], recordings: json["recordings"]?.strings ?? [],
      warnings: json["warnings"]?.strings ?? [], steps: json["steps"]?.arrayElements?.compactMap(StepRecord.init) ?? [],
      failure: json["failure"].flatMap(FlowFailure.init(json:)), notRun: json["notRun"]?.stringValue)
  }
}

extension StepRecord {
  var json: JSONValue {
    [
      "file": .init(.string(file)), "line": .init(.number(.integer(location.line))),
      "column": .init(.number(.integer(location.column))), "summary": .init(.string(summary)),
      "depth": .init(.number(.integer(depth))), "status": .init(.string(status.rawValue)),
      "seconds": .init(.number(.double(seconds))), "logs": strings(logs),
      "message": message.map { .init(.string($0)) } ?? .null,
    ]
  }

  init?(json: JSONValue) {
    guard let file = json["file"]?.stringValue, let line = json["line"]?.integer,
      let column = json["column"]?.integer, let summary = json["summary"]?.stringValue,
      let depth = json["depth"]?.integer, let status = json["status"]?.stringValue.flatMap(Status.init(rawValue:))
    else { return nil }
    self.init(file: file, location: SourceLocation(line: line, column: column), summary: summary, depth: depth)
    self.status = status
    seconds = json["seconds"]?.number ?? 0
    logs = json["logs"]?.strings ?? []
    message = json["message"]?.stringValue
  }
}

extension FlowFailure {
  var json: JSONValue {
    [
      "file": .init(.string(file)), "line": .init(.number(.integer(location.line))),
      "column": .init(.number(.integer(location.column))), "step": .init(.string(step)),
      "message": .init(.string(message)), "calledFrom": strings(calledFrom), "frame": .init(.string(frame)),
      "frameSVG": frameSVG.map { .init(.string($0)) } ?? .null, "messages": strings(messages),
    ]
  }

  init?(json: JSONValue) {
    guard let file = json["file"]?.stringValue, let line = json["line"]?.integer,
      let column = json["column"]?.integer, let step = json["step"]?.stringValue,
      let message = json["message"]?.stringValue
    else { return nil }
    self.init(
      file: file, location: SourceLocation(line: line, column: column), step: step, message: message,
      calledFrom: json["calledFrom"]?.strings ?? [], frame: json["frame"]?.stringValue ?? "",
      frameSVG: json["frameSVG"]?.stringValue, messages: json["messages"]?.strings ?? [])
  }
}

extension JSONValue {
  fileprivate var integer: Int? {
    if case .number(.integer(let value)) = kind { return value }
    return nil
  }

  fileprivate var number: Double? {
    if case .number(let value) = kind { return value.doubleValue }
    return nil
  }

  fileprivate var strings: [String]? { arrayElements?.compactMap(\.stringValue) }
}

private func strings(_ texts: [String]) -> JSONValue {
  JSONValue(.array(texts.map { JSONValue(.string($0)) }))
}
