import Foundation

extension Bench {
  /// The flow of figure 10: ten steps through the Nimbus store, each
  /// waiting for the server as the steps of a real flow do.
  static let storeFlow = """
    url: ${HOST}/index
    name: Bench flow
    ---
    - launchApp
    - tapOn: Nimbus store
    - assertVisible: Espresso cup
    - tapOn: Espresso cup
    - assertVisible: "Price: $4.90"
    - tapOn: Add to cart
    - assertVisible: Espresso cup is in your cart.
    - back
    - back
    - assertVisible: Products
    """

  /// The keys that walk the same screens in `render --keys`.
  static let storeKeys = "Enter Tab Enter Enter Esc Esc"

  /// Figure 10: flows. `sdui-term test` of a 10-step flow against `sdui-term
  /// serve` on loopback, process start included, against `render --keys`
  /// walking the same screens with the same requests.
  mutating func flows() throws {
    guard
      let binary = binaryOrNotRun(
        Figure(
          number: 10, name: "test, a 10-step flow", value: Stats(samples: [0]), baselineName: "render --keys",
          target: "< 1 s"))
    else { return }
    let server = try ServeProcess(binary: binary, directory: paths.screens)
    defer { server.stop() }
    let host = "http://127.0.0.1:\(server.port)"
    let file = NSTemporaryDirectory() + "sdui-bench-flow.yaml"
    try Self.storeFlow.write(toFile: file, atomically: true, encoding: .utf8)
    let common = ["--library", "demo", "--library", "store", "--images", "placeholder", "--size", "80x24"]
    let flow = [binary, "test", file, "-e", "HOST=\(host)"] + common
    let keys = [binary, "render", "\(host)/index", "--keys", Self.storeKeys] + common
    let turns = try takingTurns([flow, keys])
    let (tested, rendered) = (turns[0], turns[1])
    figures.append(
      Figure(
        number: 10, name: "test, a 10-step flow against serve over loopback", value: tested.time,
        baselineName: "render --keys, the same screens", baseline: rendered.time, target: "< 1 s"))
  }
}
