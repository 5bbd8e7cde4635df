#!/usr/bin/env python3
"""Independent reference for the GooGeometry connector formulas.

This script transcribes the formulas of ../shared/NOTES.md and issue #2 directly, with Python's
own floats and math module; it imports nothing from the Swift library. It has two jobs:

  reference.py fixtures [--check]
      Write ReferenceFixtures.swift (golden values for the Swift tests) beside this file, or with
      --check fail if the committed file differs from what the formulas give today.

  reference.py eval-check GOO [--count N] [--seed S]
      Send N random requests of every style, in every direction, to `GOO eval` and compare each
      answered point with the reference to 1e-9 of the configuration's scale; then N random drag
      traces (issue #3's shrink, break, reconnect and release rules) and N spring-backs (the
      textbook closed forms of a damped spring).

Frame (NOTES.md): y down, anchor = circle 1 (c1, r1), drag = circle 2 (c2, r2),
d = |c2 - c1|, u = (c2 - c1)/d, perp = (-u.y, u.x).
"""
import json
import math
import os
import random
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
FIXTURES = os.path.join(HERE, "ReferenceFixtures.swift")


def frame(c1, c2):
    dx, dy = c2[0] - c1[0], c2[1] - c1[1]
    d = math.hypot(dx, dy)  # hypot scales internally: no overflow or underflow
    if d == 0:
        return None
    u = (dx / d, dy / d)
    return d, u, (-u[1], u[0])


def add(p, v, k=1.0):
    return (p[0] + k * v[0], p[1] + k * v[1])


def mid(p, q):
    return (p[0] / 2 + q[0] / 2, p[1] / 2 + q[1] / 2)


def quadratic(anchor, drag):
    """Seed 000: A = c1 + r1 perp, B = c1 - r1 perp, C = c2 - r2 perp, D = c2 + r2 perp,
    O = A + (d/2) u, P = B + (d/2) u."""
    (x1, y1, r1), (x2, y2, r2) = anchor, drag
    f = frame((x1, y1), (x2, y2))
    if f is None:
        return None, "coincidentCenters"
    d, u, perp = f
    a = add((x1, y1), perp, r1)
    b = add((x1, y1), perp, -r1)
    c = add((x2, y2), perp, -r2)
    dd = add((x2, y2), perp, r2)
    return {"A": a, "B": b, "C": c, "D": dd, "O": add(a, u, d / 2), "P": add(b, u, d / 2)}, None


def cubic(anchor, drag, angle_degrees=5.0, f1=0.25, f2=0.5):
    """Seed 001 in vector form: P1 = B + f1 d u + f1 d tan(a) perp, P2 = B + f2 d u + f1 d tan(a)
    perp, O1 = A + f1 d u - f1 d tan(a) perp, O2 = A + f2 d u - f1 d tan(a) perp."""
    (x1, y1, r1), (x2, y2, r2) = anchor, drag
    f = frame((x1, y1), (x2, y2))
    if f is None:
        return None, "coincidentCenters"
    d, u, perp = f
    t = math.tan(math.radians(angle_degrees))
    a = add((x1, y1), perp, r1)
    b = add((x1, y1), perp, -r1)
    pull = f1 * d * t
    return {
        "A": a,
        "B": b,
        "C": add((x2, y2), perp, -r2),
        "D": add((x2, y2), perp, r2),
        "O1": add(add(a, u, f1 * d), perp, -pull),
        "O2": add(add(a, u, f2 * d), perp, -pull),
        "P1": add(add(b, u, f1 * d), perp, pull),
        "P2": add(add(b, u, f2 * d), perp, pull),
    }, None


def tangent(anchor, drag):
    """Seed 003 without its atan defect: s = (r1 - r2)/d, mA = s u + sqrt(1 - s^2) perp,
    mB = s u - sqrt(1 - s^2) perp; A = c1 + r1 mA, D = c2 + r2 mA, B = c1 + r1 mB,
    C = c2 + r2 mB, O = (B + D)/2, P = (A + C)/2. Only while d > |r1 - r2|."""
    (x1, y1, r1), (x2, y2, r2) = anchor, drag
    f = frame((x1, y1), (x2, y2))
    if f is None:
        return None, "coincidentCenters"
    d, u, perp = f
    if d <= abs(r1 - r2):
        return None, "nestedCircles"
    s = (r1 - r2) / d
    root = math.sqrt(1 - s * s)
    ma = (s * u[0] + root * perp[0], s * u[1] + root * perp[1])
    mb = (s * u[0] - root * perp[0], s * u[1] - root * perp[1])
    a = add((x1, y1), ma, r1)
    dd = add((x2, y2), ma, r2)
    b = add((x1, y1), mb, r1)
    c = add((x2, y2), mb, r2)
    return {"A": a, "B": b, "C": c, "D": dd, "O": mid(b, dd), "P": mid(a, c)}, None


