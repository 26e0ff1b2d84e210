import Geometry
import Lottie
import Motion
import XCTest

/// What `--lottie-semantics after-effects` draws differently from `lottie-ios`: track mattes named by `tp` with
/// `td` sources, compound paths over paths of every kind, and the shape modifiers; `semanticsDifferences` names each.
final class AfterEffectsSemanticsTests: XCTestCase {
    private let ae = LottieOptions(semantics: .afterEffects)
    private let group = #"{"ty": "tr", "p": {"a": 0, "k": [0, 0]}}"#
    private let fill = #"{"ty": "fl", "c": {"a": 0, "k": [0, 0, 1, 1]}, "o": {"a": 0, "k": 100}, "r": 2}"#

    private func rect(_ x: Double, _ w: Double) -> String {
        #"{"ty": "rc", "s": {"a": 0, "k": [\#(w), \#(w)]}, "p": {"a": 0, "k": [\#(x), 50]}, "r": {"a": 0, "k": 0}}"#
    }

    private func ellipse(_ x: Double, _ w: Double) -> String {
        #"{"ty": "el", "s": {"a": 0, "k": [\#(w), \#(w)]}, "p": {"a": 0, "k": [\#(x), 50]}}"#
    }

    private func shapes(_ items: [String]) -> String {
        #"[{"ty": "gr", "it": [\#((items + [group]).joined(separator: ", "))]}]"#
    }

    /// The `path`s of the shape layers under the group, in drawing order.
    private func paths(_ a: LottieAnimation) -> [Path] { a.shapePathsAtStart }

    // MARK: Track mattes

