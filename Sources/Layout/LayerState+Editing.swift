import Geometry
import Motion

extension Array where Element == LayerState {
    /// Applies `body` to the layer `id` anywhere in these trees (masks included). Returns whether it was found.
    @discardableResult
    public mutating func updateLayer(_ id: String, _ body: (inout LayerState) -> Void) -> Bool {
        for i in indices {
            if self[i].id == id {
                body(&self[i])
                return true
            }
            if var m = self[i].mask {
                if [m].containsLayer(id) {
                    var list = [m]
                    list.updateLayer(id, body)
                    m = list[0]
                    self[i].mask = m
                    return true
                }
            }
            if self[i].sublayers.containsLayer(id) {
                self[i].sublayers.updateLayer(id, body)
                return true
            }
        }
        return false
    }

    func containsLayer(_ id: String) -> Bool { contains { $0.find(id) != nil } }

    /// Every layer in pre-order (a layer, its mask's subtree, its sublayers' subtrees) with its parent's id
    /// (`nil` at the top level).
    public func flattenedWithParents() -> [(layer: LayerState, parent: String?)] {
        var out: [(LayerState, String?)] = []
        func walk(_ l: LayerState, _ parent: String?) {
            out.append((l, parent))
            if let m = l.mask { walk(m, l.id) }
            for s in l.sublayers { walk(s, l.id) }
        }
        for l in self { walk(l, nil) }
        return out
    }
}

extension LayerState {
    /// The frame Auto Layout and stacks work with: `bounds.size` placed so that the anchor point sits at
    /// `position`, ignoring `transform` (as UIKit's alignment rectangle: layout sets `center` and `bounds`).
    public var layoutFrame: Rect {
        Rect(x: position.x - anchorPoint.x * bounds.width, y: position.y - anchorPoint.y * bounds.height,
             width: bounds.width, height: bounds.height)
    }

    /// Sets `bounds.size` and `position` so that `layoutFrame` is `rect` (`bounds.origin` and `transform` kept).
    public mutating func setLayoutFrame(_ rect: Rect) {
        bounds.size = rect.size
        position = Point(x: rect.minX + anchorPoint.x * rect.width, y: rect.minY + anchorPoint.y * rect.height)
    }
}
