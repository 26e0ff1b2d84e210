import Composition
import Foundation
import Lottie
import SceneFile
import ZipArchive

/// A file any of the readers reads: a scene file or a Lottie animation (JSON or a dotLottie archive), told apart by
/// content — a JSON object with Lottie's top-level `v`, `fr`, `ip`, `op`, `w`, `h` (`LottieAnimation.isLottie`), a
/// zip archive for dotLottie — never by file extension.
///
/// Every error names the file first (`anim.json: layers[3].ks.p.k[1].t: …`, `anim.lottie: animations/a.json: …`), so
/// a loop over many files shows which one failed. A scene file's errors are the scene reader's `SceneError`; a
/// Lottie or dotLottie file's are an `InputError`.
public enum InputFile {
    case scene(Composition)
    /// The animation and its composition with the image layers' images decoded.
    case lottie(LottieAnimation, Composition)

    /// Reads `path` with `resources` (text measuring and image decoding). `lottie` says how a Lottie file is read
    /// (`--lottie-semantics`); `theme` applies a dotLottie theme (`--theme ID`), and any other input with a theme
    /// is an error.
    public static func load(_ path: String, theme: String? = nil, lottie: LottieOptions = LottieOptions(),
                            resources: any ResourceLoading) throws -> InputFile {
        // Read once: the Lottie header and the limits that can be counted from the text are checked on the bytes,
        // before any JSON tree is built (a file far past a limit is refused at once, in little memory).
        if let data = FileManager.default.contents(atPath: path) {
            if ZipArchive.looksLikeZip(data) {
                let animation = try dotLottie(data, path: path, theme: theme, options: lottie)
                return try withComposition(animation, path: path, resources: resources)
            }
            do {
                if try data.withUnsafeBytes({ try LottieAnimation.isLottie(bytes: $0) }) {
                    if theme != nil { throw LottieError(path: "", themeMessage(isJSON: true)) }
                    let animation = try LottieAnimation(bytes: [UInt8](data), options: lottie)
                    return try withComposition(animation, path: path, resources: resources)
                }
            } catch let e as LottieError {
                throw InputError("\(path): \(e)")
            }
        }
        if theme != nil { throw InputError("\(path): \(themeMessage(isJSON: false))") }
        do {
            return .scene(try Composition.load(path: path, resources: resources))
        } catch let e as SceneError where !e.description.hasPrefix("\(path): ") {
            throw SceneError(path: "", "\(path): \(e)")
        }
    }

    /// The composition every command renders, samples and checks.
    public var composition: Composition {
        switch self {
        case .scene(let c): c
        case .lottie(_, let c): c
        }
    }

    /// The scene time of progress `p` (0…1) of the timeline: for a Lottie animation what lottie-ios shows when
    /// paused at `currentProgress = p`, for a scene `p × duration`.
    public func time(atProgress p: Double) -> Double {
        switch self {
        case .scene(let c): p * c.duration
        case .lottie(let l, _): l.time(atProgress: p)
        }
    }

    private static func themeMessage(isJSON: Bool) -> String {
        "--theme: themes are read from a dotLottie (.lottie) archive; " + (isJSON ? "this is a Lottie JSON file" : "this is not one")
    }

    /// `a` with its composition, the images decoded (an image that cannot be: an error naming the file and `p`).
    private static func withComposition(_ a: LottieAnimation, path: String,
                                        resources: any ResourceLoading) throws -> InputFile {
        do {
            return .lottie(a, try a.composition(resources: resources))
        } catch let e as LottieError {
            throw InputError("\(path): \(e)")
        }
    }

    /// The animation a dotLottie archive plays (`DotLottie`). Errors name the file, the entry and, for the
    /// animation, the JSON path (`anim.lottie: animations/a.json: layers[3].ty: …`).
    private static func dotLottie(_ data: Data, path: String, theme: String?,
                                  options: LottieOptions) throws -> LottieAnimation {
        do {
            let archive = try ZipArchive(bytes: [UInt8](data))
            return try LottieAnimation(dotLottieEntries: archive.entries.map(\.name), theme: theme, options: options) { name in
                guard let entry = archive.entry(named: name) else { throw ZipError(entry: name, "missing") }
                return try archive.data(of: entry)
            }
        } catch let e as LottieError {
            throw InputError("\(path): \(e)")
        } catch let e as ZipError {
            throw InputError("\(path): \(e)")
        }
    }
}

extension Composition {
    /// Reads a scene file or a Lottie animation, told apart by content (`InputFile`): the one call a program needs
    /// to take whatever file a user hands it.
    public static func load(anyFile path: String, theme: String? = nil, lottie: LottieOptions = LottieOptions(),
                            resources: any ResourceLoading) throws -> Composition {
        try InputFile.load(path, theme: theme, lottie: lottie, resources: resources).composition
    }
}
