"""Fails on any call of the variadic `min` or `max` (three or more arguments) in
Sources/GooGeometry: their arguments travel in an array, which allocates wherever the optimiser
keeps it (the Embedded wasm build does). Calls are read with balanced parentheses across lines,
so arguments that hold calls of their own are counted too."""
import pathlib
import re
import sys

sys.path.insert(0, str(pathlib.Path(__file__).parent))
from swiftsource import blank_comments_and_strings  # noqa: E402

CALL = re.compile(r"(?<![.\w])(?:Swift\.)?(?:min|max)\(")


def argument_count(code, start):
    """The number of top-level arguments of the call whose `(` is at `start`."""
    depth, commas = 0, 0
    for index in range(start, len(code)):
        char = code[index]
        if char in "([{":
            depth += 1
        elif char in ")]}":
            depth -= 1
            if depth == 0:
                return commas + 1
        elif char == "," and depth == 1:
            commas += 1
    return commas + 1


offenders = []
for path in sorted(pathlib.Path("Sources/GooGeometry").rglob("*.swift")):
    code = blank_comments_and_strings(path.read_text())
    for match in CALL.finditer(code):
        if argument_count(code, match.end() - 1) >= 3:
            line = code.count("\n", 0, match.start()) + 1
            offenders.append(f"{path}:{line}: a variadic {match.group(0)[:-1]} call")

if offenders:
    print("\n".join(offenders))
    print("use maximum(_:_:_:_:) / minimum(_:_:_:_:) (Numerics/Greater.swift) or nested calls",
          file=sys.stderr)
    sys.exit(1)
print("variadic min/max: none in Sources/GooGeometry")
