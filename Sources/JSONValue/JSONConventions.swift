/// How a document format reads two loose ends of JSON. Given to the root `JSONNode` of a document and passed on to
/// every node below it, as a `JSONDecoder`'s strategies apply to the whole document.
public struct JSONConventions: Sendable, Equatable {
    /// A member whose value is `null` reads as absent (`node["key"]` is `nil`). Otherwise it is a null node, which a
    /// reader can take as an explicit "none" (a scene's `"shadowPath": null`) or report (`expected a number, got null`).
    public var nullMemberIsAbsent: Bool
    /// `true` and `false` read as the numbers 1 and 0 where a number is expected.
    public var booleansAreNumbers: Bool

    public init(nullMemberIsAbsent: Bool, booleansAreNumbers: Bool) {
        self.nullMemberIsAbsent = nullMemberIsAbsent
        self.booleansAreNumbers = booleansAreNumbers
    }

    /// JSON as written: `null` is a value and a number is a number (scene files).
    public static let strict = JSONConventions(nullMemberIsAbsent: false, booleansAreNumbers: false)

    /// Bodymovin's habits (Lottie files): exporters write `null` for a missing value, and flags and enumerations as
    /// numbers or as booleans.
    public static let bodymovin = JSONConventions(nullMemberIsAbsent: true, booleansAreNumbers: true)
}