def metaball(anchor, drag, spread=0.5, handle_rate=2.4):
    """Sato's construction as in Paper.js's Meta Balls example, with absolute angles as Paper.js
    writes it (the library works in the u/perp frame instead), acos arguments clamped, and our
    labels: A = p1a, B = p1b, D = p2a, C = p2b, O1/P1 the handles at A/B, O2/P2 those at D/C."""
    (x1, y1, r1), (x2, y2, r2) = anchor, drag
    d = math.hypot(x2 - x1, y2 - y1)
    if d == 0:
        return None, "coincidentCenters"
    if d <= abs(r1 - r2):
        return None, "nestedCircles"
    clamp = lambda v: max(-1.0, min(1.0, v))
    if d < r1 + r2:
        u1 = math.acos(clamp((r1 * r1 + d * d - r2 * r2) / (2 * r1 * d)))
        u2 = math.acos(clamp((r2 * r2 + d * d - r1 * r1) / (2 * r2 * d)))
    else:
        u1 = u2 = 0.0
    angle1 = math.atan2(y2 - y1, x2 - x1)
    angle2 = math.acos(clamp((r1 - r2) / d))
    a1a = angle1 + u1 + (angle2 - u1) * spread
    a1b = angle1 - u1 - (angle2 - u1) * spread
    a2a = angle1 + math.pi - u2 - (math.pi - u2 - angle2) * spread
    a2b = angle1 - math.pi + u2 + (math.pi - u2 - angle2) * spread
    vec = lambda angle, r: (r * math.cos(angle), r * math.sin(angle))
    p1a = add((x1, y1), vec(a1a, r1))
    p1b = add((x1, y1), vec(a1b, r1))
    p2a = add((x2, y2), vec(a2a, r2))
    p2b = add((x2, y2), vec(a2b, r2))
    total = r1 + r2
    d2 = min(spread * handle_rate, math.hypot(p1a[0] - p2a[0], p1a[1] - p2a[1]) / total) if total else 0
    d2 *= min(1, d * 2 / total) if total else 0
    h1, h2 = r1 * d2, r2 * d2
    half = math.pi / 2
    return {
        "A": p1a,
        "B": p1b,
        "C": p2b,
        "D": p2a,
        "O1": add(p1a, vec(a1a - half, h1)),
        "O2": add(p2a, vec(a2a + half, h2)),
        "P1": add(p1b, vec(a1b + half, h1)),
        "P2": add(p2b, vec(a2b - half, h2)),
    }, None


# The golden cases: (name, anchor (x, y, r), drag (x, y, r)). Every style gets all of them.
CASES = [
    ("horizontal", (0, 0, 10), (60, 0, 10)),
    ("horizontal reversed", (0, 0, 10), (-60, 0, 10)),
    ("vertical down", (0, 0, 10), (0, 60, 12)),
    ("vertical up", (5, 5, 10), (5, -55, 12)),
    ("diagonal", (0, 0, 10), (40, 30, 12)),
    ("diagonal reversed", (40, 30, 12), (0, 0, 10)),
    ("steep fractional", (3.5, -7.25, 6), (-20.125, 33.75, 9)),
    ("anchor larger", (0, 0, 20), (50, 10, 8)),
    ("drag larger", (0, 0, 8), (50, -10, 20)),
    ("drag right, radii differ (seed 003 atan defect)", (0, 0, 10), (50, 0, 20)),
    ("zero anchor radius", (10, 10, 0), (40, 50, 10)),
    ("overlapping", (0, 0, 10), (12, 5, 10)),
    ("large coordinates", (1e6, -2e6, 10), (1e6 + 35, -2e6 + 47, 12)),
    ("huge magnitudes", (1e300, -1e300, 3e299), (-2e300, 1e300, 1e299)),
    ("tiny magnitudes", (1e-300, 2e-300, 5e-301), (4e-300, -2e-300, 7e-301)),
    ("anchor inside drag", (0, 0, 4), (3, 0, 20)),
    ("coincident", (7, 7, 10), (7, 7, 12)),
]

