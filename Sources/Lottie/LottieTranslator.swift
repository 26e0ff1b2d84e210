import func Foundation.tan
import func Foundation.cos
import func Foundation.sin
import func Foundation.atan2
import Composition
import Geometry
import Motion

/// Lottie layers → Core Animation layers and animations, following lottie-ios's Core Animation engine
/// (`Sources/Private/CoreAnimation/`): `setupLayerHierarchy` (z order, parents as transform-only copies, track
/// mattes), `BaseCompositionLayer` (transform, opacity, visibility, masks on the content layer), precomps,
/// solids and shape layers.
final class LottieTranslator {
    let document: LottieDocument
    let options: LottieOptions
    /// What the translation met that renders differently under the two semantics.
    let semanticsNotes = SemanticsNotes()
    private(set) var warnings: [LottieWarning] = []
    /// The first limit (`Limits`) the translation ran into; the translation stops growing there and the reader
    /// throws it (the translator's methods do not throw, so the error is kept here).
    private(set) var limitError: LottieError?
    /// Path elements made so far, over every path value (checked against `Limits.maximumSceneElements`).
    private var pathElements = 0
    /// Transform-only copies of parents made so far (`wrapInParents`), checked against `Limits.maximumLayers` before
    /// they are made: each layer is copied once for every parent up its chain, so the copies grow with the product
    /// of the layer count and the chain lengths.
    private var parentCopies = 0
    let limits = Limits.current
    private var usedIDs: [String: Int] = [:]
    /// The measurer that places each character of animated text (`LottieOptions.resources`), made on first use.
    private(set) lazy var characterMeasurer: (any CharacterLayoutMeasuring)? =
        (try? options.resources?.makeTextMeasurer()) as? any CharacterLayoutMeasuring

    init(document: LottieDocument, options: LottieOptions = LottieOptions()) {
        self.document = document
        self.options = options
    }

    func warn(_ path: String, _ message: String) {
        let w = LottieWarning(path: path, message)
        if !warnings.contains(w) { warnings.append(w) }
    }

    /// Records `error` unless an earlier limit was already hit.
    func fail(_ error: LottieError) {
        if limitError == nil { limitError = error }
    }

    /// Counts `count` more path elements for the path at `path`; `false` (and the limit recorded) when that takes
    /// one path past `maximumPathElements` or the whole animation past `maximumSceneElements`.
    func spendPathElements(_ count: Int, at path: String) -> Bool {
        guard limitError == nil else { return false }
        if let reason = limits.problem(withPathElements: count) {
            fail(LottieError(path: path, reason))
            return false
        }
        pathElements += count
        guard pathElements <= limits.maximumSceneElements else {
            fail(LottieError(path: path, "the animation's paths have more than \(limits.maximumSceneElements) elements in all (the limit)"))
            return false
        }
        return true
    }

    /// `Keyframes.combined` within `maximumKeyframes`: past it, the limit is recorded and the first values stand.
    func combined<V, R: LottieInterpolatable>(_ groups: [KeyframeGroup<V>], forceManual: Bool = false,
                                              wholeFrames: Bool = false, _ make: ([V]) -> R) -> KeyframeGroup<R> {
        if let g = Keyframes.combined(groups, forceManual: forceManual, wholeFrames: wholeFrames,
                                      maximumSamples: limits.maximumKeyframes, make) {
            return g
        }
        let base = groups.first { $0.isAnimated } ?? groups[0]
        fail(LottieError(path: base.path, "combining these keyframes takes more than \(limits.maximumKeyframes) samples of 0.1 frame (the keyframe limit; the keyframes span too many frames)"))
        return KeyframeGroup(keyframes: [Keyframe(time: 0, value: make(groups.map { $0.keyframes[0].value }))],
                             path: base.path)
    }

    /// A unique layer id derived from a JSON path (a precomp used twice gets `#2`, `#3` …).
    func id(_ base: String) -> String {
        let n = (usedIDs[base] ?? 0) + 1
        usedIDs[base] = n
        return n == 1 ? base : "\(base)#\(n)"
    }

