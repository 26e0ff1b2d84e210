/// The Bodymovin version that exported a file (`v`), and what its older versions wrote differently, read as
/// lottie-web reads them (`player/js/utils/DataManager.js`: `checkVersion`, `checkColors`, `checkShapes`), under
/// `--lottie-semantics after-effects`. lottie-ios reads every file as the current format (a shape without `c` is
/// closed, `BezierPath.swift`; colours are 0…255 only when r, g and b all exceed 1, `LottieColor`), so under
/// `lottie-ios` nothing here applies.
struct BodymovinVersion: Equatable, Sendable {
    /// The dotted components, each `nil` where it is not a number; `nil` for a file without `v`.
    let components: [Int?]?

    init(_ text: String?) {
        components = text.map { $0.split(separator: ".", omittingEmptySubsequences: false).map { Int($0) } }
    }

    /// lottie-web's `checkVersion(minimum, v)`: component by component, the first that differs decides; a
    /// component that is missing or not a number compares neither way and is passed over; a file without `v` is
    /// read as version 100.100.100, newer than every minimum.
    func isOlder(than minimum: [Int]) -> Bool {
        guard let components else { return false }
        for (i, m) in minimum.enumerated() {
            guard i < components.count, let c = components[i] else { continue }
            if m > c { return true }
            if c > m { return false }
        }
        return false
    }

    /// Before 4.1.9 a shape layer's fill and stroke colours were written 0…255: lottie-web divides all four
    /// components by 255 (`checkColors`, `fl` and `st` items of shape layers, every keyframe).
    var writesColorsAs255: Bool { isOlder(than: [4, 1, 9]) }

    /// Before 4.4.18 whether a path is closed was written on its shape item (`closed`) and on its mask (`cl`), not
    /// in the path (`c`): lottie-web copies it into every path value of the item (`checkShapes`).
    var writesClosedOnTheItem: Bool { isOlder(than: [4, 4, 18]) }
}
