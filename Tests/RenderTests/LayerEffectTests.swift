import Foundation
import Geometry
import Motion
import Raster
import Render
import Testing

/// `LayerState.effects` (After Effects' effects, drawn under `--lottie-semantics after-effects`): exact pixels of
/// Fill, Tint and Tritone (Rec. 709 luminance, Skottie's weights), and a blur's erf edge with its alpha preserved.
struct LayerEffectTests {
    static let blue = Color(red: 0, green: 0, blue: 1)

    /// An opaque `color` rectangle with `effects`, drawn alone on a transparent `width × 20` canvas.
    static func render(_ color: Color, _ effects: [LayerEffect], rect: Rect = Rect(x: 5, y: 5, width: 10, height: 10),
                       width: Double = 20) throws -> Frame {
        var l = LayerState(id: "l")
        l.setFrame(rect)
        l.backgroundColor = color
        l.effects = effects
        return try Renderer(canvasSize: Size(width: width, height: 20), scale: 1, background: nil, images: [:]).render([l])
    }

    /// A premultiplied pixel as [blue, green, red, alpha].
    static func bgra(_ f: Frame, _ x: Int, _ y: Int) -> [Int] {
        let p = CompositingFilterTests.pixel(f, x, y)
        return [p.b, p.g, p.r, p.a]
    }

    /// Fill: every covered pixel becomes the colour, its alpha × the effect's opacity (premultiplied: 0.5 × 255
    /// rounds to 128); uncovered pixels stay transparent.
    @Test func fillPaintsTheColourWithTheEffectsOpacity() throws {
        let f = try Self.render(Color(red: 1, green: 0, blue: 0), [.fill(color: Self.blue, opacity: 0.5)])
        #expect(Self.bgra(f, 10, 10) == [128, 0, 0, 128])
        #expect(Self.bgra(f, 2, 2) == [0, 0, 0, 0])
    }

    /// Tint, black → red, white → blue: black gives red, white blue, pure green (L = 0.7152) red 0.2848 and blue
    /// 0.7152 (73 and 182 of 255); at amount 0.25, white keeps three quarters of itself: (191, 191, 255).
    @Test func tintMapsLuminanceBetweenTwoColours() throws {
        let tint = LayerEffect.tint(black: Color(red: 1, green: 0, blue: 0), white: Self.blue, amount: 1)
        #expect(Self.bgra(try Self.render(.black, [tint]), 10, 10) == [0, 0, 255, 255])
        #expect(Self.bgra(try Self.render(.white, [tint]), 10, 10) == [255, 0, 0, 255])
        #expect(Self.bgra(try Self.render(Color(red: 0, green: 1, blue: 0), [tint]), 10, 10) == [182, 0, 73, 255])
        let quarter = LayerEffect.tint(black: Color(red: 1, green: 0, blue: 0), white: Self.blue, amount: 0.25)
        #expect(Self.bgra(try Self.render(.white, [quarter]), 10, 10) == [255, 191, 191, 255])
    }

    /// Tritone, shadows red, midtones green, highlights blue: black → red, white → blue, pure green (L = 0.7152,
    /// 0.4304 of the way from midtones to highlights) → green 0.5696, blue 0.4304 (145, 110).
    @Test func tritoneMapsLuminanceThroughThreeColours() throws {
        let tritone = LayerEffect.tritone(shadows: Color(red: 1, green: 0, blue: 0), midtones: Color(red: 0, green: 1, blue: 0),
                                          highlights: Self.blue, amount: 1)
        #expect(Self.bgra(try Self.render(.black, [tritone]), 10, 10) == [0, 0, 255, 255])
        #expect(Self.bgra(try Self.render(.white, [tritone]), 10, 10) == [255, 0, 0, 255])
        #expect(Self.bgra(try Self.render(Color(red: 0, green: 1, blue: 0), [tritone]), 10, 10) == [110, 145, 0, 255])
    }

    /// A horizontal blur (σ = 2 px) of a 20 px wide opaque band: each edge has the erf profile
    /// α(x) = Φ((40 − x)/σ) − Φ((20 − x)/σ) at the pixel centre x (within 2/255: the kernel is sampled, not
    /// integrated, and rounded to bytes), the band is symmetric, and the row's total alpha is kept (within the
    /// rounding of the 26 pixels the kernel reaches); the vertical edges stay sharp (nothing blurs along y).
    @Test func blurOfAStepHasTheErfProfileAndKeepsAlpha() throws {
        let sigma = 2.0
        let f = try Self.render(.white, [.gaussianBlur(sigma: sigma, horizontal: true, vertical: false)],
                                rect: Rect(x: 20, y: 0, width: 20, height: 20), width: 60)
        func phi(_ z: Double) -> Double { 0.5 * erfc(-z / 2.0.squareRoot()) }
        var total = 0
        for x in 0..<60 {
            let a = Self.bgra(f, x, 10)[3]
            total += a
            let c = Double(x) + 0.5
            let expected = 255 * (phi((40 - c) / sigma) - phi((20 - c) / sigma))
            #expect(abs(Double(a) - expected) <= 2, "x \(x): \(a) vs \(expected)")
            #expect(a == Self.bgra(f, 59 - x, 10)[3], "symmetric at \(x)")
        }
        #expect(abs(total - 20 * 255) <= 13, "total alpha \(total)")
        #expect(Self.bgra(f, 30, 10) == [255, 255, 255, 255])
        let vertical = try Self.render(.white, [.gaussianBlur(sigma: sigma, horizontal: false, vertical: true)],
                                       rect: Rect(x: 20, y: 0, width: 20, height: 20), width: 60)
        #expect(Self.bgra(vertical, 19, 10)[3] == 0 && Self.bgra(vertical, 20, 10)[3] == 255)
    }

