import Composition
import JSONValue
@testable import Lottie
import XCTest

/// The Lottie reader checks `Limits` itself, naming the JSON path: canvas, timeline, keyframes, path elements, and
/// what precompositions add up to when each use copies their layers.
final class ReaderLimitTests: XCTestCase {
    private func error(_ text: String, limits: Limits = Limits(), file: StaticString = #filePath,
                       line: UInt = #line) -> LottieError? {
        do {
            _ = try Limits.$current.withValue(limits) { try LottieAnimation(json: text) }
            XCTFail("expected an error", file: file, line: line)
        } catch let e as LottieError {
            return e
        } catch {
            XCTFail("expected a LottieError, got \(error)", file: file, line: line)
        }
        return nil
    }

    private func precomp(_ ref: String) -> String {
        #"{"ty": 0, "refId": "\#(ref)", "ks": \#(LottieJSON.ks()), "ip": 0, "op": 20, "w": 10, "h": 10}"#
    }

    private func opacity(_ count: Int) -> String {
        let kfs = (0..<count).map { #"{"t": \#($0), "s": [\#($0 % 2 * 100)]}"# }.joined(separator: ",")
        return LottieJSON.ks(#""o": {"a": 1, "k": [\#(kfs)]}"#)
    }

    func testCanvasAndFrameRate() {
        XCTAssertEqual(error(LottieJSON.document(w: 20000, layers: []))?.description,
                       "w: expected at most 16384 points (the frame size limit at scale 1), got 20000")
        XCTAssertEqual(error(LottieJSON.document(h: 1e300, layers: []))?.path, "h")
        XCTAssertEqual(error(LottieJSON.document(fr: 5000, layers: []))?.description,
                       "fr: expected a frame rate of at most 1000 fps (the limit), got 5000")
    }

    func testDurationAndFrames() throws {
        XCTAssertEqual(error(LottieJSON.document(fr: 10, op: 1e12, layers: []))?.description,
                       "op: 1000000000000 frames at 10 fps last 100000000000 s: an animation lasts at most 86400 s (the limit; --max-duration raises it)")
        let long = LottieJSON.document(fr: 1000, op: 2_000_000, layers: [])
        XCTAssertEqual(error(long)?.description,
                       "op: 2000000 frames from ip 0 to op 2000000: at most 1000000 (the limit; --max-frames raises it)")
        var raised = Limits()
        raised.maximumFrames = 3_000_000
        XCTAssertEqual(try Limits.$current.withValue(raised) { try LottieAnimation(json: long) }.frameCount, 2_000_000)
    }

    func testKeyframesOfOneProperty() throws {
        var limits = Limits()
        limits.maximumKeyframes = 3
        let text = LottieJSON.document(layers: [LottieJSON.shapeLayer(ks: opacity(4), shapes: "[]")])
        XCTAssertEqual(error(text, limits: limits)?.description,
                       "layers[0].ks.o.k: expected at most 3 keyframes (the limit), got 4")
        limits.maximumKeyframes = 4
        XCTAssertNoThrow(try Limits.$current.withValue(limits) { try LottieAnimation(json: text) })
    }

    func testPathElementsOfOneShape() {
        var limits = Limits()
        limits.maximumPathElements = 5
        let shape = #"[{"ty": "sh", "ks": {"a": 0, "k": {"v": [[0, 0], [10, 0], [10, 10], [0, 10]], "i": [[0, 0], [0, 0], [0, 0], [0, 0]], "o": [[0, 0], [0, 0], [0, 0], [0, 0]], "c": true}}}]"#
        XCTAssertEqual(error(LottieJSON.document(layers: [LottieJSON.shapeLayer(shapes: shape)]), limits: limits)?.description,
                       "layers[0].shapes[0].ks.k.v: expected at most 5 path elements (the limit; this shape has 4 vertices, 6 elements)")
    }

    /// Each use of a precomposition copies its layers: six levels of ten uses are a million layers. The reader
    /// counts each asset once, so it answers at once instead of translating (or walking) them all: it walks seven
    /// lists of layers (the document's and the six assets'), not the 111,111 uses.
    func testPrecompositionsUsedManyTimesOver() throws {
        var assets: [String] = []
        for level in 0..<6 {
            let inner = level == 5 ? [LottieJSON.shapeLayer(shapes: "[]")] : Array(repeating: precomp("a\(level + 1)"), count: 10)
            assets.append(#"{"id": "a\#(level)", "layers": [\#(inner.joined(separator: ","))]}"#)
        }
        let text = LottieJSON.document(layers: Array(repeating: precomp("a0"), count: 10), assets: assets)
        let e = error(text)
        XCTAssertEqual(e?.message, "more than 100000 layers in all, counting each use of a precomposition (the limit)")
        var decoder = DocumentDecoder()
        XCTAssertThrowsError(try decoder.decode(JSONNode(try JSONParser.parse(text), path: "", conventions: .bodymovin)))
        XCTAssertEqual(decoder.layerListsWalked, 7)
    }

    /// Each layer is wrapped in a transform-only copy of every parent up its chain, so many layers under one long
    /// chain make layers × chain copies: counted before any is made and refused past `maximumLayers`, naming the
    /// layer at which the count passes it (here 40 chained null layers and 60 children of the chain's end, 40
    /// copies each; layers are translated from the last, so the 26th child from the end, `layers[74]`, passes 1,000).
    func testParentCopiesAreCountedBeforeTheyAreMade() {
        var limits = Limits()
        limits.maximumLayers = 1_000
        let layers = (1...100).map { i -> String in
            let parent = i == 1 ? "" : #", "parent": \#(min(i - 1, 40))"#
            return #"{"ty": 3, "ind": \#(i)\#(parent), "ks": \#(LottieJSON.ks()), "ip": 0, "op": 20, "st": 0}"#
        }
        let e = error(LottieJSON.document(layers: layers), limits: limits)
        XCTAssertEqual(e?.description, "layers[74]: its parents' copies make more than 1000 layers in all once translated into Core Animation layers (the limit)")
    }

    func testKeyframesInAllCountEachUse() {
        var limits = Limits()
        limits.maximumSceneKeyframes = 5
        let assets = [#"{"id": "a", "layers": [\#(LottieJSON.shapeLayer(ks: opacity(3), shapes: "[]"))]}"#]
        let e = error(LottieJSON.document(layers: [precomp("a"), precomp("a")], assets: assets), limits: limits)
        XCTAssertEqual(e?.description,
                       "layers[1].refId: more than 5 keyframes in all, counting each use of a precomposition (the limit)")
    }

    func testPrecompositionNesting() {
        let depth = Limits.maximumPrecompDepth + 1
        var assets: [String] = []
        for k in 0..<depth {
            let inner = k == depth - 1 ? LottieJSON.shapeLayer(shapes: "[]") : precomp("a\(k + 1)")
            assets.append(#"{"id": "a\#(k)", "layers": [\#(inner)]}"#)
        }
        let e = error(LottieJSON.document(layers: [precomp("a0")], assets: assets))
        XCTAssertEqual(e?.message, "precompositions nest more than \(Limits.maximumPrecompDepth) deep (the limit)")
    }
}
