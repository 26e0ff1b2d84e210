import FuzzDriver

// The entry point SwiftPM links for this executable: libFuzzer's driver, calling `fuzzJSON` on each input.
@_cdecl("FuzzJSON_main")
func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
    runFuzzer(argc, argv) { fuzzJSON($0, $1) }
}
