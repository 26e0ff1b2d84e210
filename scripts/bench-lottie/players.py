"""Render-only frames/s of a Lottie file with rlottie (rlottie-python) or ThorVG (thorvg-python), single thread,
every frame from ip to op at the file's own size: the anchors of `scripts/bench lottie`.

  python3 players.py rlottie|thorvg FILE [--repeats N]   prints {"player", "frames", "width", "height", "seconds", "fps"}
"""
import argparse
import json
import time


def rlottie_frames(path):
    from rlottie_python import LottieAnimation
    anim = LottieAnimation.from_file(path)
    w, h = anim.lottie_animation_get_size()
    n = anim.lottie_animation_get_totalframe()

    def render_all():
        for k in range(n):
            anim.lottie_animation_render(frame_num=k, width=w, height=h)
    return n, w, h, render_all


def thorvg_frames(path):
    import thorvg_python as tvg
    doc = json.load(open(path))
    w, h = int(doc["w"]), int(doc["h"])
    engine = tvg.Engine(threads=0)
    canvas = tvg.SwCanvas(engine, tvg.EngineOption.DEFAULT)
    canvas.set_target(w, h, w, tvg.Colorspace.ARGB8888)
    anim = tvg.Animation(engine)
    pic = anim.get_picture()
    if pic.load(path) != tvg.Result.SUCCESS:
        raise SystemExit(f"thorvg: cannot load {path}")
    pic.set_size(w, h)
    canvas.add(pic)
    n = int(round(anim.get_total_frame()[1] if isinstance(anim.get_total_frame(), tuple) else anim.get_total_frame()))

    def render_all():
        for k in range(n):
            anim.set_frame(float(k))
            canvas.update()
            canvas.draw(True)
            canvas.sync()
    return n, w, h, render_all


def main():
    p = argparse.ArgumentParser()
    p.add_argument("player", choices=["rlottie", "thorvg"])
    p.add_argument("file")
    p.add_argument("--repeats", type=int, default=3)
    a = p.parse_args()
    n, w, h, render_all = (rlottie_frames if a.player == "rlottie" else thorvg_frames)(a.file)
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
