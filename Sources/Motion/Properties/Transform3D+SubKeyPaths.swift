import Geometry

/// The values behind the `transform.…` sub-key paths of the property table, as stored properties are behind the
/// others (`FieldAccess.transformPart`). An affine transform reads and writes its
/// scale–rotate–translate decomposition; a 3-D one its unmatrix parts (reference §7: Core Animation reads and writes
/// the 3-D sub-key paths through `mat4_get_unmatrix`).
extension Transform3D {
    /// `transform.rotation` and `transform.rotation.z`.
    var rotationZPart: Double {
        get { transformPart({ $0.rotation }, { $0.eulerAngles.z }) }
        set {
            setTransformPart({ $0.rotation = newValue }, { let e = $0.eulerAngles; $0.setEulerAngles(x: e.x, y: e.y, z: newValue) })
        }
    }

    /// `transform.scale`: the mean of the x and y scales; setting it sets both.
    var scalePart: Double {
        get { transformPart({ ($0.scaleX + $0.scaleY) / 2 }, { ($0.scale.x + $0.scale.y) / 2 }) }
        set { setTransformPart({ $0.scaleX = newValue; $0.scaleY = newValue }, { $0.scale.x = newValue; $0.scale.y = newValue }) }
    }

    /// `transform.scale.x`.
    var scaleXPart: Double {
        get { transformPart({ $0.scaleX }, { $0.scale.x }) }
        set { setTransformPart({ $0.scaleX = newValue }, { $0.scale.x = newValue }) }
    }

    /// `transform.scale.y`.
    var scaleYPart: Double {
        get { transformPart({ $0.scaleY }, { $0.scale.y }) }
        set { setTransformPart({ $0.scaleY = newValue }, { $0.scale.y = newValue }) }
    }

    /// A part of `transform`: of its scale–rotate–translate decomposition when it is affine, else of its unmatrix
    /// parts.
    private func transformPart(_ affine: (Decomposed) -> Double, _ threeD: (Transform3DComponents) -> Double) -> Double {
        isAffine ? affine(Decomposed(self.affine)) : threeD(components(self))
    }

    /// Changes a part of `transform` (see `transformPart`) and recomposes it.
    private mutating func setTransformPart(_ affine: (inout Decomposed) -> Void,
                                           _ threeD: (inout Transform3DComponents) -> Void) {
        if isAffine {
            var d = Decomposed(self.affine)
            affine(&d)
            self = Transform3D(d.transform)
        } else {
            edit(&self, threeD)
        }
    }

    /// `transform.translation`: the x and y translation.
    var translationPart: Size {
        get { Size(width: m41, height: m42) }
        set { m41 = newValue.width; m42 = newValue.height }
    }

    /// `transform.rotation.x`.
    var rotationXPart: Double {
        get { components(self).eulerAngles.x }
        set { edit(&self) { let e = $0.eulerAngles; $0.setEulerAngles(x: newValue, y: e.y, z: e.z) } }
    }

    /// `transform.rotation.y`.
    var rotationYPart: Double {
        get { components(self).eulerAngles.y }
        set { edit(&self) { let e = $0.eulerAngles; $0.setEulerAngles(x: e.x, y: newValue, z: e.z) } }
    }

    /// `transform.scale.z`.
    var scaleZPart: Double {
        get { components(self).scale.z }
        set { edit(&self) { $0.scale.z = newValue } }
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
