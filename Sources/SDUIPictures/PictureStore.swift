import Foundation
import SDUICore
import SDUIDocument
import SDUILayout
import SDUIRender
import Synchronization

/// The program's pictures: fetched through the screens' HTTP client (or
/// read from the assets directory), decoded off the main actor, kept in a
/// bounded in-memory cache by URL and by the origin of the screen that
/// shows them (each request is judged against it, ``OriginRule``), and
/// drawn into cells on request. ``provider(for:)`` gives a screen the
/// pictures of its origin; the store's own ``status(of:)`` is a local
/// screen's.
///
/// Asking for a picture's ``status(of:)`` starts loading it; the image
/// shows its placeholder until `revision` moves on, and no key waits
/// for it. `render` waits with ``waitForLoads(timeout:)``.
///
/// ```swift
/// let store = PictureStore(client: CurlHTTPClient(baseURL: "http://127.0.0.1:8080"), settings: .init())
/// _ = store.status(of: .remote("/images/cup.png"))  // .loading
/// _ = await store.waitForLoads(timeout: 5)
/// store.status(of: .remote("/images/cup.png"))      // .ready(pixels: Size(width: 96, height: 64))
/// ```
public final class PictureStore: PictureProviding {
  /// How pictures are found, limited and drawn.
  public struct Settings: Sendable {
    /// The directory local images are looked up in, by name.
    package var assets: String?
    /// The most pixels a picture may have before it is decoded.
    public var pixelLimit: Int
    /// The largest local file read, in bytes (remote ones: `--max-body`).
    package var fileLimit: Int
    /// The most bytes of decoded pixels kept; the least recently used go first.
    package var cacheBytes: Int
    /// Pictures are kept at most this many pixels on their longer side.
    package var keptSide: Int
    /// Block symbols or ASCII.
    public var symbols: SymbolCanvas.Symbols
    /// The terminal's colour depth, and whether its background is dark.
    public var depth: ColorDepth
    package var darkBackground: Bool

    /// Creates settings.
    public init(
      assets: String? = nil, pixelLimit: Int = PictureDecoder.defaultPixelLimit, fileLimit: Int = 10 << 20,
      cacheBytes: Int = 64 << 20, keptSide: Int = 1024, symbols: SymbolCanvas.Symbols = .blocks,
      depth: ColorDepth = .truecolor, darkBackground: Bool = true
    ) {
      self.assets = assets
      self.pixelLimit = pixelLimit
      self.fileLimit = fileLimit
      self.cacheBytes = cacheBytes
      self.keptSide = keptSide
      self.symbols = symbols
      self.depth = depth
      self.darkBackground = darkBackground
    }
  }

  private enum Entry {
    case loading
    case failed(String)
    case ready(DecodedPicture)
  }

  /// A picture as a screen of an origin asks for it.
  private struct Key: Hashable {
    let picture: PictureReference
    let origin: RequestOrigin
  }

  private struct CellsKey: Hashable {
    let picture: Key
    let crop: PixelRect
    let size: Size
  }

  private struct State {
    var entries: [Key: Entry] = [:]
    /// Ready pictures, least recently used first.
    var recency: [Key] = []
    var providers: [RequestOrigin: OriginPictures] = [:]
    var keptBytes = 0
    var cells: [CellsKey: CellGrid] = [:]
    var revision: UInt64 = 0
    var loading = 0
  }

  let client: any HTTPClient
  let settings: Settings
  /// Where the reasons pictures failed go.
  let problems: ProblemLog
  private let state = Mutex(State())
  /// The most drawn pictures kept.
  private static let keptCells = 256

  /// Creates a store that fetches through `client` and says in
  /// `problems` why a picture failed.
  public init(client: any HTTPClient, settings: Settings, problems: ProblemLog = ProblemLog()) {
    self.client = client
    self.settings = settings
    self.problems = problems
  }

  public var revision: UInt64 { state.withLock { $0.revision } }

  /// Whether a picture is on its way.
  package var isLoading: Bool { state.withLock { $0.loading > 0 } }

  /// The pictures on their way, quoted as the problems quote them and
  /// sorted: `'/x.png'`.
  package var stillLoading: [String] {
    state.withLock { state in
      Set(state.entries.filter { if case .loading = $0.value { true } else { false } }.keys.map(\.picture))
        .map(Self.quoted).sorted()
    }
  }

  /// The pictures as a screen from `origin` sees them: each fetched on
  /// its behalf.
  package func provider(for origin: RequestOrigin) -> any PictureProviding {
    state.withLock { state in
      if let made = state.providers[origin] { return made }
      let made = OriginPictures(store: self, origin: origin)
      state.providers[origin] = made
      return made
    }
  }

