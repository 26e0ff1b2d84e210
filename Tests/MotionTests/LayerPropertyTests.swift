import Geometry
import Motion
import Testing

/// `LayerProperty`, the one table of layer properties.
struct LayerPropertyTests {
    /// Every animatable row resolves, on the layer types it names and on no other, to a value of its kind; a field
    /// that is no animatable property resolves on none.
    @Test func everyRowResolvesOnExactlyItsLayerTypes() throws {
        for p in AnyLayerProperty.all {
            for type in LayerType.allCases {
                let kind = LayerState.valueKind(forKeyPath: p.keyPath, type: type)
                #expect((kind != nil) == (p.isAnimatable && p.applies(to: type)), "\(p) on \(type)")
                guard p.applies(to: type) else { continue }
                let value = p.value(in: LayerState(id: "l", type: type))
                if value == .none {
                    #expect(p.isOptional, "\(p) on \(type) is null by default")
                } else {
                    #expect(value.typeName == KeyPathValueKind(kind: p.kind, isOptional: false).name, "\(p) on \(type): \(value)")
                }
                if p.isAnimatable {
                    #expect(try LayerState(id: "l", type: type).value(forKeyPath: p.keyPath) == value, "\(p) on \(type)")
                }
            }
        }
    }

    @Test func keyPathsAreUniqueAndTypedStaticsAreRows() {
        #expect(Set(AnyLayerProperty.all.map(\.keyPath)).count == AnyLayerProperty.all.count)
        #expect(AnyLayerProperty.named("position") == LayerProperty.position.erased)
        #expect(LayerProperty.position.erased.kind == .point && LayerProperty.bounds.erased.kind == .rect)
        #expect(LayerProperty.path.erased.isOptional && !LayerProperty.opacity.erased.isOptional)
        #expect(AnyLayerProperty.named("frame") == nil, "frame is derived, not a row")
        #expect(LayerState.animatableKeyPaths == Set(AnyLayerProperty.all.filter(\.isAnimatable).map(\.keyPath)))
        #expect(Set(AnyLayerProperty.all.filter { !$0.isAnimatable }.map(\.keyPath)) == [
            "borderPlacement", "cornerCurve", "compositingFilter", "maskedCorners", "beginTime", "speed", "timeOffset",
            "fillRule", "lineCap", "lineJoin", "gradientType", "gradientColorSpace", "contentsGravity", "string",
            "alignmentMode", "isWrapped", "truncationMode",
        ])
    }

    /// A field that is no animatable property cannot be animated or changed by a transaction.
    @Test func fieldsThatAreNoAnimatablePropertyAreRejectedByKeyPath() {
        var layer = LayerState(id: "s", type: .shape)
        #expect(throws: MotionError.unknownKeyPath(keyPath: "fillRule", layerType: .shape)) {
            try layer.setValue(.string("evenOdd"), forKeyPath: "fillRule")
        }
        var tree = LayerTree(layers: [layer])
        #expect(throws: MotionError.unknownKeyPath(keyPath: "fillRule", layerType: .shape)) {
            try tree.add(.basic(BasicAnimation(.fillRule)), toLayer: "s")
        }
    }

    /// Core Animation's defaults.
    @Test func defaults() {
        #expect(LayerProperty.opacity.defaultValue == 1)
        #expect(LayerProperty.anchorPoint.defaultValue == Point(x: 0.5, y: 0.5))
        #expect(LayerProperty.fillColor.defaultValue == .black)
        #expect(LayerProperty.strokeEnd.defaultValue == 1)
        #expect(LayerProperty.backgroundColor.defaultValue == nil)
        #expect(LayerProperty.maskedCorners.defaultValue == .all)
        #expect(LayerProperty.backgroundColor.erased.defaultValue == AnimatableValue.none)
        #expect(LayerProperty.shadowOffset.erased.defaultValue == .size(Size(width: 0, height: -3)))
    }

    /// Setting through a row and reading back, erased and typed, give the value set (normalised where the row says).
    @Test func rowsSetAndGetTheirStorage() throws {
        var layer = LayerState(id: "s", type: .shape)
        LayerProperty.rotationZ.erased.set(.number(0.5), in: &layer)
        #expect(abs(try layer.value(of: .rotation) - 0.5) < 1e-12)
        LayerProperty.bounds.erased.set(.rect(Rect(x: 0, y: 0, width: -4, height: 6)), in: &layer)
        #expect(layer.bounds == Rect(x: -4, y: 0, width: 4, height: 6), "standardized, as CALayer.setBounds:")
        LayerProperty.boundsWidth.erased.set(.number(-10), in: &layer)
        #expect(layer.bounds.size.width == 10)
        LayerProperty.fillColor.erased.set(.none, in: &layer)
        #expect(layer.fillColor == nil)
        LayerProperty.fillColor.erased.set(.number(1), in: &layer)
        #expect(layer.fillColor == nil, "a value of the wrong kind is ignored")
        var replicator = LayerState(id: "r", type: .replicator)
        LayerProperty.instanceCount.erased.set(.number(-2.7), in: &replicator)
        #expect(replicator.instanceCount == 0)
        LayerProperty.instanceCount.erased.set(.number(3.9), in: &replicator)
        #expect(replicator.instanceCount == 3, "truncated, as a C cast")
        try layer.setValue(.evenOdd, for: .fillRule)
        #expect(LayerProperty.fillRule.erased.value(in: layer) == .string("evenOdd"))
    }

    /// Every row writes exactly its own field and reads back what it wrote: rows reach their values by byte offset
    /// (`FieldAccess`), so a wrong offset or type would show here as a neighbour changed or a value lost. Written on a
    /// layer of every type, one row at a time; only the rows that name the same value (`position` and `position.x`,
    /// `transform` and `transform.rotation`, `hidden` and `isHidden`, `fontSize` and `font.size`) may move together.
    @Test func everyRowWritesExactlyItsOwnField() {
        func root(_ keyPath: String) -> String {
            switch keyPath {
            case "hidden": "isHidden"
            case "font.size": "fontSize"
            default: String(keyPath.prefix { $0 != "." })
            }
        }
        func samples(_ kind: KeyPathValueKind.Kind) -> [AnimatableValue] {
            switch kind {
            case .number: [.number(3), .number(0.625)]
            case .point: [.point(Point(x: 0.25, y: 7))]
            case .size: [.size(Size(width: 5, height: 9))]
            case .rect: [.rect(Rect(x: 1, y: 2, width: 30, height: 40))]
            case .color: [.color(Color(red: 0.1, green: 0.2, blue: 0.3, alpha: 0.4))]
            case .path: [.path(.rect(Rect(x: 0, y: 0, width: 3, height: 4)))]
            case .transform: [.transform(Transform3D(AffineTransform(a: 2, b: 0.5, c: -0.5, d: 2, tx: 3, ty: 4)))]
            case .colors: [.colors([.black, Color(red: 1, green: 0, blue: 0, alpha: 1)])]
            case .numbers: [.numbers([0.125, 0.75]), .numbers([29, 4, 1, 1])]   // the second: a blur (`effects`)
            case .bool: [.bool(true), .bool(false)]
            case .string: ["evenOdd", "round", "bevel", "radial", "right", "end", "center", "continuous",
                           "multiplyBlendMode", "resize", "genericRGB", "images/a.png", "Hello"].map { AnimatableValue.string($0) }
            }
        }
        var written = 0
        for type in LayerType.allCases {
            let rows = AnyLayerProperty.all.filter { $0.applies(to: type) }
            for p in rows {
                let before = LayerState(id: "l", type: type)
                guard let (value, after) = samples(p.kind).lazy.compactMap({ v -> (AnimatableValue, LayerState)? in
                    var layer = before
                    p.set(v, in: &layer)
                    return p.value(in: layer) == p.value(in: before) ? nil : (v, layer)
                }).first else {
                    Issue.record("\(p) on \(type): no sample value changed it")
                    continue
                }
                written += 1
                if p.field.isField { #expect(p.value(in: after) == value, "\(p) on \(type) reads back") }
                for other in rows where root(other.keyPath) != root(p.keyPath) {
                    #expect(other.value(in: after) == other.value(in: before), "\(p) on \(type) changed \(other)")
                }
            }
        }
        #expect(written > 200, "rows written: \(written)")
    }

    /// The scene format's field lists that derive from the table, pinned: a property added to the table shows here.
    @Test func sceneFieldsDeriveFromTheTable() {
        #expect(AnyLayerProperty.commonFields == [
            "anchorPoint", "bounds", "position", "transform", "sublayerTransform", "zPosition", "anchorPointZ", "isDoubleSided",
            "opacity", "isHidden",
            "backgroundColor", "cornerRadius", "borderWidth", "borderColor", "masksToBounds",
            "shadowColor", "shadowOpacity", "shadowOffset", "shadowRadius", "shadowPath",
            "borderPlacement", "cornerCurve", "compositingFilter", "maskedCorners", "beginTime", "speed", "timeOffset",
        ])
        #expect(AnyLayerProperty.fields(onlyOf: .shape) == [
            "path", "fillColor", "strokeColor", "lineWidth", "strokeStart", "strokeEnd", "miterLimit", "lineDashPattern",
            "lineDashPhase", "fillRule", "lineCap", "lineJoin",
        ])
        #expect(AnyLayerProperty.fields(onlyOf: .gradient) == [
            "colors", "locations", "startPoint", "endPoint", "radialFocalPoint", "gradientType", "gradientColorSpace",
        ])
        #expect(AnyLayerProperty.fields(onlyOf: .image) == ["contents", "contentsGravity", "contentsRect"])
        #expect(AnyLayerProperty.fields(onlyOf: .text) == ["foregroundColor", "string", "alignmentMode", "isWrapped", "truncationMode"])
        #expect(AnyLayerProperty.fields(onlyOf: .layer) == [])
        #expect(AnyLayerProperty.fields(onlyOf: .transformLayer) == [])
    }
}

