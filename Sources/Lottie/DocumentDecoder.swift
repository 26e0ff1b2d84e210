import Composition
import Geometry
import JSONValue
import Motion

/// Reads Lottie JSON into `LottieDocument`, collecting warnings for what the translation does not support.
struct DocumentDecoder {
    private(set) var warnings: [LottieWarning] = []
    /// How many lists of layers (the document's, then each precomposition asset's) the precomposition check walked:
    /// each asset at most once however many times it is used (`checkPrecomps`).
    private(set) var layerListsWalked = 0
    /// The image assets read so far, by id (image layers are checked against them).
    private var images: [String: ImageAssetModel] = [:]
    /// Whose reading the file gets (shape modifiers are read only under `after-effects`: `pathModifier`).
    var semantics: LottieSemantics = .lottieIOS
    /// The exporter's version (`v`): older files are read as lottie-web reads them, under `after-effects` only.
    private var version = BodymovinVersion(nil)
    /// `chars` and `fonts.list` (`after-effects` only: `FontGlyphs.swift`).
    private var fontGlyphs = FontGlyphs()
    /// Features met that render differently under the two semantics (`LottieAnimation.semanticsDifferences`).
    private(set) var semanticsFeatures: [String] = []

    mutating func noteSemanticsFeature(_ name: String) {
        if !semanticsFeatures.contains(name) { semanticsFeatures.append(name) }
    }

    mutating func warn(_ path: String, _ message: String) {
        warnings.append(LottieWarning(path: path, message))
    }

    mutating func decode(_ root: JSONNode<LottieError>) throws -> LottieDocument {
        guard root.isObject else { throw root.expected("a Lottie animation (an object)") }
        let fr = try root.required("fr").number()
        guard fr > 0 else { throw LottieError(path: "fr", "expected a frame rate > 0, got \(fmt(fr))") }
        let ip = try root.required("ip").number()
        let op = try root.required("op").number()
        guard op > ip else {
            throw LottieError(path: "op", "expected an out point after the in point \(fmt(ip)), got \(fmt(op))")
        }
        let w = try root.required("w").number(), h = try root.required("h").number()
        guard w > 0 else { throw LottieError(path: "w", "expected a width > 0, got \(fmt(w))") }
        guard h > 0 else { throw LottieError(path: "h", "expected a height > 0, got \(fmt(h))") }
        try checkTimeline(fr: fr, ip: ip, op: op, w: w, h: h)
        var precomps: [String: [LayerModel]] = [:]
        // lottie-ios requires the version (`LottieAnimation.swift`: `container.decode(String.self, forKey: .version)`),
        // so an app shows nothing for a file without it; lottie-web reads such a file as a current one.
        if root["v"] == nil, semantics == .lottieIOS {
            throw LottieError(path: "v", "missing: lottie-ios refuses a file without the Bodymovin version (its LottieAnimation decodes \"v\"); --lottie-semantics after-effects reads it as lottie-web does")
        }
        version = BodymovinVersion(root["v"].flatMap { try? $0.string() })
        fontGlyphs = try decodeFontGlyphs(root)
        if let assets = root["assets"] {
            let list = try assets.array()
            // Image assets first: a precomp's image layers may name one listed after it.
            for asset in list where asset["layers"] == nil && asset["p"] != nil {
                // lottie-ios reads an asset without `layers` as an image asset when it can and skips it when it
                // cannot (`AssetLibrary.init(value:)`: `try? ImageAsset(dictionary:)`, which needs `id`, `p`, `w`
                // and `h`): a sound asset (`t: 2`, no size) or a half-written image is not a reason to refuse the file.
                guard let id = asset["id"].flatMap({ try? $0.string() }),
                      (try? asset["p"]?.string()) != nil,
                      (try? asset["w"]?.number()) != nil, (try? asset["h"]?.number()) != nil
                else {
                    warn(asset.path, "not an image asset (it needs id, p, w and h): skipped, as lottie-ios skips it")
                    continue
                }
                images[id] = try decodeImageAsset(asset)
            }
            for asset in list {
                guard let layers = asset["layers"] else { continue }
                let id = try asset.required("id").string()
                precomps[id] = try decodeLayers(layers)
            }
        }
        if semantics == .lottieIOS, let chars = root["chars"], case .array(let a) = chars.value, !a.isEmpty {
            warn("chars", "font glyphs (chars) are not drawn, as lottie-ios's Core Animation engine does not draw them")
        }
        let layers = try decodeLayers(try root.required("layers"))
        let doc = LottieDocument(width: w, height: h, frameRate: fr, inPoint: ip, outPoint: op, layers: layers,
                                 precomps: precomps, images: images)
        try checkPrecomps(doc)
        return doc
    }

