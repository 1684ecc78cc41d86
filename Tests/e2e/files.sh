#!/usr/bin/env bash
# End-to-end test of files and exit codes, as an adversary would try them: directories, FIFOs and
# devices where files are expected, a progress file with a step of 1e300, history linked to a
# device, standard output on a full disk, and two prompts sharing one state folder.
# Usage: Tests/e2e/files.sh [path/to/proscenium]
set -u
BIN=${1:-.build/debug/proscenium}
. "$(dirname "$0")/lib.sh"

at_prompt() { prompt_line "$1" | grep -q '^proscenium> *$'; }
WORK="$STATE/work"
mkdir -p "$WORK/adir"
out() { cat "$WORK/out"; }
# Each run is bounded: a binary that waits on a FIFO or reads a device for ever fails here, not hangs.
run_bin() { (ulimit -v 4000000; timeout 10 "$BIN" "$@" >"$WORK/out" 2>&1 </dev/null); echo $? >"$WORK/code"; }
code_is() { [ "$(cat "$WORK/code")" = "$1" ]; }
lines_are() { [ "$(wc -l <"$WORK/out")" -eq "$1" ]; }
says() { grep -qF -- "$1" "$WORK/out"; }

# 1. A directory is refused, never read as an empty file.
run_bin check "$WORK/adir"
check "check DIR exits 2, as run does (the check could not be made)" code_is 2
check "check DIR says it is a directory, then the count" eval 'says "adir is a directory, not a file" && says "0 passed, 1 failed" && lines_are 2'
run_bin run "$WORK/adir"
check "run DIR exits 2 with one line" eval 'code_is 2 && lines_are 1 && says "is a directory"'
run_bin demo "$WORK/adir"
check "demo DIR exits 2 with one line" eval 'code_is 2 && lines_are 1 && says "is a directory"'

# 2. check runs lesson commands as run does, and a check that checked nothing fails.
printf 'next\nhint\nlesson bogus\nprogress import /nonexistent\n' >"$WORK/lesson.scene"
run_bin check "$WORK/lesson.scene"
check "check fails on lesson commands in error" eval 'code_is 1 && says "no lesson \`bogus\`" && says "cannot read /nonexistent: no such file"'
run_bin run --quiet "$WORK/lesson.scene"
check "and run agrees" code_is 1
printf '# only a comment\n\n' >"$WORK/empty.scene"
run_bin check "$WORK/empty.scene"
check "check of a file with no expect exits 1 and says why" eval 'code_is 1 && says "no expect line ran"'
run_bin check --allow-empty "$WORK/empty.scene"
check "unless --allow-empty" code_is 0

# 3. A FIFO or an endless device is refused at once (the FIFO has no writer: reading would hang).
mkfifo "$WORK/fifo.scene"
run_bin run "$WORK/fifo.scene"
check "run FIFO exits 2 at once" eval 'code_is 2 && says "named pipe (FIFO), not a file"'
ln -s /dev/zero "$WORK/zero.scene"
run_bin check "$WORK/zero.scene"
check "check of a link to /dev/zero is refused, not read" eval 'code_is 2 && says "links to /dev/zero, a device, not a file"'

# 4. A transcript that cannot be written is not a success.
if [ -w /dev/full ]; then
    timeout 10 "$BIN" run scenes/brief.scene >/dev/full 2>"$WORK/err"; c=$?
    check "run > /dev/full exits 2" [ "$c" = 2 ]
    check "and says why on standard error" grep -q "cannot write to standard output" "$WORK/err"
    timeout 10 "$BIN" check scenes/brief.scene >/dev/full 2>/dev/null; c=$?
    check "check > /dev/full exits non-zero" [ "$c" != 0 ]
fi

# 5. `load DIR` at the prompt's transcript (a folder loads as Swift: one with none) changes nothing and says why.
printf 'set frame inset 30\npresent\nload %s\nhistory\n' "$WORK/adir" | timeout 10 "$BIN" >"$WORK/out" 2>&1
check "load DIR is refused in words" says "$WORK/adir is a folder with no .swift file in it (a folder loads as Swift code; a saved session is a file); nothing changed"
check "and the session is kept" eval 'says "1  set frame inset 30" && says "2  present"'

# 6. progress export works inside run.
printf 'progress export %s\n' "$WORK/exported.json" >"$WORK/export.scene"
run_bin run --write-dir "$WORK" "$WORK/export.scene"
check "progress export inside run writes the file" eval 'code_is 0 && grep -q "\"version\":1" "$WORK/exported.json"'

