import Foundation
import Testing

@testable import SDUIFlows

/// The workspaces of Maestro's planner tests (`WorkspaceExecutionPlannerTest`
/// and `...ErrorsTest`), rebuilt here with files of our own: the same
/// layouts, tags, configurations and mistakes, and what sdui-term plans
/// from each.
@Suite("Workspaces: which flows run, in which order, and what is refused")
struct WorkspacePlannerTests {
  /// A flow file's text.
  static func flow(tags: [String] = [], name: String? = nil, _ steps: String = "- launchApp") -> String {
    var text = "appId: com.example.app\n"
    if let name { text += "name: \(name)\n" }
    if !tags.isEmpty { text += "tags: [\(tags.joined(separator: ", "))]\n" }
    return text + "---\n" + steps + "\n"
  }

  struct Case: Sendable, CustomTestStringConvertible {
    var name: String
    var files: [String: String]
    var inputs: [String] = ["w"]
    var include: [String] = []
    var exclude: [String] = []
    var config: String?
    /// The flows in the order they start, under the root.
    var runs: [String] = []
    /// The errors, with the root left out, one a flow (`BEGINNING…END`
    /// for a long one); or the error thrown.
    var errors: [String] = []
    var thrown: String?
    var testDescription: String { name }
  }

  static let simple = ["w/flowA.yaml": flow(), "w/flowB.yaml": flow(), "w/notAFlow.txt": "not a flow"]

