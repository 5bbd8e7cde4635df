#!/usr/bin/env python3
"""Generated mutation testing: mutants are made from the source text of the files you name, a
seeded sample of them is applied one at a time to a copy of the repository, and each is judged
by `swift test`.

    python3 Mutation/run.py --list Sources/GooGeometry/Badge          # the sample, nothing run
    nice -n 19 python3 Mutation/run.py Sources/GooGeometry --seed 1 --sample 40
    python3 Mutation/run.py --self-test                               # the generator's own check

What is mutated (see Mutation/README.md): every comparison (`<` to `<=` and `>=`, `==` to `!=`,
...), every arithmetic operator (`+` and `-`, `*` and `/`, their compound and wrapping forms),
and every numeric literal of a `let` initializer or a default argument (integers ±1, other
numbers ×0.9 and ×1.1). Comments, string literals, `#if` lines, attributes, operator
declarations, generic brackets, `->`, prefix and postfix operators and generic `where` clauses
are never touched. The candidates are sorted by file and position, so a sample depends only on
the seed and the source text. Python 3 standard library only; not part of CI (a mutant costs a
build and a test run).
"""

import argparse
import fcntl
import hashlib
import os
import random
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

# ---------------------------------------------------------------------------------------------
# Lexing: the source with comments, string literals, attributes and compiler-control lines
# blanked (newlines kept, so every offset, line and column stays that of the file), then tokens.

OPERATOR_CHARS = set("/=-+!*%<>&|^~?")
WHITESPACE = set(" \t\r\n")


def blank(chars, start, end):
    for index in range(start, end):
        if chars[index] != "\n":
            chars[index] = " "


def skip_string(text, index):
    """The end of the string literal starting at `index` (at its `#`s or its quote)."""
    hashes = 0
    while text[index] == "#":
        hashes += 1
        index += 1
    multiline = text.startswith('"""', index)
    index += 3 if multiline else 1
    closing = ('"""' if multiline else '"') + "#" * hashes
    escape = "\\" + "#" * hashes
    while index < len(text):
        if text.startswith(escape, index):
            index += len(escape)
            if index < len(text) and text[index] == "(":
                index = skip_code(text, index + 1, until_paren=True)
            else:
                index += 1
            continue
        if text.startswith(closing, index):
            return index + len(closing)
        if text[index] == "\n" and not multiline:
            return index  # unterminated: the compiler's problem, not ours
        index += 1
    return index


def skip_block_comment(text, index):
    depth = 0
    while index < len(text):
        if text.startswith("/*", index):
            depth += 1
            index += 2
        elif text.startswith("*/", index):
            depth -= 1
            index += 2
            if depth == 0:
                return index
        else:
            index += 1
    return index


def string_start(text, index):
    """Whether a string literal (plain, multi-line or raw) starts at `index`."""
    if text[index] == '"':
        return True
    if text[index] != "#":
        return False
    while index < len(text) and text[index] == "#":
        index += 1
    return index < len(text) and text[index] == '"'


def skip_code(text, index, until_paren=False, chars=None):
    """Scans code from `index`; with `until_paren`, returns just past the `)` closing an
    interpolation. With `chars`, blanks the comments and strings it passes."""
    depth = 0
    while index < len(text):
        if text.startswith("//", index):
            end = text.find("\n", index)
            end = len(text) if end < 0 else end
        elif text.startswith("/*", index):
            end = skip_block_comment(text, index)
        elif string_start(text, index) and (index == 0 or not text[index - 1].isalnum()):
            end = skip_string(text, index)
            if chars is not None:  # kept as a token, so that `let s = "…"` ends a statement
                blank(chars, index, end)
                chars[index] = chars[end - 1] = '"'
                index = end
                continue
        else:
            character = text[index]
            if until_paren and character == "(":
                depth += 1
            elif until_paren and character == ")":
                if depth == 0:
                    return index + 1
                depth -= 1
            index += 1
            continue
        if chars is not None:
            blank(chars, index, end)
        index = end
    return index


