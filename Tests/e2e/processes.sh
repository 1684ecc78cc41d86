#!/usr/bin/env bash
# End-to-end test of the stage's boundaries (issue 27), with the real swiftc: user code that
# prints the protocol's reply marker cannot fake a reply (replies have a pipe of their own); 8 MB
# printed with no newline is read in linear time, well inside the time limit; processes the
# user's code starts (one leaves the group with setsid) end with the stage, when a script ends,
# at `unload`, and when the prompt's terminal is closed; time suspended with Ctrl-Z is not
# counted against the time limit; closing the terminal during a compile ends the compiler; a
# daemon the prompt adopted from its pager (not the user's code) outlives unload and quit; and
# `kill -9` of the prompt ends them too (issue 38), by the guardian it starts beside them.
# Usage: Tests/e2e/processes.sh [path/to/proscenium]
set -u

BIN=${1:-.build/debug/proscenium}
. "$(dirname "$0")/lib.sh"
if ! command -v swiftc >/dev/null 2>&1; then
    echo "processes.sh: swiftc is not on PATH" >&2
    exit 2
fi
HERE=$(cd "$(dirname "$0")/processes" && pwd)
export XDG_STATE_HOME=$STATE
passed=0
failed=0
cd "$STATE" || exit 2

check_that() {
    local name=$1
    shift
    if "$@"; then
        echo "ok - $name"
        passed=$((passed + 1))
    else
        echo "not ok - $name"
        failed=$((failed + 1))
    fi
}
# E2E_SHARD=1/2 (run-all.sh's `processes.sh@1/2`): forged replies, the flood, what the user's code
# started at a script's end, at unload and when the terminal closes; 2/2: a pager's daemon, Ctrl-Z,
# a compile ended, kill -9. The second share loads a copy of Hostile.swift whose sleeps have other
# numbers, so the two shares can run side by side without seeing each other's processes.
HOSTILE=$HERE/Hostile.swift
SLEEPS=312
case "${E2E_SHARD:-}" in
    "") FIRST=true SECOND=true ;;
    1/2) FIRST=true SECOND=false ;;
    2/2)
        FIRST=false SECOND=true
        mkdir -p "$STATE/second"
        HOSTILE=$STATE/second/Hostile.swift
        SLEEPS=314
        sed 's/sleep 312\([78]\)/sleep 314\1/' "$HERE/Hostile.swift" >"$HOSTILE"
        ;;
    *)
        echo "processes.sh: E2E_SHARD must be 1/2 or 2/2" >&2
        exit 2
        ;;
esac
# The sleeps Hostile.swift starts; none may be left.
leftovers() { pgrep -f "sleep $SLEEPS[78]" >/dev/null; }
none_left() { wait_until eval '! leftovers'; }
pkill_leftovers() { pgrep -f "sleep $SLEEPS[78]" | while read -r p; do kill "$p"; done; }
pkill_leftovers

if $FIRST; then
cat >forged.scene <<SCENE
load $HOSTILE
present
expect phase == presented
expect presented.superview == container
state
SCENE
"$BIN" run forged.scene >forged.out 2>&1
forged_status=$?
check_that "printed reply markers are shown as text, not taken for replies" \
    grep -qF 'P {"expect":false,"actual":"forged"}' forged.out
check_that "every expect after them holds (status 0)" eval '[ "$forged_status" -eq 0 ] && ! grep -q "✗" forged.out'
check_that "state shows the presented phase, not the forged one" eval 'grep -q "· presented ·" forged.out'

# Issue 38, item 1: code that writes forged replies to descriptor 3 itself. Each reply is signed
# with a secret the code never sees, so the forgery fails the command instead of passing four
# expectations that a real run fails.
cat >forge.scene <<SCENE
present
expect phase == presented
expect presented.superview == nil
expect presented.frame == 0 0 1 1
expect phase == dismissing
SCENE
"$BIN" check --load "$HERE/Forge.swift" forge.scene >forge.out 2>&1
forge_status=$?
check_that "forged replies on descriptor 3 fail the check (status $forge_status)" eval \
    '[ "$forge_status" -eq 1 ] && grep -q "wrote to the stage.s reply channel" forge.out && ! grep -q "0 failed" forge.out'

