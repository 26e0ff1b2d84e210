import Expressions
import JSONValue
import Lottie
import XCTest

/// Each function of the After Effects expression API (docs/lottie.md, "Expressions") on a one-layer document,
/// against values worked out by hand.
final class ExpressionAPITests: XCTestCase {
    func testTimeValueAndBodymovinResult() throws {
        XCTAssertEqual(try scalar("time * 30", at: 6), 6)
        XCTAssertEqual(try scalar("value + 1", at: 3), 51)
        XCTAssertEqual(try scalar("var $bm_rt; $bm_rt = $bm_sum(value, 5);", at: 0), 55)
        XCTAssertEqual(try scalar("thisProperty.value * 2", at: 0), 100)
    }

    func testKeyframedValueAtTimeAndVelocity() throws {
        // Linear keyframes 0 → 100 over frames 0…10: 10 per frame, 300 per second.
        let k = #"[{"t": 0, "s": [0], "o": {"x": [0], "y": [0]}, "i": {"x": [1], "y": [1]}}, {"t": 10, "s": [100]}]"#
        XCTAssertEqual(try scalar("value", at: 4, k: k), 40)
        XCTAssertEqual(try scalar("valueAtTime(0.1)", at: 0, k: k), 30, accuracy: 1e-9)
        XCTAssertEqual(try scalar("velocity", at: 5, k: k), 1000 * 0.3, accuracy: 1e-6)
        XCTAssertEqual(try scalar("speed", at: 5, k: k), 300, accuracy: 1e-6)
        XCTAssertEqual(try scalar("numKeys", at: 0, k: k), 2)
        XCTAssertEqual(try scalar("key(2).time * 30 + key(2).value", at: 0, k: k), 110, accuracy: 1e-9)
        XCTAssertEqual(try scalar("nearestKey(0.3).index", at: 0, k: k), 2)
    }

    func testLoops() throws {
        // Keyframes 0 → 100 over frames 2…6 (25 per frame); the layer lasts frames 0…10 (op 10).
        let k = #"[{"t": 2, "s": [0], "o": {"x": [0], "y": [0]}, "i": {"x": [1], "y": [1]}}, {"t": 6, "s": [100]}]"#
        // Frame 8 is 2 frames into the second cycle (period 4 frames).
        XCTAssertEqual(try scalar("loopOut()", at: 8, k: k), 50)
        XCTAssertEqual(try scalar("loopOut('cycle')", at: 9, k: k), 75)
        XCTAssertEqual(try scalar("loopOut('pingpong')", at: 7, k: k), 75)
        XCTAssertEqual(try scalar("loopOut('offset')", at: 9, k: k), 175)
        XCTAssertEqual(try scalar("loopOut('continue')", at: 8, k: k), 150, accuracy: 1e-6)
        XCTAssertEqual(try scalar("loopIn('cycle')", at: 1, k: k), 75)
        XCTAssertEqual(try scalar("loopIn('pingpong')", at: 1, k: k), 25)
        XCTAssertEqual(try scalar("loopIn('offset')", at: 0, k: k), -50)
        XCTAssertEqual(try scalar("loopIn('continue')", at: 0, k: k), -50, accuracy: 1e-6)
        XCTAssertEqual(try scalar("loopOutDuration('cycle', 2/30)", at: 7, k: k), 75)
        // Before the last keyframe the keyframed value shows.
        XCTAssertEqual(try scalar("loopOut()", at: 4, k: k), 50)
    }

    func testInterpolation() throws {
        XCTAssertEqual(try scalar("linear(time, 0, 0.2, 0, 100)", at: 3), 50, accuracy: 1e-9)
        XCTAssertEqual(try scalar("linear(0.25, 10, 20)", at: 0), 12.5, accuracy: 1e-9)
        XCTAssertEqual(try scalar("linear(5, 0, 1, 0, 100)", at: 0), 100)
        // ease is symmetric: half way gives half.
        XCTAssertEqual(try scalar("ease(0.5, 0, 1, 0, 100)", at: 0), 50, accuracy: 1e-6)
        XCTAssertLessThan(try scalar("easeIn(0.5, 0, 1, 0, 100)", at: 0), 50)
        XCTAssertGreaterThan(try scalar("easeOut(0.5, 0, 1, 0, 100)", at: 0), 50)
        XCTAssertEqual(try scalar("easeIn(0.5, 0, 1, 0, 100) + easeOut(0.5, 0, 1, 0, 100)", at: 0), 100, accuracy: 1e-6)
    }

