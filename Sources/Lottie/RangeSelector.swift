import func Foundation.cos
import func Foundation.sqrt
import Geometry
import Motion

/// A text range selector at one instant: how much of an animator's properties each unit of the text (a character,
/// a word, a line: `TextSelection`) takes, its coverage, from 0 (none) to 1 (all; an amount over 100 % or below 0
/// scales it).
///
/// The coverage of unit `i` follows lottie-web's `TextSelectorProperty.getMult` (5.13): the range `[s, e]` in units
/// (`start + offset` and `end + offset`, percentages scaled by the domain size, swapped when reversed); the shape
/// over it, sampled at the unit's middle `i + 0.5` for ramps, triangle, round and smooth; the square's partial
/// coverage of the units the range's ends cut; the ease (a cubic Bézier from ease low and ease high), the
/// square's smoothness, then the amount. Skia's skottie (`modules/skottie/src/text/RangeSelector.cpp`) maps the
/// same shapes to the range (its generators for `sh` 1…6).
///
/// Modes (`m`): lottie-web and Skia apply every selector as "add". After Effects combines a selector with the
/// selection above it as its masks combine; a Lottie animator has one selector, so what is above it is the text
/// itself, combined by the mask rule for a first mask: add and max select the range (`c`), subtract the rest
/// (`1 − c`), intersect and min the range (`c`), difference the rest (`1 − c`).
struct RangeSelector: Equatable {
    enum Units: Equatable { case percent, index }
    /// `b`: what one unit is.
    enum BasedOn: Int, Equatable { case characters = 1, charactersExcludingSpaces, words, lines }
    /// `m`: how the selection combines with what is above it.
    enum Mode: Int, Equatable { case add = 1, subtract, intersect, min, max, difference }
    /// `sh`.
    enum Shape: Int, Equatable { case square = 1, rampUp, rampDown, triangle, round, smooth }

    var start: Double
    var end: Double
    var offset: Double
    /// Amount as a fraction (`a` / 100).
    var amount: Double
    var units: Units = .percent
    var mode: Mode = .add
    var shape: Shape = .square
    /// Ease low and ease high (`ne`, `xe`), percent; smoothness (`sm`), percent.
    var easeLow = 0.0
    var easeHigh = 0.0
    var smoothness = 100.0

    /// The range in units over a domain of `count` units, low end first.
    func range(count: Int) -> (s: Double, e: Double) {
        let divisor = units == .index ? 1 : 100 / Double(max(count, 1))
        let o = offset / divisor
        let s = start / divisor + o, e = end / divisor + o
        return s > e ? (e, s) : (s, e)
    }

    /// The coverage of unit `index` of `count`, the amount applied and the mode's combination done.
    func coverage(index: Int, count: Int) -> Double {
        let c = shapeCoverage(index: Double(index), count: count) * amount
        switch mode {
        case .add, .intersect, .min, .max: return c
        case .subtract, .difference: return 1 - c
        }
    }

    /// lottie-web's `getMult` before the amount.
    func shapeCoverage(index ind: Double, count: Int) -> Double {
        let (s, e) = range(count: count)
        var x1 = 0.0, y1 = 0.0, x2 = 1.0, y2 = 1.0
        if easeLow > 0 { x1 = easeLow / 100 } else { y1 = -easeLow / 100 }
        if easeHigh > 0 { x2 = 1 - easeHigh / 100 } else { y2 = 1 + easeHigh / 100 }
        let ease = TimingFunction(controlPoints: x1, y1, x2, y2)
        var m = 0.0
        /// The position of the unit's middle within the range, 0…1.
        func progress() -> Double { Swift.max(0, Swift.min(0.5 / (e - s) + (ind - s) / (e - s), 1)) }
        switch shape {
        case .rampUp:
            m = e == s ? (ind >= e ? 1 : 0) : progress()
        case .rampDown:
            m = e == s ? (ind >= e ? 0 : 1) : 1 - progress()
        case .triangle:
            if e != s {
                m = progress()
                m = m < 0.5 ? m * 2 : 1 - 2 * (m - 0.5)
            }
        case .round:
            if e != s {
                let i = Swift.min(Swift.max(0, ind + 0.5 - s), e - s)
                let x = -(e - s) / 2 + i, a = (e - s) / 2
                m = sqrt(Swift.max(0, 1 - (x * x) / (a * a)))
            }
        case .smooth:
            if e != s {
                let i = Swift.min(Swift.max(0, ind + 0.5 - s), e - s)
                m = (1 + cos(Double.pi + Double.pi * 2 * i / (e - s))) / 2
            }
        case .square:
            if ind >= s.rounded(.down) {
                m = ind - s < 0 ? Swift.max(0, Swift.min(Swift.min(e, 1) - (s - ind), 1)) : Swift.max(0, Swift.min(e - ind, 1))
            }
        }
        if easeLow != 0 || easeHigh != 0 { m = ease.evaluate(m) }
        if smoothness != 100 {
            let sm = smoothness == 0 ? 1e-8 : smoothness / 100
            let threshold = 0.5 - sm / 2
            m = m < threshold ? 0 : Swift.min((m - threshold) / sm, 1)
        }
        return m
    }
}
