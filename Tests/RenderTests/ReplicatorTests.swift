import Geometry
import Motion
import Raster
import Render
import Testing

// Replicator layers drawn (Motion/Replicator.swift expands them; Render draws the containers). Expected pixels come
// from the instance rules: instance k is moved by k × 30 points and multiplied by instanceColor + k × offsets.

private let clear = Pixel(b: 0, g: 0, r: 0, a: 0)

/// A 100 × 40 canvas; a replicator filling it (its coordinates are the canvas's) with one white 20 × 20 square at
/// (10, 10), three instances 30 points apart.
private func scene() -> LayerState {
    var r = LayerState(id: "rep", type: .replicator)
    r.bounds = Rect(x: 0, y: 0, width: 100, height: 40)
    r.position = Point(x: 50, y: 20)
    r.instanceCount = 3
    r.instanceTransform = .translation(30, 0)
    r.instanceColor = Color(red: 1, green: 0.6, blue: 1)
    r.instanceGreenOffset = -0.2
    r.instanceBlueOffset = -0.6
    var square = LayerState(id: "square")
    square.setFrame(Rect(x: 10, y: 10, width: 20, height: 20))
    square.backgroundColor = .white
    r.sublayers = [square]
    return r
}

@Suite struct ReplicatorDrawingTests {
    @Test func threeInstancesAtExactPositionsWithTheirColours() throws {
        let renderer = try Renderer(canvasSize: Size(width: 100, height: 40), scale: 1, background: nil, images: [:])
        let f = try renderer.render(LayerTree(layers: [scene()]).presentation(at: 0))
        // Instance colours: (1, 0.6, 1), (1, 0.4, 0.4), (1, 0.2, 0 — blue 1 − 1.2 clamped to 0): bytes × 255.
        let expected = [Pixel(r: 255, g: 153, b: 255), Pixel(r: 255, g: 102, b: 102), Pixel(r: 255, g: 51, b: 0)]
        for (k, colour) in expected.enumerated() {
            let x0 = 10 + 30 * k, x1 = x0 + 19   // first and last column inside instance k's square
            #expect(f[x0, 10] == colour, "instance \(k) top-left")
            #expect(f[x1, 29] == colour, "instance \(k) bottom-right")
            #expect(f[x0 - 1, 20] == clear, "left of instance \(k)")
            #expect(f[x1 + 1, 20] == clear, "right of instance \(k)")
            #expect(f[x0, 9] == clear && f[x0, 30] == clear, "above and below instance \(k)")
        }
        #expect(f[95, 20] == clear)  // no fourth instance
    }

    @Test func drawsExactlyAsTheSameSquaresWrittenOut() throws {
        let renderer = try Renderer(canvasSize: Size(width: 100, height: 40), scale: 2, background: .black, images: [:])
        var r = scene()
        r.instanceTransform = Transform3D(AffineTransform.rotation(0.2).concatenating(.translation(25, 3)))
        r.instanceAlphaOffset = -0.3
        let replicated = try renderer.render(LayerTree(layers: [r]).presentation(at: 0))
        // The same picture by hand: each square in a layer transformed by the k-th power about (50, 20), coloured
        // by the instance's colour.
        var written: [LayerState] = []
        var power = Transform3D.identity
        for k in 0..<3 {
            var holder = LayerState(id: "holder\(k)")
            holder.bounds = r.bounds
            holder.position = Point(x: 50, y: 20)
            holder.transform = power
            var square = r.sublayers[0]
            let m = r.instanceModulation(k)
            square.backgroundColor = Color(red: m.red, green: m.green, blue: m.blue, alpha: m.alpha)
            holder.sublayers = [square]
            written.append(holder)
            power = power.concatenating(r.instanceTransform)
        }
        var container = r
        container.type = .layer
        container.sublayers = written
        let byHand = try renderer.render([container])
        #expect(replicated.pixels == byHand.pixels)
        #expect(replicated.pixels != (try renderer.render([])).pixels)
    }
}
