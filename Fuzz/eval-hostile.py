#!/usr/bin/env python3
"""Sends hostile input to `goo eval` and checks the contract: one well-formed JSON answer per
non-blank line, in order, no NaN or infinity, exit 0, and a clean exit on an empty stdin and on
a closed stdout.

    Fuzz/eval-hostile.py path/to/goo
"""
import json
import math
import subprocess
import sys

good = '{"op":"points","style":"quadratic","anchor":{"x":0,"y":0,"r":10},"drag":{"x":60,"y":0,"r":10}}'
circle = lambda x, y, r: '{"x":%s,"y":%s,"r":%s}' % (x, y, r)


def request(op, style, anchor, drag, extra=""):
    return '{"op":"%s","style":"%s","anchor":%s,"drag":%s%s}' % (op, style, anchor, drag, extra)


def corpus():
    lines = [
        b"",  # blank: skipped, not answered
        b"{" * 100000 + b"}" * 100000,  # deep nesting
        b"[" * 5000,
        b'{"op":"points","op":"path"}',  # duplicate key
        b'{"op":"points","style":"quadratic","anchor":{"x":1e400,"y":0,"r":1},"drag":{"x":0,"y":0,"r":1}}',
        b'{"op":"points","style":"quadratic","anchor":{"x":-0,"y":-0.0,"r":-0},"drag":{"x":0,"y":-0e0,"r":0}}',
        b'{"op":"\xff\xfe","style":"quadratic"}',  # invalid UTF-8
        b'{"op":"points","style":"quadratic"\x00}',
        b"\xef\xbb\xbf" + good.encode(),  # a byte-order mark is not JSON whitespace
        b'{"op":"points","style":"quadratic","anchor":{"x":"NaN","y":0,"r":1}}',
        b'{"op":"points","style":"quadratic","anchor":{"x":NaN,"y":0,"r":1}}',
        b'{"op":"points","style":"quadratic","anchor":{"x":Infinity,"y":0,"r":1}}',
        b'{"op":"points","style":"quadratic","anchor":{"x":1e-400,"y":0,"r":1e-320},"drag":{"x":4.9e-324,"y":0,"r":0}}',
        b'"just a string"',
        b"null",
        b"12",
        b'{"op":"path","shape":"outline","style":"cubic","angle":89.9999999999,"anchor":'
        + circle(0, 0, 1).encode() + b',"drag":' + circle(1e-9, 0, 1e9).encode() + b"}",
        b'{"op":"drag","anchor":{"x":0,"y":0,"r":10},"events":[' + b",".join([b'["moved",1,1]'] * 3) + b"]}",
        b'{"op":"drag","anchor":{"x":0,"y":0,"r":10},"events":[["began",0,0]' + b',["moved",1e308,-1e308]' * 2000 + b"]}",
        b'{"op":"spring","from":[1e300,-1e300],"to":[0,0],"velocity":[1e300,1e300],"times":[0,1e300,-1,1e-300]}',
        b'{"op":"spring","from":[0,0],"to":[0,0],"response":1e-9,"times":[0]}',
        b'{"op":"points","style":"quadratic","anchor":' + b'{"x":1' + b"0" * 5000 + b',"y":0,"r":1},"drag":{"x":0,"y":0,"r":1}}',
        # A 10 MB line: a valid request padded with whitespace inside the object.
        b'{"op":"area","style":"metaball",' + b" " * (10 * 1024 * 1024) + b'"anchor":' + circle(0, 0, 10).encode()
        + b',"drag":' + circle(30, 0, 12).encode() + b"}",
        # 10 MB of digits in one number.
        b'{"op":"area","style":"metaball","anchor":{"x":0.' + b"1" * (10 * 1024 * 1024) + b',"y":0,"r":1},"drag":{"x":5,"y":0,"r":1}}',
    ]
    # Capsule badges: bad widths (NaN, ±∞, negative, below the height, beyond a Double, not a
    # number) in the drag circle of every union op and in a drag's config, and good extremes.
    capsule = lambda x, y, r, w: '{"x":%s,"y":%s,"r":%s,"width":%s}' % (x, y, r, w)
    bad_widths = ["NaN", "-NaN", "Infinity", "-Infinity", '"NaN"', "-1", "-0", "0",
                  "19.999999999", "1e400", "-1e400", '"40"', "[40]", "{}", "true"]
    good_widths = ["20", "20.000000001", "20.5", "1e300", "1.7976931348623157e308", "null"]
    for width in bad_widths + good_widths:
        for op, extra in [("points", ""), ("path", ',"shape":"outline"'), ("area", ""), ("bounds", ""),
                          ("contains", ',"point":[1,2],"slop":3')]:
            lines.append(request(op, "cubic", circle(0, 0, 10), capsule(60, 5, 10, width), extra).encode())
        lines.append(('{"op":"drag","anchor":%s,"config":{"badgeWidth":%s},"events":[["began",0,0],'
                      '["moved",1e308,-1e308],["moved",30,4],["ended",150,0,1e300,-1e300]]}'
                      % (circle(0, 0, 10), width)).encode())
    for m in [5e-324, 1e-300, 1e150, 1e300, 1.7976931348623157e308]:
        for op in ["area", "bounds", "points"]:
            lines.append(request(op, "metaball", circle(m, -m, m), capsule(-m, m / 2, m / 3, m), "").encode())
    magnitudes = [0, -0.0, 5e-324, 1e-300, 1e-10, 1, 1e10, 1e150, 1e300, 1.7976931348623157e308]
    for style in ["quadratic", "cubic", "tangent", "metaball"]:
        for m in magnitudes:
            for op in ["points", "path", "area", "bounds"]:
                extra = ',"shape":"outline"' if op == "path" else ""
                lines.append(request(op, style, circle(m, -m, m), circle(-m, m / 2, m / 3), extra).encode())
            lines.append(request("contains", style, circle(m, 0, m), circle(0, m, m), ',"point":[%r,%r],"slop":%r' % (m, m, m)).encode())
    lines.append(good.encode())  # still answered after all of that
    return lines


