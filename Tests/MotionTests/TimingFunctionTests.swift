import Foundation
import Testing
@testable import Motion

private struct Vectors: Decodable {
    struct Curve: Decodable {
        var name: String?
        var controlPoints: [Double]?
        var samples: [[Double]]
    }
    var timingFunctions: [Curve]
}

private func loadVectors() throws -> Vectors {
    let url = try #require(Bundle.module.url(forResource: "timing-vectors", withExtension: "json", subdirectory: "Fixtures")
        ?? Bundle.module.url(forResource: "timing-vectors", withExtension: "json"))
    return try JSONDecoder().decode(Vectors.self, from: Data(contentsOf: url))
}

@Test func everyTimingVectorMatchesWithin1e6() throws {
    let vectors = try loadVectors()
    #expect(vectors.timingFunctions.count >= 9)
    var checked = 0
    for curve in vectors.timingFunctions {
        let f: TimingFunction
        if let name = curve.name {
            f = TimingFunction(try #require(TimingFunction.Name(rawValue: name)))
        } else {
            let c = try #require(curve.controlPoints)
            f = TimingFunction(controlPoints: c[0], c[1], c[2], c[3])
        }
        for s in curve.samples {
            let y = f.evaluate(s[0])
            #expect(abs(y - s[1]) < 1e-6, "\(curve.name ?? "\(curve.controlPoints!)") x=\(s[0]): \(y) vs \(s[1])")
            checked += 1
        }
    }
    #expect(checked == 45)
}

@Test func linearIsExactAndEndpointsAreExact() {
    for x in stride(from: 0.0, through: 1.0, by: 0.01) {
        #expect(TimingFunction.linear.evaluate(x) == x)
    }
    #expect(TimingFunction.easeInEaseOut.evaluate(0) == 0)
    #expect(TimingFunction.easeInEaseOut.evaluate(1) == 1)
    #expect(TimingFunction.easeInEaseOut.evaluate(0.5) == 0.5)
}

@Test func inputIsClampedToUnitInterval() {
    #expect(TimingFunction.default.evaluate(-0.3) == 0)
    #expect(TimingFunction.default.evaluate(1.7) == 1)
}

@Test func symmetriesOfTheNamedCurves() {
    for x in stride(from: 0.0, through: 1.0, by: 0.05) {
        let e = TimingFunction.easeInEaseOut
        #expect(abs(e.evaluate(1 - x) - (1 - e.evaluate(x))) < 1e-9)
        #expect(abs(TimingFunction.easeOut.evaluate(x) - (1 - TimingFunction.easeIn.evaluate(1 - x))) < 1e-9)
    }
}

@Test func overshootingCurveIsNotClampedInY() {
    let back = TimingFunction(controlPoints: 0.68, -0.55, 0.265, 1.55)
    #expect(back.evaluate(0.1) < 0)
    #expect(back.evaluate(0.9) > 1)
}
