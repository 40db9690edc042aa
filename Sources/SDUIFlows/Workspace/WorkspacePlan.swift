/// The flows a `test` run takes, in the order they run, and the files that
/// cannot run: what ``WorkspacePlanner`` makes of the paths given.
package struct WorkspacePlan: Sendable {
  /// `executionOrder`'s flows, which run first, one after another.
  package var sequence: [Flow] = []
  /// Whether the rest of ``sequence`` runs after one of it fails
  /// (`executionOrder.continueOnFailure`); the other flows run either way.
  package var continueOnFailure = true
  /// The other flows, in the order of their paths.
  package var flows: [Flow] = []
  /// Every error of the flow files that cannot run, each placed where it
  /// is written (in a subflow, with the steps that reached it).
  package var unreadable: [FlowError] = []
  /// What the run accepts and does not use: keys of `config.yaml` and of
  /// the flows' configurations.
  package var notes: [FlowError] = []

  /// The files each flow reads besides its own (by the flow's file):
  /// subflows, scripts and media.
  package var reads: [String: [String]] = [:]
  /// What the plan was made from: the paths given, and the flow files of
  /// its folders (each, whether it runs or not).
  package var sources: [String] = []
  /// The workspace's configuration file, if it has one.
  package var configFile: String?

  package init() {}

  /// The flows in the order they start: ``sequence``, then ``flows``.
  package var all: [Flow] { sequence + flows }
}
