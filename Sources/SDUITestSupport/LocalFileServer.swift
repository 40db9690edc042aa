import Foundation

/// A static file server on a free loopback port, run by python3 for the
/// length of a test.
package final class LocalFileServer {
  private let process = Process()
  package let port: Int

  package init(serving directory: URL) throws {
    let output = Pipe()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [
      "python3", "-c",
      """
      import http.server, socketserver, sys, os
      os.chdir(sys.argv[1])
      class Quiet(http.server.SimpleHTTPRequestHandler):
          def log_message(self, *args): pass
      server = socketserver.TCPServer(("127.0.0.1", 0), Quiet)
      print(server.server_address[1], flush=True)
      server.serve_forever()
      """,
      directory.path,
    ]
    process.standardOutput = output
    try process.run()
    let line = String(decoding: output.fileHandleForReading.availableData, as: UTF8.self)
    guard let port = Int(line.trimmingCharacters(in: .whitespacesAndNewlines)) else {
      process.terminate()
      throw CocoaError(.fileReadCorruptFile)
    }
    self.port = port
  }

  /// SIGKILL, because a child started from the test process can inherit
  /// a signal mask that blocks SIGTERM.
  deinit {
    kill(process.processIdentifier, SIGKILL)
    process.waitUntilExit()
  }
}
