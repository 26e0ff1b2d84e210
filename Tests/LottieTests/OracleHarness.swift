import Export
import Foundation
import Geometry
import JSONValue
import Lottie
import Media
import Motion
import Raster
import Render
import TestSupport
import ZipArchive

/// lottie-ios's Core Animation snapshots (Fixtures/oracle, copied from airbnb/lottie-ios; see its NOTICE) and the
/// comparison the oracle test makes with them.
enum Oracle {
    struct Snapshot {
        var sample: String
        var progress: Double
        var file: String
        /// 1 for set 1 (plain layers), 2 for set 2 (`"set": 2`: text, images, effects, time remapping, …).
        var set: Int
        /// lottie-ios's own precision for the sample (its `SnapshotConfiguration`), 0.985 unless the manifest says.
        var precision: Double
    }

    static var directory: URL {
        Bundle.module.resourceURL!.appendingPathComponent("Fixtures/oracle")
    }

    /// Every snapshot of the manifest, by sample name then progress.
    static func snapshots() throws -> [Snapshot] {
        let text = try String(contentsOf: directory.appendingPathComponent("manifest.json"), encoding: .utf8)
        let root = try JSONParser.parse(text)
        guard case .object(let samples) = root else { throw EmptySampleList(what: "samples in the oracle manifest (not an object)") }
        var out: [Snapshot] = []
        for (name, entry) in samples {
            guard case .array(let snaps)? = entry["snapshots"] else { continue }
            var set = 1, precision = 0.985
            if case .number(let n)? = entry["set"], n == 2 { set = 2 }
            if case .number(let p)? = entry["precision"] { precision = p }
            for s in snaps {
                guard case .number(let p)? = s["progress"], case .string(let f)? = s["file"] else { continue }
                out.append(Snapshot(sample: name, progress: p, file: f, set: set, precision: precision))
            }
        }
        return try out.sorted { ($0.sample, $0.progress) < ($1.sample, $1.progress) }.nonEmpty("snapshots in the oracle manifest")
    }

    /// The sample `samples/NAME.json`, or the dotLottie archive `samples/NAME.lottie`.
    /// The options default to the command line's resources (`SystemResources`: a text measurer, as `animate` has).
    static func animation(_ sample: String, options: LottieOptions = LottieOptions(resources: SystemResources())) throws -> LottieAnimation {
        let archive = directory.appendingPathComponent("samples/\(sample).lottie")
        if FileManager.default.fileExists(atPath: archive.path) {
            let zip = try ZipArchive(bytes: [UInt8](try Data(contentsOf: archive)))
            return try LottieAnimation(dotLottieEntries: zip.entries.map(\.name), options: options) { name in
                guard let entry = zip.entry(named: name) else { throw ZipError(entry: name, "missing") }
                return try zip.data(of: entry)
            }
        }
        let url = directory.appendingPathComponent("samples/\(sample).json")
        return try LottieAnimation(json: try String(contentsOf: url, encoding: .utf8), options: options)
    }

    /// The snapshot view of lottie-ios's tests: `w × h` scaled so that its longer side is at most 500 points
    /// (wider than tall: width `min(w, 500)`, otherwise height `min(h, 500)`), keeping the aspect ratio.
    static func viewSize(_ canvas: Size) -> Size {
        let k = canvas.width > canvas.height ? min(canvas.width, 500) / canvas.width : min(canvas.height, 500) / canvas.height
        return Size(width: canvas.width * k, height: canvas.height * k)
    }

    /// The snapshot view's canvas at 1 pixel per point, rounded up, and the uniform scale `k` from the animation's
    /// points into it: where the incremental-rendering tests draw.
    static func viewCanvas(_ animation: LottieAnimation) -> (size: Size, k: Double) {
        let view = viewSize(animation.canvasSize)
        return (Size(width: view.width.rounded(.up), height: view.height.rounded(.up)),
                view.width / animation.canvasSize.width)
    }

    /// `tree` with each root layer scaled by `k` (into `viewCanvas`).
    static func scaled(_ tree: [LayerState], by k: Double) -> [LayerState] {
        var tree = tree
        for i in tree.indices { tree[i].transform = tree[i].transform.concatenating(.scale(k, k)) }
        return tree
    }

