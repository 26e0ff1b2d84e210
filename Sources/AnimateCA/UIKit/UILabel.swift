import Foundation

/// Text alignment (`NSTextAlignment`).
public enum NSTextAlignment: Int, Sendable {
    case left, center, right, justified, natural

    var mode: CATextLayerAlignmentMode {
        switch self {
        case .left: .left
        case .center: .center
        case .right: .right
        case .justified: .justified
        case .natural: .natural
        }
    }
}

/// How a label wraps and truncates (`NSLineBreakMode`).
public enum NSLineBreakMode: Int, Sendable {
    case byWordWrapping, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle
}

/// A label (`UILabel`): a view whose text is drawn by a `CATextLayer` filling its width and centred vertically, as
/// UILabel centres its text. The text's height is its lines times the font's line height, 1.21 × the size (Inter's
/// ascender plus descender, the font the system font is drawn in); the lines are the text's own (`\n`), at most
/// `numberOfLines`: a label whose text wraps is centred as one line of each paragraph (UNCONFIRMED layout: the
/// stage does not measure text). Set the text before the label's first commit: a text layer's string does not change
/// after it (a diagnostic says so).
@MainActor
open class UILabel: UIView {
    /// The layer that draws the text.
    public let textLayer = CATextLayer()

    open var text: String? { didSet { layoutText() } }
    open var textColor: UIColor! = .label { didSet { layoutText() } }
    open var font: UIFont! = .systemFont(ofSize: 17) { didSet { layoutText() } }
    open var textAlignment: NSTextAlignment = .natural { didSet { layoutText() } }
    open var numberOfLines = 1 { didSet { layoutText() } }
    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail { didSet { layoutText() } }
    /// Stored; text is drawn at its font's size.
    open var adjustsFontSizeToFitWidth = false
    open var minimumScaleFactor: CGFloat = 0

    public override init(frame: CGRect) {
        super.init(frame: frame)
        layer.addSublayer(textLayer)
        layoutText()
    }

    public required init?(coder: NSCoder) { return nil }

    override open var frame: CGRect {
        get { super.frame }
        set { super.frame = newValue; layoutText() }
    }

    override open var bounds: CGRect {
        get { super.bounds }
        set { super.bounds = newValue; layoutText() }
    }

    /// The line height of `font`: 1.21 × its size (Inter's hhea ascender 0.96875 + descender 0.2421875 em).
    static func lineHeight(_ font: UIFont) -> CGFloat { font.pointSize * (0.96875 + 0.2421875) }

    private func layoutText() {
        let string = text ?? ""
        var lines = string.split(separator: "\n", omittingEmptySubsequences: false).count
        if numberOfLines > 0 { lines = min(lines, numberOfLines) }
        let height = CGFloat(max(lines, 1)) * Self.lineHeight(font)
        let b = bounds
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        textLayer.frame = CGRect(x: b.minX, y: b.minY + (b.height - height) / 2, width: b.width, height: height)
        textLayer.string = string
        textLayer.font = font
        textLayer.fontSize = font.pointSize
        textLayer.foregroundColor = textColor.cgColor
        textLayer.alignmentMode = textAlignment.mode
        textLayer.isWrapped = numberOfLines != 1
        switch lineBreakMode {
        case .byTruncatingHead: textLayer.truncationMode = .start
        case .byTruncatingMiddle: textLayer.truncationMode = .middle
        case .byTruncatingTail: textLayer.truncationMode = .end
        default: textLayer.truncationMode = .none
        }
        CATransaction.commit()
    }
}
