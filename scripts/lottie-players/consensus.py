"""Which Lottie files does animate draw differently from two independent players that agree with each other?

For each Lottie JSON file, renders one frame (by default the middle one, frame ip + floor((op − ip) / 2)) at the
file's own size with animate (`still --time`), rlottie (rlottie-python) and ThorVG (thorvg-python), composites each
over white and compares every pair: the share of pixels whose channels all differ by at most 16/255 (the oracles'
measure). A pair agrees at ≥ 98.5 %. A file where the players agree and animate agrees with neither is a lead: a
feature animate lacks or draws wrongly (or a case where both players share a bug: look at the sheet).

  scripts/lottie-consensus (or: python3 consensus.py ANIMATE) [--semantics S] [--sheets DIR] [--progress P] PATH...

PATH: Lottie JSON files or folders of them (searched recursively). Prints a line per file and a summary; with
--sheets, a side-by-side PNG (animate | rlottie | ThorVG) for every lead. Exit 0 whatever the verdicts; 2 on usage.
"""
import argparse
import json
import math
import multiprocessing
import os
import subprocess
import sys
import tempfile

import numpy as np
from PIL import Image

AGREE = 0.985
TOLERANCE = 16
# Seconds one player may take for one frame before the file counts as unreadable by that player.
PLAYER_TIMEOUT = 300


def over_white_straight(rgba):
    """RGBA uint8 with straight alpha → RGB over white, as float."""
    rgb = rgba[..., :3].astype(np.float64)
    a = rgba[..., 3:4].astype(np.float64) / 255
    return rgb * a + 255 * (1 - a)


def over_white_premultiplied(rgba):
    """RGBA uint8 with premultiplied colour → RGB over white."""
    rgb = rgba[..., :3].astype(np.float64)
    a = rgba[..., 3:4].astype(np.float64)
    return rgb + (255 - a)


def _player_child(conn, render, args):
    try:
        conn.send(("ok", render(*args)))
    except Exception as e:  # the message goes back to the parent, which records it for this file
        conn.send(("error", str(e).splitlines()[0] if str(e) else type(e).__name__))
    finally:
        conn.close()


def isolated(name, render, *args):
    """Runs a player's `render(*args)` in a forked child: a player library that crashes (rlottie segfaults on Skia's
    skottie-gradient-opacity.json) or hangs on a file is an error for that file, not the end of the run."""
    context = multiprocessing.get_context("fork")
    receive, send = context.Pipe(duplex=False)
    child = context.Process(target=_player_child, args=(send, render, args))
    child.start()
    send.close()
    try:
        if not receive.poll(PLAYER_TIMEOUT):
            child.kill()
            raise RuntimeError("%s did not finish in %d s" % (name, PLAYER_TIMEOUT))
        try:
            status, value = receive.recv()
        except EOFError:
            child.join()
            raise RuntimeError("%s crashed (exit code %s)" % (name, child.exitcode)) from None
    finally:
        child.join()
        receive.close()
    if status != "ok":
        raise RuntimeError(value)
    return value


def animate_frame(animate, path, time, semantics, tmp):
    out = os.path.join(tmp, "animate.png")
    r = subprocess.run([animate, "still", path, "--time", repr(time), "--lottie-semantics", semantics, "-o", out],
                       capture_output=True, text=True, timeout=PLAYER_TIMEOUT)
    if r.returncode != 0:
        raise RuntimeError("animate: " + (r.stderr.strip().splitlines() or ["exit %d" % r.returncode])[-1])
    return over_white_straight(np.asarray(Image.open(out).convert("RGBA")))


def rlottie_frame(path, k, w, h):
    from rlottie_python import LottieAnimation
    anim = LottieAnimation.from_file(path)
    if anim is None:
        raise RuntimeError("rlottie cannot load the file")
    data = anim.lottie_animation_render(frame_num=k, width=w, height=h)
    bgra = np.frombuffer(data, dtype=np.uint8).reshape(h, w, 4)
    return over_white_premultiplied(bgra[..., [2, 1, 0, 3]])


def thorvg_frame(path, k, w, h):
    import thorvg_python as tvg
    engine = tvg.Engine(threads=0)
    canvas = tvg.SwCanvas(engine, tvg.EngineOption.DEFAULT)
    canvas.set_target(w, h, w, tvg.Colorspace.ABGR8888S)
    anim = tvg.Animation(engine)
    pic = anim.get_picture()
    if pic.load(path) != tvg.Result.SUCCESS:
        raise RuntimeError("ThorVG cannot load the file")
    pic.set_size(w, h)
    canvas.add(pic)
    anim.set_frame(float(k))
    canvas.update()
    canvas.draw(True)
    canvas.sync()
    rgba = np.frombuffer(bytes(canvas.buffer_arr), dtype=np.uint8).reshape(h, w, 4)
    return over_white_straight(rgba)