# 7. A step of 1e300 in progress.json: the prompt starts, says so in words, sets the file aside.
mkdir -p "$STATE/proscenium"
echo '{"version":1,"lessons":{"00-tour":{"step":1e300,"steps":{}}}}' >"$STATE/proscenium/progress.json"
start huge
report "a huge step does not crash the prompt" huge at_prompt huge
report "it is named in words" huge shows huge "not a step number from 1 to 10000"
report "and set aside" huge test -s "$STATE/proscenium/progress.json.corrupt-1"
keys huge C-d
wait_until shows huge "exit="
rm -f "$STATE/proscenium/progress.json"*

# 8. Special files in the state folder: the start neither hangs nor reads for ever.
mkfifo "$STATE/proscenium/progress.json"
start fifo
report "a FIFO progress.json does not hang the start" fifo at_prompt fifo
report "and is named" fifo shows fifo "named pipe (FIFO), not a file"
keys fifo 'lesson 0' Enter
wait_until shows fifo "Step 1 of"
keys fifo C-d
report "the FIFO is left a FIFO" fifo test -p "$STATE/proscenium/progress.json"
rm -f "$STATE/proscenium/progress.json"
ln -s /dev/zero "$STATE/proscenium/progress.json"
start zero
report "a progress.json linked to /dev/zero is not read" zero at_prompt zero
keys zero C-d
wait_until shows zero "exit="
rm -f "$STATE/proscenium/progress.json"

# 9. History linked to a device (the usual way to switch it off) is never replaced by a file.
# A private device node stands in for /dev/null, so a failure cannot damage the real one.
if mknod "$STATE/null" c 1 3 2>/dev/null; then device="$STATE/null"; kind=-c; else mkfifo "$STATE/null"; device="$STATE/null"; kind=-p; fi
rm -f "$STATE/proscenium/history"
ln -s "$device" "$STATE/proscenium/history"
start devnull
wait_until at_prompt devnull
report "history linked to a device is said once" devnull shows devnull "history is not saved"
keys devnull 'present' Enter
keys devnull 'dismiss' Enter
keys devnull C-d
wait_until shows devnull "exit=0"
check "the device is still a device" test $kind "$device"
check "the link is still a link" test -L "$STATE/proscenium/history"
rm -f "$STATE/proscenium/history" "$device"

# 10. Two prompts on one state folder, quitting in either order, keep both lessons and both histories.
two_prompts() {
    local first=$1 second=$2
    rm -rf "$STATE/proscenium"
    start a
    start b
    wait_until at_prompt a
    wait_until at_prompt b
    keys a 'lesson 0' Enter
    keys b 'lesson 1' Enter
    wait_until shows a "Step 1 of"
    wait_until shows b "Step 1 of"
    keys a 'solution' Enter
    wait_until shows a "Type \`solution\` again"
    keys a 'solution' Enter
    keys b 'solution' Enter
    wait_until shows b "Type \`solution\` again"
    keys b 'solution' Enter
    wait_until shows a "Step 2 of"
    wait_until shows b "Step 2 of"
    keys a 'set corner 11' Enter
    keys b 'set corner 22' Enter
    wait_until shows a "corner"
    keys "$first" C-d
    wait_until shows "$first" "exit=0"
    keys "$second" C-d
    wait_until shows "$second" "exit=0"
    t kill-session -t a
    t kill-session -t b
    local p="$STATE/proscenium/progress.json" h="$STATE/proscenium/history"
    check "both lessons kept ($first quits first)" eval "grep -qF '\"tour\":{\"step\":2' '$p' && grep -qF '\"five-roles\":{\"step\":2' '$p'"
    # libedit's history format writes a space as \040.
    check "both histories kept ($first quits first)" eval "grep -qxF 'set\\040corner\\04011' '$h' && grep -qxF 'set\\040corner\\04022' '$h' && grep -qxF 'lesson\\0400' '$h' && grep -qxF 'lesson\\0401' '$h'"
}
two_prompts a b
two_prompts b a

# 11. Where lessons are found: an installed layout (bin/ beside share/proscenium/lessons) finds
# them; a binary copied alone says where it looked and how to point it at them.
mkdir -p "$WORK/prefix/bin" "$WORK/prefix/share/proscenium" "$WORK/alone/bin"
cp "$BIN" "$WORK/prefix/bin/proscenium" && cp -R lessons "$WORK/prefix/share/proscenium/lessons"
cp "$BIN" "$WORK/alone/bin/proscenium"
echo 'lesson list' | env -u PROSCENIUM_LESSONS "$WORK/prefix/bin/proscenium" >"$WORK/out" 2>&1
check "an installed binary finds its lessons" says "Five roles and a centred card"
echo 'lesson list' | (cd "$WORK" && env -u PROSCENIUM_LESSONS "$WORK/alone/bin/proscenium") >"$WORK/out" 2>&1
check "a binary alone says where it looked and how to fix it" says "set PROSCENIUM_LESSONS to the lessons folder"

echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
