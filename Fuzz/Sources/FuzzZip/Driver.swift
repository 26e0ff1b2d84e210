import FuzzDriver

// The entry point SwiftPM links for this executable: libFuzzer's driver, calling `fuzzZip` on each input.
@_cdecl("FuzzZip_main")
func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
    runFuzzer(argc, argv) { fuzzZip($0, $1) }
}
