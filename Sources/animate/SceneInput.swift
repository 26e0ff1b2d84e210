import Composition
import Export
import Foundation
import Lottie
import SceneFile
import ZipArchive

/// What a command was given as its scene: a scene file or a Lottie animation, told apart by content (a JSON object
/// with Lottie's top-level `v`, `fr`, `ip`, `op`, `w`, `h` and `layers`; a zip archive is a dotLottie file), never
/// by file extension.
enum SceneInput {
    case scene(Composition)
    /// The animation and its composition with the image layers' images decoded.
    case lottie(LottieAnimation, Composition)

    /// How Lottie files are read (`--lottie-semantics`), bound by `Animate.run` for the command.
    @TaskLocal static var lottieOptions = LottieOptions()

    /// Reads `path`. A Lottie file's errors exit 2 and name the file and the JSON path
    /// (`anim.json: layers[3].ks.p.k[1].t: …`); a scene file's are the scene reader's.
    static func load(_ path: String) throws -> SceneInput {
        if let data = FileManager.default.contents(atPath: path), ZipArchive.looksLikeZip(data) {
            return try lottie(try dotLottie(data, path: path), path: path)
        }
        if let root = lottieRoot(path) {
            do {
                return try lottie(try LottieAnimation(json: root, options: lottieOptions), path: path)
            } catch let e as LottieError {
                throw CLIError.badInput("\(path): \(e)")
            }
        }
        do {
            return .scene(try Composition.load(path: path, resources: SystemResources()))
        } catch let e as SceneError where !e.description.hasPrefix("\(path): ") {
            throw SceneError(path: "", "\(path): \(e)")
        }
    }

    /// `a` with its composition, the images decoded (an image that cannot be: exit 2 naming the file and `p`).
    private static func lottie(_ a: LottieAnimation, path: String) throws -> SceneInput {
        do {
            return .lottie(a, try a.composition(resources: SystemResources()))
        } catch let e as LottieError {
            throw CLIError.badInput("\(path): \(e)")
        }
    }

    /// The animation a dotLottie archive plays (`DotLottie`). Errors exit 2 and name the file, the entry and, for
    /// the animation, the JSON path (`anim.lottie: animations/a.json: layers[3].ty: …`).
    private static func dotLottie(_ data: Data, path: String) throws -> LottieAnimation {
        do {
            let archive = try ZipArchive(bytes: [UInt8](data))
            return try LottieAnimation(dotLottieEntries: archive.entries.map(\.name), options: lottieOptions) { name in
                guard let entry = archive.entry(named: name) else { throw ZipError(entry: name, "missing") }
                return try archive.data(of: entry)
            }
        } catch let e as LottieError {
            throw CLIError.badInput("\(path): \(e)")
        } catch let e as ZipError {
            throw CLIError.badInput("\(path): \(e)")
        }
    }

    /// The parsed document when `path` holds a Lottie animation; `nil` for anything else (a scene, a file that
    /// cannot be read, JSON that does not parse), which the scene reader then reports.
    private static func lottieRoot(_ path: String) -> JSON? {
        guard let data = FileManager.default.contents(atPath: path), let text = String(data: data, encoding: .utf8),
              let root = try? JSONParser.parse(text), LottieAnimation.isLottie(root) else { return nil }
        return root
    }

    /// The composition every command renders, samples and checks.
    var composition: Composition {
        switch self {
        case .scene(let c): c
        case .lottie(_, let c): c
        }
    }

    /// The scene time of progress `p` (0…1) of the timeline: for a Lottie animation what lottie-ios shows when
    /// paused at `currentProgress = p`, for a scene `p × duration`.
    func time(atProgress p: Double) -> Double {
        switch self {
        case .scene(let c): p * c.duration
        case .lottie(let l, _): l.time(atProgress: p)
        }
    }
}
