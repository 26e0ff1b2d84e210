import Testing
import Geometry

@Suite struct PathTests {
    @Test func builderInsertsMoveBeforeFirstSegment() {
        var b = Path.Builder()
        #expect(b.currentPoint == nil)
        b.line(to: P(10, 0))
        #expect(b.build().elements == [.move(.zero), .line(P(10, 0))])
        #expect(b.currentPoint == P(10, 0))
    }

    @Test func initInsertsMove() {
        let p = Path([.quad(P(1, 1), P(2, 0))])
        #expect(p.elements == [.move(.zero), .quad(P(1, 1), P(2, 0))])
    }

    @Test func closeRules() {
        var b = Path.Builder()
        b.close()  // no sub-path: ignored
        b.move(to: P(5, 5))
        b.line(to: P(10, 5))
        b.close()
        b.close()  // a second close is ignored
        #expect(b.currentPoint == P(5, 5))
        b.line(to: P(5, 10))  // starts a new sub-path at the closed one's start
        #expect(b.build().elements == [.move(P(5, 5)), .line(P(10, 5)), .close, .move(P(5, 5)), .line(P(5, 10))])
    }

    @Test func structureAndSameStructure() {
        let a = Path.rect(Rect(x: 0, y: 0, width: 10, height: 10))
        let b = Path.rect(Rect(x: 3, y: 4, width: 1, height: 2))
        #expect(a.structure == [.move, .line, .line, .line, .close])
        #expect(a.hasSameStructure(as: b))
        #expect(!a.hasSameStructure(as: .ellipse(in: Rect(x: 0, y: 0, width: 10, height: 10))))
        #expect(Path.empty.isEmpty)
        #expect(!a.isEmpty)
    }

    @Test func applyingTransform() {
        let p = Path([.move(P(1, 2)), .cubic(P(3, 4), P(5, 6), P(7, 8)), .close])
        let q = p.applying(.translation(10, 20))
        #expect(q.elements == [.move(P(11, 22)), .cubic(P(13, 24), P(15, 26), P(17, 28)), .close])
        #expect(p.applying(.identity) == p)
    }

    @Test func elementPointsAndMap() {
        let e = PathElement.cubic(P(1, 2), P(3, 4), P(5, 6))
        #expect(e.points == [P(1, 2), P(3, 4), P(5, 6)])
        #expect(e.kind == .cubic)
        #expect(e.mapPoints { $0 * 2 } == .cubic(P(2, 4), P(6, 8), P(10, 12)))
        #expect(PathElement.close.points.isEmpty)
    }

    @Test func controlPointBoundsIncludeControls() {
        let p = Path([.move(P(0, 0)), .quad(P(5, 20), P(10, 0))])
        #expect(p.controlPointBounds == Rect(x: 0, y: 0, width: 10, height: 20))
        #expect(Path.empty.controlPointBounds == .zero)
    }

    @Test func subpaths() throws {
        let p = try Path(svg: "M0 0 L10 0 Z M20 20 L30 30 M40 40")
        let parts = p.subpaths
        #expect(parts.count == 3)
        #expect(parts[0].elements == [.move(P(0, 0)), .line(P(10, 0)), .close])
        #expect(parts[1].elements == [.move(P(20, 20)), .line(P(30, 30))])
        #expect(parts[2].elements == [.move(P(40, 40))])
        #expect(Path(parts.flatMap(\.elements)) == p)
        #expect(Path.empty.subpaths.isEmpty)
    }

    @Test func isClosed() throws {
        #expect(Path.rect(Rect(x: 0, y: 0, width: 1, height: 1)).isClosed)
        #expect(try Path(svg: "M0 0 L1 0 Z M2 2 L3 3 Z").isClosed)
        #expect(try !Path(svg: "M0 0 L1 0 M2 2 L3 3 Z").isClosed)
        #expect(try !Path(svg: "M0 0 L1 0 Z M2 2 L3 3").isClosed)
        #expect(!Path.empty.isClosed)
    }
}
