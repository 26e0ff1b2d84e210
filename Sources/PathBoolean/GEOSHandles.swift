import CGEOS

/// Why a boolean operation failed inside GEOS (the call and GEOS's own message).
public struct PathBooleanError: Error, Hashable, Sendable, CustomStringConvertible {
    public let call: String
    public let message: String
    public var description: String { "\(call) failed: \(message)" }

    public init(call: String, message: String) {
        self.call = call
        self.message = message
    }
}

/// One GEOS context (thread-safe API: one per operation, never shared across threads), with its last error message.
final class GEOSContext {
    let handle: GEOSContextHandle_t
    fileprivate(set) var lastError = ""

    init() throws(PathBooleanError) {
        guard let h = GEOS_init_r() else { throw PathBooleanError(call: "GEOS_init_r", message: "no context") }
        handle = h
        GEOSContext_setErrorMessageHandler_r(handle, { message, user in
            guard let user, let message else { return }
            Unmanaged<GEOSContext>.fromOpaque(user).takeUnretainedValue().lastError = String(cString: message)
        }, Unmanaged.passUnretained(self).toOpaque())
    }

    deinit { GEOS_finish_r(handle) }

    /// Wraps a geometry a GEOS call returned (owned by the caller), or throws naming the call.
    func own(_ g: OpaquePointer?, _ call: String) throws(PathBooleanError) -> GEOSGeom {
        guard let g else { throw PathBooleanError(call: call, message: lastError.isEmpty ? "no result" : lastError) }
        return GEOSGeom(g, context: self)
    }
}

/// A GEOS geometry this side owns; destroyed in `deinit` unless handed over with `take()`. Keeps its context alive.
final class GEOSGeom {
    private var owned: OpaquePointer?
    let context: GEOSContext

    init(_ pointer: OpaquePointer, context: GEOSContext) {
        self.owned = pointer
        self.context = context
    }

    deinit { if let owned { GEOSGeom_destroy_r(context.handle, owned) } }

    /// The geometry, still owned here.
    var pointer: OpaquePointer {
        guard let owned else { preconditionFailure("GEOS geometry used after it was handed over") }
        return owned
    }

    /// Hands the geometry over to a GEOS constructor that takes ownership (collections, polygons).
    func take() -> OpaquePointer {
        let p = pointer
        owned = nil
        return p
    }
}
