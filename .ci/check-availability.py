#!/usr/bin/env python3
"""Fails when Apple-only code uses an Apple symbol newer than the package's platforms.

Linux cannot type-check for an Apple target, so this reads the code instead. It knows each
symbol's availability from the stand-ins (Tests/AppleStandIns/{CoreGraphics,UIKit,SwiftUI}),
whose `@available` attributes are taken from Apple's documentation (the table in
Tests/AppleStandIns/README.md), and the deployment targets from `platforms:` in Package.swift.
For every use of a stand-in symbol in Apple-only code

- Sources/GooGeometry/Platform/*.swift (the CoreGraphics and SwiftUI bridges),
- Sources/GooBadgeUI/**/*.swift (the UI product),
- Tests/SampleCodeTests/Generated/*.swift that import SwiftUI or UIKit (the doc samples),
- Tests/SampleCodeTests/*.swift that import SwiftUI or UIKit,

it takes the newest `@available` of the declarations around the use (and `if #available`
blocks) and fails, naming file:line, when the symbol needs a newer OS on some platform than
both the package's platforms and that enclosing availability give.

How a use is resolved (text, not types, so it errs on the side of reporting):
- a capitalised name that a stand-in declares is that type (`Canvas`, `SwiftUI.Path`,
  `GraphicsContext.Shading`); `Type(args)` or `Type { }` is also one of its initialisers,
  chosen by the argument labels (defaulted parameters may be left out, a trailing closure
  fills the last closure parameters);
- `.name` and `.name(args)` are members of that name and labels, in the modules the file
  imports (SwiftUI and UIKit re-export CoreGraphics). A receiver written as a stand-in type
  (`Color.red`), or a local declared with one (`let path = CGMutablePath()`,
  `var path: Path`), narrows the candidates to that type, its protocols and superclasses;
  otherwise the newest candidate counts. A member read from one of the library's own values
  (a local declared with or made from one of its types, or read from such a local:
  `let frame = badge.frame(at: t)`, `for dot in frame.particles`) is the library's when the
  library declares that name (`frame.opacity`), never Apple's;
- a symbol absent from a platform's page (UIKit on macOS, `DragGesture` on tvOS) means the file
  is never built for that platform: it is not checked there;
- code in an `#if os(X)` / `#if !os(X)` branch (or one `&&`-joined with other conditions, and
  the `#else` of a lone such test) is not built for the platforms it leaves out: its uses are
  not checked there, nor do they make the file absent from them (`#elseif` and `||` are not
  read: such branches are checked everywhere);
- `override func name(...)` in a subclass counts as a use of the overridden method.

    check-availability.py              check, print one line per use found in error
    check-availability.py --list       also print every resolved use (symbol, needs)
    check-availability.py --unused     also print the stand-ins' declarations no code uses
"""
import pathlib
import re
import sys

from swiftsource import blank_comments_and_strings as strip

ROOT = pathlib.Path(__file__).resolve().parent.parent
STAND_INS = {
    "CoreGraphics": ROOT / "Tests/AppleStandIns/CoreGraphics",
    "UIKit": ROOT / "Tests/AppleStandIns/UIKit",
    "SwiftUI": ROOT / "Tests/AppleStandIns/SwiftUI",
}
# What `import X` makes visible: UIKit and SwiftUI re-export CoreGraphics.
VISIBLE = {
    "CoreGraphics": {"CoreGraphics"},
    "UIKit": {"UIKit", "CoreGraphics"},
    "SwiftUI": {"SwiftUI", "CoreGraphics"},
}
PLATFORMS = ("iOS", "macOS", "macCatalyst", "tvOS", "watchOS", "visionOS")
# SwiftPM's deployment targets for a package that declares none (PackageDescription 6.0).
SWIFTPM_DEFAULTS = {"iOS": (12, 0), "macOS": (10, 13), "macCatalyst": (13, 0), "tvOS": (12, 0),
                    "watchOS": (4, 0), "visionOS": (1, 0)}
# Swift keywords and attributes that look like names.
KEYWORDS = {"init", "self", "Self", "super", "some", "any", "return", "try", "let", "var",
            "func", "if", "else", "guard", "in", "for", "while", "case", "switch", "default"}


