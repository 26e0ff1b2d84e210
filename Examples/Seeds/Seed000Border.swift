// Seed 000 (../shared/seeds/000_9df719586737f0d9.txt): borders inside, centred on and outside a view's edge, and the
// post's `setBorder` drawing the ring as an outer rounded rect minus an inner one (`CGPath.subtracting`).
// The code between BEGIN/END markers is the post's, unchanged (SeedTextTests diffs it against the seed text); the
// rest is host code that gives the snippets a function to live in.
#if canImport(UIKit)
import UIKit
#else
import AnimateCA
#endif

/// The post's first snippet: the layer's own border and corner radius.
@MainActor
public func seed000BasicBorder(_ view: UIView) {
    // BEGIN seed 000 lines 14-18
    view.layer.borderColor = UIColor.black.cgColor
    view.layer.borderWidth = 1

    // CornerRadius 설정
    view.layer.cornerRadius = 5
    // END seed 000
}

/// The post's inside border: a blue view with a half-transparent red border of width 5.
@MainActor
public func seed000InsideBorder(_ view: UIView) {
    // BEGIN seed 000 lines 56-58
    view.backgroundColor = .blue
    view.layer.borderColor = UIColor.red.withAlphaComponent(0.5).cgColor
    view.layer.borderWidth = 5
    // END seed 000
}

/// The post's centred border: a layer half a border width larger on every side.
@MainActor
public func seed000CenterBorder(_ targetView: UIView) {
    // BEGIN seed 000 lines 82-91
    let borderLayer = CALayer()
    let borderWidth: CGFloat = 5
    let borderFrame = CGRect(x: -(borderWidth / 2), y: -(borderWidth / 2),
                             width: targetView.frame.size.width + borderWidth,
                             height: targetView.frame.size.height + borderWidth)
    borderLayer.frame = borderFrame
    borderLayer.backgroundColor = UIColor.clear.cgColor
    borderLayer.borderWidth = borderWidth
    borderLayer.borderColor = UIColor.red.withAlphaComponent(0.5).cgColor
    targetView.layer.addSublayer(borderLayer)
    // END seed 000
}

/// The post's outside border: a layer a whole border width larger on every side.
@MainActor
public func seed000OutsideBorder(_ targetView: UIView) {
    // BEGIN seed 000 lines 94-103
    let borderLayer = CALayer()
    let borderWidth: CGFloat = 5
    let borderFrame = CGRect(x: -(borderWidth), y: -(borderWidth),
                             width: targetView.frame.size.width + (borderWidth * 2),
                             height: targetView.frame.size.height + (borderWidth * 2))
    borderLayer.frame = borderFrame
    borderLayer.backgroundColor = UIColor.clear.cgColor
    borderLayer.borderWidth = borderWidth
    borderLayer.borderColor = UIColor.red.withAlphaComponent(0.5).cgColor
    targetView.layer.addSublayer(borderLayer)
    // END seed 000
}

// BEGIN seed 000 lines 168-265
extension UIView {
    /**
     Border 위치 타입
     */
    enum BorderType {
        case inside
        case center
        case outside
    }
    
