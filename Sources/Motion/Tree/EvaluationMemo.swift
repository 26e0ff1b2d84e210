/// What `LayerTree.presentationForDrawing(at:memo:)` kept of its last evaluation of each layer (by flat index): the
/// scene and local times and the evaluated layer with its subtree. A later evaluation starts a layer from its entry
/// where the layer's timelines say its own values did not change in between (`LayerTree.nodeIsTheSame`), so
/// unchanged subtrees keep their storage from frame to frame. One memo serves one tree on one thread
/// (`DrawingEvaluator` owns it).
final class EvaluationMemo {
    struct Entry {
        var time: Double
        var local: Double
        var state: LayerState
    }

    var entries: [Entry?] = []
}
