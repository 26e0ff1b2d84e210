// FFmpeg's libraries, opened on first use: the shim declares libav's functions (its headers), and this file defines
// each function Media calls as a forwarder to the real one, looked up with dlsym in the library opened with dlopen.
// The executable therefore has no DT_NEEDED entry for libav*: a process that never encodes or decodes (validate,
// sample, expand, …) never maps FFmpeg and the libraries it pulls in (x264, x265, libvpx, dav1d, … about 150),
// whose loading and relocation dominated such a call's start-up.
//
// The definitions are hidden (not exported), so they never interpose on the real libraries' symbols. The sonames
// are those of the headers the build used (LIB*_VERSION_MAJOR), the same libraries a link would have named, so
// output bytes are the same as with linking. A function not listed here fails to link: add a FORWARD line.

#define _GNU_SOURCE
#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#pragma GCC visibility push(hidden)
#include "shim.h"
#include <libavcodec/version.h>
#include <libavfilter/version.h>
#include <libavformat/version.h>
#include <libswscale/version.h>
#include <libavutil/version.h>

enum { AVUTIL, SWSCALE, AVCODEC, AVFORMAT, AVFILTER, LIBRARY_COUNT };

/// Opened in this order: each library's dependencies among the five come before it.
static const char *const sonames[LIBRARY_COUNT] = {
    "libavutil.so." AV_STRINGIFY(LIBAVUTIL_VERSION_MAJOR),
    "libswscale.so." AV_STRINGIFY(LIBSWSCALE_VERSION_MAJOR),
    "libavcodec.so." AV_STRINGIFY(LIBAVCODEC_VERSION_MAJOR),
    "libavformat.so." AV_STRINGIFY(LIBAVFORMAT_VERSION_MAJOR),
    "libavfilter.so." AV_STRINGIFY(LIBAVFILTER_VERSION_MAJOR),
};

static void *handles[LIBRARY_COUNT];
static int load_status = -1;
static char load_error[768];
static pthread_once_t load_once = PTHREAD_ONCE_INIT;

static void load_libraries(void) {
    for (int i = 0; i < LIBRARY_COUNT; i++) {
        handles[i] = dlopen(sonames[i], RTLD_NOW | RTLD_LOCAL);
        if (!handles[i]) {
            const char *why = dlerror();
            snprintf(load_error, sizeof load_error,
                     "cannot load FFmpeg's %s (%s); install FFmpeg's libraries (scripts/setup: libavcodec-dev, "
                     "libavformat-dev, libavfilter-dev, libswscale-dev, libavutil-dev)",
                     sonames[i], why ? why : "dlopen failed");
            return;
        }
    }
    load_status = 0;
}

int cffmpeg_load(const char **error) {
    pthread_once(&load_once, load_libraries);
    if (load_status != 0 && error) *error = load_error;
    return load_status;
}

/// The address of `name` in library `library`, loading the libraries first; aborts with a message when either is
/// missing (callers in Media load through `cffmpeg_load` first and report that failure as an error).
static void *resolve(int library, const char *name) {
    const char *error = NULL;
    if (cffmpeg_load(&error) != 0) {
        fprintf(stderr, "animate: %s\n", error);
        abort();
    }
    void *address = dlsym(handles[library], name);
    if (!address) {
        fprintf(stderr, "animate: %s has no function %s (an FFmpeg other than the one animate was built with?)\n",
                sonames[library], name);
        abort();
    }
    return address;
}

