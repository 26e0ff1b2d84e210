// Core Animation code rendered on Linux (README, "Core Animation code"): a CALayer, a CABasicAnimation and an
// implicit fade, run by a Stage and rendered to an MP4. `swift run dot-slide out.mp4`.
import AnimateCA
import Export

let stage = Stage(size: CGSize(width: 320, height: 240), scale: 1, fps: 30, background: UIColor.white.cgColor)
let dot = CALayer()
dot.frame = CGRect(x: 40, y: 90, width: 60, height: 60)
dot.cornerRadius = 30
dot.backgroundColor = UIColor.blue.cgColor
stage.at(0) {
    stage.window.layer.addSublayer(dot)
    let slide = CABasicAnimation(keyPath: "position.x")
    slide.fromValue = 70
    slide.toValue = 250
    slide.duration = 1
    slide.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
    dot.add(slide, forKey: "slide")
    dot.position.x = 250              // the model ends where the animation does
}
stage.at(1.2) { dot.opacity = 0 }     // a standalone layer: Core Animation's implicit 0.25 s fade
stage.run(until: 1.5)
let out = CommandLine.arguments.dropFirst().first ?? "dot-slide.mp4"
try Exporter.render(stage.composition(), to: URL(fileURLWithPath: out), options: ExportOptions(crf: 20))
print("\(out): \(try stage.composition().frameCount) frames")
