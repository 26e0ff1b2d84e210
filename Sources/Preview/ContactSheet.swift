import Composition
import Foundation
import Geometry
import Raster
import Render

/// A contact sheet: frames of a scene at chosen times in a grid, the time under each, with a header naming the
/// scene — sized to read in a pull-request comment (at most `maxWidth` × `maxHeight` pixels).
public struct ContactSheet {
    /// Where everything goes, in pixels (the sheet is drawn at scale 1).
    public struct Layout: Sendable, Hashable {
        public var columns: Int
        public var rows: Int
        /// Pixels per point of the scene in each thumbnail.
        public var thumbnailScale: Double
        public var thumbnailWidth: Int
        public var thumbnailHeight: Int
        public var width: Int
        public var height: Int

        static let margin = 16
        static let gap = 12
        static let cell = 2.0
        static let labelHeight = 28
        static let headerHeight = 34

        /// The grid that makes thumbnails of a `canvas`-sized scene largest within `maxWidth` × `maxHeight`.
        public static func fit(canvas: Size, count: Int, maxWidth: Int, maxHeight: Int) -> Layout {
            let n = max(count, 1)
            var best: (scale: Double, columns: Int) = (0, 1)
            for c in 1...n {
                let r = (n + c - 1) / c
                let w = Double(maxWidth - 2 * margin - (c - 1) * gap) / Double(c)
                let h = Double(maxHeight - headerHeight - 2 * margin - (r - 1) * gap - r * labelHeight) / Double(r)
                let s = min(w / canvas.width, h / canvas.height)
                if s > best.scale { best = (s, c) }
            }
            let c = best.columns, r = (n + c - 1) / c
            let tw = (canvas.width * best.scale).clampedInt(rounding: .down, in: 1...Int(Int32.max))
            let scale = Double(tw) / canvas.width
            let th = (canvas.height * scale).clampedInt(rounding: .toNearestOrAwayFromZero, in: 1...Int(Int32.max))
            return Layout(columns: c, rows: r, thumbnailScale: scale, thumbnailWidth: tw, thumbnailHeight: th,
                          width: 2 * margin + c * tw + (c - 1) * gap,
                          height: headerHeight + 2 * margin + r * (th + labelHeight) + (r - 1) * gap)
        }

        /// The top-left corner of thumbnail `k`.
        public func origin(of k: Int) -> Point {
            let col = k % columns, row = k / columns
            return Point(x: Double(Layout.margin + col * (thumbnailWidth + Layout.gap)),
                         y: Double(Layout.headerHeight + Layout.margin + row * (thumbnailHeight + Layout.labelHeight + Layout.gap)))
        }
    }

    /// `count` times from 0 to the scene's end, evenly spaced and each on a frame (`k / fps`), the last one the
    /// scene's duration.
    public static func evenlySpacedTimes(in scene: Composition, count: Int) -> [Double] {
        let frames = scene.frameCount
        guard count > 1, frames > 0 else { return [0] }
        var indices: [Int] = []
        for k in 0..<count {
            let i = (Double(k) * Double(frames) / Double(count - 1)).clampedInt(rounding: .toNearestOrAwayFromZero, in: 0...max(frames, 0))
            if indices.last != i { indices.append(i) }
        }
        return indices.map { scene.time(ofFrame: $0) }
    }

    /// Renders the sheet: a header line (`title` and the scene's canvas), then the frames at `times`.
    public static func render(_ scene: Composition, times: [Double], title: String,
                              maxWidth: Int = 1200, maxHeight: Int = 1200) throws -> Frame {
        let canvas = scene.canvas
        let layout = Layout.fit(canvas: canvas.size, count: times.count, maxWidth: maxWidth, maxHeight: maxHeight)
        let thumbnails = try Renderer(canvasSize: canvas.size, scale: layout.thumbnailScale,
                                      background: canvas.background, images: try scene.decodedImages())
        var d = Drawing(size: Size(width: Double(layout.width), height: Double(layout.height)), background: Palette.background)
        let cell = Layout.cell
        let fps = canvas.fps
        let header = "\(title) · \(format(canvas.size.width))×\(format(canvas.size.height)) pt · "
            + "\(format(fps)) fps · \(format(scene.duration)) s · \(NumberText.counted(times.count, "frame"))"
        d.text(header, at: Point(x: Double(Layout.margin), y: Double(Layout.margin)), cell: cell, color: Palette.text)

        for (k, t) in times.enumerated() {
            let o = layout.origin(of: k)
            let w = Double(layout.thumbnailWidth), h = Double(layout.thumbnailHeight)
            d.fill(Rect(x: o.x - 1, y: o.y - 1, width: w + 2, height: h + 2), Palette.rule)
            d.fill(Rect(x: o.x, y: o.y, width: w, height: h), Palette.background)
            let frame = try thumbnails.render(scene.tree.presentationForDrawing(at: t))
            d.image(frame, in: Rect(x: o.x, y: o.y, width: w, height: h))
            let frameIndex = (t * fps).rounded()
            let onFrame = abs(frameIndex / fps - t) < 1e-9
            let label = "\(format(t, decimals: 3)) s" + (onFrame ? " · #\(Int(frameIndex))" : "")
            let lw = PixelFont.width(of: label, cell: cell)
            d.text(label, at: Point(x: (o.x + (w - lw) / 2).rounded(), y: o.y + h + 8), cell: cell,
                   color: Palette.text)
        }
        return try d.render(scale: 1)
    }

    static func format(_ v: Double, decimals: Int = 3) -> String {
        let p = pow(10, Double(decimals))
        return NumberText.format((v * p).rounded() / p)
    }
}
