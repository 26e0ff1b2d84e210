import Foundation
import Geometry
import Motion
@testable import Render
import Testing

// ColorRamp.swift: the colour rule of a gradient's stops and its table. The exact colours come from
// `GradientColorSpace.mix` (sRGB: straight; Generic RGB: `GenericRGB.mix`), never from an earlier render.

/// The table's entry at `t` unpacked to (a, r, g, b), premultiplied, 0…255.
private func channels(_ p: UInt32) -> [Int] { [Int(p >> 24), Int(p >> 16 & 255), Int(p >> 8 & 255), Int(p & 255)] }

/// The premultiplied (a, r, g, b) of an unpremultiplied colour, each channel clamped to 0…1 first (as Cairo clamps
/// its stops: a Generic RGB mix of two sRGB colours can leave sRGB's gamut), unrounded.
private func exact(_ c: Color) -> [Double] {
    func k(_ v: Double) -> Double { min(max(v, 0), 1) }
    let a = 255 * k(c.alpha)
    return [a, a * k(c.red), a * k(c.green), a * k(c.blue)]
}

private let pairs: [(Color, Color)] = [
    (.black, .white),
    (Color(red: 0.247, green: 0.914, blue: 0), Color(red: 1, green: 0.816, blue: 0.58)),  // LottieFiles-gradient_square
    (Color(red: 1, green: 0, blue: 0), Color(red: 0, green: 0, blue: 1, alpha: 0.3)),
    (Color(red: 0.05, green: 0.02, blue: 0.3), Color(red: 0.95, green: 0.98, blue: 0.1)),
]

@Suite struct ColorRampTests {
    /// The table against `GenericRGB.mix` (and sRGB's straight mix) at 2000 positions: within 1/255 on every channel
    /// (the nearest entry is at most 1/2046 from t; the rest is rounding).
    @Test(arguments: GradientColorSpace.allCases)
    func tableFollowsTheExactMix(_ space: GradientColorSpace) throws {
        for (a, b) in pairs {
            let ramp = try #require(ColorRamp(colors: [a, b], locations: nil, space: space))
            let table = ramp.table()
            for i in 0...1999 {
                let t = Double(i) / 1999
                let want = exact(space.mix(a, b, t)), got = channels(table.pixel(at: t))
                for k in 0..<4 { #expect(abs(Double(got[k]) - want[k]) <= 1, "\(space) \(a) → \(b) at \(t): \(got) vs \(want)") }
            }
        }
    }

    /// Three stops at uneven locations: each pair mixed over its own interval; before the first stop and after the
    /// last, their colours (PAD); t outside 0…1 and NaN are clamped.
    @Test func stopsAtLocationsArePaddedAndClamped() throws {
        let c = [Color(red: 1, green: 0.5, blue: 0), Color(red: 0, green: 0.2, blue: 1), Color(red: 0.3, green: 1, blue: 0.3)]
        let ramp = try #require(ColorRamp(colors: c, locations: [0.2, 0.3, 0.9], space: .genericRGB))
        #expect(ramp.color(at: 0.1) == c[0])
        #expect(ramp.color(at: 0.95) == c[2])
        let mid = ramp.color(at: 0.25), want = GenericRGB.mix(c[0], c[1], 0.5)
        #expect(abs(mid.red - want.red) < 1e-12 && abs(mid.green - want.green) < 1e-12 && abs(mid.blue - want.blue) < 1e-12)
        let table = ramp.table()
        #expect(table.pixel(at: 0) == ColorRamp.premultipliedARGB(c[0]))
        #expect(table.pixel(at: -3) == ColorRamp.premultipliedARGB(c[0]))
        #expect(table.pixel(at: .nan) == ColorRamp.premultipliedARGB(c[0]))
        #expect(table.pixel(at: 1) == ColorRamp.premultipliedARGB(c[2]))
        #expect(table.pixel(at: 7) == ColorRamp.premultipliedARGB(c[2]))
        for t in stride(from: 0.3, through: 0.9, by: 0.01) {
            let want = exact(GenericRGB.mix(c[1], c[2], (t - 0.3) / 0.6)), got = channels(table.pixel(at: t))
            for k in 0..<4 { #expect(abs(Double(got[k]) - want[k]) <= 1, "t \(t)") }
        }
    }

    /// Cairo's rules for the stops: locations clamped to 0…1 and sorted (a stop after those at its location); at a
    /// location shared by two stops (a hard edge) the colour after it; a `locations` count that differs, or fewer
    /// than two colours, is no ramp (Core Animation draws nothing).
    @Test func stopsFollowCairosOrder() throws {
        let r = Color(red: 1, green: 0, blue: 0), g = Color(red: 0, green: 1, blue: 0), b = Color(red: 0, green: 0, blue: 1)
        let sorted = try #require(ColorRamp(colors: [r, b, g], locations: [0, 1.5, 0.5]))
        #expect(sorted.colors == [r, g, b] && sorted.locations == [0, 0.5, 1])
        let hard = try #require(ColorRamp(colors: [r, g, b, r], locations: [0, 0.5, 0.5, 1]))
        #expect(hard.color(at: 0.5) == b)
        #expect(hard.color(at: 0.4999).green > 0.99)
        #expect(ColorRamp(colors: [r, g], locations: [0, 0.5, 1]) == nil)
        #expect(ColorRamp(colors: [r], locations: nil) == nil)
    }

    /// Premultiplied and rounded as pixman: 255 · a · c + 0.5, truncated.
    @Test func entriesArePremultipliedARGB() {
        #expect(ColorRamp.premultipliedARGB(Color(red: 0.1, green: 0.45, blue: 0.95, alpha: 0.6)) == 0x990F_4591)
        #expect(ColorRamp.premultipliedARGB(.white) == 0xFFFF_FFFF)
        #expect(ColorRamp.premultipliedARGB(.clear) == 0)
    }

    /// `GradientTable.multiply(_:byAlpha:)` is pixman's `UN8x4_MUL_UN8`: every byte `x·a / 255` rounded to nearest
    /// (no exact half exists: 255 is odd), for every byte and alpha, in each of the four lanes.
    @Test func maskingMultipliesEachByteRoundedToNearest() {
        for x in UInt32(0)...255 {
            for a in UInt32(0)...255 {
                let expected = (2 * x * a + 255) / 510  // ⌊x·a/255 + ½⌋
                let packed = x << 24 | (255 - x) << 16 | x << 8 | (x ^ 0x5a)
                let r = GradientTable.multiply(packed, byAlpha: a)
                #expect(r >> 24 == expected)
                guard r >> 24 == expected else { return }
                #expect((r >> 16) & 0xff == (2 * (255 - x) * a + 255) / 510)
                #expect((r >> 8) & 0xff == expected)
                #expect(r & 0xff == (2 * (x ^ 0x5a) * a + 255) / 510)
            }
        }
        let colors = GradientTable(entries: [0xff80_4020, 0x8040_2010, 0xffff_ffff])
        let mask = GradientTable(entries: [0x8000_0000, 0xff12_3456, 0x0000_0000])
        #expect(colors.masked(by: mask).entries == [0x8040_2010, 0x8040_2010, 0])
    }
}
