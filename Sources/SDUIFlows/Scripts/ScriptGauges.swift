import Glibc

/// What a script's limits are measured with, read from the kernel: a
/// thread's processor time and the process's resident memory.
enum ScriptGauges {
  /// The processor-time clock of the calling thread, which another thread
  /// may read too.
  static func threadClock() -> clockid_t {
    var clock = clockid_t()
    return pthread_getcpuclockid(pthread_self(), &clock) == 0 ? clock : CLOCK_THREAD_CPUTIME_ID
  }

  /// A processor-time clock's seconds.
  static func seconds(of clock: clockid_t) -> Double {
    var time = timespec()
    clock_gettime(clock, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
  }

  /// The process's resident memory in bytes (`/proc/self/statm`); 0 when
  /// it cannot be read.
  static func residentBytes() -> Int {
    let file = open("/proc/self/statm", O_RDONLY)
    guard file >= 0 else { return 0 }
    defer { close(file) }
    var buffer = [UInt8](repeating: 0, count: 128)
    let count = buffer.withUnsafeMutableBytes { read(file, $0.baseAddress, $0.count) }
    guard count > 0 else { return 0 }
    // "size resident shared ...", in pages.
    let fields = buffer[..<count].split(separator: UInt8(ascii: " "))
    guard fields.count > 1, let pages = Int(String(decoding: fields[1], as: UTF8.self)) else { return 0 }
    return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
  }
}
