import SDUIDocument
import SDUINetwork

extension CheckReport {
  /// The schema a SARIF log names: OASIS's SARIF 2.1.0 with Errata 01,
  /// the one `Tests/check/sarif-schema-2.1.0.json` holds.
  package static let sarifSchema =
    "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"

  /// The report as a SARIF 2.1.0 log, indented, for code scanning
  /// (`github/codeql-action/upload-sarif`) and other SARIF viewers.
  ///
  /// One run, whose `tool.driver` is sdui-term at its version with every
  /// rule a result uses (id and `shortDescription`, sorted by id). Each
  /// finding, and each file that could not be read (rule `unreadable`), is
  /// a result: `ruleId`, `ruleIndex`, `level` (`error`, `warning` or
  /// `note`), `message.text`, and one location whose
  /// `physicalLocation.artifactLocation` is the file (a relative path as
  /// typed, percent-encoded, against `%SRCROOT%`; an absolute one as a
  /// `file://` URI; a URL as it is; standard input by description only),
  /// with a `region` from its line and column (none when the line is
  /// unknown) and the JSON path as a logical location's
  /// `fullyQualifiedName`. Columns count Unicode code points, as the run's
  /// `columnKind` says.
  package var sarif: String {
    let findings = files.flatMap(\.allFindings)
    var rulesByID: [String: CheckRule] = [:]
    for finding in findings where rulesByID[finding.rule.id] == nil { rulesByID[finding.rule.id] = finding.rule }
    let rules = rulesByID.values.sorted { $0.id < $1.id }
    let ruleIndex = Dictionary(uniqueKeysWithValues: rules.enumerated().map { ($1.id, $0) })
    let driver: JSONValue = [
      "name": "sdui-term",
      "version": JSONValue(.string(SDUITermVersion.current)),
      "semanticVersion": JSONValue(.string(SDUITermVersion.current)),
      "rules": JSONValue(
        .array(
          rules.map { ["id": JSONValue(.string($0.id)), "shortDescription": ["text": JSONValue(.string($0.summary))]] }
        )),
    ]
    let run: JSONValue = [
      "tool": ["driver": driver],
      "columnKind": "unicodeCodePoints",
      "results": JSONValue(.array(findings.map { Self.sarifResult($0, ruleIndex: ruleIndex[$0.rule.id] ?? 0) })),
    ]
    let log: JSONValue = [
      "$schema": JSONValue(.string(Self.sarifSchema)),
      "version": "2.1.0",
      "runs": [run],
    ]
    return log.indentedJSONText + "\n"
  }

  private static func sarifResult(_ finding: CheckFinding, ruleIndex: Int) -> JSONValue {
    var physical: [JSONMember] = [JSONMember(key: "artifactLocation", value: sarifArtifactLocation(finding.file))]
    if finding.start.isKnown {
      var region: [JSONMember] = [JSONMember(key: "startLine", value: integer(finding.start.line))]
      if finding.start.column > 0 {
        region.append(JSONMember(key: "startColumn", value: integer(finding.start.column)))
      }
      if let end = finding.end, end.isKnown {
        region.append(JSONMember(key: "endLine", value: integer(end.line)))
        if end.column > 0 { region.append(JSONMember(key: "endColumn", value: integer(end.column))) }
      }
      physical.append(JSONMember(key: "region", value: JSONValue(.object(region))))
    }
    var location: [JSONMember] = [JSONMember(key: "physicalLocation", value: JSONValue(.object(physical)))]
    if let path = finding.path {
      location.append(
        JSONMember(key: "logicalLocations", value: [["fullyQualifiedName": JSONValue(.string(path))]]))
    }
    return [
      "ruleId": JSONValue(.string(finding.rule.id)),
      "ruleIndex": integer(ruleIndex),
      "level": JSONValue(.string(finding.severity.rawValue)),
      "message": ["text": JSONValue(.string(finding.message))],
      "locations": [JSONValue(.object(location))],
    ]
  }

  private static func integer(_ value: Int) -> JSONValue {
    JSONValue(.number(.integer(value)))
  }

  /// Where a file is, as SARIF names it: a URL as it is, an absolute path
  /// as a `file://` URI, a relative one against `%SRCROOT%`, standard input
  /// by description.
  static func sarifArtifactLocation(_ file: String) -> JSONValue {
    let lowered = file.lowercased()
    if lowered.hasPrefix("http://") || lowered.hasPrefix("https://") {
      return ["uri": JSONValue(.string(file))]
    }
    if file == ScreenSource.standardInput.displayName {
      return ["description": ["text": "standard input"]]
    }
    if file.hasPrefix("/") {
      return ["uri": JSONValue(.string("file://" + percentEncoded(file)))]
    }
    return ["uri": JSONValue(.string(percentEncoded(file))), "uriBaseId": "%SRCROOT%"]
  }

  /// A path as a URI's path: every byte of its UTF-8 but letters, digits,
  /// `-._~` and `/` percent-encoded, so that a space, an accent or a `:`
  /// (which would read as a scheme) stays part of the path.
  static func percentEncoded(_ path: String) -> String {
    let hex = Array("0123456789ABCDEF")
    var encoded = ""
    for byte in path.utf8 {
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
        UInt8(ascii: "~"), UInt8(ascii: "/"):
        encoded.unicodeScalars.append(Unicode.Scalar(byte))
      default:
        encoded += "%" + String(hex[Int(byte >> 4)]) + String(hex[Int(byte & 0xF)])
      }
    }
    return encoded
  }
}