# (angle in degrees, f1, f2, how a row's name spells them): every cubic case once per set.
CUBIC_OPTIONS = [
    (5.0, 0.25, 0.5, "α 5°, f1 1/4, f2 1/2"),  # seed 001's text
    (5.0, 0.25, 2 / 3, "α 5°, f1 1/4, f2 2/3"),  # RedDotDrag (seed 001's demo project) code
    (-12.5, 0.3, 0.7, "α -12.5°, f1 0.3, f2 0.7"),
    (60.0, 0.1, 0.9, "α 60°, f1 0.1, f2 0.9"),
]

# (spread, handle rate, how a row's name spells them): every metaball case once per set; the
# defaults (Paper.js's v = 0.5, handle_len_rate = 2.4) keep the plain case name.
METABALL_OPTIONS = [
    (0.5, 2.4, None),
    (0.8, 1.5, "spread 0.8, rate 1.5"),
]


def swift_number(x):
    return repr(float(x))


def swift_points(points):
    if points is None:
        return "nil"
    items = "".join(
        f'                    "{k}": GooPoint(x: {swift_number(v[0])}, y: {swift_number(v[1])}),\n'
        for k, v in points.items()
    )
    return f"[\n{items}                ]"


def swift_circle(c):
    return f"({swift_number(c[0])}, {swift_number(c[1])}, {swift_number(c[2])})"


def fixtures_text():
    out = [
        "// Generated by reference.py from the formulas it transcribes. Do not edit: run",
        "// `python3 Tests/GooGeometryTests/Reference/reference.py fixtures` instead.",
        "",
        "import GooGeometry",
        "",
        "enum ReferenceFixtures {",
    ]

    def block(name, rows):
        names = [row_name for row_name, _ in rows]
        # A failing row is reported by its name alone, so no two rows of a table may share one.
        assert len(set(names)) == len(names), f"{name}: duplicate row names"
        # One statement per row: one array literal of hundreds of rows took the type checker
        # seconds.
        out.append(f"    static let {name}: [ReferenceCase] = {name}Rows()")
        out.append("")
        out.append(f"    private static func {name}Rows() -> [ReferenceCase] {{")
        out.append("        var rows: [ReferenceCase] = []")
        out.extend(text for _, text in rows)
        out.append("        return rows")
        out.append("    }")

    def row(name, anchor, drag, result, cubic_options="nil", metaball_options="nil"):
        points, reason = result
        reason_text = f'"{reason}"' if reason else "nil"
        return name, (
            "        rows.append(\n"
            "            ReferenceCase(\n"
            f'                name: "{name}",\n'
            f"                anchor: {swift_circle(anchor)},\n"
            f"                drag: {swift_circle(drag)},\n"
            f"                cubicOptions: {cubic_options},\n"
            f"                metaballOptions: {metaball_options},\n"
            f"                reason: {reason_text},\n"
            f"                points: {swift_points(points)}\n"
            "            ))"
        )

    def named(case, label):
        return f"{case}, {label}" if label else case

    block("quadratic", [row(n, a, d, quadratic(a, d)) for n, a, d in CASES])
    rows = []
    for spread, rate, label in METABALL_OPTIONS:
        options = f"(spread: {swift_number(spread)}, handleRate: {swift_number(rate)})"
        for n, a, d in CASES:
            rows.append(row(named(n, label), a, d, metaball(a, d, spread, rate),
                            metaball_options=options))
    block("metaball", rows)
    block("tangent", [row(n, a, d, tangent(a, d)) for n, a, d in CASES])
    rows = []
    for angle, f1, f2, label in CUBIC_OPTIONS:
        options = (f"(angle: {swift_number(angle)}, nearFraction: {swift_number(f1)}, "
                   f"farFraction: {swift_number(f2)})")
        for n, a, d in CASES:
            rows.append(row(named(n, label), a, d, cubic(a, d, angle, f1, f2),
                            cubic_options=options))
    block("cubic", rows)
    out.append("}")
    return "\n".join(out) + "\n"


def command_fixtures(check):
    text = fixtures_text()
    if check:
        with open(FIXTURES) as f:
            if f.read() != text:
                print("ReferenceFixtures.swift is stale: run reference.py fixtures", file=sys.stderr)
                return 1
        print("reference fixtures: up to date")
        return 0
    with open(FIXTURES, "w") as f:
        f.write(text)
    print(f"wrote {FIXTURES}")
    return 0


