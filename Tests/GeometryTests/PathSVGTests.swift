import Foundation
import Testing
import Geometry

private func svg(_ text: String) throws -> [PathElement] { try Path(svg: text).elements }

/// The error `Path(svg:)` throws for `text`, or `nil`.
private func svgError(_ text: String) -> SVGPathError? {
    do {
        _ = try Path(svg: text)
        return nil
    } catch let error as SVGPathError {
        return error
    } catch {
        return nil
    }
}

@Suite struct PathSVGTests {
    // MARK: Commands

    @Test func moveAndLine() throws {
        #expect(try svg("M10 20 L30 40") == [.move(P(10, 20)), .line(P(30, 40))])
        #expect(try svg("m10 20 l5 -5") == [.move(P(10, 20)), .line(P(15, 15))])
    }

    @Test func numbersAfterMoveAreLines() throws {
        #expect(try svg("M0 0 10 0 10 10") == [.move(P(0, 0)), .line(P(10, 0)), .line(P(10, 10))])
        #expect(try svg("m1 1 2 2 3 3") == [.move(P(1, 1)), .line(P(3, 3)), .line(P(6, 6))])
        #expect(try svg("M1 1 L2 2 3 3") == [.move(P(1, 1)), .line(P(2, 2)), .line(P(3, 3))])
    }

    @Test func secondMoveIsRelativeToCurrentPoint() throws {
        #expect(try svg("m1 1 l2 0 m3 3") == [.move(P(1, 1)), .line(P(3, 1)), .move(P(6, 4))])
    }

