import FuzzDriver

// The entry point SwiftPM links for this executable: libFuzzer's driver, calling `fuzzScene` on each input.
@_cdecl("FuzzScene_main")
func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
    runFuzzer(argc, argv) { fuzzScene($0, $1) }
}
