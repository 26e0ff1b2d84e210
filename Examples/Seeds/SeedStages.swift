// Host code that runs the seeds' code on a `Stage` (AnimateCA only: this file is not part of the seeds' Swift).
import AnimateCA

/// The seeds as stages, for the tests, the README and `animate`'s tools (`stage.sceneJSON()`).
@MainActor
public enum SeedStages {
    /// Seed 000: six 120×120 views on a light background: the layer's own border (lines 14–18), the inside border
    /// (56–58), the centred and outside border layers (82–103), and `setBorder` centred and outside with width 10
    /// and radius 20 (168–265). Nothing moves; the scene lasts 0.5 s.
    public static func seed000() -> Stage {
        let stage = Stage(size: CGSize(width: 390, height: 844), scale: 2, fps: 30,
                          background: CGColor(red: 0.95, green: 0.95, blue: 0.97, alpha: 1))
        stage.at(0) {
            var views: [UIView] = []
            for k in 0..<6 {
                let v = UIView(frame: CGRect(x: k % 2 == 0 ? 60 : 210, y: 100 + CGFloat(k / 2) * 240, width: 120, height: 120))
                v.backgroundColor = k == 0 ? .white : .blue
                stage.window.addSubview(v)
                views.append(v)
            }
            seed000BasicBorder(views[0])
            seed000InsideBorder(views[1])
            seed000CenterBorder(views[2])
            seed000OutsideBorder(views[3])
            let red = UIColor.red.withAlphaComponent(0.5).cgColor
            seed000SetBorder(views[4], borderWidth: 10, borderColor: red, cornerRadius: 20, placement: .center)
            seed000SetBorder(views[5], borderWidth: 10, borderColor: red, cornerRadius: 20, placement: .outside)
        }
        stage.run(until: 0.5)
        return stage
    }

    /// Seed 001: the post's view controller presented on a 390×844 stage (its `viewDidLoad` and the mask built in
    /// `draw(_:)` run in the turn at 0); the scene lasts 0.5 s.
    public static func seed001() -> Stage {
        let stage = Stage(size: CGSize(width: 390, height: 844), scale: 2, fps: 30)
        stage.present(seed001ViewController())
        stage.run(until: 0.5)
        return stage
    }

    /// The rects seed 003's spotlight moves between.
    public static let seed003Rects = [CGRect(x: 16, y: 148, width: 358, height: 36), CGRect(x: 16, y: 316, width: 358, height: 96)]

    /// Seed 003: the spotlight border set up at 0 around the first rect and moved at 0.6 to the second (the post's
    /// `addGradientBorderWithAnimation`), with implicit actions disabled or, as the post's code runs, enabled; the
    /// scene lasts 1 s at 60 fps.
    public static func seed003(disableActions: Bool, epoch: CFTimeInterval = 1000) -> (stage: Stage, view: SpotlightView) {
        let stage = Stage(size: CGSize(width: 390, height: 844), scale: 2, fps: 60,
                          background: CGColor(red: 0.95, green: 0.95, blue: 0.97, alpha: 1), epoch: epoch)
        let v = SpotlightView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        stage.at(0) {
            stage.window.addSubview(v)
            v.move(to: seed003Rects[0], disableActions: true)
        }
        stage.at(0.6) { v.move(to: seed003Rects[1], disableActions: disableActions) }
        stage.run(until: 1.0)
        return (stage, v)
    }
}
