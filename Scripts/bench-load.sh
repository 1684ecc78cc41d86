#!/usr/bin/env bash
# What BENCHMARKS.md quotes for `load FILE.swift` (issue 12): the time to load the 155-line card
# fixture cold (rewrite, swiftc, link) and cached (nothing compiled), and the time per command
# once loaded (a round trip to the stage) against the same commands in the playground's own
# controller. A benchmark, not a test: it prints figures and checks nothing.
# Usage: Scripts/bench-load.sh [path/to/proscenium]   (needs swiftc on PATH)
set -eu
BIN=${1:-.build/release/proscenium}
REPO=$(cd "$(dirname "$0")/.." && pwd)
FIXTURE=$REPO/Tests/ProsceniumUIKitTests/Fixtures/CardOverlay.swift
DIR=$(mktemp -d "${TMPDIR:-/tmp}/proscenium-bench-load.XXXXXX")
trap 'rm -rf "$DIR"' EXIT
export XDG_STATE_HOME=$DIR/state
now() { date +%s.%N; }
elapsed() { echo "$2 - $1" | bc -l; }

echo "load $FIXTURE" > "$DIR/load.scene"
echo "fixture: $(wc -l < "$FIXTURE") lines"
for i in 1 2 3; do
    rm -rf "$XDG_STATE_HOME"
    t0=$(now); "$BIN" run --quiet "$DIR/load.scene"; t1=$(now)
    printf 'cold load (rewrite, compile, link, start): %.3f s\n' "$(elapsed "$t0" "$t1")"
done
for i in 1 2 3; do
    t0=$(now); "$BIN" run --quiet "$DIR/load.scene"; t1=$(now)
    printf 'cached load (whole run: start-up, rewrite, key, start the stage): %.3f s\n' "$(elapsed "$t0" "$t1")"
done
t0=$(now); echo "reset" | "$BIN" run --quiet -; t1=$(now)
printf 'the same run without load, for reference: %.3f s\n' "$(elapsed "$t0" "$t1")"

N=${N:-1000}
{ for _ in $(seq "$N"); do echo "present"; echo "dismiss"; done; } > "$DIR/commands.scene"
{ echo "load $FIXTURE"; cat "$DIR/commands.scene"; } > "$DIR/loaded.scene"
{ echo "set frame inset 30"; echo "animator bouncy"; cat "$DIR/commands.scene"; } > "$DIR/own.scene"
t0=$(now); "$BIN" run --quiet "$DIR/loaded.scene"; t1=$(now)
t2=$(now); "$BIN" run --quiet "$DIR/load.scene"; t3=$(now)
t4=$(now); "$BIN" run --quiet "$DIR/own.scene"; t5=$(now)
loaded=$(echo "($(elapsed "$t0" "$t1") - $(elapsed "$t2" "$t3")) / (2 * $N) * 1000" | bc -l)
own=$(echo "$(elapsed "$t4" "$t5") / (2 * $N) * 1000" | bc -l)
printf 'per command after loading (present/dismiss x %d, the load subtracted): %.3f ms\n' "$N" "$loaded"
printf 'per command in the playground'"'"'s own controller, same commands: %.3f ms\n' "$own"

# The same in transcript mode: the screen and trace drawn after every command (in the stage for
# loaded code, sent back as text).
t0=$(now); "$BIN" run "$DIR/loaded.scene" > /dev/null; t1=$(now)
t2=$(now); "$BIN" run "$DIR/load.scene" > /dev/null; t3=$(now)
t4=$(now); "$BIN" run "$DIR/own.scene" > /dev/null; t5=$(now)
loaded=$(echo "($(elapsed "$t0" "$t1") - $(elapsed "$t2" "$t3")) / (2 * $N) * 1000" | bc -l)
own=$(echo "$(elapsed "$t4" "$t5") / (2 * $N) * 1000" | bc -l)
printf 'per command drawn (transcript), after loading: %.3f ms; in the playground'"'"'s own controller: %.3f ms\n' \
    "$loaded" "$own"