def version(text):
    parts = [int(p) for p in re.split(r"[._]", text) if p]
    return tuple(parts + [0] * (2 - len(parts)))


def show(v):
    return ".".join(str(p) for p in v)


# MARK: Swift text

def matching(text, open_index):
    """The index just past the bracket that closes the one at open_index."""
    pairs = {"(": ")", "[": "]", "{": "}", "<": ">"}
    opener, closer = text[open_index], pairs[text[open_index]]
    depth = 0
    for i in range(open_index, len(text)):
        c = text[i]
        if c == opener:
            depth += 1
        elif c == closer:
            depth -= 1
            if depth == 0:
                return i + 1
    return len(text)


def split_arguments(inner):
    """Top-level comma-separated pieces of a parenthesised list."""
    pieces, depth, start = [], 0, 0
    for i, c in enumerate(inner):
        if c in "([{":
            depth += 1
        elif c in ")]}":
            depth -= 1
        elif c == "," and depth == 0:
            pieces.append(inner[start:i])
            start = i + 1
    if inner[start:].strip():
        pieces.append(inner[start:])
    return pieces


AVAILABLE = re.compile(r"@available\(([^)]*)\)")
ISOLATION = re.compile(r"@MainActor|\bnonisolated\b")


def parse_available(argument_text):
    """{platform: version} for the introduced versions; unavailable platforms map to None."""
    result = {}
    pieces = [p.strip() for p in argument_text.split(",")]
    if len(pieces) >= 2 and pieces[0] in PLATFORMS and pieces[1] == "unavailable":
        return {pieces[0]: None}
    for piece in pieces:
        m = re.fullmatch(r"(\w+)\s+(\d+(?:\.\d+)*)", piece)
        if m and m.group(1) in PLATFORMS:
            result[m.group(1)] = version(m.group(2))
        m = re.fullmatch(r"(\w+)\s*,?\s*introduced:\s*(\d+(?:\.\d+)*)", piece)
        if m and m.group(1) in PLATFORMS:
            result[m.group(1)] = version(m.group(2))
    return result


def merge(outer, inner):
    """Availability of a declaration inside another: the newer of the two, per platform."""
    merged = dict(outer)
    for platform, v in inner.items():
        if v is None or merged.get(platform, ()) is None:
            merged[platform] = None
        else:
            merged[platform] = max(merged.get(platform, (0, 0)), v)
    return merged


DECL = re.compile(
    r"^(?P<mods>(?:(?:(?:public|private|fileprivate|internal|package)\(set\)|"
    r"public|open|private|fileprivate|internal|package|final|static|class|weak|"
    r"override|mutating|nonmutating|nonisolated|required|convenience|indirect|"
    r"@\w+(?:\([^)]*\))?)\s+)*)"
    r"(?P<kind>struct|class|enum|protocol|extension|actor|func|init\??|var|let|case|typealias|"
    r"associatedtype)\b\s*(?P<name>[A-Za-z_][\w.]*|[^\s(]+)?")


class Scope:
    """A declaration with a body: its name, availability and what it conforms to."""

    def __init__(self, kind, name, availability, depth, conformances=()):
        self.kind, self.name, self.availability, self.depth = kind, name, availability, depth
        self.conformances = list(conformances)


