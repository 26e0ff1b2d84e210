import Geometry

/// The values behind the `transform.…` sub-key paths, as stored properties are behind the others, so every row of
/// the property table is a `WritableKeyPath`. An affine transform reads and writes its scale–rotate–translate
/// decomposition; a 3-D one its unmatrix parts (reference §7: Core Animation reads and writes the 3-D sub-key paths
/// through `mat4_get_unmatrix`).
extension LayerState {
    /// `transform.rotation` and `transform.rotation.z`.
    var transformRotationZ: Double {
        get { transformPart({ $0.rotation }, { $0.eulerAngles.z }) }
        set {
            setTransformPart({ $0.rotation = newValue }, { let e = $0.eulerAngles; $0.setEulerAngles(x: e.x, y: e.y, z: newValue) })
        }
    }

    /// `transform.scale`: the mean of the x and y scales; setting it sets both.
    var transformScale: Double {
        get { transformPart({ ($0.scaleX + $0.scaleY) / 2 }, { ($0.scale.x + $0.scale.y) / 2 }) }
        set { setTransformPart({ $0.scaleX = newValue; $0.scaleY = newValue }, { $0.scale.x = newValue; $0.scale.y = newValue }) }
    }

    /// `transform.scale.x`.
    var transformScaleX: Double {
        get { transformPart({ $0.scaleX }, { $0.scale.x }) }
        set { setTransformPart({ $0.scaleX = newValue }, { $0.scale.x = newValue }) }
    }

    /// `transform.scale.y`.
    var transformScaleY: Double {
        get { transformPart({ $0.scaleY }, { $0.scale.y }) }
        set { setTransformPart({ $0.scaleY = newValue }, { $0.scale.y = newValue }) }
    }

    /// A part of `transform`: of its scale–rotate–translate decomposition when it is affine, else of its unmatrix
    /// parts.
    private func transformPart(_ affine: (Decomposed) -> Double, _ threeD: (Transform3DComponents) -> Double) -> Double {
        transform.isAffine ? affine(Decomposed(transform.affine)) : threeD(components(transform))
    }

    /// Changes a part of `transform` (see `transformPart`) and recomposes it.
    private mutating func setTransformPart(_ affine: (inout Decomposed) -> Void,
                                           _ threeD: (inout Transform3DComponents) -> Void) {
        if transform.isAffine {
            var d = Decomposed(transform.affine)
            affine(&d)
            transform = Transform3D(d.transform)
        } else {
            edit(&transform, threeD)
        }
    }

    /// `transform.translation`: the x and y translation.
    var transformTranslation: Size {
        get { Size(width: transform.m41, height: transform.m42) }
        set { transform.m41 = newValue.width; transform.m42 = newValue.height }
    }

    /// `transform.rotation.x`.
    var transformRotationX: Double {
        get { components(transform).eulerAngles.x }
        set { edit(&transform) { let e = $0.eulerAngles; $0.setEulerAngles(x: newValue, y: e.y, z: e.z) } }
    }

    /// `transform.rotation.y`.
    var transformRotationY: Double {
        get { components(transform).eulerAngles.y }
        set { edit(&transform) { let e = $0.eulerAngles; $0.setEulerAngles(x: e.x, y: newValue, z: e.z) } }
    }

    /// `transform.scale.z`.
    var transformScaleZ: Double {
        get { components(transform).scale.z }
        set { edit(&transform) { $0.scale.z = newValue } }
    }
}

/// The unmatrix parts of `t`. A transform that cannot be decomposed (scaled to nothing) reads as its translation
/// alone.
func components(_ t: Transform3D) -> Transform3DComponents {
    if let c = Transform3DComponents(t) { return c }
    var c = Transform3DComponents()
    c.translation = (t.m41, t.m42, t.m43)
    return c
}

/// Changes one part of `t`'s decomposition and recomposes it.
func edit(_ t: inout Transform3D, _ change: (inout Transform3DComponents) -> Void) {
    var c = components(t)
    change(&c)
    t = c.transform
}
