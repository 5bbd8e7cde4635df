#!/usr/bin/env bash
# Builds the browser playground: the library and the export layer (Playground/Sources) compiled
# with Embedded Swift for wasm32, linked with the toolchain's wasm-ld against Debian's wasi-libc
# (libm and malloc), and one self-contained page, Playground/dist/goo-playground.html, with the
# CSS, the JS module and the wasm (base64) inline, so it opens from disk.
#
#   Playground/build.sh                        the page
#   Playground/build.sh --library-only TARGET  compile the library alone for an Embedded TARGET
#                                              (no link), e.g. armv7em-none-none-eabi
#
# Needs only the Swift toolchain on PATH and wasi-libc (installed with apt-get when missing).
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

# Embedded Swift, whole module; Extern for the libm declarations in Values/Math.swift (and the
# WASI clock import of the export layer); -Osize because the module travels inside the page.
embedded=(
    -enable-experimental-feature Embedded -enable-experimental-feature Extern
    -wmo -parse-as-library -Osize -swift-version 6
)

if [ "${1:-}" = "--library-only" ]; then
    target=${2:?"usage: build.sh --library-only TARGET"}
    scratch=$(mktemp -d)
    trap 'rm -rf "$scratch"' EXIT
    "$swiftc" -target "$target" "${embedded[@]}" -module-name GooGeometry \
        -c "${library[@]}" -o "$scratch/GooGeometry.o"
    echo "GooGeometry compiles for $target (Embedded Swift, not linked)"
    exit 0
fi

wasi=/usr/lib/wasm32-wasi
if [ ! -f "$wasi/libc.a" ]; then
    echo "build.sh: installing wasi-libc"
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq wasi-libc >/dev/null
fi

build="$here/.build"
dist="$here/dist"
web="$here/web"
mkdir -p "$build" "$dist"

wasm32=(-target wasm32-unknown-none-wasm "${embedded[@]}"
    # wasi-libc has no stack protector runtime, and wasm needs none: return addresses live on
    # the engine's own stack, out of reach of the linear memory a canary would guard.
    -Xfrontend -disable-stack-protector)

"$swiftc" "${wasm32[@]}" -module-name GooGeometry \
    -emit-module -emit-module-path "$build/GooGeometry.swiftmodule" \
    -c "${library[@]}" -o "$build/GooGeometry.o"
"$swiftc" "${wasm32[@]}" -module-name GooPlayground -I "$build" \
    -c "$here"/Sources/*.swift -o "$build/GooPlayground.o"

# Export exactly the @_cdecl functions, named once in the Swift sources.
mapfile -t exports < <(grep -ho '@_cdecl("[a-z_]*")' "$here"/Sources/*.swift |
    sed 's/@_cdecl("\(.*\)")/--export=\1/')
# A WASI reactor (crt1-reactor.o): no main; the page calls _initialize, then the exports.
# A 1 MiB stack: a GooPath is 4.5 KiB (520 coordinates inline), and the general outline builder holds
# several with its pieces; wasm-ld's default 64 KiB overflowed into the heap.
"$wasm_ld" --no-entry "${exports[@]}" --gc-sections --strip-all -z stack-size=1048576 \
    "$wasi/crt1-reactor.o" "$build/GooGeometry.o" "$build/GooPlayground.o" "$wasi/libc.a" \
    -o "$build/goo-playground.wasm"

# The page: index.html with its stylesheet, script and wasm placeholder replaced by the files
# themselves. Each marker must be there exactly once, or the page would silently lack a part.
for marker in '<link rel="stylesheet" href="style.css">' \
    '<script type="module" src="playground.js"></script>' '<!-- goo-playground.wasm -->'; do
    if [ "$(grep -cF "$marker" "$web/index.html")" != 1 ]; then
        echo "build.sh: web/index.html must contain $marker exactly once" >&2
        exit 1
    fi
done
page="$dist/goo-playground.html"
while IFS= read -r line || [ -n "$line" ]; do
    case "$line" in
    *'<link rel="stylesheet" href="style.css">'*)
        printf '<style>\n'
        cat "$web/style.css"
        printf '</style>\n'
        ;;
    *'<script type="module" src="playground.js"></script>'*)
        printf '<script type="module">\n'
        cat "$web/playground.js"
        printf '</script>\n'
        ;;
    *'<!-- goo-playground.wasm -->'*)
        printf '<script type="application/wasm+base64" id="goo-wasm">'
        base64 -w0 "$build/goo-playground.wasm"
        printf '</script>\n'
        ;;
    *) printf '%s\n' "$line" ;;
    esac
done <"$web/index.html" >"$page.tmp"
mv "$page.tmp" "$page"

echo "wasm: $(wc -c <"$build/goo-playground.wasm") bytes ($build/goo-playground.wasm)"
echo "page: $(wc -c <"$page") bytes ($page)"