def blank_attributes_and_directives(chars):
    """Blanks `#if`/`#elseif`/`#else`/`#endif` lines and attribute arguments (`@available(...)`)."""
    text = "".join(chars)
    for match in re.finditer(r"(?m)^[ \t]*#(if|elseif|else|endif)\b.*$", text):
        blank(chars, match.start(), match.end())
    for match in re.finditer(r"@[A-Za-z_][A-Za-z0-9_]*\(", text):
        depth, index = 0, match.end() - 1
        while index < len(text):
            if text[index] == "(":
                depth += 1
            elif text[index] == ")":
                depth -= 1
                if depth == 0:
                    break
            index += 1
        blank(chars, match.start(), index + 1)


def mask(text):
    chars = list(text)
    skip_code(text, 0, chars=chars)
    blank_attributes_and_directives(chars)
    return "".join(chars)


TOKEN = re.compile(
    r"""(?P<space>[ \t\r\n]+)
      | (?P<number>0x[0-9a-fA-F_]+(?:\.[0-9a-fA-F_]+)?(?:[pP][+-]?[0-9_]+)?
                  |0b[01_]+|0o[0-7_]+
                  |[0-9][0-9_]*(?:\.[0-9][0-9_]*)?(?:[eE][+-]?[0-9_]+)?)
      | (?P<word>`[^`]+`|[A-Za-z_$][A-Za-z0-9_$]*)
      | (?P<operator>\.\.[./=\-+!*%<>&|^~?]*|[/=\-+!*%<>&|^~?]+)
      | (?P<punct>.)""",
    re.VERBOSE | re.DOTALL,
)


class Token:
    def __init__(self, kind, text, start, end):
        self.kind, self.text, self.start, self.end = kind, text, start, end
        self.context = None  # the innermost open bracket where the token starts
        self.breaks_before = False  # a statement ends between the previous token and this one


def tokenize(masked):
    tokens = []
    for match in TOKEN.finditer(masked):
        if match.lastgroup != "space":
            tokens.append(Token(match.lastgroup, match.group(), match.start(), match.end()))
    stack = []
    for token in tokens:
        token.context = stack[-1] if stack else "{"
        if token.text in ("(", "[", "{"):
            stack.append(token.text)
        elif token.text in (")", "]", "}") and stack:
            stack.pop()
    for previous, token in zip(tokens, tokens[1:]):
        if "\n" not in masked[previous.end : token.start] or token.context in ("(", "["):
            continue
        continued = (
            (previous.kind == "operator" and is_binary(masked, previous))
            or previous.text == ","
            or (token.kind == "operator" and is_binary(masked, token))
            or token.text == "."
        )
        token.breaks_before = not continued
    return tokens


def is_binary(masked, token):
    """Whitespace on both sides: Swift's own rule for a binary operator (one bound on a side is
    prefix or postfix: unary minus, `x!`, `T?`, generic brackets)."""
    before = masked[token.start - 1] if token.start > 0 else "\n"
    after = masked[token.end] if token.end < len(masked) else "\n"
    return before in WHITESPACE and after in WHITESPACE


# ---------------------------------------------------------------------------------------------
# Mutant generation.

COMPARISONS = {
    "<": ["<=", ">="], "<=": ["<", ">"], ">": [">=", "<="], ">=": [">", "<"],
    "==": ["!="], "!=": ["=="], "===": ["!=="], "!==": ["==="],
}
# Wrapping addition is mutated (a counter that runs backwards is a real fault); `&*` is not: it
# has no wrapping inverse, and its uses here are hash constants.
ARITHMETIC = {
    "+": ["-"], "-": ["+"], "*": ["/"], "/": ["*"],
    "+=": ["-="], "-=": ["+="], "*=": ["/="], "/=": ["*="],
    "&+": ["&-"], "&-": ["&+"], "&+=": ["&-="], "&-=": ["&+="],
}
DECLARATIONS = {"struct", "class", "enum", "extension", "protocol", "func", "init",
                "subscript", "typealias", "actor", "associatedtype"}
STATEMENT_WORDS = {"var", "func", "return", "if", "guard", "while", "for", "case", "switch",
                   "else", "in", "where", "repeat", "defer", "throw", "init", "subscript",
                   "struct", "class", "enum", "extension", "protocol", "typealias"}


