/// An error about one place in a JSON document, made from its path and a message: what a reader's `JSONNode`
/// throws when a value is not what the reader expects (`SceneError` for scene files, `LottieError` for Lottie files).
public protocol JSONPathError: Error, JSONPathMessage {
    init(path: String, _ message: String)
}
