import Foundation
import SDUIDocument

extension Bench {
  /// Figure 18: `sdui-term lsp` as an editor meets it, the real program
  /// over pipes: the time from a `didChange` with the whole text of the
  /// largest bundled screen (`big-list.json`, 10,000 items) to the
  /// `publishDiagnostics` of that version, against `sdui-term check` of the
  /// same file as a process of its own, start to exit. Each change edits
  /// the screen's title, so that every version differs.
  mutating func languageServer() throws {
    let name = "didChange to publishDiagnostics, big-list.json, sdui-term lsp"
    let baselineName = "sdui-term check of the file, a process"
    guard
      let binary = binaryOrNotRun(
        Figure(number: 18, name: name, value: Stats(samples: [0]), baselineName: baselineName, target: "ratio ≤ 1"))
    else { return }
    let file = paths.screens + "/big-list.json"
    let text = try String(contentsOfFile: file, encoding: .utf8)
    let libraries = ["--library", "demo", "--library", "store"]
    let client = try LanguageServerClient(binary: binary, arguments: libraries)
    let uri = JSONValue(.string("file://" + file))
    client.notify(
      "textDocument/didOpen",
      ["textDocument": ["uri": uri, "languageId": "json", "version": 1, "text": JSONValue(.string(text))]])
    _ = try client.wait { Self.isDiagnostics($0, version: 1) }
    var samples: [Double] = []
    var baseline: [Double] = []
    let clock = ContinuousClock()
    for run in 0..<(runs.warmUp + runs.iterations) {
      let version = run + 2
      let edited = text.replacingOccurrences(of: "\"10,000 items\"", with: "\"10,000 items, version \(version)\"")
      let start = clock.now
      client.notify(
        "textDocument/didChange",
        [
          "textDocument": ["uri": uri, "version": JSONValue(.number(.integer(version)))],
          "contentChanges": [["text": JSONValue(.string(edited))]],
        ])
      let published = try client.wait { Self.isDiagnostics($0, version: version) }
      let elapsed = seconds(clock.now - start)
      guard published["params"]?["diagnostics"]?.arrayElements?.isEmpty == true else {
        throw BenchError(message: "big-list.json has diagnostics: \(published.jsonText.prefix(300))")
      }
      let check = ChildProcess.run([binary, "check"] + libraries + [file])
      guard check.status == 0 else { throw BenchError(message: "sdui-term check big-list.json: \(check.status)") }
      if run >= runs.warmUp {
        samples.append(elapsed)
        baseline.append(check.seconds)
      }
    }
    try client.stop()
    figures.append(
      Figure(
        number: 18, name: name, value: Stats(samples: samples.sorted()), baselineName: baselineName,
        baseline: Stats(samples: baseline.sorted()), target: "ratio ≤ 1"))
  }

  private static func isDiagnostics(_ message: JSONValue, version: Int) -> Bool {
    message["method"] == "textDocument/publishDiagnostics"
      && message["params"]?["version"] == JSONValue(.number(.integer(version)))
  }
}
