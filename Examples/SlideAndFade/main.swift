// A composition built in code — a layer, a basic animation, a group — rendered to an MP4 through Export.
// Run: swift run slide-and-fade out.mp4
import Composition
import Export
import Foundation
import Geometry
import Motion

var card = LayerState(id: "card")
card.setFrame(Rect(x: 40, y: 70, width: 100, height: 100))
card.backgroundColor = Color(red: 0, green: 0.48, blue: 1)
card.cornerRadius = 16
var tree = LayerTree(layers: [card])

// Slide right with an ease, and fade to half opacity at the same time: two basic animations in a group.
var slide = BasicAnimation(.positionX)
slide.toValue = .number(230)
slide.timingFunction = .easeInEaseOut
slide.timing.duration = 1
var fade = BasicAnimation(.opacity)
fade.toValue = .number(0.5)
fade.timing.duration = 1
var group = AnimationGroup(animations: [.basic(slide), .basic(fade)])
group.timing.duration = 1
group.timing.fillMode = .forwards
group.isRemovedOnCompletion = false
try tree.add(.group(group), toLayer: "card", forKey: "move")

var canvas = Canvas(size: Size(width: 320, height: 240))
canvas.fps = 30
canvas.background = .white
let composition = Composition(canvas: canvas, tree: tree)

let output = CommandLine.arguments.dropFirst().first ?? "slide-and-fade.mp4"
try Exporter.render(composition, to: URL(fileURLWithPath: output), options: ExportOptions(crf: 20))
print("\(output): \(composition.frameCount) frames, \(canvas.pixelWidth)×\(canvas.pixelHeight) px")
