import Geometry
import Lottie
import Motion

extension LottieAnimation {
    /// The `path`s of every layer of the tree at time 0 that has one, in drawing order (depth first).
    var shapePathsAtStart: [Path] {
        var out: [Path] = []
        func walk(_ l: LayerState) {
            if let p = l.path { out.append(p) }
            l.sublayers.forEach(walk)
        }
        layerTree.presentation(at: 0).forEach(walk)
        return out
    }
}
