import CFFmpeg

/// The video formats `VideoEncoder` writes: a container, a codec and the pixel format fed to the codec.
public enum VideoFormat: String, Sendable, Hashable, CaseIterable {
    /// MP4, H.264 (libx264), yuv420p, BT.709 tags, limited range. No alpha.
    case h264
    /// MP4, HEVC (libx265) tagged `hvc1` (what QuickTime and Safari play), yuv420p, BT.709 tags, limited range. No alpha.
    case hevc
    /// QuickTime MOV, ProRes 4444 (prores_ks, profile 4444), yuva444p10le with a 16-bit alpha plane, BT.709 tags.
    case prores4444
    /// WebM, VP9 (libvpx-vp9), yuva420p: the alpha plane travels in the WebM BlockAdditional (`alpha_mode` 1).
    case vp9
    /// GIF: 256 colours from one palette built over every frame (libavfilter palettegen / paletteuse), loops forever.
    case gif

    /// The libavformat muxer name.
    public var muxer: String {
        switch self {
        case .h264, .hevc: "mp4"
        case .prores4444: "mov"
        case .vp9: "webm"
        case .gif: "gif"
        }
    }

    /// The libavcodec encoder used unless `VideoSettings.codec` names another.
    public var defaultEncoder: String {
        switch self {
        case .h264: "libx264"
        case .hevc: "libx265"
        case .prores4444: "prores_ks"
        case .vp9: "libvpx-vp9"
        case .gif: "gif"
        }
    }

    /// Whether the file keeps the frames' alpha channel.
    public var hasAlpha: Bool { self == .prores4444 || self == .vp9 }

    /// Whether the format has a constant-rate-factor quality setting (`VideoSettings.crf`).
    public var usesCRF: Bool { self == .h264 || self == .hevc || self == .vp9 }

    /// The highest CRF the encoder accepts (0 is best).
    public var maximumCRF: Int { self == .vp9 ? 63 : 51 }

    /// Whether the format subsamples chroma 2×2, so needs an even width and height.
    public var needsEvenSize: Bool { self == .h264 || self == .hevc || self == .vp9 }

    /// The smallest frame the encoder takes safely, in pixels, or `nil` for no minimum beyond 1 × 1.
    ///
    /// libx265 (3.5, Debian's) refuses frames less than 16 pixels high, and frames 48 pixels wide or narrower
    /// corrupt its heap: it aborts while closing, or silently, at any height and preset, through `ffmpeg` as through
    /// us (glibc's malloc checks catch it: `MALLOC_CHECK_=3` with `libc_malloc_debug.so`); 50 × 16 is clean.
    public var minimumSize: (width: Int, height: Int)? { self == .hevc ? (50, 16) : nil }

    /// The pixel format the encoder is fed (GIF: BGRA into the palette filter, pal8 out of it).
    var pixelFormat: AVPixelFormat {
        switch self {
        case .h264, .hevc: AV_PIX_FMT_YUV420P
        case .prores4444: AV_PIX_FMT_YUVA444P10LE
        case .vp9: AV_PIX_FMT_YUVA420P
        case .gif: AV_PIX_FMT_BGRA
        }
    }

    /// A short human name, e.g. "H.264".
    public var displayName: String {
        switch self {
        case .h264: "H.264"
        case .hevc: "HEVC"
        case .prores4444: "ProRes 4444"
        case .vp9: "VP9"
        case .gif: "GIF"
        }
    }
}
