#!/usr/bin/env bash
# Builds the <goo-badge> web component and its demo page into Playground/dist/: the library and the
# export layer (Playground/Sources) compiled with Embedded Swift for wasm32, linked with the
# toolchain's wasm-ld against Debian's wasi-libc (libm and malloc) and shrunk by binaryen's
# wasm-opt -Oz into goo-badge.wasm, next to the element's ES module goo-badge.js and index.html.
# Serve the folder over HTTP (python3 -m http.server -d Playground/dist) and open index.html.
#
#   Playground/build.sh                        the element and the demo
#   Playground/build.sh --library-only TARGET  compile the library alone for an Embedded TARGET
#                                              (no link), e.g. armv7em-none-none-eabi
#
# Needs the Swift toolchain on PATH, wasi-libc, binaryen and esbuild (all three installed with
# apt-get when missing). Prints what the element downloads, raw and gzip.
set -euo pipefail

here=$(cd "$(dirname "$0")" && pwd)
root=$(dirname "$here")

swiftc=$(command -v swiftc) || { echo "build.sh: swiftc is not on PATH" >&2; exit 1; }
# wasm-ld ships next to swiftc in the toolchain; a system one may be of another LLVM.
wasm_ld="$(dirname "$(readlink -f "$swiftc")")/wasm-ld"

# The library's sources as SwiftPM compiles them, minus the Apple-only bridges (they compile to
# nothing off Apple platforms anyway; leaving them out keeps Embedded builds independent of them).
mapfile -t library < <(find "$root/Sources/GooGeometry" -name '*.swift' -not -path '*/Platform/*' |
    LC_ALL=C sort)
