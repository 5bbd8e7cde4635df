#!/usr/bin/env python3
"""Fails unless InputContract.md lists every public throwing entry point with every error it throws.

The entry points come from the library's symbol graph (`.ci/run api` writes
.build/symbol-graphs/GooGeometry.symbols.json): every public initialiser, method and function
whose declaration `throws(E)`, with its error type E and E's cases. Which of E's cases each one
can throw comes from the source: the cases of its own `throw` statements, and those of the
functions and initialisers it calls with `try` that throw the same type (`try self.init(...)`,
`try check(time)`, `try GooCircle(...)`), followed through private helpers.

The contract's table (Sources/GooGeometry/GooGeometry.docc/InputContract.md) names its entry
points in the first column, each as written in Swift (`GooCircle(center:radius:)`,
`GooDragSession.begin(at:)`, `GooDragConfiguration.ShrinkModel.linear(divisor:)`), and the errors in the third
(`GooGeometryError.nonFiniteCenter`, then `.nonFiniteRadius` for another case of the same type).
The check fails, naming the row, when
- a public throwing entry point is in no row;
- a row lists an entry point the library does not declare;
- a row leaves out an error that one of its entry points can throw, or lists one that none of
  them can (an error type's case must be named in full in its first mention in a cell).

    check-input-contract.py [SYMBOLS_JSON]
"""
import json
import pathlib
import re
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
SYMBOLS = ROOT / ".build/symbol-graphs/GooGeometry.symbols.json"
CONTRACT = ROOT / "Sources/GooGeometry/GooGeometry.docc/InputContract.md"
SOURCES = ROOT / "Sources/GooGeometry"
CALLABLE = {"swift.init", "swift.method", "swift.type.method", "swift.func", "swift.func.op"}


def strip_comments(text):
    text = re.sub(r"/\*.*?\*/", lambda m: re.sub(r"[^\n]", " ", m.group(0)), text, flags=re.S)
    text = re.sub(r"//[^\n]*", lambda m: " " * len(m.group(0)), text)
    return re.sub(r'"(?:\\.|[^"\\\n])*"', lambda m: '"' + " " * (len(m.group(0)) - 2) + '"', text)


def matching(text, open_index):
    depth = 0
    for i in range(open_index, len(text)):
        if text[i] == "{":
            depth += 1
        elif text[i] == "}":
            depth -= 1
            if depth == 0:
                return i + 1
    return len(text)


def labels_of(parameter_text):
    labels, depth, piece = [], 0, ""
    for c in parameter_text + ",":
        if c in "([<":
            depth += 1
        elif c in ")]>":
            depth -= 1
        if c == "," and depth == 0:
            words = [w for w in piece.split(":")[0].split() if not w.startswith("@")]
            if words:
                labels.append(words[0])
            piece = ""
        else:
            piece += c
    return labels


class Function:
    """A throwing function or initialiser of the library's source, with its body."""

    def __init__(self, path, line, type_name, name, labels, error, body):
        self.path, self.line, self.type_name, self.name = path, line, type_name, name
        self.labels, self.error, self.body = labels, error, body

    @property
    def title(self):
        return f"{self.name}({''.join(l + ':' for l in self.labels)})"


DECLARATION = re.compile(
    r"(?<![.\w])(?P<kind>func\s+(?P<name>\w+)|init)\s*(?:<[^>]*>)?\s*\((?P<params>[^{}]*?)\)\s*"
    r"(?:async\s+)?throws\((?P<error>[\w.]+)\)", re.S)
TYPE = re.compile(r"\b(?:struct|enum|class|actor|extension)\s+([\w.]+)")


def source_functions():
    """Every function of the library that declares `throws(E)`, by file."""
    functions = []
    for path in sorted(SOURCES.rglob("*.swift")):
        text = strip_comments(path.read_text())
        # Each type's body, so that a function's owner is the innermost type around it.
        spans = []
        for m in TYPE.finditer(text):
            open_index = text.find("{", m.end())
            if open_index >= 0:
                spans.append((open_index, matching(text, open_index), m.group(1)))
        for m in DECLARATION.finditer(text):
            around = [s for s in spans if s[0] < m.start() < s[1]]
            owner = min(around, key=lambda s: s[1] - s[0])[2] if around else None
            open_index = text.find("{", m.end())
            body = text[open_index:matching(text, open_index)] if open_index >= 0 else ""
            name = m.group("name") or "init"
            line = text.count("\n", 0, m.start()) + 1
            functions.append(Function(path, line, owner, name, labels_of(m.group("params")),
                                      m.group("error").split(".")[-1], body))
    return functions


def thrown_cases(function, functions, seen=None):
    """The cases of its error type that a function can throw: its own and its callees'."""
    seen = set() if seen is None else seen
    if id(function) in seen:
        return set()
    seen.add(id(function))
    cases = set()
    for m in re.finditer(r"\bthrow\s+(?:([A-Z][\w.]*)\.)?\.?(\w+)", function.body):
        if m.group(1) is None and not function.body[m.start():m.end()].split()[1].startswith("."):
            continue  # `throw error`, `throw Unmeasurable(...)`: not a case of the type's
        cases.add(m.group(2))
    calls = re.finditer(r"\btry[?!]?\s+(?:(self|Self|[A-Z]\w*)\s*\.\s*)?(\w+)\s*\(", function.body)
    for m in calls:
        receiver, name = m.group(1), m.group(2)
        if m.group(0).startswith(("try?", "try!")):
            continue
        if name == "init" or (receiver is None and name[0].isupper()):
            # `try self.init(...)`, `try Self.init(...)` or `try GooCircle(...)`.
            owner = function.type_name if receiver in (None, "self", "Self") and name == "init" \
                else (receiver if name == "init" else name)
            candidates = [f for f in functions if f.name == "init" and f.type_name == owner
                          and f.error == function.error]
        else:
            candidates = [f for f in functions if f.name == name and f.error == function.error
                          and (f.path == function.path or receiver not in (None, "self", "Self"))]
        for callee in candidates:
            cases |= thrown_cases(callee, functions, seen)
    return cases


