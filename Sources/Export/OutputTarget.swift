import Composition
import Foundation
import Media

/// What an output path asks for: the format follows the path.
///
/// - `.mp4`/`.m4v`: H.264 (or HEVC with codec `hevc`); `.mov`: ProRes 4444; `.webm`: VP9; `.gif`: GIF;
/// - `.png`: one still;
/// - a folder (`frames/`, a name without extension, or an existing folder) or a pattern (`frames/%04d.png`): a PNG
///   sequence.
public enum OutputTarget: Sendable, Equatable {
    case video(VideoFormat)
    case gif
    case still
    /// A PNG sequence into `folder`, files named by `pattern.name(k)`.
    case sequence(folder: String, pattern: FramePattern)

    /// The target `path` names; `codec` (`h264`, `hevc`, `prores`, `vp9`, `gif`) must fit the extension.
    public init(path output: String, codec: String? = nil) throws {
        let name = splitPath(output).name
        let ext = name.contains(".") ? String(name[name.index(after: name.lastIndex(of: ".")!)...]).lowercased() : ""
        var isDir: ObjCBool = false
        if output.contains("%") {
            let pattern = try FramePattern(output)
            self = .sequence(folder: pattern.folder, pattern: pattern)
            return
        }
        if output.hasSuffix("/") || ext.isEmpty || (FileManager.default.fileExists(atPath: output, isDirectory: &isDir) && isDir.boolValue) {
            self = .sequence(folder: output, pattern: FramePattern(folder: output, prefix: "frame-", digits: 4, suffix: ".png"))
            return
        }
        func expectCodec(_ names: [String]) throws {
            guard let c = codec?.lowercased() else { return }
            guard names.contains(c) else { throw ExportError.badInput("\(option: "codec") \(c): .\(ext) is written as \(names[0])") }
        }
        switch ext {
        case "mp4", "m4v":
            switch codec?.lowercased() {
            case nil, "h264", "avc", "x264": self = .video(.h264)
            case "hevc", "h265", "x265": self = .video(.hevc)
            case let other?: throw ExportError.badInput("\(option: "codec") \(other): .\(ext) is written as h264 or hevc")
            }
        case "mov": try expectCodec(["prores", "prores4444"]); self = .video(.prores4444)
        case "webm": try expectCodec(["vp9"]); self = .video(.vp9)
        case "gif": try expectCodec(["gif"]); self = .gif
        case "png": self = .still
        default:
            throw ExportError.badInput("\(output): unsupported output format \".\(ext)\" (supported: .mp4, .mov, .webm, .gif, .png, a folder or a %04d.png pattern)")
        }
    }

    /// The encoder format of a video or GIF; `nil` for PNG outputs.
    public var videoFormat: VideoFormat? {
        switch self {
        case .video(let f): f
        case .gif: .gif
        default: nil
        }
    }

    public var isGIF: Bool { if case .gif = self { true } else { false } }
}

/// A PNG file name pattern with one frame-number field: `frames/shot-%04d.png` → folder "frames", names
/// "shot-0000.png", "shot-0001.png", …
public struct FramePattern: Sendable, Equatable {
    public var folder: String
    public var prefix: String
    public var digits: Int
    public var suffix: String

    public init(folder: String, prefix: String, digits: Int, suffix: String) {
        self.folder = folder
        self.prefix = prefix
        self.digits = digits
        self.suffix = suffix
    }

    public init(_ path: String) throws {
        let (dir, name) = splitPath(path)
        guard !dir.contains("%") else { throw ExportError.badInput("\(path): the frame number pattern must be in the file name, not the folder") }
        guard let percent = name.firstIndex(of: "%") else { throw ExportError.badInput("\(path): expected a pattern like frames/%04d.png") }
        let rest = name[name.index(after: percent)...]
        let widthText = rest.prefix { $0.isNumber }
        let afterWidth = rest.dropFirst(widthText.count)
        guard afterWidth.first == "d",
              let width = widthText.isEmpty ? 1 : Int(widthText), Limits.frameNumberDigits.contains(width) else {
            throw ExportError.badInput("\(path): expected one frame number field %d or %0Nd (N from \(Limits.frameNumberDigits.lowerBound) to \(Limits.frameNumberDigits.upperBound)), as in frames/%04d.png")
        }
        let suffix = String(afterWidth.dropFirst())
        guard !suffix.contains("%"), !name[..<percent].contains("%") else {
            throw ExportError.badInput("\(path): only one frame number field (%0Nd) may appear")
        }
        guard suffix.lowercased().hasSuffix(".png") else { throw ExportError.badInput("\(path): a frame pattern must end in .png") }
        self.init(folder: dir.isEmpty ? "." : dir, prefix: String(name[..<percent]), digits: width, suffix: suffix)
    }

    /// The file name of frame `k` (`shot-0007.png`).
    public func name(_ k: Int) -> String {
        let number = String(k)
        return prefix + String(repeating: "0", count: max(0, digits - number.count)) + number + suffix
    }
}