    /// The root layer: the canvas, holding every top-level layer.
    func translate() -> LayerNode {
        let root = LayerNode(id("root"), size: Size(width: document.width, height: document.height))
        var context = TimeContext(frameRate: document.frameRate, startFrame: document.inPoint,
                                  endFrame: document.outPoint)
        context.roundsKeyTimesToFloat = options.semantics == .lottieIOS
        context.showsEveryHeldValue = options.semantics == .afterEffects
        context.semanticsNotes = semanticsNotes
        setupLayerHierarchy(document.layers, in: root, depth: 1, context: context)
        return root
    }

    // MARK: Layer hierarchy (CALayer+setupLayerHierarchy.swift)

    /// `depth`: the level of `parent` in the translated tree (the root is 1), for `Limits.maximumLayerDepth`.
    func setupLayerHierarchy(_ layers: [LayerModel], in parent: LayerNode, depth: Int, context: TimeContext) {
        // The first layer with each index in z order (bottom first) is the parent that `parent` names.
        var byIndex: [Int: LayerModel] = [:]
        for l in layers.reversed() { if let i = l.index, byIndex[i] == nil { byIndex[i] = l } }
        // Bottom to top, each layer with its track matte (`LottieTranslator+Mattes.swift`).
        for (model, matte) in mattePairs(layers) {
            // Before anything is built: the layer sits below its parents' copies (and a matte's container), the
            // matte below the container, its mask and its own parents' copies. Past the limit the translation
            // stops (a long parent chain would otherwise build as many copies as the square of its length).
            guard limitError == nil else { return }
            let chain = parentChainLength(model, byIndex: byIndex)
            let matteChain = matte.map { parentChainLength($0.0, byIndex: byIndex) } ?? 0
            let layerDepth = depth + 1 + (matte == nil ? 0 : 1) + chain
            // A luma matte sits one level deeper, inside the layer that takes its luminance.
            let lumaLevel = matte.map { $0.1.isLuma && options.semantics == .afterEffects ? 1 : 0 } ?? 0
            let matteDepth = matte.map { _ in depth + 3 + lumaLevel + matteChain } ?? 0
            guard checkDepth(layerDepth, at: model.path), checkDepth(matteDepth, at: matte?.0.path ?? model.path),
                  spendParentCopies(chain + matteChain, at: model.path) else {
                return
            }
            guard let layer = makeLayer(model, size: parent.size, depth: layerDepth, context: context) else { continue }
            let wrapped = wrapInParents(layer, model: model, byIndex: byIndex, size: parent.size, context: context)
            if let (matteModel, type) = matte, let matteLayer = makeMatteLayer(matteModel, type: type, owner: model,
                                                                               size: parent.size, depth: matteDepth,
                                                                               context: context) {
                let maskedMatte = wrapInParents(matteLayer, model: matteModel, byIndex: byIndex, size: parent.size,
                                                context: context)
                let container = parent.addFilling(id(model.path + ".matted"))
                container.sublayers.append(wrapped)
                let maskParent = LayerNode(id(model.path + ".matte"), size: parent.size)
                let source = type.isLuma ? lumaMatte(maskedMatte, path: model.path, size: parent.size) : maskedMatte
                if type == .invert || type == .lumaInverted {
                    // lottie-ios's inverted matte: an opaque black layer filling the bounds, the matte over it with
                    // the xor compositing filter, so the mask's alpha is one minus the matte's.
                    let base = maskParent.addFilling(id(model.path + ".matte.base"))
                    base.state.backgroundColor = .black
                    source.state.compositingFilter = .xor
                }
                maskParent.sublayers.append(source)
                container.mask = maskParent
            } else {
                parent.sublayers.append(wrapped)
            }
        }
    }

    /// How many parents `model` has (`parent` naming a layer's `ind`, up the chain until a layer without one or a
    /// parent already seen): the transform-only copies `wrapInParents` wraps it in.
    private func parentChainLength(_ model: LayerModel, byIndex: [Int: LayerModel]) -> Int {
        var child = model
        var seen: Set<Int> = []
        while let p = child.parent, let parentModel = byIndex[p], seen.insert(p).inserted {
            child = parentModel
        }
        return seen.count
    }

