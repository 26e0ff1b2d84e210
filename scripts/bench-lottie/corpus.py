"""Per-file Lottie speed table: animate beside rlottie (rlottie-python) and ThorVG (thorvg-python), run back to back
in the same conditions, over a corpus of Lottie files (`scripts/bench lottie` calls it).

  python3 corpus.py --animate BIN --python PY [--baseline BIN] [--rounds N] [--repeats N] [--sizes native,1080]
                    [--e2e] [--json OUT.json] [--markdown OUT.md] FILE...
  python3 corpus.py --table-from OUT.json [--sizes …]     the table of results kept before

Render only, one thread, every frame, nothing written: per file and size, `rounds` rounds of animate (`animate bench`,
best of `repeats`), rlottie and ThorVG (players.py, best of `repeats`), one after the other; each tool's figure is the median of its
rounds, so a burst of load from other processes shifts all three alike. `native` is the file's own w×h, `1080` scales
it so that its longer side is 1080 px. End to end (`--e2e`, at the file's size): `animate render FILE out.mp4` against
each player's frames piped into the ffmpeg program (libx264, preset veryfast, as animate's default), wall time, median
of the rounds. PY is a Python with rlottie-python and thorvg-python (the caller makes the venv).
"""
import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
TIMEOUT = 600


def run_json(cmd):
    """Runs `cmd` and returns the JSON it prints, or None when it fails."""
    try:
        out = subprocess.run(cmd, capture_output=True, text=True, timeout=TIMEOUT)
    except subprocess.TimeoutExpired:
        return None
    if out.returncode != 0:
        sys.stderr.write(f"failed: {' '.join(cmd)}: {out.stderr.strip()[-300:]}\n")
        return None
    try:
        return json.loads(out.stdout.strip().splitlines()[-1])
    except (ValueError, IndexError):
        return None


def wall(cmd, shell=False):
    """Wall seconds of `cmd`, or None when it fails."""
    t0 = time.perf_counter()
    try:
        r = subprocess.run(cmd, shell=shell, capture_output=True, timeout=TIMEOUT)
    except subprocess.TimeoutExpired:
        return None
    if r.returncode != 0:
        sys.stderr.write(f"failed: {cmd if shell else ' '.join(cmd)}: {r.stderr.decode(errors='replace').strip()[-300:]}\n")
        return None
    return time.perf_counter() - t0


def median(values):
    values = [v for v in values if v is not None]
    return statistics.median(values) if values else None


def ratio(a, b):
    return a / b if a and b else None


def size_of(path):
    doc = json.load(open(path))
    return float(doc["w"]), float(doc["h"]), float(doc.get("fr", 30))


def render_only(args, path, label, w, h):
    """Median frames/s of animate (and the baseline), rlottie and ThorVG at `label` size."""
    if label == "native":
        scale, pw, ph = 1.0, round(w), round(h)
    else:
        longest = float(label)
        scale = longest / max(w, h)
        pw, ph = round(w * scale), round(h * scale)
    fps = {"animate": [], "rlottie": [], "thorvg": [], "baseline": []}
    evaluate = []
    for _ in range(args.rounds):
        tools = [("animate", args.animate)] + ([("baseline", args.baseline)] if args.baseline else [])
        for name, binary in tools:
            r = run_json([binary, "bench", path, "--repeats", str(args.repeats), "--scale", repr(scale)])
            fps[name].append(r and r["framesPerSecond"])
            if name == "animate" and r:
                evaluate.append(r["evaluateMsPerFrame"])
        for player in ("rlottie", "thorvg"):
            r = run_json([args.python, os.path.join(HERE, "players.py"), player, path, "--repeats", str(args.repeats),
                          "--size", f"{pw}x{ph}"])
            fps[player].append(r and r["fps"])
    out = {k: median(v) for k, v in fps.items() if v}
    out.update(width=pw, height=ph, evaluateMsPerFrame=median(evaluate))
    return out


def end_to_end(args, path, w, h, fr):
    """Median wall seconds to an MP4: animate, and each player piped into ffmpeg."""
    pw, ph = round(w), round(h)
    times = {"animate": [], "rlottie": [], "thorvg": []}
    with tempfile.TemporaryDirectory() as tmp:
        for _ in range(args.rounds):
            times["animate"].append(wall([args.animate, "render", path, "-o", os.path.join(tmp, "a.mp4"),
                                          "--crf", "23", "--preset", "veryfast"]))
            for player in ("rlottie", "thorvg"):
                ff = (f"ffmpeg -v error -y -f rawvideo -pix_fmt bgra -s {pw}x{ph} -r {fr} -i - "
                      f"-vf 'pad=ceil(iw/2)*2:ceil(ih/2)*2' -c:v libx264 -preset veryfast -crf 23 -pix_fmt yuv420p "
                      f"'{os.path.join(tmp, player + '.mp4')}'")
                cmd = f"'{args.python}' '{os.path.join(HERE, 'players.py')}' {player} '{path}' --pipe | {ff}"
                times[player].append(wall(["bash", "-o", "pipefail", "-c", cmd]))
    return {k: median(v) for k, v in times.items()}


