// Seed 003 (../shared/seeds/003_e620d60dc9497f1f.txt): the spotlight transition. A gradient border masked by a
// shape moves to a new rect: position and bounds in one `CAAnimationGroup` and a `path` animation, 0.15 s
// easeInEaseOut with a common `beginTime` from the presentation values; the path is drawn with quad curves so it keeps
// one element structure while it animates, then the true rounded rect is set.
// The code between BEGIN/END markers is the post's; one line differs (SeedTextTests): line 131's elided
// `... 초기세팅` ("initial set-up") calls the host's `setUpGradientBorder`.
#if canImport(UIKit)
import UIKit
#else
import AnimateCA
#endif

/// Host code around the post's two functions: the view that owns the border, the elided initial set-up and the caller
/// (which takes the common begin time as the post's line 37 does).
public final class SpotlightView: UIView {
    public let gradient = CAGradientLayer()
    public let shape = CAShapeLayer()

    /// The initial set-up the post elides: a gradient layer named "GradientBorder", masked by a 3-point stroke of a
    /// rounded rect.
    func setUpGradientBorder(rect: CGRect, cornerRadius: CGFloat, colors: [UIColor]) {
        gradient.name = "GradientBorder"
        gradient.colors = colors.map { $0.cgColor }
        gradient.startPoint = CGPoint(x: 0, y: 0)
        gradient.endPoint = CGPoint(x: 1, y: 1)
        gradient.frame = rect
        shape.path = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: rect.width, height: rect.height), cornerRadius: cornerRadius).cgPath
        shape.fillColor = nil
        shape.strokeColor = UIColor.black.cgColor
        shape.lineWidth = 3
        gradient.mask = shape
        layer.addSublayer(gradient)
    }

    /// Moves the border to `rect` in one transaction (with Core Animation's implicit actions disabled, or, as the
    /// post's code runs, enabled).
    public func move(to rect: CGRect, disableActions: Bool) {
        CATransaction.begin()
        CATransaction.setDisableActions(disableActions)
        let commonBeginTime = layer.convertTime(CACurrentMediaTime(), from: nil)
        addGradientBorderWithAnimation(to: rect, cornerRadius: 16, colors: [.red, .blue], commonBeginTime: commonBeginTime)
        CATransaction.commit()
    }

    // BEGIN seed 003 lines 93-133
    private func addGradientBorderWithAnimation(
    to rect: CGRect,
    cornerRadius: CGFloat,
    colors: [UIColor],
    commonBeginTime: CFTimeInterval
    ) {
    	if let _ = self.layer.sublayers?.first(where: { $0.name == "GradientBorder" }) {
    		let pathAnimation = CABasicAnimation(keyPath: "path")
    		pathAnimation.fromValue = self.createRoundedRectPath(rect: self.shape.path!.boundingBox, cornerRadius: cornerRadius)
    		pathAnimation.toValue = self.createRoundedRectPath(rect: CGRect(x: 0, y: 0, width: rect.width, height: rect.height), cornerRadius: cornerRadius)
    		pathAnimation.duration = 0.15
    		pathAnimation.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
    		pathAnimation.beginTime = commonBeginTime
    		pathAnimation.isRemovedOnCompletion = true
    		self.shape.removeAllAnimations()
    		self.shape.add(pathAnimation, forKey: "path")

    		let positionAnimation = CABasicAnimation(keyPath: "position")
    		positionAnimation.fromValue = self.gradient.presentation()?.position
    		positionAnimation.toValue = CGPoint(x: rect.midX, y: rect.midY)

    		let boundsAnimation = CABasicAnimation(keyPath: "bounds")
    		boundsAnimation.fromValue = self.gradient.presentation()?.bounds
    		boundsAnimation.toValue = CGRect(x: 0, y: 0, width: rect.width, height: rect.height)

    		let animationGroup = CAAnimationGroup()
    		animationGroup.animations = [positionAnimation, boundsAnimation]
    		animationGroup.duration = 0.15
    		animationGroup.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
    		animationGroup.beginTime = commonBeginTime
    		self.gradient.removeAllAnimations()
    		self.gradient.add(animationGroup, forKey: "frameAndPositionAnimation")

    		self.gradient.mask = self.shape
    		self.gradient.frame = rect
    		self.shape.path = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: rect.width, height: rect.height), cornerRadius: cornerRadius).cgPath

    	} else {
    		setUpGradientBorder(rect: rect, cornerRadius: cornerRadius, colors: colors)
    	}
    }
    // END seed 003

    // BEGIN seed 003 lines 139-167
    private func createRoundedRectPath(rect: CGRect, cornerRadius: CGFloat) -> CGPath {
    	let path = UIBezierPath()
    	let minRadius = min(rect.width, rect.height) / 2
    	let radius = min(cornerRadius, minRadius)
    	
    	// Top-left corner
    	path.move(to: CGPoint(x: rect.minX + radius, y: rect.minY))
    	path.addLine(to: CGPoint(x: rect.maxX - radius, y: rect.minY))
    	path.addQuadCurve(to: CGPoint(x: rect.maxX, y: rect.minY + radius),
    					  controlPoint: CGPoint(x: rect.maxX, y: rect.minY))
    	
    	// Top-right corner
    	path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY - radius))
    	path.addQuadCurve(to: CGPoint(x: rect.maxX - radius, y: rect.maxY),
    					  controlPoint: CGPoint(x: rect.maxX, y: rect.maxY))
    	
    	// Bottom-right corner
    	path.addLine(to: CGPoint(x: rect.minX + radius, y: rect.maxY))
    	path.addQuadCurve(to: CGPoint(x: rect.minX, y: rect.maxY - radius),
    					  controlPoint: CGPoint(x: rect.minX, y: rect.maxY))
    	
    	// Bottom-left corner
    	path.addLine(to: CGPoint(x: rect.minX, y: rect.minY + radius))
    	path.addQuadCurve(to: CGPoint(x: rect.minX + radius, y: rect.minY),
    					  controlPoint: CGPoint(x: rect.minX, y: rect.minY))
    	
    	path.close()
    	return path.cgPath
    }
    // END seed 003
}