def random_circle(rng, scale):
    return (rng.uniform(-scale, scale), rng.uniform(-scale, scale), rng.uniform(0, scale / 4))


def command_eval_check(goo, count, seed):
    rng = random.Random(seed)
    requests, expected = [], []
    for i in range(count):
        scale = 10 ** rng.uniform(-6, 9)
        anchor = random_circle(rng, scale)
        # Every direction: place the drag at a random angle and distance from the anchor.
        theta = rng.uniform(-math.pi, math.pi)
        dist = rng.uniform(0, 2 * scale)
        drag = (
            anchor[0] + dist * math.cos(theta),
            anchor[1] + dist * math.sin(theta),
            rng.uniform(0, scale / 4),
        )
        style = ["quadratic", "cubic", "tangent", "metaball"][i % 4]
        req = {
            "op": "points",
            "style": style,
            "anchor": dict(zip("xyr", anchor)),
            "drag": dict(zip("xyr", drag)),
        }
        # Every third badge is a capsule ("99+"): the connector joins the anchor to the circle of
        # the badge's radius at the point of its spine nearest the anchor's centre.
        joint = None
        if i % 3 == 0:
            width = 2 * drag[2] * rng.choice([1.0, rng.uniform(1, 4)])
            req["drag"]["width"] = width
            half = width / 2 - drag[2]
            jx = min(drag[0] + half, max(drag[0] - half, anchor[0]))
            # A width of exactly 2r is the round badge, answered as one (no "joint").
            joint = (jx, drag[1]) if half > 0 else None
            drag = (jx, drag[1], drag[2])
        if style == "cubic":
            angle, f1, f2 = rng.uniform(-80, 80), rng.uniform(0, 1), rng.uniform(0, 1)
            req.update({"angle": angle, "fractions": [f1, f2]})
            result = cubic(anchor, drag, angle, f1, f2)
        elif style == "metaball":
            spread, rate = rng.uniform(0, 1), rng.uniform(0, 4)
            req.update({"spread": spread, "handleRate": rate})
            result = metaball(anchor, drag, spread, rate)
        else:
            result = (quadratic if style == "quadratic" else tangent)(anchor, drag)
        requests.append(json.dumps(req))
        span = max(abs(v) for v in anchor + drag) + dist + (req["drag"].get("width") or 0)
        expected.append((result, joint, span, req))
    answer = subprocess.run(
        [goo, "eval"], input="\n".join(requests) + "\n", capture_output=True, text=True, check=True
    )
    lines = answer.stdout.splitlines()
    if len(lines) != len(requests):
        print(f"expected {len(requests)} answers, got {len(lines)}", file=sys.stderr)
        return 1
    worst, failures = 0.0, 0
    for line, ((points, reason), joint, span, req) in zip(lines, expected):
        got = json.loads(line)
        if not got.get("ok"):
            failures += 1
            print(f"error for {req}: {got}", file=sys.stderr)
            continue
        if joint is not None:
            gx, gy = got.get("joint", (math.nan, math.nan))
            error = max(abs(gx - joint[0]), abs(gy - joint[1])) / span
            worst = max(worst, error)
            if not error <= 1e-12:
                failures += 1
                print(f"joint off by {error:.3g} (relative) for {req}: {got}", file=sys.stderr)
        if points is None:
            if got["points"] is not None or got.get("reason") is None:
                failures += 1
                print(f"expected no connector ({reason}) for {req}: {got}", file=sys.stderr)
            continue
        if got["points"] is None or set(got["points"]) != set(points):
            failures += 1
            print(f"wrong point set for {req}: {got}", file=sys.stderr)
            continue
        for key, (x, y) in points.items():
            gx, gy = got["points"][key]
            error = max(abs(gx - x), abs(gy - y)) / span
            worst = max(worst, error)
            if error > 1e-9:
                failures += 1
                print(f"{key} off by {error:.3g} (relative) for {req}: {got}", file=sys.stderr)
    print(f"eval-check: {len(requests)} requests, {failures} failures, worst relative error {worst:.3g}")
    return 1 if failures else 0


