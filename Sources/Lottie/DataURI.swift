import struct Foundation.Data

/// A `data:` URI as lottie-ios reads an embedded image (`Data(dataString:)`): `data:[media type][;base64],DATA`.
enum DataURI {
    /// Whether `text` is a data URI (after leading and trailing white space), which `decode` must then read.
    static func isDataURI(_ text: String) -> Bool {
        text.drop(while: \.isWhitespace).hasPrefix("data:")
    }

    /// The bytes of a base64 data URI.
    ///
    /// - Throws: a message (the caller names the JSON path) when there is no `;base64,` or the base64 is invalid.
    static func decode(_ text: String) throws(DataURIError) -> [UInt8] {
        let trimmed = text.trimmingWhitespace()
        guard let marker = trimmed.range(of: ";base64,") else {
            throw DataURIError("a data URI without \";base64,\" (only base64 images are read)")
        }
        let payload = trimmed[marker.upperBound...]
        guard !payload.isEmpty else { throw DataURIError("an empty data URI") }
        guard let data = Data(base64Encoded: String(payload)) else {
            throw DataURIError("the data URI's base64 is invalid")
        }
        return [UInt8](data)
    }
}

/// Why a data URI cannot be read.
struct DataURIError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

extension StringProtocol {
    fileprivate func trimmingWhitespace() -> String {
        String(drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
    }
    fileprivate func range(of needle: String) -> Range<Index>? {
        var i = startIndex
        while i < endIndex {
            if self[i...].hasPrefix(needle) { return i..<index(i, offsetBy: needle.count) }
            i = index(after: i)
        }
        return nil
    }
}
