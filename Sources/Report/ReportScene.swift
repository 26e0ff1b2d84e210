import Composition

/// One scene or Lottie file of a report, as the command line read it: the composition and what the readers and
/// checks found, handed over as data (`Report` imports no reader).
public struct ReportScene {
    /// What the input was.
    public enum Kind: String, Sendable {
        case scene
        case lottie
    }

    /// The path as given on the command line.
    public var path: String
    /// The file name without folder and extension (`Scenes/spotlight.json` → `spotlight`): how goldens are named
    /// (`<name>@<time>.png`, as `animate compare` names them).
    public var name: String
    public var kind: Kind
    public var composition: Composition
    /// Lint warnings (`animate validate --lint`).
    public var lint: [ReportNote]
    /// A Lottie file's features that lottie-ios's Core Animation engine leaves out or draws unlike After Effects
    /// (the reader's unsupported-feature warnings); empty for a scene.
    public var lottieFeatures: [ReportNote]
    /// The expectations (the scene's and `--expect`'s), evaluated.
    public var checks: [ReportCheck]
    /// The same scene before the change (`--base`), if given.
    public var base: ReportBase?

    public init(path: String, name: String, kind: Kind, composition: Composition, lint: [ReportNote] = [],
                lottieFeatures: [ReportNote] = [], checks: [ReportCheck] = [], base: ReportBase? = nil) {
        self.path = path
        self.name = name
        self.kind = kind
        self.composition = composition
        self.lint = lint
        self.lottieFeatures = lottieFeatures
        self.checks = checks
        self.base = base
    }
}

/// The same scene before the change.
public struct ReportBase {
    public var path: String
    /// `nil`: there was no file at `path` before the change (the scene is new).
    public var composition: Composition?

    public init(path: String, composition: Composition?) {
        self.path = path
        self.composition = composition
    }
}

/// A lint warning or a Lottie feature note: its rule, the JSON path and what it says.
public struct ReportNote: Sendable, Hashable {
    public var rule: String
    public var path: String
    public var message: String

    public init(rule: String, path: String, message: String) {
        self.rule = rule
        self.path = path
        self.message = message
    }
}

/// One evaluated expectation: its one-line summary (`expectations[0]: dot.position at 0.5 s: expected …, got …`)
/// and whether it passed.
public struct ReportCheck: Sendable, Hashable {
    public var summary: String
    public var passed: Bool

    public init(summary: String, passed: Bool) {
        self.summary = summary
        self.passed = passed
    }
}
