import Geometry
import Testing

/// `UIBezierPath(roundedRect:byRoundingCorners:cornerRadii:)` with a radius per corner.
@Suite struct PathCornerRadiiTests {
    static let rect = Rect(x: 0, y: 0, width: 200, height: 100)

    @Test func squareCornersAreLinesToTheCornerPoint() {
        // Only the top-left (20) and bottom-right (10) corners rounded.
        let p = Path.roundedRect(Self.rect, cornerRadii: CornerRadii(topLeft: 20, bottomRight: 10), style: .circular)
        let expected: [PathElement.Kind] = [.move, .line, .line, .cubic, .line, .line, .cubic, .close]
        #expect(p.structure == expected)
        guard case .move(let start) = p.elements[0], case .line(let topRight) = p.elements[1],
              case .line(let bottomRightStart) = p.elements[2], case .cubic(_, _, let bottomRightEnd) = p.elements[3],
              case .line(let bottomLeft) = p.elements[4], case .line(let topLeftStart) = p.elements[5],
              case .cubic(_, _, let topLeftEnd) = p.elements[6] else {
            Issue.record("unexpected elements \(p.elements)"); return
        }
        #expect(start == Point(x: 20, y: 0))
        #expect(topRight == Point(x: 200, y: 0))
        #expect(bottomRightStart == Point(x: 200, y: 90))
        #expect(bottomRightEnd == Point(x: 190, y: 100))
        #expect(bottomLeft == Point(x: 0, y: 100))
        #expect(topLeftStart == Point(x: 0, y: 20))
        #expect(topLeftEnd == start)
        #expect(p.bounds == Self.rect)
    }

    @Test func equalRadiiAreTheOrdinaryRoundedRectAndEachRadiusIsClamped() {
        for style in CornerStyle.allCases {
            let four = CornerRadii(topLeft: 12, topRight: 12, bottomLeft: 12, bottomRight: 12)
            #expect(Path.roundedRect(Self.rect, cornerRadii: four, style: style)
                == Path.roundedRect(Self.rect, cornerRadius: 12, style: style))
        }
        // 80 is clamped to half the shorter side (50); the other corner keeps its 10.
        let big = Path.roundedRect(Self.rect, cornerRadii: CornerRadii(topLeft: 80, topRight: 10), style: .circular)
        guard case .move(let start) = big.elements[0], case .line(let topRightStart) = big.elements[1] else {
            Issue.record("unexpected elements"); return
        }
        #expect(start == Point(x: 50, y: 0) && topRightStart == Point(x: 190, y: 0))
        #expect(Path.roundedRect(Self.rect, cornerRadii: CornerRadii(), style: .continuous) == Path.rect(Self.rect))
    }
}
