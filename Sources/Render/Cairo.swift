import CCairo

/// Why rendering failed: the Cairo call that reported an error and Cairo's status string.
public struct RenderError: Error, CustomStringConvertible, Sendable, Equatable {
    /// The Cairo function (or renderer step) that failed.
    public let call: String
    /// Cairo's description of the status (`cairo_status_to_string`), or a message.
    public let status: String

    public init(call: String, status: String) {
        self.call = call
        self.status = status
    }

    public var description: String { "\(call) failed: \(status)" }
}

@inline(__always)
func statusString(_ s: cairo_status_t) -> String {
    guard let p = cairo_status_to_string(s) else { return "cairo status \(s.rawValue)" }
    return String(cString: p)
}

@inline(__always)
func check(_ s: cairo_status_t, _ call: @autoclosure () -> String) throws {
    if s != CAIRO_STATUS_SUCCESS { throw RenderError(call: call(), status: statusString(s)) }
}

/// Owns one `cairo_surface_t` (an image surface).
final class CairoSurface {
    let handle: OpaquePointer

    /// A new image surface, cleared to transparent by Cairo.
    init(format: cairo_format_t, width: Int, height: Int) throws {
        guard width > 0, height > 0, width <= Int(Int32.max), height <= Int(Int32.max) else {
            throw RenderError(call: "cairo_image_surface_create", status: "invalid size \(width)×\(height)")
        }
        guard let s = cairo_image_surface_create(format, Int32(width), Int32(height)) else {
            throw RenderError(call: "cairo_image_surface_create", status: "returned NULL")
        }
        let st = cairo_surface_status(s)
        if st != CAIRO_STATUS_SUCCESS {
            cairo_surface_destroy(s)
            throw RenderError(call: "cairo_image_surface_create", status: statusString(st))
        }
        handle = s
    }

    /// Takes ownership of a surface a Cairo call returned, checking its status.
    init(taking raw: OpaquePointer, call: String) throws {
        let st = cairo_surface_status(raw)
        if st != CAIRO_STATUS_SUCCESS {
            cairo_surface_destroy(raw)
            throw RenderError(call: call, status: statusString(st))
        }
        handle = raw
    }

    deinit { cairo_surface_destroy(handle) }

    var width: Int { Int(cairo_image_surface_get_width(handle)) }
    var height: Int { Int(cairo_image_surface_get_height(handle)) }
    var stride: Int { Int(cairo_image_surface_get_stride(handle)) }

    func status(_ call: @autoclosure () -> String) throws { try check(cairo_surface_status(handle), call()) }
}

/// Owns one `cairo_t`.
final class CairoContext {
    let handle: OpaquePointer

    init(_ surface: CairoSurface) throws {
        guard let cr = cairo_create(surface.handle) else {
            throw RenderError(call: "cairo_create", status: "returned NULL")
        }
        let st = cairo_status(cr)
        if st != CAIRO_STATUS_SUCCESS {
            cairo_destroy(cr)
            throw RenderError(call: "cairo_create", status: statusString(st))
        }
        handle = cr
    }

    deinit { cairo_destroy(handle) }

    /// Throws if the context's sticky status is an error, naming `call`.
    @inline(__always)
    func status(_ call: @autoclosure () -> String) throws { try check(cairo_status(handle), call()) }
}

/// Owns one `cairo_pattern_t` reference.
final class CairoPattern {
    let handle: OpaquePointer

    /// Takes ownership of a pattern reference returned by a Cairo `create`/`pop_group` call.
    init(taking p: OpaquePointer?, call: @autoclosure () -> String) throws {
        guard let p else { throw RenderError(call: call(), status: "returned NULL") }
        let st = cairo_pattern_status(p)
        if st != CAIRO_STATUS_SUCCESS {
            cairo_pattern_destroy(p)
            throw RenderError(call: call(), status: statusString(st))
        }
        handle = p
    }

    deinit { cairo_pattern_destroy(handle) }
}
