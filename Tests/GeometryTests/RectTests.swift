import Testing
import Geometry

@Suite struct RectTests {
    @Test func edgesAndCentre() {
        let r = Rect(x: 10, y: 20, width: 30, height: 40)
        #expect(r.minX == 10 && r.maxX == 40 && r.minY == 20 && r.maxY == 60)
        #expect(r.midX == 25 && r.midY == 40)
        #expect(r.center == P(25, 40))
        #expect(r.width == 30 && r.height == 40)
    }

    @Test func negativeSizeStandardizes() {
        let r = Rect(x: 10, y: 20, width: -30, height: -40)
        #expect(r.minX == -20 && r.maxX == 10 && r.minY == -20 && r.maxY == 20)
        #expect(r.standardized == Rect(x: -20, y: -20, width: 30, height: 40))
    }

    @Test func inset() {
        let r = Rect(x: 0, y: 0, width: 100, height: 50)
        #expect(r.insetBy(dx: 10, dy: 5) == Rect(x: 10, y: 5, width: 80, height: 40))
        #expect(r.insetBy(dx: -2, dy: -3) == Rect(x: -2, y: -3, width: 104, height: 56))
    }

    @Test func union() {
        let a = Rect(x: 0, y: 0, width: 10, height: 10)
        let b = Rect(x: 5, y: -5, width: 20, height: 5)
        #expect(a.union(b) == Rect(x: 0, y: -5, width: 25, height: 15))
    }

    @Test func containsIncludesEdges() {
        let r = Rect(x: 0, y: 0, width: 10, height: 10)
        #expect(r.contains(P(0, 0)))
        #expect(r.contains(P(10, 10)))
        #expect(r.contains(P(5, 5)))
        #expect(!r.contains(P(10.000001, 5)))
        #expect(!r.contains(P(-1, 5)))
    }

    @Test func emptiness() {
        #expect(Rect.zero.isEmpty)
        #expect(Rect(x: 0, y: 0, width: 0, height: 5).isEmpty)
        #expect(!Rect(x: 0, y: 0, width: 1, height: 5).isEmpty)
    }

    @Test func descriptions() {
        #expect(Rect(x: 1, y: 2, width: 3, height: 4).description == "[1.0, 2.0, 3.0, 4.0]")
        #expect(Size(width: 3, height: 4).description == "3.0×4.0")
    }
}
