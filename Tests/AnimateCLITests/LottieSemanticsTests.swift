import Foundation
import Testing

/// `--lottie-semantics lottie-ios|after-effects` on every command that reads a Lottie file (docs/lottie.md,
/// "Semantics"): a hold keyframe at frame 10 of a 0…20 animation (key time Float(10/21), which rounds up) shows the
/// value before it at 1.0 s as lottie-ios does, and its own value under `after-effects`.
struct LottieSemanticsTests {
    static let hold = #"{"v": "5.7.0", "fr": 10, "ip": 0, "op": 20, "w": 40, "h": 30, "layers": [{"ty": 4, "ind": 1, "nm": "square", "ks": {"o": {"a": 1, "k": [{"t": 0, "s": [0], "h": 1}, {"t": 10, "s": [100], "h": 1}]}}, "ip": 0, "op": 20, "st": 0, "shapes": []}]}"#

    @Test func holdKeyframeAtItsOwnFrameUnderEachSemantics() throws {
        let dir = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let anim = try LottieCommandTests.write(Self.hold, "hold.json", in: dir)
        let args = ["sample", anim, "--layer", "layers[0]", "--key", "opacity", "--times", "1"]
        let ios = try CLI.run(args)
        #expect(ios.status == 0 && ios.stdout.contains(#"{"time": 1, "value": 0}"#), "\(ios.stdout)\(ios.stderr)")
        let explicit = try CLI.run(args + ["--lottie-semantics", "lottie-ios"])
        #expect(explicit.stdout == ios.stdout)
        let ae = try CLI.run(args + ["--lottie-semantics", "after-effects"])
        #expect(ae.status == 0 && ae.stdout.contains(#"{"time": 1, "value": 1}"#), "\(ae.stdout)\(ae.stderr)")
    }

    @Test func everyCommandThatReadsALottieFileTakesTheOption() throws {
        let dir = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let anim = try LottieCommandTests.write(Self.hold, "hold.json", in: dir)
        let expect = try LottieCommandTests.write(#"[{"layer": "layers[0]", "keyPath": "opacity", "time": 1, "equals": 1}]"#, "e.json", in: dir)
        let out = { (name: String) in dir.appendingPathComponent(name).path }
        for args in [[anim, "-o", out("a.gif"), "--quiet"], ["still", anim, "-o", out("s.png")],
                     ["validate", anim], ["preview", anim, "-o", out("p.png")], ["plot", anim, "-o", out("c.svg")],
                     ["expand", anim], ["check", anim, "--expect", expect],
                     ["sample", anim, "--layer", "layers[0]", "--key", "opacity", "--times", "0"]] {
            let r = try CLI.run(args + ["--lottie-semantics", "after-effects"])
            #expect(r.status == 0, "\(args): \(r.stderr)")
        }
        let bad = try CLI.run(["validate", anim, "--lottie-semantics", "web"])
        #expect(bad.status == 2 && bad.stderr.contains("'lottie-ios' and 'after-effects'"), "\(bad.stderr)")
    }

    /// `validate --lint` names, per file, the features that render differently under the two semantics.
    @Test func lintNamesWhatRendersDifferently() throws {
        let dir = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let anim = try LottieCommandTests.write(Self.hold, "hold.json", in: dir)
        let r = try CLI.run(["validate", anim, "--lint"])
        #expect(r.status == 0 && r.stdout.contains("\(anim): renders differently under --lottie-semantics after-effects: hold keyframes at their own frame (lottie-ios's Float key times)\n"), "\(r.stdout)")
        let merge = "\(LottieCommandTests.samples)/TypeFace-C.json"
        let m = try CLI.run(["validate", merge, "--lint"])
        #expect(m.stdout.contains("\(merge): renders differently under --lottie-semantics after-effects: hold keyframes at their own frame (lottie-ios's Float key times), merge paths\n"), "\(m.stdout)")
        let plain = try CLI.run(["validate", "\(LottieCommandTests.samples)/HamburgerArrow.json", "--lint"])
        #expect(!plain.stdout.contains("renders differently"), "\(plain.stdout)")
        let json = try CLI.run(["validate", anim, "--lint", "--json"])
        #expect(json.stdout.contains("semanticsDifferences"), "\(json.stdout)")
    }
}
