#!/usr/bin/env python3
"""The documents' figures, recorded where they are measured and checked where they are written.

Measuring steps record what they measured in .build/figures/<source>.json, a flat object of
numbers; the documents mark each figure they state with the measurement it states; `check`
compares the two and fails, naming file:line, when a figure is off by more than its text says.

    figures.py record SOURCE KEY=VALUE...   adds numbers to .build/figures/SOURCE.json as
                                            SOURCE.KEY (measure.sh: `record bench
                                            outline.ir=2265`; Playground/build.sh:
                                            `record playground wasm.bytes=198611`)
    figures.py tests LOG                    records tests.count, the tests `swift test` ran
    figures.py check                        compares every marked figure with its measurement
                                            and fails on a figure with a unit left unmarked

The convention (Docs/Development.md):

- A figure is followed by `<!-- figure: KEY -->` (invisible in rendered Markdown and DocC). KEY
  names the measurement, `*` matching any characters (`bench.outline*.ir`: every round
  outline); several keys are separated by commas. The figure is the number or range right
  before the marker, with its unit: `129 instructions<!-- figure: bench.quadratic.ir -->`,
  `0.2–0.25 µs<!-- figure: bench.outline*.ns -->`, `198 611 bytes`, `194 KB`.
- A range `A–B` holds when every measured value lies within it; a number `N` when every value is
  N to the digits shown (`8.1` holds for 8.05 up to 8.15); `about N` when every value is within
  a quarter of N. Instruction counts and their ratios hold within 1 % more (`129` for 127.7 up
  to 130.8), since a count moves by an instruction or two between checkouts (see holds()). Units convert (ns, µs, ms, s; bytes, KB = 1000 bytes, KiB,
  MB) to the measurement's, which its key's last part names (`.ns`, `.bytes`; `.ir`,
  `.count`, `.allocs` are counts).
- A table is checked whole when `<!-- figures: measure.sh table, times within a factor of F,
  allocations within A -->` precedes it: each row is an op of measure.sh (`bench.<op>.*`), each
  column by its header (Swift and C instructions and their ratios to the digits shown, within
  1 % more as above; Swift and C ns/op and their ratio within a factor of F either way; extra
  allocations within A).
- A number that is not measured but fixed (a constant of the code, a target, a limit of a tool)
  is followed by `<!-- fixed: why -->`: `3 700 instructions<!-- fixed: issue 11's target -->`.
- Text between `<!-- history -->` and `<!-- /history -->` records measurements of earlier
  commits, named there; it is not checked. Anywhere else in README.md, the DocC articles,
  CHANGELOG.md and Benchmarks/README.md, a number with a unit of time, size or instructions
  without a marker fails the check: a figure is measured, or it goes.
"""
import fnmatch
import json
import math
import pathlib
import re
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
FIGURES = ROOT / ".build/figures"
DOCUMENTS = [ROOT / "README.md", ROOT / "CHANGELOG.md", ROOT / "Benchmarks/README.md",
             ROOT / "Playground/README.md"] + sorted(
    (ROOT / "Sources/GooGeometry/GooGeometry.docc").glob("*.md")) + sorted(
    (ROOT / "Sources/GooBadgeUI/GooBadgeUI.docc").glob("*.md"))
# Where each measurement file comes from, for the message when it is missing.
WRITERS = {
    "bench": "Benchmarks/measure.sh",
    "playground": "Playground/build.sh and Playground/test/browser_test.py",
    "tests": "the swift test step of .ci/run (figures.py tests)",
    "adapters": "the adapter line-count step of .ci/run (wc -l of Sources/GooBadgeUI/GooBadge*.swift)",
}
UNITS = {
    "ns": ("time", 1e-9), "µs": ("time", 1e-6), "us": ("time", 1e-6), "ms": ("time", 1e-3),
    "s": ("time", 1.0), "bytes": ("size", 1.0), "B": ("size", 1.0), "KB": ("size", 1e3),
    "kB": ("size", 1e3), "KiB": ("size", 1024.0), "MB": ("size", 1e6), "MiB": ("size", 2.0**20),
}
KEY_UNITS = {"ns": ("time", 1e-9), "us": ("time", 1e-6), "ms": ("time", 1e-3),
             "bytes": ("size", 1.0)}
NUMBER = r"\d{1,3}(?:[  ,]\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?"
FIGURE = re.compile(
    rf"(?P<about>\babout\s+|~|≈\s*)?(?P<low>{NUMBER})(?:\s*[–-]\s*(?P<high>{NUMBER}))?"
    r"\s*(?P<unit>µs|us|ns|ms|s|KiB|KB|kB|MiB|MB|bytes|B|instructions|Ir|×)?\s*(?:\w+\s*)?$")
MARKER = re.compile(r"<!--\s*figure:\s*([^>]*?)\s*-->")
FIXED = re.compile(r"<!--\s*fixed(?::[^>]*)?-->")
TABLE = re.compile(r"<!--\s*figures:\s*measure\.sh table, times within a factor of ([\d.]+), "
                   r"allocations within (\d+)\s*-->")