cat >spawn.scene <<SCENE
load $HOSTILE
present
rotate
SCENE
"$BIN" run spawn.scene >spawn.out 2>&1
check_that "processes the user's code started end when the script ends" none_left

cat >flood.scene <<SCENE
load $HOSTILE
present
dismiss
expect phase == idle
SCENE
SECONDS=0
# What this checks is that the output is read to its end and cut to a screenful (issue 37 §4: it
# used to arrive whole, 8 MB on the terminal); the 5 s limit per command is the time limit's own
# check, and on a loaded 2-core machine (five scripts and a build side by side) 8 MB through the
# pipe once took longer, so the limit here is wider.
PROSCENIUM_LOAD_TIME_LIMIT=30 "$BIN" run flood.scene >flood.out 2>&1
flood_status=$?
check_that "8 MB printed with no newline is read and cut to a screenful, within the time limit ($SECONDS s)" eval \
    '[ "$flood_status" -eq 0 ] && ! grep -q "stopped your code" flood.out && [ "$(wc -c <flood.out)" -lt 20000 ] &&
     grep -q "8000 KB more from your code.s standard output" flood.out'
if [ "$flood_status" -ne 0 ] || grep -q "stopped your code" flood.out; then
    echo "# status $flood_status, $(wc -c <flood.out) bytes; its last lines, cut at 200 columns:"
    cut -c1-200 flood.out | tail -5 | sed 's/^/# /'
fi

start prompt
wait_until prompt_is prompt "proscenium>"
keys prompt -l "load $HOSTILE"
keys prompt Enter
wait_until shows prompt "loaded HostileDelegate"
keys prompt -l "present"
keys prompt Enter
keys prompt -l "rotate"
keys prompt Enter
wait_until leftovers
keys prompt -l "unload"
keys prompt Enter
report "unload ends what the user's code started" prompt none_left
keys prompt -l "load $HOSTILE"
keys prompt Enter
keys prompt -l "present"
keys prompt Enter
keys prompt -l "rotate"
keys prompt Enter
wait_until leftovers
t kill-session -t prompt
report "closing the terminal ends what the user's code started" prompt none_left

fi
if $SECOND; then
# A daemon another child of the prompt left (a pager's here; an $EDITOR's could) is adopted by
# the prompt as the user's orphans are, but it is not the user's code: unload and quit leave it.
cat >"$STATE/daemon-pager" <<'SH'
#!/bin/sh
( setsid sleep 3130 >/dev/null 2>&1 & )
cat >/dev/null
SH
chmod +x "$STATE/daemon-pager"
pager_daemon() { pgrep -f 'sleep 3130' >/dev/null; }
pgrep -f 'sleep 3130' | while read -r p; do kill "$p"; done
t new-session -d -s pager -x 100 -y 30 -- env -u EDITRC -u LC_ALL -u LC_CTYPE HOME="$STATE" \
    XDG_STATE_HOME="$STATE" NO_COLOR=1 LANG=C.UTF-8 PAGER="$STATE/daemon-pager" "$BIN"
wait_until prompt_is pager "proscenium>"
keys pager -l "load $HOSTILE"
keys pager Enter
wait_until shows pager "loaded HostileDelegate"
keys pager -l "help"
keys pager Enter
report "the pager left a daemon" pager pager_daemon
# Adopted by the prompt (a subreaper since the load), so the sweep sees it among its children.
adopted() {
    local p parent
    p=$(pgrep -f 'sleep 3130' | head -n 1)
    parent=$(ps -o ppid= -p "$p" | tr -d ' ')
    [ -n "$parent" ] && ps -o comm= -p "$parent" | grep -q proscenium
}
report "the prompt adopted it" pager adopted
keys pager -l "present"
keys pager Enter
keys pager -l "rotate"
keys pager Enter
wait_until leftovers
keys pager -l "unload"
keys pager Enter
report "unload ends what the user's code started, a pager's daemon aside" pager none_left
sleep 0.5
check_that "unload leaves running the daemon the prompt adopted from its pager" pager_daemon
keys pager -l "quit"
keys pager Enter
sleep 1
check_that "quitting leaves it running too" pager_daemon
t kill-session -t pager
pgrep -f 'sleep 3130' | while read -r p; do kill "$p"; done