# ---------------------------------------------------------------------------------------------
# Drag sessions (issue #3), transcribed from the rules as the issue states them:
#   anchor radius r = max(0, min(r0, r0 - d/divisor)); "within range" is d <= breakDistance;
#   an attached link breaks when it leaves range or when d > 0 and r <= minimumAnchorRadius;
#   a broken link stays broken unless reconnectDistance is set and d <= it (and r has not shrunk
#   away); release: fling (speed > flingSpeed, velocity . (c2 - c1) > 0) dismisses, else
#   springBackWithinRange springs back iff within range, dismissOnceBroken dismisses iff the
#   link ever broke in the gesture.


def resolve_length(value, r0):
    if value is None:
        return None
    if isinstance(value, dict):
        return value["badgeRadii"] * r0
    return value


def has_connector(style, anchor, drag):
    fn = {"quadratic": quadratic, "cubic": cubic, "tangent": tangent, "metaball": metaball}[style]
    return fn(anchor, drag)[0] is not None


def drag_session(anchor, config, events):
    x0, y0, r0 = anchor
    divisor = config.get("shrinkDivisor", 15)
    brk = resolve_length(config.get("breakDistance", 100), r0)
    rec = resolve_length(config.get("reconnectDistance"), r0)
    minimum = config.get("minimumAnchorRadius", 0)
    release = config.get("release", "springBackWithinRange")
    fling = config.get("flingSpeed")
    style = config.get("style", "quadratic")
    rd = config.get("dragRadius")
    rd = r0 if rd is None else rd
    attached, broken, outcome, frames = True, False, None, []
    for event in events:
        kind = event[0]
        if kind == "cancelled":
            frames.append(frames[-1])
            continue
        x, y = event[1], event[2]
        d = math.hypot(x - x0, y - y0)
        r = max(0.0, min(r0, r0 - d / divisor))
        within = d <= brk
        shrunk = d > 0 and r <= minimum
        if kind == "began":
            attached, broken, outcome = True, False, None
        if attached:
            attached = within and not shrunk
        elif rec is not None:
            attached = d <= rec and not shrunk
        broken = broken or not attached
        connector = attached and has_connector(style, (x0, y0, r), (x, y, rd))
        frames.append({"distance": d, "anchorRadius": r, "attached": attached, "connector": connector})
        if kind == "ended":
            vx, vy = (event[3], event[4]) if len(event) == 5 else (0.0, 0.0)
            if fling is not None and math.hypot(vx, vy) > fling and vx * (x - x0) + vy * (y - y0) > 0:
                outcome = "dismiss"
            elif release == "springBackWithinRange":
                outcome = "springBack" if within else "dismiss"
            else:
                outcome = "dismiss" if broken else "springBack"
    return frames, outcome


def spring_offset(t, x0, v0, response, zeta):
    """Unit mass, k = (2 pi / response)^2, c = 4 pi zeta / response: the textbook solutions."""
    w0 = 2 * math.pi / response
    if zeta < 1:
        wd = w0 * math.sqrt(1 - zeta * zeta)
        return math.exp(-zeta * w0 * t) * (
            x0 * math.cos(wd * t) + (v0 + zeta * w0 * x0) / wd * math.sin(wd * t)
        )
    if zeta == 1:
        return math.exp(-w0 * t) * (x0 + (v0 + w0 * x0) * t)
    root = math.sqrt(zeta * zeta - 1)
    r1, r2 = -w0 * (zeta - root), -w0 * (zeta + root)
    c1 = (v0 - r2 * x0) / (r1 - r2)
    c2 = x0 - c1
    return c1 * math.exp(r1 * t) + c2 * math.exp(r2 * t)


def random_drag_request(rng):
    r0 = rng.uniform(1, 20)
    anchor = (rng.uniform(-500, 500), rng.uniform(-500, 500), r0)
    config = {"shrinkDivisor": rng.uniform(5, 30)}
    if rng.random() < 0.5:
        config["breakDistance"] = rng.uniform(20, 150)
        brk = config["breakDistance"]
    else:
        config["breakDistance"] = {"badgeRadii": rng.uniform(3, 12)}
        brk = config["breakDistance"]["badgeRadii"] * r0
    if rng.random() < 0.5:
        config["reconnectDistance"] = rng.uniform(0, brk) if rng.random() < 0.5 else None
    config["release"] = rng.choice(["springBackWithinRange", "dismissOnceBroken"])
    if rng.random() < 0.3:
        config["flingSpeed"] = rng.uniform(100, 2000)
    if rng.random() < 0.3:
        config["minimumAnchorRadius"] = rng.uniform(0, r0)
    if rng.random() < 0.3:
        config["dragRadius"] = rng.uniform(0, 30)
    config["style"] = rng.choice(["quadratic", "cubic", "tangent", "metaball"])
    x, y = anchor[0], anchor[1]
    events = [["began", x, y]]
    for _ in range(rng.randint(1, 25)):
        x += rng.uniform(-0.6, 0.6) * brk
        y += rng.uniform(-0.6, 0.6) * brk
        events.append(["moved", x, y])
    if rng.random() < 0.2:
        events.append(["cancelled"])
    else:
        events.append(["ended", x, y, rng.uniform(-3000, 3000), rng.uniform(-3000, 3000)])
    return {"op": "drag", "anchor": dict(zip("xyr", anchor)), "config": config, "events": events}


