import Geometry
import Motion

/// The colour stops of a gradient layer, and the one rule for the colour at a position `t` along it, which axial,
/// radial and conic gradients all use (`Renderer+Gradient.swift`).
///
/// The rule is Cairo's for a pattern's stops (cairo 1.16 `cairo_pattern_add_color_stop_rgba`: each offset and
/// channel clamped to 0…1; `_cairo_pattern_add_color_stop`: stops kept in order of offset, a stop placed after those
/// at the same offset), with pixman's walk over them (pixman 0.42 `pixman-gradient-walker.c`, PAD): before the first
/// stop its colour, after the last the last's; between two stops the colours mixed in the gradient's colour space
/// (`GradientColorSpace.mix`: sRGB as Cairo, unpremultiplied, alpha linearly; Generic RGB as `render(in:)`); at a
/// position shared by several stops (a hard edge) the colour after it, since pixman takes the first stop whose
/// offset is greater than `t` as the right end.
struct ColorRamp: Hashable {
    let colors: [Color]
    /// Increasing (not strictly), each in 0…1.
    let locations: [Double]
    let space: GradientColorSpace

    /// The stops of `colors` at `locations` (evenly spaced when nil, as Core Animation's `locations` nil).
    /// `nil` when Core Animation draws no gradient: fewer than two colours, or a `locations` count that differs.
    init?(colors: [Color], locations: [Double]?, space: GradientColorSpace = .sRGB) {
        let n = colors.count
        guard n >= 2 else { return nil }
        if let locations, locations.count != n { return nil }
        let raw = locations ?? (0..<n).map { Double($0) / Double(n - 1) }
        let clamped = raw.map { clamp01($0) }
        // A stable sort by location: Cairo inserts each stop after those at the same offset.
        let order = (0..<n).sorted { clamped[$0] < clamped[$1] || (clamped[$0] == clamped[$1] && $0 < $1) }
        self.locations = order.map { clamped[$0] }
        self.colors = order.map { colors[$0] }
        self.space = space
    }

    /// The exact colour at `t` (unpremultiplied, each channel in 0…1).
    func color(at t: Double) -> Color {
        var k = 0  // the number of stops at or before t
        while k < locations.count, locations[k] <= t { k += 1 }
        return color(at: t, after: k, encoded: space == .genericRGB ? colors.map(GenericRGB.encode) : [])
    }

    /// The colour at `t`, given `k`, the number of stops at or before `t`, and for Generic RGB each stop's encoding.
    private func color(at t: Double, after k: Int, encoded: [[Double]]) -> Color {
        if k == 0 { return clamped(colors[0]) }
        if k == colors.count { return clamped(colors[k - 1]) }
        let l0 = locations[k - 1], l1 = locations[k]  // l0 ≤ t < l1
        let f = (t - l0) / (l1 - l0)
        let c0 = colors[k - 1], c1 = colors[k]
        switch space {
        case .sRGB:
            // Cairo clamps the stops and pixman mixes the clamped values.
            return GradientColorSpace.sRGB.mix(clamped(c0), clamped(c1), f)
        case .genericRGB:
            // The stops as they are, mixed, then clamped (as each of Cairo's Generic RGB sub-stops was before).
            let a = encoded[k - 1], b = encoded[k]
            let g = GenericRGB.decode(a[0] + (b[0] - a[0]) * f, a[1] + (b[1] - a[1]) * f, a[2] + (b[2] - a[2]) * f,
                                      alpha: c0.alpha + (c1.alpha - c0.alpha) * f)
            return clamped(g)
        }
    }

    private func clamped(_ c: Color) -> Color {
        Color(red: clamp01(c.red), green: clamp01(c.green), blue: clamp01(c.blue), alpha: clamp01(c.alpha))
    }

    /// The colour at `t` as Cairo's ARGB32 pixel (a native-endian `UInt32`: alpha in the top byte, then red, green,
    /// blue), premultiplied and rounded as pixman's gradient walker does (`(uint32_t)(255·a·c + 0.5)`).
    static func premultipliedARGB(_ c: Color) -> UInt32 {
        let a = 255 * c.alpha
        func byte(_ v: Double) -> UInt32 { UInt32(truncatingIfNeeded: (v + 0.5).clampedInt(rounding: .towardZero, in: 0...255)) }
        return byte(a) << 24 | byte(a * c.red) << 16 | byte(a * c.green) << 8 | byte(a * c.blue)
    }

