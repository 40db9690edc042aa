import Foundation
import SDUIDocument
import SDUIFlows
import SDUILayout

extension ScreenToolbox {
  /// `check`: a file or folder below the roots, as `check --format json`.
  func check(_ arguments: ToolArguments) async throws(ToolFailure) -> ToolAnswer {
    let path = try configuration.roots.inside(try arguments.required("path"))
    let report = await PathCheck.check([path], checker: configuration.checker, limits: configuration.limits)
    let structured = (try? JSONParser.parse(report.json)) ?? JSONValue(.null)
    return ToolAnswer(text: report.text + report.summary, structured: structured)
  }

  /// `run_flow`: a flow's text, or a file below the roots, run as `test`
  /// runs it, in a frame of the open session's size.
  func runFlow(_ arguments: ToolArguments) async throws(ToolFailure) -> ToolAnswer {
    let flow: Flow
    do {
      if let yaml = try arguments.string("yaml") {
        // Its url: is read from the first folder, as a file there would be.
        flow = try FlowParser.parse(yaml, file: (configuration.roots.folders.first ?? ".") + "/flow.yaml")
      } else if let file = try arguments.string("file") {
        flow = try FlowParser.read(file: try configuration.roots.inside(file))
      } else {
        throw ToolFailure.missingArgument("yaml or file", tool: "run_flow")
      }
    } catch let failure as ToolFailure {
      throw failure
    } catch {
      return ToolAnswer(
        text: "\(error)", structured: ["failure": JSONValue(.string("\(error)"))], isError: true)
    }
    let size = session?.app?.size ?? Size(width: 80, height: 24)
    if let server = flow.mcp { try allowMCP(server) }
    let result = await FlowRunner(
      settings: configuration.settings(size, flow.a2a != nil || flow.mcp != nil), flow: flow
    )
    .run()
    let verdict = result.failure.map { $0.text(withFrame: true) } ?? "passed: \(result.name), \(result.stepsRun) steps"
    return ToolAnswer(text: verdict, structured: result.json, isError: result.failure != nil)
  }

  /// `record_flow`: the session's steps as a flow, written below the
  /// roots when a path is given.
  func recordFlow(_ arguments: ToolArguments) throws(ToolFailure) -> ToolAnswer {
    guard let session else { throw .nothingOpen(tool: "record_flow") }
    let flow = session.recordedFlow
    var members = [JSONMember(key: "yaml", value: JSONValue(.string(flow)))]
    if let written = try arguments.string("path") {
      let (folder, names) = try configuration.roots.confined(written)
      do {
        let file = try ConfinedFolder(directory: folder).create(names)
        file.write(Data(flow.utf8))
      } catch {
        throw .notWritten(written, error)
      }
      let path = ([folder] + names).joined(separator: "/")
      members.append(JSONMember(key: "path", value: JSONValue(.string(path))))
    }
    return ToolAnswer(text: flow, structured: JSONValue(.object(members)))
  }
}
