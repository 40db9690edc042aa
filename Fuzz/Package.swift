// swift-tools-version:6.1
import PackageDescription

// libFuzzer targets, kept apart from the main build: `make fuzz` builds
// them with `-sanitize=fuzzer,address` and runs each for FUZZ_SECONDS,
// seeded from Screens/ and the shared conformance screens (the pictures
// target from the pictures in Screens/ and the decoder tests' fixtures).
let fuzzed: [Target.Dependency] = [
  .product(name: "SDUIEngine", package: "sdui-term")
]

let package = Package(
  name: "SDUIFuzz",
  platforms: [.macOS(.v13)],
  dependencies: [.package(name: "sdui-term", path: "..")],
  targets: [
    .target(name: "FuzzDriver"),
    .executableTarget(name: "FuzzJSON", dependencies: fuzzed + ["FuzzDriver"]),
    .executableTarget(name: "FuzzExpressions", dependencies: fuzzed + ["FuzzDriver"]),
    .executableTarget(name: "FuzzPipeline", dependencies: fuzzed + ["FuzzDriver"]),
    .executableTarget(name: "FuzzPictures", dependencies: fuzzed + ["FuzzDriver"]),
    .executableTarget(name: "FuzzOperations", dependencies: fuzzed + ["FuzzDriver"]),
  ]
)
