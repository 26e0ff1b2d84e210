#ifndef ANIMATE_CFFMPEG_SHIM_H
#define ANIMATE_CFFMPEG_SHIM_H
#include <libavformat/avformat.h>
#include <libavcodec/avcodec.h>
#include <libswscale/swscale.h>
#include <libavfilter/avfilter.h>
#include <libavfilter/buffersrc.h>
#include <libavfilter/buffersink.h>
#include <libavutil/avutil.h>
#include <libavutil/imgutils.h>
#include <libavutil/opt.h>
#include <libavutil/error.h>
#include <libavutil/sha.h>

/// AVERROR(EAGAIN): a macro, so Swift cannot see it.
static inline int cffmpeg_averror_eagain(void) { return AVERROR(EAGAIN); }
/// AVERROR_EOF.
static inline int cffmpeg_averror_eof(void) { return AVERROR_EOF; }
/// AVERROR(e) for any errno value.
static inline int cffmpeg_averror(int e) { return AVERROR(e); }
/// AV_NOPTS_VALUE.
static inline int64_t cffmpeg_nopts_value(void) { return AV_NOPTS_VALUE; }

/// Opens FFmpeg's libraries (libavutil, libswscale, libavcodec, libavformat, libavfilter, by the sonames of the
/// headers this was built with) once per process; later calls return the first call's result. Returns 0 on success;
/// otherwise -1 with `*error` set to a static, NUL-terminated explanation (the library and dlerror's text).
/// Every libav function this module declares loads them on first call too, and aborts with that explanation on
/// stderr when they cannot be loaded, so call this first to report the failure as an error instead.
int cffmpeg_load(const char **error);
#endif
