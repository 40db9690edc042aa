import Foundation
import SDUIRender

/// The JUnit XML report CI systems read (`--format junit`, `--junit FILE`),
/// in the shape of Maestro's `JUnitTestSuiteReporter`: one test case per
/// flow with its `id` and `status` (`SUCCESS` or `ERROR`), a `<failure>`
/// for a failed step, `<skipped>` for a flow that passed with a device's
/// commands skipped, an `<error>` for a flow file that cannot be read. In a
/// sharded run, each case names its shard in a `<property name="shard">`.
package enum JUnitReport {
  /// The report of `results` and of the files that could not be read;
  /// `properties` are the suite's (`shards`, and `shard` for one shard's
  /// part).
  package static func document(
    results: [FlowResult], unreadable: [FlowError], seconds: Double, suiteName: String = "sdui-term flows",
    properties: [(name: String, value: String)] = []
  ) -> String {
    let failures = results.filter(\.failed).count
    let unreadable = FlowError.byFlow(unreadable)
    let tests = results.count + unreadable.count
    let counts =
      #"tests="\#(tests)" failures="\#(failures)" errors="\#(unreadable.count)" time="\#(format(seconds))""#
    var xml = #"<?xml version="1.0" encoding="UTF-8"?>"# + "\n"
    xml += #"<testsuites name="sdui-term" \#(counts)>"# + "\n"
    let timestamp = ISO8601DateFormatter().string(from: Date())
    xml += #"  <testsuite name="\#(escaped(suiteName))" \#(counts) timestamp="\#(timestamp)">"# + "\n"
    if !properties.isEmpty {
      xml += "    <properties>\n"
      for (name, value) in properties { xml += "      \(property(name, value))\n" }
      xml += "    </properties>\n"
    }
    for result in results {
      let name = escaped(result.name)
      xml += #"    <testcase id="\#(name)" name="\#(name)" classname="\#(escaped(result.file))""#
      xml += #" time="\#(format(result.seconds))" status="\#(result.statusWord)""#
      guard
        result.failure != nil || result.notRun != nil || !result.warnings.isEmpty || !result.logs.isEmpty
          || result.shard != nil || result.steps.contains(where: { !$0.exchanged.isEmpty })
      else {
        xml += "/>\n"
        continue
      }
      xml += ">\n"
      if let shard = result.shard { xml += "      <properties>\(property("shard", "\(shard)"))</properties>\n" }
      if let failure = result.failure {
        xml +=
          #"      <failure message="\#(escaped(failure.headline))" type="step">\#(escaped(failure.description))</failure>"#
        xml += "\n"
      }
      // A device's commands did not run: the flow passed without them.
      let skipped =
        (result.steps.filter { $0.status == .skipped }.compactMap(\.message)) + [result.notRun].compactMap { $0 }
      if !result.failed && !skipped.isEmpty {
        xml += #"      <skipped message="\#(escaped(skipped.joined(separator: "; ")))"/>"# + "\n"
      }
      // The scripts' console.log lines, and the warnings (an optional step
      // that failed), as the run printed them.
      // And each step's messages to and from an agent, under the step.
      let exchanged = result.steps.filter { !$0.exchanged.isEmpty }.flatMap { step in
        ["STEP  \(step.file):\(step.location.line):\(step.location.column): \(step.summary)"]
          + step.exchanged.map { "      \($0)" }
      }
      if !result.warnings.isEmpty || !result.logs.isEmpty || !exchanged.isEmpty {
        let lines = (result.logs.map { "LOG   \($0)" } + result.warnings.map { "WARN  \($0)" } + exchanged)
          .joined(separator: "\n")
        xml += "      <system-out>\(escaped(lines))</system-out>\n"
      }
      xml += "    </testcase>\n"
    }
    for (file, errors) in unreadable {
      let message = errors.map(\.description).joined(separator: "\n")
      xml += #"    <testcase name="\#(escaped(file))" classname="\#(escaped(file))" time="0">"# + "\n"
      xml += #"      <error message="\#(escaped(message))" type="flow file"/>"# + "\n"
      xml += "    </testcase>\n"
    }
    xml += "  </testsuite>\n</testsuites>\n"
    return xml
  }

  /// `<property name="NAME" value="VALUE"/>`.
  private static func property(_ name: String, _ value: String) -> String {
    #"<property name="\#(escaped(name))" value="\#(escaped(value))"/>"#
  }

  private static func escaped(_ text: String) -> String { XMLText.escaped(text) }

  private static func format(_ seconds: Double) -> String { String(format: "%.3f", seconds) }
}
