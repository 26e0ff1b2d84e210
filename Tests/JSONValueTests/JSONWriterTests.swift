import JSONValue
import Testing

@Suite struct JSONWriterTests {
    @Test func quoteEscapesWhatJSONRequires() {
        #expect(JSONWriter.quote("a\"b\\c\nd\re\tf") == #""a\"b\\c\nd\re\tf""#)
        #expect(JSONWriter.quote("\u{0}\u{1}\u{1F}\u{7F}") == #""\u0000\u0001\u001f"# + "\u{7F}\"")
        // Non-ASCII text passes as it is, including U+2028 in plain JSON.
        #expect(JSONWriter.quote("é→😀\u{2028}") == "\"é→😀\u{2028}\"")
    }

    @Test func quoteForJavaScriptEscapesTheLineSeparators() {
        #expect(JSONWriter.quote("a\u{2028}b\u{2029}c", javaScript: true) == #""a\u2028b\u2029c""#)
        // Other characters whose UTF-8 starts with E2 are left alone, with their bytes in order.
        #expect(JSONWriter.quote("→\u{2027}\u{202A}–", javaScript: true) == "\"→\u{2027}\u{202A}–\"")
    }

    @Test func quotedTextParsesBack() throws {
        for text in ["", "plain", "q\"\\\n\u{1}\u{2028}é😀", String(repeating: "\u{2029}x", count: 3)] {
            for javaScript in [false, true] {
                #expect(try JSONParser.parse(JSONWriter.quote(text, javaScript: javaScript)) == .string(text))
            }
        }
    }
}
