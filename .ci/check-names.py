#!/usr/bin/env python3
"""Fails when a public top-level type of GooGeometry does not begin with `Goo`, or shares its name
with one of Apple's.

The rule: every public top-level type's name begins with `Goo`; a type that
only makes sense inside another is nested in it, without the prefix. Every offender is named.
Extensions of other modules' types (SwiftUI's `View`) are not top-level types of this module and
do not count.

The names come from the symbol graph the compiler emits for the library (not from grepping the
sources), so anything public counts, however it is declared:

    swift build --target GooGeometry -Xswiftc -emit-symbol-graph \\
        -Xswiftc -emit-symbol-graph-dir -Xswiftc .build/symbol-graphs
    python3 .ci/check-names.py .build/symbol-graphs/GooGeometry.symbols.json

GooBadgeUI's graph (built the same way with --target GooBadgeUI) has fewer types: pass
`--minimum 2` after the path. On Linux it holds the toolkit-neutral types only; the SwiftUI and
UIKit badges' names (`GooBadge`, `GooBadgeView`) are in the GooBadgeUIAdapters graph.
"""
import json
import pathlib
import sys

TYPE_KINDS = {"swift.struct", "swift.enum", "swift.class", "swift.protocol", "swift.typealias",
              "swift.actor"}


def public_top_level_types(graph_path):
    graph = json.loads(pathlib.Path(graph_path).read_text())
    return sorted({
        symbol["pathComponents"][0]
        for symbol in graph["symbols"]
        if symbol["kind"]["identifier"] in TYPE_KINDS
        and len(symbol["pathComponents"]) == 1
        and symbol["accessLevel"] in ("public", "open")
    })


def apple_names():
    path = pathlib.Path(__file__).with_name("apple-type-names.txt")
    return {line.strip() for line in path.read_text().splitlines()
            if line.strip() and not line.lstrip().startswith("#")}


def main():
    args = sys.argv[1:]
    minimum = 10
    if len(args) == 3 and args[1] == "--minimum":
        minimum = int(args[2])
        args = args[:1]
    if len(args) != 1:
        sys.exit(__doc__)
    ours = public_top_level_types(args[0])
    if len(ours) < minimum:
        sys.exit(f"names: only {len(ours)} public types in {args[0]}: wrong symbol graph?")
    unprefixed = [name for name in ours if not name.startswith("Goo")]
    if unprefixed:
        sys.exit(f"names: these public top-level types of {args[0]} do not begin with Goo "
                 f"(the rule: a nested type drops the prefix): {', '.join(unprefixed)}")
    theirs = apple_names()
    clashes = [name for name in ours if name in theirs]
    if clashes:
        sys.exit("names: these public types are also Apple framework types "
                 f"(.ci/apple-type-names.txt): {', '.join(clashes)}")
    print(f"names: {len(ours)} public top-level types, all beginning with Goo, none among "
          f"{len(theirs)} Apple type names: {', '.join(ours)}")


if __name__ == "__main__":
    main()
