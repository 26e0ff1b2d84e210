/// Numbers as the scene format and every message write them: whole numbers without a fraction (`60`, not `60.0`),
/// others in Swift's shortest round-trip form (`0.1`).
public enum NumberText {
    public static func format(_ n: Double) -> String {
        if n == 0 { return "0" }
        if n == n.rounded(), abs(n) < 1e15 { return String(Int64(n)) }
        return "\(n)"
    }

    /// A number for people to read: rounded to `decimals` places (default 3: milliseconds for times), then as
    /// `format` writes it (`1.6456725339360923` → `1.646`, `0.5` → `0.5`). JSON output keeps full precision.
    public static func human(_ n: Double, decimals: Int = 3) -> String {
        guard n.isFinite, abs(n) < 1e12 else { return format(n) }
        let scale = [1.0, 10, 100, 1000, 10_000, 100_000, 1_000_000][min(max(decimals, 0), 6)]
        let rounded = (n * scale).rounded() / scale
        return format(rounded == 0 ? 0 : rounded)
    }

    /// A count with its noun for people to read: "1 layer", "2 layers", "0 layers"; the plural adds "s" unless
    /// `plural` is given ("1 key interval", "3 stills").
    public static func counted(_ n: Int, _ noun: String, plural: String? = nil) -> String {
        "\(n) \(n == 1 ? noun : plural ?? noun + "s")"
    }
}
