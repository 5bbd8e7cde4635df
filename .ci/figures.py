#!/usr/bin/env python3
"""The documents' figures, recorded where they are measured and checked by what they mean.

Measuring steps record what they measured in .build/figures/<source>.json, a flat object of
numbers; the documents mark each figure they state with the measurement it states; `check`
compares the two and fails, naming file:line, when a figure is not what its text says.

    figures.py record SOURCE KEY=VALUE...   adds numbers to .build/figures/SOURCE.json as
                                            SOURCE.KEY (measure.sh: `record bench
                                            outline.ir=2265`; Playground/build.sh:
                                            `record playground wasm.bytes=198611`)
    figures.py check                        compares every marked figure with its measurement
                                            and fails on a figure with a unit left unmarked

The convention (Docs/Development.md, "Figures"):

- A figure is followed by `<!-- figure: KEY -->` (invisible in rendered Markdown and DocC). KEY
  names the measurement, `*` matching any characters (`bench.outline*.ir`: every round
  outline); several keys are separated by commas. The figure is the number or range right
  before the marker, with its unit and an optional word after it (`129 instructions`,
  `2 480–3 210`, `140 KiB`, `under 50 µs`, `within 1.1×`).
- A bound holds when every measured value keeps it: `under`, `below`, `at most`, `up to`,
  `within`, `<`, `≤` before the number for an upper bound; `at least`, `over`, `above`, `>`,
  `≥` for a lower one. `about N` (or `~N`, `≈ N`) holds within a quarter of N. A range `A–B`
  holds every value; a number `N` holds the value to the digits shown (`8.1`: 8.05 up to 8.15).
- What a figure means decides how close it must be, by its measurement's kind (the key's last
  part):
  - a time (`.ns`, `.us`, `.ms`) moves with the machine and its load by a factor of two or
    more, so it is stated as a bound, and a time that is not one fails the check;
  - what a build produces (instructions, `.ir` and `.c-ir`, their ratios `.ir-per-c` and
    `.ir-per-quadratic`, and sizes, `.bytes`) holds within 5 % of what is written: a count moves
    by about 1 % between builds of one commit (glibc's memcpy and memset take paths by the
    alignment of their buffers, which the environment's size shifts), a size with the versions
    of binaryen and wasi-libc. Regressions are guarded elsewhere: Benchmarks/guards.txt (15 %)
    and the element's download limit;
  - anything else (allocations, frames) is exact to the digits shown.
  Units convert (ns, µs, ms, s; bytes, KB = 1000 bytes, KiB, MB) to the measurement's.
- A table is checked whole when `<!-- figures: measure.sh table -->` precedes it: each row is an
  op of measure.sh (`bench.<op>.*`), a column headed `Swift instructions` states `bench.<op>.ir`,
  one headed `C instructions` `bench.<op>.c-ir`; a cell `–` states nothing.
- A number that is not measured but fixed (a constant of the code, a target, a limit of a tool)
  is followed by `<!-- fixed: why -->`: `64 KiB<!-- fixed: the element's download limit -->`.
- Text between `<!-- history -->` and `<!-- /history -->` is not checked. Anywhere else in the
  documents below, a number with a unit of time, size or instructions without a marker fails the
  check: a figure is measured, or it goes.
"""
import fnmatch
import json
import pathlib
import re
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
FIGURES = ROOT / ".build/figures"
DOCUMENTS = [ROOT / "README.md", ROOT / "CHANGELOG.md", ROOT / "Benchmarks/README.md",
             ROOT / "Playground/README.md"] + sorted(
    (ROOT / "Sources/GooGeometry/GooGeometry.docc").glob("*.md")) + sorted(
    (ROOT / "Sources/GooBadgeUI/GooBadgeUI.docc").glob("*.md"))
# The steps of .ci/run that measure, by source.
WRITERS = {
    "bench": "`.ci/run bench` (Benchmarks/measure.sh)",
    "playground": "`.ci/run web` (Playground/build.sh and Playground/test/browser_test.py)",
}
# How far a figure of what a build produces may be from its measurement (the docstring).
BUILD_TOLERANCE = 0.05
UNITS = {
    "ns": ("time", 1e-9), "µs": ("time", 1e-6), "us": ("time", 1e-6), "ms": ("time", 1e-3),
    "s": ("time", 1.0), "bytes": ("size", 1.0), "B": ("size", 1.0), "KB": ("size", 1e3),
    "kB": ("size", 1e3), "KiB": ("size", 1024.0), "MB": ("size", 1e6), "MiB": ("size", 2.0**20),
}
KEY_UNITS = {"ns": ("time", 1e-9), "c-ns": ("time", 1e-9), "us": ("time", 1e-6),
             "ms": ("time", 1e-3), "bytes": ("size", 1.0)}