    /// Counts `count` more transform-only parent copies for the layer at `path`; `false` (and the limit recorded)
    /// when the copies alone pass `Limits.maximumLayers`, before any is made.
    private func spendParentCopies(_ count: Int, at path: String) -> Bool {
        parentCopies += count
        guard parentCopies <= limits.maximumLayers else {
            fail(LottieError(path: path, "its parents' copies make more than \(limits.maximumLayers) layers in all once translated into Core Animation layers (the limit)"))
            return false
        }
        return true
    }

    /// The message of `Limits.maximumLayerDepth` (after the JSON path).
    static let depthLimitMessage = "layers nest more than \(Limits.maximumLayerDepth) deep once translated into Core Animation layers (the limit)"

    /// Whether a layer at level `depth` of the translated tree is within `Limits.maximumLayerDepth`; past it, the
    /// limit is recorded at `path` (the Lottie layer, group or mask whose translation nests that deep).
    func checkDepth(_ depth: Int, at path: String) -> Bool {
        guard depth <= Limits.maximumLayerDepth else {
            fail(LottieError(path: path, Self.depthLimitMessage))
            return false
        }
        return true
    }

    /// Wraps `layer` in a transform-only copy of each of its parents (innermost first).
    private func wrapInParents(_ layer: LayerNode, model: LayerModel, byIndex: [Int: LayerModel], size: Size,
                               context: TimeContext) -> LayerNode {
        var current = layer
        var child = model
        var seen: Set<Int> = []
        while let p = child.parent, let parentModel = byIndex[p], seen.insert(p).inserted {
            let t = LayerNode(id(parentModel.path + ".parent"), size: size)
            addTransform(parentModel.transform, to: t, context: context, autoOrients: parentModel.autoOrients)
            t.sublayers.append(current)
            current = t
            child = parentModel
        }
        return current
    }

    private func makeMatteLayer(_ matte: LayerModel, type: MatteType, owner: LayerModel, size: Size, depth: Int,
                                context: TimeContext) -> LayerNode? {
        switch type {
        case .add, .invert:
            return makeLayer(matte, size: size, depth: depth, context: context)
        case .luma, .lumaInverted:
            // lottie-ios decodes no luma matte type (`MatteType`: none, add, invert) and draws the layer unmatted;
            // After Effects' luma mattes: `LottieTranslator+LumaMatte.swift`.
            guard options.semantics == .afterEffects else { return nil }
            return makeLayer(matte, size: size, depth: depth, context: context)
        case .none:
            return nil
        }
    }

    // MARK: Layers (LayerModel+makeAnimationLayer.swift, BaseCompositionLayer.swift)

    /// `depth`: the level the layer will have in the translated tree (checked by the caller).
    func makeLayer(_ model: LayerModel, size: Size, depth: Int, context: TimeContext) -> LayerNode? {
        let node = makeContentLayer(model, size: size, depth: depth, context: context)
        if let node, !model.hidden, !model.effects.strokes.isEmpty { addStrokeEffects(of: model, to: node, context: context) }
        return node
    }

    private func makeContentLayer(_ model: LayerModel, size: Size, depth: Int, context: TimeContext) -> LayerNode? {
        if model.hidden { return transformLayer(model, size: size, context: context) }
        switch model.kind {
        case .null:
            return transformLayer(model, size: size, context: context)
        case .text(let document):
            // TextLayer: the composition layer, a container filling it, the text layer placed in it.
            let node = compositionLayer(model, size: size, context: context)
            let container = node.addFilling(id(model.path + ".text"))
            if document.keyframes.count > 1 {
                addTextKeyframes(document.keyframes, model: model, to: container, context: context)
            } else if let text = textLayer(document, model: model, context: context) {
                container.sublayers.append(text)
            }
            return node
        case .image(let ref):
            // ImageLayer: the content layer is the image asset's `w` × `h` at the layer's origin, the image stretched
            // into it (`contentsGravity` resize, lottie-ios's default image provider).
            let node = compositionLayer(model, size: size, context: context)
            guard let asset = document.images[ref] else { return node }
            let image = node.addFilling(id(model.path + ".image"))
            image.state.bounds = Rect(x: 0, y: 0, width: asset.width, height: asset.height)
            image.state.contents = asset.path
            image.state.contentsGravity = "resize"
            return node
        case .solid(let color, let w, let h):
            let node = compositionLayer(model, size: size, context: context)
            let shape = node.addFilling(id(model.path + ".solid"), type: .shape)
            shape.state.path = Path.rect(Rect(x: 0, y: 0, width: w, height: h))
            shape.state.fillColor = color
            return node
        case .shape(let items):
            let node = compositionLayer(model, size: size, context: context)
            setupShapeLayer(items, in: node, layerPath: model.path + ".shapes", context: context)
            return node
        case .precomp(let ref, let w, let h):
            // PreCompLayer: bounds are the precomp's size; its content layer clips to them.
            let node = compositionLayer(model, size: Size(width: w, height: h), context: context)
            node.state.masksToBounds = true
            let inner = context.precomp(startTime: model.startTime, timeStretch: model.timeStretch,
                                        timeRemap: model.timeRemap)
            setupLayerHierarchy(document.precomps[ref] ?? [], in: node, depth: depth, context: inner)
            return node
        }
    }

