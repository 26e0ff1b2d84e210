import Foundation
import Testing
import Geometry

/// `Path.trimmed(start:end:)`: After Effects' Trim Paths on a filled path, checked on a square whose arc lengths are
/// its edges (perimeter 400, from the top-left corner clockwise, the close the left edge).
struct PathTrimTests {
    let square = Path([.move(Point(x: 0, y: 0)), .line(Point(x: 100, y: 0)), .line(Point(x: 100, y: 100)),
                       .line(Point(x: 0, y: 100)), .close])

    /// The shoelace area of a path's single sub-path, closed straight back as a fill closes it.
    func filledArea(_ p: Path) -> Double {
        let points = p.elements.compactMap { e -> Point? in
            switch e {
            case .move(let q), .line(let q): q
            default: nil
            }
        }
        var twice = 0.0
        for i in points.indices {
            let a = points[i], b = points[(i + 1) % points.count]
            twice += a.x * b.y - b.x * a.y
        }
        return abs(twice) / 2
    }

    @Test func aRangeWithinThePathIsThePieceBetweenItsDistances() {
        #expect(square.trimmed(start: 0.1, end: 0.3).elements ==
                [.move(Point(x: 40, y: 0)), .line(Point(x: 100, y: 0)), .line(Point(x: 100, y: 20))])
        // Half the perimeter from the corner: the triangle under the diagonal, half the square.
        #expect(filledArea(square.trimmed(start: 0, end: 0.5)) == 5000)
    }

    /// The same element kinds, every point within 1e-9 (fractions of the length are not exact in binary).
    func nearlyEqual(_ a: Path, _ b: [PathElement]) -> Bool {
        a.elements.map(\.kind) == b.map(\.kind) && zip(a.elements.flatMap(\.points), b.flatMap(\.points)).allSatisfy {
            abs($0.x - $1.x) < 1e-9 && abs($0.y - $1.y) < 1e-9
        }
    }

    @Test func aRangePastTheEndWrapsAndJoinsThroughTheStartOfAClosedPath() {
        // 0.9…1.2: up the left edge from (0, 40) to the corner, then along the top to (80, 0), one piece.
        let piece: [PathElement] = [.move(Point(x: 0, y: 40)), .line(Point(x: 0, y: 0)), .line(Point(x: 80, y: 0))]
        #expect(nearlyEqual(square.trimmed(start: 0.9, end: 1.2), piece))
        // Whole turns of the start are taken out: 2.9…3.2 is the same piece.
        #expect(nearlyEqual(square.trimmed(start: 2.9, end: 3.2), piece))
        // An open path's two pieces stay two sub-paths.
        let open = Path([.move(Point(x: 0, y: 0)), .line(Point(x: 100, y: 0)), .line(Point(x: 100, y: 100))])
        #expect(nearlyEqual(open.trimmed(start: 0.75, end: 1.25),
                            [.move(Point(x: 100, y: 50)), .line(Point(x: 100, y: 100)), .move(Point(x: 0, y: 0)),
                             .line(Point(x: 50, y: 0))]))
    }

    @Test func aWholeLengthIsThePathAndAnEmptyRangeIsNothing() {
        #expect(square.trimmed(start: 0.3, end: 1.3) == square)
        #expect(square.trimmed(start: 0, end: 1) == square)
        #expect(square.trimmed(start: 0.5, end: 0.5).isEmpty)
        #expect(square.trimmed(start: 0.6, end: 0.5).isEmpty)
        #expect(square.trimmed(start: .nan, end: 0.5).isEmpty)
    }
}