def declarations(path):
    """Yields (line, kind, name, parameters, own availability, isolation, scope stack, text).

    A small parser for the code style of this repository: attributes on the lines before a
    declaration or before its keyword, one declaration per line, bodies in braces.
    """
    raw = path.read_text()
    text = strip(raw)
    lines = text.split("\n")
    stack, depth, pending, pending_isolation = [], 0, {}, None
    offsets, total = [], 0
    for line in lines:
        offsets.append(total)
        total += len(line) + 1
    for number, line in enumerate(lines, 1):
        stripped = line.strip()
        for m in AVAILABLE.finditer(stripped):
            pending = merge(pending, parse_available(m.group(1)))
        if "@MainActor" in stripped:
            pending_isolation = "@MainActor"
        body = AVAILABLE.sub("", stripped).strip()
        decl = DECL.match(body)
        if decl and decl.group("kind"):
            kind = decl.group("kind").rstrip("?")
            mods = decl.group("mods") or ""
            isolation = "nonisolated" if "nonisolated" in mods else (
                "@MainActor" if "@MainActor" in mods else pending_isolation)
            name = decl.group("name") or ""
            parameters = None
            if kind in ("func", "init"):
                if kind == "init":
                    name = "init"
                else:
                    name = re.match(r"[^\s(<]+", name).group(0) if name else name
                # The parameter list: the first "(" after the keyword (and any generic clause).
                start = offsets[number - 1] + line.find(body) + decl.start("kind")
                open_index = text.find("(", start)
                if open_index >= 0:
                    inner = text[open_index + 1:matching(text, open_index) - 1]
                    parameters = []
                    for piece in split_arguments(inner):
                        words = [w for w in piece.split(":")[0].split() if not w.startswith("@")]
                        label = words[0] if words else "_"
                        parameters.append((label, "=" in piece, "->" in piece.split(":", 1)[-1]))
            if kind == "var" or kind == "let" or kind == "case":
                name = re.match(r"\w+", name).group(0) if name and re.match(r"\w+", name) else name
            yield number, kind, name, parameters, pending, isolation, list(stack), body
            if kind in ("struct", "class", "enum", "protocol", "extension", "actor") and "{" in line:
                conformances = []
                after = body[decl.end():]
                m = re.match(r"\s*(?:<[^>]*>)?\s*:\s*([^{]*?)(?:\swhere\s|\{|$)", after)
                if m:
                    conformances = [c.strip().split("<")[0] for c in m.group(1).split(",")
                                    if c.strip()]
                stack.append(Scope(kind, name.split("<")[0], pending, depth, conformances))
            pending, pending_isolation = {}, None
        elif body and not body.startswith("@"):
            pending, pending_isolation = {}, None
        # Braces on this line (after the declaration was read).
        for c in line:
            if c == "{":
                depth += 1
            elif c == "}":
                depth -= 1
                while stack and stack[-1].depth >= depth:
                    stack.pop()


# MARK: The stand-ins

class Symbol:
    def __init__(self, module, container, kind, name, parameters, availability, isolation,
                 path, line):
        self.module, self.container, self.kind, self.name = module, container, kind, name
        self.parameters, self.availability, self.isolation = parameters, availability, isolation
        self.path, self.line = path, line

    @property
    def title(self):
        labels = "" if self.parameters is None else "(" + "".join(
            f"{p[0]}:" for p in self.parameters) + ")"
        prefix = f"{self.container}." if self.container else ""
        return f"{prefix}{self.name}{labels}"

    def where(self):
        return f"{self.path.relative_to(ROOT)}:{self.line}"


def stand_in_symbols():
    symbols, types, supertypes = [], {}, {}
    for module, folder in STAND_INS.items():
        for path in sorted(folder.glob("*.swift")):
            for line, kind, name, parameters, own, isolation, stack, _ in declarations(path):
                if kind in ("typealias", "associatedtype") and not stack:
                    kind = "struct"
                availability = {}
                for scope in stack:
                    availability = merge(availability, scope.availability)
                availability = merge(availability, own)
                container = ".".join(s.name for s in stack)
                if kind in ("struct", "class", "enum", "protocol", "actor"):
                    full = f"{container}.{name}" if container else name
                    types[full] = Symbol(module, container, kind, name, None, availability,
                                         isolation, path, line)
                    supertypes.setdefault(full, set())
                    continue
                if kind == "extension":
                    continue
                symbols.append(Symbol(module, container, kind, name, parameters, availability,
                                      isolation, path, line))
            # Conformances and superclasses, from declarations and extensions.
            for line, kind, name, parameters, own, isolation, stack, body in declarations(path):
                if kind in ("struct", "class", "enum", "protocol", "extension"):
                    m = re.search(r":\s*([^{]*?)(?:\swhere\s|\{|$)", body[body.find(name) + len(name):])
                    if m:
                        base = name.split("<")[0]
                        full = ".".join([s.name for s in stack] + [base])
                        supertypes.setdefault(full, set()).update(
                            c.strip().split("<")[0] for c in m.group(1).split(",") if c.strip())
    return symbols, types, supertypes


