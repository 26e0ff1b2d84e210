// AnimateCA: Core Animation's Swift API over `animate`'s engine, so iOS motion code compiles, runs and renders on
// Linux as written (docs/swift-api.md). User files switch with
//
//     #if canImport(UIKit)
//     import UIKit
//     #else
//     import AnimateCA
//     #endif
//
// Foundation is re-exported, as UIKit re-exports it: CGFloat, CGPoint, CGSize, CGRect and NSCoder come from there and
// are never redefined here. What Foundation on Linux lacks (CGPath, CGColor, CGAffineTransform, CGVector,
// CFTimeInterval) is defined in CoreGraphics/.
@_exported import Foundation