UNMARKED = re.compile(
    rf"(?<![\w.])(?:{NUMBER})(?:\s*[–-]\s*(?:{NUMBER}))?\s*(?:µs|ns|ms|KiB|KB|kB|MB|bytes|Ir|"
    r"instructions)\b")


def record(source, pairs):
    FIGURES.mkdir(parents=True, exist_ok=True)
    path = FIGURES / f"{source}.json"
    values = json.loads(path.read_text()) if path.exists() else {}
    for pair in pairs:
        key, _, value = pair.partition("=")
        if not key or not value:
            sys.exit(f"figures: expected KEY=VALUE, not {pair!r}")
        values[f"{source}.{key}"] = float(value)
    path.write_text(json.dumps(values, indent=1, sort_keys=True) + "\n")
    print(f"figures: {len(pairs)} values recorded in {path.relative_to(ROOT)}")


def record_tests(log):
    counts = re.findall(r"Executed (\d+) tests?", pathlib.Path(log).read_text())
    if not counts:
        sys.exit(f"figures: no test count in {log}")
    record("tests", [f"count={max(int(c) for c in counts)}"])


def measurements():
    values = {}
    for path in sorted(FIGURES.glob("*.json")) if FIGURES.exists() else []:
        values.update(json.loads(path.read_text()))
    # Derived: ratios the documents state.
    for key, value in list(values.items()):
        m = re.fullmatch(r"bench\.(.+)\.ir", key)
        if m and values.get("bench.quadratic.ir"):
            values[f"bench.{m.group(1)}.ir-per-quadratic"] = value / values["bench.quadratic.ir"]
        if m and values.get(f"bench.{m.group(1)}.c-ir"):
            values[f"bench.{m.group(1)}.ir-per-c"] = value / values[f"bench.{m.group(1)}.c-ir"]
        m = re.fullmatch(r"bench\.(.+)\.ns", key)
        if m and values.get(f"bench.{m.group(1)}.c-ns"):
            values[f"bench.{m.group(1)}.ns-per-c"] = value / values[f"bench.{m.group(1)}.c-ns"]
    return values


def number(text):
    return float(re.sub(r"[  ,]", "", text))


def half_unit(text):
    digits = re.sub(r"[  ,]", "", text)
    return 0.5 * 10 ** -(len(digits.split(".")[1]) if "." in digits else 0)


def scale(unit, key):
    """The factor from the document's unit to the key's."""
    if not unit or unit not in UNITS:
        return 1.0
    kind, factor = UNITS[unit]
    key_kind, key_factor = KEY_UNITS.get(key.rsplit(".", 1)[-1], (None, None))
    if key_kind != kind:
        return None
    return factor / key_factor


def holds(figure, key, value):
    """Whether a measured value is what the figure states, and the figure as a range."""
    factor = scale(figure["unit"], key)
    if factor is None:
        return False, f"unit {figure['unit']} is not the measurement's ({key})"
    low, high = number(figure["low"]) * factor, None
    if figure["high"]:
        high = number(figure["high"]) * factor
        lo = low - half_unit(figure["low"]) * factor
        hi = high + half_unit(figure["high"]) * factor
    elif figure["about"]:
        lo, hi = low * 0.75, low * 1.25
    else:
        lo = low - half_unit(figure["low"]) * factor
        hi = low + half_unit(figure["low"]) * factor
    if is_instruction_count(key):
        # Callgrind counts the same binary's instructions alike, but glibc's memcpy and memset
        # take paths by the alignment of their buffers, which the size of the environment (the
        # checkout's path, say) shifts on the stack: a count moves by an instruction or two from
        # one clone to another (quadratic 128 or 129). Counts and their ratios hold within 1 %.
        lo, hi = lo - INSTRUCTION_SLACK * abs(lo), hi + INSTRUCTION_SLACK * abs(hi)
    return lo - 1e-9 * abs(lo) <= value <= hi + 1e-9 * abs(hi), f"{lo / factor:g}…{hi / factor:g}"


# How far an instruction count (or a ratio of two) may move between checkouts: see holds().
INSTRUCTION_SLACK = 0.01


def is_instruction_count(key):
    """Whether a measurement is an instruction count or a ratio of two (bench.*.ir, .c-ir,
    .ir-per-c, .ir-per-quadratic)."""
    last = key.rsplit(".", 1)[-1]
    return last in ("ir", "c-ir") or last.startswith("ir-per")


def lookup(values, pattern):
    keys = [k for k in values if fnmatch.fnmatchcase(k, pattern)]
    return {k: values[k] for k in sorted(keys)}


def check_marker(where, before, keys, values, problems):
    m = FIGURE.search(before)
    if not m:
        problems.append(f"{where}: a figure marker with no number before it")
        return
    figure = m.groupdict()
    for pattern in [k.strip() for k in keys.split(",") if k.strip()]:
        found = lookup(values, pattern)
        if not found:
            source = pattern.split(".")[0]
            problems.append(f"{where}: no measurement {pattern} (.build/figures/{source}.json, "
                            f"written by {WRITERS.get(source, 'a measuring step')})")
            continue
        for key, value in found.items():
            ok, stated = holds(figure, key, value)
            if not ok:
                factor = scale(figure["unit"], key) or 1.0
                unit = f" {figure['unit']}" if figure["unit"] else ""
                problems.append(f"{where}: `{m.group(0).strip()}` states {stated}{unit}, but {key} "
                                f"measures {value / factor:g}{unit}")


