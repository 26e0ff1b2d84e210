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
    /// (`anim.json: layers[3].ks.p.k[1].t: …`); a scene file's are the scene reader's. `theme` applies a dotLottie
    /// theme (`--theme ID`); any other input with a theme is an error.
    static func load(_ path: String, theme: String? = nil) throws -> SceneInput {
        // Read once: the Lottie header and the limits that can be counted from the text are checked on the bytes,
        // before any JSON tree is built (a file far past a limit is refused at once, in little memory).
        if let data = FileManager.default.contents(atPath: path) {
            if ZipArchive.looksLikeZip(data) {
                return try lottie(try dotLottie(data, path: path, theme: theme), path: path)
            }
            do {
                if try data.withUnsafeBytes({ try LottieAnimation.isLottie(bytes: $0) }) {
                    if theme != nil { throw LottieError(path: "", "--theme: themes are read from a dotLottie (.lottie) archive; this is a Lottie JSON file") }
                    return try lottie(try LottieAnimation(bytes: [UInt8](data), options: lottieOptions), path: path)
                }
            } catch let e as LottieError {
                throw CLIError.badInput("\(path): \(e)")
            }
        }
        if theme != nil { throw CLIError.badInput("\(path): --theme: themes are read from a dotLottie (.lottie) archive; this is not one") }
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
    private static func dotLottie(_ data: Data, path: String, theme: String?) throws -> LottieAnimation {
        do {
            let archive = try ZipArchive(bytes: [UInt8](data))
            return try LottieAnimation(dotLottieEntries: archive.entries.map(\.name), theme: theme, options: lottieOptions) { name in
                guard let entry = archive.entry(named: name) else { throw ZipError(entry: name, "missing") }
                return try archive.data(of: entry)
            }
        } catch let e as LottieError {
            throw CLIError.badInput("\(path): \(e)")
        } catch let e as ZipError {
            throw CLIError.badInput("\(path): \(e)")
        }
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
