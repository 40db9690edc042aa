import Foundation
import SDUIRender

/// The HTML report of a run (`--format html`), as Maestro's
/// `HtmlTestSuiteReporter` lays it out: the summary (flows, failed,
/// passed, time), the failed flows named, then each flow with its status,
/// time and file; and, where Maestro's stops, each flow's steps (nested
/// ones indented, with their time, status, logs and why), its failure with
/// the frame at that moment, and its screenshots: the SVG pictures the run
/// made, drawn in the page. One file with nothing to fetch: a CI artifact
/// opens as it is. In a sharded run, each flow names its shard.
package enum HTMLReport {
  /// The page for `results` and the files that could not be read;
  /// `properties` (`shards`, and `shard` for one shard's part) are shown
  /// under the title.
  package static func document(
    results: [FlowResult], unreadable: [FlowError], seconds: Double, suiteName: String = "sdui-term flows",
    properties: [(name: String, value: String)] = []
  ) -> String {
    let unreadable = FlowError.byFlow(unreadable)
    let failed = results.filter(\.failed).count + unreadable.count
    let passed = results.filter(\.passed).count
    var html = """
      <!DOCTYPE html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <title>\(escaped(suiteName))</title>
      <style>\(style)</style>
      </head>
      <body>
      <h1>\(escaped(suiteName))</h1>
      <p class="result \(failed == 0 ? "passed" : "failed")">Test result: \(failed == 0 ? "PASSED" : "FAILED")
       · duration \(format(seconds))</p>
      \(properties.map { "<p class=\"properties\">\(escaped($0.name)): \(escaped($0.value))</p>\n" }.joined())\
      <div class="cards">
      <div class="card"><h2>Flows</h2><p>\(results.count + unreadable.count)</p></div>
      <div class="card failed"><h2>Failed</h2><p>\(failed)</p></div>
      <div class="card passed"><h2>Passed</h2><p>\(passed)</p></div>
      </div>

      """
    let failedNames = results.filter(\.failed).map(\.name) + unreadable.map(\.file)
    if !failedNames.isEmpty {
      html += "<div class=\"failures\"><b>Failed flows</b><ul>"
      html += failedNames.map { "<li>\(escaped($0))</li>" }.joined()
      html += "</ul></div>\n"
    }
    for result in results { html += flow(result) }
    for (file, errors) in unreadable {
      html += "<details class=\"flow failed\" open><summary>\(escaped(file)) : ERROR</summary>"
      html += "<pre class=\"message\">\(escaped(errors.map(\.description).joined(separator: "\n")))</pre></details>\n"
    }
    return html + "</body>\n</html>\n"
  }

  private static func flow(_ result: FlowResult) -> String {
    let status = result.failed ? "failed" : result.passed ? "passed" : "not-run"
    var html = "<details class=\"flow \(status)\"\(result.failed ? " open" : "")>"
    let shard = result.shard.map { "[shard \($0)] " } ?? ""
    html += "<summary>\(shard)\(escaped(result.name)) : \(result.statusWord)</summary>\n"
    html += "<p>Status: \(result.statusWord) · duration \(format(result.seconds))"
    if let number = result.shard { html += " · shard \(number)" }
    html += " · file <code>\(escaped(result.file))</code></p>\n"
    if let why = result.notRun { html += "<p class=\"why\">Not run: \(escaped(why))</p>\n" }
    if let failure = result.failure {
      let text = failure.text(withFrame: failure.frameSVG == nil)
      html += "<pre class=\"message\">\(escaped(text))</pre>\n"
      if let svg = failure.frameSVG {
        html += "<figure><figcaption>The screen when it failed</figcaption>\(picture(svg))</figure>\n"
      }
    }
    html += "<table class=\"steps\"><tr><th>step</th><th>where</th><th>status</th><th>time</th></tr>\n"
    for step in result.steps {
      html += "<tr class=\"\(step.status.rawValue.replacing(" ", with: "-"))\">"
      html += "<td style=\"padding-left: \(0.5 + Double(step.depth) * 1.5)em\">\(escaped(step.summary))"
      if let message = step.message, step.status != .passed {
        html += "<div class=\"why\">\(escaped(message))</div>"
      }
      for line in step.logs { html += "<div class=\"log\">\(escaped(line))</div>" }
      for line in step.exchanged { html += "<div class=\"message\"><code>\(escaped(line))</code></div>" }
      html += "</td><td><code>\(escaped(step.file)):\(step.location.line):\(step.location.column)</code></td>"
      html += "<td>\(step.status.rawValue)</td><td>\(format(step.seconds))</td></tr>\n"
    }
    html += "</table>\n"
    for path in result.screenshots {
      guard let data = FileManager.default.contents(atPath: path) else { continue }
      html += "<figure><figcaption>\(escaped(path))</figcaption>"
      html += picture(String(decoding: data, as: UTF8.self)) + "</figure>\n"
    }
    return html + "</details>\n"
  }

  /// An SVG picture as an image of the page (a data URL, so that its
  /// styles stay its own).
  private static func picture(_ svg: String) -> String {
    "<img alt=\"the screen\" src=\"data:image/svg+xml;base64,\(Data(svg.utf8).base64EncodedString())\">"
  }

  private static func escaped(_ text: String) -> String { XMLText.escaped(text) }

  private static func format(_ seconds: Double) -> String { String(format: "%.2f s", seconds) }

  private static let style = """
    body { font: 15px/1.4 system-ui, sans-serif; margin: 2em auto; max-width: 70em; color: #222; }
    .cards { display: flex; gap: 1em; margin: 1em 0; }
    .card { flex: 1; border: 1px solid #ccc; border-radius: 6px; text-align: center; }
    .card p { font-size: 2em; margin: 0.2em; }
    .card.failed { background: #b3261e; color: #fff; } .card.passed { background: #2e7d32; color: #fff; }
    .result.failed { color: #b3261e; } .result.passed { color: #2e7d32; }
    .failures { border: 1px solid #b3261e; color: #b3261e; border-radius: 6px; padding: 0.5em 1em; }
    details.flow { border: 1px solid #ccc; border-radius: 6px; margin: 1em 0; padding: 0.5em 1em; }
    details.flow > summary { font-weight: bold; cursor: pointer; }
    details.failed > summary { color: #b3261e; } details.passed > summary { color: #2e7d32; }
    pre.message { background: #fbeaea; padding: 0.5em; white-space: pre-wrap; }
    table.steps { border-collapse: collapse; width: 100%; }
    div.message code { font-size: 0.85em; color: #555; word-break: break-all; }
    table.steps td, table.steps th { border-bottom: 1px solid #eee; padding: 0.2em 0.5em; text-align: left; }
    tr.failed td { background: #fbeaea; } tr.warned td { background: #fff6e0; }
    tr.skipped td, tr.not-run td { color: #777; }
    .why { color: #b3261e; font-size: 0.9em; white-space: pre-wrap; } .log { font-family: monospace; color: #555; }
    figure img { max-width: 100%; border: 1px solid #ccc; }
    """
}
