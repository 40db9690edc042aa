import SDUIDocument

extension StepProblem {
  /// The problem in words: what was expected, what there is instead, and
  /// what is near when something is. Lower case, no final period, the
  /// flow's own names and the screen's texts quoted.
  var message: String {
    switch self {
    case .noElement(let miss):
      return describe(miss)
    case .unexpectedElement(let selector, let found):
      return "expected no element with \(selector), but \(describe(found))"
    case .stillThere(let found):
      return found.map { describe($0) } ?? "the element is still there"
    case .afterTimeout(let seconds, let problem):
      return "after \(seconds) s, \(problem.message)"
    case .scrolledFor(let direction, let seconds, let miss):
      return "scrolled \(direction.rawValue) for \(seconds) s: \(describe(miss))"
    case .scrolledToEnd(let direction, let miss):
      return "scrolled \(direction.rawValue) to the end: \(describe(miss))"
    case .invalidSelector(.regex(let pattern, let reason)):
      return "/\(pattern)/ is not a regular expression: \(reason)"
    case .invalidSelector(.index(let written)):
      return "'index' is '\(written)', not a whole number from 0"
    case .invalidSelector(.tooLong(let key, let length, let limit)):
      return "the selector's \(key) is \(length) characters long once its ${...} ran: a text, id or regex may be "
        + "\(limit) at most"
    case .appQuit(let key):
      return "the app quit\(key.map { " at \($0)" } ?? ""); launchApp opens it again"
    case .noScreen(let appId):
      let app = appId.map { " for '\($0)'" } ?? ""
      return "no screen to open\(app): give `sdui-term test --url URL`, or the flow's 'url:' (or launchApp's)"
    case .screenNotLoaded(let reason):
      return "the first screen could not be loaded: \(reason)"
    case .linkNotOpened(let reason):
      return "the link could not be opened: \(reason)"
    case .nothingCopied:
      return "nothing was copied: copyTextFrom or setClipboard comes first"
    case .notTrue(let condition, let gave):
      return "expected '\(condition)' to be true, but it is not\(gave.map { " (it gave '\($0)')" } ?? "")"
    case .notSent(let expected, let sent):
      return "expected a message holding \(expected) to have been sent, but "
        + (sent.isEmpty ? "nothing was sent" : "the last sent were: " + sent.joined(separator: "; "))
    case .timeoutNotANumber(let written, let expanded, let most):
      return "the timeout '\(written)' is '\(expanded)', not a number of milliseconds from 0 to \(most)"
    case .notAWholeNumber(let command, let option, let written):
      return "\(command)'s '\(option)' must be a whole number, not '\(written)'"
    case .repeatLimit(let times):
      return "repeat ran its commands \(times) times and its 'while' still holds"
    case .pastStepBudget(let limit):
      return "the flow has run \(limit) steps, the most a flow runs (each command each time it runs, and each "
        + "pass of a repeat)"
    case .runFlowCycle(let file, let chain):
      return "runFlow '\(file)' would run a flow that is running: \(chain.joined(separator: " → "))"
    case .subflowUnreadable(let error):
      return "runFlow cannot read it: \(error)"
    case .outsideScreenshots(let path, let directory):
      return "'\(path)' is not inside --screenshots ('\(directory)'): screenshots and recordings are written there, "
        + "at a relative path without '..'"
    case .screenshotRefused(let path, .link(let link), let directory):
      return "'\(path)' is not written: '\(link)' is a symbolic link, and screenshots and recordings are written "
        + "inside --screenshots ('\(directory)'), never through a symbolic link"
    case .screenshotRefused(let path, .notAFile(let there), _):
      return "'\(path)' is not written: '\(there)' is there and is not a folder on its way or a file of its own"
    case .screenshotRefused(let path, .failed(let there, let reason), _):
      return "'\(path)' is not written: '\(there)': \(reason)"
    case .cannotWriteScreenshot(let path):
      return "cannot write the screenshot '\(path)'"
    case .cannotReadScript(let path):
      return "cannot read the script '\(path)'"
    case .scriptsUnavailable(let error):
      return error.message
    case .scriptThrew(let script, let error):
      var message = "${\(script)} threw \(error.message)"
      if let line = error.line, let text = error.sourceLine, script.contains("\n") {
        message += " at its line \(line): \(text.trimmingSpaces)"
      }
      return message
    case .noValue(let name):
      return "${\(name)} has no value: give it in the flow's 'env:', with -e \(name)=VALUE, or in runFlow's 'env:'"
    case .scriptFailed(let error):
      return "\(error)"
    case .scriptStopped(let source, let bound):
      return "\(source) was stopped: it \(describe(bound))"
    case .scriptUnstoppable(let source, let bound):
      return "\(source) \(describe(bound)), in promise jobs or a call of its own that JavaScriptCore cannot stop: "
        + "sdui-term ends here"
    }
  }

  /// "ran for more than 10 s (--script-timeout)".
  private func describe(_ bound: ScriptLimits.Bound) -> String {
    switch bound {
    case .time(let seconds): "ran for more than \(NumberText.javaScript(.double(seconds))) s (--script-timeout)"
    case .memory(let bytes): "took more than \(bytes >> 20) MiB of memory"
    }
  }

  /// "expected an element with text "Add to crat" on the screen, but there
  /// is none; the nearest: ..."
  private func describe(_ miss: ElementMiss) -> String {
    let expected = "expected an element with \(miss.selector)"
    let none = expected + " on the screen, but there is none"
    switch miss.near {
    case .nothing: return none
    case .onlyMatching(let count): return expected + ", but only \(count) match"
    case .element(let found, let states): return none + "; \(describe(found)), \(describe(states))"
    case .ids(let ids): return none + "; the nearest ids: " + quoted(ids)
    case .texts(let texts): return none + "; the nearest: " + quoted(texts)
    }
  }

  /// `"Count: 0" is at row 3, column 1`.
  private func describe(_ found: FoundElement) -> String {
    let what = found.text.isEmpty ? found.id.map { "id \"\($0)\"" } ?? "an element" : "\"\(found.text)\""
    return "\(what) is at row \(found.row), column \(found.column)"
  }

  /// `24 by 2 points, enabled, not focused, not checked, not selected`.
  private func describe(_ states: ElementStates) -> String {
    [
      "\(states.width) by \(states.height) points", states.enabled ? "enabled" : "disabled",
      states.focused ? "focused" : "not focused", states.checked ? "checked" : "not checked",
      states.selected ? "selected" : "not selected",
    ].joined(separator: ", ")
  }

  /// `"a", "b"`.
  private func quoted(_ texts: [String]) -> String {
    texts.map { "\"\($0)\"" }.joined(separator: ", ")
  }
}
