import Geometry
import Motion
import Raster
import Render
import Testing

// Damage regions and resampled drawings: a partial redraw must give the bytes of a full redraw even when the damage
// box (here from a small box moving across the canvas) cuts through something drawn through a resampling pattern.
// Pixman steps the source coordinates of a transformed pattern in fixed point from the first pixel of each span,
// so a span that starts inside a scaled image samples it slightly differently (a level here and there) from one
// that starts at the image's edge: before `Damage` grew the region over such drawings, frame bytes depended on
// which frames a render thread happened to draw in part (`--threads 2`).

/// A 64×48 opaque image with detail in every pixel (a fixed pseudo-random pattern), so every resampled pixel mixes
/// different source values.
private let photo: Frame = {
    var f = Frame(width: 64, height: 48)
    var s: UInt32 = 12345
    for y in 0..<48 {
        for x in 0..<64 {
            s = s &* 1_103_515_245 &+ 12345
            let v = UInt8(truncatingIfNeeded: s >> 16)
            f[x, y] = Pixel(r: v, g: UInt8(truncatingIfNeeded: v &+ UInt8(x * 4)), b: UInt8(truncatingIfNeeded: y * 5))
        }
    }
    return f
}()

private func imageLayer(_ frame: Rect, gravity: String = "resize") -> LayerState {
    var l = LayerState(id: "photo", type: .image)
    l.setFrame(frame)
    l.contents = "photo"
    l.contentsGravity = gravity
    return l
}

private func box(at x: Double) -> LayerState {
    var l = LayerState(id: "box")
    l.setFrame(Rect(x: x, y: 34, width: 6, height: 6))
    l.backgroundColor = Color(red: 0.9, green: 0.2, blue: 0.1)
    return l
}

/// Renders the box moving right by 1.37 points a frame in front of (or behind) `scenery`, each frame over the
/// previous one with damage regions, and checks every frame against a full redraw; returns how many were drawn
/// in part (so a test knows the damage regions were really exercised).
private func movingBoxEqualsFullRedraw(_ scenery: [LayerState], scale: Double = 1, boxOnTop: Bool = true,
                                       sourceLocation: SourceLocation = #_sourceLocation) throws -> Int {
    let canvas = Size(width: 200, height: 100)
    let full = try Renderer(canvasSize: canvas, scale: scale, background: .white, images: ["photo": photo])
    let incremental = IncrementalRenderer(
        renderer: try Renderer(canvasSize: canvas, scale: scale, background: .white, images: ["photo": photo]))
    var partial = 0
    for k in 0..<70 {
        let moving = box(at: 2 + 1.37 * Double(k))
        let tree = boxOnTop ? scenery + [moving] : [moving] + scenery
        if case .partial = try incremental.render(tree) { partial += 1 }
        let reference = try full.render(tree)
        if incremental.frame != reference {
            let differing = zip(incremental.frame.pixels, reference.pixels).filter { $0 != $1 }.count
            Issue.record("frame \(k): \(differing) bytes differ from a full redraw", sourceLocation: sourceLocation)
            return partial
        }
    }
    return partial
}

@Suite struct DamageTests {
    @Test(arguments: [1.0, 2.0])
    func aScaledImageCutByTheDamageBox(scale: Double) throws {
        // The colleague's repro: a 64×48 image shown in a 24×18 frame, a box moving past it.
        let partial = try movingBoxEqualsFullRedraw([imageLayer(Rect(x: 40.3, y: 25.6, width: 24, height: 18))], scale: scale)
        #expect(partial > 30)
    }

    @Test func aMagnifiedImageCutByTheDamageBox() throws {
        let partial = try movingBoxEqualsFullRedraw([imageLayer(Rect(x: 30, y: 10, width: 90, height: 70))])
        #expect(partial > 30)
    }

    @Test func aMovingBoxBehindAScaledImage() throws {
        let partial = try movingBoxEqualsFullRedraw([imageLayer(Rect(x: 40.3, y: 25.6, width: 24, height: 18))], boxOnTop: false)
        #expect(partial > 30)
    }

    @Test func aRotatedImageCutByTheDamageBox() throws {
        var l = imageLayer(Rect(x: 40, y: 20, width: 64, height: 48))
        l.transform = .rotation(0.3)
        let partial = try movingBoxEqualsFullRedraw([l])
        #expect(partial > 30)
    }

    @Test(arguments: ["resizeAspect", "resizeAspectFill", "center", "topLeft"])
    func anImagePlacedByItsGravity(_ gravity: String) throws {
        // Bounds that do not match the image: scaled (aspect), clipped by the bounds (fill), or shifted by half a
        // pixel (center: (45 − 64) / 2 is not whole), and a whole-pixel copy (topLeft) that needs no growing.
        var l = imageLayer(Rect(x: 40, y: 20.5, width: 45, height: 33), gravity: gravity)
        l.masksToBounds = gravity == "resizeAspectFill"
        let partial = try movingBoxEqualsFullRedraw([l])
        #expect(partial > 30)
    }