    /// The ramp's pixels at `GradientTable.size` evenly spaced positions over 0…1 (`GradientTable`).
    func table() -> GradientTable {
        let n = GradientTable.size
        let encoded = space == .genericRGB ? colors.map(GenericRGB.encode) : []  // each stop once
        var entries = [UInt32](repeating: 0, count: n)
        var k = 0
        var i = 0
        while i < n {
            let t = Double(i) / Double(n - 1)
            while k < locations.count, locations[k] <= t { k += 1 }
            if k == colors.count {
                // Past the last stop: its colour to the end.
                let last = Self.premultipliedARGB(color(at: t, after: k, encoded: encoded))
                while i < n { entries[i] = last; i += 1 }
                break
            }
            entries[i] = Self.premultipliedARGB(color(at: t, after: k, encoded: encoded))
            i += 1
        }
        return GradientTable(entries: entries)
    }
}

/// A gradient's colours at `size` evenly spaced positions `t = i / (size − 1)` over 0…1, as premultiplied ARGB32
/// pixels: a pixel at `t` takes the nearest entry (`t` clamped to 0…1: Cairo's PAD).
///
/// Size: the nearest entry is at most `1 / (2 (size − 1))` from `t`, so a pixel's colour is the ramp's at a
/// position that far off: for a ramp whose channel changes by Δ (in 255ths) between stops `w` apart, an error of at
/// most Δ / (2 w (size − 1)) before rounding. Measured at 1024 entries against the exact curve: a full-width ramp
/// of one channel from 0 to 255, 0.12/255; Generic RGB black → white (steepest near the dark end), 0.21/255, and
/// 2.09/255 when squeezed between stops a tenth of the gradient apart; the oracle samples' gradients 0.44/255 at
/// most (Issues-pr_1734; 2048 entries would halve each). Pixman's own `t` is 16.16 fixed point and its colour
/// float, and the 64 straight pieces per pair of stops that Cairo used to get for Generic RGB were up to 1/255 off
/// the curve (docs/lottie-speed.md, round 8; `ColorRampTests`).
struct GradientTable {
    static let size = 1024
    let entries: [UInt32]

    /// The pixel at `t`: the entry nearest to `t` clamped to 0…1 (NaN gives the first).
    @inline(__always)
    func pixel(at t: Double) -> UInt32 {
        entries.withUnsafeBufferPointer { $0[Self.index(t * Double(Self.size - 1) + 0.5)] }
    }

    /// Each entry multiplied by the alpha of `mask`'s entry at the same index, as pixman composites a source
    /// through an A8 mask (`UN8x4_MUL_UN8`, pixman-combine32.h: every channel `x·a / 255` rounded to nearest,
    /// `t = x·a + 128`, `(t + t >> 8) >> 8`). The colour gradient shown through an opacity gradient of the same
    /// geometry, in one table (`drawGradientMaskedByGradient`).
    func masked(by mask: GradientTable) -> GradientTable {
        GradientTable(entries: zip(entries, mask.entries).map { c, m in Self.multiply(c, byAlpha: m >> 24) })
    }

    /// `UN8x4_MUL_UN8(x, a)` of pixman-combine32.h: each byte of `x` times `a` / 255, rounded to nearest.
    @inline(__always)
    static func multiply(_ x: UInt32, byAlpha a: UInt32) -> UInt32 {
        var rb = (x & 0xff00ff) &* a &+ 0x800080
        rb = ((rb &+ ((rb >> 8) & 0xff00ff)) >> 8) & 0xff00ff
        var ag = ((x >> 8) & 0xff00ff) &* a &+ 0x800080
        ag = (ag &+ ((ag >> 8) & 0xff00ff)) & 0xff00ff00
        return rb | ag
    }

    /// The entry for `s = t · (size − 1) + 0.5`: `s` rounded down, within the table (NaN gives 0).
    @inline(__always)
    static func index(_ s: Double) -> Int {
        s > 0 ? (s < Double(size - 1) ? Int(s) : size - 1) : 0
    }
}

/// The tables of gradient layers' ramps, by ramp, kept between frames: a gradient whose colours and locations do not
/// change (whatever its geometry does) builds its table once. An animated one builds one each frame.
struct GradientTableCache {
    /// At most this many tables (4 KiB each); the cache is emptied when one more would pass it.
    static let capacity = 64

    private var tables: [ColorRamp: GradientTable] = [:]

    mutating func table(for ramp: ColorRamp) -> GradientTable {
        if let t = tables[ramp] { return t }
        let t = ramp.table()
        if tables.count >= Self.capacity { tables.removeAll(keepingCapacity: true) }
        tables[ramp] = t
        return t
    }
}
