import Composition
import Foundation
import Media
import Render

/// What a render's frames are made from, as one SHA-256: the identity a shard record digests (`ShardRecord.scene`,
/// through `ExportOptions.identity`), so that `concat` refuses parts made from different files.
///
/// It covers every file that affects the pixels, each by its name and its bytes:
///
///     animate-identity/1
///     input <sha-256 of the scene file, the Lottie JSON file or the dotLottie archive>
///     font 15:fonts/Brand.otf <sha-256 of the font file>
///     image 8:logo.png <sha-256 of the image file>
///
/// - the input file: a scene, a Lottie JSON file, or a dotLottie archive (whose images travel inside it);
/// - every image the composition draws (`Composition.images`): the file's bytes, or for an image that is not a
///   file (a composition built in code) its decoded pixels;
/// - every font file its text layers name (`Composition.fontFiles`).
///
/// - when it has text layers, every file in the pinned font folders (`TextEngine.pinnedFontDirectories`: Inter,
///   Nanum, Liberation, Kristi and URW base 35, which `scripts/setup` installs), by absolute path: text named by
///   family renders in them, and another version of a font (another machine's package) would set other glyphs.
///
/// Resources are sorted by kind and name, so the digest does not depend on the order layers name them. A name is
/// the resource's path relative to the input file's folder, as the scene writes it: the same scene and files moved
/// to another folder or machine give the same digest (no absolute path of a file beside the input enters it),
/// while another `logo.png` under the same name gives another. A name written absolute and outside the input's
/// folder counts as written.
///
/// Computed once per render, before any frame (each file read once); only renders that record a shard do so. The
/// pinned fonts are about 40 MB: a text scene's identity takes about 0.3 s (release build).
public enum SceneIdentity {
    /// The identity of `composition`, read from `inputFile`; `fontDirectories` are the folders text named by
    /// family renders from (tests give others).
    public static func digest(inputFile: String, composition: Composition,
                              fontDirectories: [String] = TextEngine.pinnedFontDirectories) throws -> String {
        guard let input = FileManager.default.contents(atPath: inputFile) else {
            throw ExportError.badInput("\(inputFile): cannot be read")
        }
        let folder = (inputFile as NSString).deletingLastPathComponent
        var lines = ["animate-identity/1", "input \(try Digest.sha256(input))"]
        var entries: [(kind: String, name: String, digest: String)] = []
        for file in Set(composition.fontFiles) {
            guard let bytes = FileManager.default.contents(atPath: file) else {
                throw ExportError.badInput("\(inputFile): cannot read the font file \"\(file)\"")
            }
            entries.append(("font", name(of: file, in: folder), try Digest.sha256(bytes)))
        }
        for (file, image) in composition.images {
            let digest: String
            if let bytes = FileManager.default.contents(atPath: file) {
                digest = try Digest.sha256(bytes)
            } else {
                let frame = try image.frame()
                digest = try Digest.sha256(Array("\(frame.width)x\(frame.height)x\(frame.bytesPerRow):".utf8) + frame.pixels)
            }
            entries.append(("image", name(of: file, in: folder), digest))
        }
        if composition.layerTypes.values.contains(.text) {
            let fm = FileManager.default
            for dir in fontDirectories {
                for sub in (try? fm.subpathsOfDirectory(atPath: dir)) ?? [] {
                    let file = dir + "/" + sub
                    var isDir: ObjCBool = false
                    guard fm.fileExists(atPath: file, isDirectory: &isDir), !isDir.boolValue else { continue }
                    guard let bytes = fm.contents(atPath: file) else {
                        throw ExportError.badInput("\(file): cannot read this pinned font file")
                    }
                    entries.append(("pinned-font", file, try Digest.sha256(bytes)))
                }
            }
        }
        entries.sort { ($0.kind, $0.name) < ($1.kind, $1.name) }
        // The name's length in bytes first, so that no name (spaces, newlines) can imitate another entry.
        lines += entries.map { "\($0.kind) \($0.name.utf8.count):\($0.name) \($0.digest)" }
        return try Digest.sha256(Array(lines.joined(separator: "\n").utf8))
    }

    /// `path` relative to `folder` (the input file's folder; "" for the current one) when it lies there: the scene
    /// reader resolves a relative name `n` to `folder/n` (`./n` in the current folder).
    static func name(of path: String, in folder: String) -> String {
        let prefix = (folder.isEmpty ? "." : folder) + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }
}