    /// Our frame of `animation` at `progress`, drawn at 2 pixels per point into the snapshot view, which the
    /// animation fills (uniformly scaled).
    static func render(_ animation: LottieAnimation, progress: Double) throws -> Frame {
        let view = viewSize(animation.canvasSize)
        let k = view.width / animation.canvasSize.width
        var layers = animation.layerTree.presentation(at: animation.time(atProgress: progress))
        for i in layers.indices { layers[i].transform = layers[i].transform.concatenating(.scale(k, k)) }
        // UIGraphicsImageRenderer's bitmap is the view's pixel size rounded up; the drawing is not stretched to it.
        let bitmap = Size(width: (view.width * 2 - 1e-6).rounded(.up) / 2, height: (view.height * 2 - 1e-6).rounded(.up) / 2)
        let composition = try animation.composition(resources: SystemResources())
        let renderer = try Renderer(canvasSize: bitmap, scale: 2, background: nil, images: try composition.decodedImages())
        renderer.imageResampling = composition.imageResampling
        renderer.textBackingStore = composition.textBackingStore
        return try renderer.render(layers)
    }

    /// A premultiplied BGRA frame composited over white.
    static func overWhite(_ f: Frame) -> [UInt8] {
        var out = [UInt8](repeating: 255, count: f.width * f.height * 3)
        for y in 0..<f.height {
            for x in 0..<f.width {
                let i = y * f.bytesPerRow + 4 * x, o = (y * f.width + x) * 3
                let inv = 255 - Int(f.pixels[i + 3])
                out[o] = UInt8(min(255, Int(f.pixels[i + 2]) + inv))
                out[o + 1] = UInt8(min(255, Int(f.pixels[i + 1]) + inv))
                out[o + 2] = UInt8(min(255, Int(f.pixels[i]) + inv))
            }
        }
        return out
    }

    /// The share of pixels whose channels all differ by at most 16/255 once both frames are over white.
    static func matchShare(_ a: Frame, _ b: Frame) -> Double {
        guard a.width == b.width, a.height == b.height else { return 0 }
        let x = overWhite(a), y = overWhite(b)
        var matching = 0
        for p in 0..<(a.width * a.height) {
            let o = p * 3
            if abs(Int(x[o]) - Int(y[o])) <= 16 && abs(Int(x[o + 1]) - Int(y[o + 1])) <= 16
                && abs(Int(x[o + 2]) - Int(y[o + 2])) <= 16 { matching += 1 }
        }
        return Double(matching) / Double(a.width * a.height)
    }

    /// Ours | Core Animation's | the difference (mismatching pixels red over a faded copy of Core Animation's).
    static func sideBySide(_ ours: Frame, _ theirs: Frame) -> Frame {
        let w = theirs.width, h = theirs.height
        var sheet = Frame(width: 3 * w + 8, height: h)
        let x = overWhite(ours), y = overWhite(theirs)
        func put(_ px: Int, _ py: Int, _ r: UInt8, _ g: UInt8, _ b: UInt8) {
            let i = py * sheet.bytesPerRow + 4 * px
            sheet.pixels[i] = b; sheet.pixels[i + 1] = g; sheet.pixels[i + 2] = r; sheet.pixels[i + 3] = 255
        }
        for py in 0..<h {
            for px in 0..<(3 * w + 8) { put(px, py, 128, 128, 128) }
            for px in 0..<w {
                let o = (py * w + px) * 3
                if ours.width == w && ours.height == h { put(px, py, x[o], x[o + 1], x[o + 2]) }
                put(w + 4 + px, py, y[o], y[o + 1], y[o + 2])
                let differs = ours.width != w || ours.height != h || abs(Int(x[o]) - Int(y[o])) > 16
                    || abs(Int(x[o + 1]) - Int(y[o + 1])) > 16 || abs(Int(x[o + 2]) - Int(y[o + 2])) > 16
                let fade = { (c: UInt8) in UInt8(192 + Int(c) / 4) }
                if differs { put(2 * w + 8 + px, py, 230, 0, 0) } else { put(2 * w + 8 + px, py, fade(y[o]), fade(y[o + 1]), fade(y[o + 2])) }
            }
        }
        return sheet
    }
}
