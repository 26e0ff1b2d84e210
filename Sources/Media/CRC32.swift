/// CRC-32 as PNG and zlib compute it (ISO 3309 / ITU-T V.42: polynomial 0xEDB88320 reflected, initial value and
/// final XOR 0xFFFFFFFF), table-driven, one byte at a time.
enum CRC32 {
    private static let table: [UInt32] = (0..<256).map { n in
        var c = UInt32(n)
        for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
        return c
    }

    /// The CRC-32 of `bytes` ("123456789" → 0xCBF43926).
    static func checksum(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt32 {
        table.withUnsafeBufferPointer { t in
            var c: UInt32 = 0xFFFF_FFFF
            for byte in bytes { c = t[Int((c ^ UInt32(byte)) & 0xFF)] ^ (c >> 8) }
            return c ^ 0xFFFF_FFFF
        }
    }
}