def random_spring_request(rng):
    zeta = rng.choice([rng.uniform(0, 1), 1.0, rng.uniform(1, 4), rng.uniform(0.999, 1.001)])
    return {
        "op": "spring",
        "from": [rng.uniform(-300, 300), rng.uniform(-300, 300)],
        "to": [rng.uniform(-300, 300), rng.uniform(-300, 300)],
        "velocity": [rng.uniform(-3000, 3000), rng.uniform(-3000, 3000)],
        "response": rng.uniform(0.1, 1.5),
        "dampingRatio": zeta,
        "times": [rng.uniform(0, 3) for _ in range(8)] + [0.0],
    }


def command_motion_check(goo, count, seed):
    rng = random.Random(seed + 1)
    requests = [random_drag_request(rng) for _ in range(count)]
    requests += [random_spring_request(rng) for _ in range(count)]
    answer = subprocess.run(
        [goo, "eval"],
        input="\n".join(json.dumps(r) for r in requests) + "\n",
        capture_output=True, text=True, check=True,
    )
    lines = answer.stdout.splitlines()
    if len(lines) != len(requests):
        print(f"expected {len(requests)} answers, got {len(lines)}", file=sys.stderr)
        return 1
    failures, worst, boundary = 0, 0.0, 0
    for line, req in zip(lines, requests):
        got = json.loads(line)
        if not got.get("ok"):
            failures += 1
            print(f"error for {req}: {got}", file=sys.stderr)
            continue
        if req["op"] == "drag":
            frames, outcome = drag_session(
                tuple(req["anchor"][k] for k in "xyr"), req["config"], req["events"]
            )
            ok = got["outcome"] == outcome and len(got["frames"]) == len(frames)
            for g, e in zip(got["frames"], frames):
                ok = ok and g["attached"] == e["attached"] and g["connector"] == e["connector"]
                for key in ("distance", "anchorRadius"):
                    error = abs(g[key] - e[key]) / max(1.0, abs(e[key]))
                    worst = max(worst, error)
                    ok = ok and error <= 1e-9
            if not ok:
                failures += 1
                print(f"drag mismatch for {req}:\n got {got}\n expected {frames} {outcome}", file=sys.stderr)
        else:
            for t, (gx, gy) in zip(req["times"], got["positions"]):
                expected = [
                    req["to"][i] + spring_offset(
                        t, req["from"][i] - req["to"][i], req["velocity"][i],
                        req["response"], req["dampingRatio"],
                    )
                    for i in range(2)
                ]
                scale = max(1.0, max(abs(v) for v in req["from"] + req["to"]),
                            max(abs(v) for v in req["velocity"]) * req["response"])
                error = max(abs(gx - expected[0]), abs(gy - expected[1])) / scale
                worst = max(worst, error)
                if error > 1e-9:
                    failures += 1
                    print(f"spring off by {error:.3g} at t={t} for {req}", file=sys.stderr)
    print(f"motion-check: {count} drag traces and {count} springs, {failures} failures, "
          f"worst relative error {worst:.3g}")
    return 1 if failures else 0


def main(argv):
    if len(argv) >= 2 and argv[1] == "fixtures":
        return command_fixtures("--check" in argv)
    if len(argv) >= 3 and argv[1] == "eval-check":
        count = int(argv[argv.index("--count") + 1]) if "--count" in argv else 3000
        seed = int(argv[argv.index("--seed") + 1]) if "--seed" in argv else 2
        return command_eval_check(argv[2], count, seed) or command_motion_check(argv[2], count, seed)
    print(__doc__, file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv))
