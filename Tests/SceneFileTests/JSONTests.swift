import Testing
@testable import SceneFile

@Suite struct JSONParserTests {
    @Test func parsesValuesAndKeepsKeyOrder() throws {
        let v = try JSONParser.parse(#"{"b": [1, -2.5e1, true, null], "a": "x\u00e9\n"}"#)
        guard case .object(let members) = v else { Issue.record("not an object"); return }
        #expect(members.map(\.key) == ["b", "a"])
        #expect(v["b"] == .array([.number(1), .number(-25), .bool(true), .null]))
        #expect(v["a"] == .string("xé\n"))
    }

    @Test(arguments: [
        ("{\"a\": 1,}", "line 1, column 9: unexpected '}', expected a quoted key"),
        ("[1, 2", "line 1, column 6: unexpected end of file, expected ',' or ']'"),
        ("{\n  \"a\" 1\n}", "line 2, column 7: unexpected '1', expected ':' after the key \"a\""),
        ("[01]", "line 1, column 2: invalid number: leading zeros are not allowed"),
        ("{} x", "line 1, column 4: unexpected 'x' after the end of the document"),
        ("\"abc", "line 1, column 5: unterminated string"),
    ])
    func reportsWhereParsingStopped(text: String, message: String) {
        #expect(throws: JSONSyntaxError.self) { try JSONParser.parse(text) }
        do {
            _ = try JSONParser.parse(text)
        } catch let e as JSONSyntaxError {
            #expect(e.description == message)
        } catch {
            Issue.record("unexpected \(error)")
        }
    }

    @Test func rejectsHostileNesting() {
        let deep = String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)
        #expect(throws: JSONSyntaxError.self) { try JSONParser.parse(deep) }
    }

    @Test func writesNumbersCompactly() {
        #expect(JSONWriter.format(195) == "195")
        #expect(JSONWriter.format(-0.0) == "0")
        #expect(JSONWriter.format(0.15) == "0.15")
        #expect(JSONWriter.write(.object([("a", .array([.number(1.5), .string("q\"")]))])) == #"{"a": [1.5, "q\""]}"#)
    }
}