// One forwarder: the real function's address, looked up once (a benign race: every thread stores the same value).
#define LOOKUP(library, name)                                                    \
    static __typeof__(name) *real;                                               \
    __typeof__(name) *f = __atomic_load_n(&real, __ATOMIC_ACQUIRE);              \
    if (!f) {                                                                    \
        f = (__typeof__(name) *)resolve(library, #name);                         \
        __atomic_store_n(&real, f, __ATOMIC_RELEASE);                            \
    }
#define FORWARD(library, ret, name, params, args) \
    ret name params { LOOKUP(library, name) return f args; }
#define FORWARD_VOID(library, name, params, args) \
    void name params { LOOKUP(library, name) f args; }

FORWARD(AVFILTER, int, av_buffersink_get_frame, (AVFilterContext *ctx, AVFrame *frame), (ctx, frame))
FORWARD(AVFILTER, int, av_buffersrc_add_frame, (AVFilterContext *ctx, AVFrame *frame), (ctx, frame))
FORWARD(AVFILTER, int, av_buffersrc_add_frame_flags, (AVFilterContext *buffer_src, AVFrame *frame, int flags), (buffer_src, frame, flags))
FORWARD(AVUTIL, AVRational, av_d2q, (double d, int max), (d, max))
FORWARD_VOID(AVUTIL, av_dict_free, (AVDictionary **m), (m))
FORWARD(AVUTIL, AVDictionaryEntry *, av_dict_get, (const AVDictionary *m, const char *key, const AVDictionaryEntry *prev, int flags), (m, key, prev, flags))
FORWARD(AVUTIL, int, av_dict_set, (AVDictionary **pm, const char *key, const char *value, int flags), (pm, key, value, flags))
FORWARD(AVFORMAT, int, av_find_best_stream, (AVFormatContext *ic, enum AVMediaType type, int wanted_stream_nb, int related_stream, const AVCodec **decoder_ret, int flags), (ic, type, wanted_stream_nb, related_stream, decoder_ret, flags))
FORWARD(AVUTIL, AVFrame *, av_frame_alloc, (void), ())
FORWARD_VOID(AVUTIL, av_frame_free, (AVFrame **frame), (frame))
FORWARD(AVUTIL, int, av_frame_get_buffer, (AVFrame *frame, int align), (frame, align))
FORWARD(AVUTIL, int, av_frame_ref, (AVFrame *dst, const AVFrame *src), (dst, src))
FORWARD_VOID(AVUTIL, av_frame_unref, (AVFrame *frame), (frame))
FORWARD_VOID(AVUTIL, av_free, (void *ptr), (ptr))
FORWARD(AVUTIL, const char *, av_get_pix_fmt_name, (enum AVPixelFormat pix_fmt), (pix_fmt))
FORWARD(AVFORMAT, int, av_interleaved_write_frame, (AVFormatContext *s, AVPacket *pkt), (s, pkt))
FORWARD(AVUTIL, int, av_log_format_line2, (void *ptr, int level, const char *fmt, va_list vl, char *line, int line_size, int *print_prefix), (ptr, level, fmt, vl, line, line_size, print_prefix))
FORWARD(AVUTIL, int, av_log_get_level, (void), ())
FORWARD_VOID(AVUTIL, av_log_set_callback, (void (*callback)(void*, int, const char*, va_list)), (callback))
FORWARD_VOID(AVUTIL, av_log_set_level, (int level), (level))
FORWARD_VOID(AVUTIL, av_vlog, (void *avcl, int level, const char *fmt, va_list vl), (avcl, level, fmt, vl))
FORWARD(AVUTIL, int, av_opt_set, (void *obj, const char *name, const char *val, int search_flags), (obj, name, val, search_flags))
FORWARD(AVCODEC, AVPacket *, av_packet_alloc, (void), ())
FORWARD_VOID(AVCODEC, av_packet_free, (AVPacket **pkt), (pkt))
FORWARD_VOID(AVCODEC, av_packet_rescale_ts, (AVPacket *pkt, AVRational tb_src, AVRational tb_dst), (pkt, tb_src, tb_dst))
FORWARD_VOID(AVCODEC, av_packet_unref, (AVPacket *pkt), (pkt))
FORWARD(AVUTIL, const AVPixFmtDescriptor *, av_pix_fmt_desc_get, (enum AVPixelFormat pix_fmt), (pix_fmt))
FORWARD(AVFORMAT, int, av_read_frame, (AVFormatContext *s, AVPacket *pkt), (s, pkt))
FORWARD(AVUTIL, int64_t, av_rescale_q, (int64_t a, AVRational bq, AVRational cq), (a, bq, cq))
FORWARD(AVUTIL, struct AVSHA *, av_sha_alloc, (void), ())
FORWARD_VOID(AVUTIL, av_sha_final, (struct AVSHA* context, uint8_t *digest), (context, digest))
FORWARD(AVUTIL, int, av_sha_init, (struct AVSHA* context, int bits), (context, bits))
FORWARD_VOID(AVUTIL, av_sha_update, (struct AVSHA *ctx, const uint8_t *data, size_t len), (ctx, data, len))
FORWARD(AVUTIL, int, av_strerror, (int errnum, char *errbuf, size_t errbuf_size), (errnum, errbuf, errbuf_size))
FORWARD(AVFORMAT, int, av_write_trailer, (AVFormatContext *s), (s))
FORWARD(AVCODEC, AVCodecContext *, avcodec_alloc_context3, (const AVCodec *codec), (codec))
FORWARD(AVCODEC, const AVCodec *, avcodec_find_decoder_by_name, (const char *name), (name))
FORWARD(AVCODEC, const AVCodec *, avcodec_find_encoder, (enum AVCodecID id), (id))
FORWARD(AVCODEC, const AVCodec *, avcodec_find_encoder_by_name, (const char *name), (name))
FORWARD_VOID(AVCODEC, avcodec_free_context, (AVCodecContext **avctx), (avctx))
FORWARD(AVCODEC, const char *, avcodec_get_name, (enum AVCodecID id), (id))
FORWARD(AVCODEC, int, avcodec_open2, (AVCodecContext *avctx, const AVCodec *codec, AVDictionary **options), (avctx, codec, options))
FORWARD(AVCODEC, int, avcodec_parameters_copy, (AVCodecParameters *dst, const AVCodecParameters *src), (dst, src))
FORWARD(AVCODEC, int, avcodec_parameters_from_context, (AVCodecParameters *par, const AVCodecContext *codec), (par, codec))
FORWARD(AVCODEC, int, avcodec_parameters_to_context, (AVCodecContext *codec, const AVCodecParameters *par), (codec, par))
FORWARD(AVCODEC, int, avcodec_receive_frame, (AVCodecContext *avctx, AVFrame *frame), (avctx, frame))
FORWARD(AVCODEC, int, avcodec_receive_packet, (AVCodecContext *avctx, AVPacket *avpkt), (avctx, avpkt))
FORWARD(AVCODEC, int, avcodec_send_frame, (AVCodecContext *avctx, const AVFrame *frame), (avctx, frame))
FORWARD(AVCODEC, int, avcodec_send_packet, (AVCodecContext *avctx, const AVPacket *avpkt), (avctx, avpkt))
FORWARD(AVFILTER, const AVFilter *, avfilter_get_by_name, (const char *name), (name))
FORWARD(AVFILTER, AVFilterGraph *, avfilter_graph_alloc, (void), ())
FORWARD(AVFILTER, int, avfilter_graph_config, (AVFilterGraph *graphctx, void *log_ctx), (graphctx, log_ctx))
FORWARD(AVFILTER, int, avfilter_graph_create_filter, (AVFilterContext **filt_ctx, const AVFilter *filt, const char *name, const char *args, void *opaque, AVFilterGraph *graph_ctx), (filt_ctx, filt, name, args, opaque, graph_ctx))
FORWARD_VOID(AVFILTER, avfilter_graph_free, (AVFilterGraph **graph), (graph))
FORWARD(AVFILTER, int, avfilter_link, (AVFilterContext *src, unsigned srcpad, AVFilterContext *dst, unsigned dstpad), (src, srcpad, dst, dstpad))
FORWARD(AVFORMAT, int, avformat_alloc_output_context2, (AVFormatContext **ctx, const AVOutputFormat *oformat, const char *format_name, const char *filename), (ctx, oformat, format_name, filename))
FORWARD_VOID(AVFORMAT, avformat_close_input, (AVFormatContext **s), (s))
FORWARD(AVFORMAT, int, avformat_find_stream_info, (AVFormatContext *ic, AVDictionary **options), (ic, options))
FORWARD_VOID(AVFORMAT, avformat_free_context, (AVFormatContext *s), (s))
FORWARD(AVFORMAT, AVStream *, avformat_new_stream, (AVFormatContext *s, const AVCodec *c), (s, c))
FORWARD(AVFORMAT, int, avformat_open_input, (AVFormatContext **ps, const char *url, const AVInputFormat *fmt, AVDictionary **options), (ps, url, fmt, options))
FORWARD(AVFORMAT, int, avformat_write_header, (AVFormatContext *s, AVDictionary **options), (s, options))
FORWARD(AVFORMAT, int, avio_closep, (AVIOContext **s), (s))
FORWARD_VOID(AVFORMAT, avio_flush, (AVIOContext *s), (s))
FORWARD(AVFORMAT, int, avio_open, (AVIOContext **s, const char *url, int flags), (s, url, flags))
FORWARD_VOID(AVFORMAT, avio_write, (AVIOContext *s, const unsigned char *buf, int size), (s, buf, size))
FORWARD_VOID(SWSCALE, sws_freeContext, (struct SwsContext *swsContext), (swsContext))
FORWARD(SWSCALE, const int *, sws_getCoefficients, (int colorspace), (colorspace))
FORWARD(SWSCALE, struct SwsContext *, sws_getContext, (int srcW, int srcH, enum AVPixelFormat srcFormat, int dstW, int dstH, enum AVPixelFormat dstFormat, int flags, SwsFilter *srcFilter, SwsFilter *dstFilter, const double *param), (srcW, srcH, srcFormat, dstW, dstH, dstFormat, flags, srcFilter, dstFilter, param))
FORWARD(SWSCALE, int, sws_scale, (struct SwsContext *c, const uint8_t *const srcSlice[], const int srcStride[], int srcSliceY, int srcSliceH, uint8_t *const dst[], const int dstStride[]), (c, srcSlice, srcStride, srcSliceY, srcSliceH, dst, dstStride))
FORWARD(SWSCALE, int, sws_setColorspaceDetails, (struct SwsContext *c, const int inv_table[4], int srcRange, const int table[4], int dstRange, int brightness, int contrast, int saturation), (c, inv_table, srcRange, table, dstRange, brightness, contrast, saturation))

#pragma GCC visibility pop
