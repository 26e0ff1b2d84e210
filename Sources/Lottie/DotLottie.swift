import JSONValue

/// dotLottie (`.lottie`): a zip archive of a `manifest.json` and one or more Lottie animations — `animations/ID.json`
/// (dotLottie 1) or `a/ID.json` (dotLottie 2) — with images, themes and state machines beside them. The animation
/// played is the manifest's `activeAnimationId` (dotLottie 1), else its `initial.animation` (dotLottie 2), else its
/// first animation, with the image files its image assets name; a theme (`t/ID.json`, `DotLottieTheme`) is applied
/// when asked for, and state machines (`s/ID.json`) are not run (a warning says so).
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

    /// Refuses entry names that lead outside the archive's folder (a `..` above the top: zip slip) and two file
    /// entries of one name: lottie-ios unzips a dotLottie file into a folder with ZIPFoundation, which throws for
    /// both (`fileReadInvalidFileName` when an entry is not contained in the folder, `fileWriteFileExists` for the
    /// second file of a name), so neither archive plays there. `animate` reads entries in memory and writes none,
    /// so neither could do harm here; refusing keeps the two readers alike and the archive's meaning unambiguous.
    public static func checkEntryNames(_ entries: [String]) throws {
        var seen = Set<String>()
        for name in entries {
            var depth = 0
            for part in name.split(separator: "/", omittingEmptySubsequences: true) {
                if part == ".." { depth -= 1 } else if part != "." { depth += 1 }
                if depth < 0 {
                    throw LottieError(path: "", "the archive entry \"\(name)\" leads outside the archive's folder (zip slip): refused, as lottie-ios refuses to unzip it")
                }
            }
            if !name.hasSuffix("/"), !seen.insert(name).inserted {
                throw LottieError(path: "", "two archive entries are named \"\(name)\": refused, as lottie-ios refuses to unzip the second")
            }
        }
    }

    /// The ids of the themes the manifest lists (`themes: [{"id"}]`), for messages.
    static func themeIDs(manifest bytes: [UInt8]) -> [String] {
        guard let root = try? json(bytes, entry: manifestEntry), case .array(let list)? = root["themes"] else { return [] }
        return list.compactMap { if case .string(let id)? = $0["id"] { id } else { nil } }
    }

    /// The animation id of its entry (`a/ID.json`, `animations/ID.json`).
    static func animationID(entry: String) -> String {
        var id = Substring(entry)
        if let slash = id.firstIndex(of: "/") { id = id[id.index(after: slash)...] }
        if id.hasSuffix(".json") { id = id.dropLast(5) }
        return String(id)
    }

    /// Notes about what the archive holds and is not used: themes when none is applied, state machines.
    static func notes(entries: [String], theme: String?) -> [LottieWarning] {
        var out: [LottieWarning] = []
        let themes = entries.filter { ($0.hasPrefix("t/") || $0.hasPrefix("themes/")) && $0.hasSuffix(".json") }
        if theme == nil, !themes.isEmpty {
            out.append(LottieWarning(path: themes[0], "themes are applied only when asked for (--theme ID); the animation plays with its own values"))
        }
        if let machine = entries.first(where: { ($0.hasPrefix("s/") || $0.hasPrefix("states/")) && $0.hasSuffix(".json") }) {
            out.append(LottieWarning(path: machine, "state machines are not supported (the animation plays as it is)"))
        }
        return out
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