    /// The canvas and timeline against `Limits.current`: `w`/`h` at most `Limits.maximumPixels` (the frame size at
    /// scale 1), `fr` at most `Limits.maximumFPS`, `(op − ip) / fr` seconds within `maximumDuration` and `op − ip`
    /// frames within `maximumFrames` — what `Composition.checkLimits` checks for a scene, named by Lottie's fields.
    private func checkTimeline(fr: Double, ip: Double, op: Double, w: Double, h: Double) throws {
        let limits = Limits.current
        for (key, v) in [("w", w), ("h", h)] where !(v <= Double(Limits.maximumPixels)) {
            throw LottieError(path: key, "expected at most \(Limits.maximumPixels) points (the frame size limit at scale 1), got \(fmt(v))")
        }
        guard fr <= Limits.maximumFPS else {
            throw LottieError(path: "fr", "expected a frame rate of at most \(fmt(Limits.maximumFPS)) fps (the limit), got \(fmt(fr))")
        }
        let frames = op - ip, duration = frames / fr
        guard duration <= limits.maximumDuration else {
            throw LottieError(path: "op", "\(fmt(frames)) frames at \(fmt(fr)) fps last \(fmt(duration)) s: an animation lasts at most \(fmt(limits.maximumDuration)) s (the limit; --max-duration raises it)")
        }
        // The composition's frame count (`round(duration × fps)`, `Composition.frameCount`): what a render makes.
        let count = (duration * fr).rounded()
        guard count <= Double(limits.maximumFrames) else {
            throw LottieError(path: "op", "\(fmt(count)) frames from ip \(fmt(ip)) to op \(fmt(op)): at most \(limits.maximumFrames) (the limit; --max-frames raises it)")
        }
    }

    /// Every precomp layer names an existing asset, no precomp contains itself (directly or through others), and
    /// what the translation will build fits `Limits.current`: precomps nested at most `Limits.maximumPrecompDepth`
    /// deep, and at most `maximumLayers` layers, `maximumSceneKeyframes` keyframes and `maximumSceneElements` path
    /// elements in all, a precomp's counted once per use (each use copies its layers). Each asset is counted once
    /// and its totals reused, so a file whose precomps refer to each other many times over is rejected quickly.
    private mutating func checkPrecomps(_ doc: LottieDocument) throws {
        let limits = Limits.current
        var walked = 0
        defer { layerListsWalked = walked }
        /// What a list of layers adds up to, and how deep its precomps nest below it.
        struct Totals {
            var layers = 0, keyframes = 0, elements = 0, depth = 0
        }
        var known: [String: Totals] = [:]
        var missing: [(path: String, ref: String)] = []
        func check(_ t: Totals, at path: String) throws {
            if t.layers > limits.maximumLayers {
                throw LottieError(path: path, "more than \(limits.maximumLayers) layers in all, counting each use of a precomposition (the limit)")
            }
            if t.keyframes > limits.maximumSceneKeyframes {
                throw LottieError(path: path, "more than \(limits.maximumSceneKeyframes) keyframes in all, counting each use of a precomposition (the limit)")
            }
            if t.elements > limits.maximumSceneElements {
                throw LottieError(path: path, "the paths have more than \(limits.maximumSceneElements) elements in all, counting each use of a precomposition (the limit)")
            }
        }
        func visit(_ layers: [LayerModel], stack: [String]) throws -> Totals {
            walked += 1
            var sum = Totals()
            for l in layers {
                sum.layers = sum.layers.addingClamped(1)
                sum.keyframes = sum.keyframes.addingClamped(l.cost.keyframes)
                sum.elements = sum.elements.addingClamped(l.cost.elements)
                try check(sum, at: l.path)
                guard case .precomp(let ref, _, _) = l.kind else { continue }
                let refPath = l.path + ".refId"
                // lottie-ios draws a precomp layer whose asset is missing as an empty one (`PreCompLayer.setup`:
                // `precompAssets[referenceID]?.layers ?? []`); the translator does the same (and warns).
                guard let inner = doc.precomps[ref] else {
                    missing.append((refPath, ref))
                    continue
                }
                if stack.contains(ref) {
                    let cycle = (stack.drop(while: { $0 != ref }) + [ref]).map { "\"\($0)\"" }.joined(separator: " → ")
                    throw LottieError(path: refPath, "precompositions form a cycle: \(cycle)")
                }
                let t: Totals
                if let k = known[ref] {
                    t = k
                } else {
                    guard stack.count < Limits.maximumPrecompDepth else {
                        throw LottieError(path: refPath, "precompositions nest more than \(Limits.maximumPrecompDepth) deep (the limit)")
                    }
                    t = try visit(inner, stack: stack + [ref])
                    known[ref] = t
                }
                guard stack.count + 1 + t.depth <= Limits.maximumPrecompDepth else {
                    throw LottieError(path: refPath, "precompositions nest more than \(Limits.maximumPrecompDepth) deep (the limit)")
                }
                sum.layers = sum.layers.addingClamped(t.layers)
                sum.keyframes = sum.keyframes.addingClamped(t.keyframes)
                sum.elements = sum.elements.addingClamped(t.elements)
                sum.depth = max(sum.depth, t.depth + 1)
                try check(sum, at: refPath)
            }
            return sum
        }
        _ = try visit(doc.layers, stack: [])
        for (id, layers) in doc.precomps.sorted(by: { $0.key < $1.key }) where known[id] == nil {
            known[id] = try visit(layers, stack: [id])
        }
        for m in missing {
            warn(m.path, "no precomposition asset with id \"\(m.ref)\": the layer is drawn empty, as lottie-ios draws it")
        }
    }

