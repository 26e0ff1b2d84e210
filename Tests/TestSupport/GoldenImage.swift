import Foundation
import Media
import Raster

/// Golden images: a rendered frame compared exactly with a PNG recorded earlier. A golden only says "the same as
/// before"; tests that use it also check what the pixels must be.
public enum GoldenImage {
    /// What the comparison found.
    public enum Outcome: Equatable, Sendable {
        case same
        /// The golden was missing and has been written: the test must fail, so it is looked at before it is committed.
        case recorded
        case differentSize(golden: String, rendered: String)
        /// How many pixels differ, and the first (x, y) in reading order.
        case differs(pixels: Int, first: String)

        /// A message for a failing test, or `nil` when the frame matches.
        public func failure(_ name: String) -> String? {
            switch self {
            case .same: nil
            case .recorded: "recorded a new golden \(name): look at it, then run again"
            case .differentSize(let g, let r): "\(name): the golden is \(g) px, the frame \(r) px"
            case .differs(let n, let first): "\(name): \(n) pixels differ, first at \(first)"
            }
        }
    }

    /// Compares `frame` with the PNG at `path` through the same PNG round trip the golden went through (PNG stores
    /// unpremultiplied colour); writes the golden when there is none.
    public static func compare(_ frame: Frame, withGoldenAt path: String) throws -> Outcome {
        guard FileManager.default.fileExists(atPath: path) else {
            try FileManager.default.createDirectory(
                atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try PNGWriter.write(frame, to: path)
            return .recorded
        }
        let tmp = FileManager.default.temporaryDirectory.appendingPathComponent("golden-\(UUID().uuidString).png").path
        defer { try? FileManager.default.removeItem(atPath: tmp) }
        try PNGWriter.write(frame, to: tmp)
        let rendered = try ImageDecoder.decode(path: tmp)
        let golden = try ImageDecoder.decode(path: path)
        guard rendered.width == golden.width, rendered.height == golden.height else {
            return .differentSize(golden: "\(golden.width)×\(golden.height)", rendered: "\(rendered.width)×\(rendered.height)")
        }
        var differing = 0
        var first: (Int, Int)? = nil
        for y in 0..<golden.height {
            for x in 0..<golden.width where rendered[x, y] != golden[x, y] {
                differing += 1
                if first == nil { first = (x, y) }
            }
        }
        return differing == 0 ? .same : .differs(pixels: differing, first: first.map { "(\($0.0), \($0.1))" } ?? "-")
    }
}
