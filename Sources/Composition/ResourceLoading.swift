import Foundation
import Motion
import Raster

/// What a reader needs from the outside to build a composition: a text measurer (for layout and font checks) and
/// an image decoder. Readers take one, so they need neither a renderer nor a media library; `Export` provides the
/// system one (`SystemResources`: Pango and FFmpeg).
public protocol ResourceLoading: Sendable {
    /// A text measurer with the pinned fonts; called once per composition that has text layers.
    func makeTextMeasurer() throws -> any FontMeasuring
    /// The image file at `path`, decoded to a frame.
    func loadImage(atPath path: String) throws -> Frame
    /// The pixel size the image file at `path` declares, read without decoding it, once the file is known to be
    /// whole; `nil` when only decoding can tell (the reader then decodes the image at once). Throws when the file
    /// cannot be read or is truncated or corrupt. The default implementation returns `nil`.
    func imageSize(atPath path: String) throws -> (width: Int, height: Int)?
}

extension ResourceLoading {
    public func imageSize(atPath path: String) throws -> (width: Int, height: Int)? { nil }

    /// An image file's bytes held in memory (a Lottie data URI, a dotLottie entry), decoded to a frame: written to a
    /// temporary file that `loadImage(atPath:)` decodes, then removed.
    public func loadImage(bytes: [UInt8]) throws -> Frame {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("animate-image-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)")
        try Data(bytes).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        return try loadImage(atPath: url.path)
    }
}

/// A text measurer that also knows its fonts: which families it holds, which pinned font folders were missing,
/// and which family a text layer actually renders in.
public protocol FontMeasuring: TextMeasuring {
    /// Families the measurer holds.
    var families: Set<String> { get }
    /// Pinned font folders that were missing when it was set up.
    var missingDirectories: [String] { get }
    /// Adds a font file; returns its family, or `nil` when the file cannot be read as a font.
    func addFontFile(_ path: String) -> String?
    /// The family `layer`'s text renders in, and whether it is a fallback for the family the layer names.
    func resolvedFamily(for layer: LayerState) -> (family: String, isFallback: Bool)
}
