"""Where a frame's time goes: `perf record` of `animate bench FILE` (release build), folded into a flame summary.

  python3 profile.py --animate BIN FILE [--repeats N] [--top K] [--folded OUT]

Prints the share of samples (inclusive: the function or anything it calls) of the heaviest functions, and self time
by library. `--folded OUT` writes the folded stacks (one line per stack, `a;b;c count`), the input of flamegraph
tools. Symbols are resolved with llvm-symbolizer from the relative addresses `perf script` prints (this machine's perf
cannot read the Swift binary's symbols itself), and demangled with swift-demangle when it is on the PATH.
"""
import argparse
import collections
import os
import re
import shutil
import subprocess
import sys
import tempfile

FRAME = re.compile(r"^\s*([0-9a-f]+)\s+(.*?)\s+\((.*)\)$")


def symbolize(binary, addresses):
    """Function names for relative addresses in `binary` (llvm-symbolizer, outermost function of inlined frames)."""
    if not addresses:
        return {}
    tool = shutil.which("llvm-symbolizer")
    if tool is None:
        return {a: hex(a) for a in addresses}
    addrs = sorted(addresses)
    out = subprocess.run([tool, "--obj", binary, "--functions=linkage", "--no-inlines"],
                         input="\n".join(hex(a) for a in addrs), capture_output=True, text=True).stdout
    names = [block.splitlines()[0] for block in out.strip().split("\n\n")]
    return dict(zip(addrs, names))


def demangle(names):
    tool = shutil.which("swift-demangle") or "/opt/swift/usr/bin/swift-demangle"
    if not os.path.exists(tool):
        return {n: n for n in names}
    names = sorted(names)
    out = subprocess.run([tool, "--simplified", "--compact"], input="\n".join(names), capture_output=True,
                         text=True).stdout.splitlines()
    return dict(zip(names, out)) if len(out) == len(names) else {n: n for n in names}


def short(name):
    """A readable function name: drop argument lists, generic clauses and closure noise."""
    name = re.sub(r"<[^<>]*>", "", re.sub(r"<[^<>]*>", "", name))
    name = re.sub(r"\(.*", "", name)
    name = name.replace("closure #1 in ", "closure in ").replace("specialized ", "")
    return name.strip()[:90]


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--animate", required=True)
    p.add_argument("file")
    p.add_argument("--repeats", type=int, default=5)
    p.add_argument("--top", type=int, default=30)
    p.add_argument("--scale")
    p.add_argument("--folded")
    a = p.parse_args()
    binary = os.path.abspath(a.animate)
    with tempfile.TemporaryDirectory() as tmp:
        data = os.path.join(tmp, "perf.data")
        cmd = [binary, "bench", a.file, "--repeats", str(a.repeats)] + (["--scale", a.scale] if a.scale else [])
        subprocess.run(["perf", "record", "-q", "-F", "4000", "-g", "-o", data] + cmd, check=True,
                       stdout=subprocess.DEVNULL)
        script = subprocess.run(["perf", "script", "-i", data, "-F", "ip,sym,dso"], capture_output=True,
                                text=True).stdout
    stacks = []
    pending = set()
    for block in script.split("\n\n"):
        frames = []
        for line in block.splitlines():
            m = FRAME.match(line)
            if not m:
                continue
            addr, sym, dso = int(m.group(1), 16), m.group(2), m.group(3)
            if os.path.realpath(dso) == os.path.realpath(binary) or dso.endswith("/" + os.path.basename(binary)):
                frames.append(("bin", addr))
                pending.add(addr)
            else:
                frames.append((os.path.basename(dso), re.sub(r"\+0x[0-9a-f]+$", "", sym)))
        if frames:
            stacks.append(frames)
    names = symbolize(binary, pending)
    pretty = demangle(set(names.values()))
    resolved = []
    for frames in stacks:
        out = []
        for kind, v in frames:
            if kind == "bin":
                out.append(("animate", short(pretty.get(names.get(v, hex(v)), names.get(v, hex(v))))))
            else:
                out.append((kind.split(".so")[0], v))
        resolved.append(out)
    total = len(resolved)
    inclusive = collections.Counter()
    self_by_lib = collections.Counter()
    self_fn = collections.Counter()
    folded = collections.Counter()
    for frames in resolved:
        seen = set()
        for lib, fn in frames:
            key = f"{fn} [{lib}]" if lib != "animate" else fn
            if key not in seen:
                inclusive[key] += 1
                seen.add(key)
        lib, fn = frames[0]
        self_by_lib[lib] += 1
        self_fn[f"{fn} [{lib}]" if lib != "animate" else fn] += 1
        folded[";".join(f for _, f in reversed(frames))] += 1
    print(f"== {total} samples of `{' '.join(os.path.basename(c) if i == 0 else c for i, c in enumerate(cmd))}`")
    print("== self time by library")
    for lib, n in self_by_lib.most_common(8):
        print(f"{100 * n / total:6.1f}%  {lib}")
    print(f"== self time, top {a.top}")
    for fn, n in self_fn.most_common(a.top):
        print(f"{100 * n / total:6.1f}%  {fn}")
    print(f"== inclusive time (the function and what it calls), top {a.top}")
    for fn, n in inclusive.most_common(a.top):
        print(f"{100 * n / total:6.1f}%  {fn}")
    if a.folded:
        with open(a.folded, "w") as f:
            for stack, n in folded.most_common():
                f.write(f"{stack} {n}\n")


if __name__ == "__main__":
    sys.exit(main())
