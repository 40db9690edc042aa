import ArgumentParser
import Foundation
import SDUIServe

/// `sdui-term serve [DIR]`
struct ServeCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "serve",
    abstract: "Serve the screens under a directory and the demo API over HTTP.",
    discussion: """
      GET /store/products answers DIR/store/products, else DIR/store/products.json, else \
      DIR/store/products/index.json; paths outside DIR are refused (403). The demo API lives under \
      /api (login, products, cart, orders) and broken answers under /fault (slow?ms=, \
      status/CODE, invalid-json, truncated, huge?mb=, endless, redirect-loop, drip), where DIR has \
      no file of the path: DIR/api/products.json answers GET /api/products itself. --no-demo-api \
      leaves the demo API out. Each request is logged to standard error. It binds 127.0.0.1 unless \
      --host says otherwise.
      """
  )

  @Argument(help: "The directory of screens (when left out, Screens in the current folder).")
  var directory: String?

  @Option(help: "The address to bind; 0.0.0.0 exposes the server to the network.")
  var host = "127.0.0.1"

  @Option(help: "The port; 0 picks a free one (printed on standard error).")
  var port = 8080

  @Option(help: "The largest file served, in bytes; larger ones are refused (403).")
  var maxFileSize = 64 << 20

  @Option(help: "Seconds a connection may send nothing, or read nothing it is sent, before it is closed.")
  var idleTimeout = 10

  @Flag(
    inversion: .prefixedNo,
    help: """
      Offer a hot-reload websocket on the same port (Nimbus's protocol: clients connect to ws://HOST:PORT and \
      are sent 'reload' when a file under DIR changes; sdui-term --hot-reload ws://HOST:PORT is one).
      """)
  var reload = true

  @Flag(
    inversion: .prefixedNo,
    help: """
      Answer /api and /fault with the demo backend's API where DIR has no file of the path; \
      --no-demo-api serves DIR's files alone.
      """)
  var demoAPI = true

  func validate() throws {
    guard maxFileSize > 0 else { throw ValidationError("--max-file-size must be positive") }
    guard (1...86_400).contains(idleTimeout) else { throw ValidationError("--idle-timeout must be 1 to 86400 seconds") }
  }

  func run() async throws {
    let server: DemoServer
    do {
      server = try DemoServer(
        directory: directory ?? "Screens", host: host, port: port, largestFile: maxFileSize, idleTimeout: idleTimeout,
        offersReloads: reload, offersDemoAPI: demoAPI
      ) { StandardError.write($0 + "\n") }
    } catch ServeError.notADirectory where directory == nil {
      let here = FileManager.default.currentDirectoryPath
      StandardError.error(
        "no folder 'Screens' in \(here), which serve serves when given none; name one: sdui-term serve DIR")
      throw ExitCode.failure
    } catch {
      StandardError.error("\(error)")
      throw ExitCode.failure
    }
    do {
      try await server.run { port in
        StandardError.write("serving \(server.files.root) on http://\(host):\(port)/ (C-c stops)\n")
        if reload { StandardError.write("hot reload: ws://\(host):\(port)/ says 'reload' when a file changes\n") }
      }
    } catch {
      StandardError.error("cannot serve on \(host):\(port): \(error)")
      throw ExitCode.failure
    }
  }
}