    /// An image asset: `w` and `h` (points, > 0), `u` and `p`; a data URI in `p` is decoded now (an invalid one is
    /// an error naming `p`). A file outside a dotLottie archive is not read: a warning, and its layers draw nothing.
    private mutating func decodeImageAsset(_ asset: JSONNode<LottieError>) throws -> ImageAssetModel {
        let w = try asset.required("w").number(), h = try asset.required("h").number()
        for (key, v) in [("w", w), ("h", h)] where !(v >= 0 && v <= Double(Limits.maximumPixels)) {
            throw LottieError(path: asset.child(key), "expected an image size from 0 to \(Limits.maximumPixels) points, got \(fmt(v))")
        }
        let pNode = try asset.required("p")
        let p = try pNode.string()
        var model = ImageAssetModel(path: asset.path, width: w, height: h, directory: try asset["u"]?.string() ?? "",
                                    name: p, embedded: nil)
        if DataURI.isDataURI(p) {
            do {
                model.embedded = try DataURI.decode(p)
            } catch {
                throw LottieError(path: pNode.path, "\(error)")
            }
        }
        return model
    }

    private mutating func decodeLayers(_ node: JSONNode<LottieError>) throws -> [LayerModel] {
        try node.array().map { try decodeLayer($0) }
    }

    /// A layer; one played backwards (`sr` < 0) has its keyframes read in descending order (`LayerTimeDirection`).
    private mutating func decodeLayer(_ n: JSONNode<LottieError>) throws -> LayerModel {
        guard n.isObject else { throw n.expected("a layer object") }
        let sr = try n.optionalNumber("sr", default: 1)
        guard sr != 0 else { throw LottieError(path: n.child("sr"), "expected a time stretch ≠ 0, got 0") }
        guard sr < 0 else { return try decodeLayer(n, timeStretch: sr) }
        return try LayerTimeDirection.$isReversed.withValue(true) { try decodeLayer(n, timeStretch: sr) }
    }

