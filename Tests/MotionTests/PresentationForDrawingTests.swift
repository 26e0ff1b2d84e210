import Geometry
import Testing
@testable import Motion

// `LayerTree.presentationForDrawing(at:)`: the presentation tree, except under a layer that draws nothing (hidden,
// or an opacity not above 0), whose mask and sublayers stay the model's, unevaluated.

private func tree() throws -> LayerTree {
    var root = LayerState(id: "root")
    var group = LayerState(id: "group")
    group.mask = LayerState(id: "mask")
    group.sublayers = [LayerState(id: "leaf")]
    root.sublayers = [group, LayerState(id: "sibling")]
    var t = LayerTree(layers: [root])
    // The group is hidden for t < 1, visible from 1 to 2, at opacity 0 after 2.
    var hidden = KeyframeAnimation(keyPath: "isHidden", values: [.bool(true), .bool(false)])
    hidden.calculationMode = .discrete   // one key time more than values: hidden on [0, 1), shown on [1, 4]
    hidden.keyTimes = [0, 0.25, 1]
    hidden.timing.duration = 4
    hidden.timing.fillMode = .both
    hidden.isRemovedOnCompletion = false
    try t.add(.keyframe(hidden), toLayer: "group", at: 0)
    var fade = BasicAnimation(keyPath: "opacity")
    fade.fromValue = .number(0)
    fade.toValue = .number(0)
    fade.timing.beginTime = 2
    fade.timing.duration = 2
    try t.add(.basic(fade), toLayer: "group", at: 0)
    for id in ["mask", "leaf", "sibling"] {
        var move = BasicAnimation(keyPath: "position.x")
        move.fromValue = .number(0)
        move.toValue = .number(40)
        move.timing.duration = 4
        try t.add(.basic(move), toLayer: id, at: 0)
    }
    return t
}

@Test func aVisibleTreeIsThePresentationTree() throws {
    let t = try tree()
    #expect(t.presentationForDrawing(at: 1.5) == t.presentation(at: 1.5))
    #expect(t.presentationForDrawing(at: 1.5)[0].sublayers[0].sublayers[0].position.x == 15)
}

@Test func aHiddenLayersSubtreeStaysTheModels() throws {
    let t = try tree()
    let model = t.initialLayers[0].sublayers[0]
    for time in [0.5, 3.0] {   // hidden, then at opacity 0
        let drawn = t.presentationForDrawing(at: time)[0]
        let full = t.presentation(at: time)[0]
        // The layer's own values are evaluated; what it holds is the model's own storage.
        #expect(drawn.sublayers[0].fields.isHidden == full.sublayers[0].isHidden)
        #expect(drawn.sublayers[0].opacity == full.sublayers[0].opacity)
        #expect(drawn.sublayers[0].sublayers[0].sharesStorage(with: model.sublayers[0]))
        #expect(drawn.sublayers[0].mask!.sharesStorage(with: model.mask!))
        #expect(full.sublayers[0].sublayers[0].position.x == time * 10)
        // A sibling that draws is evaluated as in the presentation tree.
        #expect(drawn.sublayers[1] == full.sublayers[1])
        #expect(drawn.sublayers[1].position.x == time * 10)
    }
}