  static let cases: [Case] = [
    Case(name: "000 a file", files: ["w/flow.yaml": flow()], inputs: ["w/flow.yaml"], runs: ["w/flow.yaml"]),
    Case(name: "001 a folder", files: simple, runs: ["w/flowA.yaml", "w/flowB.yaml"]),
    Case(
      name: "001 two files", files: simple, inputs: ["w/flowA.yaml", "w/flowB.yaml"],
      runs: ["w/flowA.yaml", "w/flowB.yaml"]),
    Case(
      name: "002 subflows in a subfolder",
      files: [
        "w/flowA.yaml": flow(), "w/flowB.yaml": flow("- runFlow: subflows/subflow.yaml"),
        "w/subflows/subflow.yaml": flow(),
      ], runs: ["w/flowA.yaml", "w/flowB.yaml"]),
    Case(
      name: "002 two folders", files: ["a/flowA.yaml": flow(), "b/flowB.yaml": flow()], inputs: ["a", "b"],
      runs: ["a/flowA.yaml", "b/flowB.yaml"]),
    Case(
      name: "002 files and folders", files: ["a/flowA.yaml": flow(), "b/flowB.yaml": flow(), "c.yaml": flow()],
      inputs: ["c.yaml", "a", "b"], runs: ["c.yaml", "a/flowA.yaml", "b/flowB.yaml"]),
    Case(
      name: "003 include tags",
      files: [
        "w/flowA.yaml": flow(tags: ["included", "other"]), "w/flowB.yaml": flow(tags: ["notIncluded"]),
        "w/flowC.yaml": flow(),
      ], include: ["included"], runs: ["w/flowA.yaml"]),
    Case(
      name: "004 exclude tags",
      files: [
        "w/flowA.yaml": flow(tags: ["included"]), "w/flowB.yaml": flow(tags: ["excluded", "other"]),
        "w/flowC.yaml": flow(),
      ], exclude: ["excluded"], runs: ["w/flowA.yaml", "w/flowC.yaml"]),
    Case(
      name: "005 flows: patterns",
      files: [
        "w/config.yaml": "flows:\n  - featureA/*\n  - featureB/*\n", "w/featureA/flowA.yaml": flow(),
        "w/featureB/flowB.yaml": flow(), "w/featureC/flowC.yaml": flow(), "w/flowD.yaml": flow(),
      ], runs: ["w/featureA/flowA.yaml", "w/featureB/flowB.yaml"]),
    Case(
      name: "006 ** takes subfolders",
      files: [
        "w/config.yaml": "flows:\n  - \"**\"\n", "w/featureA/flowA.yaml": flow(),
        "w/featureC/sub/flowC.yaml": flow(), "w/flowD.yaml": flow(),
      ], runs: ["w/featureA/flowA.yaml", "w/featureC/sub/flowC.yaml", "w/flowD.yaml"]),
    Case(
      name: "007 an empty config.yml", files: ["w/config.yml": "", "w/flowA.yaml": flow(), "w/flowB.yaml": flow()],
      runs: ["w/flowA.yaml", "w/flowB.yaml"]),
    Case(
      name: "008 one pattern as a string",
      files: [
        "w/config.yaml": "flows: featureA/*\n", "w/featureA/flowA.yaml": flow(), "w/featureB/flowB.yaml": flow(),
      ],
      runs: ["w/featureA/flowA.yaml"]),
    Case(
      name: "009 keys of its own in config",
      files: ["w/config.yml": "customField: a value\n", "w/flowA.yaml": flow(), "w/flowB.yaml": flow()],
      runs: ["w/flowA.yaml", "w/flowB.yaml"]),
    Case(
      name: "010 includeTags in config, added to the command line's",
      files: [
        "w/config.yaml": "includeTags:\n  - featureA\n", "w/flowA.yaml": flow(tags: ["included", "featureA"]),
        "w/flowA_subflow.yaml": flow(tags: ["featureA"]), "w/flowB.yaml": flow(tags: ["featureB"]),
        "w/flowC.yaml": flow(tags: ["included"]), "w/flowE.yaml": flow(),
      ], include: ["featureB"], runs: ["w/flowA.yaml", "w/flowA_subflow.yaml", "w/flowB.yaml"]),
    Case(
      name: "011 excludeTags in config, added to the command line's",
      files: [
        "w/config.yaml": "excludeTags: notIncluded\n", "w/flowA.yaml": flow(tags: ["featureA"]),
        "w/flowB.yaml": flow(tags: ["featureB"]), "w/flowD.yaml": flow(tags: ["notIncluded"]), "w/flowE.yaml": flow(),
      ], exclude: ["featureA"], runs: ["w/flowB.yaml", "w/flowE.yaml"]),
    Case(
      name: "012 deterministic order",
      files: [
        "w/config.yaml": "local:\n  deterministicOrder: true\n", "w/flowC.yaml": flow(), "w/flowA.yaml": flow(),
        "w/flowB.yaml": flow(),
      ], runs: ["w/flowA.yaml", "w/flowB.yaml", "w/flowC.yaml"]),
    Case(
      name: "013 executionOrder first, by name: or file name",
      files: [
        "w/config.yaml": "executionOrder:\n  flowsOrder: [flowB, flowC, flowD]\n", "w/flowA.yaml": flow(),
        "w/flowB.yaml": flow(), "w/flowCWithCustomName.yaml": flow(name: "flowC"), "w/flowD.yaml": flow(),
      ], runs: ["w/flowB.yaml", "w/flowCWithCustomName.yaml", "w/flowD.yaml", "w/flowA.yaml"]),
    Case(
      name: "014 --config in place of config.yaml",
      files: [
        "w/config.yaml": "includeTags: [included, excluded]\n", "w/config/other.yaml": "includeTags: [included]\n",
        "w/flowA.yaml": flow(tags: ["included"]), "w/flowB.yaml": flow(tags: ["excluded"]),
      ], config: "w/config/other.yaml", runs: ["w/flowA.yaml"]),
    Case(
      name: "a subflow of commands alone beside the flows",
      files: ["w/flow.yaml": flow("- runFlow: login.yaml"), "w/login.yaml": "- launchApp\n"], runs: ["w/flow.yaml"]),
    Case(name: "e000 a folder that is not there", files: [:], thrown: "w: error: no such file or directory"),
    Case(
      name: "e001 a folder without flow files", files: ["w/dummy": ""],
      thrown: "w: error: no flow file (.yaml or .yml) in this folder or below it"),
    Case(
      name: "e002 flows only in subfolders", files: ["w/sub/Flow.yaml": flow()],
      thrown:
        "w: error: no flow file directly in this folder; to run the flows of its subfolders, give config.yaml a "
        + "pattern for them: flows: [\"**\"] or flows: [\"feature/*\"]"),
    Case(
      name: "e003 patterns that match nothing",
      files: ["w/config.yaml": "flows:\n  - FlowA.yaml\n  - FlowB.yaml\n", "w/FlowC.yaml": flow()],
      thrown: "w/config.yaml: error: the flows: patterns 'FlowA.yaml', 'FlowB.yaml' match no flow file"),
    Case(
      name: "e004 tags that leave nothing",
      files: [
        "w/config.yaml": "includeTags: [configInclude]\nexcludeTags: [configExclude]\n",
        "w/A.yaml": flow(tags: ["configInclude", "configExclude"]),
        "w/B.yaml": flow(tags: ["parameterInclude", "parameterExclude"]),
      ], include: ["parameterInclude"], exclude: ["parameterExclude"],
      thrown:
        "w: error: no flow is left to run: include tags 'parameterInclude', 'configInclude'; exclude tags "
        + "'parameterExclude', 'configExclude'"),
    Case(
      name: "e005 a flow file that is not there", files: ["w/other.yaml": flow()], inputs: ["w/Flow.yaml"],
      thrown: "w/Flow.yaml: error: no such file or directory"),
    Case(
      name: "e006 an unknown command", files: ["w/Flow.yaml": flow("- invalidCommand")], inputs: ["w/Flow.yaml"],
      errors: ["w/Flow.yaml:3:3: error: 'invalidCommand' is not a command sdui-term runs"]),
    Case(
      name: "e007 an unknown option", files: ["w/Flow.yaml": flow("- launchApp:\n    invalidOption: true")],
      inputs: ["w/Flow.yaml"], errors: ["w/Flow.yaml:4:5: error: unknown option of launchApp 'invalidOption'"]),
    Case(
      name: "e008 an unknown command in a subflow",
      files: ["w/Flow.yaml": flow("- runFlow: ./subflow/Sub.yaml"), "w/subflow/Sub.yaml": flow("- invalidCommand")],
      errors: ["w/./subflow/Sub.yaml:3:3: error: 'invalidCommand' is not a command…)\n  in runFlow at w/Flow.yaml:3:3"]),
    Case(
      name: "e009 in a nested subflow",
      files: [
        "w/Flow.yaml": flow("- runFlow: ./subflow/A.yaml"), "w/subflow/A.yaml": flow("- runFlow: ./B.yaml"),
        "w/subflow/B.yaml": flow("- invalidCommand"),
      ],
      errors: [
        "w/./subflow/./B.yaml:3:3: error: 'invalidCommand' is not a command…)\n  in runFlow at w/./subflow/A.yaml:3:3\n"
          + "  in runFlow at w/Flow.yaml:3:3"
      ]),
    Case(
      name: "e010 no configuration", files: ["w/Flow.yaml": "- launchApp\n"],
      errors: ["w/Flow.yaml: error: no configuration"]),
    Case(
      name: "e011 commands without their dashes", files: ["w/Flow.yaml": "appId: x\n---\nlaunchApp\n"],
      errors: ["w/Flow.yaml:3:1: error: expected a list of commands after '---'"]),
    Case(
      name: "e012 a subflow that is not there", files: ["w/Flow.yaml": flow("- runFlow: invalidpath.yaml")],
      errors: ["w/Flow.yaml:3:3: error: no flow file 'invalidpath.yaml' to run"]),
    Case(
      name: "e013 a media file that is not there",
      files: ["w/Flow.yaml": flow("- addMedia:\n  - ./assets/missing.png\n- launchApp"), "w/assets/there.png": "png"],
      errors: ["w/Flow.yaml:3:3: error: no media file './assets/missing.png'"]),
    Case(
      name: "e014 a media file outside the workspace",
      files: ["w/Flow.yaml": flow("- addMedia:\n    - ../outside.png\n- launchApp"), "outside.png": "png"],
      errors: ["w/Flow.yaml:3:3: error: the media file '../outside.png' is outside the workspace"]),
    Case(
      name: "every wrong command of a file, and of its subflow",
      files: [
        "w/Flow.yaml": flow("- tapOnn: a\n- runFlow: sub.yaml\n- back: 1"), "w/sub.yaml": "- nope\n- back\n- nope\n",
      ],
      errors: [
        "w/Flow.yaml:3:3: error: 'tapOnn' is not a command sdui-term runs; did you mean 'tapOn'?",
        "w/Flow.yaml:5:9: error: back takes no argument",
        "w/sub.yaml:1:3: error: 'nope' is not a command…\n  in runFlow at w/Flow.yaml:4:3",
        "w/sub.yaml:3:3: error: 'nope' is not a command…\n  in runFlow at w/Flow.yaml:4:3",
      ]),
    Case(
      name: "a subflow that is not there, beside a wrong command",
      files: ["w/Flow.yaml": flow("- tapOnn: a\n- runFlow: invalidpath.yaml")],
      errors: [
        "w/Flow.yaml:3:3: error: 'tapOnn' is not a command sdui-term runs; did you mean 'tapOn'?",
        "w/Flow.yaml:4:3: error: no flow file 'invalidpath.yaml' to run",
      ]),
    Case(
      name: "a subflow that is not there, reached from a subflow with a wrong command",
      files: [
        "w/Flow.yaml": flow("- runFlow: sub.yaml"), "w/sub.yaml": "- nope\n- runFlow: invalidpath.yaml\n",
      ],
      errors: [
        "w/sub.yaml:1:3: error: 'nope' is not a command…\n  in runFlow at w/Flow.yaml:3:3",
        "w/sub.yaml:2:3: error: no flow file 'invalidpath.yaml' to run…\n  in runFlow at w/Flow.yaml:3:3",
      ]),
    Case(
      name: "a cycle of subflows",
      files: ["w/Flow.yaml": flow("- runFlow: sub/a.yaml"), "w/sub/a.yaml": "- runFlow: ../sub/./a.yaml\n"],
      errors: [
        "w/sub/a.yaml:1:3: error: runFlow would run a flow already running: w/sub/a.yaml → w/sub/../sub/./a.yaml\n"
          + "  in runFlow at w/Flow.yaml:3:3"
      ]),
  ]