class Mutant:
    def __init__(self, path, text, token, replacement, kind):
        self.path, self.start, self.end = path, token.start, token.end
        self.original, self.replacement, self.kind = token.text, replacement, kind
        self.line = text.count("\n", 0, token.start) + 1
        self.column = token.start - (text.rfind("\n", 0, token.start) + 1) + 1

    @property
    def where(self):
        return f"{self.path}:{self.line}:{self.column}"

    @property
    def change(self):
        return f"{self.original} → {self.replacement}"

    def sort_key(self):
        return (self.path, self.start, self.replacement)


def in_generic_where_clause(tokens, index):
    """Whether tokens[index] (an `==`) is a same-type requirement (`where T.Scalar == Double`)."""
    seen_where = False
    for token in reversed(tokens[:index]):
        if token.text in ("{", "}", ";"):
            return False
        if token.text == "where":
            seen_where = True
        elif seen_where and token.text in DECLARATIONS:
            return True
        elif seen_where and token.text in ("for", "case", "catch", "switch", "if", "guard"):
            return False
    return False


def declares_parameters(tokens, index):
    """Whether the `(` at tokens[index] opens a function's, initializer's or subscript's
    parameters (so an `=` inside it gives a default argument)."""
    j = index - 1
    if j >= 0 and tokens[j].text == ">":  # a generic parameter clause: func f<T>(
        depth = 0
        while j >= 0:
            if tokens[j].text == ">":
                depth += 1
            elif tokens[j].text == "<":
                depth -= 1
                if depth == 0:
                    break
            j -= 1
        j -= 1
    if j >= 0 and tokens[j].text in ("?", "!"):
        j -= 1
    if j < 0:
        return False
    if tokens[j].text in ("init", "subscript"):
        return True
    return tokens[j].kind in ("word", "operator") and j > 0 and tokens[j - 1].text == "func"


def constant_context(tokens, index):
    """'let' when tokens[index] (a number) is in a `let` initializer, 'default' when it is a
    default argument, else None."""
    depth, seen_assign = 0, False
    j = index
    while j > 0:
        if depth == 0 and tokens[j].breaks_before:
            return None
        j -= 1
        token = tokens[j]
        if token.text in (")", "]", "}") and (depth > 0 or token.text != "}"):
            depth += 1
        elif token.text in ("(", "[", "{") and depth > 0:
            depth -= 1
        elif token.text in ("(", "["):
            if token.text == "(" and seen_assign and declares_parameters(tokens, j):
                return "default"
            seen_assign = False  # the enclosing group ends: its `=` was an argument label's
        elif depth == 0:
            if token.text == "=":
                seen_assign = True
            elif token.text == "let":
                return "let" if seen_assign else None
            elif token.text in STATEMENT_WORDS or token.text in ("{", "}", ";"):
                return None
    return None


def parse_number(text):
    """(value, is_integer) of a Swift numeric literal."""
    plain = text.replace("_", "")
    lower = plain.lower()
    if lower.startswith("0x") and "p" in lower:
        return float.fromhex(plain), False
    if lower.startswith(("0x", "0b", "0o")):
        return int(plain, 0), True
    if "." in plain or "e" in lower:
        return float(plain), False
    return int(plain), True


def nudges(text):
    value, is_integer = parse_number(text)
    if is_integer:
        if text.lower().startswith("0x"):
            spell = lambda number: hex(number).upper().replace("0X", "0x")
        else:
            spell = str
        return [spell(value + 1)] + ([spell(value - 1)] if value >= 1 else [])
    results = []
    for factor in (0.9, 1.1):
        spelled = format(value * factor, ".15g")
        if not any(mark in spelled for mark in ".en"):
            spelled += ".0"
        results.append(spelled)
    return [spelled for spelled in results if spelled != text]


