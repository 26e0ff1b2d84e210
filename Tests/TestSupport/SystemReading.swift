import Composition
import Export
import SceneFile

/// The scene reader with the system's resources (Pango, FFmpeg), as the command line reads scenes: what the tests
/// call `Scene.parse` / `Scene.load`.
extension Composition {
    public static func load(path: String) throws -> Composition {
        try load(path: path, resources: SystemResources())
    }

    public static func parse(_ text: String, baseDirectory: String = "") throws -> Composition {
        try parse(text, baseDirectory: baseDirectory, resources: SystemResources())
    }
}

extension SceneTimeline {
    public static func load(path: String) throws -> SceneTimeline {
        try load(path: path, resources: SystemResources())
    }

    public static func parse(_ text: String, baseDirectory: String = "") throws -> SceneTimeline {
        try parse(text, baseDirectory: baseDirectory, resources: SystemResources())
    }
}
