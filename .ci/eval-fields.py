#!/usr/bin/env python3
"""Every request field of `goo eval` is read by a tool test whose answer depends on its value.

The fields are the rows of the table "Every request field" in Docs/goo-eval.md. So that the
table cannot fall behind the rest of the page, it must also cover what the page documents
elsewhere: every op and style of the `op` bullet (rows `op=NAME`, `style=NAME`), every key of
the request examples (a row equal to its dotted path, or under it: `from[0]`, `config.release=…`),
every key of the `drag` bullet's `config` list (`config.KEY…`) and every alternative it lists in
parentheses (`config.release=springBackWithinRange`), and every event form of its "Events are"
sentence (`events.KIND` or `events.KIND.NUMBER` for each number it takes; a timed event form
`[t,"KIND",…]` also needs `events.t`).

A row is read by a test when a test under Tests/GooToolTests names it in
`assertAnswer(dependsOn: "row", …)` or `assertAnswer(dependsOn: ["row", …], …)`
(Tests/GooToolTests/Support/FieldDependence.swift: each value's answer must contain its own
expectation and no other value's). Prints row → file:line; exits 1 naming what is missing, and
any name a test gives that is not a row. See Docs/Development.md, "Conventions the checks read".
"""

import json
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DOC = os.path.join(ROOT, "Docs", "goo-eval.md")
TESTS = os.path.join(ROOT, "Tests", "GooToolTests")
TABLE_HEADING = "## Every request field"


def bullets(text):
    """The page's top-level bullets, each joined into one line."""
    items, current = [], None
    for line in text.split("\n"):
        if line.startswith("- "):
            current = [line[2:]]
            items.append(current)
        elif current is not None and line.startswith("  ") and line.strip():
            current.append(line.strip())
        else:
            current = None
    return [" ".join(item) for item in items]


def code_spans(text):
    return re.findall(r"`([^`]+)`", text)


def table_rows(text):
    """{row id: line number} of the field table."""
    start = text.find(TABLE_HEADING)
    if start < 0:
        sys.exit(f"eval-fields: {DOC} has no '{TABLE_HEADING}' section")
    rows = {}
    first_line = text.count("\n", 0, start) + 1
    for offset, line in enumerate(text[start:].split("\n")):
        if offset and line.startswith("## "):
            break
        cell = re.match(r"\|\s*`([^`]+)`\s*\|", line)
        if cell:
            rows[cell.group(1)] = first_line + offset
    if not rows:
        sys.exit(f"eval-fields: the '{TABLE_HEADING}' table has no rows")
    return rows


def key_paths(value, prefix=""):
    """Dotted paths of every object key in a JSON value (arrays are walked, not named)."""
    if isinstance(value, dict):
        for key, item in value.items():
            path = f"{prefix}.{key}" if prefix else key
            yield path
            yield from key_paths(item, path)
    elif isinstance(value, list):
        for item in value:
            yield from key_paths(item, prefix)