  @Test("plans as Maestro does", arguments: cases)
  func plans(_ given: Case) throws {
    let root = NSTemporaryDirectory() + "sdui-workspace-\(UUID().uuidString)"
    defer { try? FileManager.default.removeItem(atPath: root) }
    for (path, text) in given.files {
      let file = URL(fileURLWithPath: root + "/" + path)
      try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
      try text.write(to: file, atomically: true, encoding: .utf8)
    }
    let relative = { (text: String) in text.replacing(root + "/", with: "") }
    do {
      let plan = try WorkspacePlanner.plan(
        given.inputs.map { root + "/" + $0 }, includeTags: given.include, excludeTags: given.exclude,
        config: given.config.map { root + "/" + $0 })
      #expect(given.thrown == nil)
      #expect(plan.all.map { relative($0.file) } == given.runs)
      let errors = plan.unreadable.map { relative($0.description) }
      #expect(errors.count == given.errors.count, "\(errors)")
      for (error, expected) in zip(errors, given.errors) {
        let parts = expected.split(separator: "…", maxSplits: 1).map(String.init)
        #expect(error.hasPrefix(parts[0]) && error.hasSuffix(parts.count > 1 ? parts[1] : ""), "\(error)")
      }
    } catch {
      #expect(relative(error.description) == given.thrown)
    }
  }
}