if [ ${#library[@]} -eq 0 ]; then
    echo "build.sh: no Swift sources under $root/Sources/GooGeometry" >&2
    exit 1
fi

# Embedded Swift, whole module; Extern for the libm declarations in Numerics/LibM.swift (and the
# page's clock import of the export layer); -Osize because the module travels to every page.
embedded=(
    -enable-experimental-feature Embedded -enable-experimental-feature Extern
    -wmo -parse-as-library -Osize -swift-version 6
)
# The library's @inline(__always) helpers are for its native per-frame instruction counts; in the
# wasm they are left to the optimiser (12 KB smaller; the frame still costs a few microseconds).
size_flags=(-Xfrontend -ignore-always-inline)
# Both modules are compiled to LLVM bitcode and optimised together at the link (ThinLTO, at -O1:
# -O2 and full LTO inline more and come out larger): the copy and destroy helpers of the
# controller that each module emits are merged, and those called once inlined (1.5 KB gzip).
lto_compile=(-lto=llvm-thin)
lto_link=(--lto-O1)

if [ "${1:-}" = "--library-only" ]; then
    target=${2:?"usage: build.sh --library-only TARGET"}
    scratch=$(mktemp -d)
    trap 'rm -rf "$scratch"' EXIT
    "$swiftc" -target "$target" "${embedded[@]}" -module-name GooGeometry -package-name GooGeometry \
        -c "${library[@]}" -o "$scratch/GooGeometry.o"
    echo "GooGeometry compiles for $target (Embedded Swift, not linked)"
    exit 0
fi

wasi=/usr/lib/wasm32-wasi
packages=()
[ -f "$wasi/libc.a" ] || packages+=(wasi-libc)
command -v wasm-opt >/dev/null 2>&1 || packages+=(binaryen)
command -v esbuild >/dev/null 2>&1 || packages+=(esbuild)
if [ ${#packages[@]} -gt 0 ]; then
    echo "build.sh: installing ${packages[*]}"
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${packages[@]}" >/dev/null
fi
for tool in wasm-opt:binaryen esbuild:esbuild; do
    command -v "${tool%%:*}" >/dev/null 2>&1 || {
        echo "build.sh: ${tool%%:*} (${tool#*:}) is missing and apt-get could not install it" >&2
        exit 1
    }
done

build="$here/.build"
dist="$here/dist"
web="$here/web"
mkdir -p "$build" "$dist"

wasm32=(-target wasm32-unknown-none-wasm "${embedded[@]}" "${size_flags[@]}" "${lto_compile[@]}"
    # wasi-libc has no stack protector runtime, and wasm needs none: return addresses live on
    # the engine's own stack, out of reach of the linear memory a canary would guard.
    -Xfrontend -disable-stack-protector)

# The library is compiled again only when one of its sources (or this script, or the compiler)
# is newer than the object of the last build: it is most of the build's time.
if [ ! -f "$build/GooGeometry.o" ] || [ -n "$(find "${library[@]}" "$0" \
    "$(readlink -f "$swiftc")" -newer "$build/GooGeometry.o" -print -quit)" ]; then
    "$swiftc" "${wasm32[@]}" -module-name GooGeometry -package-name GooGeometry \
        -emit-module -emit-module-path "$build/GooGeometry.swiftmodule" \
        -c "${library[@]}" -o "$build/GooGeometry.o"
fi
# GooBadgeUI's toolkit-neutral files (the badge's look, and the model that decides what a count
# shows and when a dismissal is reported) join the export layer's module, so the element runs the
# same GooBadgeModel as the SwiftUI and UIKit badges. Its SwiftUI and UIKit files (GooBadge.swift,
# GooBadge+*.swift, GooBadgeView.swift) stay out, and so does GooBadgeController+Drawing.swift:
# the element draws the frame's own numbers.
neutral=()
for name in GooBadgeColor GooBadgeStyle GooBadgeStyle+Text GooBadgeModel GooBadgeModel+Effects; do
    neutral+=("$root/Sources/GooBadgeUI/$name.swift")
done
"$swiftc" "${wasm32[@]}" -module-name GooPlayground -I "$build" \
    -c "$here"/Sources/*.swift "${neutral[@]}" -o "$build/GooPlayground.o"

# Export exactly the @_cdecl functions, named once in the Swift sources.
mapfile -t exports < <(grep -ho '@_cdecl("[a-z_]*")' "$here"/Sources/*.swift |
    sed 's/@_cdecl("\(.*\)")/--export=\1/')
# A WASI reactor (crt1-reactor.o): no main; the element calls _initialize, then the exports.
# A 1 MiB stack: a GooPath is 4.5 KiB (520 coordinates inline), and the general outline builder holds
# several with its pieces; wasm-ld's default 64 KiB overflowed into the heap.
"$wasm_ld" --no-entry "${exports[@]}" --gc-sections --strip-all -z stack-size=1048576 \
    "${lto_link[@]}" "$wasi/crt1-reactor.o" "$build/GooGeometry.o" "$build/GooPlayground.o" "$wasi/libc.a" \
    -o "$build/goo-badge.wasm"
# binaryen's size passes on top of LLVM's, on the linked wasm with libc: -Oz twice over the
# flattened and re-structured control flow, and all that once more (1.2 KB of gzip less than -Oz
# alone), assuming, as wasm-ld lays memory out, nothing below address 1024. The features are
# those LLVM's wasm32 target emits (memory.copy/fill, sign extension, saturating float
# conversion); every browser since 2021 has them.
wasm-opt --enable-bulk-memory --enable-sign-ext --enable-mutable-globals \
    --enable-nontrapping-float-to-int --low-memory-unused \
    --flatten --rereloop -Oz -Oz --flatten --rereloop -Oz -Oz \
    "$build/goo-badge.wasm" -o "$dist/goo-badge.wasm"

# The element's module minified by esbuild (web/goo-badge.js is the documented source): its
# comments, blanks and local names gone: 3 KB less to download, gzip. Still an ES module, its
# syntax as written.
esbuild "$web/goo-badge.js" --minify --format=esm --log-level=warning >"$dist/goo-badge.js"
cp "$web/index.html" "$dist/"

# What a page that uses the element downloads: its module and its wasm (the demo page aside).
raw=0
packed=0
for file in goo-badge.js goo-badge.wasm; do
    bytes=$(wc -c <"$dist/$file")
    zipped=$(gzip -9 -c "$dist/$file" | wc -c)
    echo "$file: $bytes bytes raw, $zipped gzip"
    raw=$((raw + bytes))
    packed=$((packed + zipped))
done
echo "element: $raw bytes raw, $packed gzip (JS + wasm: what a page using it downloads)"
# The sizes the documents state, for .ci/figures.py to check them (where Python is at hand).
if command -v python3 >/dev/null 2>&1; then
    python3 "$root/.ci/figures.py" record playground \
        "wasm.bytes=$(wc -c <"$dist/goo-badge.wasm")" \
        "element.bytes=$raw" "download.bytes=$packed" >/dev/null
fi
echo "built $dist (serve it: python3 -m http.server -d $dist)"
