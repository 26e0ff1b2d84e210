import Lottie
import Raster
import XCTest

/// Where After Effects and lottie-ios agree, the two semantics draw the same frames (issue 24): every oracle sample
/// whose reading names no semantics difference (`semanticsDifferences`, what `validate --lint` prints) renders the
/// same frames under `--lottie-semantics lottie-ios` and `after-effects`, at a quarter, half and three quarters of
/// its timeline. And the differences named are real: samples that name some draw differently.
///
/// Same bytes, with one exception the lint does not name because it is below what an eye or the oracle sees:
/// lottie-ios keeps key times as `Float` (`LottieSemantics`, its first difference), After Effects exact frames, so
/// an edge can land a fraction of a sample elsewhere. Measured on the samples: at most 66 bytes of a 2.25-million-byte
/// frame (24 of a 160,000-byte one), by at most 9/255. The bound below is 1 byte in 1,000 and 16/255 (the oracle's
/// tolerance), and most samples must be byte-identical (20: the text samples now name their kerning, and
/// Issues-pr_1632_2 its hold between eased keyframes, which `after-effects` shows).
final class SemanticsAgreementTests: XCTestCase {
    func testSamplesWithoutDifferencesRenderTheSameFramesUnderBothSemantics() throws {
        let samples = Array(Set(try Oracle.snapshots().map(\.sample))).sorted()
        var identical: [String] = [], keyTimeEdges: [String] = [], differing: [String] = []
        for sample in samples {
            let lottieIOS = try Oracle.animation(sample)
            let afterEffects = try Oracle.animation(sample, options: LottieOptions(semantics: .afterEffects))
            let frames = try [0.25, 0.5, 0.75].map { p in
                (try Oracle.render(lottieIOS, progress: p), try Oracle.render(afterEffects, progress: p))
            }
            let same = frames.allSatisfy { $0.0 == $0.1 }
            guard lottieIOS.semanticsDifferences.isEmpty else {
                if !same { differing.append(sample) }
                continue
            }
            if same { identical.append(sample); continue }
            keyTimeEdges.append(sample)
            for (a, b) in frames {
                XCTAssertEqual([a.width, a.height], [b.width, b.height], sample)
                let deltas = zip(a.pixels, b.pixels).map { abs(Int($0) - Int($1)) }.filter { $0 > 0 }
                XCTAssertLessThanOrEqual(deltas.count * 1_000, a.pixels.count,
                                         "\(sample): no difference is named, but \(deltas.count) bytes differ")
                XCTAssertLessThanOrEqual(deltas.max() ?? 0, 16, "\(sample): no semantics difference is named")
            }
        }
        XCTAssertGreaterThanOrEqual(identical.count, 20, "byte-identical: \(identical); key-time edges: \(keyTimeEdges)")
        XCTAssertLessThanOrEqual(keyTimeEdges.count, 6, "key-time edges only: \(keyTimeEdges)")
        XCTAssertGreaterThanOrEqual(differing.count, 5, "samples that name a difference and draw one: \(differing)")
    }
}