NUMBER = r"\d{1,3}(?:[  ,]\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?"
UPPER = r"\b(?:under|below|at most|up to|within|less than)\b|<|≤"
LOWER = r"\b(?:at least|over|above|more than)\b|>|≥"
FIGURE = re.compile(
    rf"(?:(?P<upper>{UPPER})\s*|(?P<lower>{LOWER})\s*|(?P<about>\babout\s+|~|≈\s*))?"
    rf"(?P<low>{NUMBER})(?:\s*[–-]\s*(?P<high>{NUMBER}))?"
    r"\s*(?P<unit>µs|us|ns|ms|s|KiB|KB|kB|MiB|MB|bytes|B|instructions|Ir|×)?\s*(?:\w+\s*)?$")
MARKER = re.compile(r"<!--\s*figure:\s*([^>]*?)\s*-->")
FIXED = re.compile(r"<!--\s*fixed(?::[^>]*)?-->")
TABLE = re.compile(r"<!--\s*figures:\s*measure\.sh table\b[^>]*-->")
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


def measurements():
    values = {}
    for path in sorted(FIGURES.glob("*.json")) if FIGURES.exists() else []:
        values.update(json.loads(path.read_text()))
    # Derived: the ratios of instruction counts the documents state.
    quadratic = values.get("bench.quadratic.ir")
    for key, value in list(values.items()):
        m = re.fullmatch(r"bench\.(.+)\.ir", key)
        if m and quadratic:
            values[f"bench.{m.group(1)}.ir-per-quadratic"] = value / quadratic
        if m and values.get(f"bench.{m.group(1)}.c-ir"):
            values[f"bench.{m.group(1)}.ir-per-c"] = value / values[f"bench.{m.group(1)}.c-ir"]
    return values


def kind(key):
    """time, build (what a build produces) or exact: see the docstring."""
    last = key.rsplit(".", 1)[-1]
    if last in ("ns", "us", "ms", "c-ns"):
        return "time"
    if last in ("ir", "c-ir", "bytes") or last.startswith("ir-per"):
        return "build"
    return "exact"


def number(text):
    return float(re.sub(r"[  ,]", "", text))


def half_unit(text):
    digits = re.sub(r"[  ,]", "", text)
    return 0.5 * 10 ** -(len(digits.split(".")[1]) if "." in digits else 0)


def scale(unit, key):
    """The factor from the document's unit to the key's, None when they measure different things."""
    if not unit or unit not in UNITS:
        return 1.0
    unit_kind, factor = UNITS[unit]
    key_kind, key_factor = KEY_UNITS.get(key.rsplit(".", 1)[-1], (None, None))
    if key_kind != unit_kind:
        return None
    return factor / key_factor


def holds(figure, key, value):
    """Whether a measured value is what the figure means, and what it means as text."""
    factor = scale(figure["unit"], key)
    if factor is None:
        return False, f"unit {figure['unit']} is not the measurement's ({key})"
    low = number(figure["low"]) * factor
    if figure["upper"]:
        return value <= low, f"at most {low / factor:g}"
    if figure["lower"]:
        return value >= low, f"at least {low / factor:g}"
    if kind(key) == "time":
        return False, None
    if figure["about"]:
        lo, hi = low * 0.75, low * 1.25
    else:
        high = number(figure["high"]) * factor if figure["high"] else low
        lo = low - half_unit(figure["low"]) * factor
        hi = high + half_unit(figure["high"] or figure["low"]) * factor
        if kind(key) == "build":
            lo, hi = lo * (1 - BUILD_TOLERANCE), hi * (1 + BUILD_TOLERANCE)
    ok = lo - 1e-9 * abs(lo) <= value <= hi + 1e-9 * abs(hi)
    return ok, f"{lo / factor:g}…{hi / factor:g}"


def lookup(values, pattern):
    return {k: values[k] for k in sorted(values) if fnmatch.fnmatchcase(k, pattern)}


def missing(where, pattern):
    source = pattern.split(".")[0]
    if source not in WRITERS:
        return (f"{where}: no step of .ci/run measures {pattern} (sources: "
                f"{', '.join(sorted(WRITERS))}): drop the figure, or mark it `<!-- fixed: why -->`")
    return (f"{where}: no measurement {pattern} in .build/figures/{source}.json, which "
            f"{WRITERS[source]} writes")