def ancestry(type_name, supertypes):
    seen, todo = set(), [type_name]
    while todo:
        t = todo.pop()
        if t in seen:
            continue
        seen.add(t)
        todo.extend(supertypes.get(t, ()))
    return seen


# MARK: Package platforms

def package_platforms():
    text = strip((ROOT / "Package.swift").read_text())
    m = re.search(r"platforms:\s*\[([^\]]*)\]", text)
    floors = dict(SWIFTPM_DEFAULTS)
    declared = {}
    if m:
        for p, v1, v2 in re.findall(r"\.(\w+)\(\s*(?:\.v([\d_]+)|\"([\d.]+)\")\s*\)", m.group(1)):
            if p in PLATFORMS:
                declared[p] = version(v1 or v2)
    floors.update(declared)
    if "macCatalyst" not in declared and "iOS" in declared:
        floors["macCatalyst"] = max(floors["macCatalyst"], declared["iOS"])
    # Mac Catalyst began with 13.1: no Catalyst build runs on anything older.
    floors["macCatalyst"] = max(floors["macCatalyst"], (13, 1))
    return floors, declared


# MARK: Uses

def apple_only_files():
    files = sorted((ROOT / "Sources/GooGeometry/Platform").glob("*.swift"))
    files += sorted((ROOT / "Sources/GooBadgeUI").rglob("*.swift"))
    for folder in (ROOT / "Tests/SampleCodeTests/Generated", ROOT / "Tests/SampleCodeTests"):
        for path in sorted(folder.glob("*.swift")):
            text = path.read_text()
            # PlatformBridgeTests reads what the stand-ins record: Linux only, never built for Apple.
            if re.search(r"^\s*import\s+(SwiftUI|UIKit)\b", text, re.M) and \
                    "#if canImport(GooGeometryPlatformBridges)" not in text:
                files.append(path)
    return files


def imports(text):
    modules = set()
    for m in re.finditer(r"^\s*import\s+(\w+)", text, re.M):
        modules |= VISIBLE.get(m.group(1), set())
    return modules


def call_labels(text, index):
    """(labels, trailing closure count) of a call whose name ends at index, or None."""
    m = re.match(r"[ \t]*(\()", text[index:])
    labels, trailing, after = None, 0, index
    if m:
        open_index = index + m.start(1)
        end = matching(text, open_index)
        labels = []
        for piece in split_arguments(text[open_index + 1:end - 1]):
            lm = re.match(r"\s*(\w+)\s*:(?!:)", piece)
            labels.append(lm.group(1) if lm else "_")
        after = end
    if re.match(r"[ \t]*\{", text[after:]):
        trailing = 1
        labels = labels or []
    return labels, trailing


def fits(parameters, labels, trailing):
    """Whether a call with these labels (and trailing closures) can call these parameters."""
    if parameters is None:
        return labels is None
    if labels is None:
        return False  # a property-like use: not a function
    remaining = list(parameters)
    for label in labels:
        while remaining and remaining[0][0] != label and remaining[0][1]:
            remaining.pop(0)
        if not remaining or remaining[0][0] != label:
            return False
        remaining.pop(0)
    if trailing:
        closures = [p for p in remaining if p[2]]
        if not closures:
            return False
        last = remaining.index(closures[-1])
        remaining = remaining[:last] + remaining[last + 1:]
    return all(p[1] for p in remaining)


def local_types(text, type_names):
    """Locals and properties declared with a stand-in type: name -> type."""
    found = {}
    pattern = r"(?:let|var)\s+(\w+)\s*(?::\s*([\w.]+)[?!]?)?\s*(?:=\s*([\w.]+)\s*[({])?"
    for m in re.finditer(pattern, text):
        for candidate in (m.group(2), m.group(3)):
            if candidate:
                short = candidate.split(".", 1)[1] if candidate.split(".")[0] in STAND_INS else candidate
                if short in type_names:
                    found[m.group(1)] = short
    return found


