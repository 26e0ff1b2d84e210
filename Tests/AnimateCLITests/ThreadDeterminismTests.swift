import Foundation
import Testing

/// Byte identity whatever --threads is, for a scene whose images are drawn resampled (Scenes/scaled-image.json: a
/// 64×48 image shown in a 24×18 frame and one placed by resizeAspect, with a box moving past both). Each render
/// thread keeps its previous frame and redraws only the damage region of the next, so which frames are drawn in
/// part depends on scheduling; before resampled images were drawn independently of the surface origin, runs with
/// --threads 2 gave different bytes from run to run (a pixel off by one level in some frames).
@Suite(.serialized) struct ThreadDeterminismTests {
    static let scene = CLI.root.appendingPathComponent("Scenes/scaled-image.json").path

    /// Every file under `out` (a file or a folder), by name.
    static func contents(_ out: String) throws -> [String: Data] {
        var files: [String: Data] = [:]
        if out.hasSuffix("/") {
            for f in CLI.files(in: URL(fileURLWithPath: out)) { files[f] = try Data(contentsOf: URL(fileURLWithPath: out + f)) }
        } else {
            files[(out as NSString).lastPathComponent] = try Data(contentsOf: URL(fileURLWithPath: out))
        }
        return files
    }

    @Test(arguments: ["out.mp4", "seq/"])
    func scaledImagesGiveTheSameBytesWhateverTheThreads(_ name: String) throws {
        let dir = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        var reference: [String: Data]? = nil
        // --threads 1 once, then 2 and 3 three times each (the partial redraws change from run to run).
        for (run, threads) in [1, 2, 3, 2, 3, 2, 3].enumerated() {
            let out = dir.path + "/r\(run)-\(name)"  // a trailing slash asks for a PNG sequence
            let r = try CLI.run([Self.scene, "-o", out, "--threads", "\(threads)", "--quiet"])
            #expect(r.status == 0, "stderr: \(r.stderr)")
            // A video by its output name, a PNG sequence by its frame files' names.
            let named = Dictionary(uniqueKeysWithValues: try Self.contents(out).map {
                ($0.key.replacingOccurrences(of: "r\(run)-", with: ""), $0.value)
            })
            if name.hasSuffix("/") { #expect(named.count == 60) }
            guard let reference else { reference = named; continue }
            let differing = reference.keys.sorted().filter { reference[$0] != named[$0] }
            #expect(differing.isEmpty, "--threads \(threads) (run \(run)) differs from --threads 1 in \(differing.prefix(5))")
        }
    }
}
