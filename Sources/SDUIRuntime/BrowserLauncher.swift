import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Opens URLs in the user's browser without a shell: `$BROWSER` (its
/// first `:`-separated entry, split on spaces, `%s` replaced by the URL or
/// the URL added as the last argument), else `xdg-open` when it is on the
/// `PATH`; started with `posix_spawnp`, the URL always one argument, and
/// the terminal's input and output out of its reach.
///
/// Only `http`, `https` and `mailto` URLs are ever opened.
///
/// ```swift
/// BrowserLauncher.command(for: "https://example.com", environment: ["BROWSER": "firefox --new-tab"])
/// // ["firefox", "--new-tab", "https://example.com"]
/// ```
package struct BrowserLauncher: Sendable {
  /// The schemes that are opened.
  package static let allowedSchemes: Set<String> = ["http", "https", "mailto"]

  /// The environment to read `BROWSER` and `PATH` from.
  package let environment: [String: String]

  package init(environment: [String: String]) {
    self.environment = environment
  }

  /// The URL's scheme when it is one that is opened, else `nil`.
  package static func allowedScheme(of url: String) -> String? {
    guard let colon = url.firstIndex(of: ":") else { return nil }
    let scheme = url[..<colon].lowercased()
    let hasControls = url.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }
    guard allowedSchemes.contains(scheme), !hasControls else { return nil }
    if scheme != "mailto", !url.dropFirst(scheme.count + 1).hasPrefix("//") { return nil }
    return scheme
  }

  /// The command that opens `url`, or `nil` when there is no opener.
  package static func command(for url: String, environment: [String: String]) -> [String]? {
    if let browser = environment["BROWSER"]?.split(separator: ":").first {
      var words = browser.split(separator: " ").map(String.init)
      guard !words.isEmpty else { return nil }
      if let index = words.firstIndex(where: { $0.contains("%s") }) {
        words[index] = words[index].replacingOccurrences(of: "%s", with: url)
      } else {
        words.append(url)
      }
      return words
    }
    let path = environment["PATH"] ?? "/usr/bin:/bin"
    for directory in path.split(separator: ":") where access("\(directory)/xdg-open", X_OK) == 0 {
      return ["\(directory)/xdg-open", url]
    }
    return nil
  }

  /// Whether an opener is configured or installed.
  package var canOpen: Bool { Self.command(for: "https://example.com", environment: environment) != nil }

  /// Starts the opener; returns why it could not.
  package func open(_ url: String) -> String? {
    guard Self.allowedScheme(of: url) != nil else { return "only http, https and mailto URLs are opened" }
    guard let command = Self.command(for: url, environment: environment) else {
      return "no browser: set BROWSER or install xdg-open"
    }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    for descriptor: Int32 in [0, 1, 2] {
      posix_spawn_file_actions_addopen(&actions, descriptor, "/dev/null", descriptor == 0 ? O_RDONLY : O_WRONLY, 0)
    }
    let arguments = command.map { strdup($0) } + [nil]
    defer { for argument in arguments { free(argument) } }
    let variables = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer { for variable in variables { free(variable) } }
    var pid = pid_t()
    let status = posix_spawnp(&pid, command[0], &actions, nil, arguments, variables)
    guard status == 0 else { return "cannot start \(command[0]): \(String(cString: strerror(status)))" }
    Self.reap(pid)
    return nil
  }

  /// Waits for the opener in the background so that it leaves no zombie.
  private static func reap(_ pid: pid_t) {
    Thread.detachNewThread {
      var status: Int32 = 0
      while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    }
  }
}