def library_members():
    """Member and type names declared by the library itself (GooGeometry), never Apple's."""
    members, type_names = set(), set()
    for path in (ROOT / "Sources/GooGeometry").rglob("*.swift"):
        if "Platform" in path.parts:
            continue
        text = strip(path.read_text())
        members |= set(re.findall(
            r"\bpublic\s+(?:[\w@()]+\s+)*(?:func|var|let|case)\s+(\w+)", text))
        type_names |= set(re.findall(r"\bpublic\s+(?:[\w@()]+\s+)*(?:struct|enum|class|protocol|"
                                     r"typealias)\s+(\w+)", text))
    return members, type_names


def library_locals(text, library_types):
    """Names that hold the library's values: declared with one of its types, made by one of its
    initialisers, or read from another such name (`let frame = badge.frame(at: t)`,
    `for dot in frame.particles`). Their members are the library's, not Apple's."""
    names = set()
    declared = re.compile(
        r"(?:let|var|for|case\s+let)\s+(\w+)\s*(?::\s*([\w.]+)[?!]?)?\s*(?:=|in)?\s*"
        r"(?:try[?!]?\s+)?([\w.]+)?")
    while True:
        before = len(names)
        for m in declared.finditer(text):
            name, annotation, source = m.groups()
            roots = [annotation.split(".")[0] if annotation else None,
                     source.split(".")[0] if source else None]
            if any(r and (r in library_types or r in names) for r in roots):
                names.add(name)
        if len(names) == before:
            return names


def enclosing_availability(path):
    """For each line of a file, the availability its enclosing declarations and #available give."""
    text = strip(path.read_text())
    lines = text.split("\n")
    per_line = [{} for _ in range(len(lines) + 2)]
    stack = []  # (depth when opened, availability)
    depth, pending = 0, {}
    for number, line in enumerate(lines, 1):
        stripped = line.strip()
        for m in AVAILABLE.finditer(stripped):
            pending = merge(pending, parse_available(m.group(1)))
        for m in re.finditer(r"#available\(([^)]*)\)", stripped):
            pending = merge(pending, parse_available(m.group(1)))
        current = {}
        for _, availability in stack:
            current = merge(current, availability)
        per_line[number] = merge(current, pending) if pending and "{" not in line else current
        guard = re.match(r"guard\s+#available", stripped)
        for c in line:
            if c == "{":
                depth += 1
                if pending and not guard:
                    stack.append((depth, pending))
                    per_line[number] = merge(current, pending)
                    pending = {}
            elif c == "}":
                while stack and stack[-1][0] >= depth:
                    stack.pop()
                depth -= 1
        if guard:
            stack.append((depth, pending))
            pending = {}
        elif stripped and not stripped.startswith("@") and "{" not in line and pending and \
                not DECL.match(AVAILABLE.sub("", stripped).strip()):
            pending = {}
    return per_line


def os_condition(condition):
    """The platforms an `#if` condition leaves out, when it is `os(X)`, `!os(X)` or a `&&` of
    such terms and others; the condition's `#else` branch too when it is a single such term.
    Anything else leaves out nothing, so the code in it is checked on every platform."""
    names = {"iOS": {"iOS", "macCatalyst"}, "macOS": {"macOS"}, "OSX": {"macOS"},
             "tvOS": {"tvOS"}, "watchOS": {"watchOS"}, "visionOS": {"visionOS"}}
    if "||" in condition:
        return set(), set()
    out, terms = set(), [t.strip() for t in condition.split("&&")]
    for term in terms:
        m = re.fullmatch(r"(!?)\s*os\((\w+)\)", term)
        if m and m.group(2) in names:
            named = names[m.group(2)]
            out |= named if m.group(1) else set(PLATFORMS) - named
    m = re.fullmatch(r"(!?)\s*os\((\w+)\)", terms[0]) if len(terms) == 1 else None
    otherwise = set()
    if m and m.group(2) in names:
        named = names[m.group(2)]
        otherwise = set(PLATFORMS) - named if m.group(1) else named
    return out, otherwise


