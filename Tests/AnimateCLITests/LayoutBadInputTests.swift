import Foundation
import Testing

/// Bad layout input exits 2 naming the JSON path (and, for guide expressions, the character).
@Suite struct LayoutBadInputTests {
    func expectBadInput(_ scene: String, _ message: String) throws {
        let dir = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("scene.json").path
        try scene.write(toFile: path, atomically: true, encoding: .utf8)
        let out = dir.appendingPathComponent("out.png").path
        let r = try CLI.run([path, "-o", out])
        #expect(r.status == 2, "stderr: \(r.stderr)")
        #expect(r.stderr.contains(message), "stderr: \(r.stderr)")
        #expect(!FileManager.default.fileExists(atPath: out))
    }

    static let head = #""canvas": {"size": [200, 200], "duration": 1}, "layers": [{"id": "a"}, {"id": "b"}]"#

    @Test func constraintNamingAnUnknownLayer() throws {
        try expectBadInput(#"{\#(Self.head), "constraints": [{"id": "w", "item": "a", "attribute": "width", "constant": 10}, {"id": "x", "item": "a", "attribute": "leading", "toItem": "bb"}]}"#,
                           #"constraints[1].toItem: no layer with id "bb" (did you mean "b"?); expected a layer id or "canvas""#)
    }

    @Test func constraintNamingAnUnknownAttribute() throws {
        try expectBadInput(#"{\#(Self.head), "constraints": [{"id": "w", "item": "a", "attribute": "widht", "constant": 10}]}"#,
                           #"constraints[0].attribute: unknown layout attribute "widht" (did you mean "width"?)"#)
    }

    @Test func constraintMixingAxes() throws {
        try expectBadInput(#"{\#(Self.head), "constraints": [{"id": "x", "item": "a", "attribute": "leading", "toItem": "b", "toAttribute": "top"}]}"#,
                           "constraints[0].toAttribute: cannot relate a horizontal and a vertical location (leading, top)")
    }

    @Test func unsatisfiableRequiredConstraintsAreListed() throws {
        try expectBadInput(#"{\#(Self.head), "constraints": [{"id": "w1", "item": "a", "attribute": "width", "constant": 10}, {"id": "h", "item": "a", "attribute": "height", "constant": 5}, {"id": "w2", "item": "a", "attribute": "width", "toItem": "b", "toAttribute": "width", "constant": 20}, {"id": "bw", "item": "b", "attribute": "width", "constant": 0}]}"#,
                           "constraints[3]: unsatisfiable required constraints: w1, w2, bw cannot all hold (adding bw failed)")
    }

    @Test func transactionActivatingAConflict() throws {
        try expectBadInput(#"{\#(Self.head), "constraints": [{"id": "w1", "item": "a", "attribute": "width", "constant": 10}, {"id": "w2", "item": "a", "attribute": "width", "constant": 30, "isActive": false}], "transactions": [{"at": 0.5, "activate": ["w2"]}]}"#,
                           "transactions[0]: unsatisfiable required constraints: w1, w2 cannot all hold")
    }

    @Test func transactionNamingAnUnknownConstraint() throws {
        try expectBadInput(#"{\#(Self.head), "constraints": [{"id": "w1", "item": "a", "attribute": "width", "constant": 10}], "transactions": [{"at": 0.5, "activate": ["w3"]}]}"#,
                           #"transactions[0].activate[0]: no constraint with id "w3""#)
    }

    @Test func malformedGuideExpression() throws {
        try expectBadInput(#"{"canvas": {"size": [200, 200]}, "layers": [{"id": "s", "stack": {"axis": "vertical", "alignment": "leading"}, "sublayers": [{"id": "r", "bounds": [0, 0, 10, 10], "alignmentGuides": {"leading": "width / (3 + hieght)"}}]}]}"#,
                           #"layers[0].sublayers[0].alignmentGuides.leading: malformed guide expression "width / (3 + hieght)": at character 14: unknown name "hieght""#)
        try expectBadInput(#"{"canvas": {"size": [200, 200]}, "layers": [{"id": "s", "stack": {"axis": "vertical", "alignment": "leading"}, "sublayers": [{"id": "r", "bounds": [0, 0, 10, 10], "alignmentGuides": {"leading": "width / (3"}}]}]}"#,
                           #"layers[0].sublayers[0].alignmentGuides.leading: malformed guide expression "width / (3": at character 11: missing ")" for the "(" at character 9"#)
    }

    @Test func stackAlignmentOnTheWrongAxis() throws {
        try expectBadInput(#"{"canvas": {"size": [200, 200]}, "layers": [{"id": "s", "stack": {"axis": "horizontal", "alignment": "leading"}}]}"#,
                           #"layers[0].stack.alignment: "leading" is not a vertical alignment"#)
    }
}