def agreement(a, b):
    if a is None or b is None:
        return None
    # A size that is not a whole number of pixels (h: 58.84) is rounded up by animate and down by the players:
    # compare the common area.
    h, w = min(a.shape[0], b.shape[0]), min(a.shape[1], b.shape[1])
    return float(np.mean(np.all(np.abs(a[:h, :w] - b[:h, :w]) <= TOLERANCE, axis=-1)))


def files(paths):
    for p in paths:
        if os.path.isdir(p):
            for root, _, names in sorted(os.walk(p)):
                for n in sorted(names):
                    if n.endswith(".json"):
                        yield os.path.join(root, n)
        else:
            yield p


def lottie_header(path):
    try:
        doc = json.load(open(path, encoding="utf-8"))
    except (ValueError, OSError):
        return None
    if not isinstance(doc, dict) or not all(k in doc for k in ("fr", "ip", "op", "w", "h", "layers")):
        return None
    return doc


def percent(x):
    return "   —  " if x is None else "%6.2f" % (x * 100)


def main():
    p = argparse.ArgumentParser()
    p.add_argument("animate")
    p.add_argument("paths", nargs="+")
    p.add_argument("--semantics", default="lottie-ios", choices=["lottie-ios", "after-effects"])
    p.add_argument("--sheets")
    p.add_argument("--progress", type=float, default=0.5)
    a = p.parse_args()
    if a.sheets:
        os.makedirs(a.sheets, exist_ok=True)
    counts = {"lead": 0, "agree": 0, "players disagree": 0, "unreadable": 0}
    print("%-48s %6s  %8s %8s %8s  %s" % ("file", "frame", "a~rl %", "a~tvg %", "rl~tvg %", "verdict"))
    with tempfile.TemporaryDirectory() as tmp:
        for path in files(a.paths):
            doc = lottie_header(path)
            if doc is None:
                continue
            name = os.path.basename(path)[:-5]
            ip, op, fr = float(doc["ip"]), float(doc["op"]), float(doc["fr"])
            w, h = int(doc["w"]), int(doc["h"])
            k = int(math.floor((op - ip) * a.progress))
            frames, errors = {}, []
            for player, render in (("animate", lambda: animate_frame(a.animate, path, k / fr, a.semantics, tmp)),
                                   ("rlottie", lambda: isolated("rlottie", rlottie_frame, path, k, w, h)),
                                   ("thorvg", lambda: isolated("ThorVG", thorvg_frame, path, k, w, h))):
                try:
                    frames[player] = render()
                except Exception as e:  # a player that cannot read the file: recorded, not fatal
                    frames[player] = None
                    errors.append("%s: %s" % (player, str(e).splitlines()[0] if str(e) else type(e).__name__))
            ar = agreement(frames["animate"], frames["rlottie"])
            at = agreement(frames["animate"], frames["thorvg"])
            rt = agreement(frames["rlottie"], frames["thorvg"])
            if rt is None or ar is None and at is None:
                verdict = "unreadable"
            elif rt < AGREE:
                verdict = "players disagree"
            elif (ar is None or ar < AGREE) and (at is None or at < AGREE):
                verdict = "lead"
            else:
                verdict = "agree"
            counts[verdict] += 1
            note = ("; " + "; ".join(errors)) if errors else ""
            print("%-48s %6d  %8s %8s %8s  %s%s" % (name[:48], int(ip) + k, percent(ar), percent(at), percent(rt),
                                                    verdict, note), flush=True)
            if a.sheets and verdict == "lead":
                row = [np.full((h, w, 3), 255.0) if f is None else f[:h, :w] for f in
                       (frames["animate"], frames["rlottie"], frames["thorvg"])]
                sheet = np.concatenate(row, axis=1).clip(0, 255).astype(np.uint8)
                Image.fromarray(sheet).save(os.path.join(a.sheets, os.path.basename(path)[:-5] + ".png"))
    total = sum(counts.values())
    print("%d files: %d where the players agree and animate differs from both, %d all agree, %d the players "
          "disagree, %d unreadable" % (total, counts["lead"], counts["agree"], counts["players disagree"],
                                       counts["unreadable"]))


if __name__ == "__main__":
    sys.exit(main())
