/// Every size, rate and count limit of a composition and its outputs, in one place. Readers, `Export` and the
/// command line check against these values (and name them in their messages).
public enum Limits {
    /// Largest frame width or height in pixels (`canvas.size × scale`, after any output scale).
    public static let maximumPixels = 16384
    /// Highest frame rate of a composition or an output, frames per second (rates above 0 up to this).
    public static let maximumFPS = 1000.0
    /// Highest GIF frame rate: GIF delays are whole centiseconds and browsers slow down delays under 2 cs.
    public static let maximumGIFFPS = 50.0
    /// Render threads an export may use.
    public static let renderThreads = 1...256
    /// Constraint and layout priorities: 1…1000, 1000 is required.
    public static let priorities = 1.0...1000.0
    /// `priorities` as messages write it.
    public static let priorityText = "a priority in 1…1000"
    /// Digits of a numbered PNG sequence's frame field (`%04d`).
    public static let frameNumberDigits = 1...9

    /// Whether `width × height` pixels is a frame size outputs accept (1 to `maximumPixels` each way).
    public static func isValidFrameSize(width: Int, height: Int) -> Bool {
        (1...maximumPixels).contains(width) && (1...maximumPixels).contains(height)
    }
}
