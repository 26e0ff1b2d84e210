import ArgumentParser
import Preview

/// How different a still may be from its golden and still pass: the same two knobs for `compare` and `report`
/// (`PixelTolerance`; exact by default).
struct ToleranceOptions: ParsableArguments {
    @Option(help: "How far (0-255, any premultiplied channel) a pixel may differ and still count as equal.")
    var pixelTolerance: Int = 0

    @Option(help: "The fraction (0-1) of pixels that may differ beyond --pixel-tolerance.")
    var maxDifferingFraction: Double = 0

    func validate() throws {
        guard (0...255).contains(pixelTolerance) else { throw ValidationError("--pixel-tolerance must be from 0 to 255") }
        guard (0...1).contains(maxDifferingFraction) else { throw ValidationError("--max-differing-fraction must be from 0 to 1") }
    }

    var tolerance: PixelTolerance { PixelTolerance(channel: pixelTolerance, fraction: maxDifferingFraction) }
}
