import Composition
/// Bad input in a scene: where (a JSON path such as `layers[2].animations[0].duration`) and what.
public struct SceneError: Error, Equatable, JSONPathError {
    /// The JSON path of the offending value; empty for the document as a whole.
    public let path: String
    public let message: String

    public init(path: String, _ message: String) {
        self.path = path
        self.message = message
    }
}
