@testable import Report
import Testing

/// Folder names of scenes and what keeps an existing folder from being replaced.
struct ReportFolderTests {
    @Test func slugsAreSafeAndUnique() {
        #expect(ReportFolder.slugs(for: ["spotlight", "spotlight", "Spotlight", "a b#1", "", ".hidden", "ü"])
                == ["spotlight", "spotlight-2", "Spotlight-3", "a-b-1", "scene", "scene.hidden", "-"])
    }

    @Test func onlyAnEarlierReportIsReplaced() {
        #expect(ReportFolder.foreign([]) == nil)
        #expect(ReportFolder.foreign(["scenes", "index.html", "report.json", "report.css", "report.js"]) == nil)
        #expect(ReportFolder.foreign(["index.html", "notes.txt", "a.png"])
                == "\"a.png\", which is not part of a report (give an empty or new folder)")
    }
}
