/// What each fuzz target is: a function from bytes to nothing that must
/// not crash, in libFuzzer's C shape.
public typealias FuzzTarget = @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt

@_silgen_name("LLVMFuzzerRunDriver")
private func llvmFuzzerRunDriver(
  _ argc: UnsafeMutablePointer<CInt>,
  _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
  _ target: FuzzTarget
) -> CInt

/// Runs libFuzzer on a target with the process's arguments (`-max_total_time=N CORPUS...`).
///
/// SwiftPM links an executable target's entry point as `main` under the
/// name `TARGET_main`; each target defines that name and calls this, so
/// libFuzzer's own `main` is never needed.
public func runFuzzer(
  _ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?, _ target: FuzzTarget
) -> CInt {
  var count = argc
  var arguments = argv
  return llvmFuzzerRunDriver(&count, &arguments, target)
}

/// The bytes libFuzzer hands a target (none when it passes no buffer).
public func fuzzInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> [UInt8] {
  guard let data else { return [] }
  return Array(UnsafeBufferPointer(start: data, count: size))
}
