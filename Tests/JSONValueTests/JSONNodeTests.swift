import JSONValue
import Testing

/// A reader's error type, as `SceneError` and `LottieError` are.
private struct ReaderError: JSONPathError, Equatable {
    let path: String
    let message: String
    init(path: String, _ message: String) {
        self.path = path
        self.message = message
    }
}

private func node(_ text: String, _ conventions: JSONConventions = .strict) throws -> JSONNode<ReaderError> {
    JSONNode(try JSONParser.parse(text), path: "", conventions: conventions)
}

@Suite struct JSONNodeTests {
    @Test func pathsNameMembersAndElements() throws {
        let root = try node(#"{"layers": [{"a": 1}, {"a": {"b": [5, 6]}}]}"#)
        let b = try #require(try root.required("layers").array()[1]["a"]?["b"])
        #expect(b.path == "layers[1].a.b")
        #expect(try b.array().map(\.path) == ["layers[1].a.b[0]", "layers[1].a.b[1]"])
        #expect(root.child("layers") == "layers" && b.child("c") == "layers[1].a.b.c")
        // The last of two members with the same key, as the JSON value's own subscript.
        #expect(try node(#"{"k": 1, "k": 2}"#)["k"]?.number() == 2)
    }

    @Test func errorsCarryThePathAndWhatWasFound() throws {
        let root = try node(#"{"a": {"d": "x", "n": [1, "two"], "f": 1.5}}"#)
        let a = try #require(root["a"])
        #expect(throws: ReaderError(path: "a.d", "expected a number, got \"x\"")) { try a["d"]?.number() }
        #expect(throws: ReaderError(path: "a.n[1]", "expected a number, got \"two\"")) { try a["n"]?.numbers() }
        #expect(throws: ReaderError(path: "a.n[1]", "expected a number, got \"two\"")) {
            try a["n"]?.numbers(count: 2, what: "a pair")
        }
        #expect(throws: ReaderError(path: "a.n", "expected a pair, got an array of 2")) {
            try a["n"]?.numbers(count: 3, what: "a pair")
        }
        #expect(throws: ReaderError(path: "a.f", "expected a whole number, got 1.5")) { try a["f"]?.integer() }
        #expect(throws: ReaderError(path: "a.missing", "missing")) { try a.required("missing") }
        #expect(throws: ReaderError(path: "a.d", "expected an object, got \"x\"")) { try a["d"]?.required("k") }
        #expect(throws: ReaderError(path: "a.f", "expected a number ≥ 2, got 1.5")) { try a["f"]?.number(atLeast: 2) }
    }

    @Test func objectsAllowOnlyTheirFieldsOnceAndSuggestTheClosest() throws {
        let fields: Set<String> = ["duration", "keyPath"]
        #expect(throws: ReaderError(path: "x.durration", "unknown field (did you mean \"duration\"?)")) {
            try node(#"{"x": {"durration": 1}}"#)["x"]?.object(allowing: fields)
        }
        #expect(throws: ReaderError(path: "x.colour", "unknown field")) {
            try node(#"{"x": {"colour": 1}}"#)["x"]?.object(allowing: fields)
        }
        #expect(throws: ReaderError(path: "x.duration", "duplicate field")) {
            try node(#"{"x": {"duration": 1, "duration": 2}}"#)["x"]?.object(allowing: fields)
        }
        let members = try node(#"{"keyPath": "p", "duration": 1}"#).object(allowing: fields)
        #expect(members.map(\.key) == ["keyPath", "duration"] && members.map(\.node.path) == ["keyPath", "duration"])
    }

    /// Scene files: `null` is a value (`"shadowPath": null`) and a boolean is not a number.
    @Test func strictConventionsReadJSONAsWritten() throws {
        let root = try node(#"{"a": null, "b": true}"#)
        #expect(root["a"]?.isNull == true)
        #expect(throws: ReaderError(path: "b", "expected a number, got true")) { try root["b"]?.number() }
        #expect(try root.optionalBool("b") && !(try root.optionalBool("c")))
    }

    /// Lottie files: Bodymovin writes `null` for a missing value, and flags as numbers or booleans; children inherit
    /// the conventions of the document's root.
    @Test func bodymovinConventionsPassToEveryNode() throws {
        let root = try node(#"{"l": [{"a": null, "b": true, "c": 0}]}"#, .bodymovin)
        let item = try root.required("l").array()[0]
        #expect(item.conventions == .bodymovin)
        #expect(item["a"] == nil)
        #expect(throws: ReaderError(path: "l[0].a", "missing")) { try item.required("a") }
        #expect(try item.required("b").number() == 1 && item.optionalNumber("a", default: 7) == 7)
        #expect(try item.optionalBool("b") && !(try item.optionalBool("c")))
        // Elements of a vector stay numbers only.
        #expect(throws: ReaderError(path: "l[0].b", "expected a number or an array of numbers, got true")) {
            try item.required("b").numbers()
        }
    }

    @Test func namesAreSuggestedWithinAThirdOfTheirLength() {
        #expect(NameSuggestion.closest(to: "sopt", in: ["spot", "shot"]) == "spot")  // a transposition is one edit
        #expect(NameSuggestion.closest(to: "Position", in: ["position"]) == "position")
        #expect(NameSuggestion.closest(to: "opacity", in: ["bounds"]) == nil)
        #expect(NameSuggestion.hint(for: "opacty", in: ["opacity"]) == " (did you mean \"opacity\"?)")
        #expect(NameSuggestion.hint(for: "opacity", in: ["opacity"]).isEmpty)
    }
}
