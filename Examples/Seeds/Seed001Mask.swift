// Seed 001 (../shared/seeds/001_0e621658c1dca389.txt): a view masked by a shape layer built in `draw(_:)`, the key
// (a handle circle, a shaft and teeth appended into one path) with its hole punched by the even-odd rule.
// The code between BEGIN/END markers is the post's; one line differs (SeedTextTests): the post's
// `init(frame: CGRect)` lacks the `override` it needs (it fails on iOS too).
#if canImport(UIKit)
import UIKit
#else
import AnimateCA
#endif

// BEGIN seed 001 lines 35-61
class ViewController: UIViewController {

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .black
        let size = CGSize(width: 200, height: 200)
        let frame = CGRect(
            origin: .init(x: view.center.x-size.width/2,
                          y: view.center.y-size.height/2),
            size: size
        )

        let maskView = MaskingView(frame: frame)
        view.addSubview(maskView)
    }
}

class MaskingView: UIView {

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .purple
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
    // END seed 001

    // BEGIN seed 001 lines 116-141
    override func draw(_ rect: CGRect) {
        let maskLayer = CAShapeLayer()
        let bezierPath = UIBezierPath()


        let handleRect = CGRect(origin: .init(x: 50, y: 0), size: .init(width: 100, height: 100))
        let handlePath = UIBezierPath(ovalIn: handleRect)

        let keyWidth: CGFloat = 40
        let bodyRect = CGRect(origin: .init(x: 50+(100-keyWidth)/2, y: 60), size: .init(width: keyWidth, height: bounds.height-50))
        let bodyPath = UIBezierPath(rect: bodyRect)

        let rightTeethRect1 = CGRect(origin: .init(x: 50+keyWidth+(100-keyWidth)/2, y: 120), size: .init(width: 30, height: 20))
        let rightPath1 = UIBezierPath(rect: rightTeethRect1)
        let rightTeethRect2 = CGRect(origin: .init(x: 50+keyWidth+(100-keyWidth)/2, y: 150), size: .init(width: 20, height: 20))
        let rightPath2 = UIBezierPath(rect: rightTeethRect2)

        let leftTeethRect = CGRect(origin: .init(x: 50+(100-keyWidth)/2-20, y: 130), size: .init(width: 20, height: 20))
        let leftPath = UIBezierPath(rect: leftTeethRect)

        bezierPath.append(handlePath)
        bezierPath.append(bodyPath)
        bezierPath.append(rightPath1)
        bezierPath.append(rightPath2)
        bezierPath.append(leftPath)

    // END seed 001
    // BEGIN seed 001 lines 202-205
        let roundRect = CGRect(origin: .init(x: 70, y: 20), size: .init(width: 60, height: 60))
        let roundPath = UIBezierPath(ovalIn: roundRect)
        bezierPath.append(roundPath)
        maskLayer.fillRule = .evenOdd
    // END seed 001
    // BEGIN seed 001 lines 142-144
        maskLayer.path = bezierPath.cgPath
        layer.mask = maskLayer
    }
    // END seed 001
}

/// The post's view controller (host code: its class is internal to this module).
@MainActor
public func seed001ViewController() -> UIViewController { ViewController() }
