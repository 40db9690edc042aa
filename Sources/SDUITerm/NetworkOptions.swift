import ArgumentParser
import SDUINetwork

/// The options of every command that fetches: limits, headers, platform.
struct NetworkOptions: ParsableArguments {
  @Option(
    name: .customLong("header"),
    help: ArgumentHelp("A header sent with every request, 'Name: value' (repeatable).", valueName: "header"))
  var headers: [String] = []

  @Option(help: "Seconds to wait for a server to connect or to send its next bytes.")
  var connectTimeout: Double = 5

  @Option(help: "Seconds a whole request may take.")
  var timeout: Double = 30

  @Option(help: "The largest response body accepted, in bytes.")
  var maxBody: Int = 16 << 20

  @Option(help: "How many redirects a request may follow.")
  var maxRedirects: Int = 5

  @Option(help: "The platform the dialects' platform headers name (platform, beagle-platform).")
  var platform = "iOS"

  @Flag(
    help: """
      Let screens from a server reach addresses more private than the server's own (this machine, \
      a private network); see docs/security.md.
      """)
  var allowPrivateNetwork = false

  /// The limits these options give (validated, so every header parses).
  var limits: HTTPLimits {
    HTTPLimits(
      connectTimeout: connectTimeout, totalTimeout: timeout, maxBodyBytes: maxBody, maxRedirects: maxRedirects,
      headers: headers.compactMap(HTTPLimits.header(from:)), allowsPrivateNetwork: allowPrivateNetwork)
  }

  /// The longest timeout taken, a day: past it a wait is a mistake.
  static let maximumSeconds = 86_400.0

  func validate() throws {
    for header in headers where HTTPLimits.header(from: header) == nil {
      throw ValidationError("--header '\(header)' must read 'Name: value' with a token for a name and no line breaks")
    }
    guard connectTimeout > 0, timeout > 0, connectTimeout <= Self.maximumSeconds, timeout <= Self.maximumSeconds
    else {
      throw ValidationError(
        "--connect-timeout and --timeout must be more than 0 and at most \(Int(Self.maximumSeconds)) seconds")
    }
    guard maxBody > 0, maxRedirects >= 0 else {
      throw ValidationError("--max-body must be positive and --max-redirects at least 0")
    }
  }
}