    @Test func horizontalAndVertical() throws {
        #expect(try svg("M1 2 H10 V20 h-5 v-5 H1 2") == [
            .move(P(1, 2)), .line(P(10, 2)), .line(P(10, 20)), .line(P(5, 20)), .line(P(5, 15)),
            .line(P(1, 15)), .line(P(2, 15)),
        ])
    }

    @Test func cubic() throws {
        #expect(try svg("M0 0 C1 2 3 4 5 6 c1 1 2 2 3 3") == [
            .move(P(0, 0)), .cubic(P(1, 2), P(3, 4), P(5, 6)), .cubic(P(6, 7), P(7, 8), P(8, 9)),
        ])
        // Repeated argument groups repeat the command.
        #expect(try svg("M0 0 C1 1 2 2 3 3 4 4 5 5 6 6") == [
            .move(P(0, 0)), .cubic(P(1, 1), P(2, 2), P(3, 3)), .cubic(P(4, 4), P(5, 5), P(6, 6)),
        ])
    }

    @Test func smoothCubicReflectsThePreviousControlPoint() throws {
        #expect(try svg("M0 0 C10 0 20 10 20 20 S30 40 40 40") == [
            .move(P(0, 0)), .cubic(P(10, 0), P(20, 10), P(20, 20)), .cubic(P(20, 30), P(30, 40), P(40, 40)),
        ])
        // Relative, chained: each S reflects the previous S's second control point.
        #expect(try svg("M0 0 c10 0 20 10 20 20 s10 20 20 20 s5 5 10 0") == [
            .move(P(0, 0)), .cubic(P(10, 0), P(20, 10), P(20, 20)),
            .cubic(P(20, 30), P(30, 40), P(40, 40)),
            .cubic(P(50, 40), P(45, 45), P(50, 40)),
        ])
    }

    @Test func smoothCubicAfterANonCubicUsesTheCurrentPoint() throws {
        #expect(try svg("M0 0 L10 10 S20 20 30 30") == [
            .move(P(0, 0)), .line(P(10, 10)), .cubic(P(10, 10), P(20, 20), P(30, 30)),
        ])
        #expect(try svg("M0 0 Q5 5 10 10 S20 20 30 30") == [
            .move(P(0, 0)), .quad(P(5, 5), P(10, 10)), .cubic(P(10, 10), P(20, 20), P(30, 30)),
        ])
    }

    @Test func quadratic() throws {
        #expect(try svg("M0 0 Q10 0 10 10 q0 10 10 10") == [
            .move(P(0, 0)), .quad(P(10, 0), P(10, 10)), .quad(P(10, 20), P(20, 20)),
        ])
    }

    @Test func smoothQuadraticReflectsThePreviousControlPoint() throws {
        #expect(try svg("M0 0 Q10 0 10 10 T20 20 t10 10") == [
            .move(P(0, 0)), .quad(P(10, 0), P(10, 10)), .quad(P(10, 20), P(20, 20)), .quad(P(30, 20), P(30, 30)),
        ])
        // T after a cubic (or anything but a quadratic) uses the current point.
        #expect(try svg("M0 0 C1 1 2 2 3 3 T5 5") == [
            .move(P(0, 0)), .cubic(P(1, 1), P(2, 2), P(3, 3)), .quad(P(3, 3), P(5, 5)),
        ])
        #expect(try svg("M2 2 T5 5") == [.move(P(2, 2)), .quad(P(2, 2), P(5, 5))])
    }

    @Test func closeReturnsToTheSubpathStart() throws {
        #expect(try svg("M1 1 L10 1 L10 10 Z l5 5") == [
            .move(P(1, 1)), .line(P(10, 1)), .line(P(10, 10)), .close, .move(P(1, 1)), .line(P(6, 6)),
        ])
        #expect(try svg("m1 1 h9 v9 z m2 2 h1") == [
            .move(P(1, 1)), .line(P(10, 1)), .line(P(10, 10)), .close, .move(P(3, 3)), .line(P(4, 3)),
        ])
        // No smooth reflection across a close.
        #expect(try svg("M0 0 C1 0 2 1 2 2 Z S4 4 5 5") == [
            .move(P(0, 0)), .cubic(P(1, 0), P(2, 1), P(2, 2)), .close, .move(P(0, 0)),
            .cubic(P(0, 0), P(4, 4), P(5, 5)),
        ])
    }

    @Test func emptyData() throws {
        #expect(try svg("").isEmpty)
        #expect(try svg(" \n\t ").isEmpty)
    }

    // MARK: Number syntax

    @Test func numberSyntax() throws {
        #expect(try svg("M.5.5L-1e2,+2E-1 3-4") == [.move(P(0.5, 0.5)), .line(P(-100, 0.2)), .line(P(3, -4))])
        #expect(try svg("M1.5e+1-.25") == [.move(P(15, -0.25))])
        #expect(try svg("M5. 6.") == [.move(P(5, 6))])
        #expect(try svg("M 1 , 2 L\n3\t,\r4") == [.move(P(1, 2)), .line(P(3, 4))])
        #expect(try svg("M1,2,3,4") == [.move(P(1, 2)), .line(P(3, 4))])
        #expect(try svg("M0.1 0.2") == [.move(P(0.1, 0.2))])
        #expect(try svg("M-0 0")[0] == .move(P(-0.0, 0)))
        #expect(try svg("M5e-324 0") == [.move(P(.leastNonzeroMagnitude, 0))])
    }

    // MARK: Arcs

    @Test func quarterArcMidpointLiesOnTheCircle() throws {
        for r in [1.0, 10, 250] {
            let e = try svg("M\(r) 0 A\(r) \(r) 0 0 1 0 \(r)")
            #expect(e.count == 2)
            guard case .cubic(let c1, let c2, let end) = e[1] else { Issue.record("expected a cubic"); continue }
            #expect(end == P(0, r))  // exactly the arc's end point
            let k = 4.0 / 3.0 * (2.0.squareRoot() - 1)
            #expect(isClose(c1, P(r, k * r), 1e-12 * r))
            #expect(isClose(c2, P(k * r, r), 1e-12 * r))
            let mid = cubicAt(P(r, 0), c1, c2, end, 0.5)
            #expect(isClose(mid.distance(to: .zero), r, 1e-3 * r))
            #expect(isClose(mid.x, mid.y, 1e-12 * r))
        }
        // A unit quarter arc: within 1e-3 of the radius in absolute terms.
        let e = try svg("M1 0 A1 1 0 0 1 0 1")
        guard case .cubic(let c1, let c2, let end) = e[1] else { Issue.record("expected a cubic"); return }
        #expect(isClose(cubicAt(P(1, 0), c1, c2, end, 0.5).distance(to: .zero), 1, 1e-3))
    }

    @Test func fullCircleFromTwoArcs() throws {
        let p = try Path(svg: "M0 50 A50 50 0 0 1 100 50 A50 50 0 0 1 0 50 Z")
        #expect(p.structure == [.move, .cubic, .cubic, .cubic, .cubic, .close])
        #expect(isClose(p.bounds, Rect(x: 0, y: 0, width: 100, height: 100), 1e-9))
        // Sweep 1 from the left point goes over the top (y-down screen: angle increasing turns +x toward +y).
        guard case .cubic(_, _, let top) = p.elements[1] else { Issue.record("expected a cubic"); return }
        #expect(isClose(top, P(50, 0), 1e-12))
        for point in sampledPoints(p, perSegment: 64) {
            #expect(isClose(point.distance(to: P(50, 50)), 50, 50 * 3e-4))
        }
    }

    @Test func arcFlagsChooseTheArc() throws {
        // From (10, 0) to (0, 10) on radius 10 circles: the four combinations.
        let small1 = try Path(svg: "M10 0 A10 10 0 0 1 0 10")  // centre (0, 0), 90°
        let small0 = try Path(svg: "M10 0 A10 10 0 0 0 0 10")  // centre (10, 10), 90°
        let large1 = try Path(svg: "M10 0 A10 10 0 1 1 0 10")  // centre (10, 10), 270°
        let large0 = try Path(svg: "M10 0 A10 10 0 1 0 0 10")  // centre (0, 0), 270°
        #expect(small1.elements.count == 2 && small0.elements.count == 2)
        #expect(large1.elements.count == 4 && large0.elements.count == 4)
        #expect(isClose(small1.bounds, Rect(x: 0, y: 0, width: 10, height: 10), 1e-12))
        #expect(isClose(small0.bounds, Rect(x: 0, y: 0, width: 10, height: 10), 1e-12))
        #expect(isClose(large1.bounds, Rect(x: 0, y: 0, width: 20, height: 20), 1e-12))
        #expect(isClose(large0.bounds, Rect(x: -10, y: -10, width: 20, height: 20), 1e-12))
        for (path, centre) in [(small1, P(0, 0)), (small0, P(10, 10)), (large1, P(10, 10)), (large0, P(0, 0))] {
            for point in sampledPoints(path, perSegment: 32) {
                #expect(isClose(point.distance(to: centre), 10, 10 * 3e-4))
            }
        }
    }

    @Test func radiiTooSmallAreScaledUp() throws {
        let p = try Path(svg: "M0 0 A1 1 0 0 1 10 0")  // scaled to radius 5: a half circle over the top
        #expect(p.structure == [.move, .cubic, .cubic])
        guard case .cubic(_, _, let mid) = p.elements[1] else { Issue.record("expected a cubic"); return }
        #expect(isClose(mid, P(5, -5), 1e-12))
        #expect(isClose(p.bounds, Rect(x: 0, y: -5, width: 10, height: 5), 1e-12))
    }

    @Test func zeroRadiusIsALineAndAnArcToTheCurrentPointIsOmitted() throws {
        #expect(try svg("M0 0 A0 5 0 0 1 10 0") == [.move(P(0, 0)), .line(P(10, 0))])
        #expect(try svg("M0 0 a5 0 0 0 1 10 0") == [.move(P(0, 0)), .line(P(10, 0))])
        #expect(try svg("M3 4 A5 5 0 0 1 3 4 L5 5") == [.move(P(3, 4)), .line(P(5, 5))])
    }

    @Test func relativeArcsAndCompactFlags() throws {
        let compact = try Path(svg: "M0 0a5 5 0 0110 0")
        let spaced = try Path(svg: "M0 0 A5 5 0 0 1 10 0")
        #expect(compact == spaced)
        #expect(compact.structure == [.move, .cubic, .cubic])
        // Repeated arc groups.
        let twice = try Path(svg: "M0 0 a5 5 0 0 1 10 0 5 5 0 0 1 10 0")
        #expect(twice.structure == [.move, .cubic, .cubic, .cubic, .cubic])
        #expect(twice.elements.last?.points.last == P(20, 0))
        // Negative radii use their absolute values.
        #expect(try Path(svg: "M0 0 A-5 -5 0 0 1 10 0") == spaced)
    }

    @Test func rotatedEllipticalArc() throws {
        // An ellipse 10 × 20 turned 90° is the ellipse 20 × 10.
        let turned = try Path(svg: "M0 0 A10 20 90 0 1 40 0")
        let plain = try Path(svg: "M0 0 A20 10 0 0 1 40 0")
        #expect(isClose(turned, plain, 1e-9))
        #expect(isClose(plain.bounds, Rect(x: 0, y: -10, width: 40, height: 10), 1e-9))
        for point in sampledPoints(plain, perSegment: 32) {
            let nx = (point.x - 20) / 20, ny = point.y / 10
            #expect(isClose((nx * nx + ny * ny).squareRoot(), 1, 3e-4))
        }
        // A 45°-rotated arc's pieces end on the rotated ellipse.
        let tilted = try Path(svg: "M0 0 A30 10 45 1 1 10 10")
        #expect(tilted.elements.last?.points.last == P(10, 10))
    }

    // MARK: Errors

    @Test func errorOffsetsAndMessages() {
        let e = svgError("M0 0 L x")
        #expect(e == SVGPathError(offset: 7, message: "expected a number, got \"x\""))
        #expect(e?.description == "at character 7: expected a number, got \"x\"")

        #expect(svgError("L0 0") == SVGPathError(offset: 0, message: "expected a moveto command (M or m), got \"L\""))
        #expect(svgError("  10 0")?.offset == 2)
        #expect(svgError("M0 0 X1 2") == SVGPathError(offset: 5, message: "expected a command, got \"X\""))
        #expect(svgError("M0") == SVGPathError(offset: 2, message: "expected a number, got end of data"))
        #expect(svgError("M0 0 C1 2 3") == SVGPathError(offset: 11, message: "expected a number, got end of data"))
        #expect(svgError("M0 0 A5 5 0 2 1 3 3") == SVGPathError(offset: 12, message: "expected an arc flag (0 or 1), got \"2\""))
        #expect(svgError("M 1e999 0") == SVGPathError(offset: 2, message: "number out of range: 1e999"))
        #expect(svgError("M0 0 Z 5") == SVGPathError(offset: 7, message: "expected a command, got \"5\""))
        #expect(svgError("M0 0 L1 2,") == SVGPathError(offset: 10, message: "expected a number, got end of data"))
        #expect(svgError("M0 0 L1,,2")?.offset == 8)
        #expect(svgError("M0 0 L- 2") == SVGPathError(offset: 6, message: "expected a number, got \"- \""))
        #expect(svgError("M0 0 L.e2 2")?.offset == 6)
        #expect(svgError("M0 0 L1e 2") == SVGPathError(offset: 7, message: "expected a number, got \"e\""))  // "1", then a stray "e"
        // Offsets count characters, not bytes.
        #expect(svgError("M0 0 L1 2 é")?.offset == 10)
    }

    // MARK: svgString

    @Test func svgStringFormatting() throws {
        let text = "M0 0 L1.5 -2 Q3 4 5 6 C1e-05 0.1 -0 0 7 8 Z"
        #expect(try Path(svg: text).svgString == text)
        #expect(try Path(svg: "m1 1 h2 v2 z").svgString == "M1 1 L3 1 L3 3 Z")
        #expect(try Path(svg: "M0 0 T5 5").svgString == "M0 0 Q0 0 5 5")
        #expect(Path.empty.svgString == "")
        #expect(Path([.move(P(0.1 + 0.2, 1e300))]).svgString == "M0.30000000000000004 1e+300")
    }

    @Test func svgStringRoundTripsExactly() throws {
        let paths: [Path] = [
            .rect(Rect(x: 0.1, y: 0.2, width: 0.3, height: 1e-7)),
            .ellipse(in: Rect(x: -13.37, y: 4.2, width: 100.1, height: 33.3)),
            .roundedRect(Rect(x: 1 / 3, y: 2 / 3, width: 123.456, height: 78.9), cornerRadius: 17.1, style: .continuous),
            .roundedRect(Rect(x: 1 / 3, y: 2 / 3, width: 123.456, height: 78.9), cornerRadius: 17.1, style: .circular),
            .roundedRect(Rect(x: 1 / 3, y: 2 / 3, width: 123.456, height: 78.9), cornerRadius: 17.1, style: .quad),
            try Path(svg: "M0 0 A30 10 45 1 1 10 10 Z L3 3 M5 5 M6 6 Q1 2 3 4 Z"),
            Path([.move(P(-0.0, .leastNonzeroMagnitude)), .line(P(.pi, -.ulpOfOne)), .close, .close]),
        ]
        for p in paths {
            let back = try Path(svg: p.svgString)
            #expect(back == p, "\(p.svgString)")
            #expect(back.elements.flatMap(\.points).map(\.x.bitPattern) == p.elements.flatMap(\.points).map(\.x.bitPattern))
            #expect(back.elements.flatMap(\.points).map(\.y.bitPattern) == p.elements.flatMap(\.points).map(\.y.bitPattern))
        }
    }
}