def compiled_out(path):
    """For each line of a file, the platforms an enclosing `#if os(...)` branch leaves it out on."""
    lines = strip(path.read_text()).split("\n")
    per_line = [set() for _ in range(len(lines) + 2)]
    stack = []  # per open #if: (what the branch leaves out, what its #else would leave out)
    for number, line in enumerate(lines, 1):
        stripped = line.strip()
        directive = re.match(r"#(if|elseif|else|endif)\b\s*(.*)", stripped)
        if directive and directive.group(1) == "if":
            stack.append(os_condition(directive.group(2)))
        elif directive and directive.group(1) == "elseif" and stack:
            stack[-1] = (set(), set())  # not read: an #elseif branch is checked everywhere
        elif directive and directive.group(1) == "else" and stack:
            stack[-1] = (stack[-1][1], set())
        elif directive and directive.group(1) == "endif" and stack:
            stack.pop()
        per_line[number] = set().union(*(branch for branch, _ in stack))
    return per_line


def uses(path, symbols, types, supertypes, library):
    library_names, library_types = library
    raw = path.read_text()
    text = strip(raw)
    visible = imports(raw)
    type_names = {name for name, t in types.items() if t.module in visible}
    locals_ = local_types(text, type_names)
    library_values = library_locals(text, library_types) | {"self"}
    line_of = [0]
    for i, c in enumerate(text):
        if c == "\n":
            line_of.append(i + 1)

    def line_number(index):
        lo, hi = 0, len(line_of) - 1
        while lo < hi:
            mid = (lo + hi + 1) // 2
            if line_of[mid] <= index:
                lo = mid
            else:
                hi = mid - 1
        return lo + 1

    # Type references and initialisers: `Canvas`, `SwiftUI.Path`, `GraphicsContext.Shading`.
    for m in re.finditer(r"(?<![\w.])(?:(\w+)\.)?([A-Z]\w*(?:\.[A-Z]\w*)*)", text):
        module, name = m.group(1), m.group(2)
        if module and module not in STAND_INS:
            name = f"{module}.{name}"
        while name and name not in type_names and "." in name:
            name = name.rsplit(".", 1)[0]
        if name not in type_names:
            continue
        t = types[name]
        yield line_number(m.start()), name, [t]
        labels, trailing = call_labels(text, m.end())
        if labels is not None:
            inits = [s for s in symbols if s.container == name and s.name == "init"
                     and fits(s.parameters, labels, trailing)]
            if inits:
                yield line_number(m.start()), f"{name}.init", inits

    # Members: `.name`, `.name(...)`, and overrides.
    member = re.compile(r"(?:(\b\w+)[?!]?\s*)?\.([a-z_]\w*)\b|\boverride\s+(?:func|var)\s+(\w+)")
    for m in member.finditer(text):
        receiver, name = m.group(1), m.group(2) or m.group(3)
        if name in KEYWORDS:
            continue
        if m.group(3):
            labels, trailing = call_labels_declaration(text, m.end()), 0
        else:
            labels, trailing = call_labels(text, m.end())
        candidates = [s for s in symbols if s.name == name and s.module in visible
                      and s.kind != "init" and fits(s.parameters, labels, trailing)]
        if not candidates:
            continue
        receiver_type = None
        if receiver in type_names:
            receiver_type = receiver
        elif receiver in locals_:
            receiver_type = locals_[receiver]
        elif (receiver in library_values or receiver in library_types) and name in library_names:
            continue  # a member of the library's own value
        if receiver_type:
            family = ancestry(receiver_type, supertypes)
            narrowed = [s for s in candidates if s.container.split(".")[-1] in family
                        or s.container in family]
            candidates = narrowed or candidates
        yield line_number(m.start(2) if m.group(2) else m.start(3)), name, candidates


def call_labels_declaration(text, index):
    m = re.match(r"\s*\(", text[index:])
    if not m:
        return None
    open_index = index + m.end() - 1
    inner = text[open_index + 1:matching(text, open_index) - 1]
    return [piece.split(":")[0].split()[0] if piece.split(":")[0].split() else "_"
            for piece in split_arguments(inner)]


