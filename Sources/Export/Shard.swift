import Composition
import Foundation

/// One of `count` pieces of a render: `index` from 0. Shard I of N renders the I-th of N contiguous frame ranges of
/// the output frame grid; for videos the ranges fall on key-interval boundaries (`ExportOptions.keyint`), so every
/// piece starts with a key frame and the pieces join by stream copy (`ShardJoin`).
public struct Shard: Sendable, Equatable {
    public var index: Int
    public var count: Int

    /// Shard `index` of `count`; needs 0 ≤ index < count ≤ `Limits.maximumShards`.
    public init(index: Int, count: Int) throws {
        guard count >= 1, count <= Shard.maximumCount else {
            throw ExportError.badInput("\(option: "shard"): the shard count must be from 1 to \(Shard.maximumCount), got \(count)")
        }
        guard index >= 0, index < count else {
            throw ExportError.badInput("\(option: "shard") \(index)/\(count): the index counts from 0, so it must be from 0 to \(count - 1)")
        }
        self.index = index
        self.count = count
    }

    /// The most shards a render or a file list splits into.
    public static let maximumCount = 10_000

    /// `I/N` as written on the command line, or `auto`: the index and count from the environment variables CI
    /// engines and job runners set (see `fromEnvironment`).
    public init(parsing text: String, environment: [String: String] = ProcessInfo.processInfo.environment) throws {
        if text == "auto" {
            self = try Shard.fromEnvironment(environment)
            return
        }
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let i = Int(parts[0]), let n = Int(parts[1]) else {
            throw ExportError.badInput("\(option: "shard"): expected I/N (I from 0, e.g. 0/4) or auto, got \"\(text)\"")
        }
        try self.init(index: i, count: n)
    }

    /// The pairs of (index, count) variables read by `--shard auto`, first match wins:
    ///
    /// - `ANIMATE_SHARD_INDEX` / `ANIMATE_SHARD_COUNT`: set them yourself (GNU parallel, scripts);
    /// - `JOB_COMPLETION_INDEX` / `ANIMATE_SHARD_COUNT`: a Kubernetes Indexed Job (the count is the Job's
    ///   `completions`, which Kubernetes does not export; pass it in the pod's env);
    /// - `CI_NODE_INDEX` / `CI_NODE_TOTAL`: GitLab `parallel:` (index from 1);
    /// - `BUILDKITE_PARALLEL_JOB` / `BUILDKITE_PARALLEL_JOB_COUNT`: Buildkite `parallelism:` (index from 0);
    /// - `CIRCLE_NODE_INDEX` / `CIRCLE_NODE_TOTAL`: CircleCI `parallelism:` (index from 0).
    public static let environmentVariables: [(index: String, count: String, firstIndex: Int)] = [
        ("ANIMATE_SHARD_INDEX", "ANIMATE_SHARD_COUNT", 0),
        ("JOB_COMPLETION_INDEX", "ANIMATE_SHARD_COUNT", 0),
        ("CI_NODE_INDEX", "CI_NODE_TOTAL", 1),
        ("BUILDKITE_PARALLEL_JOB", "BUILDKITE_PARALLEL_JOB_COUNT", 0),
        ("CIRCLE_NODE_INDEX", "CIRCLE_NODE_TOTAL", 0),
    ]

    /// The shard the environment names (see `environmentVariables`).
    public static func fromEnvironment(_ environment: [String: String]) throws -> Shard {
        for (indexName, countName, base) in environmentVariables {
            guard let indexText = environment[indexName] else { continue }
            guard let countText = environment[countName] else {
                throw ExportError.badInput("\(option: "shard") auto: \(indexName) is set but \(countName) is not (set it to the number of shards)")
            }
            guard let i = Int(indexText), let n = Int(countText) else {
                throw ExportError.badInput("\(option: "shard") auto: \(indexName)=\"\(indexText)\", \(countName)=\"\(countText)\": expected whole numbers")
            }
            return try Shard(index: i - base, count: n)
        }
        let names = environmentVariables.map(\.index).joined(separator: ", ")
        throw ExportError.badInput("\(option: "shard") auto: none of \(names) is set (use \(option: "shard") I/N)")
    }

    /// The shard's part of `count` items: items ⌊I·count/N⌋ up to ⌊(I+1)·count/N⌋ (empty when N > count).
    public func slice(of count: Int) -> Range<Int> {
        (index * count / self.count)..<((index + 1) * count / self.count)
    }

    /// The shard's items out of `items` sorted (deterministic whatever order they were given in).
    public func pick(_ items: [String]) -> [String] {
        let sorted = items.sorted()
        return Array(sorted[slice(of: sorted.count)])
    }

    /// The frames of shard `self` within `frames`, cut on key boundaries: the groups of frames that start at
    /// `frames.lowerBound` and at every multiple of `keyint` after it are dealt out as `slice` deals items.
    public func frames(of frames: Range<Int>, keyint: Int) throws -> Range<Int> {
        var starts = [frames.lowerBound]
        var k = (frames.lowerBound / keyint + 1) * keyint
        while k < frames.upperBound { starts.append(k); k += keyint }
        guard starts.count >= count else {
            throw ExportError.badInput("\(option: "shard") \(index)/\(count): frames \(frames.lowerBound)..\(frames.upperBound - 1) hold only \(NumberText.counted(starts.count, "key interval")) of \(NumberText.counted(keyint, "frame")); use at most \(NumberText.counted(starts.count, "shard")) or a smaller \(option: "keyint")")
        }
        let groups = slice(of: starts.count)
        let end = groups.upperBound < starts.count ? starts[groups.upperBound] : frames.upperBound
        return starts[groups.lowerBound]..<end
    }
}