    func testVectorMaths() throws {
        XCTAssertEqual(try vector("add([1, 2], [3, 4])", at: 0), [4, 6, 0])
        XCTAssertEqual(try vector("sub([5, 5], [1, 2])", at: 0), [4, 3, 0])
        XCTAssertEqual(try vector("mul([1, 2], 3)", at: 0), [3, 6, 0])
        XCTAssertEqual(try vector("div([3, 6], 3)", at: 0), [1, 2, 0])
        XCTAssertEqual(try scalar("length([3, 4])", at: 0), 5)
        XCTAssertEqual(try scalar("length([1, 1], [4, 5])", at: 0), 5)
        XCTAssertEqual(try vector("normalize([3, 4])", at: 0), [0.6, 0.8, 0])
        XCTAssertEqual(try vector("clamp([-5, 50], 0, 10)", at: 0), [0, 10, 0])
        XCTAssertEqual(try scalar("clamp(15, 0, 10)", at: 0), 10)
        XCTAssertEqual(try scalar("dot([1, 2], [3, 4])", at: 0), 11)
        XCTAssertEqual(try vector("cross([1, 0, 0], [0, 1, 0])", at: 0), [0, 0, 1])
        XCTAssertEqual(try scalar("radiansToDegrees(Math.PI)", at: 0), 180)
        XCTAssertEqual(try scalar("degreesToRadians(180)", at: 0), Double.pi)
        XCTAssertEqual(try scalar("Math.max(3, 7) + Math.floor(2.5)", at: 0), 9)
        XCTAssertEqual(try vector("$bm_sum([1, 2], 10)", at: 0), [11, 2, 0], "a number adds to the first component (lottie-web)")
        XCTAssertEqual(try vector("$bm_mul(2, [1, 2])", at: 0), [2, 4, 0])
        XCTAssertEqual(try vector("$bm_div([4, 8], 4)", at: 0), [1, 2, 0])
        XCTAssertEqual(try vector("$bm_sub([4, 8], [1, 1])", at: 0), [3, 7, 0])
        XCTAssertEqual(try vector("$bm_sum(value, [1, 1])", at: 0), [11, 21, 0], "a 2-D layer's position has 2 components; the stored third is kept")
        XCTAssertEqual(try vector("[value.length, 0]", at: 0), [2, 0, 0])
        XCTAssertEqual(try vector("[value[0] * 2, 7]", at: 0), [20, 7, 0])
    }

    /// `toComp`/`fromComp` through the layer and its parent (ind 2: position (100, 50), rotation 90°, scale 200 %):
    /// the layer's (10, 0) is the parent's (10, 0), scaled to (20, 0), turned clockwise to (0, 20), moved to
    /// (100, 70); `fromComp` brings it back.
    func testToCompAndFromComp() throws {
        let parent = #", {"ty": 3, "nm": "Parent", "ind": 2, "ip": 0, "op": 10, "st": 0, "ks": {"p": {"a": 0, "k": [100, 50, 0]}, "r": {"a": 0, "k": 90}, "s": {"a": 0, "k": [200, 200, 100]}, "a": {"a": 0, "k": [0, 0, 0]}}}"#
        let extra = #", "parent": 2"#
        XCTAssertEqual(try scalar("toComp([10, 0])[0]", at: 0, extra: extra, otherLayers: parent), 100, accuracy: 1e-9)
        XCTAssertEqual(try scalar("thisLayer.toComp([10, 0])[1]", at: 0, extra: extra, otherLayers: parent), 70, accuracy: 1e-9)
        XCTAssertEqual(try scalar("toWorld([10, 0])[1]", at: 0, extra: extra, otherLayers: parent), 70, accuracy: 1e-9)
        XCTAssertEqual(try scalar("fromComp([100, 70])[0]", at: 0, extra: extra, otherLayers: parent), 10, accuracy: 1e-9)
        XCTAssertEqual(try scalar("fromWorld([100, 70])[1]", at: 0, extra: extra, otherLayers: parent), 0, accuracy: 1e-9)
        // Without a parent only the layer's own (identity) transform applies.
        XCTAssertEqual(try scalar("toComp([10, 5])[1]", at: 0), 5, accuracy: 1e-12)
    }

    func testCompositionAndLayers() throws {
        let other = #", {"ty": 3, "nm": "Control", "ind": 2, "ip": 0, "op": 10, "st": 0, "ks": {"p": {"a": 0, "k": [60, 70, 0]}, "r": {"a": 0, "k": 45}, "o": {"a": 0, "k": 80}, "s": {"a": 0, "k": [50, 25, 100]}, "a": {"a": 0, "k": [1, 2, 0]}}}"#
        XCTAssertEqual(try scalar("thisComp.width + thisComp.height", at: 0, otherLayers: other), 300)
        XCTAssertEqual(try scalar("thisComp.frameDuration * 30", at: 0), 1, accuracy: 1e-12)
        XCTAssertEqual(try scalar("thisComp.numLayers", at: 0, otherLayers: other), 2)
        XCTAssertEqual(try scalar("thisComp.layer('Control').transform.rotation", at: 0, otherLayers: other), 45)
        XCTAssertEqual(try scalar("thisComp.layer(2).transform.opacity", at: 0, otherLayers: other), 80)
        XCTAssertEqual(try vector("thisComp.layer('Control').transform.position", at: 0, otherLayers: other), [60, 70, 0])
        XCTAssertEqual(try vector("layer('Control').scale", at: 0, otherLayers: other), [50, 25, 0], "2-D: two components, the third kept from the own value")
        XCTAssertEqual(try vector("thisComp.layer('Control').anchorPoint", at: 0, otherLayers: other), [1, 2, 0])
        XCTAssertEqual(try scalar("comp('Main').layer('Control').opacity", at: 0, otherLayers: other), 80)
        XCTAssertEqual(try scalar("thisLayer.index + (thisLayer.name == 'Null' ? 10 : 0)", at: 0), 11)
        XCTAssertEqual(try scalar("transform.opacity * 2", at: 0), 100)
        XCTAssertEqual(try scalar("thisLayer.outPoint * 30", at: 0), 10)
    }

