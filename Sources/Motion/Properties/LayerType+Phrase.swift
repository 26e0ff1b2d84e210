/// Layer types in messages.
extension LayerType {
    /// The type in a sentence, with its article: "a plain layer" (type `layer`, `CALayer`), "a shape layer",
    /// "an image layer".
    public var phrase: String {
        switch self {
        case .layer: "a plain layer"
        case .image: "an image layer"
        default: "a \(rawValue) layer"
        }
    }
}
