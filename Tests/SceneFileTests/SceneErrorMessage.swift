import Composition
import Export
@testable import SceneFile
import TestSupport

/// The error message `Scene.parse` gives for `json`, or `nil` when it parses. Other errors are reported as
/// unexpected, with their type, so a test expecting a `SceneError` fails readably.
func sceneErrorMessage(_ json: String) -> String? {
    do {
        _ = try Composition.parse(json)
        return nil
    } catch let e as SceneError {
        return e.description
    } catch {
        return "unexpected \(type(of: error)): \(error)"
    }
}
