import Geometry
import Motion
import Testing

/// `LayerProperty`, the one table of layer properties.
struct LayerPropertyTests {
    /// Every row resolves, on the layer types it names and on no other, to a value of its kind.
    @Test func everyRowResolvesOnExactlyItsLayerTypes() throws {
        for p in LayerProperty.all {
            for type in LayerType.allCases {
                let kind = LayerState.valueKind(forKeyPath: p.keyPath, type: type)
                #expect((kind != nil) == p.applies(to: type), "\(p) on \(type)")
                if p.applies(to: type) {
                    let value = try LayerState(id: "l", type: type).value(forKeyPath: p.keyPath)
                    if value == .none {
                        #expect(p.isOptional, "\(p) on \(type) is null by default")
                    } else {
                        #expect(value.typeName == KeyPathValueKind(kind: p.kind, isOptional: false).name, "\(p) on \(type): \(value)")
                    }
                }
            }
        }
    }

    @Test func keyPathsAreUniqueAndTypedStaticsAreRows() {
        #expect(Set(LayerProperty.all.map(\.keyPath)).count == LayerProperty.all.count)
        #expect(LayerProperty.named("position") == .position)
        #expect(LayerProperty.position.kind == .point && LayerProperty.bounds.kind == .rect && LayerProperty.path.isOptional)
        #expect(LayerProperty.named("frame") == nil, "frame is derived, not a row")
        #expect(LayerState.animatableKeyPaths == Set(LayerProperty.all.map(\.keyPath)))
    }

    /// Core Animation's defaults.
    @Test func defaults() {
        #expect(LayerProperty.opacity.defaultValue == .number(1))
        #expect(LayerProperty.anchorPoint.defaultValue == .point(Point(x: 0.5, y: 0.5)))
        #expect(LayerProperty.fillColor.defaultValue == .color(.black))
        #expect(LayerProperty.strokeEnd.defaultValue == .number(1))
        #expect(LayerProperty.backgroundColor.defaultValue == AnimatableValue.none)
    }

    /// The scene format's field lists that derive from the table, pinned: a property added to the table shows here.
    @Test func sceneFieldsDeriveFromTheTable() {
        #expect(LayerProperty.commonFields == [
            "anchorPoint", "bounds", "position", "transform", "sublayerTransform", "zPosition", "anchorPointZ", "isDoubleSided",
            "opacity", "isHidden",
            "backgroundColor", "cornerRadius", "borderWidth", "borderColor", "masksToBounds",
            "shadowColor", "shadowOpacity", "shadowOffset", "shadowRadius", "shadowPath",
        ])
        #expect(LayerProperty.fields(onlyOf: .shape) == [
            "path", "fillColor", "strokeColor", "lineWidth", "strokeStart", "strokeEnd", "miterLimit", "lineDashPattern",
            "lineDashPhase",
        ])
        #expect(LayerProperty.fields(onlyOf: .gradient) == ["colors", "locations", "startPoint", "endPoint"])
        #expect(LayerProperty.fields(onlyOf: .image) == ["contents"])
        #expect(LayerProperty.fields(onlyOf: .text) == ["foregroundColor"])
        #expect(LayerProperty.fields(onlyOf: .layer) == [])
        #expect(LayerProperty.fields(onlyOf: .transformLayer) == [])
    }
}

/// The API that takes key path strings takes the table's typed key paths too.
struct TypedKeyPathTests {
    @Test func typedKeyPathsReachTheSameProperties() throws {
        var layer = LayerState(id: "s", type: .shape)
        try layer.setValue(.point(Point(x: 3, y: 4)), for: .position)
        #expect(layer.position == Point(x: 3, y: 4))
        #expect(try layer.value(of: .positionY) == .number(4))
        #expect(throws: MotionError.self) { try layer.setValue(.color(.black), for: .position) }
        #expect(throws: MotionError.unknownKeyPath(keyPath: "colors", layerType: .shape)) { try layer.value(of: .colors) }
        #expect(BasicAnimation(.strokeEnd).keyPath == "strokeEnd")
        #expect(PropertyChange(layer: "s", .opacity, to: .number(0)) == PropertyChange(layer: "s", keyPath: "opacity", value: .number(0)))
    }
}
