#!/usr/bin/env bash
# End-to-end test of output measured for the window: at 80x24 and 120x40, after each of the
# brief's commands, `explain`, a CJK drawing and every step of lesson 5 in Chinese, no screen line
# is wrapped by the terminal (`capture-pane -J` equals `capture-pane`, trailing spaces aside).
# `code` is checked too: its Swift is broken where Swift allows, never inside a name (issue 36).
# `trace --mermaid` is left out on purpose: it prints a diagram's source to copy, unwrapped.
# Usage: Tests/e2e/width.sh [path/to/proscenium]
set -u

BIN=${1:-.build/debug/proscenium}
. "$(dirname "$0")/lib.sh"

# PAGER=cat: this test reads long output (explain, trace, help) off the screen, not through a pager.
# start_sized NAME COLUMNS ROWS [ARGS...]: as `start`, in a window of the given size.
start_sized() {
    local name=$1 columns=$2 rows=$3
    shift 3
    t new-session -d -s "$name" -x "$columns" -y "$rows" -- bash -c \
        'state=$1; bin=$2; shift 2; env -u EDITRC -u LC_ALL -u LC_CTYPE HOME="$state" XDG_STATE_HOME="$state" NO_COLOR=1 LANG=C.UTF-8 PAGER=cat "$bin" "$@"; echo "exit=$?"; sleep 60' \
        _ "$STATE" "$BIN" "$@"
    [ -n "$SOCKET_PATH" ] || SOCKET_PATH=$(t display-message -p '#{socket_path}' 2>/dev/null)
}
# A link the terminal wraps is the one exception: it is printed whole (as `code` is), on a line of
# its own, so that it is never broken by a newline inside it; every other line fits.
unwrapped() {
    python3 - "$(t capture-pane -p -S -2000 -t "$1" | sed 's/ *$//')" "$(t capture-pane -p -J -S -2000 -t "$1" | sed 's/ *$//')" <<'PY'
import sys
plain, joined = sys.argv[1].split("\n"), sys.argv[2].split("\n")
p = 0
for line in joined:
    if p < len(plain) and plain[p] == line:
        p += 1
        continue
    if not line.startswith(("https://", "http://")):
        sys.exit(1)
    whole = ""
    while p < len(plain) and len(whole) < len(line):
        whole += plain[p]
        p += 1
    if whole != line:
        sys.exit(1)
sys.exit(0 if p == len(plain) else 1)
PY
}
prompt_count() { t capture-pane -p -S -2000 -t "$1" | grep -c '^proscenium>'; }
# run NAME LINE: types LINE, waits for the next prompt, and checks nothing wrapped.
run() {
    local before
    before=$(prompt_count "$1")
    keys "$1" -l "$2"
    keys "$1" Enter
    wait_until eval '[ "$(prompt_count '"$1"')" -gt "$before" ]'
    report "$3: \`$2\` wraps no line" "$1" unwrapped "$1"
}

# E2E_SHARD=1/3 takes the 80x24 window, 2/3 the 120x40 one, 3/3 the demos (run-all.sh runs them
# side by side); without it, all three.
SIZES="80x24 120x40"
case "${E2E_SHARD:-}" in
    1/3) SIZES=80x24 ;;
    2/3) SIZES=120x40 ;;
    3/3) SIZES= ;;
esac
for size in $SIZES; do
    name=w$size
    start_sized "$name" "${size%x*}" "${size#*x}"
    wait_until eval '[ "$(t capture-pane -p -t "$name" | sed "s/[[:space:]]*$//" | sed "/^$/d" | tail -n 1)" = "proscenium>" ]'
    report "$size: the start-up line wraps no line" "$name" unwrapped "$name"
    for line in 'set frame inset 30' 'animator bouncy' 'code' 'present' 'rotate' 'cancel at 0.5' 'explain' \
        'scrub 0.3' 'trace' 'help' 'reset' \
        'set content "文件已成功上传到服务器，并已与团队中的每个人共享 ✅"' 'set frame inset 30' 'present' \
        'lesson 5 zh' 'next' 'skip' 'skip' 'skip' 'skip' 'skip' 'skip'; do
        run "$name" "$line" "$size"
    done
    # Every step's text of every English lesson: each lesson from its start, skipped step by step.
    for lesson in 0:7 1:8 2:8 3:7 4:8 5:7; do
        run "$name" "lesson ${lesson%:*}" "$size"
        for _ in $(seq "${lesson#*:}"); do run "$name" "skip" "$size"; done
    done
done

# Every #pause of every shipped demo at 80x24: the screen the audience sees wraps no line.
DEMOS="$(cd "$(dirname "$0")/../.." && pwd)/demos"
case "${E2E_SHARD:-}" in 1/3 | 2/3) DEMOS=/nonexistent ;; esac
for demo in "$DEMOS"/*.demo; do
    [ -f "$demo" ] || continue
    d=demo$(basename "$demo" .demo | tr -cd '0-9a-z')
    t new-session -d -s "$d" -x 80 -y 24 -- env -u EDITRC -u LC_ALL -u LC_CTYPE HOME="$STATE" XDG_STATE_HOME="$STATE" \
        NO_COLOR=1 LANG=C.UTF-8 bash -c '"$1" demo --auto --speed 300 "$2"; echo "exit=$?"; sleep 30' _ "$BIN" "$demo"
    pauses=0
    while wait_until eval 't capture-pane -p -t '"$d"' | grep -qE "paused · any key goes on|^exit="'; do
        t capture-pane -p -t "$d" | grep -q '^exit=' && break
        pauses=$((pauses + 1))
        report "$(basename "$demo") pause $pauses at 80x24: no line wraps" "$d" eval \
            '[ "$(t capture-pane -p -t '"$d"' | sed "s/ *$//")" = "$(t capture-pane -p -J -t '"$d"' | sed "s/ *$//")" ]'
        keys "$d" x
        wait_until eval '! t capture-pane -p -t '"$d"' | grep -q "paused · any key goes on"'
    done
    check "$(basename "$demo") played to its end ($pauses pauses)" eval 't capture-pane -p -t '"$d"' | grep -q "^exit=0"'
done
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
