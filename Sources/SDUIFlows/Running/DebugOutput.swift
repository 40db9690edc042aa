import Foundation
import SDUIDocument

/// `test --debug-output DIR`, laid out as Maestro's `TestDebugReporter`
/// lays out its folder: per flow, `commands-(NAME).json` (each step with
/// its status, start, duration and error) and, when it failed,
/// `screenshot-❌-TIMESTAMP-(NAME).svg` (the frame at that moment; a
/// terminal's screenshot is a picture of its cells); for the run,
/// `sdui-term.log` (the engine's messages, as `maestro.log` holds
/// Maestro's). With shards, each file name carries `shard-N-` as Maestro's
/// do.
package struct DebugOutput: Sendable {
  /// The folder.
  package var directory: String
  /// The shard the flows run on (from 1), `nil` without shards.
  package var shard: Int?

  package init(directory: String, shard: Int? = nil) {
    self.directory = directory
    self.shard = shard
  }

  /// Why the folder or a file of it cannot be written.
  package struct Failure: Error, CustomStringConvertible {
    package var path: String
    package var description: String { "cannot write the debug output '\(path)'" }
  }

  /// The run's log file in the folder.
  package var logFile: String { UserPath(directory).appending("sdui-term.log").typed }

  /// Makes the folder (and those above it).
  package func prepare() throws(Failure) {
    do {
      try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    } catch {
      throw Failure(path: directory)
    }
  }

  /// Writes one flow's files.
  package func save(_ result: FlowResult) throws(Failure) {
    let prefix = shard.map { "shard-\($0)-" } ?? ""
    // Maestro's names: a flow's name with '/' made '_'.
    let name = result.name.replacing("/", with: "_")
    if !result.steps.isEmpty {
      try write(Self.commands(result.steps).indentedJSONText + "\n", to: "commands-\(prefix)(\(name)).json")
    }
    if let failure = result.failure, let svg = failure.frameSVG {
      let timestamp = result.steps.last(where: { $0.status == .failed })?.startedAt ?? 0
      try write(svg, to: "screenshot-\(prefix)❌-\(timestamp)-(\(name)).svg")
    }
  }

  /// The steps as Maestro's `CommandDebugWrapper`s: the command, and its
  /// metadata (`status`, `timestamp`, `duration` in milliseconds, `error`).
  static func commands(_ steps: [StepRecord]) -> JSONValue {
    JSONValue(
      .array(
        steps.map { step in
          var metadata: [JSONMember] = [
            JSONMember(key: "status", value: JSONValue(.string(status(step.status)))),
            JSONMember(key: "timestamp", value: JSONValue(.number(.integer(Int(step.startedAt))))),
            JSONMember(key: "duration", value: JSONValue(.number(.integer(Int((step.seconds * 1000).rounded()))))),
          ]
          if let message = step.message, step.status != .passed {
            metadata.append(JSONMember(key: "error", value: ["message": JSONValue(.string(message))]))
          }
          return [
            "command": [
              "step": JSONValue(.string(step.summary)), "file": JSONValue(.string(step.file)),
              "line": JSONValue(.number(.integer(step.location.line))),
              "column": JSONValue(.number(.integer(step.location.column))),
              "depth": JSONValue(.number(.integer(step.depth))),
            ],
            "metadata": JSONValue(.object(metadata)),
          ]
        }))
  }

  /// Maestro's `CommandStatus` for a step's.
  static func status(_ status: StepRecord.Status) -> String {
    switch status {
    case .passed: "COMPLETED"
    case .failed: "FAILED"
    case .warned: "WARNED"
    case .skipped, .notRun: "SKIPPED"
    }
  }

  private func write(_ text: String, to name: String) throws(Failure) {
    let path = UserPath(directory).appending(name).typed
    guard FileManager.default.createFile(atPath: path, contents: Data(text.utf8)) else {
      throw Failure(path: path)
    }
  }
}