/// `textStroke.color` and `textStroke.width` (extensions): the text stroke's parts, animatable; on a layer without a
/// stroke they read as clear and 0 and make one when set, its other parts `TextStroke`'s defaults.
struct TextStrokeKeyPathTests {
    @Test func partsOfTheStroke() throws {
        var layer = LayerState(id: "t", type: .text)
        #expect(try layer.value(of: .textStrokeColor) == .clear && layer.value(of: .textStrokeWidth) == 0)
        try layer.setValue(.number(3), forKeyPath: "textStroke.width")
        #expect(layer.textStroke == TextStroke(color: .clear, width: 3))
        try layer.setValue(.color(Color(red: 0, green: 0, blue: 1)), forKeyPath: "textStroke.color")
        #expect(layer.textStroke == TextStroke(color: Color(red: 0, green: 0, blue: 1), width: 3))
        layer.textStroke = TextStroke(color: .black, width: 2, overFill: true, lineJoin: .round, miterLimit: 4)
        try layer.setValue(.number(-1), forKeyPath: "textStroke.width")
        #expect(layer.textStroke == TextStroke(color: .black, width: 0, overFill: true, lineJoin: .round, miterLimit: 4),
                "a negative width is none; the join and order stay")
        // Animated half-way from 2 to 6 points.
        layer.textStroke?.width = 2
        var a = BasicAnimation(keyPath: "textStroke.width")
        a.fromValue = .number(2)
        a.toValue = .number(6)
        a.timing.duration = 1
        var tree = LayerTree(layers: [layer])
        try tree.add(.basic(a), toLayer: "t")
        #expect(tree.presentation(of: "t", at: 0.5)?.textStroke?.width == 4)
        #expect(throws: MotionError.unknownKeyPath(keyPath: "textStroke.width", layerType: .shape)) {
            var shape = LayerState(id: "s", type: .shape)
            try shape.setValue(.number(1), forKeyPath: "textStroke.width")
        }
    }
}

/// The API that takes key path strings takes the table's typed key paths too; the value's type is the row's
/// (`layer.setValue(AnimatableValue.color(.black), for: .position)` does not compile).
struct TypedKeyPathTests {
    @Test func typedKeyPathsReachTheSameProperties() throws {
        var layer = LayerState(id: "s", type: .shape)
        try layer.setValue(Point(x: 3, y: 4), for: .position)
        #expect(layer.position == Point(x: 3, y: 4))
        #expect(try layer.value(of: .positionY) == 4)
        #expect(try layer.value(forKeyPath: "position.y") == .number(4))
        #expect(throws: MotionError.unknownKeyPath(keyPath: "colors", layerType: .shape)) { try layer.value(of: .colors) }
        #expect(BasicAnimation(.strokeEnd).keyPath == "strokeEnd")
        #expect(PropertyChange(layer: "s", .opacity, to: 0) == PropertyChange(layer: "s", keyPath: "opacity", value: .number(0)))
        #expect(PropertyChange(layer: "s", .fillColor, to: nil) == PropertyChange(layer: "s", keyPath: "fillColor", value: .none))
    }
}
