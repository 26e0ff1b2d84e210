import Lottie
import ZipArchive

/// The zip reader as `.lottie` files use it: any input is an archive or a `ZipError`; every entry of an archive (the
/// first 64) is its bytes or a `ZipError`; and an archive is a dotLottie animation or an error, as
/// `animate still anim.lottie` reads it (the manifest, then the animation it names).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzZip(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    guard let archive = try? ZipArchive(bytes: bytes) else { return 0 }
    for entry in archive.entries.prefix(64) { _ = try? archive.data(of: entry) }
    _ = try? LottieAnimation(dotLottieEntries: archive.entries.map(\.name)) { name in
        guard let entry = archive.entry(named: name) else { throw ZipError(entry: name, "no such entry") }
        return try archive.data(of: entry)
    }
    return 0
}
