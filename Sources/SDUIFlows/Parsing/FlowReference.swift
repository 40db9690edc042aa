/// A file a command names, as written (relative to the flow's file): what
/// a flow needs before it runs, checked when it is read.
package enum FlowReference: Sendable, Equatable {
  /// `runFlow`'s or `retry`'s `file:`.
  case flow(String)
  /// `runScript`'s file.
  case script(String)
  /// One of `addMedia`'s files.
  case media(String)

  /// The path as written.
  package var written: String {
    switch self {
    case .flow(let path), .script(let path), .media(let path): path
    }
  }
}
