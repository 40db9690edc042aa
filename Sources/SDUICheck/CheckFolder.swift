import Foundation
import SDUIDocument

/// The files `sdui-term check DIR` checks: every screen (`.json`, and an
/// A2UI stream's `.jsonl` or `.ndjson`) and every flow (`.yaml`, `.yml`,
/// but a workspace's `config.*`) below the folder, however deep, in path
/// order, named as the folder was typed (`Screens/store/cart.json`).
/// Hidden files and folders (`.git`, `.build`) are left out, and the walk stops after ``fileLimit`` entries,
/// so that a folder of any size costs at most that many looks.
///
/// ```swift
/// let folder = CheckFolder("Screens")
/// folder.screens  // ["Screens/index.json", ...]
/// folder.problems // [] unless it is empty or past the limit
/// ```
package struct CheckFolder: Sendable, Equatable {
  /// What is wrong with a folder as a whole, as data; ``message`` puts it
  /// in words.
  package enum Problem: Sendable, Equatable {
    /// Neither a screen nor a flow below it.
    case nothingToCheck
    /// More than `limit` files and folders below it: the first are checked.
    case tooManyFiles(limit: Int)

    /// The problem in words, of the folder as typed.
    package func message(folder: String) -> String {
      switch self {
      case .nothingToCheck:
        "no screen (.json, .jsonl) or flow (.yaml, .yml) below \(folder)"
      case .tooManyFiles(let limit):
        "\(folder) holds more than \(limit) files and folders: the first \(limit) were looked at and the "
          + "rest were not checked; check a folder below it, or name the files"
      }
    }

    /// The problem's rule, for tools.
    package var rule: CheckRule {
      switch self {
      case .nothingToCheck:
        CheckRule(id: "folder-nothing-to-check", summary: "A folder with no screen and no flow below it.")
      case .tooManyFiles:
        CheckRule(id: "folder-too-many-files", summary: "A folder with more files below it than check looks at.")
      }
    }
  }

  /// The most files and folders looked at below a folder.
  package static let fileLimit = 10_000

  /// The folder as typed.
  package var folder: String
  /// Its screens, as typed from where the command runs.
  package var screens: [String] = []
  /// Its flow files, as typed from where the command runs.
  package var flows: [String] = []
  /// What is wrong with it as a whole.
  package var problems: [Problem] = []

  /// Walks `folder`, looking at no more than `limit` entries.
  package init(_ folder: String, limit: Int = Self.fileLimit) {
    self.folder = folder
    let root = UserPath(folder)
    var found: [String] = []
    if let walk = FileManager.default.enumerator(atPath: root.absolute) {
      var looked = 0
      while let relative = walk.nextObject() as? String {
        guard looked < limit else {
          problems.append(.tooManyFiles(limit: limit))
          break
        }
        looked += 1
        guard !(relative.split(separator: "/").last?.hasPrefix(".") ?? false) else {
          walk.skipDescendants()
          continue
        }
        found.append(relative)
      }
    }
    for relative in found.sorted() {
      let path = root.appending(relative)
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path.absolute, isDirectory: &isDirectory), !isDirectory.boolValue
      else { continue }
      switch path.fileExtension {
      case "json", "jsonl", "ndjson": screens.append(path.typed)
      case "yaml", "yml":
        if path.stem != "config" { flows.append(path.typed) }
      default: continue
      }
    }
    if screens.isEmpty && flows.isEmpty && problems.isEmpty { problems.append(.nothingToCheck) }
  }

  /// The folder's problems as findings of the whole folder.
  package var findings: [CheckFinding] {
    problems.map { CheckFinding(file: folder, severity: .error, rule: $0.rule, message: $0.message(folder: folder)) }
  }
}