  public func status(of picture: PictureReference) -> PictureStatus {
    status(of: picture, origin: .local)
  }

  public func cells(of picture: PictureReference, crop: PixelRect, size: Size) -> CellGrid? {
    cells(of: picture, origin: .local, crop: crop, size: size)
  }

  func status(of reference: PictureReference, origin: RequestOrigin) -> PictureStatus {
    let picture = Key(picture: reference, origin: origin)
    let known: Entry? = state.withLock { state in
      if let entry = state.entries[picture] {
        if case .ready = entry, let index = state.recency.firstIndex(of: picture) {
          state.recency.append(state.recency.remove(at: index))
        }
        return entry
      }
      state.entries[picture] = .loading
      state.loading += 1
      return nil
    }
    switch known {
    case .ready(let decoded): return .ready(pixels: decoded.size)
    case .failed(let reason): return .failed(reason)
    case .loading: return .loading
    case nil:
      Task.detached { [self] in await load(picture) }
      return .loading
    }
  }

  func cells(of reference: PictureReference, origin: RequestOrigin, crop: PixelRect, size: Size) -> CellGrid? {
    let picture = Key(picture: reference, origin: origin)
    let key = CellsKey(picture: picture, crop: crop, size: size)
    let found: (CellGrid?, DecodedPicture?) = state.withLock { state in
      if let cells = state.cells[key] { return (cells, nil) }
      if case .ready(let decoded)? = state.entries[picture] { return (nil, decoded) }
      return (nil, nil)
    }
    if let cells = found.0 { return cells }
    guard let decoded = found.1 else { return nil }
    let cells = SymbolCanvas.cells(
      of: decoded.cropped(x: crop.x, y: crop.y, width: crop.width, height: crop.height), size: size,
      depth: settings.depth, symbols: settings.symbols, darkBackground: settings.darkBackground)
    state.withLock { state in
      if state.cells.count >= Self.keptCells { state.cells.removeAll(keepingCapacity: true) }
      state.cells[key] = cells
    }
    return cells
  }

  /// Waits until no picture is loading, up to `timeout` seconds; returns
  /// whether they all finished.
  public func waitForLoads(timeout: Double) async -> Bool {
    let deadline = ContinuousClock.now + .milliseconds(Int(min(max(0, timeout), 86_400) * 1000))
    while isLoading {
      guard ContinuousClock.now < deadline else { return false }
      try? await Task.sleep(for: .milliseconds(10))
    }
    return true
  }

  /// Forgets the pictures that failed, so that they are fetched again (`r`).
  package func forgetFailures() {
    state.withLock { state in
      let failed = state.entries.filter { if case .failed = $0.value { true } else { false } }.map(\.key)
      for picture in failed { state.entries[picture] = nil }
      if !failed.isEmpty { state.revision += 1 }
    }
  }

  private func load(_ picture: Key) async {
    let outcome: Entry
    do {
      let (bytes, contentType) = try await fetch(picture.picture, origin: picture.origin)
      let decoded = try PictureDecoder.decode(bytes, pixelLimit: settings.pixelLimit, contentType: contentType)
      outcome = .ready(decoded.shrunk(toAtMost: settings.keptSide))
    } catch {
      outcome = .failed(String(describing: error))
    }
    state.withLock { state in
      state.entries[picture] = outcome
      state.loading -= 1
      state.revision += 1
      switch outcome {
      case .ready(let decoded):
        state.recency.append(picture)
        state.keptBytes += decoded.rgba.count
        evict(&state)
      case .failed(let reason):
        problems.append(Problem(.pictureFailed(picture: Self.quoted(picture.picture), reason: reason)))
      case .loading:
        break
      }
    }
  }

  /// Lets go of the least recently used pictures past the cache's bytes;
  /// an image that shows one again fetches it again.
  private func evict(_ state: inout State) {
    while state.keptBytes > settings.cacheBytes, state.recency.count > 1 {
      let oldest = state.recency.removeFirst()
      if case .ready(let decoded)? = state.entries[oldest] { state.keptBytes -= decoded.rgba.count }
      state.entries[oldest] = nil
      state.cells = state.cells.filter { $0.key.picture != oldest }
    }
  }

  private static func quoted(_ picture: PictureReference) -> String {
    switch picture {
    case .remote(let url): "'\(url)'"
    case .local(let name, _): "'\(name)' (a local image)"
    }
  }
}
