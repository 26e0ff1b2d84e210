"""Checks that two animate builds draw the same pixels: a speed change must change no byte (issue 27).

  python3 stills.py --before BIN --after BIN [--progress 0,0.25,0.5,0.77,1] [--sequence] [--jobs N] FILE...

For each file, `animate still FILE --progress P -o x.png` with both binaries at each progress, compared byte for byte;
with `--sequence`, also every frame as a PNG sequence (`-o DIR/%04d.png`, drawn through the render pipeline's
frame reuse and damage regions), file by file. Prints one line per difference and a summary; exits 1 when any
output differs or one build fails where the other does not.
"""
import argparse
import concurrent.futures
import filecmp
import os
import subprocess
import sys
import tempfile


def run(cmd):
    r = subprocess.run(cmd, capture_output=True, text=True)
    return r.returncode, r.stderr.strip()[-300:]


def check(before, after, file, progresses, sequence, tmp):
    """The differences found for one file, as lines."""
    name = os.path.splitext(os.path.basename(file))[0]
    problems = []
    compared = 0
    for p in progresses:
        outs = []
        for tag, binary in (("before", before), ("after", after)):
            out = os.path.join(tmp, f"{name}-{p}-{tag}.png")
            outs.append((out, run([binary, "still", file, "--progress", p, "-o", out])))
        (a, (ra, ea)), (b, (rb, eb)) = outs
        if ra != rb:
            problems.append(f"{name} @ {p}: before exit {ra}, after exit {rb}: {ea or eb}")
        elif ra == 0:
            compared += 1
            if not filecmp.cmp(a, b, shallow=False):
                problems.append(f"{name} @ {p}: the stills differ")
    if sequence:
        dirs = []
        for tag, binary in (("before", before), ("after", after)):
            d = os.path.join(tmp, f"{name}-seq-{tag}")
            os.makedirs(d, exist_ok=True)
            dirs.append((d, run([binary, file, "-o", os.path.join(d, "%04d.png"), "--quiet"])))
        (a, (ra, ea)), (b, (rb, eb)) = dirs
        if ra != rb:
            problems.append(f"{name} sequence: before exit {ra}, after exit {rb}: {ea or eb}")
        elif ra == 0:
            fa, fb = sorted(os.listdir(a)), sorted(os.listdir(b))
            if fa != fb:
                problems.append(f"{name} sequence: {len(fa)} frames before, {len(fb)} after")
            for f in fa:
                if f in fb:
                    compared += 1
                    if not filecmp.cmp(os.path.join(a, f), os.path.join(b, f), shallow=False):
                        problems.append(f"{name} sequence frame {f}: differs")
    return compared, problems


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--before", required=True)
    p.add_argument("--after", required=True)
    p.add_argument("--progress", default="0,0.25,0.5,0.77,1")
    p.add_argument("--sequence", action="store_true")
    p.add_argument("--jobs", type=int, default=1)
    p.add_argument("files", nargs="+")
    a = p.parse_args()
    progresses = a.progress.split(",")
    compared = 0
    problems = []
    with tempfile.TemporaryDirectory() as tmp:
        with concurrent.futures.ThreadPoolExecutor(max_workers=a.jobs) as pool:
            jobs = [pool.submit(check, a.before, a.after, f, progresses, a.sequence, tmp) for f in a.files]
            for f, j in zip(a.files, jobs):
                n, found = j.result()
                compared += n
                problems += found
                for line in found:
                    print(line, flush=True)
    print(f"== {len(a.files)} files, {compared} images compared, {len(problems)} differences")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
