// swift-tools-version:6.1
import Foundation
import PackageDescription

// An app's own sdui-term: it teaches sdui-term a component, an action and an
// operation through the public extension API and runs the whole command
// line with them registered.
//
// It depends on sdui-term as any app team would, by URL and version. An app
// team writes the repository's URL; here it is a tagged clone of this
// repository that `make example` makes first, so that what is tested is
// what a consumer gets (no local path, no unsafe flags).
let sduiTerm = URL(fileURLWithPath: #filePath)
  .deletingLastPathComponent().appendingPathComponent("../../.build/example-upstream/sdui-term").standardized

let package = Package(
  name: "CustomComponentsExample",
  platforms: [.macOS(.v13)],
  dependencies: [.package(url: sduiTerm.absoluteString, from: "0.1.0")],
  targets: [
    .executableTarget(
      name: "my-sdui-term",
      dependencies: [.product(name: "SDUITerm", package: "sdui-term")],
      path: "Sources/CustomComponentsExample")
  ]
)
