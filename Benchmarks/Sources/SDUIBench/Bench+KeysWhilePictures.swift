import Foundation

extension Bench {
  /// Figure 19: keys while costly pictures decode, on a busy machine. The
  /// program, on a pseudo-terminal of its own (``PseudoTerminal``: no
  /// emulator's time in the figure), shows a button above eight remote
  /// images that `sdui-term serve` answers over loopback: four PNGs that
  /// declare 64×64 and carry 9 GB of zeros after their rows, and four of
  /// 4096×4096 16-bit pixels, each decoded in earnest (the tmux suite's
  /// pictures, made by `Tests/hostile/picture_budget_cases.py`). Enter
  /// turns the button's text from one word to another; each press is
  /// timed from the key written to the frame that shows the new word read
  /// back, and the next follows 20 ms after. A press counts while the
  /// picture thread (the one at niceness 10) is still at work: before
  /// its processor time last moved. The baseline is the same presses on
  /// the same screen without its images. One CPU-bound process per core
  /// runs throughout; the two sides take turns.
  mutating func keysWhilePicturesDecode() throws {
    let pictures = smoke ? ["bomb0.png", "large0.png"] : Self.costlyPictures
    let name =
      "Enter to its frame while \(pictures.count) costly pictures decode" + (smoke ? "" : ", every core kept busy")
    let baselineName = "the same presses without the pictures"
    let target = "slowest ≤ 100 ms"
    guard
      let binary = binaryOrNotRun(
        Figure(number: 19, name: name, value: Stats(samples: [0]), baselineName: baselineName, target: target))
    else { return }
    let directory = NSTemporaryDirectory() + "sdui-bench-costly-pictures"
    try makeCostlyPictures(in: directory + "/pictures")
    let server = try ServeProcess(binary: binary, directory: directory)
    defer { server.stop() }
    let base = "http://127.0.0.1:\(server.port)/pictures"
    let screens = [
      Self.toggleScreen(pictures: pictures.map { base + "/" + $0 }),
      Self.toggleScreen(pictures: []),
    ]
    let files = screens.indices.map { directory + "/screen-\($0).json" }
    for (screen, file) in zip(screens, files) { try screen.write(toFile: file, atomically: true, encoding: .utf8) }
    let hogs = smoke ? [] : try (0..<ProcessInfo.processInfo.activeProcessorCount).map { _ in try Self.busyLoop() }
    defer {
      for hog in hogs {
        hog.terminate()
        hog.waitUntilExit()
      }
    }
    let processRuns = smoke ? Runs.smoke : Runs(warmUp: 1, iterations: 7)
    var samples: [[Double]] = [[], []]
    for run in 0..<(processRuns.warmUp + processRuns.iterations) {
      for (side, file) in files.enumerated() {
        let terminal = try PseudoTerminal([binary, file], width: 100, height: 40)
        defer { terminal.stop() }
        let count = smoke ? 5 : side == 0 ? 60 : 10
        let presses = try Self.presses(on: terminal, count: count, whileDecoding: side == 0 && !smoke)
        if run >= processRuns.warmUp { samples[side] += presses }
      }
    }
    guard !samples[0].isEmpty || smoke else {
      throw BenchError(message: "figure 19: no press was answered while the costly pictures decoded")
    }
    figures.append(
      Figure(
        number: 19, name: name, value: Stats(samples: samples[0].sorted()), baselineName: baselineName,
        baseline: Stats(samples: samples[1].sorted()), target: target))
  }

  /// The pictures of figure 19, under the names the screen asks for.
  static let costlyPictures = (0..<4).map { "bomb\($0).png" } + (0..<4).map { "large\($0).png" }

