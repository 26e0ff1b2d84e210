@testable import Report
import Testing

struct HTMLTests {
    @Test func escapesTextAndAttributes() {
        #expect(HTML.escape(#"<a href="x">Tom & Jerry's</a>"#) == "&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&#39;s&lt;/a&gt;")
    }

    /// Paths in the report become URL paths: unreserved characters stay, the rest is percent-encoded as UTF-8.
    @Test func percentEncodesPaths() {
        #expect(HTML.url("scenes/spotlight/video.mp4") == "scenes/spotlight/video.mp4")
        #expect(HTML.url("scenes/a b#1/ü.png") == "scenes/a%20b%231/%C3%BC.png")
        #expect(HTML.url("x&y") == "x%26y")
    }
}
