/// The version `sdui-term --version` prints.
public enum SDUITermVersion {
  /// Semantic version of this build.
  public static let current = "0.1.0"
}
