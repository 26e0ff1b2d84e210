"""Debugging aids for the lottie-ios oracle's misses, through the command line users run (no test target):

  python3 debug.py ANIMATE ORACLE_DIR dump SAMPLE           the sample's warnings (`validate --lint`) and its
                                                            translated layer tree (`expand`: a scene file)
  python3 debug.py ANIMATE ORACLE_DIR probe SAMPLE PERCENT FRAME[,FRAME…]
                                                            how well our frame at each Lottie frame matches the
                                                            snapshot at PERCENT (which frame does Core Animation show?)
  python3 debug.py ANIMATE ORACLE_DIR ablate SAMPLE PERCENT for each top-level Lottie layer `layers[i]`, the match
                                                            with that snapshot when it is left out (a layer whose removal
                                                            helps is drawn where Core Animation has nothing)

`scripts/lottie-oracle --dump | --probe | --ablate …` runs it. Shares are those of compare.py (over white, channels
within 16/255), at the snapshot's pixel size.
"""
import json
import os
import subprocess
import sys
import tempfile

import numpy as np

from compare import document, over_white, rgba


def share(ours_png, theirs_png):
    ours, theirs = rgba(ours_png), rgba(theirs_png)
    padded = np.zeros_like(theirs)
    hh, ww = min(ours.shape[0], theirs.shape[0]), min(ours.shape[1], theirs.shape[1])
    padded[:hh, :ww] = ours[:hh, :ww]
    return float((np.abs(over_white(padded) - over_white(theirs)).max(axis=2) <= 16).mean())


def still(binary, source, out, scale, time=None, progress=None):
    args = [binary, "still", source, "--scale", repr(scale), "-o", out]
    args += ["--time", repr(time)] if time is not None else ["--progress", repr(progress)]
    r = subprocess.run(args, capture_output=True, text=True)
    if r.returncode != 0:
        raise SystemExit(f"animate still failed: {r.stderr.strip()}")


def main():
    if len(sys.argv) < 5:
        raise SystemExit(__doc__)
    binary, oracle, command, name = sys.argv[1:5]
    manifest = json.load(open(os.path.join(oracle, "manifest.json")))
    if name not in manifest:
        raise SystemExit(f"no sample {name} in {oracle}/manifest.json")
    sample = os.path.join(oracle, manifest[name]["sample"])
    doc = document(sample)
    w, h = float(doc["w"]), float(doc["h"])
    scale = 2 * (min(w, 500) / w if w > h else min(h, 500) / h)
    if command == "dump":
        subprocess.run([binary, "validate", "--lint", sample])
        subprocess.run([binary, "expand", sample])
        return
    percent = sys.argv[5]
    snapshot = os.path.join(oracle, "snapshots", f"{name}-{percent}.png")
    with tempfile.TemporaryDirectory() as tmp:
        out = os.path.join(tmp, "still.png")
        if command == "probe":
            ip, fr = float(doc["ip"]), float(doc["fr"])
            for f in sys.argv[6].split(","):
                still(binary, sample, out, scale, time=(float(f) - ip) / fr)
                print(f"frame {f}: {share(out, snapshot) * 100:.3f} %")
        elif command == "ablate":
            p = float(percent) / 100
            still(binary, sample, out, scale, progress=p)
            base = share(out, snapshot)
            print(f"all layers: {base * 100:.3f} %")
            scene = json.loads(subprocess.run([binary, "expand", sample], capture_output=True, text=True, check=True).stdout)
            duration = scene["canvas"]["duration"]

            def subtree(layer):
                yield layer.get("id")
                for child in layer.get("sublayers", []) + ([layer["mask"]] if isinstance(layer.get("mask"), dict) else []):
                    yield from subtree(child)

            def removing(layer, target, removed):
                """Removes the sublayers with id `target` below `layer`, adding their subtrees' ids to `removed`
                (hiding them would not do: the translation animates `hidden` for a layer's in and out points)."""
                kept = []
                for child in layer.get("sublayers", []):
                    if child.get("id") == target:
                        removed.update(subtree(child))
                    else:
                        removing(child, target, removed)
                        kept.append(child)
                layer["sublayers"] = kept

            for i in range(len(doc["layers"])):
                copy = json.loads(json.dumps(scene))
                removed = set()
                for layer in copy["layers"]:
                    removing(layer, f"layers[{i}]", removed)
                if not removed:
                    continue
                for key in ("animations", "transactions"):
                    if key in copy:
                        copy[key] = [a for a in copy[key] if a.get("layer") not in removed]
                path = os.path.join(tmp, "scene.json")
                json.dump(copy, open(path, "w"))
                still(binary, path, out, scale, time=p * duration)
                s = share(out, snapshot)
                if abs(s - base) > 0.0005:
                    print(f"without layers[{i}]: {s * 100:.3f} %")
        else:
            raise SystemExit(__doc__)


if __name__ == "__main__":
    main()