def check_figure(where, figure, text, keys, values, problems):
    for pattern in keys:
        found = lookup(values, pattern)
        if not found:
            problems.append(missing(where, pattern))
        for key, value in found.items():
            ok, meaning = holds(figure, key, value)
            if meaning is None:
                problems.append(f"{where}: `{text}` is a time, which moves with the machine and "
                                f"its load: state it as a bound (`under 50 µs`), or drop it")
                break
            if not ok:
                factor = scale(figure["unit"], key) or 1.0
                unit = f" {figure['unit']}" if figure["unit"] else ""
                problems.append(f"{where}: `{text}` means {meaning}{unit}, but {key} measures "
                                f"{value / factor:g}{unit}")


COLUMNS = {"swift instructions": "ir", "c instructions": "c-ir"}


def check_table(path, lines, start, values, problems):
    """The measure.sh table that follows line `start`; returns the line after it."""
    header, reported = None, set()
    for index in range(start, len(lines)):
        line = lines[index]
        if not line.startswith("|"):
            if header:
                return index
            continue
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        where = f"{path.relative_to(ROOT)}:{index + 1}"
        if header is None:
            header = [c.lower() for c in cells]
            continue
        if set(cells[0]) <= set("-: "):
            continue
        for name, cell in zip(header[1:], cells[1:]):
            figure = FIGURE.search(cell)
            if cell in ("", "–", "-") or not figure:
                continue
            column = next((v for k, v in COLUMNS.items() if name.startswith(k)), None)
            if column is None:
                if name not in reported:
                    reported.add(name)
                    problems.append(f"{where}: column `{name}` states no measurement (columns: "
                                    f"{', '.join(COLUMNS)})")
                continue
            check_figure(where, figure.groupdict(), cell, [f"bench.{cells[0]}.{column}"], values,
                         problems)
    return len(lines)


def blank(pattern, text):
    return pattern.sub(lambda m: " " * len(m.group(0)), text)


def check():
    values = measurements()
    problems, count = [], 0
    for path in DOCUMENTS:
        if not path.exists():
            continue
        lines = path.read_text().split("\n")
        in_code = in_history = False
        table_until = -1
        for index, line in enumerate(lines):
            where = f"{path.relative_to(ROOT)}:{index + 1}"
            if line.strip().startswith("```"):
                in_code = not in_code
                continue
            if in_code or index < table_until:
                continue
            if "<!-- history -->" in line:
                in_history = True
            if "<!-- /history -->" in line:
                in_history = False
                continue
            if in_history:
                continue
            if TABLE.search(line):
                table_until = check_table(path, lines, index + 1, values, problems)
                count += 1
                continue
            # Inline code shows markers and numbers as text: `<!-- figure: KEY -->`.
            line = re.sub(r"`[^`]*`", lambda m: " " * len(m.group(0)), line)
            covered = []
            for marker in list(MARKER.finditer(line)) + list(FIXED.finditer(line)):
                before = blank(FIXED, blank(MARKER, line[:marker.start()]))
                figure = FIGURE.search(before)
                if not figure:
                    problems.append(f"{where}: a marker with no number before it")
                    continue
                covered.append((figure.start(), marker.end()))
                if marker.re is MARKER:
                    keys = [k.strip() for k in marker.group(1).split(",") if k.strip()]
                    check_figure(where, figure.groupdict(), figure.group(0).strip(), keys, values,
                                 problems)
                    count += 1
            for m in UNMARKED.finditer(line):
                if not any(a <= m.start() < b for a, b in covered):
                    problems.append(f"{where}: `{m.group(0)}` is a figure with no measurement "
                                    "(mark it `<!-- figure: KEY -->`, or drop it)")
    for problem in problems:
        print(problem, file=sys.stderr)
    if problems:
        sys.exit(f"figures: {len(problems)} figure(s) off or unchecked (the convention: "
                 "Docs/Development.md, or .ci/figures.py's docstring)")
    print(f"figures: {count} marked figures and tables, all what their text means "
          f"({len(values)} measurements)")


if __name__ == "__main__":
    command = sys.argv[1] if len(sys.argv) > 1 else ""
    if command == "record" and len(sys.argv) >= 4:
        record(sys.argv[2], sys.argv[3:])
    elif command == "check" and len(sys.argv) == 2:
        check()
    else:
        sys.exit(__doc__)
