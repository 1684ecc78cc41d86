#!/usr/bin/env bash
# End-to-end test of what reaches the screen at the prompt, at 80x24 and 120x40 (issue 13, "a
# drawing that uses the room"): the brief's five commands are typed into the real prompt in a
# tmux pane of that size, and after each one no screen line wraps (`capture-pane -J`, which joins
# wrapped lines, gives the same lines as `capture-pane`); after `present` and `rotate` the header,
# the drawing's top and bottom borders and the prompt are all on the visible screen, in that order.
# Usage: Tests/e2e/fit.sh [path/to/proscenium]
set -u

BIN=${1:-.build/debug/proscenium}
. "$(dirname "$0")/lib.sh"

# start_at NAME COLUMNS ROWS: as lib.sh's start, in a pane of the given size.
start_at() {
    local name=$1 columns=$2 rows=$3
    t new-session -d -s "$name" -x "$columns" -y "$rows" -- bash -c \
        'state=$1; bin=$2; env -u EDITRC -u LC_ALL -u LC_CTYPE HOME="$state" XDG_STATE_HOME="$state" NO_COLOR=1 LANG=C.UTF-8 "$bin"; echo "exit=$?"; sleep 60' \
        _ "$STATE" "$BIN"
    [ -n "$SOCKET_PATH" ] || SOCKET_PATH=$(t display-message -p '#{socket_path}' 2>/dev/null)
}

# The visible pane only (no scrollback), trailing blanks dropped: -J keeps them, plain does not.
visible() { t capture-pane -p -t "$1" 2>/dev/null | sed 's/[[:space:]]*$//'; }
visible_joined() { t capture-pane -p -J -t "$1" 2>/dev/null | sed 's/[[:space:]]*$//'; }
# Every prompt line the session printed so far, scrollback included.
prompts() { t capture-pane -p -J -S - -t "$1" 2>/dev/null | grep -c '^proscenium>'; }
last_line() { visible "$1" | sed '/^$/d' | tail -n 1; }

no_line_wraps() { [ "$(visible "$1")" = "$(visible_joined "$1")" ]; }

# The header, then the drawing's top border, then its bottom border, then a bare prompt as the last
# line: all on the visible screen.
whole_drawing_on_screen() {
    visible "$1" | awk '
        /^iPhone SE · iOS 26 · / { header = NR }
        header && !top && /^┌/ { top = NR }
        top && !bottom && /^└/ { bottom = NR }
        { last = $0 }
        END { exit !(header && top && bottom && last == "proscenium>") }'
}

# run_line SESSION LINE: types LINE and waits for the next prompt.
run_line() {
    local before
    before=$(prompts "$1")
    keys "$1" -l "$2"
    keys "$1" Enter
    # The session's name is spliced in: inside wait_until, $1 would be `eval`.
    wait_until eval '[ "$(prompts '"$1"')" -gt "$before" ] && [ "$(last_line '"$1"')" = "proscenium>" ]'
}

passed=0
failed=0
for size in 80x24 120x40; do
    name="fit${size%x*}"
    start_at "$name" "${size%x*}" "${size#*x}"
    wait_until eval '[ "$(last_line "$name")" = "proscenium>" ]'
    # The start-up line is not one of the five commands (and is the width work's to fit): Ctrl-L
    # (libedit's clear-screen) leaves only the prompt, and the scrollback goes too.
    keys "$name" C-l
    wait_until eval '[ "$(visible "$name" | sed "/^$/d")" = "proscenium>" ]'
    t clear-history -t "$name"
    for line in "set frame inset 30" "animator bouncy" "present" "rotate" "cancel at 0.5"; do
        run_line "$name" "$line"
        report "$size, $line: no line wraps" "$name" no_line_wraps "$name"
        case "$line" in
        present | rotate)
            report "$size, $line: header, whole drawing and prompt on screen" "$name" whole_drawing_on_screen "$name"
            ;;
        esac
    done
    keys "$name" C-d
    wait_until eval 'visible "$name" | grep -q "exit="'
done

echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
