#!/usr/bin/env bash
# End-to-end test of issue 38 (hostile input, round three) where the real binary is needed: a
# shared scene cannot write outside the folder it runs in nor over a file Proscenium did not make;
# a planted progress link moves nothing; SIGXFSZ is a failed save, not a dead prompt; a stopped
# compile leaves no TemporaryDirectory.*; a stale temporary file of a killed save is removed at
# start. The rest of the issue's items have unit tests beside their sources.
# Usage: Tests/e2e/hostile.sh [path/to/proscenium]
set -u
BIN=${1:-.build/debug/proscenium}
. "$(dirname "$0")/lib.sh"
HERE=$(cd "$(dirname "$0")/processes" && pwd)
# lib.sh's prompt runs with HOME and XDG_STATE_HOME at $STATE; the scripts here use the same.
ROOT=$STATE
export XDG_STATE_HOME="$ROOT" HOME="$ROOT/home"
mkdir -p "$ROOT/home" "$ROOT/shared"
WORK="$ROOT/shared"
cd "$WORK" || exit 2
says() { grep -qF -- "$1" "$WORK/out"; }

# Item 2: someone else's scene plants a command in a saved session and saves it over ~/.bashrc.
printf 'alias ll="ls -l"\n' >"$HOME/.bashrc"
cat >pwn.scene <<SCENE
set title "\$(touch $ROOT/PWNED)"
save $HOME/.bashrc
save ../outside/made.scene
save notes.txt
SCENE
printf 'my own notes\n' >notes.txt
"$BIN" run pwn.scene >out 2>&1
check "a shared scene's save outside the folder is refused" eval \
    'grep -qxF "alias ll=\"ls -l\"" "$HOME/.bashrc" && [ ! -e "$ROOT/outside" ] && says "writes only under"'
check "nor does it replace a file Proscenium did not make" eval \
    'grep -qx "my own notes" notes.txt && says "Proscenium did not write it"'
"$BIN" check --allow-empty pwn.scene >out 2>&1
check "check refuses the same writes" eval 'grep -qxF "alias ll=\"ls -l\"" "$HOME/.bashrc" && says "writes only under"'
printf 'save again.scene\nsave again.scene\nexport svg a.svg\nexport svg a.svg\n' >mine.scene
"$BIN" run mine.scene >out 2>&1
check "a script replaces its own files, run after run" eval '[ $? -eq 0 ] && [ -s again.scene ] && [ -s a.svg ] && ! says error'
mkdir -p "$ROOT/exports"
printf 'save %s/given.scene\nsave notes.txt\n' "$ROOT/exports" >given.scene
"$BIN" run --write-dir "$ROOT/exports" given.scene >out 2>&1
check "--write-dir names the folder writes go under" eval '[ -s "$ROOT/exports/given.scene" ] && says "writes only under"'
"$BIN" run --overwrite pwn.scene >out 2>&1
check "--overwrite lets the user replace a file of theirs in the folder" eval \
    'grep -q "^# proscenium session" notes.txt && grep -qxF "alias ll=\"ls -l\"" "$HOME/.bashrc"'

# Item 3: progress.json planted as a link to another file is not renamed to .corrupt-1.
# At the prompt (scripts keep progress in memory); item 9 in the same run: a save killed part
# way left `history.tmp.PID.0`, which the prompt removes as it starts.
mkdir -p "$ROOT/proscenium"
printf 'thesis\n' >"$ROOT/thesis.txt"
printf '{"version":1,"lessons":{"01-five-roles":{"step":"bogus"}}}\n' >"$ROOT/thesis.txt"
ln -sf "$ROOT/thesis.txt" "$ROOT/proscenium/progress.json"
printf 'half\n' >"$ROOT/proscenium/history.tmp.99999999.0"
start prompt
wait_until shows prompt "proscenium>"
keys prompt -l "lesson 1"
keys prompt Enter
report "a progress link out of the state folder is said once" prompt shows prompt "outside the state folder"
keys prompt C-d
check "and moves nothing" eval \
    '[ -L "$ROOT/proscenium/progress.json" ] && grep -q bogus "$ROOT/thesis.txt" && ! ls "$ROOT" | grep -q corrupt'
check "a stale temporary of a killed save is removed at start" eval \
    '[ ! -e "$ROOT/proscenium/history.tmp.99999999.0" ]'

# Item 7: under `ulimit -f` a save that would pass the limit fails in one line; no temporary left.
{ for i in $(seq 1 200); do echo "set corner $i"; done; echo "save big-out.scene"; echo "expect phase == idle"; } >big.scene
bash -c 'ulimit -f 1; exec "$0" run --quiet big.scene' "$BIN" >out 2>&1
status=$?
check "SIGXFSZ is a failed save, not a dead prompt (status $status)" eval \
    '[ "$status" -eq 1 ] && says "File too large" && ! ls | grep -q "\.tmp\."'

# Item 13: malformed `expect` lines are syntax errors with their column, not failed claims.
printf 'expect phase == presented presented\nexpect presented.frame == 0 0 375\nexpect phase == bogus\nexpect presented.alpha < inf\n' >malformed.scene
"$BIN" check malformed.scene >out 2>&1
check "malformed expect lines are syntax errors (4 of 4)" eval \
    '[ "$(grep -c "^malformed.scene:[1-4]:[0-9]*: error: " out)" -eq 4 ] && ! grep -q "✗" out'

# Item 15: a scene saved with a UTF-8 byte-order mark reads as without, from a file and a pipe.
printf '\xef\xbb\xbfpresent\nexpect phase == presented\n' >bom.scene
"$BIN" check bom.scene >out 2>&1 && "$BIN" check - <bom.scene >>out 2>&1
check "a byte-order mark is no part of the first command" eval '[ "$(grep -c "1 passed, 0 failed" out)" -eq 2 ]'

