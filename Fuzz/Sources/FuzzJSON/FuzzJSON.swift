import Composition

/// The JSON parser on raw bytes: any input is a value or a `JSONSyntaxError`; a value writes back and re-parses.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzJSON(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    if let value = try? JSONParser.parse(bytes: bytes) {
        let text = JSONWriter.write(value)
        guard (try? JSONParser.parse(text)) != nil else { fatalError("written JSON does not parse again: \(text)") }
    }
    return 0
}
