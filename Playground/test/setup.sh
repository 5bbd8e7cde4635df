#!/usr/bin/env bash
# Installs what Playground/test/browser_test.py needs, and only what is missing: Debian's
# chromium and chromium-driver (a driver that matches the browser's version by construction),
# firefox-esr (driven through its own WebDriver BiDi endpoint: no geckodriver), WebKit's
# webkit2gtk-driver (WebKitWebDriver and its MiniBrowser) with xvfb to give it a display, and
# PyPI's selenium (whose dependency websocket-client speaks BiDi). Idempotent, so CI can call it on every run at the cost of a few checks.
set -euo pipefail

packages=()
command -v chromium >/dev/null 2>&1 || packages+=(chromium)
command -v chromedriver >/dev/null 2>&1 || packages+=(chromium-driver)
command -v firefox-esr >/dev/null 2>&1 || packages+=(firefox-esr)
command -v WebKitWebDriver >/dev/null 2>&1 || packages+=(webkit2gtk-driver)
command -v xvfb-run >/dev/null 2>&1 || packages+=(xvfb xauth)
if [ ${#packages[@]} -gt 0 ]; then
    echo "setup: apt-get install ${packages[*]}"
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends \
        "${packages[@]}" >/dev/null
fi

if ! python3 -c 'import selenium' >/dev/null 2>&1; then
    echo "setup: pip install selenium"
    python3 -m pip --version >/dev/null 2>&1 ||
        DEBIAN_FRONTEND=noninteractive apt-get install -y -qq python3-pip >/dev/null
    # A CI machine's own Python, shared with nothing else (as in .ci/run).
    PIP_BREAK_SYSTEM_PACKAGES=1 python3 -m pip install -q --root-user-action=ignore selenium
fi

echo "setup: chromium $(chromium --version 2>/dev/null | awk '{print $2}')," \
    "firefox-esr $(firefox-esr --version 2>/dev/null | awk '{print $NF}'), selenium" \
    "$(python3 -c 'import selenium; print(selenium.__version__)')"
