import ArgumentParser
import Export
import Expressions
import Lottie

extension LottieSemantics: ExpressibleByArgument {}

/// `--lottie-semantics`: whose reading of a Lottie file every command that reads one follows (`LottieSemantics`,
/// docs/lottie.md "Semantics"). Scene files ignore it.
struct LottieSemanticsOption: ParsableArguments {
    @Option(name: .customLong("lottie-semantics"),
            help: ArgumentHelp("A Lottie file as lottie-ios's Core Animation engine plays it, or as After Effects means it.",
                               valueName: "lottie-ios|after-effects"))
    var semantics: LottieSemantics = .lottieIOS

    /// The options, with Duktape evaluating expressions (`after-effects` only reads them).
    var options: LottieOptions {
        LottieOptions(semantics: semantics, expressionEngine: DuktapeEngine(), resources: SystemResources())
    }
}

/// How the running command reads Lottie files: `Animate.run` binds `options` to the command's
/// `--lottie-semantics`, and `loadInput` reads it.
enum LottieReading {
    @TaskLocal static var options = LottieOptions()
}

/// A command that reads a scene or a Lottie file; `Animate.run` binds `LottieReading.options` to its option.
protocol LottieReadingCommand {
    var lottieSemantics: LottieSemanticsOption { get }
}

extension RenderCommand: LottieReadingCommand {}
extension StillCommand: LottieReadingCommand {}
extension ValidateCommand: LottieReadingCommand {}
extension SampleCommand: LottieReadingCommand {}
extension CheckCommand: LottieReadingCommand {}
extension CompareCommand: LottieReadingCommand {}
extension ExpandCommand: LottieReadingCommand {}
extension PlotCommand: LottieReadingCommand {}
extension PreviewCommand: LottieReadingCommand {}
extension ReportCommand: LottieReadingCommand {}
extension BenchCommand: LottieReadingCommand {}