def generate(path, text, kinds=("comparison", "arithmetic", "constant")):
    """Every mutant of one file's text, in order."""
    masked = mask(text)
    tokens = tokenize(masked)
    mutants = []
    for index, token in enumerate(tokens):
        previous = tokens[index - 1] if index > 0 else None
        if token.kind == "operator":
            if not is_binary(masked, token):
                continue
            if previous is not None and previous.text in ("func", "operator"):
                continue  # an operator's declaration, not its use
            if token.text in COMPARISONS and "comparison" in kinds:
                if token.text == "==" and in_generic_where_clause(tokens, index):
                    continue
                for replacement in COMPARISONS[token.text]:
                    mutants.append(Mutant(path, text, token, replacement, "comparison"))
            elif token.text in ARITHMETIC and "arithmetic" in kinds:
                following = tokens[index + 1] if index + 1 < len(tokens) else None
                if '"' in (previous.text if previous else "", following.text if following else ""):
                    continue  # joins strings: `text + "]"` has no `-`
                for replacement in ARITHMETIC[token.text]:
                    mutants.append(Mutant(path, text, token, replacement, "arithmetic"))
        elif token.kind == "number" and "constant" in kinds:
            if previous is not None and previous.text == ".":
                continue  # a tuple element: pair.0
            if constant_context(tokens, index) is None:
                continue
            for replacement in nudges(token.text):
                mutants.append(Mutant(path, text, token, replacement, "constant"))
    return mutants


def swift_files(paths):
    """The Swift files named or under the folders named, relative to ROOT, sorted."""
    found = set()
    for given in paths:
        absolute = os.path.join(ROOT, given)
        if os.path.isfile(absolute):
            found.add(os.path.relpath(absolute, ROOT))
        elif os.path.isdir(absolute):
            for directory, _, names in os.walk(absolute):
                found.update(os.path.relpath(os.path.join(directory, name), ROOT)
                             for name in names if name.endswith(".swift"))
        else:
            sys.exit(f"no file or folder {given}")
    return sorted(found)


def candidates(paths, kinds):
    mutants = []
    for path in swift_files(paths):
        with open(os.path.join(ROOT, path), encoding="utf-8") as handle:
            mutants.extend(generate(path, handle.read(), kinds))
    return sorted(mutants, key=Mutant.sort_key)


def sample(mutants, seed, size):
    if size <= 0 or size >= len(mutants):
        return list(mutants)
    chosen = random.Random(seed).sample(range(len(mutants)), size)
    return [mutants[index] for index in sorted(chosen)]


# ---------------------------------------------------------------------------------------------
# Self-test: the generator on a snippet that holds every trap it must step around.

SELF_TEST_SOURCE = '''\
/// Doc comment: a < b, x + y, let k = 3
// Line comment: a == b
/* Block /* nested */ comment: a - b */
#if swift(>=5.9) && os(Linux)
@available(macOS 10.15, *)
struct Box<Element: Hashable>: Sendable where Element.Stride == Int {
    static let limit = 0.5
    static let count = 16
    let mask: UInt64 = 0x1F
    var state = 7
    func scaled(by factor: Double = 2, offset: Int = -3) -> Double {
        let text = "a < b \\(factor * 2) \\("x" + "y")"
        let raw = #"c > "d" - e"#
        let long = """
            f == g
            """
        let negative = -factor
        let scale = max(1.5, factor)
        let name = "n"
        consume(5)
        let joined = name + "!" + name
        if factor < 1 || factor >= limit { return factor / 2 }
        state &+= 1
        return pair.0 + Double(Self.count) * factor
    }
    static func + (lhs: Box, rhs: Box) -> Box { lhs }
}
#endif
'''

SELF_TEST_EXPECTED = [
    # line:column original → replacement; nothing on lines 1-6, 12-17, 19-21 or 26, and the
    # literal 2 of line 22 (a return, not a constant) is not nudged
    "7:24 0.5 → 0.45", "7:24 0.5 → 0.55",
    "8:24 16 → 17", "8:24 16 → 15",
    "9:24 0x1F → 0x20", "9:24 0x1F → 0x1E",
    "11:37 2 → 3", "11:37 2 → 1",
    "11:55 3 → 4", "11:55 3 → 2",
    "18:25 1.5 → 1.35", "18:25 1.5 → 1.65",
    "22:19 < → <=", "22:19 < → >=",
    "22:33 >= → >", "22:33 >= → <",
    "22:58 / → *",
    "23:15 &+= → &-=",
    "24:23 + → -",
    "24:44 * → /",
]


