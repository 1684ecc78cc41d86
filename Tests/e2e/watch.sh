#!/usr/bin/env bash
# End-to-end test of `check --watch` at the real prompt (issue 25, as rustlings watches): in lesson
# 2's Swift exercise the watch checks the learner's file once, then again each time it is saved,
# with nothing typed: a wrong file (the veil that does not fade in) fails naming the difference, the
# shipped solution passes the step and ends the watch. Ctrl-C ends a watch, not the prompt, and the
# terminal is in its own mode afterwards. It loads Swift: it needs the rewriter.
# Usage: Tests/e2e/watch.sh [path/to/proscenium]
set -u
BIN=${1:-.build/debug/proscenium}
REPO=$(cd "$(dirname "$0")/../.." && pwd)
unset VISUAL EDITOR
. "$(dirname "$0")/lib.sh"
# Compiling an exercise takes a while on a loaded machine.
TIMEOUT=${E2E_TIMEOUT:-120}
export PROSCENIUM_EXERCISES=$STATE/work
export PROSCENIUM_LESSONS=$REPO/lessons
SOLUTION=$REPO/lessons/exercises/02-bouncy-overlay/solution/Overlay.swift
FILE=$STATE/work/bouncy-overlay/Overlay.swift

# The prompt in a pane whose shell prints the terminal's mode once the prompt exits (no pager:
# a lesson's opening, taller than the window, would page, and this test is about the watch).
start_watching() {
    t new-session -d -s "$1" -x 100 -y 30 -- bash -c \
        'state=$1; bin=$2; shift 2; env -u EDITRC -u LC_ALL -u LC_CTYPE HOME="$state" XDG_STATE_HOME="$state" NO_COLOR=1 LANG=C.UTF-8 PAGER= "$bin" "$@"; echo "exit=$?"; stty -a | tr " ;" "\n\n" | grep -xE -- "-?(icanon|echo)" | tr "\n" " "; echo; sleep 60' \
        _ "$STATE" "$BIN" lesson 2
    [ -n "$SOCKET_PATH" ] || SOCKET_PATH=$(t display-message -p '#{socket_path}' 2>/dev/null)
}
count() { screen "$1" | grep -cF -- "$2"; }

start_watching one
wait_until shows one "Step 1 of 10"
for _ in 1 2 3 4 5 6 7 8 9; do keys one 'skip' Enter; done
report "lesson 2 reaches its exercise" one shows one "Step 10 of 10: Exercise"
keys one 'exercise' Enter
wait_until test -s "$FILE"
keys one 'check --watch' Enter
report "the watch checks the starter once and says it is watching" one shows one "Watching $FILE"
report "the starter does not pass" one eval '[ "$(count one "Step 10 done")" -eq 0 ]'
checks=$(count one "Checking $FILE")

# A wrong answer saved, nothing typed: the veil that appears without fading in.
python3 - "$SOLUTION" "$FILE.new" <<'EOF'
import sys
text = open(sys.argv[1]).read()
wrong = text.replace("        dimmingView.alpha = 0\n        // At the back", "        // At the back")
assert wrong != text
open(sys.argv[2], "w").write(wrong)
EOF
mv "$FILE.new" "$FILE"
report "saving a wrong file checks it again, untyped" one eval '[ "$(count one "Checking $FILE")" -gt "$checks" ]'
report "and it fails, naming the concept and the difference" one eval 'screen one | grep -F -A1 "✗ expect dimming.alpha < 1 at 0.125" | grep -qF "The veil does not fade in" && screen one | grep -F -A4 "✗ expect dimming.alpha < 1 at 0.125" | grep -q "now:"'
report "the watch goes on after a failure (no prompt)" one eval '! screen one | grep -v "^$" | tail -1 | grep -q "^proscenium>"'

# The shipped solution saved: the step passes and the watch ends at the prompt.
cp "$SOLUTION" "$FILE.new" && mv "$FILE.new" "$FILE"
report "saving the right file passes the step, untyped" one shows one "Step 10 done"
report "the lesson is complete" one shows one "Lesson 2 complete"
report "the watch ends at the prompt" one eval 'screen one | grep -v "^ *$" | tail -1 | grep -q "^proscenium>"'
keys one 'lesson list' Enter
report "the prompt takes commands again" one eval 'screen one | grep -qE "^2 .*on your own"'

# Ctrl-C ends a watch, not the prompt, and leaves the terminal as it found it.
start_watching two
wait_until shows two "Step"
keys two 'lesson 2 restart' Enter
wait_until shows two "Starting over"
for _ in 1 2 3 4 5 6 7 8 9; do keys two 'skip' Enter; done
wait_until shows two "Step 10 of 10: Exercise"
keys two 'exercise restart' Enter
keys two 'watch' Enter
report "\`watch\` is \`check --watch\`" two shows two "Watching $FILE"
keys two C-c
report "Ctrl-C stops the watch" two shows two "Stopped watching"
keys two 'hint' Enter
report "the prompt is still there" two shows two "Hint 1 of"
keys two C-d
report "the prompt exits cleanly" two shows two "exit=0"
report "the terminal is in its own mode again (icanon, echo)" two eval 'screen two | grep -qE "^icanon echo|^echo icanon"'

echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
