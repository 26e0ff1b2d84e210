import JSONValue

/// Why a Lottie file cannot be read: where (a JSON path such as `layers[3].ks.p.k[1].t`) and what.
public struct LottieError: Error, Equatable, Sendable, JSONPathError {
    /// The JSON path of the offending value (empty for the whole document).
    public let path: String
    public let message: String

    public init(path: String, _ message: String) {
        self.path = path
        self.message = message
    }
}

/// A feature of the file that the translation does not support (as lottie-ios's compatibility tracker reports
/// it): the rest still renders.
public struct LottieWarning: Equatable, Sendable, JSONPathMessage {
    /// The JSON path of the unsupported item.
    public let path: String
    /// What is not supported, e.g. `expressions are not supported`.
    public let message: String

    public init(path: String, _ message: String) {
        self.path = path
        self.message = message
    }
}