def self_test():
    mutants = generate("Snippet.swift", SELF_TEST_SOURCE)
    found = sorted(f"{m.line}:{m.column} {m.change}" for m in mutants)
    expected = sorted(SELF_TEST_EXPECTED)
    failures = []
    if found != expected:
        failures.append("mutants differ from the expected ones:\n  missing: "
                        + ", ".join(sorted(set(expected) - set(found)))
                        + "\n  unexpected: " + ", ".join(sorted(set(found) - set(expected))))
    lines = SELF_TEST_SOURCE.split("\n")
    for mutant in mutants:
        if SELF_TEST_SOURCE[mutant.start : mutant.end] != mutant.original:
            failures.append(f"{mutant.where}: offsets do not hold {mutant.original!r}")
        line = lines[mutant.line - 1]
        for trap in ("//", '"', "#if", "@available", "func +"):
            if trap in line[: mutant.column - 1]:
                failures.append(f"{mutant.where}: {mutant.change} follows {trap!r}")
    # The sample is a function of the seed and the source alone.
    everything = sorted(mutants, key=Mutant.sort_key)
    first, again = sample(everything, 7, 5), sample(everything, 7, 5)
    if [m.where + m.replacement for m in first] != [m.where + m.replacement for m in again]:
        failures.append("the same seed gave two samples")
    if len(first) != 5 or len(sample(everything, 7, 0)) != len(everything):
        failures.append("the sample has the wrong size")
    # Mutants apply to their offsets and change only that token.
    for mutant in mutants:
        mutated = apply(SELF_TEST_SOURCE, mutant)
        if mutated.replace(mutant.replacement, mutant.original, 1) == SELF_TEST_SOURCE:
            continue
        if len(mutated) - len(SELF_TEST_SOURCE) != len(mutant.replacement) - len(mutant.original):
            failures.append(f"{mutant.where}: applying it changed the length wrongly")
    if failures:
        print("self-test failed:\n" + "\n".join(failures))
        return 1
    print(f"self-test: {len(mutants)} mutants in the snippet, as expected; none in comments, "
          "strings, directives, attributes, declarations or generic clauses")
    return 0


def apply(text, mutant):
    assert text[mutant.start : mutant.end] == mutant.original, mutant.where
    return text[: mutant.start] + mutant.replacement + text[mutant.end :]


# ---------------------------------------------------------------------------------------------
# Running: one copy of the repository (its .build kept between mutants and runs), one mutant at
# a time, restored after each.

FAILED_TEST = re.compile(r"Test Case '([^']+)' failed")


def sync_tree(destination):
    """Makes `destination` (its .build aside) hold the repository's files as they are in the
    working tree (tracked and untracked, not ignored). Unchanged files keep their time stamps,
    so the kept .build rebuilds only what changed."""
    listing = subprocess.run(
        ["git", "-C", ROOT, "ls-files", "-z", "--cached", "--others", "--exclude-standard"],
        check=True, stdout=subprocess.PIPE).stdout.decode().split("\0")
    wanted = set()
    for relative in filter(None, listing):
        source = os.path.join(ROOT, relative)
        if not os.path.lexists(source):
            continue  # deleted in the working tree
        wanted.add(relative)
        target = os.path.join(destination, relative)
        if os.path.islink(source) or not os.path.isfile(source):
            if os.path.lexists(target):
                os.remove(target)
            os.makedirs(os.path.dirname(target), exist_ok=True)
            shutil.copy(source, target, follow_symlinks=False)
            continue
        if os.path.isfile(target) and not os.path.islink(target):
            with open(source, "rb") as new, open(target, "rb") as old:
                if new.read() == old.read():
                    continue
        os.makedirs(os.path.dirname(target), exist_ok=True)
        if os.path.lexists(target):
            os.remove(target)
        shutil.copy2(source, target)
    for directory, subdirectories, names in os.walk(destination):
        if directory == destination:
            subdirectories[:] = [name for name in subdirectories if name != ".build"]
        for name in names:
            path = os.path.join(directory, name)
            if os.path.relpath(path, destination) not in wanted:
                os.remove(path)


def descendants(pid):
    children = {}
    for entry in os.listdir("/proc") if os.path.isdir("/proc") else []:
        if entry.isdigit():
            try:
                with open(f"/proc/{entry}/stat", encoding="utf-8") as handle:
                    parent = int(handle.read().rsplit(")", 1)[1].split()[1])
            except (OSError, ValueError, IndexError):
                continue
            children.setdefault(parent, []).append(int(entry))
    found, queue = [], [pid]
    while queue:
        for child in children.get(queue.pop(), []):
            found.append(child)
            queue.append(child)
    return found