    @Test func aPixelExactImageIsNotRedrawnWhole() throws {
        // An image copied pixel for pixel samples nothing: the damage box may cut it, and stays small.
        let canvas = Size(width: 200, height: 100)
        let r = IncrementalRenderer(renderer: try Renderer(canvasSize: canvas, scale: 1, background: .white, images: ["photo": photo]))
        let image = imageLayer(Rect(x: 40, y: 20, width: 64, height: 48))
        try r.render([image, box(at: 50)])
        // The box's device boxes (50…56 and 52…58, 34…40), grown by 3 px.
        #expect(try r.render([image, box(at: 52)]) == .partial(PixelBox(x0: 47, y0: 31, x1: 61, y1: 43)))
        #expect(r.frame == (try Renderer(canvasSize: canvas, scale: 1, background: .white, images: ["photo": photo]).render([image, box(at: 52)])))
    }

    @Test func aScaledImageCutByTheDamageBoxIsNotRedrawnWhole() throws {
        // The renderer resamples the image apart from the canvas, so the damage box may cut it and stays small.
        let canvas = Size(width: 200, height: 100)
        let r = IncrementalRenderer(renderer: try Renderer(canvasSize: canvas, scale: 1, background: .white, images: ["photo": photo]))
        let image = imageLayer(Rect(x: 40.3, y: 25.6, width: 24, height: 18))
        try r.render([image, box(at: 50)])
        // The box's device boxes (50…56 and 52…58, 34…40), grown by 3 px, cut the image's (40.3…64.3, 25.6…43.6).
        #expect(try r.render([image, box(at: 52)]) == .partial(PixelBox(x0: 47, y0: 31, x1: 61, y1: 43)))
        #expect(r.frame == (try Renderer(canvasSize: canvas, scale: 1, background: .white, images: ["photo": photo]).render([image, box(at: 52)])))
    }

    @Test func aScaledImageInsideAScaledSuperlayer() throws {
        // The scaling comes from the superlayer's transform: the image layer's own frame matches the image.
        var holder = LayerState(id: "holder")
        holder.setFrame(Rect(x: 30, y: 10, width: 64, height: 48))
        holder.transform = .scale(0.7, 0.9)
        holder.sublayers = [imageLayer(Rect(x: 0, y: 0, width: 64, height: 48))]
        let partial = try movingBoxEqualsFullRedraw([holder])
        #expect(partial > 30)
    }

    @Test func aShadowedLayerCutByTheDamageBox() throws {
        var l = imageLayer(Rect(x: 40.3, y: 25.6, width: 24, height: 18))
        l.shadowOpacity = 0.8
        l.shadowRadius = 4
        l.shadowOffset = Size(width: 3, height: 5)
        var plain = LayerState(id: "plain")
        plain.setFrame(Rect(x: 110.5, y: 30, width: 30, height: 20))
        plain.backgroundColor = Color(red: 0.1, green: 0.3, blue: 0.8)
        plain.shadowOpacity = 1
        plain.shadowRadius = 6
        let partial = try movingBoxEqualsFullRedraw([l, plain])
        #expect(partial > 20)
    }

    @Test func aMaskedLayerCutByTheDamageBox() throws {
        // An image seen through a scaled image mask, and a solid layer through a round shape mask.
        var l = imageLayer(Rect(x: 40.3, y: 25.6, width: 40, height: 30))
        var m = imageLayer(Rect(x: 5, y: 3, width: 30, height: 20))
        m.id = "mask"
        l.mask = m
        var solid = LayerState(id: "solid")
        solid.setFrame(Rect(x: 110, y: 20, width: 40, height: 40))
        solid.backgroundColor = Color(red: 0.1, green: 0.6, blue: 0.3)
        var round = LayerState(id: "round", type: .shape)
        round.setFrame(Rect(x: 0, y: 0, width: 40, height: 40))
        round.path = Path.ellipse(in: Rect(x: 2, y: 2, width: 36, height: 36))
        solid.mask = round
        let partial = try movingBoxEqualsFullRedraw([l, solid])
        #expect(partial > 20)
    }

    @Test func aGroupOpacityImageCutByTheDamageBox() throws {
        var l = imageLayer(Rect(x: 40.3, y: 25.6, width: 24, height: 18))
        l.opacity = 0.6
        let partial = try movingBoxEqualsFullRedraw([l])
        #expect(partial > 30)
    }

    @Test func replicatedScaledImagesCutByTheDamageBox() throws {
        var rep = LayerState(id: "rep", type: .replicator)
        rep.setFrame(Rect(x: 0, y: 0, width: 200, height: 100))
        rep.instanceCount = 4
        rep.instanceTransform = .translation(27.3, 1.5)
        rep.sublayers = [imageLayer(Rect(x: 20.2, y: 25.6, width: 24, height: 18))]
        let tree = LayerTree(layers: [rep])
        let partial = try movingBoxEqualsFullRedraw(tree.presentation(at: 0))
        #expect(partial > 30)
    }
}
