/// A2UI streams for figures 20 to 22, the same shape as ``Workloads/screen(nodes:dialect:)``.
extension Workloads {
  static let basicCatalog = "https://a2ui.org/specification/v0_9/catalogs/basic/catalog.json"

  /// One message of the stream, a JSON line.
  static func a2uiLine(_ body: String) -> String {
    #"{"version":"v0.9",\#(body)}"# + "\n"
  }

  /// A surface of about `nodes` components as JSON Lines: a counter (a
  /// text bound to `/counter` and a button) over groups of a column with a
  /// literal text, a text bound to `/label` and a button with its label, as
  /// Beagle's groups are.
  static func surface(nodes: Int) -> String {
    var components = [
      #"{"id":"count","component":"Text","text":{"call":"formatString","args":{"value":"Counter: ${/counter}"}}}"#,
      #"{"id":"increment","component":"Button","child":"increment-label","action":{"event":{"name":"increment"}}}"#,
      #"{"id":"increment-label","component":"Text","text":"+"}"#,
    ]
    var groups: [String] = []
    var count = 4
    var index = 0
    while count + 5 <= nodes {
      index += 1
      groups.append("\"group-\(index)\"")
      components += [
        #"{"id":"group-\#(index)","component":"Column","children":["title-\#(index)","bound-\#(index)","button-\#(index)"]}"#,
        #"{"id":"title-\#(index)","component":"Text","text":"Group \#(index)"}"#,
        #"{"id":"bound-\#(index)","component":"Text","text":{"path":"/label"}}"#,
        #"{"id":"button-\#(index)","component":"Button","child":"ok-\#(index)","action":{"event":{"name":"ok"}}}"#,
        #"{"id":"ok-\#(index)","component":"Text","text":"ok"}"#,
      ]
      count += 5
    }
    let root = #"{"id":"root","component":"Column","children":["count","increment",\#(groups.joined(separator: ","))]}"#
    return a2uiLine(#""createSurface":{"surfaceId":"bench","catalogId":"\#(basicCatalog)"}"#)
      + a2uiLine(
        #""updateComponents":{"surfaceId":"bench","components":[\#(([root] + components).joined(separator: ","))]}"#)
      + counter(0) + a2uiLine(#""updateDataModel":{"surfaceId":"bench","path":"/label","value":"item"}"#)
  }

  /// ``surface(nodes:)`` in two: every message but the root's component
  /// (the surface then waits for it), and the message that sends it.
  static func surfaceAwaitingRoot(nodes: Int) -> (body: String, root: String) {
    let lines = surface(nodes: nodes).split(separator: "\n").map(String.init)
    let update = lines[1]
    guard let start = update.range(of: #"{"id":"root""#), let end = update[start.upperBound...].range(of: "]}")
    else { return (lines.joined(separator: "\n") + "\n", "") }
    let rootComponent = String(update[start.lowerBound..<end.upperBound])
    let rest = update.replacingOccurrences(of: rootComponent + ",", with: "")
    let body = ([lines[0], rest] + lines.dropFirst(2)).joined(separator: "\n") + "\n"
    return (body, a2uiLine(#""updateComponents":{"surfaceId":"bench","components":[\#(rootComponent)]}"#))
  }

  /// The message that sets the surface's bound counter.
  static func counter(_ value: Int) -> String {
    a2uiLine(#""updateDataModel":{"surfaceId":"bench","path":"/counter","value":\#(value)}"#)
  }
}