    /// A `TransformLayer`: the layer's transform only (no opacity, visibility, masks or content).
    private func transformLayer(_ model: LayerModel, size: Size, context: TimeContext) -> LayerNode {
        let node = LayerNode(id(model.path), size: size)
        addTransform(model.transform, to: node, context: context, autoOrients: model.autoOrients)
        return node
    }

    /// A `BaseCompositionLayer`'s content layer: transform, opacity, visibility and masks.
    private func compositionLayer(_ model: LayerModel, size: Size, context: TimeContext) -> LayerNode {
        let node = LayerNode(id(model.path), size: size)
        addTransform(model.transform, to: node, context: context, autoOrients: model.autoOrients)
        node.set("opacity", PropertyAnimation.translate(model.transform.opacity, keyPath: "opacity", context: context) {
            .number(($0.first ?? 100) / 100)
        })
        addVisibility(inFrame: model.inFrame, outFrame: model.outFrame, to: node, context: context)
        if let shadow = model.effects.dropShadow { addDropShadow(shadow, to: node, context: context) }
        // Under after-effects only (read only then): Gaussian Blur, Fill, Tint, Tritone (ImageEffects.swift).
        addImageEffects(model.effects.imageEffects, to: node, context: context)
        // BaseCompositionLayer: "compositingFilter = layerModel.blendMode.filterName".
        node.state.compositingFilter = model.blendMode
        let masks = model.masks.filter { $0.mode != .none }
        if !masks.isEmpty {
            node.mask = afterEffectsMaskRegion(masks, size: size, context: context)
                ?? maskComposition(masks, size: size, context: context)
        }
        return node
    }

    /// Source text keyframes, under `after-effects`: each document drawn in its own layer, shown from its frame until
    /// the next keyframe's (After Effects' source text keyframes hold; lottie-web's `TextProperty` switches documents
    /// at keyframe times), the first before its frame too. Their order on the timeline, whatever the file's.
    private func addTextKeyframes(_ keyframes: [(frame: Double, document: TextDocumentModel)], model: LayerModel,
                                  to container: LayerNode, context: TimeContext) {
        let sorted = keyframes.enumerated().sorted { ($0.element.frame, $0.offset) < ($1.element.frame, $1.offset) }
            .map(\.element)
        let first = sorted[0].frame
        for (i, k) in sorted.enumerated() {
            guard let text = textLayer(k.document, model: model, context: context) else { continue }
            let slot = container.addFilling(id(model.path + ".t.d.k[\(i)]"))
            slot.sublayers.append(text)
            // isHidden as hold keyframes: 1 before the document's frame (but for the first), 0 from it, 1 from the next.
            var holds = [Keyframe<LottieVector>(time: first, value: [i == 0 ? 0 : 1], isHold: true)]
            if i > 0 { holds.append(Keyframe(time: k.frame, value: [0], isHold: true)) }
            if i + 1 < sorted.count { holds.append(Keyframe(time: sorted[i + 1].frame, value: [1], isHold: true)) }
            guard holds.count > 1 else { continue }
            let hidden = KeyframeGroup<LottieVector>(keyframes: holds, path: model.path + ".t.d")
            slot.set("isHidden", PropertyAnimation.translate(hidden, keyPath: "isHidden", context: context) {
                .bool(($0.first ?? 0) > 0.5)
            })
        }
    }