    /**
     Border 설정 메소드
     */
    func setBorder(borderWidth: CGFloat, borderColor: CGColor, cornerRadius: CGFloat, type: BorderType) {
        self.layer.cornerRadius = cornerRadius
        
        let layer = CAShapeLayer()
        layer.fillColor = borderColor
        
        // inside 기준으로 세팅
        var minX: CGFloat = 0
        var maxX: CGFloat = self.frame.width
        var minY: CGFloat = 0
        var maxY: CGFloat = self.frame.height
        var outerCornerRadius: CGFloat = cornerRadius
        var innerCorneRadius: CGFloat = cornerRadius - borderWidth
        
        switch type {
        case .inside:
            break
        case .center:
            minX = -(borderWidth / 2)
            maxX = maxX + (borderWidth / 2)
            minY = -(borderWidth / 2)
            maxY = maxY + (borderWidth / 2)
            outerCornerRadius = cornerRadius + (borderWidth / 2)
            innerCorneRadius = cornerRadius - (borderWidth / 2)
        case .outside:
            minX = -(borderWidth)
            maxX = maxX + borderWidth
            minY = -(borderWidth)
            maxY = maxY + borderWidth
            outerCornerRadius = cornerRadius + borderWidth
            innerCorneRadius = cornerRadius
        }
        
        // 테두리의 안쪽 면
        let innerPath = getRoundCornerRectanglePath(cornerRadius: max(innerCorneRadius, 0), // 음수일 경우 0으로 계산
                                                    minX: minX + borderWidth,
                                                    minY: minY + borderWidth,
                                                    maxX: maxX - borderWidth,
                                                    maxY: maxY - borderWidth)
        // 테두리의 바깥쪽 면
        let outerPath = getRoundCornerRectanglePath(cornerRadius: outerCornerRadius,
                                                    minX: minX,
                                                    minY: minY,
                                                    maxX: maxX,
                                                    maxY: maxY)
        
        let intersectionPath = outerPath.subtracting(innerPath)
        layer.path = intersectionPath
        self.layer.addSublayer(layer)
    }
    
    /**
     사각형/둥근 사각형 뷰 path 구하기
     */
    private func getRoundCornerRectanglePath(cornerRadius: CGFloat, minX: CGFloat, minY: CGFloat, maxX: CGFloat, maxY: CGFloat) -> CGMutablePath {
        let path = CGMutablePath()
        // 좌측 상단 - 시작점
        path.move(to: .init(x: minX, y: minY + cornerRadius))
        if cornerRadius > 0 { // 좌측 상단 모서리
            path.addArc(center: CGPoint(x: minX + cornerRadius, y: minY + cornerRadius), radius: cornerRadius, startAngle: .pi, endAngle: .pi * 3 / 2, clockwise: false)
        }
        
        // 우측 상단
        path.addLine(to: CGPoint(x: maxX - cornerRadius, y: minY))
        if cornerRadius > 0 { // 우측 상단 모서리
            path.addArc(center: CGPoint(x: maxX - cornerRadius, y: minY + cornerRadius), radius: cornerRadius, startAngle: .pi * 3 / 2, endAngle: .pi * 2, clockwise: false)
        }
        
        // 우측 하단
        path.addLine(to: CGPoint(x: maxX, y: maxY - cornerRadius))
        if cornerRadius > 0 { // 우측 하단 모서리
            path.addArc(center: CGPoint(x: maxX - cornerRadius, y: maxY - cornerRadius), radius: cornerRadius, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        }
        
        // 좌측 하단
        path.addLine(to: CGPoint(x: minX + cornerRadius, y: maxY))
        if cornerRadius > 0 { // 좌측 하단 모서리
            path.addArc(center: CGPoint(x: minX + cornerRadius, y: maxY - cornerRadius), radius: cornerRadius, startAngle: .pi / 2, endAngle: .pi, clockwise: false)
        }
        
        // 좌측 상단으로 복귀하는 변 추가 - 끝점
        path.addLine(to: .init(x: minX, y: minY + cornerRadius))
        return path
    }
}
// END seed 000

/// Where `seed000SetBorder` puts the border (the post's `BorderType`, public for the host).
public enum Seed000Placement: Sendable {
    case inside, center, outside
}

/// The post's `setBorder` (host code: its extension is internal to this module).
@MainActor
public func seed000SetBorder(_ view: UIView, borderWidth: CGFloat, borderColor: CGColor, cornerRadius: CGFloat,
                             placement: Seed000Placement) {
    let type: UIView.BorderType
    switch placement {
    case .inside: type = .inside
    case .center: type = .center
    case .outside: type = .outside
    }
    view.setBorder(borderWidth: borderWidth, borderColor: borderColor, cornerRadius: cornerRadius, type: type)
}