    private mutating func decodeLayer(_ n: JSONNode<LottieError>, timeStretch sr: Double) throws -> LayerModel {
        let tyNode = try n.required("ty")
        let ty = try tyNode.integer()
        let kind: LayerKind
        switch ty {
        case 0:
            let ref = try n.required("refId").string()
            kind = .precomp(referenceID: ref, width: try n.optionalNumber("w", default: 0),
                            height: try n.optionalNumber("h", default: 0))
        case 1:
            let hex = try n["sc"]?.string() ?? "#000000"
            var color: Color
            // lottie-ios reads any string (`Lenient.solidColor`); After Effects writes "#rrggbb", and lottie-web
            // hands `sc` to SVG's `fill`, where "#rgb" and "#rrggbbaa" are colours and anything else paints black.
            if semantics == .afterEffects {
                color = (try? Color(hex: hex)) ?? .black
                if (try? Color(hex: hex)) == nil {
                    warn(n.child("sc"), "\"\(hex)\" is not a colour (\"#RGB\", \"#RRGGBB\" or \"#RRGGBBAA\"): the solid is black")
                }
            } else {
                let read = Lenient.solidColor(hex)
                color = read.color
                if !read.asWritten {
                    warn(n.child("sc"), "\"\(hex)\" is drawn \(color == .black ? "black" : "as \(color)"), as lottie-ios reads a colour that is not six hex digits")
                }
            }
            kind = .solid(color: color, width: try n.optionalNumber("sw", default: 0),
                          height: try n.optionalNumber("sh", default: 0))
        case 2:
            let refNode = try n.required("refId")
            let ref = try refNode.string()
            // lottie-ios draws an image layer whose asset is missing as an empty layer (`ImageLayer.setupImage`:
            // "guard let image = context.imageProvider.imageForAsset(asset: imageAsset) else { … return }").
            if images[ref] == nil { warn(refNode.path, "no image asset with id \"\(ref)\": the layer draws nothing (as in lottie-ios)") }
            kind = .image(referenceID: ref)
            // Drawn at another scale, lottie-ios's snapshots resample with Core Graphics' cubic
            // (`ImageResampler`), After Effects' reading with Cairo's filter.
            if images[ref] != nil { noteSemanticsFeature("image resampling (Core Graphics' cubic, or Cairo's)") }
        case 3: kind = .null
        case 4:
            kind = .shape(try decodeShapeItems(try n.required("shapes")))
        case 5:
            let t = try n.required("t")
            var (document, keyframes) = try t.textDocument()
            if semantics == .afterEffects {
                let animators = try t.textAnimators(), textPath = try t.textPath(), grouping = t.textAnchorGrouping()
                func complete(_ d: inout TextDocumentModel) {
                    d.animators = animators
                    d.glyphs = fontGlyphs.run(for: d.text, font: d.fontName)
                    d.textPath = textPath
                    d.grouping = grouping
                }
                complete(&document)
                if keyframes > 1 {
                    document.keyframes = try t.textDocumentKeyframes().map { k in
                        var d = k.document
                        complete(&d)
                        return (k.frame, d)
                    }
                }
            }
            kind = .text(document)
            warnAboutText(document, keyframes: keyframes, t)
        default:
            // lottie-ios reads a layer type it does not know (6 audio, 13 camera, 15 data…) as a null layer: it draws
            // nothing but can still be a parent (`LayerModel.swift`: `LayerType(rawValue:) ?? .null`). A file that
            // lottie-ios accepts is not bad input.
            warn(tyNode.path, "layer type \(ty) is not drawn (read as a null layer, as in lottie-ios)")
            kind = .null
        }
        let ks = try n["ks"].map { try decodeTransform($0, isLayer: true) } ?? .identity(path: n.child("ks"))
        let ip = try n.required("ip").number(), op = try n.required("op").number()
        if ip > op {
            // A layer played backwards (`sr` < 0) has its in point after its out point. After Effects (and Skottie)
            // show it between the two; lottie-ios's engines do not (`LottieTranslator.addVisibility`).
            noteSemanticsFeature("layers played backwards (in point after out point)")
            if semantics == .lottieIOS {
                warn(n.child("ip"), "the in point \(fmt(ip)) comes after the out point \(fmt(op)) (a layer played backwards): the layer is hidden, as lottie-ios hides it (--lottie-semantics after-effects plays it backwards)")
            }
        }
        let ttValue = try n["tt"]?.integer() ?? 0
        guard let tt = MatteType(rawValue: ttValue) else {
            throw LottieError(path: n.child("tt"), "unknown matte type \(ttValue) (expected 0…4)")
        }
        if tt.isLuma {
            noteSemanticsFeature("luma mattes")
            if semantics == .lottieIOS { warn(n.child("tt"), LottieSemantics.lumaMatteWarning) }
        }
        var masks: [MaskModel] = []
        if let mp = n["masksProperties"] {
            for m in try mp.array() {
                let modeText = try m["mode"]?.string() ?? "a"
                guard let mode = MaskMode(rawValue: modeText) else {
                    throw LottieError(path: m.child("mode"), "unknown mask mode \"\(modeText)\"")
                }
                if mode == .difference { noteSemanticsFeature("mask mode difference (After Effects: exclusive or)") }
                if semantics == .lottieIOS, mode == .darken || mode == .lighten || mode == .difference {
                    warn(m.child("mode"), "mask mode \"\(modeText)\" is drawn as lottie-ios draws it"
                         + (mode == .difference ? " (as intersect; --lottie-semantics after-effects draws After Effects' difference)" : ""))
                }
                var expansion: KeyframeGroup<LottieVector>?
                if let x = m["x"], (try? x.vectorProperty().keyframes.contains { $0.value.first != 0 }) != false {
                    noteSemanticsFeature("mask expansion")
                    if semantics == .afterEffects {
                        expansion = try m.scalarProperty("x", default: 0)
                    } else {
                        warn(m.child("x"), "mask expansion is not supported")
                    }
                }
                var opacity: KeyframeGroup<LottieVector>?
                if let o = m["o"], (try? o.vectorProperty().keyframes.contains { $0.value.first != 100 }) == true {
                    noteSemanticsFeature("mask opacity")
                    if semantics == .afterEffects {
                        opacity = try m.scalarProperty("o", default: 100)
                    } else {
                        warn(m.child("o"), "mask opacity is not supported (lottie-ios ignores it; --lottie-semantics after-effects draws it)")
                    }
                }
                var feather: KeyframeGroup<LottieVector>?
                if let f = m["f"], (try? f.vectorProperty().keyframes.contains { $0.value.contains { $0 != 0 } }) == true {
                    noteSemanticsFeature("mask feather")
                    if semantics == .afterEffects {
                        feather = try m.vectorProperty("f", default: [0, 0])
                    } else {
                        warn(m.child("f"), "mask feather is not supported (lottie-ios ignores it; --lottie-semantics after-effects draws it)")
                    }
                }
                if semantics == .afterEffects, mode == .darken || mode == .lighten, opacity != nil || feather != nil {
                    warn(m.child("mode"), "mask mode \"\(modeText)\" with an opacity or a feather is drawn as \(mode == .lighten ? "add" : "intersect")")
                }
                masks.append(MaskModel(path: m.path, mode: mode, inverted: try m.optionalBool("inv"),
                                       shape: try closedAsWritten(m.required("pt").property { try $0.bezierShape() },
                                                                  on: m, key: "cl"),
                                       expansion: expansion, opacity: opacity, feather: feather))
            }
        }
        // lottie-ios decodes `ddd` and never uses it (LayerModel.swift): a 3-D layer is drawn as any other, its
        // `rx`/`ry` as Core Animation rotations without perspective, its z position and orientation `or` ignored.
        if try n.optionalBool("ddd"), semantics == .afterEffects,
           let o = n["ks"]?["or"], (try? o.vectorProperty().keyframes.contains { $0.value.contains { $0 != 0 } }) == true {
            warn(o.path, "the orientation of a 3-D layer is not supported")
        }
        let (effects, effectWarnings) = try LayerEffects.decode(n, semantics: semantics)
        warnings += effectWarnings
        if !effects.imageEffects.isEmpty || !effects.strokes.isEmpty { noteSemanticsFeature("effects other than Drop Shadow") }
        var blendMode: CompositingFilter? = nil
        if let bm = n["bm"], let value = try? bm.number(), value != 0 {
            blendMode = value.checkedInt().flatMap(CompositingFilter.lottieBlendMode)
            if value == CompositingFilter.lottieAddBlendMode {
                // Add: lottie-ios's `BlendMode` has no case for it (normal); After Effects adds.
                noteSemanticsFeature("blend mode add (16)")
                if semantics == .afterEffects {
                    blendMode = .plusLighter
                } else {
                    warn(bm.path, "blend mode 16 (add) is drawn as normal, as lottie-ios reads it (--lottie-semantics after-effects will add)")
                }
            } else if value == CompositingFilter.lottieHardMixBlendMode {
                // Hard mix: the same, drawn by Renderer+HardMix.swift (Skottie's blender) under after-effects.
                noteSemanticsFeature("blend mode hard mix (17)")
                if semantics == .afterEffects {
                    blendMode = .hardMix
                } else {
                    warn(bm.path, "blend mode 17 (hard mix) is drawn as normal, as lottie-ios reads it (--lottie-semantics after-effects will hard-mix)")
                }
            } else if blendMode == .luminosity {
                // lottie-ios gives the layer `luminosityBlendMode`, which `render(in:)` (what its snapshots record)
                // draws as normal: Nonanimating-blend_mode_test's Luminosity column (docs/lottie.md, "Blend modes").
                noteSemanticsFeature("blend mode luminosity (15)")
                if semantics == .lottieIOS {
                    blendMode = nil
                    warn(bm.path, "blend mode 15 (luminosity) is drawn as normal, as lottie-ios's Core Animation snapshots show it (--lottie-semantics after-effects will blend)")
                }
            } else if blendMode == nil || value.rounded(.towardZero) != value {
                warn(bm.path, "unknown blend mode \(fmt(value)) (expected 0…15): drawn as normal, as lottie-ios reads it")
            }
        }
        let autoOrients = try n.optionalBool("ao")
        if autoOrients {
            noteSemanticsFeature("auto-orient")
            if semantics == .lottieIOS {
                warn(n.child("ao"), "auto-orient is ignored, as lottie-ios ignores it (--lottie-semantics after-effects will orient the layer along its path)")
            }
        }
        return LayerModel(
            path: n.path, name: try n["nm"]?.string() ?? "", index: try n["ind"]?.integer(),
            parent: try n["parent"]?.integer(), kind: kind, transform: ks, inFrame: ip, outFrame: op,
            startTime: try n.optionalNumber("st", default: 0), timeStretch: sr, hidden: try n.optionalBool("hd"),
            matte: tt, isMatteSource: try n.optionalBool("td"), masks: masks, cost: LayerCost(json: n.value),
            effects: effects, timeRemap: ty == 0 ? try n["tm"].map { try $0.vectorProperty(minimum: 1, exactly: 1) } : nil,
            blendMode: blendMode,
            // lottie-ios does not read `tp`: one that is not an integer is ignored rather than refused.
            matteLayerIndex: (try? n["tp"]?.integer()) ?? nil,
            autoOrients: autoOrients && semantics == .afterEffects)
    }

