import CPango
import Geometry
import Motion

extension TextEngine: CharacterLayoutMeasuring {
    /// Each character's advance and baseline as `draw` lays the layer's text out (the same Pango layout, wrapped or
    /// aligned within the bounds the same way), in the layer's coordinates: `pango_layout_index_to_pos` gives the
    /// character's logical rectangle (its advance; a cluster of several characters shares one rectangle),
    /// `pango_layout_index_to_line_x` its line, the layout iterator each line's baseline.
    public func characterBoxes(of layer: LayerState) -> [CharacterBox] {
        guard !layer.string.isEmpty else { return [] }
        let width = layoutWidth(layer)
        guard let layout = makeLayout(layer, width: width) else { return [] }
        defer { animate_g_object_unref(UnsafeMutableRawPointer(layout)) }
        let scale = Self.pangoScale
        var x0 = layer.bounds.minX
        if width == nil {
            let natural = metrics(layout).size.width
            switch layer.alignmentMode {
            case .center: x0 += (layer.bounds.width - natural) / 2
            case .right: x0 += layer.bounds.width - natural
            default: break
            }
        }
        var baselines: [Double] = []
        if let iter = pango_layout_get_iter(layout) {
            repeat { baselines.append(Double(pango_layout_iter_get_baseline(iter)) / scale) } while pango_layout_iter_next_line(iter) != 0
            pango_layout_iter_free(iter)
        }
        var boxes: [CharacterBox] = []
        var byte = 0
        for c in layer.string {
            var rect = PangoRectangle()
            var line: Int32 = 0, lineX: Int32 = 0
            let index = Int32(clamping: byte)
            pango_layout_index_to_pos(layout, index, &rect)
            pango_layout_index_to_line_x(layout, index, 0, &line, &lineX)
            let l = max(0, Int(line))
            let left = Double(min(rect.x, rect.x + rect.width)) / scale
            boxes.append(CharacterBox(x: x0 + left, width: c.isNewline ? 0 : Double(abs(rect.width)) / scale,
                                      baseline: layer.bounds.minY + (l < baselines.count ? baselines[l] : baselines.last ?? 0),
                                      line: l))
            byte += c.utf8.count
        }
        return boxes
    }
}
