import Composition
import Geometry
import Motion
import Raster
import SceneFile

/// Text measuring without Pango (every glyph 8 × 16 points) and no image files: the reader's own code is what
/// is fuzzed.
final class FixedMetrics: FontMeasuring, @unchecked Sendable {
    var families: Set<String> { ["Inter"] }
    var missingDirectories: [String] { [] }
    func addFontFile(_ path: String) -> String? { nil }
    func resolvedFamily(for layer: LayerState) -> (family: String, isFallback: Bool) { ("Inter", false) }
    func metrics(of layer: LayerState) -> TextMetrics {
        let n = Double(layer.string.count)
        return TextMetrics(size: Size(width: 8 * n, height: 16), firstBaseline: 12, lastBaseline: 12)
    }
}

struct NoFiles: ResourceLoading {
    func makeTextMeasurer() throws -> any FontMeasuring { FixedMetrics() }
    func loadImage(atPath path: String) throws -> Frame { throw CocoaLikeError() }
}

struct CocoaLikeError: Error {}

/// A scene file: decoded and validated (limits included), then its timeline evaluated at a few times.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzScene(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard size <= 65536 else { return 0 }
    guard let text = String(validating: UnsafeBufferPointer(start: data, count: size), as: UTF8.self),
          let scene = try? Composition.parse(text, resources: NoFiles()) else { return 0 }
    let d = scene.duration
    for t in [0, 0.05, d / 3, d / 2, d, d + 0.5] where t.isFinite {
        _ = scene.tree.presentation(at: t)
    }
    _ = scene.frameCount
    return 0
}
