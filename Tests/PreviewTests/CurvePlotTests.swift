import Composition
import Export
@testable import Preview
import SceneFile
import TestSupport
import Testing

@Suite struct CurvePlotTests {
    static let text = """
        {"canvas": {"size": [40, 30], "fps": 20},
         "layers": [{"id": "dot", "type": "shape", "frame": [0, 0, 10, 10], "path": {"rect": [0, 0, 10, 10]}}],
         "animations": [{"layer": "dot", "keyPath": "opacity", "fromValue": 0, "toValue": 1, "beginTime": 0.1, "duration": 0.1}],
         "transactions": [{"at": 0.2, "duration": 0.2, "timingFunction": "linear", "set": {"dot.position": [25, 5]}}]}
        """

    /// One panel per animated property, components as series, sampled at evenly spaced times.
    @Test func panelsAndValues() throws {
        let scene = try Composition.parse(Self.text)
        let plot = CurvePlot(scene: scene, timeline: try SceneTimeline.parse(Self.text), title: "t", samples: 5)
        #expect(plot.times == [0, 0.1, 0.2, 0.30000000000000004, 0.4])
        #expect(plot.panels.map { "\($0.layer).\($0.keyPath)" } == ["dot.opacity", "dot.position"])
        #expect(plot.panels[0].series.map(\.name) == ["value"])
        #expect(plot.panels[0].spans == [0.1...0.2])
        let position = plot.panels[1]
        #expect(position.series.map(\.name) == ["x", "y"])
        // Linear from 5 to 25 over 0.2…0.4 s.
        let x = position.series[0].values
        #expect(x[0] == 5 && x[2] == 5 && abs(x[3] - 15) < 1e-9 && x[4] == 25)
        #expect(position.series[1].isConstant)
        #expect(position.spans == [0.2...0.4])
        #expect(plot.transactionTimes == [0.2])
    }

    /// A layer moving down on screen (y growing) draws a curve going down; x-only and other panels point up.
    @Test func yLikeAxesPointDownAsOnScreen() throws {
        let text = Self.text.replacingOccurrences(of: "[25, 5]", with: "[5, 25]")
        let plot = CurvePlot(scene: try Composition.parse(text), timeline: try SceneTimeline.parse(text), title: "t", samples: 5)
        #expect(plot.panels.map(\.pointsDown) == [false, true])
        #expect(plot.panels[1].note == "axis points down, as y on screen")
        let xOnly = CurvePlot(scene: try Composition.parse(Self.text), timeline: try SceneTimeline.parse(Self.text), title: "t", samples: 5)
        #expect(xOnly.panels.map(\.pointsDown) == [false, false])
        // Larger values lower when pointing down: lo at the top edge, hi at the bottom.
        #expect(CurvePlot.y(of: 0, lo: 0, hi: 10, top: 100, height: 50, pointsDown: true) == 100)
        #expect(CurvePlot.y(of: 10, lo: 0, hi: 10, top: 100, height: 50, pointsDown: true) == 150)
        #expect(CurvePlot.y(of: 10, lo: 0, hi: 10, top: 100, height: 50, pointsDown: false) == 100)
        #expect(CurvePlot.isYLike(series: "value", keyPath: "position.y"))
        #expect(CurvePlot.isYLike(series: "2.y", keyPath: "path"))
        #expect(!CurvePlot.isYLike(series: "height", keyPath: "bounds"))
    }

    @Test func ticksAreRound() {
        #expect(CurvePlot.ticks(2.6) == [0, 0.2, 0.4, 0.6, 0.8, 1, 1.2, 1.4, 1.6, 1.8, 2, 2.2, 2.4, 2.6])
        #expect(CurvePlot.label(699, step: 100) == "699")
        #expect(CurvePlot.label(-0.25, step: 0.1) == "−0.3" || CurvePlot.label(-0.25, step: 0.1) == "−0.2")
    }
}