    /// `addVisibilityAnimation`: hidden before the in frame, visible until the out frame (to the end when the out
    /// frame is the animation's), hidden after.
    func addVisibility(inFrame: Double, outFrame: Double, to node: LayerNode, context: TimeContext) {
        if context.mustUseComplexTimeRemapping {
            // `addVisibilityAnimation` under a time remap: hidden / visible / hidden as hold keyframes, sampled
            // into linear keyframes (lottie-ios's samples are not holds), whose booleans Core Animation switches
            // half-way between samples (Motion's rule for values that do not interpolate).
            let hidden = KeyframeGroup<LottieVector>(keyframes: [Keyframe(time: 0, value: [1], isHold: true),
                                                                 Keyframe(time: inFrame, value: [0], isHold: true),
                                                                 Keyframe(time: outFrame, value: [1], isHold: true)],
                                                     path: node.state.id)
            let sampled = context.sampledWithTimeRemapping(hidden)
            node.set("isHidden", PropertyAnimation.translate(sampled, keyPath: "isHidden",
                                                             context: context.withoutTimeRemapping()) { .bool($0[0] > 0.5) })
            return
        }
        var a = KeyframeAnimation(keyPath: "isHidden", values: [.bool(true), .bool(false), .bool(true)])
        a.calculationMode = .discrete
        let d = context.duration
        if context.rootFrame(inFrame) > context.rootFrame(outFrame), options.semantics == .afterEffects || inFrame < outFrame {
            // Played backwards (a layer's `ip` > `op` with `sr` < 0, or any layer of a precomp played backwards): the
            // in frame is the later one on the root timeline, and the layer shows on (root(op), root(ip)] — Skottie's
            // `LayerController::onSeek` ("in/out may be inverted for time-reversed layers": t > out && t <= in), and
            // its precomp children's [ip, op) at the local time (t − st) / sr (`CompTimeMapper`). Under lottie-ios a
            // layer whose own `ip` > `op` stays hidden (below; `DocumentDecoder` warns), but a precomp's children
            // play backwards as lottie-ios's main-thread engine plays them (`PreCompositionLayer`: local frame
            // (frame − st) / sr), Core Animation being handed key times out of order there. Discrete key times
            // switch at t ≥ key, so each bound inside the animation moves up by 1e-9 of it (far below a frame, far
            // above the last-bit differences between a frame's time and its key time): the layer shows at exactly
            // root(ip) and is hidden at exactly root(op).
            let early = context.progressTime(outFrame), late = context.progressTime(inFrame)
            let show = early < 0 ? 0 : min(early + 1e-9, 1)
            let hide = context.rootFrame(inFrame) == context.endFrame || late >= 1 ? 1 : min(late + 1e-9, 1)
            a.keyTimes = [0, show, max(show, hide), 1]
        } else if options.semantics == .lottieIOS, inFrame > outFrame {
            // Hidden throughout, as lottie-ios's main-thread engine (`CompositionLayer.displayWithFrame`:
            // `frame.isInRangeOrEqual(inFrame, outFrame)`, never true then), lottie-web (`checkLayerLimits`), rlottie
            // and ThorVG hide it (the key times below would hide it too, except inside a precomp played backwards).
            a.keyTimes = [0, 1, 1, 1]
        } else {
            // lottie-ios writes the key times in frames, `progressTime(for:)` = (frame − ip) / (op + 1 − ip), while
            // Core Animation samples in seconds, (frame − ip) / fr over (op + 1 − ip) / fr: at exactly a layer's in
            // or out frame the two can differ in the last bit, and where the sample falls below the key time the
            // layer keeps its state from before (Issues-issue_2265: frames 3 and 6 of 13 at 9 fps fall 1 ulp below,
            // frame 9 does not, and the snapshots show the previous image at 25 % and 50 % only).
            var inTime = min(max(context.progressTime(inFrame), 0), 1)
            var outTime = context.rootFrame(outFrame) == context.endFrame ? 1 : min(max(context.progressTime(outFrame), 0), 1)
            if options.semantics == .afterEffects {
                // After Effects shows a layer on its frames [ip, op) exactly (lottie-web's `checkLayerLimits`:
                // `inPoint - this.layers[i].st <= num - this.layers[i].st` and `outPoint ... > num`): a frame whose
                // time lands a last bit below its key time still counts as that frame, so each bound moves down
                // by 1e-9 of the animation (far below a frame).
                if inTime > 0 { inTime = max(inTime - 1e-9, 0) }
                if outTime < 1 { outTime = max(outTime - 1e-9, 0) }
            }
            a.keyTimes = [0, inTime, max(outTime, inTime), 1]
        }
        a.timing.duration = d
        a.timing.fillMode = .both
        a.isRemovedOnCompletion = false
        var clip = AnimationGroup(animations: [.keyframe(a)])
        clip.timing.duration = d
        clip.timing.fillMode = .both
        clip.isRemovedOnCompletion = false
        node.set("isHidden", .animated(.group(clip)))
    }

