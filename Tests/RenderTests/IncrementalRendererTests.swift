import Geometry
import Motion
import Raster
@testable import Render
import Testing

// What `IncrementalRenderer` redraws: the damage box follows from the layers' geometry (device boxes of the
// changed layers before and after, grown by Damage.margin = 3 px), and the pixels always equal a full redraw.
// Exactness over every example scene is in SceneGoldenTests/IncrementalRenderingTests.

private func solid(_ id: String, _ frame: Rect, _ color: Color) -> LayerState {
    var l = LayerState(id: id)
    l.setFrame(frame)
    l.backgroundColor = color
    return l
}

private let canvas = Size(width: 200, height: 100)

private func renderers(scale: Double = 1) throws -> (IncrementalRenderer, Renderer) {
    let full = try Renderer(canvasSize: canvas, scale: scale, background: .white, images: [:])
    let incremental = IncrementalRenderer(renderer: try Renderer(canvasSize: canvas, scale: scale, background: .white, images: [:]))
    return (incremental, full)
}

@Suite struct IncrementalRendererTests {
    @Test func firstFrameIsDrawnWholeAndAnEqualTreeIsReused() throws {
        let (r, full) = try renderers()
        let tree = [solid("a", Rect(x: 10, y: 10, width: 20, height: 20), .black)]
        #expect(try r.render(tree) == .full)
        let before = r.frame
        #expect(try r.render(tree) == .reused)
        #expect(r.frame == before)
        #expect(r.frame == (try full.render(tree)))
    }

    @Test func aMovedLayerDamagesItsBoxesBeforeAndAfter() throws {
        let (r, full) = try renderers(scale: 2)
        let still = solid("still", Rect(x: 150, y: 10, width: 30, height: 30), Color(red: 0, green: 0.5, blue: 0))
        let a = [still, solid("a", Rect(x: 10, y: 10, width: 20, height: 20), .black)]
        let b = [still, solid("a", Rect(x: 14, y: 30, width: 20, height: 20), .black)]
        try r.render(a)
        // Device boxes at scale 2: (20…60, 20…60) and (28…68, 60…100), grown by 3 px.
        #expect(try r.render(b) == .partial(PixelBox(x0: 17, y0: 17, x1: 71, y1: 103)))
        #expect(r.frame == (try full.render(b)))
    }

    @Test func aReplicatorDamagesOnlyTheInstancesThatChanged() throws {
        let (r, full) = try renderers()
        // Three black squares 60 points apart; each fades 1 → 0.5 over 1 s, instance k starting at k s.
        var rep = LayerState(id: "rep", type: .replicator)
        rep.bounds = Rect(x: 0, y: 0, width: 200, height: 100)
        rep.position = Point(x: 100, y: 50)
        rep.instanceCount = 3
        rep.instanceTransform = .translation(60, 0)
        rep.instanceDelay = 1
        rep.sublayers = [solid("sq", Rect(x: 10, y: 10, width: 20, height: 20), .black)]
        var tree = LayerTree(layers: [rep])
        var fade = BasicAnimation(keyPath: "opacity")
        fade.fromValue = .number(1)
        fade.toValue = .number(0.5)
        fade.timing.duration = 1
        try tree.add(.basic(fade), toLayer: "sq", at: 0)
        try r.render(tree.presentation(at: 2.5))
        // From 2.5 s to 2.6 s only instance 2 (the square at x 130…150) changes: its box grown by 3 px.
        let b = tree.presentation(at: 2.6)
        #expect(try r.render(b) == .partial(PixelBox(x0: 127, y0: 7, x1: 153, y1: 33)))
        #expect(r.frame == (try full.render(b)))
        // One instance fewer: the pixels still equal a full redraw.
        try tree.commit(Transaction(at: 2.7, duration: 0, changes: [PropertyChange(layer: "rep", keyPath: "instanceCount", value: .number(2))]))
        let c = tree.presentation(at: 2.7)
        #expect(c[0].sublayers.count == 2)
        try r.render(c)
        #expect(r.frame == (try full.render(c)))
    }

    @Test func aPathChangeDamagesOnlyTheSubpathsThatChanged() throws {
        let (r, full) = try renderers()
        func dim(hole: Rect) -> LayerState {
            var l = LayerState(id: "dim", type: .shape)
            l.setFrame(Rect(x: 0, y: 0, width: 200, height: 100))
            var p = Path.Builder()
            p.append(Path.rect(Rect(x: 0, y: 0, width: 200, height: 100)))
            p.append(Path.rect(hole))
            l.path = p.build()
            l.fillRule = .evenOdd
            l.fillColor = Color(red: 0, green: 0, blue: 0, alpha: 0.6)
            return l
        }
        try r.render([dim(hole: Rect(x: 20, y: 20, width: 30, height: 30))])
        let moved = [dim(hole: Rect(x: 30, y: 25, width: 30, height: 30))]
        // The canvas-sized outer rect did not change: only the holes' boxes, (20…50, 20…50) ∪ (30…60, 25…55).
        #expect(try r.render(moved) == .partial(PixelBox(x0: 17, y0: 17, x1: 63, y1: 58)))
        #expect(r.frame == (try full.render(moved)))
    }