def check(goo):
    lines = corpus()
    data = b"\n".join(lines) + b"\n"
    run = subprocess.run([goo, "eval"], input=data, capture_output=True, timeout=300)
    if run.returncode != 0:
        print(f"goo eval exited {run.returncode}: {run.stderr[-2000:]!r}", file=sys.stderr)
        return 1
    answers = run.stdout.decode("utf-8").splitlines()
    expected = [line for line in lines if line.strip(b" \t")]
    if len(answers) != len(expected):
        print(f"{len(expected)} requests but {len(answers)} answers", file=sys.stderr)
        return 1
    failures = 0

    def finite(value):
        if isinstance(value, float):
            return math.isfinite(value)
        if isinstance(value, list):
            return all(finite(v) for v in value)
        if isinstance(value, dict):
            return all(finite(v) for v in value.values())
        return True

    for line, answer in zip(expected, answers):
        try:
            parsed = json.loads(answer, parse_constant=lambda name: float("nan"))
        except ValueError:
            failures += 1
            print(f"not JSON: {answer[:200]}", file=sys.stderr)
            continue
        if not isinstance(parsed, dict) or not isinstance(parsed.get("ok"), bool) or not finite(parsed):
            failures += 1
            print(f"malformed answer to {line[:80]!r}: {answer[:200]}", file=sys.stderr)
    if json.loads(answers[-1]) != json.loads(subprocess.run([goo, "eval"], input=good.encode() + b"\n", capture_output=True).stdout):
        failures += 1
        print("the last good line was not answered as usual", file=sys.stderr)

    empty = subprocess.run([goo, "eval"], input=b"", capture_output=True, timeout=30)
    if empty.returncode != 0 or empty.stdout:
        failures += 1
        print(f"empty stdin: exit {empty.returncode}, output {empty.stdout!r}", file=sys.stderr)

    # A reader that goes away after the first answer: goo must stop quietly, not crash.
    process = subprocess.Popen([goo, "eval"], stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    process.stdin.write((good + "\n").encode())
    process.stdin.flush()
    process.stdout.readline()
    process.stdout.close()
    try:
        process.stdin.write((good + "\n").encode() * 100000)
        process.stdin.close()
    except BrokenPipeError:
        pass
    code = process.wait(timeout=60)
    if code != 0:
        failures += 1
        print(f"closed stdout: exit {code} {process.stderr.read()[-500:]!r}", file=sys.stderr)

    print(f"eval-hostile: {len(expected)} hostile lines, {failures} failures")
    return 1 if failures else 0


if __name__ == "__main__":
    if len(sys.argv) != 2:
        print(__doc__, file=sys.stderr)
        sys.exit(2)
    sys.exit(check(sys.argv[1]))
