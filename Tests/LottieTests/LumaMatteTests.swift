import Geometry
import Lottie
import Motion
import Render
import Testing

/// Luma and inverted-luma track mattes (`tt` 3, 4): drawn under `--lottie-semantics after-effects` with the matte's
/// Rec. 709 luminance (of its premultiplied colour) as the mask, ignored under `lottie-ios` as lottie-ios ignores
/// them (`LottieTranslator+LumaMatte.swift`).
struct LumaMatteTests {
    /// A red layer filling the 100 × 100 canvas, matted (`tt`) by the layer above it: a rectangle over the left half
    /// (x < 50) filled with `matteColor`; the right half of the matte is transparent.
    static func document(tt: Int, matteColor: String) -> String {
        let fill = { (c: String) in #"{"ty": "fl", "c": {"a": 0, "k": \#(c)}, "o": {"a": 0, "k": 100}}"# }
        let rect = { (x: Double, w: Double) in
            #"{"ty": "rc", "s": {"a": 0, "k": [\#(w), 100]}, "p": {"a": 0, "k": [\#(x + w / 2), 50]}, "r": {"a": 0, "k": 0}}"#
        }
        let matte = LottieJSON.shapeLayer(ind: 1, extra: #", "td": 1"#, shapes: "[\(rect(0, 50)), \(fill(matteColor))]")
        let matted = LottieJSON.shapeLayer(ind: 2, extra: #", "tt": \#(tt)"#, shapes: "[\(rect(0, 100)), \(fill("[1, 0, 0, 1]"))]")
        return LottieJSON.document(layers: [matte, matted])
    }

    /// The frame over white; a pixel as [red, green, blue].
    static func render(_ json: String, _ semantics: LottieSemantics) throws -> (LottieAnimation, (Int, Int) -> [Int]) {
        let a = try LottieAnimation(json: json, options: LottieOptions(semantics: semantics))
        let frame = try Renderer(canvasSize: Size(width: 100, height: 100), scale: 1, background: .white, images: [:])
            .render(a.layerTree.presentation(at: 0))
        return (a, { x, y in
            let i = y * frame.bytesPerRow + 4 * x
            return [Int(frame.pixels[i + 2]), Int(frame.pixels[i + 1]), Int(frame.pixels[i])]
        })
    }

    /// A white matte passes the layer; a transparent part of the matte counts as black and hides it.
    @Test func aWhiteMatteShowsTheLayerAndATransparentPartHidesIt() throws {
        let (a, pixel) = try Self.render(Self.document(tt: 3, matteColor: "[1, 1, 1, 1]"), .afterEffects)
        #expect(pixel(25, 50) == [255, 0, 0])
        #expect(pixel(75, 50) == [255, 255, 255])
        #expect(a.warnings.isEmpty)
        #expect(a.semanticsDifferences.contains("luma mattes"))
    }

    /// A pure green matte passes the layer by green's luminance, 0.7152: red over white at 0.7152 is
    /// (255, 73, 73) (255 × 0.2848 = 72.6, within a byte of rounding).
    @Test func aColouredMattePassesTheLayerByItsLuminance() throws {
        let (_, pixel) = try Self.render(Self.document(tt: 3, matteColor: "[0, 1, 0, 1]"), .afterEffects)
        let p = pixel(25, 50)
        #expect(p[0] == 255 && abs(p[1] - 73) <= 1 && p[1] == p[2], "\(p)")
        // A black matte hides the layer as its transparent part does.
        let (_, black) = try Self.render(Self.document(tt: 3, matteColor: "[0, 0, 0, 1]"), .afterEffects)
        #expect(black(25, 50) == [255, 255, 255])
    }

    /// Inverted: one minus the luminance, everywhere: the white half hides the layer, the transparent half shows
    /// it fully, green passes 1 − 0.7152 (red over white at 0.2848: (255, 182, 182)).
    @Test func anInvertedLumaMatteShowsWhereTheMatteIsDark() throws {
        let (_, white) = try Self.render(Self.document(tt: 4, matteColor: "[1, 1, 1, 1]"), .afterEffects)
        #expect(white(25, 50) == [255, 255, 255])
        #expect(white(75, 50) == [255, 0, 0])
        let (_, green) = try Self.render(Self.document(tt: 4, matteColor: "[0, 1, 0, 1]"), .afterEffects)
        let p = green(25, 50)
        #expect(p[0] == 255 && abs(p[1] - 182) <= 1 && p[1] == p[2], "\(p)")
    }

    /// lottie-ios has no luma matte: the layer is drawn unmatted, the matte not at all, with a warning at `tt`.
    @Test func lottieIOSDrawsTheLayerUnmatted() throws {
        for tt in [3, 4] {
            let (a, pixel) = try Self.render(Self.document(tt: tt, matteColor: "[1, 1, 1, 1]"), .lottieIOS)
            #expect(pixel(25, 50) == [255, 0, 0] && pixel(75, 50) == [255, 0, 0])
            #expect(a.warnings.map(\.path) == ["layers[1].tt"])
            #expect(a.warnings.first?.message.contains("--lottie-semantics after-effects") == true)
        }
    }
}
