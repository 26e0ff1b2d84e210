/// A list of test samples (scenes, goldens, oracle snapshots) read from disk that came out empty: a moved folder or a
/// broken manifest must fail the tests that run over it, not turn them into zero cases that pass.
public struct EmptySampleList: Error, CustomStringConvertible {
    public let what: String
    public init(what: String) { self.what = what }
    public var description: String { "no \(what) found: a test over them would run no cases" }
}

extension Array {
    /// The list, or `EmptySampleList` naming `what` when it is empty.
    public func nonEmpty(_ what: String) throws -> [Element] {
        guard !isEmpty else { throw EmptySampleList(what: what) }
        return self
    }
}
