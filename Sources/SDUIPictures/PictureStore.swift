import Foundation
import SDUICore
import SDUIDocument
import SDUILayout
import SDUIRender
import Synchronization

/// The program's pictures: fetched through the screens' HTTP client (or
/// read from the assets directory), decoded on a thread of their own, kept
/// in a bounded in-memory cache by URL and by the origin of the screen that
/// shows them (each request is judged against it, ``OriginRule``), and
/// drawn into cells on request. ``provider(for:screen:)`` gives a screen
/// the pictures of its origin, within its own ``DecodeAllowance``; the
/// store's own ``status(of:)`` is a local screen's.
///
/// Asking for a picture's ``status(of:)`` starts loading it; the image
/// shows its placeholder until `revision` moves on, and no key waits
/// for it: pictures are decoded one at a time on a thread that is not one
/// of the few Swift's tasks run on, at most ``simultaneousLoads`` hold
/// their bytes at once, and the loads of a screen that went
/// (``keepScreens(_:)``) stop. `render` waits with
/// ``waitForLoads(timeout:)``.
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
    /// The most pixels the pictures of one screen may have together,
    /// decoded; the pictures past them show their stand-ins.
    package var screenPixels: Int
    /// Block symbols or ASCII.
    public var symbols: SymbolCanvas.Symbols
    /// The terminal's colour depth, and whether its background is dark.
    public var depth: ColorDepth
    package var darkBackground: Bool

    /// Creates settings.
    public init(
      assets: String? = nil, pixelLimit: Int = PictureDecoder.defaultPixelLimit, fileLimit: Int = 10 << 20,
      cacheBytes: Int = 64 << 20, keptSide: Int = 1024, screenPixels: Int = 4 * PictureDecoder.defaultPixelLimit,
      symbols: SymbolCanvas.Symbols = .blocks,
      depth: ColorDepth = .truecolor, darkBackground: Bool = true
    ) {
      self.assets = assets
      self.pixelLimit = pixelLimit
      self.fileLimit = fileLimit
      self.cacheBytes = cacheBytes
      self.keptSide = keptSide
      self.screenPixels = screenPixels
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

  /// A picture on its way, for the screen that first asked for it.
  private struct Load {
    let number: Int
    let allowance: DecodeAllowance
    var task: Task<Void, Never>?
  }

  private struct State {
    var entries: [Key: Entry] = [:]
    /// Ready pictures, least recently used first.
    var recency: [Key] = []
    var screens: [ObjectIdentifier: ScreenPictures] = [:]
    var keptBytes = 0
    var cells: [CellsKey: CellGrid] = [:]
    var revision: UInt64 = 0
    var loads: [Key: Load] = [:]
    var loadsStarted = 0
  }

  let client: any HTTPClient
  let settings: Settings
  /// Where the reasons pictures failed go.
  let problems: ProblemLog
  private let state = Mutex(State())
  /// The allowance of the store's own ``status(of:)``.
  private let ownAllowance: DecodeAllowance
  /// The most drawn pictures kept.
  private static let keptCells = 256
  /// The most pictures fetched or decoded at once, each holding its bytes
  /// (up to `--max-body`) and then its pixels; the others wait their turn.
  static let simultaneousLoads = 4
  private let loadSlots = Slots(count: simultaneousLoads)
  /// Where pictures are decoded: one at a time, on a thread of its own.
  private static let decoding = DecodingThread()

  /// Creates a store that fetches through `client` and says in
  /// `problems` why a picture failed.
  public init(client: any HTTPClient, settings: Settings, problems: ProblemLog = ProblemLog()) {
    self.client = client
    self.settings = settings
    self.problems = problems
    ownAllowance = DecodeAllowance(pixels: settings.screenPixels)
  }

  public var revision: UInt64 { state.withLock { $0.revision } }

  /// Whether a picture is on its way.
  package var isLoading: Bool { state.withLock { !$0.loads.isEmpty } }

  /// The pictures on their way, quoted as the problems quote them and
  /// sorted: `'/x.png'`.
  package var stillLoading: [String] {
    state.withLock { state in Set(state.loads.keys.map(\.picture)).map(Self.quoted).sorted() }
  }

  /// The pictures as the screen `screen` (an identity its owner keeps,
  /// such as its session's) from `origin` sees them: each fetched on its
  /// behalf and decoded within its allowance.
  package func provider(for origin: RequestOrigin, screen: ObjectIdentifier) -> any PictureProviding {
    state.withLock { state in
      if let made = state.screens[screen] { return made }
      let made = ScreenPictures(
        store: self, origin: origin, allowance: DecodeAllowance(pixels: settings.screenPixels))
      state.screens[screen] = made
      return made
    }
  }

  /// Lets go of the screens not in `live`: their pictures on their way
  /// stop (fetch and decode), and are fetched again if a screen asks.
  package func keepScreens(_ live: Set<ObjectIdentifier>) {
    let stopped = state.withLock { state -> [Task<Void, Never>] in
      let gone = state.screens.filter { !live.contains($0.key) }
      guard !gone.isEmpty else { return [] }
      for (screen, pictures) in gone {
        pictures.allowance.stop()
        state.screens[screen] = nil
      }
      let stopping = state.loads.filter { $0.value.allowance.isStopped }
      for key in stopping.keys {
        state.loads[key] = nil
        state.entries[key] = nil
      }
      if !stopping.isEmpty { state.revision += 1 }
      return stopping.values.compactMap(\.task)
    }
    for task in stopped { task.cancel() }
  }

  public func status(of picture: PictureReference) -> PictureStatus {
    status(of: picture, origin: .local, allowance: ownAllowance)
  }

  public func cells(of picture: PictureReference, crop: PixelRect, size: Size) -> CellGrid? {
    cells(of: picture, origin: .local, crop: crop, size: size)
  }

  func status(of reference: PictureReference, origin: RequestOrigin, allowance: DecodeAllowance) -> PictureStatus {
    guard !allowance.isStopped else { return .loading }
    let picture = Key(picture: reference, origin: origin)
    let known: (entry: Entry?, load: Int?) = state.withLock { state in
      if let entry = state.entries[picture] {
        if case .ready = entry, let index = state.recency.firstIndex(of: picture) {
          state.recency.append(state.recency.remove(at: index))
        }
        return (entry, nil)
      }
      state.entries[picture] = .loading
      state.loadsStarted += 1
      state.loads[picture] = Load(number: state.loadsStarted, allowance: allowance)
      return (nil, state.loadsStarted)
    }
    switch known.entry {
    case .ready(let decoded): return .ready(pixels: decoded.size)
    case .failed(let reason): return .failed(reason)
    case .loading: return .loading
    case nil:
      guard let number = known.load else { return .loading }
      let task = Task.detached { [self] in await load(picture, number: number, allowance: allowance) }
      state.withLock { state in
        if state.loads[picture]?.number == number { state.loads[picture]?.task = task }
      }
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

  /// Fetches and decodes a picture in its turn, unless its screen goes
  /// first; a load stopped (and perhaps started again) writes nothing.
  private func load(_ picture: Key, number: Int, allowance: DecodeAllowance) async {
    let outcome: Entry
    do {
      try await loadSlots.acquire()
      defer { loadSlots.release() }
      let (bytes, contentType) = try await fetch(picture.picture, origin: picture.origin)
      let settings = settings
      outcome = .ready(
        try await Self.decoding.result {
          try PictureDecoder.decode(
            bytes, pixelLimit: settings.pixelLimit, contentType: contentType, allowance: allowance,
            keptSide: settings.keptSide)
        })
    } catch {
      outcome = .failed(String(describing: error))
    }
    state.withLock { state in
      guard state.loads[picture]?.number == number else { return }
      state.loads[picture] = nil
      guard !allowance.isStopped else {
        state.entries[picture] = nil
        return
      }
      state.entries[picture] = outcome
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