def keep_niced(process):
    """`swift test` starts its test runner at priority 0 whatever its own; on a shared machine
    the runner's niceness is passed down to it."""
    own = os.getpriority(os.PRIO_PROCESS, 0)
    while process.poll() is None:
        for pid in descendants(process.pid):
            try:
                if os.getpriority(os.PRIO_PROCESS, pid) < own:
                    os.setpriority(os.PRIO_PROCESS, pid, own)
            except OSError:
                pass
        time.sleep(1)


def run(command, tree, log_path, timeout, stop_at_failure=False):
    """Runs `command`; returns (exit code or None on timeout, stopped early, log text, seconds)."""
    start = time.monotonic()
    with open(log_path, "w", encoding="utf-8") as log:
        process = subprocess.Popen(command, cwd=tree, stdout=log, stderr=subprocess.STDOUT,
                                   start_new_session=True)
        watcher = threading.Thread(target=keep_niced, args=(process,), daemon=True)
        watcher.start()
        code, stopped = None, False
        while code is None:
            try:
                code = process.wait(timeout=1)
            except subprocess.TimeoutExpired:
                if time.monotonic() - start > timeout:
                    break
                if stop_at_failure:
                    with open(log_path, encoding="utf-8", errors="replace") as partial:
                        if FAILED_TEST.search(partial.read()):
                            stopped = True
                            break
        if code is None:
            for pid in descendants(process.pid):
                try:
                    os.kill(pid, signal.SIGKILL)
                except OSError:
                    pass
            process.kill()
            process.wait()
        watcher.join()
    with open(log_path, encoding="utf-8", errors="replace") as log:
        text = log.read()
    return code, stopped, text, time.monotonic() - start


def judge(tree, logs, name, args, test_timeout):
    """('stillborn' | 'killed' | 'survived', how, failing tests, build seconds, test seconds)
    of the tree as it is."""
    build = ["swift", "build", "--build-tests"]
    code, _, _, build_seconds = run(build, tree, os.path.join(logs, f"{name}.build.log"),
                                    args.build_timeout)
    if code != 0:
        return "stillborn", "does not compile" if code else "build timed out", [], build_seconds, 0
    test = ["swift", "test", "--skip-build"] + (["--filter", args.filter] if args.filter else [])
    code, stopped, text, test_seconds = run(test, tree, os.path.join(logs, f"{name}.test.log"),
                                            test_timeout, stop_at_failure=not args.full)
    failed = sorted(set(FAILED_TEST.findall(text)))
    seconds = build_seconds, test_seconds
    if code == 0 and not stopped:
        return ("survived", "all tests pass", failed) + seconds
    if code is None and not stopped:
        return ("killed", "timed out", failed) + seconds
    if failed:
        return ("killed", "failing tests", failed) + seconds
    return ("killed", f"test run exit {code} (a crash)", failed) + seconds


def default_scratch():
    digest = hashlib.sha1(ROOT.encode()).hexdigest()[:8]
    return os.path.join(tempfile.gettempdir(), f"goo-mutation-{digest}")


