#!/usr/bin/env python3
"""Every case of every public error type is raised by a test.

Finds every `public enum Name: …Error…` under Sources/ (nested ones by their qualified name,
`GooConnector.CubicOptions.ValidationError`), lists its cases, and looks in Tests/ for a test that
expects each: the case, qualified by its type (a suffix of the qualified name is enough), as the
first argument of `assertThrows(…)` (Tests/GooTestSupport/Tables.swift), or in the error
handler of an `XCTAssertThrowsError(…) { error in … }` call. Prints case → file:line of the first such test; exits 1
naming the cases no test raises. See Docs/Development.md, "Conventions the checks read".

Usage: python3 .ci/error-cases.py [--all]   (--all: every place each case is raised)
"""

import os
import re
import sys

from swiftsource import blank_comments_and_strings as code_only

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SOURCES = os.path.join(ROOT, "Sources")
TESTS = os.path.join(ROOT, "Tests")

TYPE_DECL = re.compile(
    r"\b(?:public\s+|internal\s+|private\s+|fileprivate\s+|package\s+|final\s+|indirect\s+)*"
    r"(struct|enum|class|actor|extension|protocol)\s+([A-Za-z_][\w.]*)([^{]*)\{")
PUBLIC_ERROR_ENUM = re.compile(r"\bpublic\s+(?:indirect\s+)?enum\s+\w+\s*:[^{]*\bError\b")


def swift_files(top):
    for directory, _, names in os.walk(top):
        for name in sorted(names):
            if name.endswith(".swift"):
                yield os.path.join(directory, name)


def error_types():
    """[(qualified name, [(case, line)], file, line)] of every public error enum in Sources/."""
    found = []
    for path in swift_files(SOURCES):
        with open(path, encoding="utf-8") as handle:
            code = code_only(handle.read())
        # A stack of (name, depth of its body, is a public error enum, cases).
        stack, depth = [], 0
        for match in re.finditer(r"[{}]|\bcase\b", code):
            if match.group() == "{":
                # The declaration this brace opens, if any: the text since the last ; { or }.
                head_start = max(code.rfind(c, 0, match.start()) for c in ";{}") + 1
                head = code[head_start:match.end()]
                declaration = TYPE_DECL.search(head)
                depth += 1
                if declaration and declaration.end() == len(head):
                    parents = [entry[0] for entry in stack if entry[0]]
                    own = declaration.group(2)
                    # An extension names its type in full; a nested type is its parent's member.
                    qualified = own if declaration.group(1) == "extension" or not parents else (
                        parents[-1] + "." + own)
                    is_error = bool(PUBLIC_ERROR_ENUM.search(head))
                    line = code.count("\n", 0, head_start + declaration.start()) + 1
                    stack.append([qualified, depth, is_error, [], path, line])
                else:
                    stack.append([None, depth, False, [], path, 0])
            elif match.group() == "}":
                if stack and stack[-1][1] == depth:
                    entry = stack.pop()
                    if entry[2]:
                        found.append((entry[0], entry[3], entry[4], entry[5]))
                depth -= 1
            else:  # `case` directly in a public error enum's body declares cases
                if stack and stack[-1][2] and stack[-1][1] == depth:
                    end = code.find("\n", match.end())
                    declared = code[match.end():end if end >= 0 else len(code)]
                    declared = re.split(r"[{};]", declared)[0]
                    declared = re.sub(r"\([^()]*\)", "", declared)  # associated values
                    line = code.count("\n", 0, match.start()) + 1
                    for name in declared.split(","):
                        name = name.strip().split("=")[0].strip()
                        if re.fullmatch(r"[A-Za-z_]\w*", name):
                            stack[-1][3].append((name, line))
    return sorted(found)


def balanced(code, start):
    """The index just past the bracket group opening at `start`."""
    pairs = {"(": ")", "{": "}", "[": "]"}
    closing = []
    for index in range(start, len(code)):
        char = code[index]
        if char in pairs:
            closing.append(pairs[char])
        elif closing and char == closing[-1]:
            closing.pop()
            if not closing:
                return index + 1
    return len(code)


def raised_in_tests():
    """{(written type prefix, case): [file:line]} for every expected error in Tests/."""
    raised = {}
    for path in swift_files(TESTS):
        with open(path, encoding="utf-8") as handle:
            text = handle.read()
        code = code_only(text)
        where = lambda offset: f"{os.path.relpath(path, ROOT)}:{code.count(chr(10), 0, offset) + 1}"
        for match in re.finditer(r"\bassertThrows\(\s*([A-Za-z_][\w.]*)\.(\w+)\b", code):
            raised.setdefault((match.group(1), match.group(2)), []).append(where(match.start()))
        for match in re.finditer(r"\bXCTAssertThrowsError\(", code):
            # The error handler: the trailing closure, or an `errorHandler:` argument.
            end = balanced(code, match.end() - 1)
            trailing = re.match(r"\s*\{", code[end:])
            if trailing:
                handler = code[end:balanced(code, end + trailing.end() - 1)]
            else:
                arguments = code[match.end():end]
                label = arguments.find("errorHandler:")
                handler = arguments[label:] if label >= 0 else ""
            for ref in re.finditer(r"\b([A-Z][\w.]*)\.(\w+)\b", handler):
                raised.setdefault((ref.group(1), ref.group(2)), []).append(where(match.start()))
    return raised


def main():
    show_all = "--all" in sys.argv[1:]
    types = error_types()
    if not types:
        sys.exit("error-cases: no public error enum found under Sources/ (is the scan broken?)")
    raised = raised_in_tests()
    missing = []
    total = 0
    for qualified, cases, path, line in types:
        print(f"{qualified} ({os.path.relpath(path, ROOT)}:{line})")
        if not cases:
            missing.append(f"{qualified}: no cases found")
        for case, _ in cases:
            total += 1
            places = sorted({place for (prefix, name), spots in raised.items()
                             if name == case and (qualified == prefix
                                                  or qualified.endswith("." + prefix))
                             for place in spots},
                            key=lambda p: (p.split(":")[0], int(p.split(":")[1])))
            if places:
                more = f" (+{len(places) - 1})" if len(places) > 1 else ""
                shown = ", ".join(places) if show_all else places[0] + more
                print(f"  .{case} → {shown}")
            else:
                print(f"  .{case} → NOT RAISED IN Tests/")
                missing.append(f"{qualified}.{case}")
    print(f"{total} cases of {len(types)} error types; {total - len(missing)} raised by a test")
    if missing:
        print("never raised in Tests/ (assertThrows(Type.case) or XCTAssertThrowsError): "
              + ", ".join(missing), file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
