import CFFmpeg

/// Moves every packet an encoder has ready into its output stream.
///
/// Each packet lasts at least one tick of the codec's time base: libavcodec 5.1 leaves `duration` 0, and the muxer
/// needs it for the last sample, or the track comes out one frame short.
func writeReadyPackets(from codec: CodecContext, using packet: PacketHandle, codecTimeBase: AVRational,
                       to output: OutputFormatContext, stream: UnsafeMutablePointer<AVStream>, subject: String) throws {
    let p = packet.pointer
    while true {
        let status = avcodec_receive_packet(codec.pointer, p)
        if status == averrorEAGAIN || status == averrorEOF { return }
        try check(status, "avcodec_receive_packet", subject: subject)
        if p.pointee.duration <= 0 { p.pointee.duration = 1 }
        av_packet_rescale_ts(p, codecTimeBase, stream.pointee.time_base)
        p.pointee.stream_index = stream.pointee.index
        let written = av_interleaved_write_frame(output.pointer, p)
        av_packet_unref(p)
        try check(written, "av_interleaved_write_frame", subject: subject)
    }
}
