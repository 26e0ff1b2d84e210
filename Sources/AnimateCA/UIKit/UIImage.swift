import Foundation

/// An image (`UIImage`) from a PNG or JPEG file. `UIImage(named:)` looks for the name (with `.png`, `@2x.png`,
/// `@3x.png`, `.jpg` tried in turn when it has no extension) in the current directory, then in the main bundle's
/// resources; asset catalogues do not exist here.
public final class UIImage: @unchecked Sendable, Hashable {
    public let cgImage: CGImage?
    /// The size in points: pixels over `scale`.
    public let scale: CGFloat

    public init?(contentsOfFile path: String) {
        guard let image = CGImage(path: path) else { return nil }
        cgImage = image
        let name = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
        scale = name.hasSuffix("@3x") ? 3 : name.hasSuffix("@2x") ? 2 : 1
    }

    public convenience init?(named name: String) {
        let candidates = URL(fileURLWithPath: name).pathExtension.isEmpty
            ? ["\(name).png", "\(name)@2x.png", "\(name)@3x.png", "\(name).jpg", "\(name).jpeg"] : [name]
        let folders = [FileManager.default.currentDirectoryPath, Bundle.main.resourcePath].compactMap { $0 }
        for folder in folders {
            for c in candidates {
                let path = URL(fileURLWithPath: folder).appendingPathComponent(c).path
                if FileManager.default.fileExists(atPath: path) {
                    self.init(contentsOfFile: path)
                    return
                }
            }
        }
        return nil
    }

    public init(cgImage: CGImage, scale: CGFloat = 1) {
        self.cgImage = cgImage
        self.scale = scale
    }

    public var size: CGSize {
        guard let c = cgImage else { return .zero }
        return CGSize(width: CGFloat(c.width) / scale, height: CGFloat(c.height) / scale)
    }

    public static func == (a: UIImage, b: UIImage) -> Bool { a.cgImage == b.cgImage && a.scale == b.scale }
    public func hash(into h: inout Hasher) { h.combine(cgImage) }
}

/// A view that shows an image (`UIImageView`): its layer's contents are the image's file, fitted by `contentMode`
/// (`contentsGravity`). As for any layer's contents, the image must be set before the view's first commit.
@MainActor
open class UIImageView: UIView {
    open var image: UIImage? {
        didSet { layer.contents = image?.cgImage }
    }

    override open var contentMode: ContentMode {
        didSet { layer.contentsGravity = contentMode.gravity }
    }

    /// A view the image's size, showing it.
    public convenience init(image: UIImage?) {
        self.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        self.image = image
        layer.contents = image?.cgImage
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        layer.contentsGravity = .resize
    }

    public required init?(coder: NSCoder) { return nil }
}
