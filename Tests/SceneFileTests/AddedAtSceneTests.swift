import Composition
import Export
import Geometry
import Motion
@testable import SceneFile
import TestSupport
import Testing

/// `addedAt` (an animation added at a scene time > 0) and `removeAnimations`, as `Stage.sceneJSON()` writes them
/// (SCENE_FORMAT.md): read, ordered among the transactions, written back.
@Suite struct AddedAtSceneTests {
    static let canvas = #""canvas": {"size": [100, 100], "duration": 2}"#

    func scene(_ animations: String, transactions: String = "[]") throws -> Composition {
        try Composition.parse("{\(Self.canvas), \"layers\": [{\"id\": \"a\"}], \"animations\": \(animations), \"transactions\": \(transactions)}")
    }

    /// Added at 1: nothing before 1 (even filling backwards); `beginTime` 0 means 1; the same key replaces the
    /// earlier animation from 1 on, which stops unfinished.
    @Test func anAnimationAddedLaterStartsThenAndReplacesItsKey() throws {
        let s = try scene("""
            [{"layer": "a", "key": "k", "keyPath": "opacity", "fromValue": 0, "toValue": 1, "duration": 2, "timingFunction": "linear"},
             {"layer": "a", "key": "k", "addedAt": 1, "keyPath": "opacity", "fromValue": 1, "toValue": 0.5, "duration": 0.5,
              "timingFunction": "linear", "fillMode": "backwards"}]
            """)
        #expect(s.tree.presentation(of: "a", at: 0.5)?.opacity == 0.25)
        #expect(s.tree.presentation(of: "a", at: 1.25)?.opacity == 0.75)
        #expect(s.tree.presentation(of: "a", at: 1.75)?.opacity == 1)  // the model
        let events = s.tree.events(in: 0...3).map { "\($0.animation ?? -1) \($0.kind) \($0.time)" }
        #expect(events == ["0 started 0.0", "1 started 1.0", "0 stopped(finished: false) 1.0", "1 stopped(finished: true) 1.5"])
        #expect(s.timeline.animations.map(\.addedAt) == [nil, 1])
    }

    /// At equal times the transaction (its removals and changes) comes first, then the animations added then.
    @Test func removalsAtTheSameTimeComeBeforeTheAdd() throws {
        let s = try scene("""
            [{"layer": "a", "key": "k", "addedAt": 1, "keyPath": "opacity", "fromValue": 0, "toValue": 0, "duration": 1}]
            """, transactions: #"[{"at": 1, "duration": 0, "removeAnimations": [{"layer": "a"}], "set": {"a.position": [5, 5]}}]"#)
        #expect(s.tree.presentation(of: "a", at: 1.5)?.opacity == 0)
        #expect(s.tree.presentation(of: "a", at: 1.5)?.position == Point(x: 5, y: 5))
    }

    @Test func writtenBack() throws {
        let s = try scene("""
            [{"layer": "a", "key": "k", "addedAt": 1, "keyPath": "opacity", "toValue": 0, "duration": 1}]
            """, transactions: #"[{"at": 1, "duration": 0, "removeAnimations": [{"layer": "a", "key": "x"}, {"layer": "a"}], "set": {"a.opacity": 0.5}}]"#)
        let text = JSONWriter.write(CompositionEncoding.json(s))
        #expect(text.contains(#"{"layer": "a", "key": "k", "addedAt": 1, "keyPath": "opacity", "toValue": 0, "duration": 1}"#))
        #expect(text.contains(#""removeAnimations": [{"layer": "a", "key": "x"}, {"layer": "a"}]"#))
        let again = try Composition.parse(text)
        for t in stride(from: 0.0, through: 2, by: 0.125) {
            #expect(again.tree.presentation(at: t) == s.tree.presentation(at: t))
        }
    }

    /// `source` names where an entry was written (a Swift line); the timeline's path is then the source, and it is
    /// written back.
    @Test func sourceIsThePlaceMessagesName() throws {
        let s = try scene(#"[{"layer": "a", "source": "View.swift:12", "keyPath": "opacity", "toValue": 0, "duration": 1}]"#,
                          transactions: #"[{"source": "View.swift:9", "at": 1, "duration": 0, "set": {"a.opacity": 0.5}}]"#)
        #expect(s.timeline.animations.map(\.path) == ["View.swift:12"])
        #expect(s.timeline.transactions.map(\.path) == ["View.swift:9"])
        let text = JSONWriter.write(CompositionEncoding.json(s))
        #expect(text.contains(#"{"layer": "a", "source": "View.swift:12", "keyPath""#))
        #expect(text.contains(#"{"source": "View.swift:9", "at": 1"#))
    }

    @Test func badAddedAt() {
        #expect(sceneErrorMessage("""
            {\(Self.canvas), "layers": [{"id": "a"}], "animations": [{"layer": "a", "keyPath": "opacity", "addedAt": -1}]}
            """) == "animations[0].addedAt: expected a number ≥ 0, got -1")
        #expect(sceneErrorMessage("""
            {\(Self.canvas), "layers": [{"id": "a"}], "animations": [{"layer": "a", "keyPath": "opacity", "fromValue": "presentation", "addedAt": 1}]}
            """) == #"animations[0].addedAt: "addedAt" cannot go with "fromValue": "presentation" (added at its begin time)"#)
        #expect(sceneErrorMessage("""
            {\(Self.canvas), "layers": [{"id": "a"}], "animations": [{"layer": "a", "type": "group", "animations": [{"keyPath": "opacity", "addedAt": 1}]}]}
            """)?.hasPrefix("animations[0].animations[0]") == true)
    }
}
