// swift-tools-version:6.1
import PackageDescription

// An app that teaches sdui-term its own component, action and operation
// through the public extension API, and renders a screen that uses them.
let package = Package(
  name: "CustomComponentsExample",
  platforms: [.macOS(.v13)],
  dependencies: [.package(name: "sdui-term", path: "../..")],
  targets: [
    .executableTarget(
      name: "CustomComponentsExample",
      dependencies: [
        .product(name: "SDUICore", package: "sdui-term"),
        .product(name: "SDUILayout", package: "sdui-term"),
        .product(name: "SDUIRender", package: "sdui-term"),
      ])
  ]
)