    // MARK: Transforms (TransformAnimations.swift)

    /// `autoOrients`: the layer turns to its motion path's tangent (`LottieTranslator+AutoOrient.swift`).
    func addTransform(_ t: TransformModel, to node: LayerNode, context: TimeContext, autoOrients: Bool = false) {
        var t = t, autoOrients = autoOrients
        if autoOrients, t.needsSampledOrientation {
            // Where `rotationMode` would turn the layer otherwise than After Effects: the angle joins the rotation.
            autoOrients = false
            if let oriented = t.orientedBySampling(maximumSamples: limits.maximumKeyframes) {
                t = oriented
            } else {
                fail(LottieError(path: t.rotation.path, "orienting the layer along its motion takes more than \(limits.maximumKeyframes) samples (the keyframe limit)"))
            }
        }
        let hasSkew = t.skew.map { $0.keyframes.contains { ($0.value.first ?? 0) != 0 } } ?? false
        let negativeX = t.scale.keyframes.contains { ($0.value.first ?? 100) < 0 }
        if hasSkew || negativeX {
            // lottie-ios composes `rx`/`ry` into this matrix in 3-D (`CATransform3D.makeTransform`); ours is 2-D.
            for r in [t.rotationX, t.rotationY].compactMap({ $0 }) {
                warn(r.path, "rotation about x or y of a skewed or mirrored layer is not drawn")
            }
            // Core Animation interpolates the combined matrices by decomposing them, so a keyframe segment turns the
            // shortest way (180° → 450° becomes a −90° turn; unconfirmed, docs/lottie.md); After Effects composes
            // the matrix from its components at every frame: under after-effects a rotating one is sampled.
            let turns = options.semantics == .afterEffects && t.rotation.isAnimated
            addCombinedTransform(t, to: node, context: context, manual: turns || hasSkew && ((t.skew?.isAnimated ?? false)
                || (t.skewAxis?.isAnimated ?? false)))
            return
        }
        if let p = t.position {
            let position = PropertyAnimation.translate(p, keyPath: "position", context: context, isPosition: true) {
                .point(Point(x: $0[0], y: $0.count > 1 ? $0[1] : 0))
            }
            let placed = options.semantics == .afterEffects ? position.followingArcLength : position
            node.set("position", autoOrients ? placed.orientingAlongPath : placed)
        } else if let x = t.positionX, let y = t.positionY {
            node.set("position.x", PropertyAnimation.translate(x, keyPath: "position.x", context: context) { .number($0[0]) })
            node.set("position.y", PropertyAnimation.translate(y, keyPath: "position.y", context: context) { .number($0[0]) })
        }
        let size = node.size
        node.set("anchorPoint", PropertyAnimation.translate(t.anchor, keyPath: "anchorPoint", context: context) { a in
            guard size.width > 0, size.height > 0 else { return .point(.zero) }
            return .point(Point(x: a[0] / size.width, y: (a.count > 1 ? a[1] : 0) / size.height))
        })
        node.set("transform.scale.x", PropertyAnimation.translate(t.scale, keyPath: "transform.scale.x", context: context) {
            .number($0[0] / 100)
        })
        node.set("transform.scale.y", PropertyAnimation.translate(t.scale, keyPath: "transform.scale.y", context: context) {
            .number(($0.count > 1 ? $0[1] : $0[0]) / 100)
        })
        // lottie-ios's order (`addRotationAnimations`): x, y, then z.
        for (axis, rotation) in [("x", t.rotationX), ("y", t.rotationY), ("z", t.rotation)] {
            guard let rotation else { continue }
            node.set("transform.rotation." + axis,
                     PropertyAnimation.translate(rotation, keyPath: "transform.rotation." + axis, context: context) {
                .number($0[0] * .pi / 180)
            })
        }
    }

