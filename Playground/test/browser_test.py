#!/usr/bin/env python3
"""The playground page in headless Chromium: a real drag, the pixels it leaves, the library's areas.

    Playground/test/setup.sh        # chromium, chromium-driver, selenium (only what is missing)
    Playground/build.sh             # Playground/dist/goo-playground.html
    swift build --product goo
    python3 Playground/test/browser_test.py "$(swift build --show-bin-path)/goo" /tmp/goo-browser

Opens the built page from disk at a phone's viewport (390 x 844 CSS px, 3 device pixels per px)
and, with WebDriver actions:

- drags the badge with a pen pointer: past the break distance and back within range, in steps,
  pausing for screenshots (rest, stretched, broken, settled) whose pixels it samples: the bridge's
  midpoint red while attached, not red once broken; the badge back home after the spring;
- breaks and reconnects the link with the reconnect option on;
- stretches the cubic and tangent bridges;
- dismisses it with a touch drag in the metaball style, and resets it;
- checks every frame the page drew (window.gooTest.frames) against `goo eval`'s area for the same
  circles, and that the browser logged no error;
- if Sources/GooGeometry/GooGeometry.docc/Resources/gesture.svg exists, that the animated picture
  renders differently at two times.

A pen, not a touch, makes the first drag: chromedriver forgets a touch between two `perform`s,
and the screenshots need the pointer held down between them. The dismiss drag is one `perform`
and uses touch.

Prints one line per check, the measured frame cost and wasm size, and finally
`browser: N passed, M failed`; exits 1 if anything failed.
"""

import argparse
import base64
import json
import re
import struct
import subprocess
import sys
import time
import zlib
from pathlib import Path

from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.actions import interaction
from selenium.webdriver.common.actions.action_builder import ActionBuilder
from selenium.webdriver.common.actions.pointer_input import PointerInput
from selenium.webdriver.common.by import By

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
PHONE = {"width": 390, "height": 844, "deviceScaleFactor": 3, "mobile": True}
STEP_MS = 20  # per pointer move: quick, yet each move is its own event and display frame


class Checks:
    """Counts and prints results; a failed check does not stop the run."""

    def __init__(self):
        self.passed = 0
        self.failed = 0

    def check(self, ok, name, detail=""):
        if ok:
            self.passed += 1
            print(f"ok   {name}" + (f" ({detail})" if detail else ""))
        else:
            self.failed += 1
            print(f"FAIL {name}" + (f": {detail}" if detail else ""))
        return ok


