import Foundation
import Motion
@testable import SceneFile
import Testing

/// `Scenes/scene.schema.json` states the layer object's fields as the reader takes them: the per-type field lists
/// are the layer property table's (`AnyLayerProperty`) plus the structural fields, and each row's range and names
/// are the schema's `minimum` / `maximum` / `enum`. A row added to the table fails here until the schema has it.
struct SchemaFieldsTests {
    static let schemaURL = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../Scenes/scene.schema.json").standardized

    static func layerDefinition() throws -> [String: Any] {
        let data = try Data(contentsOf: schemaURL)
        let root = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let defs = try #require(root["$defs"] as? [String: Any])
        return try #require(defs["layer"] as? [String: Any])
    }

    /// The field list the schema gives a layer of `type` (its `if type = … then propertyNames` branch).
    static func schemaFields(_ layer: [String: Any], _ type: LayerType) throws -> Set<String> {
        let branches = try #require(layer["allOf"] as? [[String: Any]])
        for b in branches {
            guard let condition = b["if"] as? [String: Any], let properties = condition["properties"] as? [String: Any],
                  let t = properties["type"] as? [String: Any], t["const"] as? String == type.rawValue else { continue }
            let then = try #require(b["then"] as? [String: Any])
            let names = try #require(then["propertyNames"] as? [String: Any])
            return Set(try #require(names["enum"] as? [String]))
        }
        Issue.record("the schema has no field list for \(type)")
        return []
    }

    @Test func perTypeFieldListsAreTheTables() throws {
        let layer = try Self.layerDefinition()
        var every: Set<String> = []
        for type in LayerType.allCases {
            let reader = LayerDecoder.commonFields.union(LayerDecoder.typeFields[type] ?? [])
            #expect(try Self.schemaFields(layer, type) == reader, "\(type)")
            every.formUnion(reader)
        }
        let properties = try #require(layer["properties"] as? [String: Any])
        #expect(Set(properties.keys) == every, "the layer object's properties are the fields of some type")
    }

    /// Each row's range check and names, as the schema states them.
    @Test func rangesAndNamesAreTheTables() throws {
        let properties = try #require(try Self.layerDefinition()["properties"] as? [String: Any])
        for row in AnyLayerProperty.all where row.field.isField {
            let schema = try #require(properties[row.keyPath] as? [String: Any], "\(row)")
            switch row.check {
            case .atLeast(let bound), .wholeNumber(atLeast: let bound):
                #expect(schema["minimum"] as? Double == bound, "\(row)")
            case .within(let range):
                #expect(schema["minimum"] as? Double == range.lowerBound && schema["maximum"] as? Double == range.upperBound, "\(row)")
            case .eachAtLeast, .nonDecreasing, nil:
                #expect(schema["minimum"] == nil, "\(row)")
            }
            if case .name(let names, _) = row.form {
                let listed = try #require(schema["enum"] as? [Any], "\(row)")
                #expect(Set(listed.compactMap { $0 as? String }) == Set(names), "\(row)")
                #expect(listed.contains { $0 is NSNull } == row.isOptional, "\(row): null")
            }
        }
    }
}
