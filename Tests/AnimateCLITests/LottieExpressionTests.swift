import Foundation
import Testing

/// Expressions through the binary (docs/lottie.md, "Expressions"): evaluated under `--lottie-semantics
/// after-effects`, ignored with lottie-ios's warning by default; an endless loop or an allocation bomb refused at the
/// expression's JSON path (exit 2, nothing written), a runtime error drawn as the keyframed value with a warning.
struct LottieExpressionTests {
    /// A 10 fps, 20-frame animation: one shape layer (a 20 × 20 square) whose opacity holds 100 and expression `x`.
    static func animation(opacity x: String) -> String {
        let quoted = String(decoding: try! JSONSerialization.data(withJSONObject: [x], options: [.fragmentsAllowed]), as: UTF8.self).dropFirst().dropLast()
        return """
        {"v": "5.7.0", "fr": 10, "ip": 0, "op": 20, "w": 40, "h": 30, "layers": [{"ty": 4, "ind": 1, "nm": "square",
         "ks": {"o": {"a": 0, "k": 100, "x": \(quoted)}, "p": {"a": 0, "k": [20, 15, 0]}}, "ip": 0, "op": 20, "st": 0,
         "shapes": [{"ty": "rc", "s": {"a": 0, "k": [20, 20]}, "p": {"a": 0, "k": [0, 0]}, "r": {"a": 0, "k": 0}},
                    {"ty": "fl", "c": {"a": 0, "k": [1, 0, 0, 1]}, "o": {"a": 0, "k": 100}}]}]}
        """
    }

    private func sample(_ anim: String, _ semantics: [String]) throws -> CLI.Result {
        try CLI.run(["sample", anim, "--layer", "layers[0]", "--key", "opacity", "--times", "0.5"] + semantics)
    }

    @Test func evaluatedUnderAfterEffectsIgnoredUnderLottieIOS() throws {
        let dir = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let anim = try LottieCommandTests.write(Self.animation(opacity: "time * 100"), "anim.json", in: dir)
        let ae = try sample(anim, ["--lottie-semantics", "after-effects"])
        #expect(ae.status == 0 && ae.stdout.contains(#"{"time": 0.5, "value": 0.5}"#), "\(ae.stdout)\(ae.stderr)")
        let ios = try sample(anim, [])
        #expect(ios.status == 0 && ios.stdout.contains(#"{"time": 0.5, "value": 1}"#), "\(ios.stdout)\(ios.stderr)")
        let v = try CLI.run(["validate", anim, "--lint"])
        #expect(v.stderr.contains("layers[0].ks.o.x: expressions are ignored, as lottie-ios ignores them"), "\(v.stderr)")
        let vae = try CLI.run(["validate", anim, "--lint", "--lottie-semantics", "after-effects"])
        #expect(vae.status == 0 && !vae.stderr.contains("expression"), "\(vae.stderr)")
    }

    @Test(arguments: [("while (true) {}", "step"), ("var a = []; while (true) { a.push(a.length) }", "step"),
                      ("var s = 'x'; while (true) { s = s + s }", "memory"),
                      ("while (true) { try { while (true) {} } catch (e) {} }", "step"),
                      ("var a = []; while (true) a.push(new Array(100000).join('x'))", "step"),
                      // Found by the expression fuzzer: a conversion of a new object per instruction, 1.5 s of CPU
                      // under the first budget of 10.5 M instructions.
                      ("while (true)+{}", "step")])
    func endlessLoopsAndAllocationBombsAreRefusedAtTheirPath(expression: String, budget: String) throws {
        let dir = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let anim = try LottieCommandTests.write(Self.animation(opacity: expression), "anim.json", in: dir)
        let png = dir.appendingPathComponent("out.png")
        let r = try CLI.run(["still", anim, "-o", png.path, "--time", "0.5", "--lottie-semantics", "after-effects"])
        #expect(r.status == 2, "\(r.stderr)")
        #expect(r.stderr.contains("anim.json: layers[0].ks.o.x: expression ran past its \(budget) budget"), "\(r.stderr)")
        #expect(!FileManager.default.fileExists(atPath: png.path))
    }

    @Test func aRuntimeErrorDrawsTheKeyframedValueWithAWarning() throws {
        let dir = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let anim = try LottieCommandTests.write(Self.animation(opacity: "thisComp.layer('Nope').opacity"), "anim.json", in: dir)
        let r = try sample(anim, ["--lottie-semantics", "after-effects"])
        #expect(r.status == 0 && r.stdout.contains(#"{"time": 0.5, "value": 1}"#), "\(r.stdout)\(r.stderr)")
        let v = try CLI.run(["validate", anim, "--lint", "--lottie-semantics", "after-effects"])
        #expect(v.stderr.contains(#"layers[0].ks.o.x: expression failed at frame 0: Error: layer "Nope" not found; the keyframed value is drawn"#),
                "\(v.stderr)")
    }

    @Test func theSameFrameRendersTwiceByteIdentical() throws {
        let dir = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let anim = try LottieCommandTests.write(Self.animation(opacity: "wiggle(3, 40) - 20 + random(0, 5)"), "anim.json", in: dir)
        var images: [Data] = []
        for name in ["a.png", "b.png"] {
            let png = dir.appendingPathComponent(name)
            let r = try CLI.run(["still", anim, "-o", png.path, "--time", "0.7", "--lottie-semantics", "after-effects"])
            #expect(r.status == 0, "\(r.stderr)")
            images.append(try Data(contentsOf: png))
        }
        #expect(images[0] == images[1])
        let ios = dir.appendingPathComponent("ios.png")
        _ = try CLI.run(["still", anim, "-o", ios.path, "--time", "0.7"])
        #expect(try Data(contentsOf: ios) != images[0], "the expression changes the opacity")
    }
}
