import CZlib

/// Builds zip archives byte by byte (APPNOTE layout), so each test states exactly what the reader gets.
public struct ZipBuilder {
    public struct Item {
        public var name: String
        public var data: [UInt8]
        public var deflate = true
        /// Overrides of what the headers claim, to build corrupt archives.
        public var declaredSize: Int? = nil
        public var crc: UInt32? = nil
        public var flags: UInt16 = 0
        public var method: UInt16? = nil

        public init(name: String, data: [UInt8], deflate: Bool = true, declaredSize: Int? = nil, crc: UInt32? = nil,
                    flags: UInt16 = 0, method: UInt16? = nil) {
            self.name = name; self.data = data; self.deflate = deflate; self.declaredSize = declaredSize
            self.crc = crc; self.flags = flags; self.method = method
        }
    }

    public var items: [Item] = []

    public init(items: [Item] = []) { self.items = items }

    public static func deflate(_ data: [UInt8]) -> [UInt8] {
        var stream = z_stream()
        _ = deflateInit2_(&stream, 9, Z_DEFLATED, -MAX_WBITS, 8, Z_DEFAULT_STRATEGY, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size))
        defer { deflateEnd(&stream) }
        var input = data
        var out = [UInt8](repeating: 0, count: Int(deflateBound(&stream, uLong(data.count))) + 16)
        input.withUnsafeMutableBufferPointer { i in
            out.withUnsafeMutableBufferPointer { o in
                stream.next_in = i.baseAddress
                stream.avail_in = uInt(i.count)
                stream.next_out = o.baseAddress
                stream.avail_out = uInt(o.count)
                _ = CZlib.deflate(&stream, Z_FINISH)
            }
        }
        return Array(out.prefix(Int(stream.total_out)))
    }

    public static func crc(_ data: [UInt8]) -> UInt32 {
        data.withUnsafeBufferPointer { UInt32(truncatingIfNeeded: crc32(0, $0.baseAddress, uInt($0.count))) }
    }

    public func build() -> [UInt8] {
        var out: [UInt8] = [], directory: [UInt8] = []
        func u16(_ v: Int, _ a: inout [UInt8]) { a += [UInt8(v & 0xFF), UInt8(v >> 8 & 0xFF)] }
        func u32(_ v: Int, _ a: inout [UInt8]) { u16(v & 0xFFFF, &a); u16(v >> 16 & 0xFFFF, &a) }
        for item in items {
            let body = item.deflate ? Self.deflate(item.data) : item.data
            let method = Int(item.method ?? (item.deflate ? 8 : 0))
            let crc = Int(item.crc ?? Self.crc(item.data))
            let size = item.declaredSize ?? item.data.count
            let name = Array(item.name.utf8)
            let offset = out.count
            u32(0x0403_4B50, &out); u16(20, &out); u16(Int(item.flags), &out); u16(method, &out); u32(0, &out)
            u32(crc, &out); u32(body.count, &out); u32(size, &out); u16(name.count, &out); u16(0, &out)
            out += name + body
            u32(0x0201_4B50, &directory); u16(20, &directory); u16(20, &directory); u16(Int(item.flags), &directory)
            u16(method, &directory); u32(0, &directory); u32(crc, &directory); u32(body.count, &directory)
            u32(size, &directory); u16(name.count, &directory); u16(0, &directory); u16(0, &directory)
            u16(0, &directory); u16(0, &directory); u32(0, &directory); u32(offset, &directory)
            directory += name
        }
        let directoryOffset = out.count
        out += directory
        u32(0x0605_4B50, &out); u16(0, &out); u16(0, &out); u16(items.count, &out); u16(items.count, &out)
        u32(directory.count, &out); u32(directoryOffset, &out); u16(0, &out)
        return out
    }
}
