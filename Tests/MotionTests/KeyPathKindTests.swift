import Geometry
import Testing
@testable import Motion

// Every key path of every layer type can be read, written back, animated and sampled; its kind matches the value.
@Test(arguments: LayerType.allCases)
func everyKeyPathReadsWritesAndAnimates(type: LayerType) throws {
    let paths = LayerState.animatableKeyPaths(for: type)
    #expect(paths.contains("position.x") && paths.contains("transform.scale"))
    var layer = LayerState(id: "l", type: type)
    layer.bounds = Rect(x: 0, y: 0, width: 10, height: 20)
    for keyPath in paths.sorted() {
        let kind = try #require(LayerState.valueKind(forKeyPath: keyPath, type: type))
        let value = try layer.value(forKeyPath: keyPath)
        if value != .none {
            #expect(kindName(value) == kind.kind.rawValue, "\(keyPath)")
        } else {
            #expect(kind.isOptional, "\(keyPath)")
        }
        var copy = layer
        try copy.setValue(value, forKeyPath: keyPath)
        #expect(try copy.value(forKeyPath: keyPath) == value, "\(keyPath)")
        // An animation from the value to itself keeps it (and is accepted for the layer type).
        var a = BasicAnimation(keyPath: keyPath)
        a.fromValue = value
        a.toValue = value
        a.timing.duration = 1
        var tree = LayerTree(layers: [layer])
        try tree.add(.basic(a), toLayer: "l")
        #expect(try tree.presentation(of: "l", at: 0.5)?.value(forKeyPath: keyPath) == value, "\(keyPath)")
    }
    #expect(LayerState.valueKind(forKeyPath: "frame", type: type) == nil)
}

private func kindName(_ v: AnimatableValue) -> String {
    switch v {
    case .number: "number"
    case .point: "point"
    case .size: "size"
    case .rect: "rect"
    case .color: "color"
    case .path: "path"
    case .transform: "transform"
    case .colors: "colors"
    case .numbers: "numbers"
    case .bool: "bool"
    case .string: "string"
    case .none: "none"
    }
}
