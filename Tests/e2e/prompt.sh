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
. "$(dirname "$0")/lib.sh"

# lib.sh provides start, keys, prompt_line, prompt_is, wait_until and report.
# Only the visible pane counts here (no scrollback): the line being edited.
screen() { t capture-pane -p -t "$1" 2>/dev/null; }

cursor_x() { t display-message -p -t "$1" '#{cursor_x}' 2>/dev/null; }

prompt_and_cursor_are() { prompt_is "$1" "$2" && [ "$(cursor_x "$1")" = "$3" ]; }
# ^C on some line, and after it a prompt line reading exactly $2.
prompt_after_interrupt_is() {
    screen "$1" | awk -v want="$2" '
        /\^C/ { seen = 1; ok = 0; next }
        seen && $0 == want { ok = 1 }
        END { exit !ok }'
}

# First run: nothing in the history yet.
start one
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