def check_table(path, lines, start, factor, allocations, values, problems):
    """The measure.sh table that follows line `start`."""
    header = None
    for offset, line in enumerate(lines[start:], start):
        if not line.startswith("|"):
            if header:
                return offset
            continue
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if header is None:
            header = [c.lower() for c in cells]
            continue
        if set(cells[0]) <= set("-:"):
            continue
        op = cells[0]
        for name, cell in zip(header[1:], cells[1:]):
            key = column_key(name, op)
            m = re.match(rf"(?:{NUMBER})(?:\s*[–-]\s*(?:{NUMBER}))?", cell)
            if key is None or not m or cell.startswith("–") or cell == "-":
                continue
            where = f"{path.relative_to(ROOT)}:{offset + 1}"
            if key not in values:
                problems.append(f"{where}: {op}'s {name} has no measurement {key}")
                continue
            figure = FIGURE.search(m.group(0)).groupdict()
            if key.rsplit(".", 1)[-1] in ("ns", "c-ns", "ns-per-c"):
                stated = number(figure["low"])
                ok = stated / factor <= values[key] <= stated * factor
                text = f"{stated:g} within a factor of {factor:g}"
            elif key.endswith(".allocs"):
                ok = abs(values[key] - number(figure["low"])) <= allocations
                text = f"{figure['low']} within {allocations}"
            else:
                ok, text = holds(figure, key, values[key])
            if not ok:
                problems.append(f"{where}: {op}'s {name} is {text} but {key} measures "
                                f"{values[key]:g}")
    return len(lines)


def column_key(name, op):
    if "allocation" in name:
        return f"bench.{op}.allocs"
    table = {"swift ir/iter": "ir", "c ir/iter": "c-ir", "swift ns/op": "ns", "c ns/op": "c-ns",
             "ns ratio": "ns-per-c"}
    if name == "ir ratio":
        return f"bench.{op}.ir-per-c" if op in ("quadratic", "cubic", "tangent") else \
            f"bench.{op}.ir-per-quadratic"
    return f"bench.{op}.{table[name]}" if name in table else None


def check():
    values = measurements()
    problems, count = [], 0
    for path in DOCUMENTS:
        lines = path.read_text().split("\n")
        in_code = in_history = False
        covered_table_until = -1
        for index, line in enumerate(lines):
            where = f"{path.relative_to(ROOT)}:{index + 1}"
            if line.strip().startswith("```"):
                in_code = not in_code
                continue
            if in_code:
                continue
            if "<!-- history -->" in line:
                in_history = True
            if "<!-- /history -->" in line:
                in_history = False
                continue
            table = TABLE.search(line)
            if table and not in_history:
                covered_table_until = check_table(path, lines, index + 1, float(table.group(1)),
                                                  int(table.group(2)), values, problems)
                count += 1
                continue
            if in_history or index < covered_table_until:
                continue
            # Inline code shows markers and numbers as text: `<!-- figure: KEY -->`.
            line = re.sub(r"`[^`]*`", lambda m: " " * len(m.group(0)), line)
            covered = []
            for marker in MARKER.finditer(line):
                before = line[:marker.start()]
                before = MARKER.sub(lambda m: " " * len(m.group(0)), before)
                figure = FIGURE.search(before)
                if figure:
                    covered.append((figure.start(), marker.end()))
                check_marker(where, before, marker.group(1), values, problems)
                count += 1
            for marker in FIXED.finditer(line):
                before = MARKER.sub(lambda m: " " * len(m.group(0)), line[:marker.start()])
                figure = FIGURE.search(before)
                if figure:
                    covered.append((figure.start(), marker.end()))
            for m in UNMARKED.finditer(line):
                if not any(a <= m.start() < b for a, b in covered):
                    problems.append(f"{where}: `{m.group(0)}` is a figure with no measurement "
                                    "(mark it `<!-- figure: KEY -->`, or drop it)")
    for problem in problems:
        print(problem, file=sys.stderr)
    if problems:
        sys.exit(f"figures: {len(problems)} figure(s) off or unchecked (the convention: "
                 "Docs/Development.md, or .ci/figures.py's docstring)")
    print(f"figures: {count} marked figures and tables in {len(DOCUMENTS)} documents, all "
          f"within what their text states ({len(values)} measurements)")


if __name__ == "__main__":
    command = sys.argv[1] if len(sys.argv) > 1 else ""
    if command == "record" and len(sys.argv) >= 4:
        record(sys.argv[2], sys.argv[3:])
    elif command == "tests" and len(sys.argv) == 3:
        record_tests(sys.argv[2])
    elif command == "check" and len(sys.argv) == 2:
        check()
    else:
        sys.exit(__doc__)
