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

extension Bench {
  /// The script of figure 12's flow: a product of the demo's API, by id.
  static let productScript = """
    const answer = http.get(HOST + '/api/products/' + ID)
    if (!answer.ok) throw new Error('product ' + ID + ': HTTP ' + answer.status)
    output.product = json(answer.body)
    """

  /// Figure 12's 30 steps through the Nimbus store: with JavaScript (each
  /// product read from the API by a script, texts from `output`, checks
  /// by `assertTrue`), or the same steps with the texts written out.
  static func thirtySteps(scripts: Bool) -> String {
    let products = [
      (1, "Espresso cup", "$4.90"), (2, "Pour-over kettle", "$12.25"), (3, "Ceramic mug", "$19.60"),
      (4, "Bamboo tray", "$26.95"),
    ]
    var steps = [
      "- launchApp",
      scripts ? "- evalScript: ${output.store = 'Nimbus ' + 'store'}" : "- assertVisible: Nimbus store",
      scripts ? "- tapOn: ${output.store}" : "- tapOn: Nimbus store",
    ]
    for (id, title, price) in products {
      steps += [
        scripts ? "- runScript:\n    file: product.js\n    env:\n      ID: \(id)" : "- assertVisible: Products",
        scripts ? "- assertVisible: ${output.product.title}" : "- assertVisible: \(title)",
        scripts ? "- tapOn: ${output.product.title}" : "- tapOn: \(title)",
        scripts ? "- assertVisible: \"Price: ${output.product.priceText}\"" : "- assertVisible: \"Price: \(price)\"",
        scripts ? "- assertTrue: ${output.product.id == \(id)}" : "- assertVisible: \(title)",
        "- back",
      ]
    }
    steps += [
      "- assertVisible: Products",
      scripts ? "- assertTrue: ${output.product.title == 'Bamboo tray'}" : "- assertVisible: Bamboo tray",
      scripts ? "- evalScript: ${output.done = true}" : "- assertVisible: Espresso cup",
    ]
    return "url: ${HOST}/index\nname: Bench flow\n---\n" + steps.joined(separator: "\n") + "\n"
  }

  /// Figure 12: a step of a flow, and a 30-step flow with JavaScript,
  /// `sdui-term test` against `sdui-term serve` on loopback, process start
  /// included. A step is the 30-step flow less a launch-only flow, over
  /// 29; the JavaScript is the same 30 steps with the texts written out.
  mutating func scriptedFlow() throws {
    guard
      let binary = binaryOrNotRun(
        Figure(
          number: 12, name: "test, a 30-step flow with JavaScript", value: Stats(samples: [0]),
          baselineName: "the same steps without", target: "< 1 s"))
    else { return }
    let server = try ServeProcess(binary: binary, directory: paths.screens)
    defer { server.stop() }
    let directory = NSTemporaryDirectory() + "sdui-bench-scripts-\(ProcessInfo.processInfo.processIdentifier)"
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: directory) }
    try Self.productScript.write(toFile: directory + "/product.js", atomically: true, encoding: .utf8)
    let flows = [
      ("scripted.yaml", Self.thirtySteps(scripts: true)), ("plain.yaml", Self.thirtySteps(scripts: false)),
      ("launch.yaml", "url: ${HOST}/index\n---\n- launchApp\n"),
    ]
    for (name, text) in flows { try text.write(toFile: directory + "/" + name, atomically: true, encoding: .utf8) }
    let common = [
      "-e", "HOST=http://127.0.0.1:\(server.port)", "--library", "demo", "--library", "store", "--images",
      "placeholder", "--size", "80x24",
    ]
    let turns = try takingTurns(flows.map { [binary, "test", directory + "/" + $0.0] + common })
    let (scripted, plain, launch) = (turns[0].time, turns[1].time, turns[2].time)
    figures.append(
      Figure(
        number: 12, name: "test, a 30-step flow with JavaScript (a script, http, output, assertTrue)",
        value: scripted, baselineName: "the same 30 steps without JavaScript", baseline: plain, target: "< 1 s"))
    figures.append(
      Figure(
        number: 12, name: "a step: (the 30-step flow − a launch-only flow) / 29",
        value: Stats(samples: [(scripted.median - launch.median) / 29]), baselineName: "a launch-only flow",
        baseline: launch, target: "none (reported)"))
  }
}