def fmt(v, digits=1):
    return "—" if v is None else f"{v:.{digits}f}"


def markdown(results, sizes, e2e):
    lines = []
    before = any("baseline" in r["sizes"][label] for r in results for label in sizes)
    for label in sizes:
        lines += [f"### Render only, one thread, {'at the file’s size' if label == 'native' else f'longer side {label} px'}"
                  " (frames/s, median of the rounds)", "",
                  "| file | px | animate |" + (" before |" if before else "") + " rlottie | ThorVG | × rlottie | × ThorVG |",
                  "| --- | --- | ---: |" + (" ---: |" if before else "") + " ---: | ---: | ---: | ---: |"]
        rl, tv, gain = [], [], []
        for r in results:
            s = r["sizes"][label]
            a_r, a_t = ratio(s.get("animate"), s.get("rlottie")), ratio(s.get("animate"), s.get("thorvg"))
            rl.append((a_r, r["name"])); tv.append((a_t, r["name"]))
            gain.append((ratio(s.get("animate"), s.get("baseline")), r["name"]))
            lines.append(f"| {r['name']} | {s['width']}×{s['height']} | {fmt(s.get('animate'))} |"
                         + (f" {fmt(s.get('baseline'))} |" if before else "")
                         + f" {fmt(s.get('rlottie'))} | {fmt(s.get('thorvg'))} | {fmt(a_r, 2)} | {fmt(a_t, 2)} |")
        columns = (("rlottie", rl), ("ThorVG", tv)) + ((("before (speed-up)", gain),) if before else ())
        for name, column in columns:
            vals = sorted((v, n) for v, n in column if v is not None)
            if vals:
                lines.append(f"\nanimate ÷ {name}: slowest {vals[0][0]:.2f}× ({vals[0][1]}), "
                             f"median {statistics.median(v for v, _ in vals):.2f}×, {len(vals)} files")
        lines.append("")
    if e2e:
        lines += ["### End to end to MP4 at the file’s size (wall seconds, median of the rounds)", "",
                  "| file | animate | rlottie → ffmpeg | ThorVG → ffmpeg | faster than both |",
                  "| --- | ---: | ---: | ---: | --- |"]
        for r in results:
            e = r["e2e"]
            a = e.get("animate")
            both = a is not None and all(e.get(p) is not None and a < e[p] for p in ("rlottie", "thorvg"))
            lines.append(f"| {r['name']} | {fmt(a, 2)} | {fmt(e.get('rlottie'), 2)} | {fmt(e.get('thorvg'), 2)} "
                         f"| {'yes' if both else 'no'} |")
        lines.append("")
    return "\n".join(lines)


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--animate")
    p.add_argument("--baseline")
    p.add_argument("--python")
    p.add_argument("--rounds", type=int, default=3)
    p.add_argument("--repeats", type=int, default=2, help="each tool's best of this many runs per round")
    p.add_argument("--sizes", default="native,1080")
    p.add_argument("--e2e", action="store_true")
    p.add_argument("--json")
    p.add_argument("--markdown")
    p.add_argument("--table-from", help="print the table of a results JSON written before (no measuring)")
    p.add_argument("files", nargs="*")
    a = p.parse_args()
    sizes = a.sizes.split(",")
    if a.table_from:
        results = json.load(open(a.table_from))
        print(markdown(results, sizes, all("e2e" in r for r in results)))
        return
    if not (a.animate and a.python and a.files):
        p.error("--animate, --python and at least one FILE are needed (or --table-from)")
    results = []
    for path in a.files:
        name = os.path.splitext(os.path.basename(path))[0]
        w, h, fr = size_of(path)
        r = {"name": name, "sizes": {}}
        for label in sizes:
            r["sizes"][label] = render_only(a, path, label, w, h)
        if a.e2e:
            r["e2e"] = end_to_end(a, path, w, h, fr)
        results.append(r)
        s = r["sizes"][sizes[0]]
        print(f"{name}: animate {fmt(s.get('animate'))} rlottie {fmt(s.get('rlottie'))} thorvg {fmt(s.get('thorvg'))} "
              f"frames/s" + (f"; e2e {r['e2e']}" if a.e2e else ""), file=sys.stderr, flush=True)
        if a.json:
            with open(a.json, "w") as f:
                json.dump(results, f, indent=1)
    table = markdown(results, sizes, a.e2e)
    if a.markdown:
        with open(a.markdown, "w") as f:
            f.write(table + "\n")
    print(table)


if __name__ == "__main__":
    main()
