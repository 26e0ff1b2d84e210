import Foundation
import Motion

/// An event the run loop has handled: (stage serial, 0 started / 1 stopped).
struct DeliveredEvent: Hashable {
    var serial: Int
    var stopped: Bool
}

extension Stage {
    /// What the run loop does next. At equal times: animation starts, stops, completion blocks, scheduled turns.
    enum Item {
        case started(serial: Int, time: Double)
        case stopped(serial: Int, finished: Bool, time: Double)
        case completion(index: Int, time: Double)
        case turn(index: Int, time: Double)

        var time: Double {
            switch self {
            case .started(_, let t), .stopped(_, _, let t), .completion(_, let t), .turn(_, let t): t
            }
        }
        var rank: Int {
            switch self {
            case .started: 0
            case .stopped: 1
            case .completion: 2
            case .turn: 3
            }
        }
    }

    /// The earliest item due at or before `limit`.
    func nextItem(until limit: Double) -> Item? {
        var best: Item?
        func consider(_ item: Item) {
            guard item.time <= limit else { return }
            if let b = best, (b.time, b.rank) <= (item.time, item.rank) { return }
            best = item
        }
        let built = build()
        for e in built.tree.events(in: 0...max(limit, 0)) {
            guard let treeSerial = e.animation, let serial = built.serials[treeSerial] else { continue }
            switch e.kind {
            case .started where !delivered.contains(DeliveredEvent(serial: serial, stopped: false)):
                consider(.started(serial: serial, time: max(e.time, now)))
            case .stopped(let finished) where !delivered.contains(DeliveredEvent(serial: serial, stopped: true)):
                consider(.stopped(serial: serial, finished: finished, time: max(e.time, now)))
            default:
                continue
            }
            if best?.time == max(e.time, now) { break }
        }
        for s in syntheticEvents where !delivered.contains(DeliveredEvent(serial: s.serial, stopped: !s.started)) {
            let time = max(s.time, now)
            consider(s.started ? .started(serial: s.serial, time: time) : .stopped(serial: s.serial, finished: s.finished, time: time))
        }
        for (k, c) in completions.enumerated() {
            let stops = c.serials.map { stoppedAt[$0] }
            guard stops.allSatisfy({ $0 != nil }) else { continue }
            consider(.completion(index: k, time: max(stops.compactMap { $0 }.max() ?? c.committedAt, c.committedAt, now)))
        }
        if let next = scheduled.indices.min(by: { (scheduled[$0].time, scheduled[$0].order) < (scheduled[$1].time, scheduled[$1].order) }) {
            consider(.turn(index: next, time: max(scheduled[next].time, now)))
        }
        return best
    }

    func perform(_ item: Item) {
        switch item {
        case .started(let serial, let time):
            delivered.insert(DeliveredEvent(serial: serial, stopped: false))
            guard let (animation, _) = added[serial], let delegate = animation.delegate else { return }
            runTurn(at: time, source: nil) { delegate.animationDidStart(animation) }
        case .stopped(let serial, let finished, let time):
            delivered.insert(DeliveredEvent(serial: serial, stopped: true))
            stoppedAt[serial] = time
            guard let (animation, layer) = added[serial] else { return }
            if animation.isRemovedOnCompletion || !finished { layer.attached.removeAll { $0.serial == serial } }
            guard let delegate = animation.delegate else { return }
            runTurn(at: time, source: nil) { delegate.animationDidStop(animation, finished: finished) }
        case .completion(let index, let time):
            let c = completions.remove(at: index)
            runTurn(at: time, source: nil) { c.block() }
        case .turn(let index, let time):
            let s = scheduled.remove(at: index)
            runTurn(at: time, source: s.source, s.body)
        }
    }
}