    /// What lottie-ios's Core Animation engine leaves out of a text layer (`TextLayer.swift`: the first document
    /// keyframe, no animators), and what our drawing does not do yet (box text's line height under `after-effects`,
    /// Core Text's black fill of a stroke without width).
    private mutating func warnAboutText(_ d: TextDocumentModel, keyframes: Int, _ t: JSONNode<LottieError>) {
        let doc = t.child("d")
        if keyframes > 1 {
            noteSemanticsFeature("animated text documents")
            if semantics == .lottieIOS {
                warn(doc, "animated text documents: the first keyframe is drawn (as lottie-ios's Core Animation engine; --lottie-semantics after-effects draws each)")
            }
        }
        if let a = t["a"], case .array(let items) = a.value, !items.isEmpty {
            noteSemanticsFeature("text animators")
            if semantics == .lottieIOS { warn(a.path, LottieSemantics.textAnimatorWarning) }
            // Skia's Skottie strokes text only when its document has a stroke colour (`TextValue`: `fHasStroke`).
            for item in semantics == .afterEffects && d.strokeColor == nil ? (try? a.array()) ?? [] : [] {
                guard let props = item["a"], props["sc"] != nil || props["sw"] != nil else { continue }
                warn(props.path, "text animators' stroke colour and width (sc, sw) are not drawn: the text document has no "
                     + "stroke colour (sc)")
            }
        }
        if let p = t["p"], p.isObject, p["m"] != nil {
            noteSemanticsFeature("text on a path")
            if semantics == .lottieIOS { warn(p.path, LottieSemantics.textPathWarning) }
        }
        if d.strokeColor != nil {
            noteSemanticsFeature("text strokes (sw a percentage of the size, under the fill unless of; or points, over it unless of is false)")
            // `CoreTextRenderLayer` draws its stroke frame without a foreground colour; with a stroke width of 0 or
            // less Core Text fills it (`kCTStrokeWidthAttributeName`: negative values stroke and fill), in its
            // default foreground colour, black (`kCTForegroundColorAttributeName`).
            if semantics == .lottieIOS, (d.strokeWidth ?? 0) <= 0 {
                warn(doc, "a text stroke (sc) whose width sw is 0 or less is not drawn; lottie-ios's Core Text fills the glyphs in black \(d.strokeOverFill == true ? "over" : "under") the fill instead")
            }
        }
        // Box text's lines, wrapped or broken: lottie-ios spaces them as Core Text does, after-effects by the font.
        if d.boxSize != nil { noteSemanticsFeature("box text line height (Core Text's max(lh, natural), or the font's)") }
        if semantics == .afterEffects, d.lineCount > 1, d.boxSize != nil {
            warn(doc, "the line height (lh) of box text is not applied yet: lines are spaced by the font's own line height")
        }
    }

