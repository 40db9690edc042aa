import FuzzDriver
import SDUICore
import SDUIDocument

/// The JSON parser on any bytes: it throws or returns a value, and a
/// value it returns prints as JSON it parses again to the same value.
@_cdecl("FuzzJSON_main")
public func main(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
  runFuzzer(argc, argv, fuzzJSON)
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzJSON(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let bytes = fuzzInput(data, size)
  guard let value = try? JSONParser.parse(bytes) else { return 0 }
  let text = value.jsonText
  guard let again = try? JSONParser.parse(Array(text.utf8)) else {
    fatalError("the parser's own output does not parse: \(text.prefix(200))")
  }
  guard again.jsonText == text else { fatalError("printing is not stable: \(text.prefix(200))") }
  return 0
}
