#!/usr/bin/env bash
# End-to-end test of a lesson at the real prompt: a goal reached by hand moves the lesson on,
# `solution` asks before it acts, and progress survives a restart (progress.json in the state
# folder). Usage: Tests/e2e/lessons.sh [path/to/proscenium]
set -u
BIN=${1:-.build/debug/proscenium}
REPO=$(cd "$(dirname "$0")/../.." && pwd)
# For the exercise at the end: the learner's "editor" writes the shipped solution into the file
# it is given, so `edit` then `check` passes the step as a learner's own edit would.
export EDITOR="cp $REPO/lessons/exercises/02-bouncy-overlay/solution/Overlay.swift"
unset VISUAL
. "$(dirname "$0")/lib.sh"
export PROSCENIUM_EXERCISES=$STATE/work

start one lesson 0
report "the tour starts at step 1" one shows one "Step 1 of"
keys one 'hint' Enter
report "a hint is shown" one shows one "Hint 1 of"
keys one 'solution' Enter
report "solution asks to confirm first" one shows one "\`solution\` again to go ahead"
keys one 'solution' Enter
report "the confirmed solution completes step 1" one shows one "Step 1 done, with the solution"
report "step 2 follows" one shows one "Step 2 of"
keys one 'lesson quit' Enter
wait_until shows one "Left lesson 0"
keys one C-d
report "the prompt exits cleanly" one shows one "exit=0"
report "progress.json was written" one test -s "$STATE/proscenium/progress.json"

start two
wait_until prompt_is two "proscenium>"
keys two 'lesson list' Enter
report "after a restart the tour is in progress" two eval 'screen two | grep -E "^0 .*in progress" >/dev/null'
keys two 'lesson 0' Enter
report "and resumes at step 2" two shows two "Resuming at step 2"
keys two C-d
wait_until shows two "exit="

# A corrupt progress file is set aside with a warning, never lost.
echo '{"version":1,"lessons":{' > "$STATE/proscenium/progress.json"
start three
report "a corrupt progress file is set aside with a warning" three shows three "kept it as"
report "and kept on disk" three test -s "$STATE/proscenium/progress.json.corrupt-1"
keys three C-d
wait_until shows three "exit="

# A Swift exercise at the real prompt: `edit` opens the learner's editor on their file (written
# first), and `check` compiles it, says so while it does, and passes the step.
start four lesson 2
wait_until shows four "Step 1 of 10"
for _ in 1 2 3 4 5 6 7 8 9; do keys four 'skip' Enter; done
report "the last step of lesson 2 is its exercise" four shows four "Step 10 of 10: Exercise"
keys four 'edit' Enter
report "edit writes the starter and opens the editor on it" four shows four "Back from the editor"
report "the editor wrote the learner's file" four test -s "$STATE/work/bouncy-overlay/Overlay.swift"
keys four 'check' Enter
report "check says it is compiling, at a terminal" four shows four "bouncy-overlay/Overlay.swift with swiftc"
report "check passes the step on the learner's code" four shows four "Step 10 done"
keys four C-d
wait_until shows four "exit="

echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
