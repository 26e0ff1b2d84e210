import Geometry
import Lottie
import Motion
import XCTest

/// Files lottie-ios plays must not be refused: each rule of `Lenient` (Sources/Lottie/LenientDecoding.swift) against
/// the sentence of lottie-ios 4.6.1's decoder it follows.
final class LenientDecodingTests: XCTestCase {
    private func layer(ks: String = LottieJSON.ks(), shapes: String = LottieJSON.square) throws -> LottieAnimation {
        try LottieAnimation(json: LottieJSON.document(layers: [LottieJSON.shapeLayer(ks: ks, shapes: shapes)]))
    }

    private func state(_ a: LottieAnimation, _ id: String = "layers[0]", atFrame f: Double = 0) throws -> LayerState {
        try XCTUnwrap(a.presentation(of: id, atFrame: f)).state
    }

    /// `LottieVector3D` (VectorsExtensions.swift): "x = array.count > 0 ? array.removeFirst() : 0" (y and z the
    /// same): an anchor with one number is (9.688, 0).
    func testAShortVectorIsPaddedWithZeros() throws {
        let a = try layer(ks: LottieJSON.ks(#""a": {"a": 0, "k": [9.688]}, "p": {"a": 0, "k": [50, 40]}"#))
        XCTAssertEqual(try state(a).anchorPoint.x * 100, 9.688, accuracy: 1e-9)   // the anchor in a 100 × 100 layer
        XCTAssertEqual(try state(a).anchorPoint.y, 0)
        // An empty array is (0, 0); in keyframes too, and for a spatial tangent.
        let b = try layer(ks: LottieJSON.ks(#""p": {"a": 1, "k": [{"t": 0, "s": [], "to": [5], "ti": []}, {"t": 10, "s": [60]}]}"#))
        XCTAssertEqual(try state(b).position, Point(x: 0, y: 0))
        XCTAssertEqual(try state(b, atFrame: 10).position.y, 0)
        XCTAssertEqual(try state(b, atFrame: 10).position.x, 60, accuracy: 1e-4)
    }

    /// `LottieAnimation` (LottieAnimation.swift): "version = try container.decode(String.self, forKey: .version)":
    /// lottie-ios refuses a file without `v`, so it is refused under its semantics, at `v`, naming the other;
    /// lottie-web reads it (as a current file), and so does `after-effects`.
    func testAFileWithoutAVersionIsRefusedAsLottieIOSRefusesIt() throws {
        let json = LottieJSON.document(layers: [LottieJSON.shapeLayer(shapes: LottieJSON.square)])
            .replacingOccurrences(of: #""v": "5.7.0", "#, with: "")
        XCTAssertFalse(json.contains(#""v""#))
        XCTAssertThrowsError(try LottieAnimation(json: json)) { error in
            XCTAssertEqual((error as? LottieError)?.path, "v")
            XCTAssertTrue("\(error)".contains("--lottie-semantics after-effects"))
        }
        let a = try LottieAnimation(json: json, options: LottieOptions(semantics: .afterEffects))
        XCTAssertEqual(a.canvasSize.width, 100)
    }

    /// `LottieColor` (ColorExtension.swift): "var r: Double = array.count > 0 ? array.removeFirst() : 0",
    /// "if r > 1, g > 1, b > 1 { r /= 255 … }", and "a = 1".
    func testColoursArePaddedScaledFrom255AndOpaque() throws {
        func fill(_ c: String) throws -> Color? {
            let shapes = LottieJSON.square.replacingOccurrences(of: #""c": {"a": 0, "k": [1, 0, 0, 1]}"#, with: #""c": {"a": 0, "k": \#(c)}"#)
            return try state(try layer(shapes: shapes), "layers[0].shapes[0].it[0]").fillColor
        }
        XCTAssertEqual(try fill("[]"), Color(red: 0, green: 0, blue: 0, alpha: 1))
        XCTAssertEqual(try fill("[1]"), Color(red: 1, green: 0, blue: 0, alpha: 1))
        XCTAssertEqual(try fill("[255, 51, 102]"), Color(red: 1, green: 0.2, blue: 0.4, alpha: 1))
        XCTAssertEqual(try fill("[0, 0, 1, 0]"), Color(red: 0, green: 0, blue: 1, alpha: 1))
    }

    /// `String.hexColorComponents` (StringExtensions.swift): a solid's `sc` is trimmed, upper-cased and stripped of
    /// its `#`; "if (cString.count) != 6 { return (red: 0, green: 0, blue: 0) }"; else `Scanner.scanHexInt64`. So
    /// "#f00" and "#ff000080" are black and "" is black, not refused; a warning says so. Under `after-effects` the
    /// usual reading (lottie-web hands `sc` to SVG's `fill`), and black for what is no colour.
    func testASolidColourIsReadAsLottieIOSReadsIt() throws {
        func solid(_ sc: String, _ options: LottieOptions = LottieOptions()) throws -> (Color?, [String]) {
            let layer = #"{"ty": 1, "ind": 1, "ks": {}, "ip": 0, "op": 20, "st": 0, "sw": 10, "sh": 10, "sc": "\#(sc)"}"#
            let a = try LottieAnimation(json: LottieJSON.document(layers: [layer]), options: options)
            return (try state(a, "layers[0].solid").fillColor, a.warnings.filter { $0.path == "layers[0].sc" }.map(\.message))
        }
        XCTAssertEqual(try solid("#FF3366").0, Color(red: 1, green: 0.2, blue: 0.4))
        XCTAssertEqual(try solid(" #ff3366\\n").0, Color(red: 1, green: 0.2, blue: 0.4))
        XCTAssertEqual(try solid("#ff3366").1, [])
        for sc in ["#f00", "#ff000080", "", "red"] {
            XCTAssertEqual(try solid(sc).0, .black, sc)
            XCTAssertEqual(try solid(sc).1.count, 1, sc)
        }
        XCTAssertEqual(try solid("12zzzz").0, Color(red: 0, green: 0, blue: 0x12 / 255.0), "the hex digits before the first other character")
        let ae = LottieOptions(semantics: .afterEffects)
        XCTAssertEqual(try solid("#f00", ae).0, Color(red: 1, green: 0, blue: 0))
        XCTAssertEqual(try solid("", ae).0, .black)
        XCTAssertEqual(try solid("", ae).1.count, 1)
    }

    /// `AssetLibrary.init(value:)` (AssetLibrary.swift): an asset with `layers` is a precomp, any other is
    /// "try? ImageAsset(dictionary: dictionary)", which needs `id`, `p`, `u`, `w` and `h`: a sound asset (`t: 2`, no
    /// size; lottie-ios's Issues/issue_2269.lottie) is skipped with a warning, and the images around it still load.
    func testAnAssetThatIsNoImageIsSkipped() throws {
        let image = #"{"ty": 2, "ind": 1, "refId": "img", "ip": 0, "op": 20, "st": 0, "ks": \#(LottieJSON.ks())}"#
        let assets = [#"{"id": "audio_0", "u": "images/", "p": "aud_0.mp3", "e": 0, "t": 2}"#,
                      #"{"id": "img", "w": 2, "h": 3, "u": "", "p": "data:image/png;base64,\#(ImageLayerTests.png2x2)", "e": 1}"#]
        let a = try LottieAnimation(json: LottieJSON.document(layers: [image], assets: assets))
        XCTAssertEqual(a.warnings.map(\.description),
                       ["assets[0]: not an image asset (it needs id, p, w and h): skipped, as lottie-ios skips it"])
        // The image asset after it is read: the image layer's content is its 2 × 3 image.
        let content = try state(a, "layers[0].image")
        XCTAssertEqual(content.bounds, Rect(x: 0, y: 0, width: 2, height: 3))
        XCTAssertEqual(content.contents, "assets[1]")
    }

    /// `PreCompLayer.setup` (PreCompLayer.swift): "precompAssets[preCompLayer.referenceID]?.layers ?? []" — a precomp
    /// layer whose asset is missing (lottie-ios's Issues/pr_2559.json names "comp_2", which it lacks) is an empty
    /// precomp: a warning, its own transform and size, no sublayers.
    func testAPrecompWithoutItsAssetIsEmpty() throws {
        let layer = #"{"ty": 0, "ind": 1, "refId": "nowhere", "ks": \#(LottieJSON.ks(#""p": {"a": 0, "k": [30, 40]}"#)), "ip": 0, "op": 20, "w": 10, "h": 12}"#
        let a = try LottieAnimation(json: LottieJSON.document(layers: [layer]))
        XCTAssertEqual(a.warnings.map(\.description),
                       [#"layers[0].refId: no precomposition asset with id "nowhere": the layer is drawn empty, as lottie-ios draws it"#])
        let s = try state(a)
        XCTAssertEqual(s.bounds.size, Size(width: 10, height: 12))
        XCTAssertEqual(s.position, Point(x: 30, y: 40))
        XCTAssertEqual(s.sublayers.flatMap(\.sublayers), [])
    }

    /// `LayerType` (LayerModel.swift): "LayerType(rawValue: …) ?? .null" — a layer type lottie-ios does not know (a
    /// camera, 13, in Skia's skottie-camera-one-node.json) is a null layer: a warning, nothing drawn, still a parent.
    func testAnUnknownLayerTypeIsANullLayer() throws {
        let camera = LottieJSON.nullLayer(ind: 1, ks: LottieJSON.ks(#""p": {"a": 0, "k": [100, 50]}"#))
            .replacingOccurrences(of: #"{"ty": 3,"#, with: #"{"ty": 13,"#)
        let child = LottieJSON.shapeLayer(ind: 2, ks: LottieJSON.ks(#""p": {"a": 0, "k": [10, 0]}"#),
                                          extra: #", "parent": 1"#, shapes: LottieJSON.square)
        let a = try LottieAnimation(json: LottieJSON.document(w: 200, h: 200, layers: [child, camera]))
        XCTAssertEqual(a.warnings.map(\.description), ["layers[1].ty: layer type 13 is not drawn (read as a null layer, as in lottie-ios)"])
        let (_, toRoot) = try XCTUnwrap(a.presentation(of: "layers[0]", atFrame: 0))
        XCTAssertEqual(toRoot.apply(to: Point(x: 0, y: 0)), Point(x: 110, y: 50))
        // Exactly what the same layer with "ty": 3 (null) translates to.
        let null = try LottieAnimation(json: LottieJSON.document(w: 200, h: 200, layers: [child, LottieJSON.nullLayer(
            ind: 1, ks: LottieJSON.ks(#""p": {"a": 0, "k": [100, 50]}"#))]))
        XCTAssertEqual(try state(a, "layers[1]"), try state(null, "layers[1]"))
        XCTAssertEqual(null.warnings, [])
    }

    /// `KeyframeData.isHold` (KeyframeData.swift): "if let hold { return hold > 0 }"; booleans as numbers.
    func testHoldIsANumberAboveZero() throws {
        func mode(_ h: String) throws -> CalculationMode? {
            let ks = LottieJSON.ks(#""o": {"a": 1, "k": [{"t": 0, "s": [0], "h": \#(h)}, {"t": 10, "s": [100], "h": \#(h)}]}"#)
            return try layer(ks: ks).keyframes(layer: "layers[0]", key: "opacity").first?.calculationMode
        }
        XCTAssertEqual(try mode("1"), .discrete)
        XCTAssertEqual(try mode("true"), .discrete)
        XCTAssertEqual(try mode("0"), .linear)
        XCTAssertEqual(try mode("-1"), .linear)
    }

    /// `KeyframeGroup` (KeyframeGroup.swift): "let value: T = keyframeData.startValue ??
    /// previousKeyframeData?.endValue" — the old Bodymovin form, `s`/`e` pairs and a last keyframe without `s`.
    func testOldBodymovinKeyframesTakeTheirValueFromThePreviousEnd() throws {
        let ks = LottieJSON.ks(#""o": {"a": 1, "k": [{"t": 0, "s": [0], "e": [100]}, {"t": 10}]}"#)
        let a = try layer(ks: ks)
        XCTAssertEqual(try state(a).opacity, 0)
        XCTAssertEqual(try state(a, atFrame: 20).opacity, 1)
    }

    /// `LottieVector1D` (VectorsExtensions.swift): "if let array = value as? [Double], let double = array.first";
    /// a scalar with no number is refused, by lottie-ios too.
    func testAScalarTakesTheFirstNumberOfAnArray() throws {
        let a = try layer(ks: LottieJSON.ks(#""o": {"a": 0, "k": [40, 99]}"#))
        XCTAssertEqual(try state(a).opacity, 0.4, accuracy: 1e-12)
        XCTAssertThrowsError(try layer(ks: LottieJSON.ks(#""o": {"a": 0, "k": []}"#))) { e in
            XCTAssertEqual((e as? LottieError)?.path, "layers[0].ks.o.k")
        }
    }
}
