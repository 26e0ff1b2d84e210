import Foundation
import Testing
@testable import Geometry

/// `Double+Int.swift`: the checked conversions. `clampedByte` is computed without libm's `round`; these compare it
/// with the rule it stands for, `rounded(.toNearestOrAwayFromZero)` clamped to 0…255, where the two could part.
struct DoubleIntTests {
    /// The rule `clampedByte` must give, written the plain way.
    private func reference(_ v: Double) -> UInt8 {
        UInt8(truncatingIfNeeded: v.clampedInt(rounding: .toNearestOrAwayFromZero, in: 0...255))
    }

    @Test func clampedByteRoundsHalfAwayFromZero() {
        #expect(0.5.clampedByte() == 1)
        #expect(1.5.clampedByte() == 2)
        #expect(2.5.clampedByte() == 3)  // away from zero, not to even
        #expect(254.5.clampedByte() == 255)
        #expect(253.5.clampedByte() == 254)
        #expect(0.49999999999999994.clampedByte() == 0)  // the largest Double below 0.5: v + 0.5 would round up to 1
        #expect(1.4999999999999998.clampedByte() == 1)
        #expect(127.49999999999999.clampedByte() == 127)
    }

    @Test func clampedByteClampsAndMapsNaNToZero() {
        #expect(Double.nan.clampedByte() == 0)
        #expect((-Double.nan).clampedByte() == 0)
        #expect((-0.0).clampedByte() == 0)
        #expect((-0.6).clampedByte() == 0)
        #expect((-Double.infinity).clampedByte() == 0)
        #expect(Double.infinity.clampedByte() == 255)
        #expect(255.49.clampedByte() == 255)
        #expect(1e300.clampedByte() == 255)
        #expect(Double.leastNonzeroMagnitude.clampedByte() == 0)
    }

    @Test func clampedByteEqualsTheRoundingRuleEverywhere() {
        // Every quarter and the neighbours (one ulp either side) of every half from −2 to 258, and a deterministic
        // spread of other values.
        var values: [Double] = []
        for k in -8...1032 {
            let v = Double(k) / 4
            values += [v, v.nextDown, v.nextUp]
        }
        var x: UInt64 = 0x9E37_79B9_7F4A_7C15
        for _ in 0..<20000 {
            x = x &* 6364136223846793005 &+ 1442695040888963407
            values.append(Double(x >> 11) / Double(1 << 53) * 260 - 2)
        }
        for v in values {
            #expect(v.clampedByte() == reference(v), "clampedByte(\(v))")
        }
    }
}
