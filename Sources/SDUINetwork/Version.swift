/// The version `sdui-term --version` prints.
package enum SDUITermVersion {
  /// Semantic version of this build.
  package static let current = "0.1.0"
}
