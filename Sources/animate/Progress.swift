import Composition
import Export
import Foundation

/// Render progress on stderr: a redrawn bar (frames, frames/s, ETA) when stderr is a terminal, one line per 10 %
/// otherwise (logs, CI), nothing when quiet.
final class Progress {
    enum Style { case bar, lines, none }

    let total: Int
    let label: String
    let style: Style
    private let start = Date()
    private var lastDraw = Date.distantPast
    private var lastDecile = 0

    init(total: Int, label: String, quiet: Bool) {
        self.total = max(1, total)
        self.label = label
        style = quiet ? .none : isatty(STDERR_FILENO) == 1 ? .bar : .lines
    }

    /// Reports `done` frames finished.
    func update(_ done: Int) {
        switch style {
        case .none:
            return
        case .bar:
            let now = Date()
            guard done == total || now.timeIntervalSince(lastDraw) >= 0.1 else { return }
            lastDraw = now
            let (rate, eta) = figures(done)
            let width = 30
            let filled = done * width / total
            let bar = String(repeating: "#", count: filled) + String(repeating: ".", count: width - filled)
            let line = String(format: "\r%@ [%@] %d/%d frames  %.1f frames/s  ETA %@\u{1B}[K", label, bar, done, total, rate, eta)
            FileHandle.standardError.write(Data(line.utf8))
        case .lines:
            let decile = done * 10 / total
            guard decile > lastDecile else { return }
            lastDecile = decile
            let (rate, eta) = figures(done)
            let line = String(format: "%@: %3d%%  %d/%d frames  %.1f frames/s  ETA %@\n", label, done * 100 / total, done, total, rate, eta)
            FileHandle.standardError.write(Data(line.utf8))
        }
    }

    /// Ends the bar's line.
    func finish() {
        if style == .bar { FileHandle.standardError.write(Data("\n".utf8)) }
    }

    private func figures(_ done: Int) -> (Double, String) {
        let elapsed = Date().timeIntervalSince(start)
        let rate = elapsed > 0 ? Double(done) / elapsed : 0
        guard rate > 0 else { return (0, "--") }
        let remaining = (Double(total - done) / rate).clampedInt(rounding: .toNearestOrAwayFromZero, in: 0...Int.max)
        return (rate, remaining >= 60 ? "\(remaining / 60)m\(String(format: "%02d", remaining % 60))s" : "\(remaining)s")
    }
}
