import Export
import Testing

/// How `Shard` cuts frames and file lists, and reads the engines' environment variables.
@Suite struct ShardTests {
    /// 42 frames with key intervals of 6: 7 groups, dealt ⌊I·7/N⌋. Every split covers 0..<42 once, on boundaries.
    @Test(arguments: [1, 2, 3, 7])
    func framesAreContiguousOnKeyBoundaries(_ n: Int) throws {
        var next = 0
        for i in 0..<n {
            let r = try Shard(index: i, count: n).frames(of: 0..<42, keyint: 6)
            #expect(r.lowerBound == next)
            #expect(r.lowerBound % 6 == 0)
            #expect(!r.isEmpty)
            next = r.upperBound
        }
        #expect(next == 42)
        #expect(try Shard(index: 1, count: 3).frames(of: 0..<42, keyint: 6) == 12..<24)
    }

    /// With --frames 10..49 the first group starts at 10, the next at 12 (a multiple of the interval).
    @Test func aSelectionStartingOffBoundary() throws {
        #expect(try Shard(index: 0, count: 2).frames(of: 10..<50, keyint: 6) == 10..<30)
        #expect(try Shard(index: 1, count: 2).frames(of: 10..<50, keyint: 6) == 30..<50)
        #expect(throws: ExportError.self) { try Shard(index: 0, count: 8).frames(of: 0..<42, keyint: 6) }
    }

    @Test func parsingAndEnvironment() throws {
        #expect(try Shard(parsing: "2/5") == Shard(index: 2, count: 5))
        for bad in ["5/5", "-1/3", "1/0", "1", "a/b", "1/2/3"] {
            #expect(throws: ExportError.self, "\(bad)") { try Shard(parsing: bad, environment: [:]) }
        }
        #expect(try Shard(parsing: "auto", environment: ["CI_NODE_INDEX": "3", "CI_NODE_TOTAL": "4"]) == Shard(index: 2, count: 4))
        #expect(try Shard(parsing: "auto", environment: ["JOB_COMPLETION_INDEX": "0", "ANIMATE_SHARD_COUNT": "8"]) == Shard(index: 0, count: 8))
        #expect(throws: ExportError.self) { try Shard(parsing: "auto", environment: ["JOB_COMPLETION_INDEX": "0"]) }
        #expect(throws: ExportError.self) { try Shard(parsing: "auto", environment: [:]) }
    }

    /// Every item in exactly one shard, whatever order the list comes in.
    @Test func pickSplitsSortedItems() throws {
        let items = ["e", "b", "a", "d", "c"]
        let picked = try (0..<3).map { try Shard(index: $0, count: 3).pick(items.shuffled()) }
        #expect(picked == [["a"], ["b", "c"], ["d", "e"]])
        #expect(try Shard(index: 3, count: 7).pick(["a"]).isEmpty)
    }
}
