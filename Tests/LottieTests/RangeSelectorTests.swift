import Foundation
@testable import Lottie
import XCTest

/// Range selectors' coverage (lottie-web's `TextSelectorProperty.getMult`) and the units they count
/// (`TextSelection`, lottie-web's `anIndexes`), with exact values.
final class RangeSelectorTests: XCTestCase {
    private func coverage(_ shape: RangeSelector.Shape, s: Double = 0, e: Double = 100, o: Double = 0,
                          amount: Double = 1, units: RangeSelector.Units = .percent, mode: RangeSelector.Mode = .add,
                          count: Int = 4) -> [Double] {
        let r = RangeSelector(start: s, end: e, offset: o, amount: amount, units: units, mode: mode, shape: shape)
        return (0..<count).map { r.coverage(index: $0, count: count) }
    }

    private func assertEqual(_ a: [Double], _ b: [Double], file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(a.count, b.count, file: file, line: line)
        for (x, y) in zip(a, b) { XCTAssertEqual(x, y, accuracy: 1e-12, "\(a) vs \(b)", file: file, line: line) }
    }

    /// Square: whole units inside the range are covered, the ends' units by the part the range covers.
    func testSquare() {
        assertEqual(coverage(.square, s: 25, e: 75), [0, 1, 1, 0])
        assertEqual(coverage(.square, s: 10, e: 60), [0.6, 1, 0.4, 0])
        assertEqual(coverage(.square, s: 75, e: 25), [0, 1, 1, 0])  // reversed: swapped
        assertEqual(coverage(.square), [1, 1, 1, 1])
        assertEqual(coverage(.square, s: 0, e: 0), [0, 0, 0, 0])
    }

    /// The offset moves the range; index units count units, not percent.
    func testOffsetAndIndexUnits() {
        assertEqual(coverage(.square, s: 0, e: 25, o: 50), [0, 0, 1, 0])
        assertEqual(coverage(.square, s: 0, e: 25, o: -25), [0, 0, 0, 0])
        assertEqual(coverage(.square, s: 1, e: 3, units: .index), [0, 1, 1, 0])
        assertEqual(coverage(.square, s: 0, e: 1, o: 3, units: .index), [0, 0, 0, 1])
    }

    /// Ramps, triangle, round and smooth are sampled at each unit's middle, (i + 0.5) / 4 of the way.
    func testShapes() {
        assertEqual(coverage(.rampUp), [0.125, 0.375, 0.625, 0.875])
        assertEqual(coverage(.rampDown), [0.875, 0.625, 0.375, 0.125])
        assertEqual(coverage(.triangle), [0.25, 0.75, 0.75, 0.25])
        let outer = (1 - 1.5 * 1.5 / 4).squareRoot(), inner = (1 - 0.5 * 0.5 / 4).squareRoot()
        assertEqual(coverage(.round), [outer, inner, inner, outer])
        let lo = (1 + cos(Double.pi * 1.25)) / 2, hi = (1 + cos(Double.pi * 1.75)) / 2
        assertEqual(coverage(.smooth), [lo, hi, hi, lo])
        // Ramps outside the range: ramp up is 1 past its end, ramp down 1 before its start.
        assertEqual(coverage(.rampUp, s: 0, e: 50), [0.25, 0.75, 1, 1])
        assertEqual(coverage(.rampDown, s: 50, e: 100), [1, 1, 0.75, 0.25])
    }

    /// The amount scales the coverage; subtract and difference select the rest.
    func testAmountAndModes() {
        assertEqual(coverage(.square, s: 25, e: 75, amount: 0.5), [0, 0.5, 0.5, 0])
        assertEqual(coverage(.square, s: 25, e: 75, amount: -1), [0, -1, -1, 0])
        assertEqual(coverage(.square, s: 25, e: 75, mode: .subtract), [1, 0, 0, 1])
        assertEqual(coverage(.square, s: 25, e: 75, mode: .difference), [1, 0, 0, 1])
        for mode in [RangeSelector.Mode.intersect, .min, .max] {
            assertEqual(coverage(.square, s: 25, e: 75, mode: mode), [0, 1, 1, 0])
        }
    }

    /// Ease high and low bend the coverage (a cubic Bézier from (ne, 0) to (1 − xe, 1)); smoothness below 100 %
    /// narrows the square's partial edges.
    func testEaseAndSmoothness() {
        var r = RangeSelector(start: 0, end: 100, offset: 0, amount: 1, shape: .rampUp)
        r.easeLow = 100
        r.easeHigh = 100
        let eased = r.coverage(index: 0, count: 4)
        XCTAssertLessThan(eased, 0.125)  // ease in at the start: slower than the linear ramp
        XCTAssertEqual(r.coverage(index: 1, count: 2) + r.coverage(index: 0, count: 2), 1, accuracy: 1e-9)  // symmetric
        var sq = RangeSelector(start: 10, end: 60, offset: 0, amount: 1, shape: .square)
        sq.smoothness = 50
        // 0.6 → (0.6 − 0.25) / 0.5 = 0.7; 0.4 → 0.3; 1 stays 1.
        assertEqual((0..<4).map { sq.coverage(index: $0, count: 4) }, [0.7, 1, 0.3, 0])
    }

    /// Characters, characters without spaces, words and lines of "ab cd\nef".
    func testSelectionUnits() {
        let text = Array("ab cd\nef")
        let chars = TextSelection(text, basedOn: .characters)
        XCTAssertEqual(chars.units, [0, 1, 2, 3, 4, 5, 5, 6])
        XCTAssertEqual(chars.count, 7)
        let noSpaces = TextSelection(text, basedOn: .charactersExcludingSpaces)
        XCTAssertEqual(noSpaces.units, [0, 1, 2, 2, 3, 4, 4, 5])
        XCTAssertEqual(noSpaces.count, 6)
        let words = TextSelection(text, basedOn: .words)
        XCTAssertEqual(words.units, [0, 0, 0, 1, 1, 1, 2, 2])
        XCTAssertEqual(words.count, 3)
        let lines = TextSelection(text, basedOn: .lines)
        XCTAssertEqual(lines.units, [0, 0, 0, 0, 0, 0, 1, 1])
        XCTAssertEqual(lines.count, 2)
    }

    /// Randomised order: a permutation of the units, the same for the same seed every time, units kept together.
    func testRandomizedUnitsAreASeededPermutation() {
        let text = Array("abcdefghij")
        let a = TextSelection(text, basedOn: .characters, randomSeed: 7)
        XCTAssertEqual(a.units.sorted(), Array(0..<10))
        XCTAssertNotEqual(a.units, Array(0..<10))
        XCTAssertEqual(a, TextSelection(text, basedOn: .characters, randomSeed: 7))
        XCTAssertNotEqual(a.units, TextSelection(text, basedOn: .characters, randomSeed: 8).units)
        let words = TextSelection(Array("ab cd ef"), basedOn: .words, randomSeed: 3)
        XCTAssertEqual(words.units[0], words.units[1])
        XCTAssertEqual(Set(words.units), [0, 1, 2])
    }
}
