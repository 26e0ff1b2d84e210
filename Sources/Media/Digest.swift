import CFFmpeg

/// SHA-256 digests (libavutil's `av_sha`), as lowercase hex.
public enum Digest {
    /// The SHA-256 of `bytes` as 64 hex digits.
    public static func sha256<Bytes: Collection>(_ bytes: Bytes) throws -> String where Bytes.Element == UInt8 {
        try MediaLibrary.load()
        guard let context = av_sha_alloc() else { throw allocationFailure("av_sha_alloc") }
        defer { av_free(UnsafeMutableRawPointer(context)) }
        try check(av_sha_init(context, 256), "av_sha_init")
        let data = Array(bytes)
        data.withUnsafeBufferPointer { buffer in
            if let base = buffer.baseAddress { av_sha_update(context, base, buffer.count) }
        }
        var out = [UInt8](repeating: 0, count: 32)
        out.withUnsafeMutableBufferPointer { av_sha_final(context, $0.baseAddress) }
        return hex(out)
    }
}

/// Bytes as lowercase hex digits.
func hex<Bytes: Sequence>(_ bytes: Bytes) -> String where Bytes.Element == UInt8 {
    let digits = Array("0123456789abcdef".utf8)
    var text: [UInt8] = []
    for b in bytes { text.append(digits[Int(b >> 4)]); text.append(digits[Int(b & 15)]) }
    return String(decoding: text, as: UTF8.self)
}
