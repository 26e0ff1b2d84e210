/// Why a keyframe animation's arrays do not fit together.
public enum KeyframeError: Error, Equatable, Sendable, CustomStringConvertible {
    case keyTimesCount(expected: String, got: Int)
    case keyTimesNotIncreasing(index: Int)
    case keyTimeOutOfRange(index: Int)
    case timingFunctionsCount(expected: Int, got: Int)
    case kbCount(name: String, expected: Int, got: Int)
    case kbOutOfRange(name: String, index: Int)
    case rotationModeWithoutPath

    public var description: String {
        switch self {
        case .keyTimesCount(let e, let g): "keyTimes: expected \(e) entries (one per value), got \(g)"
        case .keyTimesNotIncreasing(let i): "keyTimes[\(i)]: key times must not decrease"
        case .keyTimeOutOfRange(let i): "keyTimes[\(i)]: expected a number in 0…1"
        case .timingFunctionsCount(let e, let g): "timingFunctions: expected \(e) (one per segment), got \(g)"
        case .kbCount(let n, let e, let g): "\(n): expected \(e) \(e == 1 ? "entry" : "entries") (one per value), got \(g)"
        case .kbOutOfRange(let n, let i): "\(n)[\(i)]: expected a number in -1…1"
        case .rotationModeWithoutPath: "rotationMode: needs a path (Core Animation leaves it undefined without one)"
        }
    }
}
