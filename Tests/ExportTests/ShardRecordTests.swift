import Export
import Testing

/// `ShardRecord`: the line a shard's container carries, written and read back.
struct ShardRecordTests {
    @Test func recordRoundTrips() {
        let r = ShardRecord(scene: "ab12", settings: "h264,64x48,30,crf18,veryfast,keyint6", frames: 12..<24, grid: 0..<42)
        #expect(r.text == "animate-shard/1 scene=ab12 settings=h264,64x48,30,crf18,veryfast,keyint6 frames=12..23 of=0..41")
        #expect(ShardRecord(text: r.text) == r)
        // A part that is the whole render, and one frame of a selection that starts late.
        for record in [ShardRecord(scene: "s", settings: "vp9,64x48,30,crf30,4,keyint6", frames: 0..<42, grid: 0..<42),
                       ShardRecord(scene: "s", settings: "prores4444,64x48,30,keyint6", frames: 49..<50, grid: 10..<50)] {
            #expect(ShardRecord(text: record.text) == record, "\(record.text)")
        }
    }

    /// Text that is not a record, or a record that contradicts itself, reads as none.
    @Test func malformedRecordsReadAsNone() {
        for text in ["made by someone else",
                     "",
                     "animate-shard/2 scene=a settings=b frames=0..1 of=0..1",         // another version
                     "animate-shard/1 scene=a settings=b frames=40..50 of=0..41",      // frames outside the whole
                     "animate-shard/1 scene=a settings=b frames=5..4 of=0..41",        // last before first
                     "animate-shard/1 scene=a settings=b frames=-1..4 of=0..41",
                     "animate-shard/1 scene=a settings=b frames=0..4",                 // no whole
                     "animate-shard/1 settings=b frames=0..4 of=0..41",                // no scene
                     "animate-shard/1 scene=a settings=b frames=0..x of=0..41",
                     "animate-shard/1 scene=a settings=b frames=0..4 of=0..41 stray"] {
            #expect(ShardRecord(text: text) == nil, "\(text)")
        }
    }
}