    @Test func touchingAGroupRedrawsTheWholeGroup() throws {
        let (r, full) = try renderers()
        var group = solid("group", Rect(x: 100, y: 0, width: 100, height: 100), .black)
        group.opacity = 0.5
        let a = [group, solid("a", Rect(x: 90, y: 40, width: 20, height: 20), .black)]
        let b = [group, solid("a", Rect(x: 92, y: 40, width: 20, height: 20), .black)]
        try r.render(a)
        // The moved layer's boxes reach into the group (x ≥ 100), so the group's box (97…203 → canvas) joins.
        #expect(try r.render(b) == .partial(PixelBox(x0: 87, y0: 0, x1: 200, y1: 100)))
        #expect(r.frame == (try full.render(b)))
    }

    @Test func changedTextDrawsTheWholeCanvas() throws {
        let (r, full) = try renderers()
        var text = LayerState(id: "t", type: .text)
        text.setFrame(Rect(x: 10, y: 10, width: 50, height: 20))
        text.string = "A"
        text.fontSize = 12
        text.foregroundColor = .black
        try r.render([text])
        text.string = "B"
        #expect(try r.render([text]) == .full)
        #expect(r.frame == (try full.render([text])))
    }

    @Test func withoutDamageRegionsAChangedFrameIsDrawnWhole() throws {
        let r = IncrementalRenderer(
            renderer: try Renderer(canvasSize: canvas, scale: 1, background: nil, images: [:]), damageRegions: false)
        let tree = [solid("a", Rect(x: 10, y: 10, width: 20, height: 20), .black)]
        #expect(try r.render(tree) == .full)
        #expect(try r.render(tree) == .reused)
        #expect(try r.render([solid("a", Rect(x: 12, y: 10, width: 20, height: 20), .black)]) == .full)
    }

    @Test func anEqualTreeInOtherStorageIsReused() throws {
        let (r, _) = try renderers()
        try r.render([solid("a", Rect(x: 10, y: 10, width: 20, height: 20), .black)])
        let before = r.frame
        #expect(try r.render([solid("a", Rect(x: 10, y: 10, width: 20, height: 20), .black)]) == .reused)
        #expect(r.frame == before)
    }

    /// Past `wholeAbove` pixels the damage walk stops and answers the whole canvas, which the renderer draws whole
    /// anyway (`fullRedrawFraction`); below it, the exact region.
    @Test func damagePastTheWholeRedrawThresholdIsTheCanvas() throws {
        let a = [solid("a", Rect(x: 10, y: 10, width: 20, height: 20), .black),
                 solid("b", Rect(x: 100, y: 10, width: 20, height: 20), .black)]
        var b = a
        b[0].position.x += 50
        b[1].position.y += 40
        // Exact: a's boxes (10…30 and 60…80, y 10…30) and b's (100…120, y 10…30 and 50…70), grown by 3 px.
        let exact = Damage.region(from: a, to: b, scale: 1, width: 200, height: 100)
        #expect(exact == PixelBox(x0: 7, y0: 7, x1: 123, y1: 73))
        #expect(Damage.region(from: a, to: b, scale: 1, width: 200, height: 100, wholeAbove: 116 * 66) == exact)
        // a's move alone (7…83 × 7…33 = 1976 px) passes 1000: the walk stops before b.
        #expect(Damage.region(from: a, to: b, scale: 1, width: 200, height: 100, wholeAbove: 1000)
                == PixelBox(x0: 0, y0: 0, x1: 200, y1: 100))
        #expect(Damage.region(from: a, to: a, scale: 1, width: 200, height: 100, wholeAbove: 0) == nil)
    }

    @Test func aChangeInATreeDrawnIn3DIsDrawnWhole() throws {
        let (r, full) = try renderers()
        var turned = solid("a", Rect(x: 10, y: 10, width: 20, height: 20), .black)
        turned.transform = Transform3D.rotation(0.3, 0, 1, 0)
        let still = solid("s", Rect(x: 150, y: 10, width: 20, height: 20), .black)
        try r.render([turned, still])
        var moved = still
        moved.position.x += 5
        #expect(try r.render([turned, moved]) == .full)
        #expect(r.frame == (try full.render([turned, moved])))
        #expect(try r.render([turned, solid("s", Rect(x: 155, y: 10, width: 20, height: 20), .black)]) == .reused)
    }
}