    /// `addCombinedTransformAnimation`: one `transform` animation of
    /// translate(position) · rotate · skew · scale · translate(−anchor), for skews and negative x scales.
    private func addCombinedTransform(_ t: TransformModel, to node: LayerNode, context: TimeContext, manual: Bool) {
        let split = t.hasSplitPosition
        let combined = combined(t.matrixInputs, forceManual: manual) { v -> LottieVector in
            let m = TransformModel.matrix(v, split: split)
            return [m.a, m.b, m.c, m.d, m.tx, m.ty]
        }
        node.set("transform", PropertyAnimation.translate(combined, keyPath: "transform", context: context) {
            .transform(Transform3D(AffineTransform(a: $0[0], b: $0[1], c: $0[2], d: $0[3], tx: $0[4], ty: $0[5])))
        })
    }

    /// lottie-ios's `CATransform3D.makeTransform` (degrees in, 2-D only).
    static func makeTransform(anchor: Point, position: Point, scaleX: Double, scaleY: Double, rotation: Double,
                              skew: Double, skewAxis: Double) -> AffineTransform {
        var m = AffineTransform.translation(-anchor.x, -anchor.y).concatenating(.scale(scaleX, scaleY))
        if skew != 0 {
            let axis = skewAxis * .pi / 180, tanSkew = tan(-skew * .pi / 180)
            let c = cos(axis), s = sin(axis)
            let r1 = AffineTransform(a: c, b: s, c: -s, d: c, tx: 0, ty: 0)
            let shear = AffineTransform(a: 1, b: 0, c: tanSkew, d: 1, tx: 0, ty: 0)
            let r2 = AffineTransform(a: c, b: -s, c: s, d: c, tx: 0, ty: 0)
            m = m.concatenating(r1.concatenating(shear).concatenating(r2))
        }
        return m.concatenating(.rotation(rotation * .pi / 180)).concatenating(.translation(position.x, position.y))
    }

    // MARK: Masks (MaskCompositionLayer.swift)

    /// Add masks (and the first of any mode) draw side by side in one container; each subtract or intersect mask
    /// then masks everything so far, in a new container.
    private func maskComposition(_ masks: [MaskModel], size: Size, context: TimeContext) -> LayerNode {
        let composition = LayerNode(id(masks[0].path + ".composition"), size: size)
        var container = LayerNode(id(masks[0].path + ".container"), size: size)
        var first = true
        for m in masks {
            let mode = m.mode.usable
            let layer = LayerNode(id(m.path), type: .shape, size: size)
            layer.state.fillRule = .evenOdd
            let invert = (mode == .subtract && !m.inverted) || (mode == .add && m.inverted)
            if let expansion = m.expansion {
                layer.set("path", expandedMaskPath(m.shape, expansion: expansion, inverted: invert, context: context))
            } else {
                let curved = m.shape.curvedSegments
                layer.set("path", PropertyAnimation.translate(m.shape, keyPath: "path", context: context) { shape in
                    var b = Path.Builder()
                    if invert { b.append(Path.rect(LottieTranslator.veryLargeRect)) }
                    shape.append(to: &b, curved: curved)
                    return .path(b.build())
                })
            }
            addOpacityAndFeather(of: m, to: layer, context: context)
            if mode == .add || first {
                first = false
                container.sublayers.append(layer)
            } else {
                container.mask = layer
                let next = LayerNode(id(m.path + ".container"), size: size)
                next.sublayers.append(container)
                container = next
            }
        }
        composition.sublayers.append(container)
        return composition
    }

    /// lottie-ios adds a 20 000 000-point rectangle to invert a mask; Cairo's fixed-point coordinates stop near
    /// ±8 000 000, so this is a smaller one that still covers any canvas.
    static let veryLargeRect = Rect(x: -1_000_000, y: -1_000_000, width: 2_000_000, height: 2_000_000)
}