    func testEffectsAndContents() throws {
        let effects = #", "ef": [{"ty": 5, "nm": "Slider Control", "ef": [{"ty": 0, "nm": "Slider", "v": {"a": 0, "k": 42}}]}, {"ty": 7, "nm": "Checkbox Control", "ef": [{"ty": 4, "nm": "Checkbox", "v": {"a": 0, "k": 1}}]}, {"ty": 2, "nm": "Point Control", "ef": [{"ty": 3, "nm": "Point", "v": {"a": 0, "k": [3, 4]}}]}]"#
        XCTAssertEqual(try scalar("effect('Slider Control')('Slider') * 2", at: 0, extra: effects), 84)
        XCTAssertEqual(try scalar("effect('Slider Control')(1) + 1", at: 0, extra: effects), 43)
        XCTAssertEqual(try scalar("effect('Checkbox Control')('Checkbox') == 1 ? 100 : 0", at: 0, extra: effects), 100)
        XCTAssertEqual(try scalar("length(effect('Point Control')('Point'))", at: 0, extra: effects), 5)
        let shapes = #", "ty": 4, "shapes": [{"ty": "gr", "nm": "Group 1", "it": [{"ty": "rc", "nm": "Rect", "s": {"a": 0, "k": [30, 40]}, "p": {"a": 0, "k": [0, 0]}, "r": {"a": 0, "k": 0}}, {"ty": "fl", "nm": "Fill 1", "c": {"a": 0, "k": [1, 0.5, 0, 1]}, "o": {"a": 0, "k": 90}}, {"ty": "tr", "p": {"a": 0, "k": [5, 6]}, "a": {"a": 0, "k": [0, 0]}, "s": {"a": 0, "k": [100, 100]}, "r": {"a": 0, "k": 30}, "o": {"a": 0, "k": 100}}]}]"#
        XCTAssertEqual(try scalar("content('Group 1').content('Rect').size[1]", at: 0, extra: shapes), 40)
        XCTAssertEqual(try scalar("content('Group 1').content('Fill 1').opacity", at: 0, extra: shapes), 90)
        XCTAssertEqual(try scalar("content('Group 1').transform.rotation", at: 0, extra: shapes), 30)
        XCTAssertEqual(try scalar("content('Group 1').content('Fill 1').color[1]", at: 0, extra: shapes), 0.5)
    }

    func testWiggleAndRandomAreSeededAndBounded() throws {
        let a = try bakedValues(expressionDocument("wiggle(5, 20)", property: "p", k: "[10, 20, 0]", op: 30))
        let b = try bakedValues(expressionDocument("wiggle(5, 20)", property: "p", k: "[10, 20, 0]", op: 30))
        XCTAssertEqual(a.values, b.values, "the same frame gives the same value")
        XCTAssertEqual(a.values.count, 31)
        for v in a.values {
            XCTAssertLessThanOrEqual(abs(v[0] - 10), 20)
            XCTAssertLessThanOrEqual(abs(v[1] - 20), 20)
            XCTAssertEqual(v[2], 0)
        }
        XCTAssertGreaterThan(Set(a.values.map { $0[0] }).count, 20, "it moves")
        XCTAssertEqual(try scalar("wiggle(2, 0)", at: 5), 50, "no amplitude, no motion")
        XCTAssertEqual(try scalar("Math.random() === Math.random() ? 1 : 0", at: 3), 0)
        let r = try scalar("random(10, 20)", at: 4)
        XCTAssertTrue((10..<20).contains(r))
        XCTAssertEqual(try scalar("random(10, 20)", at: 4), r)
    }

    func testSandbox() throws {
        XCTAssertEqual(try scalar("typeof Date == 'undefined' && typeof Duktape == 'undefined' && typeof RegExp == 'undefined' ? 1 : 0", at: 0), 1)
        let (_, warnings) = try bakedValues(expressionDocument("/a+/.test('aaa') ? 1 : 0"))
        XCTAssertEqual(warnings.map(\.message), ["expression failed at frame 0: Error: regular expressions are not available in expressions; the keyframed value is drawn"])
    }
}
