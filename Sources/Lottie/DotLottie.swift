import JSONValue

/// dotLottie (`.lottie`): a zip archive of a `manifest.json` and one or more Lottie animations — `animations/ID.json`
/// (dotLottie 1) or `a/ID.json` (dotLottie 2) — with images, themes and state machines beside them. The animation
/// played is the manifest's `activeAnimationId` (dotLottie 1), else its `initial.animation` (dotLottie 2), else its
/// first animation. Images, themes and state machines are not read (image layers are not supported anyway).
///
/// This type knows the layout only; the caller reads the archive (`ZipArchive` in the command line) and hands over
/// the entry names and a reader, so `Lottie` stays free of C libraries.
public enum DotLottie {
    /// The manifest's entry name.
    public static let manifestEntry = "manifest.json"

    /// The folders of image files: `images/` (dotLottie 1) and `i/` (dotLottie 2).
    static let imageFolders = ["images/", "i/"]

    /// The entry holding the animation to play, given the archive's entry names and the manifest's bytes.
    ///
    /// - Throws: `LottieError` whose path starts with `manifest.json`.
    public static func animationEntry(manifest bytes: [UInt8], entries: [String]) throws -> String {
        func fail(_ path: String, _ message: String) -> LottieError {
            LottieError(path: path.isEmpty ? manifestEntry : "\(manifestEntry): \(path)", message)
        }
        let root = try json(bytes, entry: manifestEntry)
        guard case .array(let list)? = root["animations"] else {
            throw fail("animations", "expected the list of animations (an array of objects with \"id\")")
        }
        var ids: [String] = []
        for (k, item) in list.enumerated() {
            guard case .string(let id)? = item["id"] else { throw fail("animations[\(k)].id", "expected a string") }
            ids.append(id)
        }
        var chosen = ids.first
        var chosenPath = "animations[0].id"
        if case .string(let id)? = root["activeAnimationId"] {
            chosen = id
            chosenPath = "activeAnimationId"
        } else if case .string(let id)? = root["initial"]?["animation"] {
            chosen = id
            chosenPath = "initial.animation"
        }
        guard let id = chosen else { throw fail("animations", "expected at least one animation") }
        let names = Set(entries)
        for candidate in ["animations/\(id).json", "a/\(id).json"] where names.contains(candidate) { return candidate }
        throw fail(chosenPath, "no animation \"\(id)\" in the archive (expected animations/\(id).json or a/\(id).json)")
    }

    /// JSON text of an entry, parsed; errors name the entry.
    static func json(_ bytes: [UInt8], entry: String) throws -> JSON {
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw LottieError(path: entry, "not UTF-8 text")
        }
        do {
            return try JSONParser.parse(text)
        } catch let e as JSONSyntaxError {
            throw LottieError(path: entry, "not valid JSON: \(e.description)")
        }
    }
}
