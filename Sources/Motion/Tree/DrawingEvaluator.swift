/// Evaluates a tree for drawing, frame after frame, handing back the previous frame's layers — the same storage —
/// when the tree's timelines say nothing can have changed between the two times (`LayerTree.presentsTheSame`).
///
/// The layers it returns always equal `tree.presentationForDrawing(at: t)`; a held frame costs a walk over the
/// timelines instead of an evaluation, and the renderer then finds the layers equal to its previous ones by identity
/// (`IncrementalRenderer` reuses the pixels). A frame where some layers change re-evaluates only those: the others
/// keep their earlier storage (`EvaluationMemo`), so comparing and damage tracking pass over them by identity.
/// One instance serves one thread: a render worker keeps its own.
///
///     frame    0     1     2     3     4
///     tree     A     B     B     B     C        values at each frame
///     work     eval  eval  same  same  eval
public final class DrawingEvaluator {
    public let tree: LayerTree
    private var last: (time: Double, layers: [LayerState])? = nil
    private let memo = EvaluationMemo()

    public init(tree: LayerTree) {
        self.tree = tree
    }

    /// `tree.presentationForDrawing(at: t)`, or the last layers handed out when they are certainly equal to it.
    public func layers(at t: Double) -> [LayerState] {
        if let last, tree.presentsTheSame(at: last.time, and: t) {
            self.last = (t, last.layers)
            return last.layers
        }
        var layers = tree.presentationForDrawing(at: t, memo: memo)
        // Roots all kept: the very array handed out before (compared by identity downstream).
        if let last, last.layers.elementsEqual(layers, by: { $0.sharesStorage(with: $1) }) { layers = last.layers }
        last = (t, layers)
        return layers
    }
}
