#!/usr/bin/env bash
# Measures goo-bench against the C baseline: instructions per iteration from callgrind
# ((Ir(2N) - Ir(N)) / N: a build's own count, the same anywhere up to about 1 %), ns/op from
# alternating release runs (median of 5), and heap allocations per iteration (valgrind's heap
# summary at N and 2N: the difference must be 0, up to the one allocation that printing a longer
# ns/op value can add).
#
#   Benchmarks/measure.sh                 the full table, times included (about six minutes)
#   Benchmarks/measure.sh --check         instructions and allocations only (.ci/run bench),
#                                         failing when an op takes more than 15 % over its guard
#                                         in Benchmarks/guards.txt, a connector op over 1.2x C,
#                                         or any op allocates per iteration
#   Benchmarks/measure.sh --check --times the same checks, and the times too
#
# Every run writes what it measured to .build/figures/bench.json (bench.<op>.ir, .c-ir, .ns,
# .c-ns, .allocs), which .ci/figures.py compares with the figures of the documents.
# Times are the benchmark thread's CPU time (goo-bench and the C baseline read
# CLOCK_THREAD_CPUTIME_ID): time spent waiting for the cores does not count, though sharing them
# with other work still slows the benchmark, so no check reads them.
set -euo pipefail
cd "$(dirname "$0")/.."
check=false times=false
for argument in "$@"; do
    case "$argument" in
        --check) check=true ;;
        --times) times=true ;;
        *) echo "usage: measure.sh [--check [--times]]" >&2; exit 2 ;;
    esac
done
$check || times=true

for tool in valgrind clang; do
    command -v "$tool" >/dev/null || { echo "measure.sh needs $tool" >&2; exit 1; }
done

swift build -c release --product goo-bench >/dev/null
swift_bench="$(swift build -c release --show-bin-path)/goo-bench"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
clang -O2 -o "$work/goo_baseline" Benchmarks/c/goo_baseline.c -lm
c_bench="$work/goo_baseline"

swift_ops="quadratic cubic tangent path session badge metaball outline"
swift_ops+=" outline-quadratic outline-cubic outline-tangent outline-metaball"
swift_ops+=" capsule-quadratic capsule-cubic capsule-tangent capsule-metaball"
c_ops="quadratic cubic tangent"

# Instructions of one run.
instructions() {
    valgrind --tool=callgrind --callgrind-out-file="$work/callgrind.out" "$@" 2>&1 \
        | sed -n 's/.*Collected : \([0-9]*\).*/\1/p'
}

# Instructions per iteration: the fixed start-up cost cancels out.
per_iteration() {
    # Outlines: five periods of the input sequence (4096) rather than 100 000 iterations, so that
    # nine outline ops under callgrind take a minute, not ten.
    local n=100000 a b
    [[ "$2" == outline* || "$2" == capsule-* || "$2" == badge ]] && n=20480
    a=$(instructions "$1" "$2" $n)
    b=$(instructions "$1" "$2" $((2 * n)))
    echo $(((b - a) / n))
}

# Allocations of one run, from valgrind's heap summary.
allocations() {
    valgrind --tool=memcheck "$@" 2>&1 | sed -n 's/.*total heap usage: \([0-9,]*\) allocs.*/\1/p' \
        | tr -d ,
}

allocations_per_iteration() {
    local n=2000 a b
    a=$(allocations "$1" "$2" $n)
    b=$(allocations "$1" "$2" $((2 * n)))
    echo $((b - a))
}

median_ns() {
    sort -g | sed -n 3p
}

failed=0
# A guard per op (Benchmarks/guards.txt): more than 15 % over it is a regression.
declare -A guard
while read -r op figure; do
    [[ -z "$op" || "$op" == \#* ]] || guard[$op]=$figure
done < Benchmarks/guards.txt
declare -A swift_ir c_ir swift_ns c_ns allocs
for op in $swift_ops; do
    swift_ir[$op]=$(per_iteration "$swift_bench" "$op")
    allocs[$op]=$(allocations_per_iteration "$swift_bench" "$op")
done
for op in $c_ops; do c_ir[$op]=$(per_iteration "$c_bench" "$op"); done

if $times; then
    for op in $swift_ops; do
        # Outlines cost about a hundred times a connector: a tenth of the iterations still runs
        # each of them for seconds.
        iterations=20000000
        [[ "$op" == outline* || "$op" == capsule-* ]] && iterations=2000000
        s_runs=() c_runs=()
        for _ in 1 2 3 4 5; do
            s_runs+=("$("$swift_bench" "$op" $iterations | sed -n 's/^ns\/op //p')")
            if [[ " $c_ops " == *" $op "* ]]; then
                c_runs+=("$("$c_bench" "$op" $iterations | sed -n 's/^ns\/op //p')")
            fi
        done
        swift_ns[$op]=$(printf '%s\n' "${s_runs[@]}" | median_ns)
        [ ${#c_runs[@]} -gt 0 ] && c_ns[$op]=$(printf '%s\n' "${c_runs[@]}" | median_ns)
    done
fi

ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f", a / b }'; }
within() { awk -v a="$1" -v b="$2" -v limit="$3" 'BEGIN { exit !(a <= b * limit) }'; }

echo "| op | Swift Ir/iter | C Ir/iter | Ir ratio | Swift ns/op | C ns/op | ns ratio | allocs/iter |"
echo "|---|---|---|---|---|---|---|---|"
for op in $swift_ops; do
    c="${c_ir[$op]:-}"
    line="| $op | ${swift_ir[$op]} | ${c:--} | "
    if [ -n "$c" ]; then
        line+="$(ratio "${swift_ir[$op]}" "$c") | "
        within "${swift_ir[$op]}" "$c" 1.2 || { echo "FAIL: $op over 1.2x C instructions" >&2; failed=1; }
    else
        line+="$(ratio "${swift_ir[$op]}" "${swift_ir[quadratic]}")x quadratic | "
    fi
    if [ -z "${guard[$op]:-}" ]; then
        echo "FAIL: $op has no guard in Benchmarks/guards.txt" >&2
        failed=1
    elif ! within "${swift_ir[$op]}" "${guard[$op]}" 1.15; then
        echo "FAIL: $op takes ${swift_ir[$op]} instructions, more than 15 % over its guard ${guard[$op]}" >&2
        failed=1
    fi
    if ! $times; then
        line+="- | - | - | "
    else
        cn="${c_ns[$op]:-}"
        line+="${swift_ns[$op]} | ${cn:--} | $([ -n "$cn" ] && ratio "${swift_ns[$op]}" "$cn" || echo -) | "
    fi
    line+="${allocs[$op]} per 2000 |"
    # One allocation per frame would show as 2000 here; the printed ns/op value crossing Swift's
    # 15-byte small-string limit can add one allocation to either run, so 2 is the noise floor.
    [ "${allocs[$op]#-}" -le 2 ] || {
        echo "FAIL: $op allocates ${allocs[$op]} times more for 2000 more iterations" >&2
        failed=1
    }
    echo "$line"
done

figures=()
for op in $swift_ops; do
    figures+=("$op.ir=${swift_ir[$op]}" "$op.allocs=${allocs[$op]}")
    [ -n "${c_ir[$op]:-}" ] && figures+=("$op.c-ir=${c_ir[$op]}")
    if $times; then
        figures+=("$op.ns=${swift_ns[$op]}")
        [ -n "${c_ns[$op]:-}" ] && figures+=("$op.c-ns=${c_ns[$op]}")
    fi
done
python3 .ci/figures.py record bench "${figures[@]}"
exit $failed