def documented_at(path, line):
    """For a generated doc sample, where the line is in the documentation ("" otherwise)."""
    text = path.read_text().split("\n")
    header = re.search(r"Generated by \.ci/samples\.py from (\S+), block (\d+)", "\n".join(text[:4]))
    if not header or line > len(text):
        return ""
    source, index = ROOT / header.group(1), int(header.group(2))
    wanted = text[line - 1].strip()
    doc = source.read_text().split("\n")
    fence = 0
    for number, raw in enumerate(doc, 1):
        stripped = raw.strip().removeprefix("///").strip()
        if stripped == "```swift":
            fence += 1
        elif fence == index and stripped == wanted and wanted:
            return f" ({header.group(1)}:{number})"
    return ""


def newest(candidates):
    """The most demanding availability among candidates, and the symbol that sets it."""
    needs = {}
    for s in candidates:
        needs = merge(needs, {p: v for p, v in s.availability.items() if v is not None})
    symbol = max(candidates, key=lambda s: sorted((v for v in s.availability.values() if v),
                                                  reverse=True))
    return needs, symbol


def main():
    listing = "--list" in sys.argv
    symbols, types, supertypes = stand_in_symbols()
    floors, declared = package_platforms()
    library = library_members()
    files = apple_only_files()
    errors, count, used = [], 0, set()
    unused = "--unused" in sys.argv
    for path in files:
        enclosing = enclosing_availability(path)
        found = []
        for line, name, candidates in uses(path, symbols, types, supertypes, library):
            if (line, name) not in {(f[0], f[1]) for f in found}:
                found.append((line, name, candidates))
        # A platform on which a symbol the file uses does not exist is one the file is never
        # built for (UIKit on macOS, DragGesture on tvOS): it is not checked there. A use in an
        # `#if !os(X)` branch is not built for X: it neither counts nor is checked there.
        out = compiled_out(path)
        absent = {platform for platform in PLATFORMS for line, _, candidates in found
                  if platform not in out[line]
                  and all(c.availability.get(platform, ()) is None for c in candidates)}
        for line, name, candidates in found:
            count += 1
            used.update(candidates)
            needs, symbol = newest(candidates)
            has = enclosing[line] if line < len(enclosing) else {}
            short = []
            for platform in PLATFORMS:
                need = needs.get(platform)
                if need is None or platform in absent or platform in out[line]:
                    continue
                have = max(floors[platform], has.get(platform) or (0, 0))
                if need > have:
                    short.append(f"{platform} {show(need)} (has {show(have)})")
            where = f"{path.relative_to(ROOT)}:{line}{documented_at(path, line)}"
            if listing:
                print(f"{where}: {symbol.module}.{symbol.title} needs "
                      + (", ".join(f"{p} {show(v)}" for p, v in needs.items() if v) or "nothing"))
            if short:
                alternatives = "" if len(candidates) == 1 else (
                    f" (read as the newest of {len(candidates)} declarations named `{name}`: "
                    + ", ".join(c.title for c in candidates[:4]) + ")")
                errors.append(
                    f"{where}: `{name}` is {symbol.module}'s {symbol.title}, available from "
                    + ", ".join(short)
                    + f"; neither Package.swift's platforms nor an enclosing @available or "
                      f"#available reach that{alternatives}. Declared at {symbol.where()}.")
    if unused:
        for s in symbols:
            if s not in used:
                print(f"unused: {s.module}.{s.title} ({s.where()})")
    for e in errors:
        print(e, file=sys.stderr)
    platforms = ", ".join(f"{p} {show(v)}" for p, v in declared.items()) or \
        "none declared (SwiftPM's defaults)"
    if errors:
        sys.exit(f"availability: {len(errors)} use(s) of Apple symbols newer than the code allows "
                 f"(platforms: {platforms})")
    print(f"availability: {count} uses of {len(used)} stand-in declarations in {len(files)} "
          f"Apple-only files, all within the platforms ({platforms}) or an enclosing @available")


if __name__ == "__main__":
    main()