# Item 17: a did-you-mean is never itself an error.
printf 'hVelp 0x10\n' | "$BIN" run - >out 2>&1
check "no suggestion that is an error (hVelp 0x10)" eval '! says "did you mean \`help 0x10\`"'

# Item 5: a compile stopped at its time limit leaves no TemporaryDirectory.* in $TMPDIR.
if command -v swiftc >/dev/null 2>&1 && [ -x "$(dirname "$BIN")/proscenium-rewrite" ]; then
    mkdir -p "$ROOT/tmp"
    cat >Slow.swift <<SWIFT
import UIKit
// $RANDOM$RANDOM: new text, so the load cache cannot answer.
final class Slow: NSObject, UIViewControllerTransitioningDelegate {}
SWIFT
    echo present >present.scene
    TMPDIR="$ROOT/tmp" PROSCENIUM_COMPILE_TIME_LIMIT=0.3 "$BIN" run --load Slow.swift present.scene >out 2>&1
    check "a stopped compile leaves no TemporaryDirectory.* (said: $(grep -c 'was stopped' out))" eval \
        'says "was stopped" && [ -z "$(ls "$ROOT/tmp")" ]'

    # Item 6: what the user's code writes to standard error is shown, capped, after the command,
    # and its file does not grow with each present; a killed session's file goes at the next load.
    # Item 16: the same file loaded from another folder is named as loaded, not as first cached.
    mkdir -p first second
    cp "$HERE/Noisy.swift" first/ && cp "$HERE/Noisy.swift" second/
    printf 'present\ndismiss\npresent\ndismiss\npresent\n' >noisy.scene
    "$BIN" run --load first/Noisy.swift noisy.scene >out 2>&1
    entry=$(dirname "$(find "$ROOT/proscenium/load-cache" -name stage.sha256 -newer noisy.scene | head -1)")
    check "the code's standard error is shown, capped (3 of 3 presents)" eval \
        '[ "$(grep -c "more from your code.s standard error" out)" -eq 3 ] && [ "$(grep -c "^eeee" out)" -le 15 ]'
    check "and no error file is left behind" eval '[ -z "$(ls "$entry" | grep stderr-)" ]'
    printf 'x\n' >"$entry/stderr-99999999"
    printf 'load second/Noisy.swift\n' | "$BIN" >out 2>&1
    check "a cached load names the file as loaded now" says "loaded NoisyDelegate from second/Noisy.swift"
    check "a killed session's error file goes at the next load" eval '[ ! -e "$entry/stderr-99999999" ]'

    # Item 18: a user with no home (`nobody`, HOME=/nonexistent) is told of XDG_STATE_HOME.
    if [ "$(id -u)" = 0 ] && command -v runuser >/dev/null 2>&1 && id nobody >/dev/null 2>&1 &&
        runuser -u nobody -- test -x "$BIN" 2>/dev/null; then
        mkdir -p "$ROOT/nobody" && cp "$HERE/Noisy.swift" "$ROOT/nobody/" && chmod -R a+rX "$ROOT"
        (cd "$ROOT/nobody" && printf 'load Noisy.swift\n' | runuser -u nobody -- env -u XDG_STATE_HOME \
            HOME=/nonexistent PATH="$PATH" "$BIN") >out 2>&1
        check "a user with no home is told to set XDG_STATE_HOME" eval \
            'says "cannot make the load cache /nonexistent" && says "set XDG_STATE_HOME to a folder you can write"'
    else
        echo "ok - # SKIP not root, no runuser or nobody, or the binary is not nobody's to run"
    fi

    # Item 10 (and issue 37 §4): code that allocates 2 GB stops at the stage's memory limit with
    # one line, and the script goes on (a lower limit here, so the test stays light).
    printf 'present\nexpect phase == idle\n' >greedy.scene
    PROSCENIUM_STAGE_MEMORY_LIMIT=256M "$BIN" run --load "$HERE/Greedy.swift" greedy.scene >out 2>&1
    check "2 GB allocated stops at the memory limit, in one line" eval \
        'says "failed to allocate" && says "at most 256 MiB (PROSCENIUM_STAGE_MEMORY_LIMIT sets it)" && says "✓ expect phase == idle"'

    # Issue 37 §4: 25 MB printed in lines, then 25 MB with no newline, each shows a screenful and
    # one line saying how much more there was and where the first 8 MB of it were kept.
    # Printing 25 MB takes a second or two a command alone, more than the stage's 5 s limit on a
    # machine busy with the other scripts (CI 76 and 84: the command was stopped as an endless
    # loop, so no cap line was printed); this test is of the cap, so the limit is lifted.
    printf 'present\ndismiss\nexpect phase == idle\n' >flood.scene
    LINES= PROSCENIUM_LOAD_TIME_LIMIT=60 timeout 120 "$BIN" run --load "$HERE/Flood.swift" flood.scene >out 2>&1
    check "a flood of printed lines shows a screenful, then one line on the rest" eval \
        'says "the first line" && [ "$(grep -c "^ooooo" out)" -le 24 ] &&
         grep -qE "^… 2[0-9](\.[0-9])? MB more from your code.s standard output, not shown; the first 8388 KB kept in .*/stdout-[0-9]+$" out'
    check "a flood with no newline is cut as well" eval \
        '[ "$(grep -o n out | wc -l)" -le $((24 * 80)) ] && [ "$(grep -c "more from your code.s standard output" out)" -eq 2 ]'
    check "the script goes on, its output a few KB, not 50 MB" eval \
        'says "✓ expect phase == idle" && [ "$(wc -c <out)" -lt 20000 ]'
else
    echo "ok - # SKIP no swiftc or rewriter beside $BIN"
fi

echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
