import Export
import Foundation
import Geometry
import Lottie
import Media
import Raster
import Render
import TestSupport
import XCTest

/// Our frames under `--lottie-semantics after-effects` against frames rendered by After Effects itself
/// (Fixtures/after-effects, from LottieFiles/test-files; see its NOTICE): design intent, where the lottie-ios oracle
/// shows one player. Each `<example>-<XX>.png` is frame XX of `<example>.json` at the file's own size; both are
/// composited over white and compared as the lottie-ios oracle is (pixels whose channels all differ by at most
/// 16/255). Every frame must reach 98.5 %, except the examples listed in `Fixtures/after-effects-floors.txt`, which
/// must not fall below the share they had when recorded.
final class AfterEffectsOracleTests: XCTestCase {
    struct Frame: Sendable {
        var example: String
        var file: URL
        var frame: Double
    }

    static var directory: URL {
        Bundle.module.resourceURL!.appendingPathComponent("Fixtures/after-effects")
    }

    /// Every After Effects frame: `<category>/<example>-<XX>.png` beside `<category>/<example>.json`.
    static func frames() throws -> [Frame] {
        var out: [Frame] = []
        let categories = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
        for category in categories {
            let folder = directory.appendingPathComponent(category)
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { continue }
            for name in names.sorted() where name.hasSuffix(".png") {
                let stem = name.dropLast(4)
                guard let dash = stem.lastIndex(of: "-"), let frame = Double(stem[stem.index(after: dash)...]) else { continue }
                let example = String(stem[..<dash])
                guard FileManager.default.fileExists(atPath: folder.appendingPathComponent(example + ".json").path) else { continue }
                out.append(Frame(example: "\(category)/\(example)", file: folder.appendingPathComponent(name), frame: frame))
            }
        }
        return try out.nonEmpty("After Effects frames in Fixtures/after-effects")
    }

    /// Our frame `frame` of `animation`, drawn at `size` pixels (the animation scaled uniformly to fill it).
    static func render(_ animation: LottieAnimation, frame: Double, size: (width: Int, height: Int)) throws -> Raster.Frame {
        let k = Double(size.width) / animation.canvasSize.width
        var layers = animation.layerTree.presentation(at: animation.time(atFrame: frame))
        for i in layers.indices { layers[i].transform = layers[i].transform.concatenating(.scale(k, k)) }
        let images = try animation.composition(resources: SystemResources()).decodedImages()
        let renderer = try Renderer(canvasSize: Size(width: Double(size.width), height: Double(size.height)), scale: 1,
                                    background: nil, images: images)
        return try renderer.render(layers)
    }

    /// `LOTTIE_AE_REPORT=1` prints each frame's share and the summary; `LOTTIE_AE_SHEETS=DIR` writes side-by-side
    /// sheets (ours | After Effects | difference) of the five worst frames.
    func testEveryFrameAgainstAfterEffects() throws {
        let env = ProcessInfo.processInfo.environment
        let report = env["LOTTIE_AE_REPORT"] != nil
        let floors = try OracleFloors.load("after-effects-floors.txt")
        var results: [(frame: Frame, share: Double)] = []
        for f in try Self.frames() {
            let reference = try ImageDecoder.decode(path: f.file.path)
            var share = 0.0
            do {
                let json = try String(contentsOf: Self.directory.appendingPathComponent(f.example + ".json"), encoding: .utf8)
                let animation = try LottieAnimation(json: json, options: LottieOptions(semantics: .afterEffects))
                let ours = try Self.render(animation, frame: f.frame, size: (reference.width, reference.height))
                share = Oracle.matchShare(ours, reference)
            } catch {
                if report { print("\(f.example) \(Int(f.frame)): failed: \(error)") }
            }
            results.append((f, share))
            if report {
                let name = f.example + String(repeating: " ", count: max(1, 44 - f.example.count))
                print(name + String(format: " %3d  %6.2f %%", Int(f.frame), share * 100) + (share >= 0.985 ? "" : "  < 98.5"))
            }
            XCTAssertGreaterThanOrEqual(share, min(floors[f.example] ?? 0.985, 0.985),
                                        "\(f.example) frame \(Int(f.frame)): \(share * 100) % of pixels match")
        }
        if report {
            print("after effects: \(results.filter { $0.share >= 0.985 }.count)/\(results.count) frames ≥ 98.5 %")
        }
        if let dir = env["LOTTIE_AE_SHEETS"] {
            try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
            for (rank, r) in results.sorted(by: { $0.share < $1.share }).prefix(5).enumerated() {
                let reference = try ImageDecoder.decode(path: r.frame.file.path)
                let json = try String(contentsOf: Self.directory.appendingPathComponent(r.frame.example + ".json"), encoding: .utf8)
                let animation = try LottieAnimation(json: json, options: LottieOptions(semantics: .afterEffects))
                let ours = try Self.render(animation, frame: r.frame.frame, size: (reference.width, reference.height))
                let name = "\(rank + 1)-\(r.frame.example.replacingOccurrences(of: "/", with: "-"))-\(Int(r.frame.frame)).png"
                try PNGWriter.write(Oracle.sideBySide(ours, reference), to: "\(dir)/\(name)")
            }
        }
    }
}
