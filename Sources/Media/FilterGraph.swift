import CFFmpeg

/// An `AVFilterGraph` built filter by filter: buffer sources, filters, one buffer sink. Single-threaded
/// (`nb_threads` 1), so the same input frames always give the same output frames.
final class FilterGraph {
    let pointer: UnsafeMutablePointer<AVFilterGraph>

    init() throws {
        try MediaLibrary.load()
        guard let graph = avfilter_graph_alloc() else { throw allocationFailure("avfilter_graph_alloc") }
        pointer = graph
        graph.pointee.nb_threads = 1
    }

    /// Adds a filter instance named `name` running `filter` with `arguments` (libavfilter's option string).
    func add(_ filter: String, name: String, arguments: String?) throws -> UnsafeMutablePointer<AVFilterContext> {
        guard let definition = avfilter_get_by_name(filter) else {
            throw MediaError(call: "avfilter_get_by_name", message: "\(filter): no such filter in this libavfilter")
        }
        var context: UnsafeMutablePointer<AVFilterContext>?
        try check(avfilter_graph_create_filter(&context, definition, name, arguments, nil, pointer), "avfilter_graph_create_filter", subject: filter)
        guard let context else { throw allocationFailure("avfilter_graph_create_filter", subject: filter) }
        return context
    }

    /// A video buffer source for frames of this size, pixel format and time base.
    func addSource(name: String, width: Int, height: Int, format: AVPixelFormat, timeBase: AVRational) throws -> UnsafeMutablePointer<AVFilterContext> {
        try add("buffer", name: name, arguments: "video_size=\(width)x\(height):pix_fmt=\(format.rawValue):time_base=\(timeBase.num)/\(timeBase.den):pixel_aspect=1/1")
    }

    func link(_ from: UnsafeMutablePointer<AVFilterContext>, _ output: Int, to: UnsafeMutablePointer<AVFilterContext>, _ input: Int) throws {
        try check(avfilter_link(from, UInt32(output), to, UInt32(input)), "avfilter_link")
    }

    func configure() throws {
        try check(avfilter_graph_config(pointer, nil), "avfilter_graph_config")
    }

    deinit {
        var graph: UnsafeMutablePointer<AVFilterGraph>? = pointer
        avfilter_graph_free(&graph)
    }
}

/// Pushes `frame` (or end of stream, for nil) into a buffer source; the source keeps its own reference.
func push(_ frame: UnsafeMutablePointer<AVFrame>?, into source: UnsafeMutablePointer<AVFilterContext>) throws {
    try check(av_buffersrc_add_frame_flags(source, frame, Int32(AV_BUFFERSRC_FLAG_KEEP_REF)), "av_buffersrc_add_frame")
}

/// Calls `body` with every frame the sink has ready (the frame is only valid during the call).
/// Returns true once the sink has reached end of stream.
@discardableResult
func drain(_ sink: UnsafeMutablePointer<AVFilterContext>, into frame: FrameHandle, _ body: (UnsafeMutablePointer<AVFrame>) throws -> Void) throws -> Bool {
    while true {
        let status = av_buffersink_get_frame(sink, frame.pointer)
        if status == averrorEAGAIN { return false }
        if status == averrorEOF { return true }
        try check(status, "av_buffersink_get_frame")
        defer { av_frame_unref(frame.pointer) }
        try body(frame.pointer)
    }
}
