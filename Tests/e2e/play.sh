#!/usr/bin/env bash
# End-to-end test of live playback: plays a transition on a real terminal (a tmux pane), stops
# it with Ctrl-C, with a key and across a resize, and checks that the cursor is shown again, the
# prompt works, and `stty -a` reads exactly as before: at the prompt (libedit's mode) after each
# stop, and after the program exits (the shell's original mode).
# Usage: Tests/e2e/play.sh [path/to/proscenium]
#
# Setup from lib.sh: own tmux server, temp XDG_STATE_HOME, NO_COLOR, polling with a timeout.
set -u

BIN=${1:-.build/debug/proscenium}
. "$(dirname "$0")/lib.sh"

# The pane's shell records the terminal's modes before and after the program, so the test can
# compare them without racing the program for the terminal.
t new-session -d -s play -x 100 -y 40 -- bash -c \
    'stty -a > "$1/stty-before"; env -u EDITRC -u LC_ALL -u LC_CTYPE HOME="$1" XDG_STATE_HOME="$1" NO_COLOR=1 LANG=C.UTF-8 "$2"; echo "exit=$?"; stty -a > "$1/stty-after"; sleep 60' \
    _ "$STATE" "$BIN"
SOCKET_PATH=$(t display-message -p '#{socket_path}' 2>/dev/null)
TTY=$(t display-message -p -t play '#{pane_tty}' 2>/dev/null)

keys() { t send-keys -t play "$@" 2>/dev/null; }
screen() { t capture-pane -p -t play 2>/dev/null; }
prompt_line() { screen | grep 'proscenium>' | tail -n 1; }
prompt_is() { [ "$(prompt_line)" = "$1" ]; }
cursor_visible() { [ "$(t display-message -p -t play '#{cursor_flag}' 2>/dev/null)" = 1 ]; }
cursor_hidden() { [ "$(t display-message -p -t play '#{cursor_flag}' 2>/dev/null)" = 0 ]; }
# The modes without the window size, which the resize below changes on purpose.
modes() { stty -a -F "$TTY" 2>/dev/null | sed -e 's/rows [0-9]*; columns [0-9]*;//'; }
screen_has() { screen | grep -q -- "$1"; }
# The last line mentioning $1 comes after the last frame's status line: playback has ended.
ended_with() { screen | grep -e '^play · ' -e "$1" | tail -n 1 | grep -q -- "$1"; }

wait_until() {
    local tries=$((TIMEOUT * 10))
    while [ "$tries" -gt 0 ]; do
        "$@" && return 0
        sleep 0.1
        tries=$((tries - 1))
    done
    return 1
}

report() {
    local name=$1
    shift
    if wait_until "$@"; then
        echo "ok - $name"
        passed=$((passed + 1))
    else
        echo "not ok - $name"
        failed=$((failed + 1))
        screen | sed -e '/^$/d' -e 's/^/#   /'
    fi
}

run_line() {
    keys -l "$1"
    wait_until prompt_is "proscenium> $1"
    keys Enter
    wait_until prompt_is "proscenium>"
}

wait_until prompt_is "proscenium>"
# libedit's mode while it waits for a line: what every later prompt must find again.
AT_PROMPT=$(modes)
same_modes_at_prompt() { [ "$(modes)" = "$AT_PROMPT" ]; }
modes_are_raw() { modes | grep -q -- '-icanon' && modes | grep -q -- '-echo '; }

run_line "set frame inset 30"
run_line "animator bouncy"
run_line "present"

# 1. Ctrl-C during a slow, looping replay.
keys -l "play --speed 0.05 --loop"
keys Enter
report "play draws frames in place" screen_has '^play · '
report "the cursor is hidden while it plays" cursor_hidden
report "keys are read one by one while it plays" modes_are_raw
keys C-c
report "ctrl-c stops it" ended_with 'stopped by Ctrl-C'
report "the prompt comes back" prompt_is "proscenium>"
report "the cursor is shown again" cursor_visible
report "the terminal modes are as before (at the prompt)" same_modes_at_prompt
keys -l "scrub 0.5"
keys Enter
report "the prompt works after ctrl-c" screen_has '^scrub · 0.400 s of 0.800 s'
wait_until prompt_is "proscenium>"

# 2. Any key stops it, and the key does not reach the prompt.
keys -l "play --speed 0.05 --loop"
keys Enter
wait_until screen_has '^play · .*frame'
keys x
report "a key stops it" ended_with 'stopped by a key'
report "the key is not left in the line" prompt_is "proscenium>"
report "modes as before after a key" same_modes_at_prompt

# 3. A resize in the middle, then Ctrl-C.
keys -l "play --speed 0.05 --loop"
keys Enter
wait_until screen_has '^play · .*frame'
t resize-window -t play -x 80 -y 30 2>/dev/null
sleep 0.3
keys C-c
report "ctrl-c after a resize stops it" ended_with 'stopped by Ctrl-C'
report "the prompt comes back after a resize" prompt_is "proscenium>"
report "the cursor is shown after a resize" cursor_visible
report "modes as before after a resize" same_modes_at_prompt

# 4. A replay that runs to its end by itself.
run_line "play"
report "a whole replay ends by itself" ended_with 'played 0.800 s'

keys C-d
report "ctrl-d exits with status 0" eval 'screen | grep -q "exit=0$"'
wait_until test -s "$STATE/stty-after"
same_file_modes() { [ "$(sed -e 's/rows [0-9]*; columns [0-9]*;//' "$STATE/stty-before")" = "$(sed -e 's/rows [0-9]*; columns [0-9]*;//' "$STATE/stty-after")" ]; }
report "stty -a after exit matches before the program started" same_file_modes

echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