    /// Bodymovin for After Effects: the matted layer names its matte by `tp`, the matte (below it) has `td: 1`.
    private func matteBelow(tp: Bool) -> String {
        let matted = LottieJSON.shapeLayer(ind: 1, extra: #", "tt": 1"# + (tp ? #", "tp": 2"# : ""),
                                           shapes: shapes([ellipse(50, 40), fill]))
        let matte = LottieJSON.shapeLayer(ind: 2, extra: #", "td": 1"#, shapes: shapes([rect(40, 40), fill]))
        return LottieJSON.document(layers: [matted, matte])
    }

    func testMatteNamedByTpBelowItsLayer() throws {
        let pairs = { (o: LottieOptions) in try LottieAnimation(json: self.matteBelow(tp: true), options: o) }
        // lottie-ios: the matted layer is the top one, with nothing above: unmatted; the `td` layer below is drawn.
        let ios = try pairs(LottieOptions())
        XCTAssertNil(ios.presentation(of: "layers[0].matted", atFrame: 0))
        XCTAssertNotNil(ios.presentation(of: "layers[1]", atFrame: 0))
        // After Effects: layer 0 matted by layer 1 (its `tp`), which is drawn only as the matte.
        let a = try pairs(ae)
        let matted = try XCTUnwrap(a.presentation(of: "layers[0].matted", atFrame: 0)).state
        XCTAssertEqual(matted.mask?.sublayers.first?.id, "layers[1]")
        XCTAssertEqual(paths(ios).count, 2)
        XCTAssertEqual(paths(a).count, 1, "the ellipse; the rectangle only as its matte")
        XCTAssertEqual(ios.semanticsDifferences, ["track mattes named by tp, matte sources (td) not drawn"])
        XCTAssertEqual(a.semanticsDifferences, ios.semanticsDifferences)
    }

    /// Without `tp` the matte is the layer above, under both semantics.
    func testMatteWithoutTpIsTheLayerAbove() throws {
        let matte = LottieJSON.shapeLayer(ind: 1, extra: #", "td": 1"#, shapes: shapes([rect(40, 40), fill]))
        let matted = LottieJSON.shapeLayer(ind: 2, extra: #", "tt": 1"#, shapes: shapes([ellipse(50, 40), fill]))
        for o in [LottieOptions(), ae] {
            let a = try LottieAnimation(json: LottieJSON.document(layers: [matte, matted]), options: o)
            let state = try XCTUnwrap(a.presentation(of: "layers[1].matted", atFrame: 0)).state
            XCTAssertEqual(state.mask?.sublayers.first?.id, "layers[0]")
            XCTAssertEqual(a.semanticsDifferences, [])
        }
    }

    // MARK: Compound paths

    /// A rectangle and an ellipse under one even-odd fill: lottie-ios draws two layers (each filled whole), After
    /// Effects one compound path (the ellipse cuts a hole).
    func testPathsOfSeveralKindsMakeOneCompoundPath() throws {
        let json = LottieJSON.document(layers: [LottieJSON.shapeLayer(shapes: shapes([rect(50, 80), ellipse(50, 20), fill]))])
        let ios = try LottieAnimation(json: json)
        let rectangle = Path([.move(Point(x: 90, y: 10)), .line(Point(x: 90, y: 90)), .line(Point(x: 10, y: 90)),
                              .line(Point(x: 10, y: 10)), .line(Point(x: 90, y: 10)), .close])
        XCTAssertEqual(paths(ios).count, 2)
        let a = try LottieAnimation(json: json, options: ae)
        let compound = paths(a)
        XCTAssertEqual(compound.count, 1)
        XCTAssertEqual(Array(compound[0].elements.prefix(6)), rectangle.elements)
        XCTAssertEqual(compound[0].elements.count, 6 + 6, "the rectangle, then the ellipse's move, 4 cubics, close")
        XCTAssertEqual(compound[0].elements[6], .move(Point(x: 50, y: 40)))
        XCTAssertEqual(ios.semanticsDifferences, ["several paths under one fill or stroke, not all sh (one compound path)"])
    }

    /// Paths that are all `sh` items are one path under both (lottie-ios's `CombinedShapeItem`): no difference.
    func testBezierPathsCombineUnderBoth() throws {
        let sh = { (x: Double) in #"{"ty": "sh", "ks": {"a": 0, "k": {"i": [[0,0],[0,0],[0,0]], "o": [[0,0],[0,0],[0,0]], "v": [[\#(x),0],[\#(x + 10),0],[\#(x),10]], "c": true}}}"# }
        let json = LottieJSON.document(layers: [LottieJSON.shapeLayer(shapes: shapes([sh(0), sh(20), fill]))])
        let ios = try LottieAnimation(json: json), a = try LottieAnimation(json: json, options: ae)
        XCTAssertEqual(paths(ios), paths(a))
        XCTAssertEqual(paths(a).count, 1)
        XCTAssertEqual(a.semanticsDifferences, [])
    }

    // MARK: Shape modifiers

    private func modified(_ modifier: String, options: LottieOptions) throws -> LottieAnimation {
        let json = LottieJSON.document(layers: [LottieJSON.shapeLayer(shapes: shapes([rect(50, 40), modifier, fill]))])
        return try LottieAnimation(json: json, options: options)
    }

    /// Pucker & bloat on a rectangle: lottie-ios ignores it (with its warning); After Effects bloats the path
    /// (`Path.puckeredAndBloated`), and the warning is gone.
    func testPuckerAndBloat() throws {
        let pb = #"{"ty": "pb", "a": {"a": 0, "k": 50}}"#
        let ios = try modified(pb, options: LottieOptions())
        let square = Path([.move(Point(x: 70, y: 30)), .line(Point(x: 70, y: 70)), .line(Point(x: 30, y: 70)),
                           .line(Point(x: 30, y: 30)), .line(Point(x: 70, y: 30)), .close])
        XCTAssertEqual(paths(ios), [square])
        XCTAssertTrue(ios.warnings.contains { $0.message == "pucker/bloat are not supported" })
        let a = try modified(pb, options: ae)
        XCTAssertEqual(paths(a), [square.puckeredAndBloated(amount: 50)])
        XCTAssertEqual(paths(a)[0].elements.first, .move(Point(x: 60, y: 40)))
        XCTAssertFalse(a.warnings.contains { $0.message.contains("pucker") })
        XCTAssertEqual(ios.semanticsDifferences, ["pucker & bloat"])
        XCTAssertEqual(a.semanticsDifferences, ["pucker & bloat"])
    }

    /// Zig-zag with smooth points (`pt` 2), animated size: the path at each frame is the zig-zag of that size
    /// (sampled at every whole frame as holds: frame 5.05 shows the sample at frame 5, size 2).
    func testZigZagAnimated() throws {
        let zz = #"{"ty": "zz", "s": {"a": 1, "k": [{"t": 0, "s": [0], "o": {"x": [0], "y": [0]}, "i": {"x": [1], "y": [1]}}, {"t": 10, "s": [4]}]}, "r": {"a": 0, "k": 2}, "pt": {"a": 0, "k": 2}}"#
        let a = try modified(zz, options: ae)
        let square = try XCTUnwrap(paths(try modified(zz, options: LottieOptions())).first)
        XCTAssertEqual(paths(a), [square], "size 0 at frame 0")
        let state = try XCTUnwrap(a.presentation(of: "layers[0].shapes[0].it[0]", atFrame: 5.05)).state
        let path = try XCTUnwrap(state.path)
        let expected = square.zigZagged(size: 2, ridges: 2, smooth: true)
        XCTAssertEqual(path.elements.count, expected.elements.count)
        for (p, q) in zip(path.elements.flatMap(\.points), expected.elements.flatMap(\.points)) {
            XCTAssertEqual(p.distance(to: q), 0, accuracy: 1e-9)
        }
        XCTAssertEqual(path.vertexContours.map(\.vertices.count), [1 + 4 * 3])
        XCTAssertEqual(try modified(zz, options: LottieOptions()).semanticsDifferences, ["zig-zag"])
        XCTAssertTrue(a.semanticsDifferences.contains("zig-zag"))
    }

    /// An animated offset path (skottie-offsetpaths-effect: a star and an ellipse offset over 300 frames) is
    /// sampled at every whole frame, what After Effects renders, and held between: 301 paths where sampling every
    /// 0.1 frame stored 3000 (that file then passed the scene's 1 000 000 path elements and was refused).
    func testAnimatedOffsetIsSampledAtWholeFrames() throws {
        let op = #"{"ty": "op", "a": {"a": 1, "k": [{"t": 0, "s": [0], "o": {"x": [0], "y": [0]}, "i": {"x": [1], "y": [1]}}, {"t": 300, "s": [30]}]}, "lj": 2, "ml": {"a": 0, "k": 4}}"#
        let star = #"{"ty": "sr", "sy": 1, "pt": {"a": 0, "k": 5}, "p": {"a": 0, "k": [50, 50]}, "r": {"a": 0, "k": 0}, "ir": {"a": 0, "k": 15}, "or": {"a": 0, "k": 40}, "is": {"a": 0, "k": 0}, "os": {"a": 0, "k": 0}}"#
        let json = LottieJSON.document(fr: 60, op: 300, layers: [
            LottieJSON.shapeLayer(op: 300, shapes: shapes([star, ellipse(70, 30), op, fill]))])
        let a = try LottieAnimation(json: json, options: ae)
        let layer = "layers[0].shapes[0].it[0]"
        let k = try XCTUnwrap(a.keyframes(layer: layer, key: "path").first)
        XCTAssertEqual(k.values.count, 301)
        XCTAssertEqual(k.calculationMode, .discrete)
        let plain = try XCTUnwrap(try LottieAnimation(json: json, options: ae).presentation(of: layer, atFrame: 0)?.state.path)
        // Frame 150 and 150.5 show the offset by 15 (linear from 0 to 30 over 300 frames); frame 151 by 15.1.
        for (frame, amount) in [(150.0, 15.0), (150.5, 15.0), (151, 15.1)] {
            let path = try XCTUnwrap(a.presentation(of: layer, atFrame: frame)?.state.path)
            let expected = plain.offset(by: amount, join: .round)
            XCTAssertEqual(path.elements.count, expected.elements.count, "frame \(frame)")
            for (p, q) in zip(path.elements.flatMap(\.points), expected.elements.flatMap(\.points)) {
                XCTAssertEqual(p.distance(to: q), 0, accuracy: 1e-9, "frame \(frame)")
            }
        }
    }

    /// A modifier applies to the paths above it in its group, not to those after it.
    func testModifierAppliesToThePathsAboveIt() throws {
        let pb = #"{"ty": "pb", "a": {"a": 0, "k": 50}}"#
        let json = LottieJSON.document(layers: [LottieJSON.shapeLayer(shapes: shapes([rect(50, 40), pb, ellipse(50, 20), fill]))])
        let a = try LottieAnimation(json: json, options: ae)
        let ios = try LottieAnimation(json: json)
        let plain = paths(ios)
        XCTAssertEqual(plain.count, 2)
        // lottie-ios's layers: the rectangle, then the ellipse; After Effects: one compound path, the rectangle bloated.
        var b = Path.Builder()
        b.append(plain[0].puckeredAndBloated(amount: 50))
        b.append(plain[1])
        XCTAssertEqual(paths(a), [b.build()])
    }

    /// A modifier reaches the paths of the child groups above it (and theirs), in each child's own coordinates
    /// (skottie's geometry-effect stack); lottie-ios ignores it.
    func testModifierReachesChildGroups() throws {
        let pb = #"{"ty": "pb", "a": {"a": 0, "k": 50}}"#
        let child = #"{"ty": "gr", "it": [\#(rect(50, 40)), \#(fill), \#(group)]}"#
        let grandchild = #"{"ty": "gr", "it": [\#(child), \#(group)]}"#
        let square = Path([.move(Point(x: 70, y: 30)), .line(Point(x: 70, y: 70)), .line(Point(x: 30, y: 70)),
                           .line(Point(x: 30, y: 30)), .line(Point(x: 70, y: 30)), .close])
        for nested in [child, grandchild] {
            let json = LottieJSON.document(layers: [LottieJSON.shapeLayer(shapes: shapes([nested, pb]))])
            XCTAssertEqual(paths(try LottieAnimation(json: json)), [square])
            XCTAssertEqual(paths(try LottieAnimation(json: json, options: ae)), [square.puckeredAndBloated(amount: 50)])
        }
        // A modifier at the top level of the layer reaches the groups above it.
        let json = LottieJSON.document(layers: [LottieJSON.shapeLayer(shapes: "[\(child), \(pb)]")])
        XCTAssertEqual(paths(try LottieAnimation(json: json, options: ae)), [square.puckeredAndBloated(amount: 50)])
        // One above the child group does not.
        let above = LottieJSON.document(layers: [LottieJSON.shapeLayer(shapes: shapes([pb, child]))])
        XCTAssertEqual(paths(try LottieAnimation(json: above, options: ae)), [square])
    }

    /// Trim paths "individually" (`m: 2`): After Effects trims the group's paths as one length, first path first, so
    /// 0…50 % of two equal circles is the whole first one; lottie-ios trims each circle to its own half.
    func testTrimIndividuallyTrimsThePathsAsOneLength() throws {
        let stroke = #"{"ty": "st", "c": {"a": 0, "k": [0, 0, 0, 1]}, "o": {"a": 0, "k": 100}, "w": {"a": 0, "k": 2}}"#
        let tm = #"{"ty": "tm", "s": {"a": 0, "k": 0}, "e": {"a": 0, "k": 50}, "o": {"a": 0, "k": 0}, "m": 2}"#
        let json = LottieJSON.document(layers: [LottieJSON.shapeLayer(shapes: shapes([ellipse(30, 20), ellipse(70, 20), tm, stroke]))])
        var states: [LayerState] = []
        func walk(_ l: LayerState) {
            if l.path != nil { states.append(l) }
            l.sublayers.forEach(walk)
        }
        let ios = try LottieAnimation(json: json)
        ios.layerTree.presentation(at: 0).forEach(walk)
        XCTAssertEqual(states.map(\.path?.elements.count), [6, 6])
        XCTAssertEqual(states.map(\.strokeEnd), [0.5, 0.5])
        XCTAssertTrue(ios.warnings.contains { $0.message.contains("individually") })
        states = []
        let a = try LottieAnimation(json: json, options: ae)
        a.layerTree.presentation(at: 0).forEach(walk)
        XCTAssertEqual(states.map(\.path?.elements.count), [12])
        XCTAssertEqual(states.map(\.strokeStart), [0])
        XCTAssertEqual(states.map(\.strokeEnd), [0.5])
        XCTAssertFalse(a.warnings.contains { $0.message.contains("individually") })
        XCTAssertEqual(a.semanticsDifferences, ["trim paths individually"])
    }

    // MARK: Which paths a fill or stroke paints

    /// The shape layers under the group that draw something, in drawing order (top first): fill and stroke colours.
    private func paints(_ a: LottieAnimation) -> [(fill: Color?, stroke: Color?, elements: Int)] {
        var out: [(Color?, Color?, Int)] = []
        func walk(_ l: LayerState) {
            if let p = l.path { out.append((l.fillColor, l.lineWidth > 0 ? l.strokeColor : nil, p.elements.count)) }
            l.sublayers.forEach(walk)
        }
        a.layerTree.presentation(at: 0).forEach(walk)
        return out.reversed()
    }

    private func fill(_ r: Double, _ g: Double, _ b: Double) -> String {
        #"{"ty": "fl", "c": {"a": 0, "k": [\#(r), \#(g), \#(b), 1]}, "o": {"a": 0, "k": 100}, "r": 1}"#
    }

    private let blackStroke = #"{"ty": "st", "c": {"a": 0, "k": [0, 0, 0, 1]}, "o": {"a": 0, "k": 80}, "w": {"a": 0, "k": 2}}"#

    /// An ellipse above two fills and a stroke (lottie-ios's sample `Issues/issue_1887` has this shape: a gradient
    /// fill, a fill, a stroke). lottie-ios ends a render group at each fill, and the stroke, met after both, joins
    /// both groups: it is drawn twice, at 80 % darker than once. After Effects paints the ellipse once per paint:
    /// the stroke once, below both fills.
    func testAStrokeBelowTwoFillsIsDrawnOnceUnderAfterEffects() throws {
        let json = LottieJSON.document(layers: [LottieJSON.shapeLayer(
            shapes: shapes([ellipse(50, 40), fill(1, 0, 0), fill(0, 0, 1), blackStroke]))])
        let red = Color(red: 1, green: 0, blue: 0), blue = Color(red: 0, green: 0, blue: 1)
        let black = Color(red: 0, green: 0, blue: 0)
        let ios = paints(try LottieAnimation(json: json))
        XCTAssertEqual(ios.map(\.fill), [red, nil, blue, nil])
        XCTAssertEqual(ios.map(\.stroke), [nil, black, nil, black], "the stroke twice, below each fill")
        let a = try LottieAnimation(json: json, options: ae)
        XCTAssertEqual(paints(a).map(\.fill), [red, blue, nil])
        XCTAssertEqual(paints(a).map(\.stroke), [nil, nil, black], "the stroke once, at the bottom")
        XCTAssertEqual(a.semanticsDifferences,
                       ["paths above several fills or strokes (After Effects paints them with every one)"])
    }

    /// `[rectangle, fill A, ellipse, fill B]`: lottie-ios fills the rectangle with A and the ellipse with B; After
    /// Effects fills the rectangle with A and both paths (one compound path) with B, below A.
    func testAFillPaintsEveryPathAboveItUnderAfterEffects() throws {
        let json = LottieJSON.document(layers: [LottieJSON.shapeLayer(
            shapes: shapes([rect(30, 20), fill(1, 0, 0), ellipse(70, 20), fill(0, 0, 1)]))])
        let red = Color(red: 1, green: 0, blue: 0), blue = Color(red: 0, green: 0, blue: 1)
        let ios = paints(try LottieAnimation(json: json))
        XCTAssertEqual(ios.map(\.fill), [red, blue])
        XCTAssertEqual(ios.map(\.elements), [6, 6], "the rectangle; the ellipse")
        let a = paints(try LottieAnimation(json: json, options: ae))
        XCTAssertEqual(a.map(\.fill), [red, blue])
        XCTAssertEqual(a.map(\.elements), [6, 12], "the rectangle; the rectangle and the ellipse")
    }

    /// A fill beside a group paints the group's paths only when it is below the group in the list (After Effects);
    /// lottie-ios passes any fill that paints nothing in its own group down into the child groups.
    func testAFillAboveAGroupDoesNotPaintItUnderAfterEffects() throws {
        let child = #"{"ty": "gr", "it": [\#(ellipse(50, 20)), \#(group)]}"#
        let above = LottieJSON.document(layers: [LottieJSON.shapeLayer(shapes: shapes([fill(1, 0, 0), child]))])
        XCTAssertEqual(paints(try LottieAnimation(json: above)).map(\.fill), [Color(red: 1, green: 0, blue: 0)])
        let a = try LottieAnimation(json: above, options: ae)
        XCTAssertEqual(paints(a).count, 0)
        XCTAssertEqual(a.semanticsDifferences,
                       ["fills and strokes beside groups (After Effects paints the groups above them)"])
        let below = LottieJSON.document(layers: [LottieJSON.shapeLayer(shapes: shapes([child, fill(1, 0, 0)]))])
        for o in [LottieOptions(), ae] {
            let l = try LottieAnimation(json: below, options: o)
            XCTAssertEqual(paints(l).map(\.fill), [Color(red: 1, green: 0, blue: 0)])
            XCTAssertEqual(l.semanticsDifferences, [])
        }
    }

    /// A fill with a trim: After Effects fills the trimmed piece (lottie-web's `TrimModifier`); lottie-ios trims
    /// strokes only, so the fill stays whole (a warning). The rectangle (80 × 80 about (50, 50)) starts at its
    /// top-right corner and runs clockwise; 0…50 % of its 320-point perimeter is its right and bottom edges.
    func testATrimCutsAFilledPathUnderAfterEffects() throws {
        let tm = #"{"ty": "tm", "s": {"a": 0, "k": 0}, "e": {"a": 0, "k": 50}, "o": {"a": 0, "k": 0}, "m": 1}"#
        let json = LottieJSON.document(layers: [LottieJSON.shapeLayer(shapes: shapes([rect(50, 80), tm, fill]))])
        let ios = try LottieAnimation(json: json)
        XCTAssertEqual(paths(ios).map(\.elements.count), [6])
        XCTAssertTrue(ios.warnings.contains { $0.message.contains("trims apply to strokes only") })
        let a = try LottieAnimation(json: json, options: ae)
        XCTAssertEqual(paths(a).map(\.elements), [[.move(Point(x: 90, y: 10)), .line(Point(x: 90, y: 90)),
                                                   .line(Point(x: 10, y: 90))]])
        XCTAssertFalse(a.warnings.contains { $0.message.contains("trims apply to strokes only") })
        XCTAssertEqual(a.semanticsDifferences, ["trim paths on fills"])
        XCTAssertEqual(ios.semanticsDifferences, a.semanticsDifferences)
    }

    // MARK: A paint below child groups

    /// `[group A (red), group B (blue, moved by 10 and scaled 2×), white stroke 10 wide]`. After Effects strokes
    /// both groups' paths once, in the outer group's space and below both groups (lottie-web's `renderPath` brings
    /// B's rectangle up through B's transform; the stroke is not scaled). lottie-ios hands the stroke down into
    /// each group, below its own fill, where B's scale would double it (so it divides the width by 2).
    func testAPaintBelowChildGroupsIsDrawnOnceInItsOwnGroupUnderAfterEffects() throws {
        let a = #"{"ty": "gr", "it": [\#(rect(30, 20)), \#(fill(1, 0, 0)), \#(group)]}"#
        let movedAndScaled = #"{"ty": "tr", "p": {"a": 0, "k": [10, 0]}, "s": {"a": 0, "k": [200, 200]}}"#
        let b = #"{"ty": "gr", "it": [\#(rect(70, 20)), \#(fill(0, 0, 1)), \#(movedAndScaled)]}"#
        let stroke = #"{"ty": "st", "c": {"a": 0, "k": [1, 1, 1, 1]}, "o": {"a": 0, "k": 100}, "w": {"a": 0, "k": 10}}"#
        let json = LottieJSON.document(layers: [LottieJSON.shapeLayer(shapes: shapes([a, b, stroke]))])
        let red = Color(red: 1, green: 0, blue: 0), blue = Color(red: 0, green: 0, blue: 1), white = Color.white
        var widths: [Double] = []
        func walk(_ l: LayerState) {
            if l.path != nil, l.lineWidth > 0, l.strokeColor == white { widths.append(l.lineWidth) }
            l.sublayers.forEach(walk)
        }
        let ios = try LottieAnimation(json: json)
        XCTAssertEqual(paints(ios).map(\.fill), [red, nil, blue, nil], "each group: its fill over the stroke")
        ios.layerTree.presentation(at: 0).forEach(walk)
        XCTAssertEqual(widths.sorted(), [5, 10], "B's copy divided by B's scale")
        let ae = try LottieAnimation(json: json, options: ae)
        XCTAssertEqual(paints(ae).map(\.fill), [red, blue, nil], "A, B, then the stroke below both")
        XCTAssertEqual(paints(ae).map(\.stroke), [nil, nil, white])
        XCTAssertEqual(paints(ae).map(\.elements), [6, 6, 12], "the stroke's path holds both rectangles")
        widths = []
        ae.layerTree.presentation(at: 0).forEach(walk)
        XCTAssertEqual(widths, [10], "one stroke, its own width")
        // B's 20-point square about (70, 50), scaled 2× about the origin and moved by 10: 130…170 × 80…120.
        let strokePath = try XCTUnwrap(paths(ae).first)
        XCTAssertEqual(strokePath.controlPointBounds, Rect(x: 20, y: 40, width: 150, height: 80))
    }

    /// `[square 80, group [square 20 drawn the other way], fill]`: After Effects fills the group's own square and the
    /// child's as one compound path, so under the non-zero rule the child's square is a hole (lottie-web writes every
    /// path a style paints into one SVG `d`; LottieFiles' `shutup` cuts its eyes and mouth this way). Filled apart,
    /// the inner square would be covered.
    func testAPaintBelowChildGroupsFillsTheGroupsOwnPathsWithTheirsAsOneCompoundPath() throws {
        let inner = #"{"ty": "rc", "d": 3, "s": {"a": 0, "k": [20, 20]}, "p": {"a": 0, "k": [50, 50]}, "r": {"a": 0, "k": 0}}"#
        let child = #"{"ty": "gr", "it": [\#(inner), \#(group)]}"#
        let json = LottieJSON.document(layers: [LottieJSON.shapeLayer(shapes: shapes([rect(50, 80), child, fill(1, 0, 0)]))])
        let a = try LottieAnimation(json: json, options: ae)
        XCTAssertEqual(paints(a).map(\.fill), [Color(red: 1, green: 0, blue: 0)], "one fill, drawn once")
        let path = try XCTUnwrap(paths(a).first)
        XCTAssertEqual(path.cubicContours.map { $0.signedArea.rounded() }.sorted(), [-400, 6400], "the square and its hole, opposite ways")
        XCTAssertEqual(path.controlPointBounds, Rect(x: 10, y: 10, width: 80, height: 80))
        // lottie-ios: the group's square uses the fill, so the child inherits nothing and draws nothing.
        XCTAssertEqual(paints(try LottieAnimation(json: json)).map(\.elements), [6])
    }

    /// After Effects shows a layer on its frames [ip, op) exactly: at frame 16 of a 32-frame file at 30 fps, whose
    /// time (0.5 × 32/30 s) over the animation's 33/30 s is a last bit below the key time 16/33, the layer that ends at 16 is hidden and the one that starts
    /// at 16 shows (ThorVG's example `rufo` swaps its precomp's layers there).
    func testALayerShowsFromItsInFrameToBeforeItsOutFrameExactly() throws {
        let a = LottieJSON.shapeLayer(ind: 1, ip: 0, op: 16, shapes: LottieJSON.square)
        let b = LottieJSON.shapeLayer(ind: 2, ip: 16, op: 32, shapes: LottieJSON.square)
        let json = LottieJSON.document(fr: 30, op: 32, layers: [a, b])
        let anim = try LottieAnimation(json: json, options: ae)
        let t = 0.5 * (32.0 / 30)
        let tree = anim.layerTree.presentation(at: t)
        let hidden = tree.first?.sublayers.map(\.isHidden)
        XCTAssertEqual(hidden, [false, true], "layer B (drawn on top, first) shows, layer A is hidden")
        XCTAssertEqual(anim.layerTree.presentation(at: 15.5 / 30).first?.sublayers.map(\.isHidden), [true, false])
    }

    /// A paint beside a child group that a trim reshapes is still handed down (the trim cuts the child's paths
    /// before the paint sees them, which the handed-down paint keeps).
    func testAPaintOverATrimmedChildGroupIsHandedDown() throws {
        let tm = #"{"ty": "tm", "s": {"a": 0, "k": 0}, "e": {"a": 0, "k": 50}, "o": {"a": 0, "k": 0}, "m": 1}"#
        let child = #"{"ty": "gr", "it": [\#(rect(50, 20)), \#(tm), \#(group)]}"#
        let json = LottieJSON.document(layers: [LottieJSON.shapeLayer(shapes: shapes([child, fill(1, 0, 0)]))])
        let a = try LottieAnimation(json: json, options: ae)
        XCTAssertEqual(paths(a).map(\.elements.count), [3], "the trimmed half of the square, filled")
    }

    // MARK: Files from Bodymovin before 4.4.18

    /// A 4.0.3 file: its path's closing is on the item (`closed`), its colours 0…255. Under `after-effects` the
    /// path is open as written and the colour (128, 0, 0) is 128/255 red (lottie-web's `checkShapes`,
    /// `checkColors`); lottie-ios closes a path without `c` and reads a colour as 0…255 only when r, g and b all
    /// exceed 1, so (128, 0, 0) is clamped to full red.
    func testAnOldFilesClosingAndColoursAreReadAsLottieWeb() throws {
        let path = #"{"ty": "sh", "closed": false, "ks": {"a": 0, "k": {"i": [[0, 0], [0, 0], [0, 0]], "o": [[0, 0], [0, 0], [0, 0]], "v": [[10, 10], [90, 10], [90, 90]]}}}"#
        let stroke = #"{"ty": "st", "c": {"a": 0, "k": [128, 0, 0, 255]}, "o": {"a": 0, "k": 100}, "w": {"a": 0, "k": 2}}"#
        let layers = [LottieJSON.shapeLayer(shapes: shapes([path, stroke]))]
        let old = LottieJSON.document(layers: layers).replacingOccurrences(of: #""v": "5.7.0""#, with: #""v": "4.0.3""#)
        let ios = try LottieAnimation(json: old)
        XCTAssertEqual(paths(ios).map(\.elements.last), [.close])
        XCTAssertEqual(paints(ios).map(\.stroke), [Color(red: 1, green: 0, blue: 0)])
        let a = try LottieAnimation(json: old, options: ae)
        XCTAssertEqual(paths(a).map(\.elements.last), [.line(Point(x: 90, y: 90))])
        XCTAssertEqual(paints(a).map(\.stroke), [Color(red: 128.0 / 255, green: 0, blue: 0)])
        // The same file from a current exporter is read as written.
        let current = try LottieAnimation(json: LottieJSON.document(layers: layers), options: ae)
        XCTAssertEqual(paths(current).map(\.elements.last), [.close])
        XCTAssertEqual(ios.semanticsDifferences, ["a file from Bodymovin before 4.4.18 (paths closed by closed or cl, colours 0…255)"])
        XCTAssertEqual(current.semanticsDifferences, [])
    }
}
