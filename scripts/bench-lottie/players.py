"""Render-only frames/s of a Lottie file with rlottie (rlottie-python) or ThorVG (thorvg-python), single thread,
every frame from ip to op: the anchors of `scripts/bench lottie`.

  python3 players.py rlottie|thorvg FILE [--repeats N] [--size WxH]
      prints {"player", "frames", "width", "height", "seconds", "fps"} (best of N after a warm-up)
  python3 players.py rlottie|thorvg FILE --pipe [--size WxH]
      writes every frame once to stdout as raw premultiplied BGRA (for the ffmpeg program: end to end to MP4)

--size renders at WxH pixels instead of the file's own w×h (both players scale the animation to the target).
"""
import argparse
import json
import sys
import time


def rlottie_frames(path, size):
    from rlottie_python import LottieAnimation
    anim = LottieAnimation.from_file(path)
    w, h = size or anim.lottie_animation_get_size()
    n = anim.lottie_animation_get_totalframe()

    def frames():
        for k in range(n):
            yield anim.lottie_animation_render(frame_num=k, width=w, height=h)
    return n, w, h, frames


def thorvg_frames(path, size):
    import thorvg_python as tvg
    doc = json.load(open(path))
    w, h = size or (int(doc["w"]), int(doc["h"]))
    engine = tvg.Engine(threads=0)
    canvas = tvg.SwCanvas(engine, tvg.EngineOption.DEFAULT)
    canvas.set_target(w, h, w, tvg.Colorspace.ARGB8888)
    anim = tvg.Animation(engine)
    pic = anim.get_picture()
    if pic.load(path) != tvg.Result.SUCCESS:
        raise SystemExit(f"thorvg: cannot load {path}")
    pic.set_size(w, h)
    canvas.add(pic)
    total = anim.get_total_frame()
    n = int(round(total[1] if isinstance(total, tuple) else total))

    def frames():
        for k in range(n):
            anim.set_frame(float(k))
            canvas.update()
            canvas.draw(True)
            canvas.sync()
            yield canvas.buffer_arr
    return n, w, h, frames


def main():
    p = argparse.ArgumentParser()
    p.add_argument("player", choices=["rlottie", "thorvg"])
    p.add_argument("file")
    p.add_argument("--repeats", type=int, default=3)
    p.add_argument("--size", help="WxH pixels (default: the file's w×h)")
    p.add_argument("--pipe", action="store_true", help="write raw BGRA frames to stdout instead of timing")
    a = p.parse_args()
    size = tuple(int(v) for v in a.size.split("x")) if a.size else None
    n, w, h, frames = (rlottie_frames if a.player == "rlottie" else thorvg_frames)(a.file, size)
    if a.pipe:
        out = sys.stdout.buffer
        for buf in frames():
            out.write(memoryview(buf).cast("B"))
        out.flush()
        return

    def render_all():
        for _ in frames():
            pass
    render_all()  # warm-up
    best = float("inf")
    for _ in range(a.repeats):
        t0 = time.perf_counter()
        render_all()
        best = min(best, time.perf_counter() - t0)
    print(json.dumps({"player": a.player, "frames": n, "width": w, "height": h, "seconds": round(best, 3),
                      "fps": round(n / best, 1)}))


if __name__ == "__main__":
    main()
