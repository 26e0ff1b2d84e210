import Testing
import Geometry

@Suite struct PointTests {
    @Test func arithmetic() {
        #expect(P(1, 2) + P(3, -4) == P(4, -2))
        #expect(P(1, 2) - P(3, -4) == P(-2, 6))
        #expect(P(1.5, -2) * 2 == P(3, -4))
        #expect(Point.zero == P(0, 0))
    }

    @Test func distance() {
        #expect(P(0, 0).distance(to: P(3, 4)) == 5)
        #expect(P(-1, -1).distance(to: P(-1, -1)) == 0)
    }

    @Test func description() {
        #expect(P(1, -2.5).description == "(1.0, -2.5)")
    }
}
