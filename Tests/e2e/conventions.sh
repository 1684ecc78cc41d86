#!/usr/bin/env bash
# End-to-end test of the Unix conventions the front end follows (ProsceniumFrontEnd):
# colour (--color, NO_COLOR, CLICOLOR_FORCE/FORCE_COLOR, TERM=dumb), the width of piped output
# (--width, then COLUMNS, then 80), and a misspelt subcommand (git's and cargo's did-you-mean).
# Usage: Tests/e2e/conventions.sh [path/to/proscenium]
set -u
BIN=${1:-.build/debug/proscenium}
if [ ! -x "$BIN" ]; then
    echo "conventions.sh: no executable at $BIN (build first, or pass its path)" >&2
    exit 2
fi
DIR=$(mktemp -d "${TMPDIR:-/tmp}/proscenium-conv.XXXXXX")
trap 'rm -rf "$DIR"' EXIT
. "$(dirname "$0")/checks.sh"
export XDG_STATE_HOME=$DIR/state
unset NO_COLOR CLICOLOR_FORCE FORCE_COLOR COLUMNS
printf 'present\n' > "$DIR/f.scene"
esc=$'\033'
has_escape() { grep -q "$esc" "$1"; }
widest() { awk '{ if (length > w) w = length } END { print w }' "$1"; }
on_a_terminal() { TERM=$1 script -qec "$BIN run -" /dev/null < "$DIR/f.scene" > "$DIR/out" 2>&1; }

on_a_terminal xterm
check "on a terminal, colour" has_escape "$DIR/out"
on_a_terminal dumb
check "TERM=dumb: no escape sequence" sh -c "! grep -q '$esc' '$DIR/out'"
NO_COLOR=1 TERM=xterm script -qec "$BIN run -" /dev/null < "$DIR/f.scene" > "$DIR/out" 2>&1
check "NO_COLOR: no escape sequence on a terminal" sh -c "! grep -q '$esc' '$DIR/out'"
"$BIN" run --color=always - < "$DIR/f.scene" | cat > "$DIR/out"
check "--color=always keeps them through a pipe" has_escape "$DIR/out"
FORCE_COLOR=1 "$BIN" run - < "$DIR/f.scene" > "$DIR/out"
check "FORCE_COLOR colours a pipe" has_escape "$DIR/out"
CLICOLOR_FORCE=1 "$BIN" run - < "$DIR/f.scene" > "$DIR/out"
check "CLICOLOR_FORCE colours a pipe" has_escape "$DIR/out"
NO_COLOR=1 FORCE_COLOR=1 "$BIN" run - < "$DIR/f.scene" > "$DIR/out"
check "NO_COLOR beats FORCE_COLOR" sh -c "! grep -q '$esc' '$DIR/out'"
TERM=xterm script -qec "$BIN run --color=never -" /dev/null < "$DIR/f.scene" > "$DIR/out" 2>&1
check "--color=never on a terminal: none" sh -c "! grep -q '$esc' '$DIR/out'"
"$BIN" run --color=sometimes - < "$DIR/f.scene" > "$DIR/out" 2>&1
check "--color=sometimes is a usage error naming the choices" grep -q "always" "$DIR/out"

"$BIN" run - < "$DIR/f.scene" > "$DIR/p80"
COLUMNS=140 "$BIN" run - < "$DIR/f.scene" > "$DIR/p140"
COLUMNS=140 "$BIN" run --width 100 - < "$DIR/f.scene" > "$DIR/p100"
check "piped output is drawn in COLUMNS when set" test "$(widest "$DIR/p140")" -gt "$(widest "$DIR/p80")"
check "--width beats COLUMNS" test "$(widest "$DIR/p100")" -lt "$(widest "$DIR/p140")"
COLUMNS=wide "$BIN" run - < "$DIR/f.scene" > "$DIR/pw"
check "a COLUMNS that is no number is ignored (80)" cmp -s "$DIR/p80" "$DIR/pw"

"$BIN" rnu x.scene > "$DIR/out" 2>&1
code=$?
check "a misspelt subcommand exits 64" test "$code" -eq 64
check "… naming the one meant" grep -qF "did you mean 'run'?" "$DIR/out"
"$BIN" xyzzy > "$DIR/out" 2>&1
check "a word far from any lists the subcommands" grep -qF "the subcommands are" "$DIR/out"
"$BIN" run "$DIR/f.scene" > /dev/null
check "a real subcommand still runs" test $? -eq 0

echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