def required(text):
    """[(what the page documents, a predicate on row ids that covers it)]."""
    needs = []
    body = text[:text.find(TABLE_HEADING)]

    def exact_or_under(path):
        return lambda row: (row == path or row.startswith(path + ".")
                            or row.startswith(path + "[") or row.startswith(path + "="))

    # The request examples: the JSON before each →, in the page's code blocks.
    for block in re.findall(r"```[^\n]*\n(.*?)```", body, re.S):
        for line in block.split("\n"):
            line = line.strip()
            if not line.startswith("{"):
                continue
            try:
                request = json.loads(line)
            except ValueError:
                continue
            if "op" not in request:
                continue
            needs.append((f"example op {request['op']}", exact_or_under(f"op={request['op']}")))
            if isinstance(request.get("style"), str):
                needs.append((f"example style {request['style']}",
                              exact_or_under(f"style={request['style']}")))
            for path in key_paths(request):
                if path in ("op", "style"):
                    continue
                needs.append((f"example key {path}", exact_or_under(path)))
            for event in request.get("events", []):
                if isinstance(event, list) and event and isinstance(event[0], str):
                    needs.append((f"example event {event[0]}", exact_or_under(f"events.{event[0]}")))

    for bullet in bullets(body):
        # `op`: `points`, …, or `spring`. `style`: `quadratic`, … .
        if bullet.startswith("`op`:"):
            ops_text = bullet[len("`op`:"):].split(". ")[0]
            for name in code_spans(ops_text):
                needs.append((f"op {name}", exact_or_under(f"op={name}")))
            style_at = bullet.find("`style`:")
            if style_at >= 0:
                for name in code_spans(bullet[style_at + len("`style`:"):].split(". ")[0]):
                    needs.append((f"style {name}", exact_or_under(f"style={name}")))
        # The drag bullet's `config` keys, up to "Events are", and its event forms.
        config_at = bullet.find("every key in it too:")
        if config_at >= 0:
            keys_text = bullet[config_at:].split("Events are")[0]
            for key, choices in re.findall(r"`(\w+)` \(((?:`\w+`(?:, | or ))+`\w+`)\)", keys_text):
                for choice in code_spans(choices):
                    needs.append((f"config.{key} {choice}", exact_or_under(f"config.{key}={choice}")))
            flat = keys_text
            while re.search(r"\([^()]*\)", flat):
                flat = re.sub(r"\([^()]*\)", "", flat)
            for key in re.findall(r"`(\w+)`", flat):
                needs.append((f"config key {key}", exact_or_under(f"config.{key}")))
        events_at = bullet.find("Events are")
        if events_at >= 0:
            sentence = bullet[events_at:].split(" where ")[0]
            for form in code_spans(sentence):
                parts = [part.strip().strip('"') for part in form.strip("[]").split(",")]
                if not parts or not parts[0]:
                    continue
                if parts[0] == "t" and len(parts) > 1:
                    # The gesture op's timed events, [t, "kind", …]: the time is one row.
                    needs.append((f"event {form} t", exact_or_under("events.t")))
                    parts = parts[1:]
                kind, numbers = parts[0], parts[1:]
                if numbers:
                    for number in numbers:
                        needs.append((f"event {form} {number}",
                                      exact_or_under(f"events.{kind}.{number}")))
                else:
                    needs.append((f"event {form}", exact_or_under(f"events.{kind}")))
    return needs


def tested_fields():
    """{field name: [file:line]} of every assertAnswer(dependsOn:) in the tool tests."""
    found = {}
    for directory, _, names in os.walk(TESTS):
        for name in sorted(names):
            if not name.endswith(".swift"):
                continue
            path = os.path.join(directory, name)
            with open(path, encoding="utf-8") as handle:
                text = handle.read()
            for match in re.finditer(
                    r'\bassertAnswer\(\s*dependsOn:\s*(\[[^\]]*\]|"[^"]*")', text):
                line = text.count("\n", 0, match.start()) + 1
                for field in re.findall(r'"([^"]*)"', match.group(1)):
                    found.setdefault(field, []).append(f"{os.path.relpath(path, ROOT)}:{line}")
    return found


def main():
    with open(DOC, encoding="utf-8") as handle:
        text = handle.read()
    rows = table_rows(text)
    problems = []
    seen = set()
    for what, covers in required(text):
        if what in seen:
            continue
        seen.add(what)
        if not any(covers(row) for row in rows):
            problems.append(f"the page documents {what}, but the field table has no row for it")
    tests = tested_fields()
    for row, line in rows.items():
        places = tests.get(row)
        if places:
            more = f" (+{len(places) - 1})" if len(places) > 1 else ""
            print(f"{row} → {places[0]}{more}")
        else:
            print(f"{row} → NOT READ BY A TEST")
            problems.append(f"{row} (goo-eval.md:{line}): no assertAnswer(dependsOn:) names it")
    for field, places in sorted(tests.items()):
        if field not in rows:
            problems.append(f"{places[0]}: assertAnswer names {field!r}, not a row of the table")
    print(f"{len(rows)} request fields documented; {len(seen)} documented items cross-checked; "
          f"{sum(1 for row in rows if row in tests)} read by a test")
    if problems:
        print("\n".join(problems), file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
