#!/usr/bin/env bash
# End-to-end test of the interactive prompt: runs the real binary in a tmux
# pane (a real terminal, so libedit is in charge) and checks what the screen
# shows. Usage: Tests/e2e/prompt.sh [path/to/proscenium]
#
# Checks only the prompt line and the ^C marker, never command output, so it
# holds for the full program as well as for a stand-in.
# Waits poll the screen every 0.1 s (up to $E2E_TIMEOUT seconds) rather than
# sleeping, so a slow CI machine is not a failure and a fast one is not idle.
set -u

BIN=${1:-.build/debug/proscenium}
TIMEOUT=${E2E_TIMEOUT:-10}

if ! command -v tmux >/dev/null 2>&1; then
    echo "prompt.sh: tmux is not installed" >&2
    exit 2
fi
if [ ! -x "$BIN" ]; then
    echo "prompt.sh: no executable at $BIN (build first, or pass its path)" >&2
    exit 2
fi
# The panes do not start in our directory, so the path must be absolute.
BIN="$(cd "$(dirname "$BIN")" && pwd)/$(basename "$BIN")"

SOCKET="proscenium-e2e-$$"
STATE=$(mktemp -d "${TMPDIR:-/tmp}/proscenium-e2e.XXXXXX")
passed=0
failed=0

# Own server (-L), no user config (-f /dev/null), UTF-8 forced (-u) so that
# capture-pane does not replace non-ASCII characters with '_'.
t() { tmux -u -f /dev/null -L "$SOCKET" "$@"; }

# kill-server leaves the socket file behind; remove it too.
SOCKET_PATH=
cleanup() {
    t kill-server >/dev/null 2>&1
    [ -n "$SOCKET_PATH" ] && rm -f "$SOCKET_PATH"
    # A program killed mid-save may still be renaming its history file into
    # place, which makes the first attempt fail with "Directory not empty".
    rm -rf "$STATE" 2>/dev/null || { sleep 0.5; rm -rf "$STATE"; }
}
trap cleanup EXIT
trap 'exit 130' INT TERM

# Starts the binary in a new detached session named $1. HOME points at the
# temp dir too, so the user's ~/.editrc cannot change key bindings. bash (not
# sh) runs it: on Ctrl-C, dash would die while waiting for the program, but
# bash waits and only exits if the child died of the signal.
start() {
    t new-session -d -s "$1" -x 100 -y 30 -- bash -c \
        'env -u EDITRC -u LC_ALL -u LC_CTYPE HOME="$1" XDG_STATE_HOME="$1" NO_COLOR=1 LANG=C.UTF-8 "$2"; echo "exit=$?"; sleep 60' \
        _ "$STATE" "$BIN"
}

# Sends keys to session $1. Quiet, because once a session has died (a failed
# check already says so) every later send would complain.
keys() { t send-keys -t "$@" 2>/dev/null; }

screen() { t capture-pane -p -t "$1" 2>/dev/null; }

# The last line showing the prompt, i.e. the one being edited.
# capture-pane trims trailing blanks, so an empty prompt reads "proscenium>".
prompt_line() { screen "$1" | grep 'proscenium>' | tail -n 1; }

cursor_x() { t display-message -p -t "$1" '#{cursor_x}' 2>/dev/null; }

# wait_until CMD...: polls until CMD succeeds or the timeout passes.
wait_until() {
    local tries=$((TIMEOUT * 10))
    while [ "$tries" -gt 0 ]; do
        "$@" && return 0
        sleep 0.1
        tries=$((tries - 1))
    done
    return 1
}

prompt_is() { [ "$(prompt_line "$1")" = "$2" ]; }
prompt_and_cursor_are() { prompt_is "$1" "$2" && [ "$(cursor_x "$1")" = "$3" ]; }
# ^C on some line, and after it a prompt line reading exactly $2.
prompt_after_interrupt_is() {
    screen "$1" | awk -v want="$2" '
        /\^C/ { seen = 1; ok = 0; next }
        seen && $0 == want { ok = 1 }
        END { exit !ok }'
}

report() {
    local name=$1 session=$2
    shift 2
    if wait_until "$@"; then
        echo "ok - $name"
        passed=$((passed + 1))
    else
        echo "not ok - $name"
        failed=$((failed + 1))
        screen "$session" | sed -e '/^$/d' -e 's/^/#   /'
    fi
}

# First run: nothing in the history yet.
start one
SOCKET_PATH=$(t display-message -p '#{socket_path}' 2>/dev/null)
report "prompt appears" one prompt_is one "proscenium>"

keys one 'anim' Tab
# Column 21 = after "proscenium> animator ": proves the trailing space and that
# the prompt's colour escapes (if any) were not counted as columns.
report "tab completes a unique command" one prompt_and_cursor_are one "proscenium> animator" 21
keys one C-u
wait_until prompt_is one "proscenium>"

keys one -l 'set content "✅ ok"'
report "utf-8 input shown intact" one prompt_is one 'proscenium> set content "✅ ok"'
keys one C-u
wait_until prompt_is one "proscenium>"

keys one -l 'hello there'
wait_until prompt_is one "proscenium> hello there"
keys one C-c
report "ctrl-c shows ^C and a fresh prompt" one prompt_after_interrupt_is one "proscenium>"
keys one -l 'xyz'
report "still editing after ctrl-c" one prompt_after_interrupt_is one "proscenium> xyz"
keys one C-u
wait_until prompt_is one "proscenium>"

keys one -l 'set frame inset 30'
wait_until prompt_is one "proscenium> set frame inset 30"
keys one Enter
# A fresh prompt means the command was run (and saved to the history). Its
# output may be long enough to scroll the command line itself off the screen.
wait_until prompt_is one "proscenium>"
keys one C-d
report "ctrl-d on an empty line exits with status 0" one eval 'screen one | grep -q "exit=0$"'

# Second run, same XDG_STATE_HOME: Up recalls the previous run's command.
start two
wait_until prompt_is two "proscenium>"
keys two Up
report "history recalled across runs" two prompt_is two "proscenium> set frame inset 30"
keys two C-u C-d
# Let it finish saving its history before the state directory is removed.
wait_until eval 'screen two | grep -q "exit="'

echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
