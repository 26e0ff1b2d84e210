import Expressions
import Lottie
import XCTest

/// The Duktape context's life: the prelude run from its compiled form, and one heap reset between files.
final class DuktapeEngineTests: XCTestCase {
    func testCompiledPreludeDeclaresItsGlobals() throws {
        let prelude = "function twice(x) { return 2 * x } var k = 21; var list = [1, 2, 3];"
        // The second context runs the bytecode the first one compiled.
        for _ in 0..<2 {
            let context = try DuktapeEngine().makeContext(prelude: prelude)
            XCTAssertEqual(try context.evaluate("twice(k)"), "42")
            XCTAssertEqual(try context.evaluate("list.length"), "3")
        }
    }

    func testPreludeSyntaxErrorIsARuntimeFailure() {
        XCTAssertThrowsError(try DuktapeEngine().makeContext(prelude: "function (")) { error in
            guard case .runtime(let message)? = error as? ExpressionFailure else { return XCTFail("\(error)") }
            XCTAssertTrue(message.hasPrefix("SyntaxError"), message)
        }
    }

    func testResetLeavesNothingOfTheLastFile() throws {
        let context = try DuktapeEngine().makeDuktapeContext(prelude: "var first = 1;")
        _ = try context.evaluate("var leaked = 7; Math.abs = null; Array.prototype.push = undefined; first = 2")
        try context.reset(prelude: "var second = 3;")
        XCTAssertEqual(try context.evaluate("typeof leaked"), "undefined")
        XCTAssertEqual(try context.evaluate("typeof first"), "undefined")
        XCTAssertEqual(try context.evaluate("second"), "3")
        XCTAssertEqual(try context.evaluate("Math.abs(-2)"), "2")
        XCTAssertEqual(try context.evaluate("var a = []; a.push(5); a[0]"), "5")
    }

    func testResetAfterABudgetFailure() throws {
        let context = try DuktapeEngine(stepBudget: 2).makeDuktapeContext(prelude: "")
        XCTAssertThrowsError(try context.evaluate("for (;;) {}")) { XCTAssertEqual($0 as? ExpressionFailure, .stepBudget) }
        try context.reset(prelude: "")
        XCTAssertEqual(try context.evaluate("1 + 1"), "2")
    }

    func testResetFreesWhatTheLastFileHeld() throws {
        // 16 MB may be held; each file holds about 4 MB in reference cycles (a function and its prototype reach each
        // other), so without the full collection in `reset` the heap would fill within a few files.
        let context = try DuktapeEngine(memoryLimit: 16 << 20).makeDuktapeContext(prelude: "")
        for _ in 0..<20 {
            XCTAssertEqual(try context.evaluate("""
                var held = []; for (var i = 0; i < 4000; i++) { var f = function () {}; f.blob = new Array(100).join('x') + i; held.push(f) }
                held.length
                """), "4000")
            try context.reset(prelude: "")
        }
    }
}
