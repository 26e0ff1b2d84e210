import Composition
import Geometry
import Motion

extension ContactSheet {
    /// Up to `count` frame times where things happen, for a reviewer to see motion rather than holds.
    ///
    /// In order of priority, each on a frame (`k / fps`), without repeats:
    /// 1. the scene's first and last frame;
    /// 2. every animation's (and animated transaction's) start and end;
    /// 3. every animation's middle;
    /// 4. the middle of each hold (a stretch where nothing animates) longer than a frame;
    /// 5. then, while `count` allows, more frames inside the moves: the middle of the longest stretch between chosen
    ///    frames in which something animates.
    ///
    /// When a tier does not fit whole, its times are thinned evenly. A scene without animations gets evenly spaced
    /// frames. The result is sorted.
    ///
    ///     a 2.6 s scene at 20 fps, one move from 1.0 s to 1.2 s, count 12:
    ///     0 ─ 0.5 (hold) ─ 1.0 ═ 1.05 ═ 1.1 ═ 1.15 ═ 1.2 ─ 1.9 (hold) ─ 2.6
    public static func eventTimes(in scene: Composition, count: Int) -> [Double] {
        let fps = scene.canvas.fps
        let frames = scene.frameCount
        let end = scene.duration
        guard count > 0, frames > 0, fps > 0 else { return [0] }
        // Motion intervals in scene time, clamped to the scene.
        var moves: [ClosedRange<Double>] = []
        func note(_ lower: Double, _ upper: Double) {
            let a = max(0, lower), b = min(end, upper)
            if a.isFinite, b.isFinite, a <= b { moves.append(a...b) }
        }
        for entry in scene.timeline.animations {
            // From the begin time, not from a backwards fill's start (a fill holds still).
            var probe = entry.animation
            probe.timing.fillMode = .removed
            if let r = try? scene.tree.activeInterval(of: probe, onLayer: entry.layer, addedAt: entry.addedAt ?? 0) {
                note(r.lowerBound, r.upperBound)
            }
        }
        for entry in scene.timeline.transactions {
            for r in scene.tree.activeIntervals(of: entry.transaction) { note(r.lowerBound, r.upperBound) }
        }
        guard !moves.isEmpty else { return evenlySpacedTimes(in: scene, count: count) }

        func frame(_ t: Double) -> Int {
            let k = (t * fps).rounded()
            guard k.isFinite else { return frames }
            return k.clampedInt(in: 0...max(frames, 0))
        }
        let merged = union(moves)
        var holds: [Int] = []
        var previous = 0.0
        for m in merged + [end...end] {
            if frame(m.lowerBound) - frame(previous) > 1 { holds.append(frame((previous + m.lowerBound) / 2)) }
            previous = max(previous, m.upperBound)
        }
        let tiers: [[Int]] = [
            [0, frames],
            moves.flatMap { [frame($0.lowerBound), frame($0.upperBound)] },
            moves.map { frame(($0.lowerBound + $0.upperBound) / 2) },
            holds,
        ]
        var chosen = Set<Int>()
        for tier in tiers {
            let fresh = Array(Set(tier).subtracting(chosen)).sorted()
            let room = count - chosen.count
            guard room > 0 else { break }
            chosen.formUnion(thinned(fresh, to: room))
        }
        // More frames inside the moves.
        let moving = merged.map { frame($0.lowerBound)...frame($0.upperBound) }
        while chosen.count < count {
            let sorted = chosen.sorted()
            var best: (length: Int, middle: Int)? = nil
            for (a, b) in zip(sorted, sorted.dropFirst()) where b - a > 1 {
                let middle = (a + b) / 2
                guard moving.contains(where: { $0.contains(middle) }) else { continue }
                if best.map({ b - a > $0.length }) ?? true { best = (b - a, middle) }
            }
            guard let best else { break }
            chosen.insert(best.middle)
        }
        return chosen.sorted().map { scene.time(ofFrame: $0) }
    }

    /// Overlapping or touching intervals joined, in order.
    static func union(_ intervals: [ClosedRange<Double>]) -> [ClosedRange<Double>] {
        var out: [ClosedRange<Double>] = []
        for r in intervals.sorted(by: { $0.lowerBound < $1.lowerBound }) {
            if let last = out.last, r.lowerBound <= last.upperBound {
                out[out.count - 1] = last.lowerBound...max(last.upperBound, r.upperBound)
            } else {
                out.append(r)
            }
        }
        return out
    }

    /// At most `n` of `items`, evenly spread (first and last kept when n ≥ 2).
    static func thinned(_ items: [Int], to n: Int) -> [Int] {
        guard items.count > n else { return items }
        guard n > 1 else { return n == 1 ? [items[0]] : [] }
        return (0..<n).map { k in items[k * (items.count - 1) / (n - 1)] }
    }
}
