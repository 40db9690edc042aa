// swift-tools-version:6.1
import PackageDescription

// The benchmark, kept apart from the main build: `make bench` builds it in
// release mode and prints the figures of the performance issue, each with
// its baseline measured in the same run; `make bench-smoke` runs every
// workload once at small sizes.
let package = Package(
  name: "SDUIBench",
  platforms: [.macOS(.v13)],
  dependencies: [.package(name: "sdui-term", path: "..")],
  targets: [
    .executableTarget(
      name: "SDUIBench",
      dependencies: [
        .product(name: "SDUIEngine", package: "sdui-term")
      ])
  ]
)
