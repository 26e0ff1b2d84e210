import Composition
import Export
import Foundation
import Geometry
import Lottie
import Media
import Motion
import Raster
import SceneFile
import TestSupport
import Testing
import ZipArchive

/// Every limit of `Limits`, one row each (issue 11): a scene just over it is refused by `animate validate`,
/// `animate sample` and `animate SCENE -o out.mp4` with exit 2, the same message and nothing written, and by the
/// library (the reader and, where it checks the limit again, `Exporter`) with the same text; a scene exactly at it
/// passes all three.
/// Where the default would make a costly scene, the limit is lowered through its `--max-…` option and the same
/// `Limits` value in the library. `everyLimitHasARow` fails when `Limits` gains a member without a row.
@Suite struct LimitsTests {
    /// A scene (or Lottie) limit: the input over it and at it.
    struct InputRow: Sendable, CustomTestStringConvertible {
        /// The `Limits` member.
        var limit: String
        /// A scene file or a Lottie file (told apart by content, as the command line does).
        var lottie = false
        var over: String
        var at: String
        /// Options lowering the limit (empty: the default is cheap to reach), and the same in the library.
        var options: [String] = []
        var limits = Limits()
        /// For `at`, when it is `over` with the limit one higher: those options and limits.
        var raised: (options: [String], limits: Limits)? = nil
        /// The message after `animate: SCENE: ` (`$DIR`: the scene's folder).
        var message: String
        /// `Exporter` checks this limit again (`Composition.checkLimits`), with the same text.
        var exporter = false
        /// Files beside the scene, written by `write` (`big.png`, `at.png`: images just over and at the limit).
        var files: [String] = []
        var output = "o.mp4"

        var testDescription: String { "\(limit)\(lottie ? " (Lottie)" : "")" }

        /// The options and limits `at` is read under.
        var atOptions: [String] { raised?.options ?? options }
        var atLimits: Limits { raised?.limits ?? limits }
    }

    /// An export limit: command-line options and the same `ExportOptions`, over it and at it.
    struct OutputRow: Sendable, CustomTestStringConvertible {
        var limit: String
        var scene = LimitsTests.scene()
        var over: [String]
        var overOptions: ExportOptions
        var at: [String]
        var atOptions: ExportOptions
        var output: String
        var limits = Limits()
        /// The first line on stderr after `animate: `.
        var message: String

        var testDescription: String { limit }
    }

    // MARK: Scenes

    static let square = ##"{"id": "a", "frame": [0, 0, 10, 10], "backgroundColor": "#F00"}"##

