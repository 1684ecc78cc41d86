#!/usr/bin/env bash
# End-to-end test of the exports, through the real binary and real file writes:
# - `export svg` and `export svg --animated` parse as XML (python3) and render to non-empty
#   PNGs with rsvg-convert (Debian: librsvg2-bin);
# - `export cast` is valid asciicast v2: a JSON header with version 2 and the terminal size,
#   then `[time, "o", text]` events with times that never go back;
# - pixels (Tests/e2e/svg_pixels.py, rendered with rsvg-convert): in every checked keyframe of the
#   animated SVG (each keyframe's values set in place, as SMIL shows it) nothing is drawn outside
#   the phone, so the card never covers the caption nor hangs below; the card is hidden while it is
#   off screen and in the phone at the end; the still SVG carries the key and its frame list; the
#   dark theme's page is dark; --scale 2 doubles the caption's type;
# - the same scene writes byte-identical files twice.
# Usage: Tests/e2e/exports.sh [path/to/proscenium]
set -u

BIN=${1:-.build/debug/proscenium}
for tool in rsvg-convert python3; do
    if ! command -v "$tool" >/dev/null 2>&1; then
        echo "exports.sh: $tool is not installed (make test-deps installs it)" >&2
        exit 2
    fi
done
if [ ! -x "$BIN" ]; then
    echo "exports.sh: no executable at $BIN (build first, or pass its path)" >&2
    exit 2
fi

DIR=$(mktemp -d "${TMPDIR:-/tmp}/proscenium-exports.XXXXXX")
trap 'rm -rf "$DIR"' EXIT
. "$(dirname "$0")/checks.sh"

write_scene() {
    cat > "$DIR/scene-$1" <<SCENE
set frame inset 30
set corner 12
animator bouncy
present
export svg "$DIR/$1/still.svg"
export svg "$DIR/$1/animated.svg" --animated
export svg "$DIR/$1/still-2x-dark.svg" --scale 2 --theme dark
export svg "$DIR/$1/animated-2x-dark.svg" --animated --scale 2 --theme dark
export cast "$DIR/$1/play.cast" --speed 0.5
SCENE
}

for run in one two; do
    mkdir -p "$DIR/$run"
    write_scene "$run"
    NO_COLOR=1 "$BIN" run --quiet --write-dir "$DIR" "$DIR/scene-$run" > "$DIR/$run.out" 2>&1
    echo $? > "$DIR/$run.status"
done

check "the scene runs without errors" grep -qx 0 "$DIR/one.status"
check "each export says where it went" test "$(grep -c '^wrote ' "$DIR/one.out")" = 5

is_xml() {
    python3 - "$1" <<'PY'
import sys, xml.etree.ElementTree as ET
root = ET.parse(sys.argv[1]).getroot()
assert root.tag == "{http://www.w3.org/2000/svg}svg", root.tag
assert root.find(".//{http://www.w3.org/2000/svg}rect") is not None
PY
}
renders() {
    rsvg-convert -o "$1.png" "$1" 2>"$1.err" && [ -s "$1.png" ] \
        && [ "$(head -c 8 "$1.png" | od -An -tx1 | tr -d ' \n')" = "89504e470d0a1a0a" ]
}
has_animations() { grep -q '<animate attributeName="y"' "$1"; }

for svg in still animated still-2x-dark animated-2x-dark; do
    check "$svg.svg parses as XML" is_xml "$DIR/one/$svg.svg"
    check "$svg.svg renders to a non-empty PNG" renders "$DIR/one/$svg.svg"
done
check "the animated SVG moves the presented view" has_animations "$DIR/one/animated.svg"
check "the still SVG names the views with their frames" grep -q 'presented *{30, 30, 315, 607}' "$DIR/one/still.svg"

PIXELS="$(dirname "$0")/svg_pixels.py"
mkdir -p "$DIR/work"
pixels() { python3 "$PIXELS" "$@" >>"$DIR/pixels.log" 2>&1; }
for svg in animated animated-2x-dark; do
    check "$svg.svg: the card stays in the phone and off the caption in every keyframe" \
        pixels animated "$DIR/one/$svg.svg" "$DIR/work"
done
for svg in still still-2x-dark; do
    check "$svg.svg: views stay in the phone; the key and frame list are there" pixels still "$DIR/one/$svg.svg" "$DIR/work"
done
check "the light page is white" pixels background "$DIR/one/still.svg.png" light
check "the dark page is dark" pixels background "$DIR/one/still-2x-dark.svg.png" dark
check "the dark animated page is dark" pixels background "$DIR/one/animated-2x-dark.svg.png" dark
doubles() {
    small=$(python3 "$PIXELS" ink "$DIR/one/still.svg.png") && large=$(python3 "$PIXELS" ink "$DIR/one/still-2x-dark.svg.png") \
        && [ $((large * 10)) -ge $((small * 17)) ]
}
check "--scale 2 draws the caption at least 1.7 times as tall" doubles
if [ "$failed" -gt 0 ]; then cat "$DIR/pixels.log" >&2; fi

is_cast() {
    python3 - "$1" <<'PY'
import json, sys
lines = open(sys.argv[1], encoding="utf-8").read().split("\n")
assert lines[-1] == "", "ends with a newline"
lines = lines[:-1]
header = json.loads(lines[0])
assert header["version"] == 2
assert isinstance(header["width"], int) and header["width"] > 0
assert isinstance(header["height"], int) and header["height"] > 0
assert len(lines) > 3, "has frames"
last = 0.0
for line in lines[1:]:
    event = json.loads(line)
    assert isinstance(event, list) and len(event) == 3
    time, kind, data = event
    assert isinstance(time, (int, float)) and time >= last, (time, last)
    assert kind == "o" and isinstance(data, str)
    last = time
assert "presented" in "".join(json.loads(l)[2] for l in lines[1:])
PY
}
check "the cast is valid asciicast v2" is_cast "$DIR/one/play.cast"

same() { cmp -s "$DIR/one/$1" "$DIR/two/$1"; }
for f in still.svg animated.svg still-2x-dark.svg animated-2x-dark.svg play.cast; do
    check "$f is the same on a second run" same "$f"
done

echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
