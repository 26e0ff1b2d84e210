import FuzzDriver

// The entry point SwiftPM links for this executable: libFuzzer's driver, calling `fuzzSVG` on each input.
@_cdecl("FuzzSVG_main")
func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
    runFuzzer(argc, argv) { fuzzSVG($0, $1) }
}
