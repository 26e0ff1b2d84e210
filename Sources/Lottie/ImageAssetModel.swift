/// An image asset (`assets[]` with `p` and no `layers`; lottie-ios's `ImageAsset`): its size in points (`w`, `h`),
/// the file it names (`u` directory, `p` name) and, for a data URI in `p`, the image's bytes.
struct ImageAssetModel: Sendable {
    /// The asset's JSON path (`assets[2]`): the key of its image in the composition.
    var path: String
    var width: Double
    var height: Double
    /// `u` (a folder, e.g. `images/`) and `p` (a file name) for an image kept outside the JSON.
    var directory: String
    var name: String
    /// The bytes of a data URI in `p`; `nil` for a file.
    var embedded: [UInt8]?
    /// The dotLottie archive entry the bytes were read from (`images/img_0.png`), for messages; `nil` for a data URI.
    var archiveName: String? = nil

    /// The entry of a dotLottie archive holding the file: `u` + `p` without a leading slash (`images/img_0.png`).
    var archiveEntry: String {
        var d = directory
        while d.hasPrefix("/") { d.removeFirst() }
        if !d.isEmpty && !d.hasSuffix("/") { d += "/" }
        return d + name
    }
}