    // MARK: Transforms

    mutating func decodeTransform(_ n: JSONNode<LottieError>, isLayer: Bool) throws -> TransformModel {
        var t = TransformModel.identity(path: n.path)
        t.anchor = try n.pointProperty("a")
        if let p = n["p"] {
            if try p.optionalBool("s") {
                t.position = nil
                t.positionX = try p.required("x").vectorProperty(exactly: 1)
                t.positionY = try p.required("y").vectorProperty(exactly: 1)
                checkExpression(try p.required("x"))
                checkExpression(try p.required("y"))
            } else {
                t.position = try p.vectorProperty(minimum: 2, exactly: 2)
                checkExpression(p)
                if let g = t.position, g.isAnimated, g.keyframes.contains(where: \.hasSpatialTangents) {
                    noteSemanticsFeature("motion along spatial Béziers (by arc length)")
                }
            }
        }
        t.scale = try n.pointProperty("s", default: [100, 100])
        if let r = n["r"] ?? n["rz"] {
            t.rotation = try r.vectorProperty(exactly: 1)
            checkExpression(r)
        }
        // `rx`/`ry`: lottie-ios reads them on layer and shape transforms alike and animates `transform.rotation.x`
        // and `.y` (Transform.swift, ShapeTransform.swift: `try?`, so a value it cannot read is 0;
        // TransformAnimations.swift `addRotationAnimations`). Only rotations that are ever non-zero are kept.
        for key in ["rx", "ry"] {
            guard let r = n[key], let g = try? r.vectorProperty(exactly: 1),
                  g.keyframes.contains(where: { ($0.value.first ?? 0) != 0 }) else { continue }
            checkExpression(r)
            if key == "rx" { t.rotationX = g } else { t.rotationY = g }
            if semantics == .afterEffects {
                warn(r.path, "3-D rotation is drawn without perspective, as lottie-ios draws it (After Effects' default camera is not applied)")
            }
        }
        t.opacity = try n.scalarProperty("o", default: 100)
        for key in ["a", "s", "o"] { if let c = n[key] { checkExpression(c) } }
        if let sk = n["sk"] {
            let skew = try sk.vectorProperty()
            if isLayer {
                // lottie-ios's Core Animation engine ignores the skew of layer transforms.
                if skew.keyframes.contains(where: { $0.value.first != 0 }) { warn(sk.path, "layer skew is not supported") }
            } else {
                t.skew = skew
                t.skewAxis = try n.vectorProperty("sa", default: [0])
            }
        }
        let combined = t.scale.keyframes.contains { ($0.value.first ?? 100) < 0 }
            || (t.skew?.keyframes.contains { ($0.value.first ?? 0) != 0 } ?? false)
        if combined && t.rotation.isAnimated {
            noteSemanticsFeature("rotation of a mirrored or skewed layer (sampled every 0.1 frame)")
        }
        return t
    }

    private mutating func checkExpression(_ n: JSONNode<LottieError>) {
        if n["x"] != nil, case .string? = n["x"]?.value { warn(n.child("x"), LottieSemantics.expressionWarning) }
    }

    // MARK: Shape items

    mutating func decodeShapeItems(_ node: JSONNode<LottieError>) throws -> [ShapeItem] {
        try node.array().map { try decodeShapeItem($0) }
    }

    /// A path as a file older than Bodymovin 4.4.18 closes it, under `after-effects`: by its item's `closed` (a
    /// mask's `cl`), in every keyframe (`BodymovinVersion.writesClosedOnTheItem`); without the key, open (lottie-web
    /// copies `undefined`, whatever `c` says).
    private mutating func closedAsWritten(_ shape: KeyframeGroup<BezierShape>, on n: JSONNode<LottieError>,
                                          key: String) throws -> KeyframeGroup<BezierShape> {
        guard version.writesClosedOnTheItem else { return shape }
        let closed = (try? n.optionalBool(key)) ?? false
        guard shape.keyframes.contains(where: { $0.value.closed != closed }) else { return shape }
        noteSemanticsFeature(Self.olderExporter)
        return semantics == .afterEffects ? shape.map { var s = $0; s.closed = closed; return s } : shape
    }

