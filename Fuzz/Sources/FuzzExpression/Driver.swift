import FuzzDriver

// The entry point SwiftPM links for this executable: libFuzzer's driver, calling `fuzzExpression` on each input.
@_cdecl("FuzzExpression_main")
func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
    runFuzzer(argc, argv) { fuzzExpression($0, $1) }
}
