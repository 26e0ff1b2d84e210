import ArgumentParser
import Export
import Foundation

/// `animate concat PART… -o OUT`: joins the parts of a sharded render (`--shard I/N`) without re-encoding.
struct ConcatCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "concat",
        abstract: "Join the parts of a sharded render (--shard I/N) into one file, without re-encoding.",
        discussion: """
            Videos (.mp4 H.264/HEVC, .mov ProRes, .webm VP9) join by stream copy: no decoding, no re-encoding. Each \
            part records which frames of which scene and settings it holds; the parts (in any order) must agree on \
            scene, settings, codec, size, rate and pixel format and cover every frame exactly once, or nothing is \
            written (exit 2). PNG sequence folders join into one folder (OUT/). GIFs cannot be joined: render them \
            in one process. See docs/scale-out.md.
            """
    )

    @Argument(help: "The parts, in any order.")
    var parts: [String]

    @Option(name: .shortAndLong, help: "The joined output: .mp4, .mov, .webm, or a folder for PNG sequences.")
    var output: String

    @Flag(inversion: .prefixedNo, help: "Replace an existing output (default); --no-overwrite refuses instead.")
    var overwrite = true

    func run() throws {
        try ShardJoin.join(parts, to: output, overwrite: overwrite)
    }
}