    /// A shape layer's fill or stroke colour as a file older than Bodymovin 4.1.9 writes it (0…255), under
    /// `after-effects` (`BodymovinVersion.writesColorsAs255`); lottie-ios's own 0…255 rule gives the same colour
    /// where r, g and b all exceed 1.
    private mutating func colorAsWritten(_ color: KeyframeGroup<LottieVector>) -> KeyframeGroup<LottieVector> {
        guard version.writesColorsAs255 else { return color }
        if color.keyframes.contains(where: { $0.value.prefix(3).contains { $0 <= 1 } }) {
            noteSemanticsFeature(Self.olderExporter)
        }
        return semantics == .afterEffects ? color.map { $0.map { $0 / 255 } } : color
    }

    /// The semantics difference of files from older exporters (`BodymovinVersion`).
    static let olderExporter = "a file from Bodymovin before 4.4.18 (paths closed by closed or cl, colours 0…255)"

    private mutating func decodeShapeItem(_ n: JSONNode<LottieError>) throws -> ShapeItem {
        guard n.isObject else { throw n.expected("a shape item object") }
        let tyNode = try n.required("ty")
        let ty = try tyNode.string()
        // `d` is the direction of paths, ellipses, rectangles and stars (3: counter-clockwise), a stroke's dashes.
        var reversed: Bool { get throws { try n.optionalNumber("d", default: 1) == 3 } }
        let kind: ShapeItem.Kind
        var trimsIndividually = false
        switch ty {
        case "gr": kind = .group(try n["it"].map { try decodeShapeItems($0) } ?? [])
        case "tr": kind = .transform(try decodeTransform(n, isLayer: false))
        case "fl":
            kind = .fill(color: colorAsWritten(try n.required("c").vectorProperty(minimum: 3)),
                         opacity: try n.vectorProperty("o", default: [100]), rule: try fillRule(n))
        case "st": kind = .stroke(color: colorAsWritten(try n.required("c").vectorProperty(minimum: 3)), style: try strokeStyle(n))
        case "gf": kind = .gradientFill(try gradient(n), rule: try fillRule(n))
        case "gs": kind = .gradientStroke(try gradient(n), style: try strokeStyle(n))
        case "sh":
            kind = .shape(try closedAsWritten(n.required("ks").property { try $0.bezierShape() }, on: n, key: "closed"),
                          reversed: try reversed)
        case "el":
            kind = .ellipse(size: try n.required("s").vectorProperty(minimum: 2, exactly: 2),
                            position: try n.pointProperty("p"), reversed: try reversed)
        case "rc":
            kind = .rectangle(size: try n.required("s").vectorProperty(minimum: 2, exactly: 2),
                              position: try n.pointProperty("p"),
                              roundness: try n.scalarProperty("r", default: 0), reversed: try reversed)
        case "sr":
            let sy = try n.optionalNumber("sy", default: 1)
            kind = .star(StarModel(
                isPolygon: sy == 2, position: try n.pointProperty("p"),
                outerRadius: try n.scalarProperty("or", default: 0), innerRadius: try n.scalarProperty("ir", default: 0),
                outerRoundness: try n.scalarProperty("os", default: 0),
                innerRoundness: try n.scalarProperty("is", default: 0),
                points: try n.scalarProperty("pt", default: 5), rotation: try n.scalarProperty("r", default: 0),
                reversed: try reversed))
            if case .star(let star) = kind,
               [star.outerRoundness, star.innerRoundness].contains(where: { $0.keyframes.contains { $0.value.first != 0 } }) {
                noteSemanticsFeature("rounded polystars")
            }
        case "tm":
            if try n.optionalNumber("m", default: 1) == 2 {
                trimsIndividually = true
                noteSemanticsFeature("trim paths individually")
                if semantics == .lottieIOS {
                    warn(n.child("m"), "trim paths \"individually\" are drawn as \"simultaneously\" (as lottie-ios does)")
                }
            }
            kind = .trim(start: try n.vectorProperty("s", default: [0]), end: try n.vectorProperty("e", default: [100]),
                         offset: try n.vectorProperty("o", default: [0]))
        case "rd": kind = .roundedCorners(try n.vectorProperty("r", default: [0]))
        case "mm": kind = try mergePaths(n)
        case "rp": kind = .repeater(try repeater(n))
        case "tw": kind = .unsupported("twists")
        case "op": kind = try pathModifier(n, type: ty, unsupported: "offset paths")
        case "pb": kind = try pathModifier(n, type: ty, unsupported: "pucker/bloat")
        case "zz": kind = try pathModifier(n, type: ty, unsupported: "zig zag")
        default: kind = .unsupported("shape item type \"\(ty)\"")
        }
        if case .unsupported(let what) = kind {
            warn(n.path, what == "merge paths" ? LottieSemantics.mergePathsWarning : "\(what) are not supported")
        }
        let item = ShapeItem(kind: kind, path: n.path, name: try n["nm"]?.string() ?? "", hidden: try n.optionalBool("hd"))
        item.trimsIndividually = trimsIndividually
        return item
    }