def entry_points(graph):
    """Public throwing entry points: (display name, error type's full name, location)."""
    by_id = {s["identifier"]["precise"]: s for s in graph["symbols"]}
    points = []
    for s in graph["symbols"]:
        if s["kind"]["identifier"] not in CALLABLE or s.get("accessLevel") not in ("public", "open"):
            continue
        uri = s.get("location", {}).get("uri", "")
        if "/Sources/GooGeometry/" not in uri:
            continue  # a standard library default (`map`, `reduce`): rethrows its closure's
        fragments = s.get("declarationFragments", [])
        spellings = [f["spelling"].strip() for f in fragments]
        if "throws" not in spellings:
            continue
        after = fragments[spellings.index("throws") + 1:]
        error = next((f for f in after if f["kind"] == "typeIdentifier"), None)
        if error is None:
            points.append((display(s), None, s))
            continue
        target = by_id.get(error.get("preciseIdentifier"))
        full = ".".join(target["pathComponents"]) if target else error["spelling"]
        points.append((display(s), full, s))
    return points


def display(symbol):
    path = list(symbol["pathComponents"])
    if path[-1].startswith("init("):
        return ".".join(path[:-1]) + path[-1][4:]
    return ".".join(path)


def error_cases(graph):
    cases = {}
    for s in graph["symbols"]:
        if s["kind"]["identifier"] == "swift.enum.case":
            name = s["pathComponents"][-1].split("(")[0]  # `negativeRadius(_:)`
            cases.setdefault(".".join(s["pathComponents"][:-1]), set()).add(name)
    return cases


def contract_rows():
    rows = []
    for number, line in enumerate(CONTRACT.read_text().split("\n"), 1):
        if not line.startswith("| `"):
            continue
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        names = re.findall(r"`([^`]+)`", cells[0])
        errors, current = set(), None
        for token in re.findall(r"`([^`]+)`", cells[2] if len(cells) > 2 else ""):
            if re.search(r"\(\w*:", token):
                continue  # a function named in passing, not an error
            token = re.sub(r"\(.*\)$", "", token)
            if token.startswith("."):
                if current:
                    errors.add((current, token[1:]))
            elif token.split(".")[-1][:1].isupper():
                current = token  # the error type itself: its cases follow as `.name`
            elif "." in token:
                current, case = token.rsplit(".", 1)
                errors.add((current, case))
        rows.append((number, names, errors))
    return rows


def main():
    path = pathlib.Path(sys.argv[1]) if len(sys.argv) > 1 else SYMBOLS
    if not path.exists():
        sys.exit(f"input contract: {path} is missing; `.ci/run api` writes it "
                 "(swift build --target GooGeometry -Xswiftc -emit-symbol-graph ...)")
    graph = json.loads(path.read_text())
    points = entry_points(graph)
    cases_of = error_cases(graph)
    functions = source_functions()
    public_names = {display(s) for s in graph["symbols"]
                    if s["kind"]["identifier"] in CALLABLE | {"swift.property", "swift.type.property"}
                    and s.get("accessLevel") in ("public", "open")}
    problems = []
    throws = {}
    for name, error, symbol in points:
        if error is None:
            problems.append(f"{name} throws an untyped error: the contract needs its type")
            continue
        short = error.split(".")[-1]
        location = symbol["location"]
        file = pathlib.Path(location["uri"].removeprefix("file://")).resolve()
        line = location["position"]["line"] + 1
        matches = [f for f in functions if f.path.resolve() == file and f.line == line
                   and f.error == short]
        if not matches:
            problems.append(f"{name}: its source was not found (throws({error}))")
            continue
        cases = set()
        for f in matches:
            cases |= thrown_cases(f, functions)
        unknown = cases - cases_of.get(error, set())
        if unknown:
            problems.append(f"{name}: throws {sorted(unknown)}, not cases of {error}")
        throws[name] = {(error, c) for c in cases}
    listed = {}
    for number, names, errors in contract_rows():
        for name in names:
            if name not in public_names:
                problems.append(f"InputContract.md:{number}: `{name}` is not a public entry point "
                                "of the library")
        row_throws = [throws[n] for n in names if n in throws]
        for n in names:
            if n in throws:
                listed[n] = number
                missing = throws[n] - errors
                if missing:
                    problems.append(
                        f"InputContract.md:{number}: `{n}` can throw "
                        + ", ".join(f"{t}.{c}" for t, c in sorted(missing))
                        + ", which the row does not list")
        if row_throws:
            extra = errors - set().union(*row_throws)
            if extra:
                problems.append(
                    f"InputContract.md:{number}: the row lists "
                    + ", ".join(f"{t}.{c}" for t, c in sorted(extra))
                    + ", which none of its entry points throws")
    for name in sorted(throws):
        if name not in listed:
            errors = ", ".join(f"{t}.{c}" for t, c in sorted(throws[name]))
            problems.append(f"InputContract.md: no row for `{name}` (it throws {errors})")
    for problem in problems:
        print(problem, file=sys.stderr)
    if problems:
        sys.exit(f"input contract: {len(problems)} problem(s); the table is "
                 f"{CONTRACT.relative_to(ROOT)}")
    count = sum(len(v) for v in throws.values())
    print(f"input contract: {len(throws)} public throwing entry points, {count} errors, "
          "every one in InputContract.md")


if __name__ == "__main__":
    main()