  /// Writes figure 19's pictures into `directory` with the hostile suite's
  /// own Python, which makes them in a few kilobytes of deflate each.
  private func makeCostlyPictures(in directory: String) throws {
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    let cases = URL(fileURLWithPath: paths.screens).deletingLastPathComponent().appendingPathComponent("Tests/hostile")
    let script = """
      import sys
      sys.path.insert(0, sys.argv[1])
      from picture_budget_cases import sixteen_bit_at_the_limit, zeros_after_the_rows
      for name, picture in (("bomb", zeros_after_the_rows(9000)), ("large", sixteen_bit_at_the_limit())):
          for index in range(4):
              with open(f"{sys.argv[2]}/{name}{index}.png", "wb") as file:
                  file.write(picture)
      """
    let made = ChildProcess.run(["/usr/bin/env", "python3", "-c", script, cases.path, directory])
    guard made.status == 0 else { throw BenchError(message: "figure 19: python3 made no pictures: \(made.status)") }
  }

  /// The two words figure 19's button shows by turns: every character
  /// differs, so each frame writes the whole word.
  static let toggledWords = ("qwertyuiop", "ASDFGHJKLZ")

  /// A Nimbus button whose text Enter turns from one of ``toggledWords``
  /// to the other, above an image of 16×8 points for each of `pictures`.
  static func toggleScreen(pictures: [String]) -> String {
    let images = pictures.map {
      #", {"_:component": "layout:remoteImage", "properties": {"url": "\#($0)", "width": 16, "height": 8}}"#
    }
    return #"{"_:component": "layout:column", "state": {"odd": false}, "children": ["#
      + #"{"_:component": "layout:touchable", "properties": {"onPress": ["#
      + #"{"_:action": "setState", "properties": {"path": "odd", "value": "@{not(odd)}"}}]}, "#
      + #""children": [{"_:component": "layout:text", "properties": {"text": "@{condition(odd, '\#(toggledWords.1)', '\#(toggledWords.0)')}"}}]}"#
      + images.joined() + "]}"
  }

  /// Presses Enter `count` times, each 20 ms after the last one's word
  /// shows, and gives the seconds each took; `whileDecoding`, only those
  /// pressed before the picture thread's processor time last moved.
  private static func presses(on terminal: PseudoTerminal, count: Int, whileDecoding: Bool) throws -> [Double] {
    let clock = ContinuousClock()
    let words = [Array(toggledWords.0.utf8), Array(toggledWords.1.utf8)]
    _ = try terminal.seconds(since: clock.now) { $0.contains(words[0]) }
    var answered: [(seconds: Double, ticks: Int)] = []
    for press in 1...count {
      Thread.sleep(forTimeInterval: 0.02)
      terminal.take()
      let ticks = pictureThreadTicks(of: terminal.processIdentifier)
      let start = clock.now
      terminal.type("\r")
      answered.append((try terminal.seconds(since: start) { $0.contains(words[press % 2]) }, ticks))
    }
    guard whileDecoding else { return answered.map(\.seconds) }
    let finalTicks = pictureThreadTicks(of: terminal.processIdentifier)
    return answered.filter { $0.ticks < finalTicks }.map(\.seconds)
  }

  /// The processor time, in clock ticks, of the program's threads at
  /// niceness 10: the one pictures are decoded on.
  private static func pictureThreadTicks(of process: Int32) -> Int {
    let tasks = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(process)/task")) ?? []
    return tasks.reduce(0) { total, task in
      guard let stat = try? String(contentsOfFile: "/proc/\(process)/task/\(task)/stat", encoding: .utf8),
        let end = stat.lastIndex(of: ")")
      else { return total }
      // After the name: state is field 3, utime 14, stime 15, nice 19.
      let fields = stat[stat.index(after: end)...].split(separator: " ")
      guard fields.count > 16, fields[16] == "10" else { return total }
      return total + (Int(fields[11]) ?? 0) + (Int(fields[12]) ?? 0)
    }
  }

  /// A process that keeps a core busy until it is terminated.
  private static func busyLoop() throws -> Process {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = ["-c", "while :; do :; done"]
    try process.run()
    return process
  }
}
