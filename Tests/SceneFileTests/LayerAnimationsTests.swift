import Composition
import Export
import Foundation
import Geometry
import Motion
import Raster
@testable import SceneFile
import TestSupport
import Testing

/// Animations written inside a layer (`layer.add(animation, forKey:)`) and `"fromValue": "presentation"`.
@Suite struct LayerAnimationsTests {
    /// Two layers, a group and a spring: the same animations in the top-level list and inside their layers.
    static let layers = #"""
        {"id": "card", "type": "shape", "frame": [10, 10, 20, 20], "path": {"rect": [0, 0, 20, 20]}, "fillColor": "#FF3B30",
         "sublayers": [{"id": "dot", "type": "shape", "frame": [2, 2, 6, 6], "path": {"ellipse": [0, 0, 6, 6]}, "fillColor": "#007AFF"LAYER_DOT}]LAYER_CARD}
        """#
    static let move = #"{"key": "move", "keyPath": "position.x", "toValue": 60, "duration": 0.5, "timingFunction": "easeInEaseOut"}"#
    static let fade = #"{"type": "group", "beginTime": 0.1, "duration": 0.4, "fillMode": "forwards", "isRemovedOnCompletion": false, "animations": [{"keyPath": "opacity", "toValue": 0.3}]}"#
    static let spin = #"{"type": "spring", "keyPath": "transform.rotation.z", "fromValue": 0, "toValue": 1.2, "damping": 12}"#

    static func scene(layers: String, animations: String) -> String {
        ##"{"canvas": {"size": [80, 40], "fps": 20, "duration": 0.6, "background": "#FFFFFF"}, "layers": ["##
            + layers + #"], "animations": ["# + animations + "]}"
    }

    static func frames(_ text: String) throws -> [Frame] {
        let c = try Composition.parse(text)
        let renderer = try c.makeRenderer(opaque: true)
        return try (0..<c.frameCount).map { k in try renderer.render(c.tree.presentation(at: Double(k) / c.canvas.fps)) }
    }

    @Test func layerLevelAnimationsRenderTheTopLevelFormByteForByte() throws {
        let topLevel = Self.scene(
            layers: Self.layers.replacingOccurrences(of: "LAYER_DOT", with: "").replacingOccurrences(of: "LAYER_CARD", with: ""),
            animations: [on("card", Self.move), on("card", Self.fade), on("dot", Self.spin)].joined(separator: ", "))
        let inLayers = Self.scene(
            layers: Self.layers.replacingOccurrences(of: "LAYER_DOT", with: #", "animations": ["# + Self.spin + "]")
                .replacingOccurrences(of: "LAYER_CARD", with: #", "animations": ["# + Self.move + ", " + Self.fade + "]"),
            animations: "")
        let a = try Self.frames(topLevel), b = try Self.frames(inLayers)
        #expect(a.count == 12)
        #expect(a == b)
        // The animations do move things: the first and a middle frame differ.
        #expect(a[0] != a[5])
        // The timeline lists them with their own JSON paths.
        let paths = try SceneTimeline.parse(inLayers).animations.map(\.path)
        #expect(paths == ["layers[0].animations[0]", "layers[0].animations[1]", "layers[0].sublayers[0].animations[0]"])
    }

    @Test func aLayerLevelAnimationNamesNoLayerAndKeepsItsJSONPathInErrors() throws {
        let named = Self.scene(layers: #"{"id": "a", "animations": [{"layer": "a", "keyPath": "opacity", "toValue": 0}]}"#, animations: "")
        #expect(sceneError(named) == "layers[0].animations[0].layer: an animation inside a layer animates that layer and names no \"layer\"")
        let bad = Self.scene(layers: #"{"id": "a", "animations": [{"keyPath": "opacity", "duration": -1}]}"#, animations: "")
        #expect(sceneError(bad) == "layers[0].animations[0].duration: expected a number ≥ 0, got -1")
    }

    /// Seed 003: `fromValue = layer.presentation()?.position`, added while a transaction's move runs.
    static let interrupted = #"""
        {"canvas": {"size": [200, 100], "fps": 20, "duration": 1.5},
         "layers": [{"id": "dot", "frame": [0, 0, 10, 10], "backgroundColor": "#000000"}],
         "transactions": [{"at": 0.2, "duration": 1, "timingFunction": "easeInEaseOut", "set": {"dot.position": [150, 80]}}]
         ANIMATIONS}
        """#

    @Test func presentationStartsFromThePresentationValueAtTheBeginTime() throws {
        let plain = try Composition.parse(Self.interrupted.replacingOccurrences(of: "ANIMATIONS", with: ""))
        let sampled = try #require(plain.tree.presentation(of: "dot", at: 0.6)).position
        // Mid-move, not at either end.
        #expect(sampled.x > 5 && sampled.x < 150)

        let text = Self.interrupted.replacingOccurrences(of: "ANIMATIONS", with: #"""
            , "animations": [{"layer": "dot", "key": "position", "keyPath": "position", "fromValue": "presentation",
                              "toValue": [40, 60], "beginTime": 0.6, "duration": 0.4,
                              "fillMode": "forwards", "isRemovedOnCompletion": false}]
            """#)
        let c = try Composition.parse(text)
        guard case .basic(let a) = c.timeline.animations[0].animation else { Issue.record("not basic"); return }
        #expect(a.fromValue == .point(sampled))
        // At the begin time the layer is where the move had brought it; the interrupted move is replaced (the key is
        // the transaction's key path), so from then on only this animation shows, ending at its toValue.
        #expect(c.tree.presentation(of: "dot", at: 0.6)?.position == sampled)
        #expect(c.tree.presentation(of: "dot", at: 1.0)?.position == Point(x: 40, y: 60))
        #expect(c.tree.presentation(of: "dot", at: 1.3)?.position == Point(x: 40, y: 60))
        // Earlier frames are those of the scene without it.
        #expect(c.tree.presentation(of: "dot", at: 0.4)?.position == plain.tree.presentation(of: "dot", at: 0.4)?.position)
    }

    /// Lint's `noOp`: only a toValue equal to the model value set at the same moment; with a fromValue it moves.
    @Test func lintFindsAnAnimationThatCannotMoveAnything() throws {
        func rules(_ from: String) throws -> [Lint.Rule] {
            let text = Self.scene(layers: #"{"id": "a", "frame": [0, 0, 10, 10]}"#, animations: #"""
                {"layer": "a", "keyPath": "position", FROM"toValue": [30, 20], "duration": 0.3}], "transactions": [{"at": 0, "duration": 0, "set": {"a.position": [30, 20]}}
                """#.replacingOccurrences(of: "FROM", with: from))
            return try Lint.check(scene: Composition.parse(text)).map(\.rule)
        }
        #expect(try rules("") == [.noOp])
        #expect(try rules(#""fromValue": [5, 5], "#) == [])
        #expect(try rules(#""fromValue": "presentation", "#) == [.noOp])
    }

    @Test func presentationIsNotReadInsideAGroup() throws {
        let text = Self.scene(layers: #"{"id": "a"}"#, animations: #"""
            {"layer": "a", "type": "group", "animations": [{"keyPath": "opacity", "fromValue": "presentation", "toValue": 0}]}
            """#)
        #expect(sceneError(text)?.hasPrefix("animations[0].animations[0].fromValue: \"presentation\" is read when") == true)
    }

    /// A top-level animation: `animation` with `"layer": id` in front.
    private func on(_ id: String, _ animation: String) -> String {
        #"{"layer": ""# + id + #"", "# + animation.dropFirst()
    }

    private func sceneError(_ text: String) -> String? {
        do {
            _ = try Composition.parse(text)
            return nil
        } catch let e as SceneError {
            return e.description
        } catch {
            return "\(error)"
        }
    }
}
