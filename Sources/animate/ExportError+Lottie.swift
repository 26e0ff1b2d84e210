import Export

extension ExportError {
    /// This error as a Lottie input's render reports it: a Lottie file has no `canvas.size` or `canvas.scale`, so
    /// the frame-size messages (`Exporter`: odd sizes for yuv420p, HEVC's minimum) name its `w` and `h` instead.
    func namingLottieSize() -> ExportError {
        guard message.hasPrefix("canvas: "), message.contains("canvas.size, canvas.scale or --scale") else { return self }
        var e = self
        e.message = "w, h: " + message.dropFirst("canvas: ".count)
            .replacingOccurrences(of: "canvas.size, canvas.scale or --scale", with: "the Lottie file's w and h, or --scale")
        return e
    }
}
