import Composition
@testable import Preview
import SceneFile
import TestSupport
import Testing

/// `animate preview`'s default frames: where things happen, so a short move is not lost between holds.
@Suite struct ContactSheetEventTimesTests {
    /// 2.6 s at 20 fps (frames 0…52); one 0.2 s move from 1.0 s (frame 20) to 1.2 s (frame 24).
    static let shortMove = """
        {"canvas": {"size": [40, 30], "fps": 20, "duration": 2.6},
         "layers": [{"id": "dot", "frame": [0, 0, 10, 10], "backgroundColor": "#007AFF"}],
         "animations": [{"layer": "dot", "keyPath": "position.x", "fromValue": 5, "toValue": 35, "beginTime": 1,
                         "duration": 0.2, "fillMode": "both", "isRemovedOnCompletion": false}]}
        """

    @Test func aShortMoveGetsItsStartMiddleEndAndEveryFrameInBetween() throws {
        let s = try Composition.parse(Self.shortMove)
        // First and last frame; the move's start, end, middle; the two holds' middles (frames 10 and 38); then
        // the frames between inside the move (21, 23); nothing more is moving, so 9 of the 12 allowed.
        #expect(ContactSheet.eventTimes(in: s, count: 12) == [0, 10, 20, 21, 22, 23, 24, 38, 52].map { Double($0) / 20 })
        // Evenly spaced, the move falls between two frames (every 0.2364 s): at most one in-motion frame.
        let even = ContactSheet.evenlySpacedTimes(in: s, count: 12)
        #expect(even.filter { $0 > 1 && $0 < 1.2 }.count <= 1)
    }

    @Test func aSmallCountKeepsTheHigherTiers() throws {
        let s = try Composition.parse(Self.shortMove)
        #expect(ContactSheet.eventTimes(in: s, count: 4) == [0, 1, 1.2, 2.6])
        #expect(ContactSheet.eventTimes(in: s, count: 5) == [0, 1, 1.1, 1.2, 2.6])
        // Within a tier that does not fit, evenly thinned: the first and last frames come first.
        #expect(ContactSheet.eventTimes(in: s, count: 1) == [0])
    }

    @Test func aSceneWithoutAnimationsIsEvenlySpaced() throws {
        let s = try Composition.parse(#"{"canvas": {"size": [10, 10], "fps": 10, "duration": 1}, "layers": [{"id": "a"}]}"#)
        #expect(ContactSheet.eventTimes(in: s, count: 3) == [0, 0.5, 1])
    }
}
