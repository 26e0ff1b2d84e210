import Lottie

/// The Lottie reader: any input is an animation or an error.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzLottie(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    _ = try? LottieAnimation(json: text)
    return 0
}
