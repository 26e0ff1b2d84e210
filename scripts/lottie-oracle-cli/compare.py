"""The oracle comparison through the command line: every snapshot of Tests/LottieTests/Fixtures/oracle rendered with
`animate still SAMPLE --progress P --scale S` (S: 2 pixels per point of lottie-ios's snapshot view, whose longer side
is at most 500 points), both composited over white, and the share of pixels whose channels all differ by at most
16/255 — the numbers `scripts/lottie-oracle` prints from the test suite, here from the binary users run.

  python3 compare.py ANIMATE_BINARY ORACLE_DIR     prints one line per snapshot, then "N/M snapshots ≥ 98.5 %"
"""
import json
import math
import os
import subprocess
import sys
import tempfile
import zipfile

import numpy as np


def rgba(path):
    with open(path, "rb") as f:
        head = f.read(24)
    w, h = int.from_bytes(head[16:20], "big"), int.from_bytes(head[20:24], "big")
    raw = subprocess.run(["ffmpeg", "-v", "error", "-i", path, "-f", "rawvideo", "-pix_fmt", "rgba", "-"],
                         capture_output=True, check=True).stdout
    return np.frombuffer(raw, np.uint8).reshape(h, w, 4)


def over_white(img):
    rgb, a = img[..., :3].astype(np.int32), img[..., 3:4].astype(np.int32)
    return (rgb * a + 255 * (255 - a) + 127) // 255


def document(sample):
    """The Lottie document of a JSON sample, or of a dotLottie archive's first animation (its w and h suffice)."""
    if not sample.endswith(".lottie"):
        return json.load(open(sample))
    with zipfile.ZipFile(sample) as z:
        names = sorted(n for n in z.namelist() if n.startswith(("animations/", "a/")) and n.endswith(".json"))
        return json.loads(z.read(names[0]))


def main():
    binary, oracle = sys.argv[1], sys.argv[2]
    manifest = json.load(open(os.path.join(oracle, "manifest.json")))
    passing, total = 0, 0
    with tempfile.TemporaryDirectory() as tmp:
        for name in sorted(manifest):
            entry = manifest[name]
            sample = os.path.join(oracle, entry["sample"])
            doc = document(sample)
            w, h = float(doc["w"]), float(doc["h"])
            k = min(w, 500) / w if w > h else min(h, 500) / h
            for snap in sorted(entry["snapshots"], key=lambda s: s["progress"]):
                p = snap["progress"]
                out = os.path.join(tmp, "still.png")
                r = subprocess.run([binary, "still", sample, "--progress", repr(p), "--scale", repr(2 * k), "-o", out],
                                   capture_output=True, text=True)
                total += 1
                if r.returncode != 0:
                    print(f"{name} {p:4.2f}  failed: {r.stderr.strip()}")
                    continue
                ours, theirs = rgba(out), rgba(os.path.join(oracle, snap["file"]))
                # lottie-ios's bitmap is the view's pixel size rounded up; the drawing is not stretched to it.
                padded = np.zeros_like(theirs)
                hh, ww = min(ours.shape[0], theirs.shape[0]), min(ours.shape[1], theirs.shape[1])
                padded[:hh, :ww] = ours[:hh, :ww]
                diff = np.abs(over_white(padded) - over_white(theirs)).max(axis=2)
                share = float((diff <= 16).mean())
                passing += share >= 0.985
                print(f"{name} {p:4.2f}  {share * 100:6.2f} %" + ("" if share >= 0.985 else "  < 98.5"))
    print(f"{passing}/{total} snapshots ≥ 98.5 %")


if __name__ == "__main__":
    main()