def main():
    parser = argparse.ArgumentParser(
        description=__doc__.split("\n\n")[0],
        formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("paths", nargs="*", default=["Sources/GooGeometry"],
                        help="Swift files or folders, relative to the repository "
                             "(default: Sources/GooGeometry)")
    parser.add_argument("--seed", type=int, default=1, help="the sample's seed (default 1)")
    parser.add_argument("--sample", type=int, default=40,
                        help="how many mutants (default 40; 0 for every candidate)")
    parser.add_argument("--kinds", default="comparison,arithmetic,constant",
                        help="which mutants: comparison, arithmetic, constant (comma-separated)")
    parser.add_argument("--list", action="store_true", help="print the sample, run nothing")
    parser.add_argument("--self-test", action="store_true",
                        help="check the generator on an embedded snippet (fast, no build)")
    parser.add_argument("--filter", help="passed to `swift test --filter` (default: every test)")
    parser.add_argument("--full", action="store_true",
                        help="run every test of a killed mutant (default: stop at the first "
                             "failing test)")
    parser.add_argument("--scratch", help="the copy's directory, kept with its .build "
                                          f"(default {default_scratch()})")
    parser.add_argument("--timeout", type=float,
                        help="seconds per test run (default: 3x the unmutated run, at least 60)")
    parser.add_argument("--build-timeout", type=float, default=1200, help="seconds per build")
    args = parser.parse_args()

    signal.signal(signal.SIGPIPE, signal.SIG_DFL)  # `--list | head` ends quietly
    if args.self_test:
        return self_test()
    kinds = tuple(kind.strip() for kind in args.kinds.split(","))
    unknown = set(kinds) - {"comparison", "arithmetic", "constant"}
    if unknown:
        sys.exit(f"unknown kinds: {', '.join(sorted(unknown))}")
    everything = candidates(args.paths, kinds)
    chosen = sample(everything, args.seed, args.sample)
    files = len({m.path for m in everything})
    print(f"{len(everything)} candidate mutants in {files} files; {len(chosen)} sampled "
          f"with seed {args.seed}: {' '.join(args.paths)}", flush=True)
    if args.list:
        for mutant in chosen:
            print(f"{mutant.where}  {mutant.change}  ({mutant.kind})")
        return 0
    if not chosen:
        return 0

    scratch = args.scratch or default_scratch()
    tree, logs = os.path.join(scratch, "tree"), os.path.join(scratch, "logs")
    os.makedirs(tree, exist_ok=True)
    os.makedirs(logs, exist_ok=True)
    lock = open(os.path.join(scratch, "lock"), "w")
    try:
        fcntl.flock(lock, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except OSError:
        sys.exit(f"{scratch} is in use by another run; pass another --scratch")
    sync_tree(tree)
    head = subprocess.run(["git", "-C", ROOT, "rev-parse", "--short", "HEAD"], check=True,
                          stdout=subprocess.PIPE, text=True).stdout.strip()
    dirty = subprocess.run(["git", "-C", ROOT, "status", "--porcelain"], check=True,
                           stdout=subprocess.PIPE, text=True).stdout.strip()
    state = f"{head}{' with uncommitted changes' if dirty else ''}"
    print(f"copy of {state} in {tree}", flush=True)

    verdict, how, failed, build_seconds, test_seconds = judge(tree, logs, "baseline", args,
                                                              args.timeout or 3600)
    print(f"baseline (no mutant): {how}, build {build_seconds:.0f} s, tests {test_seconds:.0f} s",
          flush=True)
    if verdict != "survived":
        sys.exit(f"the unmutated tree does not pass ({how}: {', '.join(failed)}); see {logs}")
    test_timeout = args.timeout or max(60.0, 3 * test_seconds)

    results = []
    for number, mutant in enumerate(chosen, 1):
        path = os.path.join(tree, mutant.path)
        with open(path, encoding="utf-8") as handle:
            original = handle.read()
        try:
            with open(path, "w", encoding="utf-8") as handle:
                handle.write(apply(original, mutant))
            verdict, how, failed, build_seconds, test_seconds = judge(
                tree, logs, f"mutant-{number:03d}", args, test_timeout)
            seconds = build_seconds + test_seconds
        finally:
            with open(path, "w", encoding="utf-8") as handle:
                handle.write(original)
        results.append((mutant, verdict, how, failed))
        by = f": {failed[0]}" + (f" (+{len(failed) - 1})" if len(failed) > 1 else "") \
            if failed else ""
        print(f"[{number}/{len(chosen)}] {mutant.where} {mutant.change}: {verdict} "
              f"({how}, {seconds:.0f} s){by}", flush=True)

    stillborn = sum(1 for _, verdict, _, _ in results if verdict == "stillborn")
    killed = sum(1 for _, verdict, _, _ in results if verdict == "killed")
    survivors = [mutant for mutant, verdict, _, _ in results if verdict == "survived"]
    judged = killed + len(survivors)
    score = 100 * killed / judged if judged else 0
    command = "swift test" + (f" --filter {args.filter}" if args.filter else "")
    print(f"\nmutation at {state}, seed {args.seed}, `{command}`: {' '.join(args.paths)}")
    print(f"mutation: {len(results)} mutants ({stillborn} stillborn), {killed} killed, "
          f"{len(survivors)} survived: {score:.1f} %")
    for mutant in survivors:
        print(f"  survived: {mutant.where}  {mutant.change}")
    print(f"logs: {logs}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
