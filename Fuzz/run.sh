#!/usr/bin/env bash
# Builds the three libFuzzer targets (address sanitizer on) and runs each for a bounded time.
#
#   Fuzz/run.sh [seconds per target]     default 30; a longer run: Fuzz/run.sh 1800
#   Fuzz/run.sh --ci                     what .ci/run does: a fixed seed and a fixed number of
#                                        runs per target (about 30 s each here), so a green run
#                                        is repeatable and a new finding is not a coin toss
#
# New inputs that reach new coverage are added to Fuzz/Corpus/<target>; crashes and timeouts are
# written to .build/fuzz/crashes and fail the run.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-30}"
limits=()
if [ "$seconds" = "--ci" ]; then
    seconds=120  # a cap only: the run counts below end each target first
    limits=(-seed=1)
fi
declare -A ci_runs=([geometry]=150000 [badge]=100000 [eval]=600000)
out=.build/fuzz
mkdir -p "$out/crashes" "$out/module"
export SWIFT_BACKTRACE=enable=no
# -package-name: the library's `package` symbols, which GooTool reads too.
flags=(-sanitize=fuzzer,address -parse-as-library -O -gline-tables-only -package-name GooGeometry)

library=$(find Sources/GooGeometry -name '*.swift' | sort)
tool=$(find Sources/GooTool -name '*.swift' | sort)

# Geometry and the badge controller: the library's sources, the shared reader and the target,
# one module each.
for target in geometry badge; do
    source=$(find "Fuzz/${target^}" -name '*.swift')
    # shellcheck disable=SC2086
    swiftc "${flags[@]}" -module-name GooGeometry $library Fuzz/Shared/ByteReader.swift $source \
        -o "$out/fuzz-$target" 2>&1 | grep -v "Cannot export local symbol" || true
done

# Eval: the library as a module, then GooTool's sources with the target (it needs internals).
# shellcheck disable=SC2086
swiftc "${flags[@]}" -module-name GooGeometry -emit-module -emit-module-path "$out/module/GooGeometry.swiftmodule" \
    -emit-library -static $library -o "$out/module/libGooGeometry.a" 2>&1 | grep -v "Cannot export" || true
# shellcheck disable=SC2086
swiftc "${flags[@]}" -module-name GooTool -I "$out/module" -L "$out/module" -lGooGeometry \
    $tool Fuzz/Eval/FuzzEval.swift -o "$out/fuzz-eval" 2>&1 | grep -v "Cannot export local symbol" || true

status=0
for target in geometry badge eval; do
    corpus="Fuzz/Corpus/$target"
    mkdir -p "$corpus"
    runs=()
    [ ${#limits[@]} -gt 0 ] && runs=("${limits[@]}" -runs="${ci_runs[$target]}")
    # The eval target's dictionary holds the request vocabulary (capsule widths among it).
    [ -f "Fuzz/$target.dict" ] && runs+=(-dict="Fuzz/$target.dict")
    echo "== fuzz-$target: ${runs[*]:-${seconds}s}"
    if ! "$out/fuzz-$target" "$corpus" ${runs[@]+"${runs[@]}"} -max_total_time="$seconds" \
        -timeout=10 -max_len=4096 \
        -artifact_prefix="$out/crashes/$target-" -print_final_stats=1 2>"$out/$target.log"; then
        status=1
        tail -40 "$out/$target.log"
    fi
    grep -E "^(#[0-9]+.*DONE|stat::number_of_executed_units|stat::peak_rss_mb)" "$out/$target.log" || true
    grep -E "cov: [0-9]+" "$out/$target.log" | tail -1
done
exit $status
