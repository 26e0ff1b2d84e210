import Geometry
import Testing
@testable import Motion

// LayerState keeps its fields in a copy-on-write box (Motion/Properties/LayerState+Storage.swift): it must behave
// exactly as a plain struct, and the evaluation must keep unchanged layers shared (issue 27).

@Test func aCopyIsIndependentOfItsOriginal() {
    var a = LayerState(id: "a", type: .shape)
    a.opacity = 0.5
    a.sublayers = [LayerState(id: "child")]
    var b = a
    #expect(b.sharesStorage(with: a))
    b.opacity = 0.25
    b.sublayers[0].position = Point(x: 3, y: 4)
    #expect(!b.sharesStorage(with: a))
    #expect(a.opacity == 0.5)
    #expect(a.sublayers[0].position == .zero)
    #expect(b.opacity == 0.25)
    #expect(b.sublayers[0].position == Point(x: 3, y: 4))
    #expect(a != b)
}

@Test func equalValuesInSeparateStorageAreEqualAndHashAlike() {
    var a = LayerState(id: "a")
    a.bounds = Rect(x: 0, y: 0, width: 10, height: 20)
    var b = LayerState(id: "a")
    b.bounds = Rect(x: 0, y: 0, width: 10, height: 20)
    #expect(!a.sharesStorage(with: b))
    #expect(a == b)
    #expect(a.hashValue == b.hashValue)
    b.mask = LayerState(id: "m")
    #expect(a != b)
    #expect(b.mask?.id == "m")
    #expect(b.fields.mask?.id == "m")
}

@Test func writingTheValueAlreadyThereKeepsTheStorageShared() throws {
    let property = try AnyLayerProperty.resolve("opacity", for: .layer)
    let model = LayerState(id: "a")
    var same = model
    property.set(.number(1), in: &same)
    #expect(same.sharesStorage(with: model))
    var changed = model
    property.set(.number(0.5), in: &changed)
    #expect(!changed.sharesStorage(with: model))
    #expect(changed.opacity == 0.5 && model.opacity == 1)
}

@Test func unchangedSubtreesStayTheModelsOwnStorage() throws {
    var root = LayerState(id: "root")
    var moving = LayerState(id: "moving")
    moving.opacity = 0.8
    var still = LayerState(id: "still")
    still.sublayers = [LayerState(id: "leaf")]
    root.sublayers = [moving, still]
    var tree = LayerTree(layers: [root])
    var a = BasicAnimation(keyPath: "opacity")
    a.fromValue = .number(0)
    a.toValue = .number(1)
    a.timing.duration = 1
    try tree.add(.basic(a), toLayer: "moving", at: 0)
    let f0 = tree.presentation(at: 0.25), f1 = tree.presentation(at: 0.75)
    // The still subtree is the model's own storage in every frame; the animated layer and its ancestors are not.
    #expect(f0[0].sublayers[1].sharesStorage(with: tree.initialLayers[0].sublayers[1]))
    #expect(f1[0].sublayers[1].sharesStorage(with: f0[0].sublayers[1]))
    #expect(!f0[0].sharesStorage(with: f1[0]))
    #expect(f0[0].sublayers[0].opacity == 0.25 && f1[0].sublayers[0].opacity == 0.75)
    // After the animation, nothing differs from the model: the whole tree is the model's storage.
    let after = tree.presentation(at: 2)
    #expect(after[0].sharesStorage(with: tree.initialLayers[0]))
}
