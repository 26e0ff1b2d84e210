/// Numbers as the scene format and every message write them: whole numbers without a fraction (`60`, not `60.0`),
/// others in Swift's shortest round-trip form (`0.1`).
public enum NumberText {
    public static func format(_ n: Double) -> String {
        if n == 0 { return "0" }
        if n == n.rounded(), abs(n) < 1e15 { return String(Int64(n)) }
        return "\(n)"
    }
}
