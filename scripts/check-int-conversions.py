#!/usr/bin/env python3
"""Fails on a Double → integer conversion outside the checked helpers (Sources/Geometry/Double+Int.swift).

`Int(someDouble)` traps on NaN, infinity and out-of-range values, which hostile scenes produce. The rule
(docs/limits.md, "Conversions"): convert with `checkedInt(rounding:)`, `clampedInt(rounding:in:)`,
`clampedInt32(rounding:)` or `clampedByte()`, or with `Int(exactly:)`.

Swift has no type information here, so the check is textual: it flags a call to `Int`, `Int8`…`Int64`, `UInt`,
`UInt8`…`UInt64` (not `(exactly:`, `(clamping:`, `(truncatingIfNeeded:`, `(bitPattern:`) whose argument shows a
floating-point value: `.rounded`, `floor(`, `ceil(`, `round(`, `trunc(`, `sqrt`, `log`, `pow(`, `exp(`, `Double`,
`Float`, `.pi`, `CGFloat`, or a decimal literal. A conversion of a plain Double variable (`Int(t)`) cannot be seen
this way; a line may opt out with a `// int-conversion: <why it is bounded>` comment.
"""
import pathlib, re, sys

root = pathlib.Path(__file__).resolve().parent.parent
call = re.compile(r"(?<![\w.])(U?Int(?:8|16|32|64)?)\(")
labelled = re.compile(r"\s*(exactly|clamping|truncatingIfNeeded|bitPattern)\s*:")
floaty = re.compile(r"\.rounded\b|\bfloor\(|\bceil\(|\bround\(|\btrunc\(|\bsqrt|\blog|\bpow\(|\bexp\(|\bDouble\b|\bFloat\b|\.pi\b|CGFloat|\b\d+\.\d+|\.squareRoot\(")
helper = root / "Sources/Geometry/Double+Int.swift"

def argument(text, start):
    depth = 0
    for k in range(start, len(text)):
        c = text[k]
        if c == "(":
            depth += 1
        elif c == ")":
            if depth == 0:
                return text[start:k]
            depth -= 1
    return text[start:]

failures = []
for path in sorted(list((root / "Sources").rglob("*.swift")) + list((root / "Examples").rglob("*.swift"))):
    if path == helper:
        continue
    for n, line in enumerate(path.read_text().splitlines(), 1):
        if "int-conversion:" in line or line.lstrip().startswith("//"):
            continue
        for m in call.finditer(line):
            arg = argument(line, m.end())
            if labelled.match(arg):
                continue
            if floaty.search(arg):
                failures.append(f"{path.relative_to(root)}:{n}: {m.group(1)}({arg}) — use checkedInt/clampedInt (docs/limits.md, Conversions)")
if failures:
    print("\n".join(failures), file=sys.stderr)
    sys.exit(1)
