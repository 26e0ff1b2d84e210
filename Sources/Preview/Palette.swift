import Geometry

/// The colours of contact sheets and plots (iOS system colours on white), fixed so pictures never change by accident.
enum Palette {
    static let background = Color(red: 1, green: 1, blue: 1)
    static let text = hex("#1C1C1E")
    static let secondaryText = hex("#6E6E73")
    static let rule = hex("#C7C7CC")
    static let grid = hex("#E5E5EA")
    static let panel = hex("#F9F9FB")
    static let span = hex("#007AFF1F")
    static let spanEdge = hex("#007AFF66")
    static let transaction = hex("#8E8E93")
    /// One colour per component of a value, in order.
    static let series = ["#007AFF", "#FF9500", "#34C759", "#FF3B30", "#AF52DE", "#5AC8FA", "#FF2D55", "#A2845E"].map(hex)

    static func hex(_ s: String) -> Color {
        (try? Color(hex: s)) ?? .black
    }
}