    /// `Repeater.swift`'s decoding: `c` and `o` default to 0, `so`/`eo` to 100, the transform's parts as a shape
    /// transform's. lottie-ios's Core Animation engine (`RepeaterLayer.swift`) uses the first value of `c` and copy
    /// k's transform (position and rotation × k); it ignores the offset, the opacities and the composite order
    /// `m`, so each is a warning where it would change the drawing.
    private mutating func repeater(_ n: JSONNode<LottieError>) throws -> RepeaterModel {
        let tr = n["tr"]
        var model = RepeaterModel(
            copies: try n.vectorProperty("c", default: [0]), offset: try n.vectorProperty("o", default: [0]),
            transform: try tr.map { try decodeTransform($0, isLayer: false) } ?? .identity(path: n.child("tr")),
            startOpacity: try tr?.vectorProperty("so", default: [100]) ?? KeyframeGroup([100]),
            endOpacity: try tr?.vectorProperty("eo", default: [100]) ?? KeyframeGroup([100]))
        // Noted under both semantics, so that `validate --lint` names it whichever reading it was given.
        if model.copies.isAnimated || model.offset.keyframes.contains(where: { $0.value.first != 0 })
            || [model.startOpacity, model.endOpacity].contains(where: { g in g.keyframes.contains { $0.value.first != 100 } }) {
            noteSemanticsFeature("repeater offset, opacities and animated copies")
        }
        if semantics == .afterEffects {
            // After Effects' repeater draws all of them (`LottieTranslator.afterEffectsRepeated`).
            model.composite = try n.optionalNumber("m", default: 1) == 2 ? 2 : 1
            return model
        }
        if model.copies.isAnimated {
            warn(n.child("c"), "animated repeater copies: the first value is used (as lottie-ios's Core Animation engine)")
        }
        if model.offset.keyframes.contains(where: { $0.value.first != 0 }) {
            warn(n.child("o"), "the repeater offset is ignored (as lottie-ios's Core Animation engine ignores it)")
        }
        for (key, g) in [("so", model.startOpacity), ("eo", model.endOpacity)]
        where g.keyframes.contains(where: { $0.value.first != 100 }) {
            warn(n.child("tr") + "." + key, LottieSemantics.repeaterOpacityWarning)
        }
        return model
    }

    private func fillRule(_ n: JSONNode<LottieError>) throws -> FillRule {
        try n.optionalNumber("r", default: 1) == 2 ? .evenOdd : .nonZero
    }

    private mutating func strokeStyle(_ n: JSONNode<LottieError>) throws -> StrokeStyle {
        var dashes: [KeyframeGroup<LottieVector>] = []
        var phase: KeyframeGroup<LottieVector>? = nil
        if let d = n["d"] {
            for item in try d.array() {
                let v = try item.required("v").vectorProperty()
                let kind = try item["n"]?.string() ?? "d"
                if v.isAnimated && kind != "o" {
                    noteSemanticsFeature("animated dash lengths")
                    if semantics != .afterEffects {
                        warn(item.path, "animated dash lengths are not supported (the first value is used, as lottie-ios's Core Animation engine; --lottie-semantics after-effects animates them)")
                    }
                }
                if kind == "o" { phase = v } else { dashes.append(v) }
            }
            if let problem = Limits.current.problem(withDashCount: dashes.count) { throw d.expected(problem) }
        }
        return StrokeStyle(width: try n.vectorProperty("w", default: [1]), opacity: try n.vectorProperty("o", default: [100]),
                           lineCap: Int(exactly: try n.optionalNumber("lc", default: 2)) ?? 2,
                           lineJoin: Int(exactly: try n.optionalNumber("lj", default: 2)) ?? 2,
                           miterLimit: try n.optionalNumber("ml", default: 4), dashes: dashes, dashPhase: phase)
    }

    private mutating func gradient(_ n: JSONNode<LottieError>) throws -> GradientModel {
        let g = try n.required("g")
        let count = try g.required("p").integer()
        guard count >= 0 else { throw LottieError(path: g.child("p"), "expected a colour count ≥ 0") }
        let colors = try g.required("k").vectorProperty()
        for kf in colors.keyframes where kf.value.count / 4 < count {
            throw LottieError(path: g.child("k"), "expected 4 numbers for each of \(NumberText.counted(count, "colour")), got \(kf.value.count)")
        }
        let type = Int(exactly: try n.optionalNumber("t", default: 1)) ?? 1
        var highlight: (length: KeyframeGroup<LottieVector>, angle: KeyframeGroup<LottieVector>)?
        if type == 2, let h = n["h"], (try? h.vectorProperty().keyframes.contains { ($0.value.first ?? 0) != 0 }) == true {
            // lottie-ios decodes `h` and `a` (`GradientFill.swift`) and never uses them.
            noteSemanticsFeature("radial gradient highlight")
            if semantics == .afterEffects {
                highlight = (try n.scalarProperty("h", default: 0), try n.scalarProperty("a", default: 0))
            }
        }
        return GradientModel(type: type, numberOfColors: count,
                             colors: colors, start: try n.pointProperty("s"), end: try n.pointProperty("e"),
                             opacity: try n.vectorProperty("o", default: [100]), highlight: highlight)
    }
}