    static func scene(canvas: String = ##""size": [20, 20], "fps": 30, "duration": 0.1"##, layers: [String] = [square],
                      animations: [String] = [], extra: String = "") -> String {
        ##"{"canvas": {\##(canvas)}, "layers": [\##(layers.joined(separator: ", "))]"##
            + (animations.isEmpty ? "" : ##", "animations": [\##(animations.joined(separator: ", "))]"##) + extra + "}"
    }

    static func shape(_ id: String, path: String = "M0 0 L1 1 L2 0 Z", _ fields: String = "") -> String {
        ##"{"id": "\##(id)", "type": "shape", "frame": [0, 0, 10, 10], "path": "\##(path)", "strokeColor": "#000"\##(fields)}"##
    }

    static func keyframes(_ keyPath: String) -> String {
        ##"{"layer": "a", "type": "keyframe", "keyPath": "\##(keyPath)", "values": [0, 1, 0], "duration": 0.1}"##
    }

    static func replicator(instances: Int) -> String {
        ##"{"id": "r", "type": "replicator", "frame": [0, 0, 20, 20], "instanceCount": \##(instances), "sublayers": [\##(square)]}"##
    }

    /// `levels` layers, each the only sublayer of the one before; the innermost's `frame` array is nested
    /// `2 × levels + 2` deep.
    static func nested(_ levels: Int) -> String {
        var inner = ##"{"id": "n\##(levels)", "frame": [0, 0, 1, 1]}"##
        for k in stride(from: levels - 1, through: 1, by: -1) {
            inner = ##"{"id": "n\##(k)", "frame": [0, 0, 1, 1], "sublayers": [\##(inner)]}"##
        }
        return scene(layers: [inner])
    }

    /// The column (from 1) of the bracket that opens nesting level `depth` in one-line JSON without strings holding
    /// brackets.
    static func column(ofDepth depth: Int, in text: String) -> Int {
        var level = 0
        for (i, c) in text.utf8.enumerated() {
            if c == UInt8(ascii: "[") || c == UInt8(ascii: "{") { level += 1 }
            if c == UInt8(ascii: "]") || c == UInt8(ascii: "}") { level -= 1 }
            if level == depth { return i + 1 }
        }
        return 0
    }

    static func image(_ file: String) -> String {
        scene(layers: [##"{"id": "a", "type": "image", "frame": [0, 0, 10, 10], "contents": "\##(file)"}"##])
    }

    static func constraint(priority: Int) -> String {
        scene(extra: ##", "constraints": [{"id": "w", "item": "a", "attribute": "width", "constant": 5, "priority": \##(priority)}]"##)
    }

    static func lowered(_ change: (inout Limits) -> Void) -> Limits {
        var l = Limits()
        change(&l)
        return l
    }

    // MARK: Lottie documents

    enum L {
        static let ks = #"{"a": {"a": 0, "k": [0, 0]}, "p": {"a": 0, "k": [0, 0]}, "s": {"a": 0, "k": [100, 100]}, "r": {"a": 0, "k": 0}, "o": {"a": 0, "k": 100}}"#
        static let opacity3 = #"{"a": {"a": 0, "k": [0, 0]}, "p": {"a": 0, "k": [0, 0]}, "s": {"a": 0, "k": [100, 100]}, "r": {"a": 0, "k": 0}, "o": {"a": 1, "k": [{"t": 0, "s": [0]}, {"t": 1, "s": [100]}, {"t": 2, "s": [0]}]}}"#
        static let transform = #"{"ty": "tr", "p": {"a": 0, "k": [0, 0]}, "a": {"a": 0, "k": [0, 0]}, "s": {"a": 0, "k": [100, 100]}, "r": {"a": 0, "k": 0}, "o": {"a": 0, "k": 100}}"#
        static let fill = #"{"ty": "fl", "c": {"a": 0, "k": [1, 0, 0, 1]}, "o": {"a": 0, "k": 100}}"#

        static func document(fr: Double = 10, op: Double = 3, w: Int = 100, h: Int = 100, layers: [String], assets: [String] = []) -> String {
            #"{"v": "5.7.0", "fr": \#(fr), "ip": 0, "op": \#(op), "w": \#(w), "h": \#(h), "assets": [\#(assets.joined(separator: ","))], "layers": [\#(layers.joined(separator: ","))]}"#
        }

        /// A closed shape through `vertices` (5 path elements for 3 vertices), in a group with `paint`.
        static func layer(ind: Int = 1, ks: String = ks, vertices: String = "[[0, 0], [10, 0], [10, 10]]", paint: String = fill) -> String {
            // As many zero tangents as vertices (lottie-ios refuses a shape whose counts differ, and so does the reader).
            let zeros = Array(repeating: "[0, 0]", count: vertices.filter { $0 == "[" }.count - 1).joined(separator: ", ")
            let shape = #"{"ty": "sh", "ks": {"a": 0, "k": {"i": [\#(zeros)], "o": [\#(zeros)], "v": \#(vertices), "c": true}}}"#
            return #"{"ty": 4, "ind": \#(ind), "nm": "s", "ks": \#(ks), "ip": 0, "op": 3, "st": 0, "shapes": [{"ty": "gr", "it": [\#(shape), \#(paint), \#(transform)]}]}"#
        }

        static let plain = document(layers: [layer()])
        static let two = document(layers: [layer(ind: 1), layer(ind: 2)])

        static func stroke(dashes: Int) -> String {
            let d = (0..<dashes).map { #"{"n": "\#($0 % 2 == 0 ? "d" : "g")", "nm": "x", "v": {"a": 0, "k": \#($0 + 1)}}"# }
                + [#"{"n": "o", "nm": "o", "v": {"a": 0, "k": 0}}"#]
            return #"{"ty": "st", "c": {"a": 0, "k": [0, 0, 0, 1]}, "o": {"a": 0, "k": 100}, "w": {"a": 0, "k": 1}, "lc": 2, "lj": 2, "d": [\#(d.joined(separator: ","))]}"#
        }

        /// `count` solid layers, each the parent of the next (`ind` k, `parent` k − 1). The translation wraps each
        /// layer in a copy of every parent above it, so the last one's solid sits `count + 2` deep: the root, the
        /// `count − 1` parents' copies, the layer and its solid.
        static func parentChain(_ count: Int) -> String {
            let layers = (1...count).map { k in
                let parent = k > 1 ? ", \"parent\": \(k - 1)" : ""
                return ##"{"ty": 1, "ind": \##(k)\##(parent), "nm": "s", "ks": \##(ks), "ip": 0, "op": 3, "st": 0, "sc": "#ff0000", "sw": 10, "sh": 10}"##
            }
            return document(layers: layers)
        }

        /// A precomposition used inside a precomposition, `levels` deep.
        static func nestedPrecomps(_ levels: Int) -> String {
            func use(_ ref: String) -> String {
                #"{"ty": 0, "ind": 1, "refId": "\#(ref)", "ks": \#(ks), "ip": 0, "op": 3, "st": 0, "w": 10, "h": 10}"#
            }
            let assets = (0..<levels).map { k in
                #"{"id": "a\#(k)", "layers": [\#(k < levels - 1 ? use("a\(k + 1)") : layer())]}"#
            }
            return document(layers: [use("a0")], assets: assets)
        }
    }

    // MARK: The rows

    static let inputRows: [InputRow] = [
        InputRow(limit: "maximumFrames", over: scene(canvas: ##""size": [20, 20], "fps": 30, "duration": 1"##),
                 at: scene(canvas: ##""size": [20, 20], "fps": 30, "duration": 1"##),
                 options: ["--max-frames", "29"], limits: lowered { $0.maximumFrames = 29 },
                 raised: (["--max-frames", "30"], lowered { $0.maximumFrames = 30 }),
                 message: "canvas.duration: 1 s at 30 fps is 30 frames: at most 29 (the limit; --max-frames raises it)", exporter: true),
        InputRow(limit: "maximumFrames", lottie: true, over: L.plain, at: L.plain,
                 options: ["--max-frames", "2"], limits: lowered { $0.maximumFrames = 2 },
                 raised: (["--max-frames", "3"], lowered { $0.maximumFrames = 3 }),
                 message: "op: 3 frames from ip 0 to op 3: at most 2 (the limit; --max-frames raises it)"),
        // 2.4 Lottie frames are 0.24 s, which a render makes 2 frames (`round(duration × fps)`), as the reader counts.
        InputRow(limit: "maximumFrames", lottie: true, over: L.document(op: 2.4, layers: [L.layer()]), at: L.document(op: 2.4, layers: [L.layer()]),
                 options: ["--max-frames", "1"], limits: lowered { $0.maximumFrames = 1 },
                 raised: (["--max-frames", "2"], lowered { $0.maximumFrames = 2 }),
                 message: "op: 2 frames from ip 0 to op 2.4: at most 1 (the limit; --max-frames raises it)"),
        InputRow(limit: "maximumDuration", over: scene(canvas: ##""size": [20, 20], "fps": 30, "duration": 2"##),
                 at: scene(canvas: ##""size": [20, 20], "fps": 30, "duration": 1.5"##),
                 options: ["--max-duration", "1.5"], limits: lowered { $0.maximumDuration = 1.5 },
                 message: "canvas.duration: a scene lasts at most 1.5 s (the limit; got 2 s)", exporter: true),
        InputRow(limit: "maximumDuration",
                 over: scene(canvas: ##""size": [20, 20], "fps": 30"##, animations: [##"{"layer": "a", "keyPath": "opacity", "fromValue": 0, "toValue": 1, "duration": 2}"##]),
                 at: scene(canvas: ##""size": [20, 20], "fps": 30"##, animations: [##"{"layer": "a", "keyPath": "opacity", "fromValue": 0, "toValue": 1, "duration": 1.5}"##]),
                 options: ["--max-duration", "1.5"], limits: lowered { $0.maximumDuration = 1.5 },
                 message: "animations[0]: ends at 2 s: a scene lasts at most 1.5 s (the limit; set canvas.duration to end it sooner)", exporter: true),
        InputRow(limit: "maximumDuration", lottie: true, over: L.plain, at: L.plain,
                 options: ["--max-duration", "0.25"], limits: lowered { $0.maximumDuration = 0.25 },
                 raised: (["--max-duration", "0.3"], lowered { $0.maximumDuration = 0.3 }),
                 message: "op: 3 frames at 10 fps last 0.3 s: an animation lasts at most 0.25 s (the limit; --max-duration raises it)"),
        InputRow(limit: "maximumPathElements", over: scene(layers: [shape("a")]), at: scene(layers: [shape("a", path: "M0 0 L1 1 Z")]),
                 options: ["--max-path-elements", "3"], limits: lowered { $0.maximumPathElements = 3 },
                 message: ##"layers[0].path: expected at most 3 path elements (the limit; this path has 4), got "M0 0 L1 1 L2 0 Z""##),
        InputRow(limit: "maximumPathElements", lottie: true, over: L.plain, at: L.plain,
                 options: ["--max-path-elements", "4"], limits: lowered { $0.maximumPathElements = 4 },
                 raised: (["--max-path-elements", "5"], lowered { $0.maximumPathElements = 5 }),
                 message: "layers[0].shapes[0].it[0].ks.k.v: expected at most 4 path elements (the limit; this shape has 3 vertices, 5 elements)"),
        InputRow(limit: "maximumSceneElements", over: scene(layers: [shape("a"), shape("b")]),
                 at: scene(layers: [shape("a"), shape("b", path: "M0 0 L1 1 Z")]),
                 options: ["--max-scene-elements", "7"], limits: lowered { $0.maximumSceneElements = 7 },
                 message: "layers[1]: the scene's paths have more than 7 elements in all (the limit)", exporter: true),
        InputRow(limit: "maximumSceneElements", lottie: true, over: L.two, at: L.document(layers: [L.layer(ind: 1), L.layer(ind: 2, vertices: "[[0, 0], [10, 0]]")]),
                 options: ["--max-scene-elements", "9"], limits: lowered { $0.maximumSceneElements = 9 },
                 message: "layers[1].shapes[0].it[0].ks.k: the paths have more than 9 elements in all, counting each use of a precomposition (the limit)"),
        InputRow(limit: "maximumDashCount", over: scene(layers: [shape("a", #", "lineDashPattern": [1, 2, 3]"#)]),
                 at: scene(layers: [shape("a", #", "lineDashPattern": [1, 2]"#)]),
                 options: ["--max-dashes", "2"], limits: lowered { $0.maximumDashCount = 2 },
                 message: "layers[0].lineDashPattern: expected at most 2 dash lengths (the limit; this pattern has 3), got an array of 3"),
        InputRow(limit: "maximumDashCount", lottie: true, over: L.document(layers: [L.layer(paint: L.stroke(dashes: 3))]),
                 at: L.document(layers: [L.layer(paint: L.stroke(dashes: 2))]),
                 options: ["--max-dashes", "2"], limits: lowered { $0.maximumDashCount = 2 },
                 message: "layers[0].shapes[0].it[1].d: expected at most 2 dash lengths (the limit; this pattern has 3), got an array of 4"),
        InputRow(limit: "maximumShadowRadius",
                 over: scene(layers: [##"{"id": "a", "frame": [0, 0, 10, 10], "backgroundColor": "#F00", "shadowOpacity": 1, "shadowRadius": 10}"##]),
                 at: scene(layers: [##"{"id": "a", "frame": [0, 0, 10, 10], "backgroundColor": "#F00", "shadowOpacity": 1, "shadowRadius": 9}"##]),
                 options: ["--max-shadow-radius", "9"], limits: lowered { $0.maximumShadowRadius = 9 },
                 message: "layers[0].shadowRadius: expected a shadowRadius of at most 9 points (the limit), got 10"),
        InputRow(limit: "maximumShadowOffset",
                 over: scene(layers: [##"{"id": "a", "frame": [0, 0, 10, 10], "backgroundColor": "#F00", "shadowOpacity": 1, "shadowOffset": [10, 0]}"##]),
                 at: scene(layers: [##"{"id": "a", "frame": [0, 0, 10, 10], "backgroundColor": "#F00", "shadowOpacity": 1, "shadowOffset": [9, -9]}"##]),
                 options: ["--max-shadow-offset", "9"], limits: lowered { $0.maximumShadowOffset = 9 },
                 message: "layers[0].shadowOffset: expected a shadowOffset within ±9 points each way (the limit), got an array of 2"),
        InputRow(limit: "maximumKeyframes", over: scene(animations: [keyframes("opacity")]),
                 at: scene(animations: [##"{"layer": "a", "type": "keyframe", "keyPath": "opacity", "values": [0, 1], "duration": 0.1}"##]),
                 options: ["--max-keyframes", "2"], limits: lowered { $0.maximumKeyframes = 2 },
                 message: "animations[0]: 3 keyframes: at most 2 in one animation (the limit)"),
        InputRow(limit: "maximumKeyframes", lottie: true, over: L.document(layers: [L.layer(ks: L.opacity3)]), at: L.plain,
                 options: ["--max-keyframes", "2"], limits: lowered { $0.maximumKeyframes = 2 },
                 message: "layers[0].ks.o.k: expected at most 2 keyframes (the limit), got 3"),
        InputRow(limit: "maximumLayers",
                 over: scene(layers: [square, square.replacingOccurrences(of: #""a""#, with: #""b""#), square.replacingOccurrences(of: #""a""#, with: #""c""#)]),
                 at: scene(layers: [square, square.replacingOccurrences(of: #""a""#, with: #""b""#)]),
                 options: ["--max-layers", "2"], limits: lowered { $0.maximumLayers = 2 },
                 message: "layers[2]: more than 2 layers in all (the limit)", exporter: true),
        // Two shape layers translate into 9 Core Animation layers (the root, and per layer its container, shape
        // group and shape). ReaderLimitTests: the file's own count, each use of a precomposition counted.
        InputRow(limit: "maximumLayers", lottie: true, over: L.two, at: L.two,
                 options: ["--max-layers", "8"], limits: lowered { $0.maximumLayers = 8 },
                 raised: (["--max-layers", "9"], lowered { $0.maximumLayers = 9 }),
                 message: "translated into Core Animation layers and animations: more than 8 layers in all (the limit)"),
        InputRow(limit: "maximumSceneKeyframes", over: scene(animations: [keyframes("opacity"), keyframes("position.x")]),
                 at: scene(animations: [keyframes("opacity"), ##"{"layer": "a", "type": "keyframe", "keyPath": "position.x", "values": [0, 1], "duration": 0.1}"##]),
                 options: ["--max-scene-keyframes", "5"], limits: lowered { $0.maximumSceneKeyframes = 5 },
                 message: "animations[1]: more than 5 keyframes in all (the limit)", exporter: true),
        // The file's 6 keyframes are 14 in the translation. Below 6 the reader refuses the file's own count first
        // ("layers[1]: more than 5 keyframes in all, counting each use of a precomposition (the limit)").
        InputRow(limit: "maximumSceneKeyframes", lottie: true,
                 over: L.document(layers: [L.layer(ind: 1, ks: L.opacity3), L.layer(ind: 2, ks: L.opacity3)]),
                 at: L.document(layers: [L.layer(ind: 1, ks: L.opacity3), L.layer(ind: 2, ks: L.opacity3)]),
                 options: ["--max-scene-keyframes", "13"], limits: lowered { $0.maximumSceneKeyframes = 13 },
                 raised: (["--max-scene-keyframes", "14"], lowered { $0.maximumSceneKeyframes = 14 }),
                 message: "translated into Core Animation layers and animations: more than 13 keyframes in all (the limit)"),
        InputRow(limit: "maximumInstanceCount", over: scene(layers: [replicator(instances: 3)]), at: scene(layers: [replicator(instances: 2)]),
                 options: ["--max-instances", "2"], limits: lowered { $0.maximumInstanceCount = 2 },
                 message: "layers[0].instanceCount: expected an instanceCount of at most 2 (the limit), got 3"),
        // The replicator, then 3 × (a copy of the container and of its sublayer).
        InputRow(limit: "maximumReplicatedLayers", over: scene(layers: [replicator(instances: 3)]), at: scene(layers: [replicator(instances: 3)]),
                 options: ["--max-replicated-layers", "6"], limits: lowered { $0.maximumReplicatedLayers = 6 },
                 raised: (["--max-replicated-layers", "7"], lowered { $0.maximumReplicatedLayers = 7 }),
                 message: "layers[0]: with its replicators expanded, the scene draws 7 layers up to here: at most 6 (the limit)", exporter: true),
        InputRow(limit: "maximumPixels", over: scene(canvas: ##""size": [16385, 2], "duration": 0.1"##),
                 at: scene(canvas: ##""size": [16384, 2], "duration": 0.1"##),
                 message: "canvas: size × scale is 16385×2 px: at most 16384 px each way", output: "o.png"),
        InputRow(limit: "maximumPixels", lottie: true, over: L.document(w: 16385, h: 2, layers: [L.layer()]),
                 at: L.document(w: 16384, h: 2, layers: [L.layer()]),
                 message: "w: expected at most 16384 points (the frame size limit at scale 1), got 16385", output: "o.png"),
        InputRow(limit: "maximumFPS", over: scene(canvas: ##""size": [20, 20], "fps": 1001, "duration": 0.003"##),
                 at: scene(canvas: ##""size": [20, 20], "fps": 1000, "duration": 0.003"##),
                 message: "canvas.fps: expected a frame rate from 0 to 1000, got 1001"),
        InputRow(limit: "maximumFPS", lottie: true, over: L.document(fr: 1001, layers: [L.layer()]), at: L.document(fr: 1000, layers: [L.layer()]),
                 message: "fr: expected a frame rate of at most 1000 fps (the limit), got 1001"),
        InputRow(limit: "priorities", over: constraint(priority: 1001), at: constraint(priority: 1000),
                 message: "constraints[0].priority: expected a priority in 1…1000, got 1001"),
        // 127 nested layers put the innermost `frame` at depth 256, 128 at 258.
        InputRow(limit: "maximumJSONDepth", over: nested(128), at: nested(127),
                 message: "malformed JSON at line 1, column \(column(ofDepth: Limits.maximumJSONDepth + 1, in: nested(128))): nesting deeper than 256 levels"),
        InputRow(limit: "maximumImagePixels", over: image("big.png"), at: image("at.png"),
                 message: ##"layers[0].contents: the image "$DIR/big.png" is 16385×1 px: at most 16384 px each way (the limit)"##,
                 files: ["big.png", "at.png"]),
        InputRow(limit: "maximumPathCoordinate", over: scene(layers: [shape("a", path: "M0 0 L10000001 0")]),
                 at: scene(layers: [shape("a", path: "M0 0 L-10000000 0")]),
                 message: "layers[0].path: path coordinates must be finite and within ±10000000 points"),
        InputRow(limit: "maximumPathCoordinate", lottie: true, over: L.document(layers: [L.layer(vertices: "[[0, 0], [10000001, 0], [10, 10]]")]),
                 at: L.document(layers: [L.layer(vertices: "[[0, 0], [-10000000, 0], [10, 10]]")]),
                 message: "layers[0].shapes[0].it[0].ks.k: path coordinates must be finite and within ±10000000 points"),
        // 255 chained solids reach level 257, 254 exactly 256 (`L.parentChain`); the at-limit render draws 256 levels
        // (in a debug build: the render thread's stack, `RenderThread`). A scene file cannot nest that deep (JSON).
        InputRow(limit: "maximumLayerDepth", lottie: true, over: L.parentChain(Limits.maximumLayerDepth - 1),
                 at: L.parentChain(Limits.maximumLayerDepth - 2),
                 message: "layers[\(Limits.maximumLayerDepth - 2)]: layers nest more than 256 deep once translated into Core Animation layers (the limit)"),
        InputRow(limit: "maximumPrecompDepth", lottie: true, over: L.nestedPrecomps(Limits.maximumPrecompDepth + 1),
                 at: L.nestedPrecomps(Limits.maximumPrecompDepth),
                 message: "assets[127].layers[0].refId: precompositions nest more than 128 deep (the limit)"),
    ]

    static let outputRows: [OutputRow] = [
        OutputRow(limit: "maximumGIFFPS", over: ["--fps", "51"], overOptions: ExportOptions(fps: 51), at: ["--fps", "50"],
                  atOptions: ExportOptions(fps: 50), output: "o.gif",
                  message: "--fps 51: a GIF plays at most 50 fps (delays are whole centiseconds; browsers slow down delays under 2 cs)"),
        OutputRow(limit: "maximumFPS", over: ["--fps", "1001"], overOptions: ExportOptions(fps: 1001), at: ["--fps", "1000"],
                  atOptions: ExportOptions(fps: 1000), output: "o.mp4", message: "--fps must be a number above 0, at most 1000"),
        // 4096 × 4.000244140625 is exactly 16385.
        OutputRow(limit: "maximumPixels", scene: scene(canvas: ##""size": [4096, 1], "duration": 0.1"##),
                  over: ["--scale", "4.000244140625"], overOptions: ExportOptions(scale: 4.000244140625),
                  at: ["--scale", "4"], atOptions: ExportOptions(scale: 4), output: "o.png",
                  message: "--scale: the frame would be 16385×4 px; need 1 to 16384 px each way"),
        OutputRow(limit: "renderThreads", over: ["--threads", "257"], overOptions: ExportOptions(threads: 257),
                  at: ["--threads", "256"], atOptions: ExportOptions(threads: 256), output: "o.mp4",
                  message: "--threads must be from 1 to 256"),
        OutputRow(limit: "frameNumberDigits", over: [], overOptions: ExportOptions(), at: [], atOptions: ExportOptions(),
                  output: "frames/%010d.png", message: "$OUT: expected one frame number field %d or %0Nd (N from 1 to 9), as in frames/%04d.png"),
        // The export's frame rate makes the frames: `Exporter` checks the composition again.
        OutputRow(limit: "maximumFrames", scene: scene(canvas: ##""size": [20, 20], "fps": 30, "duration": 1"##),
                  over: ["--fps", "31", "--max-frames", "30"], overOptions: ExportOptions(fps: 31),
                  at: ["--fps", "30", "--max-frames", "30"], atOptions: ExportOptions(fps: 30), output: "o.mp4",
                  limits: lowered { $0.maximumFrames = 30 },
                  message: "canvas.duration: 1 s at 31 fps is 31 frames: at most 30 (the limit; --max-frames raises it)"),
    ]

    /// Members of `Limits` that are not a limit of their own.
    static let notLimits = ["priorityText": "the wording of `priorities` in messages"]

    // MARK: Tests

    /// Writes `text` as the scene (and the row's other files) in a fresh folder.
    static func write(_ text: String, files: [String] = []) throws -> (dir: URL, path: String) {
        let dir = try CLI.temporaryDirectory()
        let path = dir.appendingPathComponent("s.json").path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        for file in files {
            // A PNG one pixel high: `big.png` one pixel wider than images may be, `at.png` exactly as wide.
            let width = file == "big.png" ? Limits.maximumImagePixels + 1 : Limits.maximumImagePixels
            try PNGWriter.write(Frame(width: width, height: 1), to: dir.appendingPathComponent(file).path)
        }
        return (dir, path)
    }

    /// The library's answer for the file at `path` under `limits`: `nil` when it reads.
    static func read(_ path: String, lottie: Bool, limits: Limits) -> String? {
        Limits.$current.withValue(limits) {
            do {
                if lottie {
                    _ = try LottieAnimation(json: String(contentsOfFile: path, encoding: .utf8))
                } else {
                    _ = try Composition.load(path: path, resources: SystemResources())
                }
                return nil
            } catch {
                // Some errors start with the file, as the command line prints them all.
                let text = "\(error)"
                return text.hasPrefix("\(path): ") ? String(text.dropFirst(path.count + 2)) : text
            }
        }
    }

    /// `Exporter`'s answer for `composition` under `limits`: `nil` when it renders.
    static func export(_ composition: Composition, to path: String, _ options: ExportOptions = ExportOptions(), limits: Limits) -> String? {
        Limits.$current.withValue(limits) {
            do {
                try Exporter.render(composition, to: URL(fileURLWithPath: path), options: options)
                return nil
            } catch let e as ExportError {
                #expect(e.kind == .badInput, "\(e.message)")
                return e.message
            } catch {
                return "unexpected \(error)"
            }
        }
    }

    @Test(arguments: inputRows) func inputOverTheLimitIsRefusedAlike(_ row: InputRow) throws {
        let (dir, path) = try Self.write(row.over, files: row.files)
        defer { try? FileManager.default.removeItem(at: dir) }
        let message = row.message.replacingOccurrences(of: "$DIR", with: dir.path)
        let out = dir.appendingPathComponent(row.output).path
        let validate = try CLI.run(["validate", path] + row.options)
        let render = try CLI.run([path, "-o", out, "--quiet"] + row.options)
        let sample = try CLI.run(["sample", path, "--layer", "a", "--key", "opacity", "--times", "0"] + row.options)
        for r in [validate, render, sample] {
            #expect(r.status == 2 && r.stderr == "animate: \(path): \(message)\n", "\(r.stderr)")
        }
        #expect(!FileManager.default.fileExists(atPath: out))
        #expect(CLI.files(in: dir) == (["s.json"] + row.files).sorted())
        #expect(Self.read(path, lottie: row.lottie, limits: row.limits) == message)
        if row.exporter {
            // Read under the defaults, exported under the lowered limit.
            let composition = try Composition.load(path: path, resources: SystemResources())
            #expect(Self.export(composition, to: out, limits: row.limits) == message)
            #expect(!FileManager.default.fileExists(atPath: out))
        }
    }

    @Test(arguments: inputRows) func inputAtTheLimitPasses(_ row: InputRow) throws {
        let (dir, path) = try Self.write(row.at, files: row.files)
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appendingPathComponent(row.output).path
        let validate = try CLI.run(["validate", path] + row.atOptions)
        #expect(validate.status == 0 && validate.stdout.hasPrefix("\(path): valid: "), "\(validate.stderr)")
        let render = try CLI.run([path, "-o", out, "--quiet"] + row.atOptions)
        #expect(render.status == 0 && FileManager.default.fileExists(atPath: out), "\(render.stderr)")
        #expect(Self.read(path, lottie: row.lottie, limits: row.atLimits) == nil)
        if row.exporter {
            try? FileManager.default.removeItem(atPath: out)
            let composition = try Composition.load(path: path, resources: SystemResources())
            #expect(Self.export(composition, to: out, limits: row.atLimits) == nil)
            #expect(FileManager.default.fileExists(atPath: out))
        }
    }

    @Test(arguments: outputRows) func outputLimitsAreTheExportersOwn(_ row: OutputRow) throws {
        let (dir, path) = try Self.write(row.scene)
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appendingPathComponent(row.output).path
        let message = row.message.replacingOccurrences(of: "$OUT", with: out)
        let composition = try Composition.load(path: path, resources: SystemResources())
        // The pattern's digits are the limit in the output's name: at the limit, nine.
        let atOutput = row.limit == "frameNumberDigits" ? dir.appendingPathComponent("frames/%09d.png").path : out
        let r = try CLI.run([path, "-o", out, "--quiet"] + row.over)
        // An option the command line checks while parsing is followed by the usage line.
        #expect(r.status == 2 && r.stderr.hasPrefix("animate: \(message)\n"), "\(r.stderr)")
        // The library names an export option as ExportOptions does (fps), the command line as its flag (--fps).
        let library = message.hasPrefix("--") ? String(message.dropFirst(2)) : message
        #expect(Self.export(composition, to: out, row.overOptions, limits: row.limits) == library)
        #expect(CLI.files(in: dir) == ["s.json"])
        let a = try CLI.run([path, "-o", atOutput, "--quiet"] + row.at)
        #expect(a.status == 0, "\(a.stderr)")
        #expect(CLI.files(in: dir).count == 2)
        #expect(Self.export(composition, to: atOutput, row.atOptions, limits: row.limits) == nil)
    }

    /// A limit added to `Limits` without a row fails here: its stored properties (`Mirror`) and its static ones
    /// (read from the source, which `Mirror` cannot see) each need a row; each stored one also needs its option.
    @Test func everyLimitHasARow() throws {
        let inputs = Set(Self.inputRows.map(\.limit)), outputs = Set(Self.outputRows.map(\.limit))
        let stored = Mirror(reflecting: Limits()).children.compactMap(\.label)
        #expect(stored.count >= 12)
        for name in stored {
            #expect(inputs.contains(name), "\(name) has no row")
            #expect(Self.inputRows.contains { $0.limit == name && !$0.options.isEmpty && !$0.lottie }, "\(name): no row lowers it through its option")
        }
        let source = try String(contentsOf: CLI.root.appendingPathComponent("Sources/Composition/Limits.swift"), encoding: .utf8)
        let declared = source.split(separator: "\n").compactMap { line -> String? in
            let words = line.split(separator: " ")
            guard let i = words.firstIndex(where: { $0 == "let" || $0 == "var" }), i + 1 < words.count,
                  words.first == "public" || words.first == "@TaskLocal" else { return nil }
            return String(words[i + 1].prefix { $0.isLetter || $0.isNumber })
        }
        #expect(Set(stored).isSubset(of: declared))
        for name in declared where name != "current" {
            #expect(inputs.contains(name) || outputs.contains(name) || Self.notLimits[name] != nil, "\(name) has no row")
        }
        // Every row names a member that exists.
        for name in inputs.union(outputs) { #expect(declared.contains(name), "\(name) is not in Limits") }
    }

    // MARK: Layer depth (`Limits.maximumLayerDepth`) and the render thread's stack

    /// A Lottie parent chain of 3,000 layers (which once overflowed the stack while translating) is refused at once
    /// by every command and the library, exit 2 and nothing written: the last layer, translated first, would sit
    /// 3,001 levels deep.
    @Test func longParentChainIsRefused() throws {
        let (dir, path) = try Self.write(L.parentChain(3000))
        defer { try? FileManager.default.removeItem(at: dir) }
        let message = "layers[2999]: layers nest more than \(Limits.maximumLayerDepth) deep once translated into Core Animation layers (the limit)"
        let out = dir.appendingPathComponent("o.mp4").path
        for arguments in [["validate", path], [path, "-o", out, "--quiet"], ["still", path, "-o", dir.appendingPathComponent("s.png").path],
                          ["sample", path, "--layer", "a", "--key", "opacity", "--times", "0"]] {
            let r = try CLI.run(arguments)
            #expect(r.status == 2 && r.stderr == "animate: \(path): \(message)\n", "\(arguments[0]): \(r.status) \(r.stderr)")
        }
        #expect(CLI.files(in: dir) == ["s.json"])
        #expect(Self.read(path, lottie: true, limits: Limits()) == message)
    }

    /// `levels` layers, each the mask of the one before (a mask nests one JSON level deeper, a sublayer two).
    static func maskChain(_ levels: Int) -> String {
        var inner = ##"{"id": "m\##(levels)", "frame": [0, 0, 8, 8], "backgroundColor": "#000"}"##
        for k in stride(from: levels - 1, through: 1, by: -1) {
            inner = ##"{"id": "m\##(k)", "frame": [0, 0, 8, 8], "backgroundColor": "#F00", "mask": \##(inner)}"##
        }
        return scene(layers: [inner])
    }

    /// The deepest scene files JSON allows (sublayers 127 levels deep; masks 253 levels deep, the innermost `frame`
    /// at JSON depth 256) render, preview and still from the command line, and `Exporter.still` renders them from
    /// the library (on a test's thread, which `RenderThread` leaves for one with the stack they need). The mask
    /// chain draws red where every mask is opaque: the canvas's 8×8 corner.
    @Test(arguments: [127, 253]) func deepestScenesRender(_ levels: Int) throws {
        let text = levels == 127 ? Self.nested(127) : Self.maskChain(253)
        let (dir, path) = try Self.write(text)
        defer { try? FileManager.default.removeItem(at: dir) }
        for (arguments, file) in [([path], "o.mp4"), (["preview", path], "p.png"), (["still", path], "s.png")] {
            let out = dir.appendingPathComponent(file).path
            let r = try CLI.run(arguments + ["-o", out, "--quiet"].filter { file == "o.mp4" || $0 != "--quiet" })
            #expect(r.status == 0 && FileManager.default.fileExists(atPath: out), "\(arguments): \(r.stderr)")
        }
        let composition = try Composition.load(path: path, resources: SystemResources())
        let frame = try Exporter.still(composition, at: 0)
        #expect(frame.width == 20 && frame.height == 20)
        if levels == 253 {
            #expect(frame[4, 4] == Pixel(r: 255, g: 0, b: 0))
            #expect(frame[12, 12] == Pixel(b: 0, g: 0, r: 0, a: 0))
        }
    }

    /// A composition built in the library may nest deeper than a file can: one level past `maximumLayerDepth` the checks
    /// refuse it (`Composition.checkLayerDepth`, walked without recursion), and so do `Exporter.render` and
    /// `Exporter.still`, before anything recurses over it.
    @Test func deepLibraryCompositionIsRefused() throws {
        func tree(_ levels: Int) -> LayerState {
            var inner = LayerState(id: "l\(levels)")
            for k in stride(from: levels - 1, through: 1, by: -1) {
                var l = LayerState(id: "l\(k)")
                l.sublayers = [inner]
                inner = l
            }
            return inner
        }
        var canvas = Canvas(size: Size(width: 4, height: 4))
        canvas.duration = 0.1
        let at = Composition(canvas: canvas, tree: LayerTree(layers: [tree(Limits.maximumLayerDepth)]))
        #expect(throws: Never.self) { try at.checkLayerDepth() }
        let over = Composition(canvas: canvas, tree: LayerTree(layers: [tree(Limits.maximumLayerDepth + 1)]))
        let message = "layers: layers nest more than \(Limits.maximumLayerDepth) deep (the limit)"
        #expect(throws: LimitError.self) { try over.checkLimits() }
        #expect((try? over.checkLayerDepth()) == nil)
        do { try over.checkLayerDepth() } catch { #expect("\(error)" == message) }
        let dir = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        #expect(Self.export(over, to: dir.appendingPathComponent("o.png").path, limits: Limits()) == message)
        do {
            _ = try Exporter.still(over, at: 0)
            Issue.record("a composition past the depth limit rendered")
        } catch let e as ExportError {
            #expect(e.kind == .badInput && e.message == message)
        }
        #expect(CLI.files(in: dir).isEmpty)
    }

    // MARK: dotLottie archives (`ZipArchive.Limits`, the library's only)

    /// A `.lottie` archive of a manifest, the plain animation and `filler` empty entries.
    static func dotLottie(filler: Int, declaredSize: Int? = nil) -> [UInt8] {
        let manifest = Array(#"{"version": "1", "animations": [{"id": "a"}]}"#.utf8)
        return ZipBuilder(items: [.init(name: "manifest.json", data: manifest, deflate: false),
                                  .init(name: "animations/a.json", data: Array(L.plain.utf8), deflate: false,
                                        declaredSize: declaredSize)]
                                 + (0..<filler).map { .init(name: "f\($0)", data: [], deflate: false) }).build()
    }

    /// The library's answer for a `.lottie` archive: `nil` when it reads.
    static func readDotLottie(_ bytes: [UInt8]) -> String? {
        do {
            let zip = try ZipArchive(bytes: bytes)
            _ = try LottieAnimation(dotLottieEntries: zip.entries.map(\.name)) { name in
                guard let entry = zip.entry(named: name) else { throw ZipError(entry: name, "missing") }
                return try zip.data(of: entry)
            }
            return nil
        } catch {
            return "\(error)"
        }
    }

    /// Past `ZipArchive.Limits` (entries in an archive, bytes in an entry) `validate`, a render and the library
    /// refuse a `.lottie` file alike; at the entry limit it plays. (An entry exactly 256 MiB long is not made here.)
    @Test func dotLottieArchiveLimits() throws {
        let limits = ZipArchive.Limits()
        let cases: [(limit: String, bytes: [UInt8], message: String)] = [
            ("maximumEntries", Self.dotLottie(filler: limits.maximumEntries - 1),
             "more than \(limits.maximumEntries) entries (the limit; this archive has \(limits.maximumEntries + 1))"),
            ("maximumEntrySize", Self.dotLottie(filler: 0, declaredSize: limits.maximumEntrySize + 1),
             "animations/a.json: \(limits.maximumEntrySize + 1) bytes uncompressed: at most \(limits.maximumEntrySize) (the limit)"),
        ]
        #expect(Set(Mirror(reflecting: limits).children.compactMap(\.label)) == Set(cases.map(\.limit)))
        for (limit, bytes, message) in cases {
            let dir = try CLI.temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: dir) }
            let path = dir.appendingPathComponent("a.lottie").path
            try Data(bytes).write(to: URL(fileURLWithPath: path))
            let out = dir.appendingPathComponent("o.mp4").path
            for r in [try CLI.run(["validate", path]), try CLI.run([path, "-o", out, "--quiet"])] {
                #expect(r.status == 2 && r.stderr == "animate: \(path): \(message)\n", "\(limit): \(r.stderr)")
            }
            #expect(CLI.files(in: dir) == ["a.lottie"])
            #expect(Self.readDotLottie(bytes) == message, "\(limit)")
        }
        let dir = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let at = Self.dotLottie(filler: limits.maximumEntries - 2)
        let path = dir.appendingPathComponent("a.lottie").path
        try Data(at).write(to: URL(fileURLWithPath: path))
        let v = try CLI.run(["validate", path])
        #expect(v.status == 0, "\(v.stderr)")
        let r = try CLI.run([path, "-o", dir.appendingPathComponent("o.mp4").path, "--quiet"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(Self.readDotLottie(at) == nil)
    }

    // MARK: Format rules beside the limits

    static func canvasScene(size: String = "[100, 100]", fps: Double = 30) -> String {
        """
        {"canvas": {"size": \(size), "fps": \(fps), "duration": 0.1},
         "layers": [{"id": "a", "frame": [0, 0, 10, 10], "backgroundColor": "#F00"}]}
        """
    }

    /// Without --fps a 60 fps scene is written as a GIF at 50 fps, by the command line and the library alike.
    @Test func gifWithoutFPSIsWrittenAtTheGIFLimit() throws {
        let (dir, scene) = try Self.write(Self.canvasScene(fps: 60))
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appendingPathComponent("o.gif").path
        let r = try CLI.run([scene, "-o", out, "--quiet"])
        #expect(r.status == 0, "\(r.stderr)")
        let cli = try VideoProbe.info(path: out)
        try FileManager.default.removeItem(atPath: out)
        let c = try Composition.parse(Self.canvasScene(fps: 60), resources: SystemResources())
        #expect(Self.export(c, to: out, limits: Limits()) == nil)
        let library = try VideoProbe.info(path: out)
        #expect(cli.frameCount == 5 && library.frameCount == 5 && cli.fps == library.fps)
    }

    /// An odd size is padded to even by default (`EvenSizePadding`); `--no-pad-to-even` (`padToEven = false`) refuses.
    @Test func evenSizesForYUV420() throws {
        let odd = Self.canvasScene(size: "[101, 100]")
        let message = "canvas: 101×100 px: H.264 yuv420p needs an even width and height (change canvas.size, canvas.scale or --scale, or leave out --no-pad-to-even)"
        let (dir, scene) = try Self.write(odd)
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appendingPathComponent("o.mp4").path
        let r = try CLI.run([scene, "-o", out, "--no-pad-to-even"])
        #expect(r.status == 2 && r.stderr == "animate: \(message)\n", "\(r.stderr)")
        let c = try Composition.parse(odd, resources: SystemResources())
        // The library names the option as ExportOptions does; the command line spells it as its flag.
        var refuse = ExportOptions()
        refuse.padToEven = false
        #expect(Self.export(c, to: out, refuse, limits: Limits()) == message.replacingOccurrences(of: "--", with: ""))
        #expect(Self.export(c, to: out, limits: Limits()) == nil)
        #expect(try VideoProbe.info(path: out).width == 102)
        // validate accepts the scene (PNG, MOV and GIF take odd sizes) and lint warns.
        let v = try CLI.run(["validate", "--lint", scene])
        #expect(v.status == 0 && v.stderr.contains("canvas.size: frames are 101×100 px: H.264 in yuv420p needs an even width and height"), "\(v.stderr)")
    }
}