def decode_png(data):
    """Width, height, bytes per pixel and rows of an 8-bit, non-interlaced RGB(A) PNG."""
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        raise ValueError("not a PNG")
    pos, idat = 8, b""
    while pos < len(data):
        length, kind = struct.unpack(">I4s", data[pos : pos + 8])
        body = data[pos + 8 : pos + 8 + length]
        pos += 12 + length
        if kind == b"IHDR":
            width, height, depth, color, _, _, interlace = struct.unpack(">IIBBBBB", body)
        elif kind == b"IDAT":
            idat += body
        elif kind == b"IEND":
            break
    if depth != 8 or color not in (2, 6) or interlace:
        raise ValueError(f"unsupported PNG: depth {depth}, colour type {color}")
    bpp = 3 if color == 2 else 4
    raw = zlib.decompress(idat)
    stride = width * bpp
    rows, prev, i = [], bytearray(stride), 0
    for _ in range(height):
        kind, line = raw[i], bytearray(raw[i + 1 : i + 1 + stride])
        i += 1 + stride
        for x in range(stride):
            a = line[x - bpp] if x >= bpp else 0
            b = prev[x]
            c = prev[x - bpp] if x >= bpp else 0
            if kind == 1:
                line[x] = (line[x] + a) & 255
            elif kind == 2:
                line[x] = (line[x] + b) & 255
            elif kind == 3:
                line[x] = (line[x] + (a + b) // 2) & 255
            elif kind == 4:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                line[x] = (line[x] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
        rows.append(line)
        prev = line
    return width, height, bpp, rows


def is_red(rgb):
    """The badge's red (#f2463a), allowing for colour management; not the grey stage or white."""
    r, g, b = rgb
    return r >= 200 and g <= 120 and b <= 120


class Page:
    """The playground in one browser tab."""

    def __init__(self, driver, checks):
        self.driver = driver
        self.checks = checks

    def js(self, script, *args):
        return self.driver.execute_script(script, *args)

    def set_control(self, element_id, prop, value):
        """Sets a control as a person would: its value, then the events the page listens to."""
        self.js(
            "const c = document.getElementById(arguments[0]); c[arguments[1]] = arguments[2];"
            "c.dispatchEvent(new Event('input')); c.dispatchEvent(new Event('change'));",
            element_id, prop, value,
        )

    def wait_for(self, script, timeout=5.0):
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            value = self.js(script)
            if value:
                return value
            time.sleep(0.03)
        return None

    def canvas_origin(self):
        """The canvas's top left corner in viewport CSS pixels."""
        rect = self.js(
            "const r = document.getElementById('goo-canvas').getBoundingClientRect();"
            "return [r.left, r.top];"
        )
        return rect[0], rect[1]

    def last_frame(self):
        return self.js("return gooTest.frames[gooTest.frames.length - 1]")

    def pixel(self, x, y):
        """The rendered colour at canvas CSS point (x, y): a 1 x 1 px screenshot, centre pixel."""
        ox, oy = self.canvas_origin()
        shot = self.driver.execute_cdp_cmd(
            "Page.captureScreenshot",
            {
                "format": "png",
                "clip": {"x": ox + x, "y": oy + y, "width": 1, "height": 1, "scale": 1},
            },
        )
        width, height, bpp, rows = decode_png(base64.b64decode(shot["data"]))
        row = rows[height // 2]
        x0 = (width // 2) * bpp
        return tuple(row[x0 : x0 + 3])

    def screenshot(self, directory, name):
        path = directory / f"{name}.png"
        self.driver.save_screenshot(str(path))
        return path

    def settle(self):
        time.sleep(0.15)  # a few display frames: the page draws in requestAnimationFrame


def pointer_moves(builder, points):
    for x, y in points:
        builder.pointer_action.move_to_location(round(x), round(y))


def path_points(origin, home, direction, start, end, steps):
    """Viewport points from `start` to `end` CSS px from home along `direction`, `steps` of them."""
    ox, oy = origin
    return [
        (
            ox + home["x"] + direction[0] * (start + (end - start) * i / steps),
            oy + home["y"] + direction[1] * (start + (end - start) * i / steps),
        )
        for i in range(1, steps + 1)
    ]


def ring_is_red(page, circle):
    """Whether the badge is drawn at `circle`: four points at 0.7 r around the centre are red
    (off the centre, where the count's white digits are)."""
    offsets = [(-0.7, 0), (0.7, 0), (0, -0.7), (0, 0.7)]
    colours = [
        page.pixel(circle["x"] + dx * circle["r"], circle["y"] + dy * circle["r"])
        for dx, dy in offsets
    ]
    return all(is_red(c) for c in colours), colours


def midpoint(frame):
    a, b = frame["anchor"], frame["drag"]
    return (a["x"] + b["x"]) / 2, (a["y"] + b["y"]) / 2


def spring_gesture(page, checks, shots):
    """Pen drag: rest, stretched, broken, back within range, release, spring home."""
    driver = page.driver
    home = page.js("return gooTest.home")
    reach = float(page.js("return document.getElementById('break').value"))
    origin = page.canvas_origin()
    direction = (0.6, 0.8)  # down and to the right: diagonal, and inside the phone's canvas
    page.js("gooTest.frames.length = 0")  # this gesture's frames only, from here on

    page.screenshot(shots, "rest")
    ok, colours = ring_is_red(page, home)
    checks.check(ok, "rest: the badge is drawn at home", f"samples {colours}")
    far = (home["x"] + direction[0] * 0.55 * reach, home["y"] + direction[1] * 0.55 * reach)
    checks.check(not is_red(page.pixel(*far)), "rest: nothing drawn where the drag will go")

    pen = PointerInput(interaction.POINTER_PEN, "pen")
    press = ActionBuilder(driver, mouse=pen, duration=STEP_MS)
    press.pointer_action.move_to_location(
        round(origin[0] + home["x"]), round(origin[1] + home["y"])
    )
    press.pointer_action.pointer_down()
    pointer_moves(press, path_points(origin, home, direction, 0, 0.55 * reach, 8))
    press.perform()
    page.settle()
    page.screenshot(shots, "stretched")
    frame = page.last_frame()
    checks.check(
        frame["phase"] == "drag" and frame["attached"] and frame["anchor"]["r"] < home["r"],
        "stretched: attached, the anchor shrunk",
        f"anchor r {frame['anchor']['r']:.3f}",
    )
    colour = page.pixel(*midpoint(frame))
    checks.check(is_red(colour), "stretched: the bridge's midpoint is red", f"{colour}")

    out = ActionBuilder(driver, mouse=pen, duration=STEP_MS)
    pointer_moves(out, path_points(origin, home, direction, 0.55 * reach, 1.3 * reach, 6))
    out.perform()
    page.settle()
    page.screenshot(shots, "broken")
    frame = page.last_frame()
    checks.check(not frame["attached"], "broken: detached past the break distance")
    colour = page.pixel(*midpoint(frame))
    checks.check(not is_red(colour), "broken: the midpoint is not red", f"{colour}")
    checks.check(
        not is_red(page.pixel(home["x"], home["y"] + 0.7 * home["r"])), "broken: no anchor drawn"
    )
    ok, colours = ring_is_red(page, frame["drag"])
    checks.check(ok, "broken: the badge is drawn under the pen", f"samples {colours}")

    back = ActionBuilder(driver, mouse=pen, duration=STEP_MS)
    pointer_moves(back, path_points(origin, home, direction, 1.3 * reach, 0.5 * reach, 6))
    back.pointer_action.pause(0.05)
    back.perform()
    page.settle()
    frame = page.last_frame()
    released_at = frame["drag"]
    checks.check(
        not frame["attached"] and frame["phase"] == "drag",
        "back within range: still detached (reconnect off)",
    )
    lift = ActionBuilder(driver, mouse=pen, duration=STEP_MS)
    lift.pointer_action.pointer_up()
    lift.perform()
    checks.check(
        page.wait_for("return gooTest.outcome") == "springBack", "release within range springs back"
    )
    settled = page.wait_for("return gooTest.state === 'rest'", timeout=5)
    checks.check(bool(settled), "the spring settles and the page returns to rest")
    page.settle()
    page.screenshot(shots, "settled")
    frames = page.js("return gooTest.frames")
    springs = [f for f in frames if f["phase"] == "spring"]
    checks.check(
        len(springs) >= 10, "the spring back is animated frame by frame", f"{len(springs)} frames"
    )
    last = frames[-1]
    checks.check(
        last["phase"] == "rest" and last["drag"] == home and last["attached"],
        "settled: the last frame is the badge at home",
        f"{last['drag']} vs {home}",
    )
    ok, colours = ring_is_red(page, home)
    checks.check(ok, "settled: the badge is drawn at home", f"samples {colours}")
    checks.check(
        not is_red(page.pixel(released_at["x"], released_at["y"])),
        "settled: nothing left where it was let go",
    )


def reconnect_gesture(page, checks):
    """Pen drag with reconnect on: past the break, back within 80 % of it, attached again."""
    driver = page.driver
    page.set_control("reconnect", "checked", True)
    home = page.js("return gooTest.home")
    reach = float(page.js("return document.getElementById('break').value"))
    origin = page.canvas_origin()
    pen = PointerInput(interaction.POINTER_PEN, "pen")
    out = ActionBuilder(driver, mouse=pen, duration=STEP_MS)
    out.pointer_action.move_to_location(round(origin[0] + home["x"]), round(origin[1] + home["y"]))
    out.pointer_action.pointer_down()
    pointer_moves(out, path_points(origin, home, (-0.6, 0.8), 0, 1.2 * reach, 8))
    out.perform()
    page.settle()
    broke = not page.last_frame()["attached"]
    back = ActionBuilder(driver, mouse=pen, duration=STEP_MS)
    pointer_moves(back, path_points(origin, home, (-0.6, 0.8), 1.2 * reach, 0.5 * reach, 6))
    back.perform()
    page.settle()
    frame = page.last_frame()
    colour = page.pixel(*midpoint(frame))
    checks.check(
        broke and frame["attached"] and is_red(colour),
        "reconnect: broken, then attached again within 80 % of the break distance",
        f"midpoint {colour}",
    )
    lift = ActionBuilder(driver, mouse=pen, duration=STEP_MS)
    lift.pointer_action.pointer_up()
    lift.perform()
    checks.check(
        bool(page.wait_for("return gooTest.state === 'rest'", timeout=5)), "reconnect: springs home"
    )
    page.set_control("reconnect", "checked", False)


def style_gestures(page, checks, shots):
    """A short pen drag in the cubic and tangent styles too, so that every style's frames meet
    goo eval; a screenshot of each stretched."""
    driver = page.driver
    for code, name in [(1, "cubic"), (2, "tangent")]:
        page.set_control("style", "value", str(code))
        home = page.js("return gooTest.home")
        reach = float(page.js("return document.getElementById('break').value"))
        origin = page.canvas_origin()
        pen = PointerInput(interaction.POINTER_PEN, "pen")
        drag = ActionBuilder(driver, mouse=pen, duration=STEP_MS)
        drag.pointer_action.move_to_location(
            round(origin[0] + home["x"]), round(origin[1] + home["y"])
        )
        drag.pointer_action.pointer_down()
        pointer_moves(drag, path_points(origin, home, (-0.8, -0.6), 0, 0.7 * reach, 6))
        drag.perform()
        page.settle()
        page.screenshot(shots, f"stretched-{name}")
        frame = page.last_frame()
        colour = page.pixel(*midpoint(frame))
        checks.check(
            frame["style"] == name and frame["attached"] and is_red(colour),
            f"{name}: attached, the bridge's midpoint red",
            f"{colour}",
        )
        lift = ActionBuilder(driver, mouse=pen, duration=STEP_MS)
        lift.pointer_action.pointer_up()
        lift.perform()
        checks.check(
            bool(page.wait_for("return gooTest.state === 'rest'", timeout=5)),
            f"{name}: springs home",
        )


def dismiss_gesture(page, checks, shots):
    """Touch drag past the break in the metaball style, release: burst, dismissed, reset."""
    driver = page.driver
    page.set_control("style", "value", "3")
    home = page.js("return gooTest.home")
    reach = float(page.js("return document.getElementById('break').value"))
    origin = page.canvas_origin()
    before = page.js("return gooTest.frames.length")
    finger = PointerInput(interaction.POINTER_TOUCH, "finger")
    swipe = ActionBuilder(driver, mouse=finger, duration=STEP_MS)
    swipe.pointer_action.move_to_location(
        round(origin[0] + home["x"]), round(origin[1] + home["y"])
    )
    swipe.pointer_action.pointer_down()
    pointer_moves(swipe, path_points(origin, home, (0.6, -0.8), 0, 1.4 * reach, 12))
    swipe.pointer_action.pause(0.05)
    swipe.pointer_action.pointer_up()
    swipe.perform()
    checks.check(
        page.wait_for("return gooTest.outcome") == "dismiss",
        "touch: release past the break dismisses",
    )
    time.sleep(0.1)
    page.screenshot(shots, "burst")
    checks.check(
        bool(page.wait_for("return gooTest.state === 'dismissed'", timeout=3)),
        "the burst ends, the badge is gone",
    )
    drawn = page.js("return gooTest.frames").__getitem__(slice(before, None))
    checks.check(
        any(f["style"] == "metaball" and f["attached"] for f in drawn),
        "touch: the metaball bridge was drawn",
    )
    driver.find_element(By.ID, "reset").click()
    checks.check(
        bool(page.wait_for("return gooTest.state === 'rest'")), "reset brings the badge back"
    )
    page.settle()
    ok, colours = ring_is_red(page, home)
    checks.check(ok, "reset: the badge is drawn at home", f"samples {colours}")


def eval_area_check(page, checks, goo):
    """Every recorded frame's area against `goo eval`'s for the same circles."""
    frames = page.js("return gooTest.frames")
    requests = []
    for f in frames:
        # A detached frame's outline is the badge alone (DragFrame.outline): both circles of the
        # request are the badge, the link off.
        anchor = f["anchor"] if f["attached"] else f["drag"]
        requests.append(
            json.dumps(
                {
                    "op": "area",
                    "style": f["style"],
                    "anchor": anchor,
                    "drag": f["drag"],
                    "attached": f["attached"],
                }
            )
        )
    result = subprocess.run(
        [goo, "eval"], input="\n".join(requests) + "\n", capture_output=True, text=True, check=False
    )
    answers = [json.loads(line) for line in result.stdout.splitlines()]
    bad, worst = [], 0.0
    for frame, request, answer in zip(frames, requests, answers):
        if not answer.get("ok"):
            bad.append(f"{request} -> {answer}")
            continue
        delta = abs(frame["area"] - answer["area"])
        worst = max(worst, delta / max(1.0, answer["area"]))
        if delta > 1e-9 * max(1.0, answer["area"]):
            bad.append(f"{request}: page {frame['area']!r}, goo eval {answer['area']!r}")
    checks.check(
        result.returncode == 0 and len(answers) == len(frames) and frames and not bad,
        "every drawn frame's area equals goo eval's",
        (
            f"{len(frames)} frames, styles {sorted({f['style'] for f in frames})}, "
            f"largest relative difference {worst:.1e}"
            if not bad
            else "; ".join(bad[:3])
        ),
    )


def svg_check(driver, checks, svg, shots):
    """The animated README picture renders differently at two times (SMIL, paused and seeked)."""
    if not svg.exists():
        name = svg.relative_to(ROOT) if svg.is_relative_to(ROOT) else svg
        print(f"skip {name} does not exist yet: no animation check")
        return
    text = svg.read_text(encoding="utf-8")
    # The longest animation decides the times to seek to ("6s", "600ms" and "6" are clock values).
    durations = [
        float(value) / (1000 if unit == "ms" else 1)
        for value, unit in re.findall(r'dur="([0-9.]+)(ms|s)?"', text)
    ] or [2.0]
    length = max(durations)
    driver.execute_cdp_cmd(
        "Emulation.setDeviceMetricsOverride",
        {"width": 1280, "height": 900, "deviceScaleFactor": 1, "mobile": False},
    )
    driver.get(svg.as_uri())
    time.sleep(0.3)
    shots_at = {}
    for t in [0.0, 0.25 * length, 0.5 * length, 0.75 * length]:
        driver.execute_script(
            "const svg = document.documentElement;"
            "svg.pauseAnimations(); svg.setCurrentTime(arguments[0]);",
            t,
        )
        time.sleep(0.1)
        shots_at[t] = driver.get_screenshot_as_png()
    first = shots_at[0.0]
    differing = [t for t, png in shots_at.items() if png != first]
    (shots / f"{svg.stem}-t0.png").write_bytes(first)
    if differing:
        (shots / f"{svg.stem}-t{differing[0]:g}.png").write_bytes(shots_at[differing[0]])
    checks.check(
        bool(differing),
        f"{svg.name} renders differently at two times",
        f"t = 0 and {differing[:1]} s of {length:g} s",
    )


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("goo", help="the goo binary (swift build --product goo)")
    parser.add_argument("shots", help="directory for the screenshots")
    parser.add_argument("--page", default=str(HERE.parent / "dist" / "goo-playground.html"))
    parser.add_argument(
        "--svg", default=str(ROOT / "Sources/GooGeometry/GooGeometry.docc/Resources/gesture.svg")
    )
    args = parser.parse_args()
    shots = Path(args.shots)
    shots.mkdir(parents=True, exist_ok=True)
    page_path = Path(args.page).resolve()
    if not page_path.exists():
        sys.exit(f"{page_path} does not exist: run Playground/build.sh first")

    options = webdriver.ChromeOptions()
    options.binary_location = "/usr/bin/chromium"
    for flag in [
        "--headless=new",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-dev-shm-usage",
        "--hide-scrollbars",
    ]:
        options.add_argument(flag)
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    driver = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)
    checks = Checks()
    try:
        # The phone's metrics through DevTools rather than chromedriver's mobileEmulation: the
        # latter turns every pointer into a touch, and chromedriver drops a touch between actions.
        driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", PHONE)
        driver.get(page_path.as_uri())
        page = Page(driver, checks)
        ready = page.wait_for(
            "return window.gooTest && gooTest.ready && gooTest.frameCostMicros !== null", timeout=10
        )
        checks.check(
            bool(ready),
            "the page loads its wasm module",
            str(page.js("return window.gooTest && gooTest.error")),
        )
        if not ready:
            raise RuntimeError("the page did not start")
        metrics = page.js(
            "return [innerWidth, innerHeight, devicePixelRatio,"
            " document.getElementById('goo-canvas').width]"
        )
        checks.check(
            metrics[:3] == [390, 844, 3] and metrics[3] > 1000,
            "phone viewport, high-DPI canvas",
            f"{metrics[0]}x{metrics[1]} CSS px at {metrics[2]}x, canvas {metrics[3]} px wide",
        )
        cost, size = page.js("return [gooTest.frameCostMicros, gooTest.wasmBytes]")
        print(f"frame cost: {cost:.2f} us median (session move + outline + path, in the page)")
        print(f"wasm size: {size} bytes")

        spring_gesture(page, checks, shots)
        reconnect_gesture(page, checks)
        style_gestures(page, checks, shots)
        dismiss_gesture(page, checks, shots)
        eval_area_check(page, checks, args.goo)
        errors = [e for e in driver.get_log("browser") if e["level"] == "SEVERE"]
        checks.check(not errors, "no console errors", "; ".join(e["message"] for e in errors[:3]))
        svg_check(driver, checks, Path(args.svg), shots)
    except Exception as error:  # a crash is a failure with its reason, not a traceback only
        checks.check(False, "the run completed", f"{type(error).__name__}: {error}")
    finally:
        driver.quit()
    print(f"screenshots: {shots}")
    print(f"browser: {checks.passed} passed, {checks.failed} failed")
    return 1 if checks.failed else 0


if __name__ == "__main__":
    sys.exit(main())