# Suspended past the limit and resumed: the 2–3 s command still finishes within its 5 s. A shell
# with job control, as a user has, so Ctrl-Z stops the prompt and `fg` resumes it.
t new-session -d -s slow -x 100 -y 30 -- env -u EDITRC -u LC_ALL -u LC_CTYPE HOME="$STATE" \
    XDG_STATE_HOME="$STATE" NO_COLOR=1 LANG=C.UTF-8 PROSCENIUM_LOAD_TIME_LIMIT=5 PS1='$ ' \
    bash --norc --noprofile -i
keys slow -l "$BIN"
keys slow Enter
wait_until prompt_is slow "proscenium>"
keys slow -l "load $HERE/Slow.swift"
keys slow Enter
wait_until shows slow "loaded SlowDelegate"
keys slow -l "present"
keys slow Enter
sleep 0.5
keys slow C-z
wait_until shows slow "Stopped"
sleep 6
keys slow -l "fg"
keys slow Enter
report "time suspended with Ctrl-Z does not count against the limit" slow eval \
    'shows slow "· presented ·" && ! shows slow "ran longer"'

# Closing the terminal during a compile ends the compiler (a file that takes a minute to build).
python3 - "$STATE/Big.swift" <<'PY'
import sys
lines = ["import UIKit", "final class BigDelegate: NSObject, UIViewControllerTransitioningDelegate {}"]
for i in range(6000):
    lines.append(f"func f{i}(_ x: Int) -> Int {{ [x, {i}, x * 2].map {{ $0 * 3 + 1 }}.reduce(0, +) &+ {i} }}")
open(sys.argv[1], "w").write("\n".join(lines) + "\n")
PY
compiling() { pgrep -f "swift-frontend.*$STATE" >/dev/null; }
start compile
wait_until prompt_is compile "proscenium>"
keys compile -l "load $STATE/Big.swift"
keys compile Enter
# The loader reads the file first (seconds for 6,000 functions in a debug build).
TIMEOUT=90 report "the compile is under way" compile compiling
t kill-session -t compile
report "closing the terminal during a compile ends the compiler" compile eval '! compiling'

# Issue 38, item 4: `kill -9` of the prompt, which no handler of its own sees, during a present
# and during a compile: its guardian ends the stage, the compiler and the user's daemons.
prompt_pid() {
    local pane
    pane=$(t display-message -p -t "$1" '#{pane_pid}')
    pgrep -P "$pane" -f proscenium | head -n 1
}
# Outside tmux (a terminal's hang-up could end the daemons by itself): input from a FIFO kept open.
mkfifo "$STATE/killed.in"
# Opened for reading and writing, so neither side waits for the other to open it.
exec 7<>"$STATE/killed.in"
env HOME="$STATE" XDG_STATE_HOME="$STATE" NO_COLOR=1 "$BIN" <"$STATE/killed.in" >"$STATE/killed.out" 2>&1 &
killed_pid=$!
printf 'load %s\npresent\nrotate\n' "$HOSTILE" >&7
TIMEOUT=60 wait_until leftovers
{ kill -9 "$killed_pid" && wait "$killed_pid"; } 2>/dev/null
exec 7>&-
wait_until eval '! leftovers'
check_that "kill -9 of the prompt ends what the user's code started, setsid too" eval '! leftovers'
pkill_leftovers
# A smaller file than Big.swift: the compile need only be under way when the prompt is killed.
python3 - "$STATE/Killed.swift" <<'PY'
import sys
lines = ["import UIKit", "final class KilledDelegate: NSObject, UIViewControllerTransitioningDelegate {}"]
for i in range(800):
    lines.append(f"func k{i}(_ x: Int) -> Int {{ [x, {i}, x * 2].map {{ $0 * 3 + 1 }}.reduce(0, +) &+ {i} }}")
open(sys.argv[1], "w").write("\n".join(lines) + "\n")
PY
start killed2
wait_until prompt_is killed2 "proscenium>"
keys killed2 -l "load $STATE/Killed.swift"
keys killed2 Enter
TIMEOUT=90 wait_until compiling
kill -9 "$(prompt_pid killed2)"
report "kill -9 of the prompt during a compile ends the compiler" killed2 eval '! compiling'
t kill-session -t killed2

fi
pkill_leftovers
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
