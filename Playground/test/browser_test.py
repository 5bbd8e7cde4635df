#!/usr/bin/env python3
"""The <goo-badge> demo in headless Chromium: real drags over a list, the pixels they leave.

    Playground/test/setup.sh        # chromium, chromium-driver, selenium (only what is missing)
    Playground/build.sh             # Playground/dist: goo-badge.js, goo-badge.wasm, index.html
    python3 Playground/test/browser_test.py /tmp/goo-browser

Serves Playground/dist with `python3 -m http.server` on a free port of 127.0.0.1 (started and
stopped here), opens the demo page at a phone's viewport (390 x 844 CSS px, 3 device pixels per
px) and, with WebDriver's trusted pointer and key actions:

- drags the first row's badge down across the rows below and back: drawn over them (the bridge's
  midpoint red inside the next row), it springs home, no `dismiss`;
- counts the animation frames the page requests over 2 s of idle after settling (0 expected);
- catches a returning badge with a touch where it is drawn, over another row;
- pulls the capsule "99+" badge past the break and releases it: exactly one `dismiss`, for that
  badge, which is gone while the others stay, its burst drawn in particles;
- dismisses a focused badge with Delete, and another with reduced motion emulated (a fade, no
  particle);
- brings every badge back ("Unread again") and requires an empty error console;
- if Sources/GooGeometry/GooGeometry.docc/Resources/gesture.svg exists, checks that the animated
  picture renders differently at two times.

Pen pointers make the drags that pause for screenshots: chromedriver forgets a touch between two
`perform`s. Prints one line per check, what the element downloads (raw and gzip), the frame cost
measured in the page, the idle frame count, and finally `browser: N passed, M failed`; exits 1 if
anything failed.
"""

import argparse
import base64
import contextlib
import gzip
import re
import socket
import struct
import subprocess
import sys
import time
import zlib
from pathlib import Path