    /// Effects act in order on what the layer draws: a Fill after a blur recolours the blurred edge, keeping its
    /// alpha; with no effects nothing changes (the same bytes as a layer without the field set).
    @Test func effectsApplyInOrder() throws {
        let blurred = try Self.render(.white, [.gaussianBlur(sigma: 1, horizontal: true, vertical: true)])
        let filled = try Self.render(.white, [.gaussianBlur(sigma: 1, horizontal: true, vertical: true),
                                              .fill(color: Self.blue, opacity: 1)])
        for x in 0..<20 {
            let a = Self.bgra(blurred, x, 10)[3]
            #expect(Self.bgra(filled, x, 10) == [a, 0, 0, a], "x \(x)")
        }
        #expect(try Self.render(.white, []).pixels == Self.render(.white, [.tint(black: .black, white: .white, amount: 0)]).pixels)
    }

    /// Luminance to alpha (the matte of a luma track matte): black with the Rec. 709 luminance of the premultiplied
    /// colour as alpha: white 255, black 0, green 0.7152 (182), a half-transparent white 0.5 (128 or 127).
    @Test func luminanceToAlphaMakesTheLuminanceTheAlpha() throws {
        #expect(Self.bgra(try Self.render(.white, [.luminanceToAlpha]), 10, 10) == [0, 0, 0, 255])
        #expect(Self.bgra(try Self.render(.black, [.luminanceToAlpha]), 10, 10) == [0, 0, 0, 0])
        #expect(Self.bgra(try Self.render(Color(red: 0, green: 1, blue: 0), [.luminanceToAlpha]), 10, 10) == [0, 0, 0, 182])
        let half = Self.bgra(try Self.render(Color(red: 1, green: 1, blue: 1, alpha: 0.5), [.luminanceToAlpha]), 10, 10)
        #expect(half[0...2] == [0, 0, 0] && (127...128).contains(half[3]), "\(half)")
        #expect(Self.bgra(try Self.render(.white, [.luminanceToAlpha]), 2, 2) == [0, 0, 0, 0])
    }

    /// A wide blur (σ = 40 px, above `directBlurSigma`, run on a copy reduced 5×): the same erf profile within
    /// 2/255 across a 100 px band on a 600 px row, symmetric within a byte; the work does not grow with σ.
    @Test func wideBlurKeepsTheErfProfile() throws {
        let sigma = 40.0
        let f = try Self.render(.white, [.gaussianBlur(sigma: sigma, horizontal: true, vertical: false)],
                                rect: Rect(x: 250, y: 0, width: 100, height: 20), width: 600)
        func phi(_ z: Double) -> Double { 0.5 * erfc(-z / 2.0.squareRoot()) }
        for x in 0..<600 {
            let a = Self.bgra(f, x, 10)[3]
            let c = Double(x) + 0.5
            let expected = 255 * (phi((350 - c) / sigma) - phi((250 - c) / sigma))
            #expect(abs(Double(a) - expected) <= 2, "x \(x): \(a) vs \(expected)")
            #expect(abs(a - Self.bgra(f, 599 - x, 10)[3]) <= 1, "symmetric at \(x)")
        }
    }

    /// A blur far wider than the frame (σ = 10⁶ px) is drawn at σ = the frame's larger side (60 px here): it
    /// renders (no surface past Cairo's limits), thin and symmetric, instead of failing.
    @Test func aBlurWiderThanTheFrameIsDrawnAtTheFramesSize() throws {
        let huge = try Self.render(.white, [.gaussianBlur(sigma: 1e6, horizontal: true, vertical: true)],
                                   rect: Rect(x: 20, y: 0, width: 20, height: 20), width: 60)
        let capped = try Self.render(.white, [.gaussianBlur(sigma: 60, horizontal: true, vertical: true)],
                                     rect: Rect(x: 20, y: 0, width: 20, height: 20), width: 60)
        #expect(huge.pixels == capped.pixels)
        let centre = Self.bgra(huge, 30, 10)[3]
        #expect(centre > 0 && centre < 64, "\(centre)")
    }
}

