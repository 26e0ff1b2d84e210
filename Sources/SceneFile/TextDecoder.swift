import Composition
import Foundation
import Motion

extension LayerDecoder {
    static let fontWeights: [String: Double] = [
        "ultraLight": 100, "thin": 200, "light": 300, "regular": 400, "medium": 500, "semibold": 600, "bold": 700,
        "heavy": 800, "black": 900,
    ]

    /// A text layer's `font` and `textStroke` objects (SCENE_FORMAT.md, "Text"); its other fields are rows of the
    /// property table.
    mutating func decodeText(_ node: JSONNode<SceneError>, into layer: inout LayerState) throws {
        if let f = node["font"] {
            _ = try f.object(allowing: ["family", "size", "weight", "file", "kerning", "tracking", "lineHeight"])
            if let n = f["family"] { layer.fontFamily = try n.string() }
            if let n = f["size"] { layer.fontSize = try n.number(atLeast: 0) }
            if let n = f["weight"] {
                switch n.value {
                case .number(let w) where (100...900).contains(w): layer.fontWeight = w
                case .string(let s) where Self.fontWeights[s] != nil: layer.fontWeight = Self.fontWeights[s]!
                default:
                    throw n.expected("a weight (\(Self.fontWeights.sorted { $0.value < $1.value }.map { "\"\($0.key)\"" }.joined(separator: ", ")) or 100…900)")
                }
            }
            if let n = f["kerning"] { layer.fontKerning = try n.bool() }
            if let n = f["tracking"] { layer.fontTracking = try n.number() }
            if let n = f["lineHeight"] { layer.fontLineHeight = try n.number(atLeast: 0) }
            if let n = f["file"] {
                if f["family"] != nil { throw n.fail("a font names a \"family\" or a \"file\", not both") }
                let name = try n.string()
                let file = name.hasPrefix("/") ? name : (baseDirectory.isEmpty ? name : baseDirectory + "/" + name)
                var isDir: ObjCBool = false
                guard FileManager.default.fileExists(atPath: file, isDirectory: &isDir), !isDir.boolValue else {
                    throw n.fail("no such font file \"\(file)\"")
                }
                layer.fontFile = file
            }
            textFontPaths[layer.id] = f.path
        }
        if let t = node["textStroke"] {
            _ = try t.object(allowing: ["color", "width", "overFill", "lineJoin", "miterLimit"])
            var stroke = TextStroke(color: try t.required("color").color(), width: try t.required("width").number(atLeast: 0),
                                    overFill: try t["overFill"]?.bool() ?? false)
            if let j = t["lineJoin"] {
                guard let join = LineJoin(rawValue: try j.string()) else { throw j.expected("\"miter\", \"round\" or \"bevel\"") }
                stroke.lineJoin = join
            }
            if let m = t["miterLimit"] { stroke.miterLimit = try m.number(atLeast: 0) }
            layer.textStroke = stroke
        }
        if node["bounds"] == nil && node["frame"] == nil { intrinsicTextLayers.insert(layer.id) }
    }
}
