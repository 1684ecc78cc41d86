#!/usr/bin/env bash
# Measures what docs/load-design.md quotes: compiling a fixture against the library with swiftc,
# rewriting iOS source with swift-syntax, and a child process's cost per command.
# Usage (from the repository, after `swift build --build-tests`): bash docs/load-prototype/measure.sh
set -euo pipefail
repo=$(cd "$(dirname "$0")/../.." && pwd)
proto="$repo/docs/load-prototype"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
build="$repo/.build/debug"
fixture="$repo/Tests/ProsceniumUIKitTests/Fixtures/CardOverlay.swift"

# One shared library from the objects SwiftPM built (the phase-2 product would be a .dynamic one).
swiftc -emit-library -o "$work/libProsceniumUIKit.so" \
    "$build"/PresentationKit.build/*.o "$build"/ProsceniumUIKit.build/*.o "$build"/UIKit.build/*.o
link=(-I "$build/Modules" -L "$work" -lProsceniumUIKit -Xlinker -rpath -Xlinker "$work")
mkdir -p "$work/stage"
cp "$proto/stage/main.swift" "$work/stage/main.swift"
wc -l "$fixture"
for i in 1 2 3; do /usr/bin/time -f "typecheck %es" swiftc -typecheck -I "$build/Modules" "$fixture" "$work/stage/main.swift"; done
for i in 1 2 3; do /usr/bin/time -f "compile+link -Onone %es" swiftc -Onone "${link[@]}" "$fixture" "$work/stage/main.swift" -o "$work/child"; done
for i in 1 2; do /usr/bin/time -f "compile+link -O %es" swiftc -O "${link[@]}" "$fixture" "$work/stage/main.swift" -o "$work/child-O"; done
python3 "$proto/stage/parent.py" 1 "$work/child"
python3 "$proto/stage/parent.py" 2000 "$work/child"

# The rewriter: swift-syntax from the local mirror (the first build takes minutes).
(cd "$proto/rewriter" && /usr/bin/time -f "rewriter build %es" swift build 2>&1 | tail -1)
rewrite="$proto/rewriter/.build/debug/rewrite"
"$rewrite" TapSource.swift <"$proto/stage/TapSource.swift" >"$work/TapRewritten.swift"
"$rewrite" CardOverlay.swift <"$fixture" >/dev/null
swiftc -typecheck -I "$build/Modules" "$fixture" "$work/TapRewritten.swift" && echo "rewritten tap source typechecks"
