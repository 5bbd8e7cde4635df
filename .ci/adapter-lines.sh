#!/usr/bin/env bash
# GooBadgeUI's SwiftUI and UIKit badges are thin: at most 200 lines each. Records the counts as
# the figures adapters.swiftui.count and adapters.uikit.count (README, the DocC article,
# CHANGELOG). Called by .ci/run and the hosted workflow.
set -euo pipefail
cd "$(dirname "$0")/.."
limit=200
swiftui_lines=$(wc -l < Sources/GooBadgeUI/GooBadge.swift)
uikit_lines=$(wc -l < Sources/GooBadgeUI/GooBadgeView.swift)
mkdir -p .build/figures
python3 .ci/figures.py record adapters "swiftui.count=$swiftui_lines" "uikit.count=$uikit_lines"
failed=0
for file in Sources/GooBadgeUI/GooBadge.swift Sources/GooBadgeUI/GooBadgeView.swift; do
    lines=$(wc -l < "$file")
    if [ "$lines" -gt "$limit" ]; then
        echo "$file has $lines lines: an adapter forwards events and draws frames, in at most $limit (move decisions to GooBadgeStyle.swift or the controller)" >&2
        failed=1
    fi
done
echo "adapters: GooBadge.swift $swiftui_lines lines, GooBadgeView.swift $uikit_lines lines"
exit $failed
