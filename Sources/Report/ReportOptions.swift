import Preview

/// How a report is made.
public struct ReportOptions: Sendable {
    /// The folder of golden PNGs (`<name>@<time>.png`, as `animate compare` writes them), if any.
    public var golden: String?
    /// The times of the stills compared with the goldens; `nil`: each scene's checkpoints.
    public var times: [Double]?
    /// How different a still may be from its golden and still pass (exact by default, as `animate compare`).
    public var tolerance: PixelTolerance
    /// Render threads for the videos (`nil`: one per core). The output does not depend on it.
    public var threads: Int?
    /// How many frames the contact sheet shows, at most.
    public var sheetFrames: Int

    public init(golden: String? = nil, times: [Double]? = nil, tolerance: PixelTolerance = .exact,
                threads: Int? = nil, sheetFrames: Int = 12) {
        self.golden = golden
        self.times = times
        self.tolerance = tolerance
        self.threads = threads
        self.sheetFrames = sheetFrames
    }
}
