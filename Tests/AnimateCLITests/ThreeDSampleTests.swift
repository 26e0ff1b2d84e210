import Foundation
import Testing

/// `animate sample` of 3-D key paths, against values worked by hand (docs/drawing.md, "3-D"): linear animations over
/// one second, so at time t the amount is t.
@Suite struct ThreeDSampleTests {
    static let scene = """
        {"canvas": {"size": [200, 200], "duration": 1},
         "layers": [{"id": "stage", "frame": [0, 0, 200, 200], "sublayerTransform": {"perspective": 500},
                     "sublayers": [{"id": "card", "frame": [50, 50, 100, 100]},
                                   {"id": "tilt", "frame": [50, 50, 100, 100]}]}],
         "animations": [
           {"layer": "card", "keyPath": "transform.rotation.y", "fromValue": 0, "toValue": 3.141592653589793,
            "duration": 1, "timingFunction": "linear"},
           {"layer": "tilt", "keyPath": "transform", "fromValue": {"matrix": [1, 0, 0, 1, 0, 0]},
            "toValue": {"rotateY": 90, "perspective": 500}, "duration": 1, "timingFunction": "linear"}]}
        """

    /// The samples printed for one key path: time → value (a number, or a matrix3d's 16 numbers).
    func samples(_ layer: String, _ key: String, _ times: String) throws -> [(Double, Any)] {
        let dir = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("flip.json")
        try Self.scene.write(to: file, atomically: true, encoding: .utf8)
        let r = try CLI.run(["sample", file.path, "--layer", layer, "--key", key, "--times", times])
        #expect(r.status == 0, "\(r.stderr)")
        let object = try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any]
        let list = try #require(object?["samples"] as? [[String: Any]])
        return list.map { (($0["time"] as? Double) ?? .nan, $0["value"] as Any) }
    }

    /// `transform.rotation.y` from 0 to π reads back the angle (before a quarter turn, where the unmatrix angles
    /// are unambiguous).
    @Test func rotationAboutY() throws {
        for (t, v) in try samples("card", "transform.rotation.y", "0,0.1,0.25,0.4") {
            let value = try #require(v as? Double)
            #expect(abs(value - t * .pi) < 1e-12, "at \(t): \(value)")
        }
        // The whole transform at 0.25 is CATransform3DMakeRotation(π/4, 0, 1, 0).
        let (_, v) = try #require(try samples("card", "transform", "0.25").first)
        let m = try #require((v as? [String: Any])?["matrix3d"] as? [Double])
        let c = 0.5.squareRoot()
        let expected = [c, 0, -c, 0, 0, 1, 0, 0, c, 0, c, 0, 0, 0, 0, 1]
        #expect(zip(m, expected).allSatisfy { abs($0 - $1) < 1e-15 }, "\(m)")
    }

    /// identity → Ry(90°) · perspective(500), decomposed: at one half the rotation is 45° (slerp) and the
    /// perspective part (0, 0, −1/500, 1) is halved, recomposed as Ry(45°) · P(0, 0, −1/1000):
    /// m14 = sin 45°/1000, m34 = −cos 45°/1000. Elementwise interpolation would give m11 = 0.5, m14 = 0.001, m34 = 0.
    @Test func wholeTransformInterpolatesDecomposed() throws {
        let list = try samples("tilt", "transform", "0.5")
        let m = try #require(((list.first?.1) as? [String: Any])?["matrix3d"] as? [Double])
        let c = 0.5.squareRoot()
        let expected = [c, 0, -c, c / 1000, 0, 1, 0, 0, c, 0, c, -c / 1000, 0, 0, 0, 1]
        #expect(zip(m, expected).allSatisfy { abs($0 - $1) < 1e-15 }, "\(m)")
    }
}
