// swift-tools-version:6.2
import PackageDescription

let package = Package(
  name: "sdui-term",
  platforms: [.macOS(.v13)],
  // The public API (docs/extending.md): the program; SDUITerm, to build
  // one's own sdui-term with one's components registered (it re-exports
  // the extension API); SDUIEngine, the engine without a terminal or a
  // server, for tools that render headless (the benchmark, the fuzzers).
  products: [
    .executable(name: "sdui-term", targets: ["sdui-term"]),
    .library(name: "SDUITerm", targets: ["SDUITerm"]),
    .library(
      name: "SDUIEngine",
      targets: [
        "SDUIDocument", "SDUICore", "SDUILayout", "SDUIRender", "SDUIInteraction", "SDUIPictures", "SDUIComponents",
        "SDUINimbus", "SDUIBeagle", "SDUIDialects",
      ]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
    .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
    // `serve`'s hot-reload websocket (its server side only: the client would bring swift-nio-ssl).
    .package(url: "https://github.com/hummingbird-project/hummingbird-websocket", from: "2.8.1"),
    .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
    .package(url: "https://github.com/apple/swift-system", from: "1.8.1"),
    // Hummingbird's own; `serve` writes its bodies as NIO's ByteBuffers.
    .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
    // Hummingbird's own too; `serve` shuts its server down gracefully with it.
    .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.13.0"),
    // Server-sent events, parsed as the WHATWG spec has it (its EventStreams): an A2A agent's
    // `message/stream` answers. mattt/EventSource, the other on the list, does not build on Linux
    // (it reads through URLSession.bytes, which Foundation on Linux lacks).
    .package(url: "https://github.com/apple/swift-openapi-runtime", from: "1.13.4"),
    // The Model Context Protocol's own Swift SDK: the client of `--mcp`, over a server's stdio.
    .package(url: "https://github.com/modelcontextprotocol/swift-sdk", from: "0.12.1"),
  ],
  targets: [
    // The document: JSON with locations, the component tree, decoding and its diagnostics, the
    // registry's specs, the expression parser, the paths users type. `check`, `serve` and the
    // fuzzers need nothing more.
    .target(name: "SDUIDocument", dependencies: [.product(name: "SystemPackage", package: "swift-system")]),
    // The engine: state, actions, operations and the expression evaluator, sessions, navigation.
    .target(
      name: "SDUICore", dependencies: ["SDUIDocument", "CRE2", .product(name: "Logging", package: "swift-log")]),
    // RE2 (Debian's libre2) behind a C interface: the screens' regular expressions, matched in linear time.
    .target(name: "CRE2", linkerSettings: [.linkedLibrary("re2")]),
    .target(name: "SDUILayout"),
    .target(name: "SDUIRender", dependencies: ["SDUIDocument", "SDUICore", "SDUILayout"]),
    .target(name: "SDUIInteraction", dependencies: ["SDUIDocument", "SDUICore", "SDUILayout", "SDUIRender"]),
    // The dialects, each in a home of its own (docs/architecture.md): its document (decoder, built-ins,
    // property table, schema shapes), its engine (actions, operations, navigation) and its layout
    // mapping, behind DialectDefinition, DialectEngine and DialectLayout. SDUIDialects lists them.
    .target(name: "SDUINimbus", dependencies: ["SDUIDocument", "SDUICore", "SDUILayout", "SDUIRender"]),
    .target(name: "SDUIBeagle", dependencies: ["SDUIDocument", "SDUICore", "SDUILayout", "SDUIRender"]),
    .target(name: "SDUIDialects", dependencies: ["SDUIDocument", "SDUICore", "SDUINimbus", "SDUIBeagle", "SDUIA2UI"]),
    // Pictures: Chafa's canvas draws them into cells; Debian's decoders read them.
    .systemLibrary(name: "CChafa", pkgConfig: "chafa", providers: [.apt(["libchafa-dev"]), .brew(["chafa"])]),
    // Markdown in A2UI's Text: GitHub's CommonMark parser, whose plain-text renderer strips the markers.
    .systemLibrary(
      name: "CCmarkGFM", pkgConfig: "libcmark-gfm",
      providers: [.apt(["libcmark-gfm-dev", "libcmark-gfm-extensions-dev"]), .brew(["cmark-gfm"])]),
    .systemLibrary(
      name: "CImageCodecs",
      providers: [
        .apt(["libpng-dev", "libturbojpeg0-dev", "libgif-dev", "libwebp-dev"]),
        .brew(["libpng", "jpeg-turbo", "giflib", "webp"]),
      ]),
    // libpng's progressive reader behind a C interface (its errors longjmp, which must not cross Swift).
    .target(name: "CPNGReader", linkerSettings: [.linkedLibrary("png16")]),
    .target(
      name: "SDUIPictures",
      dependencies: ["SDUIDocument", "SDUICore", "SDUILayout", "SDUIRender", "CChafa", "CImageCodecs", "CPNGReader"]),
    // HTTP through libcurl's easy interface, the library URLSession itself uses on Linux.
    .systemLibrary(name: "CCurl", pkgConfig: "libcurl", providers: [.apt(["libcurl4-openssl-dev"]), .brew(["curl"])]),
    // The network: the HTTP client (libcurl; the one place the origin rule is applied), the one
    // place clients are made, and where screen documents come from (files, URLs, standard input).
    .target(name: "SDUINetwork", dependencies: ["SDUIDocument", "SDUICore", "CCurl"]),
    // Agents on the other end: A2UI over A2A (the agent card, JSON-RPC `message/send` and
    // `message/stream`) and over MCP (a server's tools and resources, through the MCP SDK), each a
    // DocumentStream the app takes lines from and an AgentConnection it answers through;
    // OpenAPIRuntime's event-stream decoder parses the streams.
    .target(
      name: "SDUIAgents",
      dependencies: [
        "SDUIDocument", "SDUICore", "SDUINetwork", "SDUIA2UI",
        .product(name: "OpenAPIRuntime", package: "swift-openapi-runtime"),
        .product(name: "MCP", package: "swift-sdk"), .product(name: "SystemPackage", package: "swift-system"),
        .product(name: "Logging", package: "swift-log"),
      ]),
    .testTarget(name: "SDUIAgentsTests", dependencies: ["SDUIAgents", "SDUIDocument"]),
    // The frame as a PNG picture (`snapshot` of `sdui-term mcp`): FreeType draws the text in DejaVu Sans
    // Mono, libpng's simplified writer encodes it.
    .systemLibrary(
      name: "CFreeType", pkgConfig: "freetype2", providers: [.apt(["libfreetype-dev"]), .brew(["freetype"])]),
    .target(name: "SDUIFramePicture", dependencies: ["SDUIDocument", "SDUIRender", "CFreeType", "CImageCodecs"]),
    .testTarget(
      name: "SDUIFramePictureTests",
      dependencies: ["SDUIFramePicture", "SDUIRender", "SDUIDocument", "SDUILayout", "SDUIPictures"]),
    // `sdui-term mcp`: an MCP server (through the MCP SDK) whose tools open, read, drive and check screens
    // for a coding agent, each step a flow's command run by SDUIFlows' runner, recorded as a flow.
    .target(
      name: "SDUIMCPServer",
      dependencies: [
        "SDUIDocument", "SDUICore", "SDUILayout", "SDUINetwork", "SDUIFlows", "SDUICheck", "SDUIAgents",
        "SDUIDialects", "SDUIFramePicture", .product(name: "MCP", package: "swift-sdk"),
        .product(name: "Hummingbird", package: "hummingbird"), .product(name: "Logging", package: "swift-log"),
      ]),
    .testTarget(name: "SDUIMCPServerTests", dependencies: ["SDUIMCPServer"]),
    // `check` and `tree --resolved`: screens decoded for their diagnostics, run headless, and laid out for the
    // accessibility audit.
    .target(
      name: "SDUICheck",
      dependencies: [
        "SDUIDialects", "SDUIDocument", "SDUICore", "SDUINetwork", "SDUILayout", "SDUIRender", "SDUIInteraction",
      ]),
    // `--record`: the frames shown, as an asciicast.
    .target(name: "SDUIRecording", dependencies: ["SDUIDocument", "SDUILayout", "SDUIRender"]),
    // The app: TerminalApp, its loop and its layers.
    .target(
      name: "SDUIRuntime",
      dependencies: [
        "SDUIDialects",
        "SDUIDocument", "SDUICore", "SDUILayout", "SDUIRender", "SDUIInteraction", "SDUIPictures", "SDUINetwork",
      ]),
    .target(name: "SDUIComponents", dependencies: ["SDUIDocument", "SDUICore", "SDUILayout", "SDUIRender"]),
    // A2UI v0.9: its data model (JSON Pointers, observers, budgets), formatString's expressions and the
    // basic and minimal catalogs' client-side functions.
    .target(
      name: "SDUIA2UI",
      dependencies: ["SDUIDocument", "SDUICore", "SDUILayout", "SDUIRender", "SDUISchemaValidation", "CCmarkGFM"]),
    // JSON Schema (draft 2020-12, the keywords A2UI's schemas use), bounded for untrusted messages; its
    // `pattern`s run in RE2 through SDUICore.
    .target(name: "SDUISchemaValidation", dependencies: ["SDUIDocument", "SDUICore"]),
    .testTarget(
      name: "SDUISchemaValidationTests", dependencies: ["SDUISchemaValidation", "SDUIDocument", "SDUITestSupport"]),
    .testTarget(
      name: "SDUIA2UITests",
      dependencies: [
        "SDUIA2UI", "SDUICore", "SDUIDocument", "SDUIRender", "SDUITestSupport",
        .product(name: "Yams", package: "Yams"),
      ]),
    // `--hot-reload`: the client of Nimbus's hot-reload websocket, on swift-nio's own websocket
    // (NIOWebSocket). swift-websocket's client would bring swift-nio-ssl, whose BoringSSL takes 90 s
    // more of every two-core build, for a socket that is plain ws:// on the author's machine.
    .target(
      name: "SDUIHotReload",
      dependencies: [
        "SDUIDocument", .product(name: "NIOCore", package: "swift-nio"),
        .product(name: "NIOPosix", package: "swift-nio"), .product(name: "NIOHTTP1", package: "swift-nio"),
        .product(name: "NIOWebSocket", package: "swift-nio"),
      ]),
    .target(
      name: "SDUIServe",
      dependencies: [
        "SDUIDocument", .product(name: "Hummingbird", package: "hummingbird"),
        .product(name: "HummingbirdCore", package: "hummingbird"),
        .product(name: "HummingbirdWebSocket", package: "hummingbird-websocket"),
        .product(name: "NIOCore", package: "swift-nio"), .product(name: "NIOHTTP1", package: "swift-nio"),
        .product(name: "NIOPosix", package: "swift-nio"), .product(name: "Logging", package: "swift-log"),
        .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
      ]),
    // `sdui-term lsp`: the Language Server Protocol's part that is protocol (JSON-RPC 2.0 over
    // Content-Length framing, bounded, and the typed messages and positions the server uses), read
    // and written with the document's own JSON; no Swift LSP library is packaged for this machine.
    .target(name: "SDUILanguageProtocol", dependencies: ["SDUIDocument"]),
    // The language server: `check`'s diagnostics with ranges, completion, hover and go-to-definition
    // of routes (resolved as `serve` resolves them) over a tolerant reading of half-typed documents.
    .target(
      name: "SDUILanguageServer",
      dependencies: ["SDUIDialects", "SDUILanguageProtocol", "SDUIDocument", "SDUICheck", "SDUIServe", "SDUINetwork"]),
    // Flows: Maestro-shaped YAML files run headless against the runtime; their scripts run in
    // JavaScriptCore (WebKitGTK's, Debian's libjavascriptcoregtk-4.1, the engine and C API of iOS),
    // which only this target imports. CJavaScriptCore declares its API from the installed headers
    // and loads the library when the first script runs: linked, it would cost every process 7 MiB.
    .target(name: "CJavaScriptCore", linkerSettings: [.linkedLibrary("dl")]),
    .target(
      name: "SDUIFlows",
      dependencies: [
        "SDUIDocument", "SDUICore", "SDUILayout", "SDUIRender", "SDUIRuntime", "SDUINetwork", "SDUIRecording",
        "SDUICheck", "CJavaScriptCore", .product(name: "Yams", package: "Yams"),
        .product(name: "Logging", package: "swift-log"),
      ]),
    .target(
      name: "SDUITerm",
      dependencies: [
        "SDUIDialects",
        "SDUIDocument", "SDUICore", "SDUILayout", "SDUIRender", "SDUIInteraction", "SDUIRuntime", "SDUIFlows",
        "SDUINetwork", "SDUICheck", "SDUIRecording", "SDUIPictures", "SDUINcurses", "SDUIServe",
        "SDUIComponents", "SDUIHotReload", "SDUILanguageProtocol", "SDUILanguageServer", "SDUIAgents",
        "SDUIMCPServer", .product(name: "ArgumentParser", package: "swift-argument-parser"),
        .product(name: "Logging", package: "swift-log"),
      ]
    ),
    .executableTarget(name: "sdui-term", dependencies: ["SDUITerm"]),
    .systemLibrary(
      name: "CNcursesw", providers: [.apt(["libncurses-dev"]), .brew(["ncurses"])]),
    .target(name: "SDUINcurses", dependencies: ["SDUIRender", "SDUILayout", "SDUIDocument", "SDUICore", "CNcursesw"]),
    .target(name: "SDUITestSupport", dependencies: ["SDUIDocument", "SDUICore"], path: "Sources/SDUITestSupport"),
    .testTarget(
      name: "SDUIDocumentTests",
      dependencies: ["SDUIDialects", "SDUIDocument", "SDUITestSupport"],
      exclude: ["Snapshots"]),
    .testTarget(
      name: "SDUICoreTests",
      dependencies: ["SDUIDialects", "SDUIDocument", "SDUICore", "SDUITestSupport"]),
    .testTarget(name: "SDUILayoutTests", dependencies: ["SDUILayout"], exclude: ["Conformance"]),
    .testTarget(
      name: "SDUIRenderTests",
      dependencies: [
        "SDUIDialects", "SDUIRender", "SDUIInteraction", "SDUILayout", "SDUIDocument",
        "SDUICore", "SDUITestSupport",
      ],
      exclude: ["Snapshots", "Yoga"]),
    .testTarget(
      name: "SDUIInteractionTests",
      dependencies: [
        "SDUIDialects", "SDUIInteraction", "SDUIRender", "SDUILayout", "SDUIDocument",
        "SDUICore", "SDUITestSupport", "SDUIA2UI",
      ], exclude: ["Snapshots"]),
    .testTarget(name: "SDUINcursesTests", dependencies: ["SDUINcurses", "CNcursesw", "SDUIRender"]),
    .testTarget(
      name: "SDUIComponentsTests",
      dependencies: [
        "SDUIDialects", "SDUIComponents", "SDUIInteraction", "SDUIRender", "SDUILayout",
        "SDUIDocument", "SDUICore",
      ]),
    .testTarget(
      name: "SDUIPicturesTests",
      dependencies: [
        "SDUIPictures", "SDUIRender", "SDUILayout", "SDUIDocument",
        "SDUICore",
      ],
      exclude: ["Fixtures"]),
    .testTarget(
      name: "SDUIServeTests",
      dependencies: [
        "SDUIDialects", "SDUIServe", "SDUIHotReload", "SDUINetwork", "SDUIDocument",
        "SDUICore",
      ]),
    .testTarget(
      name: "SDUIFlowsTests",
      dependencies: [
        "SDUIFlows", "SDUIRuntime", "SDUINetwork", "SDUIRecording", "SDUIRender", "SDUILayout", "SDUIDocument",
        "SDUICore", "SDUIComponents", "SDUITestSupport",
      ], exclude: ["Snapshots"]),
    .testTarget(
      name: "SDUINetworkTests",
      dependencies: ["SDUINetwork", "SDUIDocument"]),
    .testTarget(
      name: "SDUICheckTests",
      dependencies: [
        "SDUICheck", "SDUINetwork", "SDUIDocument", "SDUICore",
        "SDUIComponents", "SDUITestSupport",
      ],
      exclude: ["Snapshots"]),
    .testTarget(
      name: "SDUILanguageProtocolTests",
      dependencies: ["SDUILanguageProtocol", "SDUIDocument"]),
    .testTarget(
      name: "SDUILanguageServerTests",
      dependencies: [
        "SDUILanguageServer", "SDUILanguageProtocol", "SDUIDocument",
        "SDUICheck", "SDUIComponents",
      ]),
    .testTarget(
      name: "SDUIRecordingTests",
      dependencies: [
        "SDUIRecording", "SDUIRender", "SDUILayout", "SDUIDocument",
      ]),
    .testTarget(
      name: "SDUIRuntimeTests",
      dependencies: [
        "SDUIRuntime", "SDUINetwork", "SDUIRender", "SDUILayout", "SDUIDocument", "SDUICore", "SDUIComponents",
        "SDUITestSupport",
      ]),
    // Built with the package so that make test runs them from its one build. The benchmark (make bench,
    // make bench-smoke), on the engine alone and the protocol it speaks to `sdui-term lsp` with. The
    // example app of docs/extending.md, from its own folder: outside the package's access group
    // (`packageAccess: false`), as a consumer's build, it sees only the public API (make example builds it as a consumer does,
    // against a tagged clone).
    .executableTarget(
      name: "SDUIBench",
      dependencies: [
        "SDUIDialects",
        "SDUIDocument", "SDUICore", "SDUILayout", "SDUIRender", "SDUIInteraction", "SDUIPictures", "SDUIComponents",
        "SDUILanguageProtocol",
      ],
      path: "Benchmarks/Sources/SDUIBench"),
    .executableTarget(
      name: "my-sdui-term", dependencies: ["SDUITerm"],
      path: "Examples/CustomComponents/Sources/CustomComponentsExample",
      packageAccess: false),
  ]
)

// A warning is an error in this package's own builds, so none lands (SwiftPM
// ignores the setting when sdui-term is built as another package's dependency).
for target in package.targets where target.type != .system {
  target.swiftSettings = (target.swiftSettings ?? []) + [.treatAllWarnings(as: .error)]
}
