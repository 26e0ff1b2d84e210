import Export

extension ExportError {
    /// This error as a Lottie input's render reports it: a Lottie file has no `canvas.size` or `canvas.scale`, so
    /// the frame-size messages (`Exporter`: odd sizes for yuv420p, HEVC's minimum) name its `w` and `h` instead.
    func namingLottieSize() -> ExportError {
        guard message.hasPrefix("canvas: "), message.contains("canvas.size, canvas.scale or scale") else { return self }
        var e = self
        e.text.parts = text.parts.enumerated().map { k, part in
            guard case .text(var s) = part else { return part }
            if k == 0 { s = "w, h: " + s.dropFirst("canvas: ".count) }
            return .text(s.replacingOccurrences(of: "canvas.size, canvas.scale or ", with: "the Lottie file's w and h, or "))
        }
        return e
    }
}
