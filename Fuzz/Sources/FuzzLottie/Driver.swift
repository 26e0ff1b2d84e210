import FuzzDriver

// The entry point SwiftPM links for this executable: libFuzzer's driver, calling `fuzzLottie` on each input.
@_cdecl("FuzzLottie_main")
func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
    runFuzzer(argc, argv) { fuzzLottie($0, $1) }
}
