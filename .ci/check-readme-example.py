#!/usr/bin/env python3
"""Fails unless the README's usage example equals the snippet ReadmeExampleTests compiles."""
import re
import sys
import textwrap

readme = open("README.md").read()
block = re.search(r"## Using it\n\n```swift\nimport GooGeometry\n\n(.*?)```", readme, re.S)
test = open("Tests/GooGeometryTests/ReadmeExampleTests.swift").read()
region = re.search(r"// README example begins\n(.*?)\s*// README example ends", test, re.S)
if not block or not region:
    sys.exit("README example or test markers not found")
if block.group(1).strip() != textwrap.dedent(region.group(1)).strip():
    sys.exit("README example and ReadmeExampleTests differ")
print("README example: compiled by ReadmeExampleTests")
