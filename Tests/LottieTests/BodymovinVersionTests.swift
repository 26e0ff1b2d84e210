@testable import Lottie
import XCTest

/// `BodymovinVersion`: which files lottie-web reads with its migrations for older exporters.
final class BodymovinVersionTests: XCTestCase {
    /// lottie-web's `checkVersion`: the first component that differs decides, numerically; a missing or non-numeric
    /// component is passed over; no `v` is newer than everything.
    func testComparesAsLottieWebsCheckVersion() {
        let minimum = [4, 4, 18]
        XCTAssertTrue(BodymovinVersion("4.4.17").isOlder(than: minimum))
        XCTAssertFalse(BodymovinVersion("4.4.18").isOlder(than: minimum))
        XCTAssertFalse(BodymovinVersion("4.10.0").isOlder(than: minimum), "10 > 4 as numbers")
        XCTAssertTrue(BodymovinVersion("3.1.6").isOlder(than: minimum))
        XCTAssertFalse(BodymovinVersion("4.4").isOlder(than: minimum), "the missing third component decides nothing")
        XCTAssertTrue(BodymovinVersion("x.4.1").isOlder(than: minimum), "a non-number is passed over")
        XCTAssertFalse(BodymovinVersion(nil).isOlder(than: minimum))
        XCTAssertTrue(BodymovinVersion("4.0.3").writesColorsAs255)
        XCTAssertFalse(BodymovinVersion("4.1.9").writesColorsAs255)
    }
}
