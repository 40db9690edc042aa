#if canImport(Glibc)
  import Glibc
#endif

/// glibc gives each thread that allocates its own heap arena and keeps
/// what is freed there. Responses arrive on the requests' threads, so a
/// session that reloads a large screen over HTTP again and again grew by
/// about 100 MiB before it levelled off (the soak test's big list), with
/// nothing leaked. One arena keeps resident memory flat (96 MiB after 300
/// reloads) at no measurable cost to a program whose work is on one thread.
///
/// Call it on the main thread before any other thread allocates: a thread
/// that allocated before the limit keeps the arena it made, and the
/// threads after it take turns over all of them. (`SDUITermCommand.main`
/// is `@MainActor` for this: as a plain `async` function it began on a
/// pool thread, with three more threads already running, and the big list
/// still grew by 20-50 MiB in one soak run of three.)
enum MemoryArenas {
  /// glibc's `M_ARENA_MAX` parameter of `mallopt` (malloc.h, not in Swift's Glibc module).
  private static let arenaMaximum: CInt = -8

  static func limit() {
    #if canImport(Glibc)
      typealias Mallopt = @convention(c) (CInt, CInt) -> CInt
      guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "mallopt") else { return }
      _ = unsafeBitCast(symbol, to: Mallopt.self)(arenaMaximum, 1)
    #endif
  }
}
