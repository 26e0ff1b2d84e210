import JSONValue

/// What one Lottie layer adds to a composition, counted from its JSON for the `Limits` checks: its keyframes and the
/// path elements of its bezier shapes (each use of a precomposition copies its layers, so these add up per use).
struct LayerCost: Sendable {
    /// Keyframe objects of its animated properties (`{"t": …}` in a `k` list).
    var keyframes = 0
    /// Path elements of its bezier shapes, in every keyframe: a move, one segment per further vertex, and for a
    /// closed shape a segment back and a close (counted as vertices + 2).
    var elements = 0

    /// The cost of a layer's JSON (a layer holds no other layers: precomps refer to assets by id).
    init(json: JSON) {
        var stack: [JSON] = [json]
        while let value = stack.popLast() {
            switch value {
            case .array(let items):
                stack.append(contentsOf: items)
            case .object(let members):
                for (key, member) in members {
                    guard case .array(let items) = member else { stack.append(member); continue }
                    if key == "v", value["i"] != nil || value["o"] != nil {
                        elements = elements.addingClamped(items.count + 2)
                    } else if key == "k" {
                        keyframes = keyframes.addingClamped(items.reduce(0) { $0 + ($1["t"] != nil ? 1 : 0) })
                    }
                    stack.append(contentsOf: items)
                }
            default:
                break
            }
        }
    }
}