from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.actions import interaction
from selenium.webdriver.common.actions.action_builder import ActionBuilder
from selenium.webdriver.common.actions.pointer_input import PointerInput
from selenium.webdriver.common.keys import Keys

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
PHONE = {"width": 390, "height": 844, "deviceScaleFactor": 3, "mobile": True}
STEP_MS = 20  # per pointer move: quick, yet each move is its own event and display frame
GZIP_TARGET = 64 * 1024  # what the element may download, JS + wasm, gzip


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
    """The demo page in one browser tab."""

    def __init__(self, driver):
        self.driver = driver

    def js(self, script, *args):
        return self.driver.execute_script(script, *args)

    def wait_for(self, script, timeout=5.0):
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            value = self.js(script)
            if value:
                return value
            time.sleep(0.03)
        return None

    def badge(self, name):
        """The badge's resting centre and radius in viewport CSS px, its size and phase."""
        return self.js(
            "const b = document.getElementById(arguments[0]), r = b.getBoundingClientRect();"
            "return {x: r.left + r.width / 2, y: r.top + r.height / 2, r: r.height / 2,"
            " width: r.width, height: r.height, phase: b.phase, hidden: b.hidden};",
            f"badge-{name}",
        )

    def phase(self, name):
        return self.js("return document.getElementById(arguments[0]).phase", f"badge-{name}")

    def wait_phase(self, name, phase, timeout=3.0):
        return self.wait_for(
            f"return document.getElementById('badge-{name}').phase === '{phase}'", timeout
        )

    def dismissed(self):
        return self.js("return gooTest.dismissed")

    def pixel(self, x, y):
        """The rendered colour at viewport CSS point (x, y): a 1 x 1 px screenshot."""
        shot = self.driver.execute_cdp_cmd(
            "Page.captureScreenshot",
            {"format": "png", "clip": {"x": x, "y": y, "width": 1, "height": 1, "scale": 1}},
        )
        width, height, bpp, rows = decode_png(base64.b64decode(shot["data"]))
        row = rows[height // 2]
        x0 = (width // 2) * bpp
        return tuple(row[x0 : x0 + 3])

    def row_at(self, x, y):
        """The index of the list row under (x, y), -1 outside the list."""
        return self.js(
            "const li = document.elementFromPoint(arguments[0], arguments[1])?.closest('li');"
            "return li ? [...li.parentNode.children].indexOf(li) : -1;",
            x,
            y,
        )

    def screenshot(self, directory, name):
        self.driver.save_screenshot(str(directory / f"{name}.png"))

    def settle(self):
        time.sleep(0.12)  # a few display frames: the element draws in requestAnimationFrame


def ring_is_red(page, x, y, r):
    """Whether a badge is drawn at (x, y): four points at 0.7 r around the centre are red (off the
    centre, where the count's white digits are)."""
    offsets = [(-0.7, 0), (0.7, 0), (0, -0.7), (0, 0.7)]
    colours = [page.pixel(x + dx * r, y + dy * r) for dx, dy in offsets]
    return all(is_red(c) for c in colours), colours


def pen_drag(page, start, points, down=True, up=False, pause=0.0):
    """One `perform` of the pen: optionally down at `start`, moves through `points`, optionally
    a pause and up."""
    pen = PointerInput(interaction.POINTER_PEN, "pen")
    actions = ActionBuilder(page.driver, mouse=pen, duration=STEP_MS)
    if down:
        actions.pointer_action.move_to_location(round(start[0]), round(start[1]))
        actions.pointer_action.pointer_down()
    for x, y in points:
        actions.pointer_action.move_to_location(round(x), round(y))
    if pause:
        actions.pointer_action.pause(pause)
    if up:
        actions.pointer_action.pointer_up()
    actions.perform()


def line(home, direction, start, end, steps):
    """`steps` viewport points from `start` to `end` CSS px from home along `direction`."""
    return [
        (
            home["x"] + direction[0] * (start + (end - start) * i / steps),
            home["y"] + direction[1] * (start + (end - start) * i / steps),
        )
        for i in range(1, steps + 1)
    ]


def along(home, direction, distance):
    return home["x"] + direction[0] * distance, home["y"] + direction[1] * distance


def over_rows(page, checks, shots, reach):
    """The first row's badge dragged down across the rows below and back: drawn over them,
    springs home, no dismiss."""
    home = page.badge("ada")
    down = (-0.45, 0.9)  # down and a little left: over the rows' text, clear of their badges
    depth = 0.85 * reach
    page.screenshot(shots, "rest")
    pen_drag(page, (home["x"], home["y"]), line(home, down, 0, depth, 10))
    page.settle()
    page.screenshot(shots, "over-rows")
    checks.check(page.phase("ada") == "dragging", "over the rows: the badge is dragged")
    size = page.js("const c = document.querySelector('body > canvas'); return [c.width, c.height]")
    checks.check(
        size == [390 * 3, 844 * 3], "the overlay covers the viewport in device pixels", f"{size}"
    )
    mid = along(home, down, depth / 2)
    colour = page.pixel(*mid)
    checks.check(
        is_red(colour) and page.row_at(*mid) >= 1,
        "over the rows: the bridge is drawn over the next row",
        f"midpoint {colour} over row {page.row_at(*mid)}",
    )
    end = along(home, down, depth)
    ok, colours = ring_is_red(page, end[0], end[1], home["r"])
    checks.check(
        ok and page.row_at(*end) >= 2,
        "over the rows: the badge is drawn two rows below its own, under the pen",
        f"row {page.row_at(*end)}, samples {colours}",
    )
    pen_drag(page, None, line(home, down, depth, 0.3 * depth, 6), down=False, pause=0.05, up=True)
    checks.check(bool(page.wait_phase("ada", "resting")), "released within range, it springs home")
    page.settle()
    page.screenshot(shots, "settled")
    ok, colours = ring_is_red(page, home["x"], home["y"], home["r"])
    checks.check(ok, "settled: drawn at home again", f"samples {colours}")
    checks.check(not is_red(page.pixel(*mid)), "settled: nothing left over the rows")
    checks.check(
        page.js("return document.querySelector('body > canvas').style.display") == "none",
        "settled: the overlay is hidden",
    )
    checks.check(not page.dismissed(), "no dismiss event for a drag back within range")


def idle_frames(page, checks):
    """No animation frame requested over 2 s of idle once everything rests."""
    before = page.js("return gooTest.rafRequests")
    time.sleep(2)
    requested = page.js("return gooTest.rafRequests") - before
    print(f"idle: {requested} animation frames requested over 2 s")
    record_figures(f"idle.frames={requested}")
    checks.check(requested == 0, "idle: no animation frame requested over 2 s", f"{requested}")
    return requested


def catch_returning(page, checks, reach):
    """A touch on the returning badge's drawn shape, over another row, catches it."""
    home = page.badge("ken")
    way = (-0.6, 0.8)  # down and left, across the text of the rows below, clear of their badges
    depth = 0.85 * reach
    pen_drag(page, (home["x"], home["y"]), line(home, way, 0, depth, 8))
    page.settle()
    # Let go and, at once, touch the bridge halfway: it is still drawn there as it returns.
    catch = along(home, way, 0.4 * depth)
    pen = PointerInput(interaction.POINTER_PEN, "pen")
    actions = ActionBuilder(page.driver, mouse=pen, duration=0)
    actions.pointer_action.pointer_up()
    actions.pointer_action.move_to_location(round(catch[0]), round(catch[1]))
    actions.pointer_action.pointer_down()
    actions.perform()
    page.settle()
    checks.check(
        page.phase("ken") == "dragging" and page.row_at(*catch) != 4,
        "a touch during the return catches the badge where it is drawn, over another row",
        f"phase {page.phase('ken')}, touched over row {page.row_at(*catch)}",
    )
    pen_drag(page, None, [(home["x"], home["y"])], down=False, pause=0.05, up=True)
    checks.check(bool(page.wait_phase("ken", "resting")), "caught and let go home: it rests")
    checks.check(not page.dismissed(), "no dismiss event for a catch")


def dismiss_capsule(page, checks, shots, reach):
    """The capsule "99+" pulled past the break and released: one dismiss, for it alone."""
    home = page.badge("family")
    checks.check(
        home["width"] > 1.3 * home["height"],
        '"99+" is a capsule',
        f"{home['width']:.0f} x {home['height']:.0f} px",
    )
    particles = page.js("return gooTest.stats.particles")
    way = (-0.6, -0.8)  # up and left, over the rows above
    pen_drag(page, (home["x"], home["y"]), line(home, way, 0, 0.6 * reach, 6))
    page.settle()
    page.screenshot(shots, "stretched-capsule")
    mid = along(home, way, 0.3 * reach)
    checks.check(is_red(page.pixel(*mid)), "capsule: attached, the bridge's midpoint red")
    pen_drag(page, None, line(home, way, 0.6 * reach, 1.5 * reach, 8), down=False)
    page.settle()
    page.screenshot(shots, "broken-capsule")
    checks.check(
        not is_red(page.pixel(*along(home, way, 0.75 * reach)))
        and not is_red(page.pixel(home["x"], home["y"] + 0.7 * home["r"])),
        "capsule: broken past the break distance, no bridge and no anchor",
    )
    pen_drag(page, None, [], down=False, up=True)
    time.sleep(0.1)
    page.screenshot(shots, "burst")
    page.wait_for("return Object.keys(gooTest.dismissed).length > 0", timeout=3)
    time.sleep(0.3)  # any second event would have arrived by now
    dismissed = page.dismissed()
    checks.check(
        dismissed == {"badge-family": 1},
        "released past the break: exactly one dismiss, for that badge",
        f"{dismissed}",
    )
    drawn = page.js("return gooTest.stats.particles") - particles
    checks.check(drawn > 0, "the burst is drawn in particles", f"{drawn} particles painted")
    checks.check(bool(page.badge("family")["hidden"]), "the dismissed badge is gone")
    others = [name for name in ["ada", "linus", "ken", "margaret"] if page.phase(name) == "resting"]
    ok, colours = ring_is_red(page, **{k: page.badge("linus")[k] for k in ["x", "y", "r"]})
    checks.check(len(others) == 4 and ok, "the other badges stay, drawn", f"resting: {others}")
    page.screenshot(shots, "after-dismiss")


def delete_key(page, checks, name, reduced):
    """Delete on a focused badge dismisses it; with reduced motion it fades, no particle."""
    particles = page.js("return gooTest.stats.particles")
    page.js("document.getElementById(arguments[0]).focus()", f"badge-{name}")
    ActionChains(page.driver).send_keys(Keys.DELETE).perform()
    got = page.wait_for(f"return gooTest.dismissed['badge-{name}']", timeout=3)
    drawn = page.js("return gooTest.stats.particles") - particles
    how = "reduced motion: " if reduced else ""
    checks.check(got == 1, f"{how}Delete on the focused badge dismisses it", f"{page.dismissed()}")
    if reduced:
        checks.check(
            drawn == 0, "reduced motion: the dismissal fades, no particle", f"{drawn} particles"
        )
    else:
        checks.check(drawn > 0, "Delete plays the burst", f"{drawn} particles")


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


def download_sizes(page, checks, dist):
    """What the element downloads, raw (as served) and gzip, against the target."""
    served = page.js("return gooTest.downloads")
    total_raw = total_gzip = 0
    for kind, name in [("js", "goo-badge.js"), ("wasm", "goo-badge.wasm")]:
        data = (dist / name).read_bytes()
        packed = len(gzip.compress(data, 9))
        total_raw += len(data)
        total_gzip += packed
        print(f"download: {name} {len(data)} bytes raw, {packed} gzip (served {served[kind]})")
        checks.check(served[kind] == len(data), f"the page fetched {name} whole")
    print(f"download: element {total_raw} bytes raw, {total_gzip} gzip (JS + wasm)")
    checks.check(
        total_gzip <= GZIP_TARGET,
        "the element downloads at most 64 KB gzip",
        f"{total_gzip} bytes",
    )


def accessibility(page, checks):
    """Each badge is a focusable control with a label."""
    tree = page.driver.execute_cdp_cmd("Accessibility.getFullAXTree", {})["nodes"]
    labels = {
        node.get("name", {}).get("value")
        for node in tree
        if node.get("role", {}).get("value") == "button"
    }
    checks.check(
        {"1 unread", "99+ unread"} <= labels
        and page.js(
            "return [...document.querySelectorAll('goo-badge')].every(b => b.tabIndex === 0)"
        ),
        "every badge is a focusable button with a label",
        f"{sorted(label for label in labels if label and 'unread' in label)}",
    )


@contextlib.contextmanager
def serve(directory):
    """`python3 -m http.server` on a free port of 127.0.0.1, for the life of the block."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    server = subprocess.Popen(
        [sys.executable, "-m", "http.server", "-b", "127.0.0.1", "-d", str(directory), str(port)],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    try:
        deadline = time.monotonic() + 10
        while True:
            try:
                socket.create_connection(("127.0.0.1", port), timeout=0.2).close()
                break
            except OSError:
                if time.monotonic() > deadline or server.poll() is not None:
                    raise RuntimeError("python3 -m http.server did not start")
                time.sleep(0.05)
        yield f"http://127.0.0.1:{port}"
    finally:
        server.terminate()
        server.wait(timeout=5)


def record_figures(*pairs):
    """Records what the documents state of the page (.ci/figures.py checks them)."""
    subprocess.run([sys.executable, str(ROOT / ".ci/figures.py"), "record", "playground", *pairs],
                   check=True, stdout=subprocess.DEVNULL)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("shots", help="directory for the screenshots")
    parser.add_argument("--dist", default=str(HERE.parent / "dist"))
    parser.add_argument(
        "--svg", default=str(ROOT / "Sources/GooGeometry/GooGeometry.docc/Resources/gesture.svg")
    )
    args = parser.parse_args()
    shots = Path(args.shots)
    shots.mkdir(parents=True, exist_ok=True)
    dist = Path(args.dist).resolve()
    if not (dist / "index.html").exists():
        sys.exit(f"{dist}/index.html does not exist: run Playground/build.sh first")

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
    checks = Checks()
    with serve(dist) as origin:
        driver = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)
        try:
            # The phone's metrics through DevTools rather than chromedriver's mobileEmulation:
            # the latter turns every pointer into a touch, and chromedriver drops a touch between
            # actions.
            driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", PHONE)
            driver.get(f"{origin}/index.html")
            page = Page(driver)
            ready = page.wait_for("return window.gooTest && gooTest.ready", timeout=10)
            checks.check(bool(ready), "the demo loads goo-badge.js and its wasm")
            if not ready:
                raise RuntimeError("the page did not start")
            page.wait_for("return gooTest.rafRequests > 0 && gooTest.stats.frames >= 8")
            page.settle()
            frame_cost = page.js("return gooTest.frameCostMicros")
            print(f"frame cost: {frame_cost:.2f} us median"
                  " (controller move + frame + path written, in the page)")
            record_figures(f"frame.us={frame_cost}")
            download_sizes(page, checks, dist)
            accessibility(page, checks)
            reach = float(page.js("return Number(document.getElementById('break').value)"))

            over_rows(page, checks, shots, reach)
            idle_frames(page, checks)
            catch_returning(page, checks, reach)
            dismiss_capsule(page, checks, shots, reach)
            delete_key(page, checks, "linus", reduced=False)
            driver.execute_cdp_cmd(
                "Emulation.setEmulatedMedia",
                {"features": [{"name": "prefers-reduced-motion", "value": "reduce"}]},
            )
            delete_key(page, checks, "edsger", reduced=True)
            driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": []})
            downs, untrusted = page.js("return [gooTest.pointerdowns, gooTest.untrusted]")
            checks.check(
                downs >= 4 and not untrusted,  # the drags of Ada, Ken and Family, the catch
                "every pointer down was trusted",
                f"{downs} pointer downs, untrusted: {untrusted}",
            )
            driver.find_element("id", "reset").click()
            page.settle()
            back = [name for name in ["family", "linus", "edsger"] if page.phase(name) == "resting"
                    and not page.badge(name)["hidden"]]
            checks.check(len(back) == 3, "Unread again brings the dismissed badges back", f"{back}")
            page.screenshot(shots, "unread-again")
            errors = [e for e in driver.get_log("browser") if e["level"] == "SEVERE"]
            messages = "; ".join(e["message"] for e in errors[:3])
            checks.check(not errors, "no console errors", messages)
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
