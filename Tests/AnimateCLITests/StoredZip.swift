/// Writes a zip archive of stored (uncompressed) entries, APPNOTE layout, for `.lottie` files the tests make;
/// an entry may declare another size than its data's, to build one past a limit without the bytes.
enum StoredZip {
    struct Entry {
        var name: String
        var data: [UInt8]
        var declaredSize: Int? = nil
    }

    static func build(_ entries: [Entry]) -> [UInt8] {
        var out: [UInt8] = [], directory: [UInt8] = []
        func u16(_ v: Int, _ a: inout [UInt8]) { a += [UInt8(v & 0xFF), UInt8(v >> 8 & 0xFF)] }
        func u32(_ v: Int, _ a: inout [UInt8]) { u16(v & 0xFFFF, &a); u16(v >> 16 & 0xFFFF, &a) }
        for e in entries {
            let name = Array(e.name.utf8), crc = Int(crc32(e.data)), size = e.declaredSize ?? e.data.count
            let offset = out.count
            u32(0x0403_4B50, &out); u16(20, &out); u16(0, &out); u16(0, &out); u32(0, &out)
            u32(crc, &out); u32(e.data.count, &out); u32(size, &out); u16(name.count, &out); u16(0, &out)
            out += name + e.data
            u32(0x0201_4B50, &directory); u16(20, &directory); u16(20, &directory); u16(0, &directory); u16(0, &directory)
            u32(0, &directory); u32(crc, &directory); u32(e.data.count, &directory); u32(size, &directory)
            u16(name.count, &directory); u16(0, &directory); u16(0, &directory); u16(0, &directory); u16(0, &directory)
            u32(0, &directory); u32(offset, &directory)
            directory += name
        }
        let directoryOffset = out.count
        out += directory
        u32(0x0605_4B50, &out); u16(0, &out); u16(0, &out); u16(entries.count, &out); u16(entries.count, &out)
        u32(directory.count, &out); u32(directoryOffset, &out); u16(0, &out)
        return out
    }

    /// CRC-32 (IEEE 802.3, reflected, as zip and PNG use it), bit by bit.
    static func crc32(_ data: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in data {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }
}
