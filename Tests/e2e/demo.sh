#!/usr/bin/env bash
# End-to-end test of `proscenium demo` and of terminal safety, on real terminals (tmux panes):
# keys type a command and Enter runs it; Ctrl-O drops into the live prompt and `resume` or Ctrl-O
# come back; Ctrl-N skips to the next anchor; --auto finishes by itself; and after each of Ctrl-C
# during a demo, Ctrl-Z then `fg` during a demo and during `play`, a resize, SIGTERM (during a
# replay, cursor hidden) and `proscenium run scene | head -3`, `stty -a` reads as it did before
# and the cursor is visible. TERM and HUP sent to the prompt end it alone: the script that started
# it, trapping them, never sees them.
# Usage: Tests/e2e/demo.sh [path/to/proscenium]
#
# Modes are compared from files the pane's own shell writes before and after the program, as in
# play.sh. A plain `bash -c` wrapper is used wherever it can be: an interactive shell would put
# its own modes back after a program killed by a signal, and hide what the program left. Ctrl-Z
# needs job control, so those two cases run in an interactive shell and end the program normally.
set -u

BIN=${1:-.build/debug/proscenium}
. "$(dirname "$0")/lib.sh"

# --- Demo files ---------------------------------------------------------------------------------
cat > "$STATE/keys.demo" <<'EOF'
# Typed by keys.
#anchor one
set frame inset 30
present
#anchor two
#say Now turn it.
rotate
#anchor three
#pause
state
EOF
cat > "$STATE/auto.demo" <<'EOF'
#say Watch it drop.
set frame inset 30
animator bouncy
present
play --speed 2
state
EOF
cat > "$STATE/sigterm.demo" <<'EOF'
present
play --speed 0.05 --loop
EOF
cat > "$STATE/typo.demo" <<'EOF'
show
#say The animator on the next line is mistyped.
  animator bouncey
present
EOF
cat > "$STATE/kept.demo" <<'EOF'
#speed 10
set frame inset 30
present
#pause
state
#pause
dismiss
EOF

# --- Helpers ------------------------------------------------------------------------------------
# wrapped NAME SCRIPT: runs SCRIPT (bash; $BIN and $STATE are set) in a 100x30 pane, writing
# `stty -a` to $STATE/NAME.before and NAME.after around it and `exit=STATUS` after it.
wrapped() {
    local name=$1 script=$2
    t new-session -d -s "$name" -x 100 -y 30 -- env -u EDITRC -u LC_ALL -u LC_CTYPE HOME="$STATE" \
        XDG_STATE_HOME="$STATE" NO_COLOR=1 LANG=C.UTF-8 BIN="$BIN" STATE="$STATE" NAME="$name" bash -c \
        'stty -a > "$STATE/$NAME.before"; '"$script"'; echo "exit=$?"; stty -a > "$STATE/$NAME.after"; sleep 60'
    [ -n "$SOCKET_PATH" ] || SOCKET_PATH=$(t display-message -p '#{socket_path}' 2>/dev/null)
}
# The modes without the window size (a resize changes it on purpose).
modes_of() { sed -e 's/rows [0-9]*; columns [0-9]*;//' "$1"; }
same_modes() { [ -s "$STATE/$1.after" ] && [ "$(modes_of "$STATE/$1.before")" = "$(modes_of "$STATE/$1.after")" ]; }
cursor_visible() { [ "$(t display-message -p -t "$1" '#{cursor_flag}' 2>/dev/null)" = 1 ]; }
cursor_hidden() { [ "$(t display-message -p -t "$1" '#{cursor_flag}' 2>/dev/null)" = 0 ]; }
tty_modes() { stty -a -F "$(t display-message -p -t "$1" '#{pane_tty}' 2>/dev/null)" 2>/dev/null; }
in_key_mode() { tty_modes "$1" | grep -q -- '-icanon' && tty_modes "$1" | grep -q -- '-echo '; }
# The status line may share its row with what the killed program left on screen.
exited() { screen "$1" | grep -qE "^exit=$2([[:space:]]|$)"; }
# capture-pane -J keeps trailing blanks (the prompt's space): compare without them.
last_line_is() { [ "$(screen "$1" | sed -e 's/[[:space:]]*$//' -e '/^$/d' | tail -n 1)" = "$2" ]; }
visible() { t capture-pane -p -t "$1" 2>/dev/null; }
no_crash() { ! screen "$1" | grep -qiE 'crash|fatal|backtrace|broken pipe|segmentation|illegal'; }

# --- 0. Checked before the curtain rises (no terminal needed) ---------------------------------
typo_out=$("$BIN" demo "$STATE/typo.demo" 2>&1 </dev/null)
typo_status=$?
check "a demo with a typo is refused with status 1" [ "$typo_status" = 1 ]
check "the refusal names file:line:col and the nearest command" \
    grep -qF "$STATE/typo.demo:3:12: error: unexpected \`bouncey\`; did you mean \`animator bouncy\`?" <<<"$typo_out"
check "nothing of the refused demo ran" eval '! grep -q "proscenium> show" <<<"$typo_out"'
forced_out=$("$BIN" demo --force "$STATE/typo.demo" 2>&1 </dev/null)
check "--force plays it anyway, the error at its line" \
    eval 'grep -q "proscenium> present" <<<"$forced_out" && grep -q "typo.demo:3:12" <<<"$forced_out"'
check_out=$("$BIN" check "$STATE/typo.demo" "$STATE/kept.demo" 2>&1)
check_status=$?
# Each command that ran counts as passed (issue 26): show, present, and the four of kept.demo.
check "check FILE.demo counts the typo as a failure (status 1)" \
    eval '[ "$check_status" = 1 ] && grep -q "typo.demo:3:12" <<<"$check_out" && grep -qx "6 passed, 1 failed" <<<"$check_out"'
DEMOS="$(cd "$(dirname "$0")/../.." && pwd)/demos"
check "every shipped demo passes check" eval '"$BIN" check "$DEMOS"/*.demo >/dev/null'

# --- 1. A demo driven by keys -------------------------------------------------------------------
wrapped keys '"$BIN" demo "$STATE/keys.demo"'
report "the first command's prompt comes up, with no banner" keys eval 'last_line_is keys "proscenium>" && ! shows keys Proscenium'
keys keys x x x x x
report "each key types the next character" keys last_line_is keys "proscenium> set f"
keys keys Enter
report "enter shows the rest of the command" keys last_line_is keys "proscenium> set frame inset 30"
keys keys Enter
report "enter again runs it, and the next prompt comes" keys eval '[ "$(screen keys | grep -c "^proscenium>")" = 2 ] && last_line_is keys "proscenium>"'
keys keys a b c
wait_until last_line_is keys "proscenium> pre"
keys keys C-o
report "ctrl-o drops into the live prompt" keys last_line_is keys "proscenium>"
keys keys -l "config"
keys keys Enter
report "a command runs at the live prompt" keys shows keys "restore-presenter"
keys keys -l "resume"
keys keys Enter
report "resume comes back to the half-typed command" keys last_line_is keys "proscenium> pre"
report "the resume line is taken away" keys eval '! shows keys "proscenium> resume"'
report "keys are read one by one again" keys in_key_mode keys
keys keys C-o
wait_until last_line_is keys "proscenium>"
keys keys C-o
report "ctrl-o at the live prompt comes back too" keys last_line_is keys "proscenium> pre"
keys keys Enter Enter
report "the command runs on the demo's session" keys shows keys "presented   {30, 30, 315, 607}"
report "a note is not shown to the audience without --notes" keys eval '! shows keys "Now turn it."'
keys keys C-n
report "ctrl-n skips to the next anchor (its #pause shows no prompt)" keys eval '! screen keys | sed -e "/^$/d" | tail -n 1 | grep -q "^proscenium>"'
report "the #pause shows a quiet cue, so it does not look hung" keys last_line_is keys "paused · any key goes on"
keys keys x
report "a key ends the pause, and the next command's prompt comes" keys last_line_is keys "proscenium>"
report "the key took the cue away" keys eval '! visible keys | grep -q "paused"'
keys keys Enter Enter
report "skipped commands ran silently (the device was turned)" keys shows keys "landscape 667×375"
report "rotate's own output was not shown" keys eval '! shows keys "proscenium> rotate"'
report "the demo ends quietly, with status 0" keys eval 'exited keys 0 && ! shows keys "Proscenium"'
report "keys: stty -a after matches before" keys same_modes keys
report "keys: the cursor is visible" keys cursor_visible keys

# --- 2. --auto, with notes on screen ------------------------------------------------------------
wrapped auto '"$BIN" demo --auto --speed 100 --notes "$STATE/auto.demo"'
report "--auto finishes by itself" auto exited auto 0
report "--auto typed and ran every command" auto eval 'shows auto "proscenium> state" && shows auto "played 0.800 s"'
report "--notes shows the notes" auto shows auto "note: Watch it drop."
report "auto: stty -a after matches before" auto same_modes auto
report "auto: the cursor is visible" auto cursor_visible auto

# --- 2b. --auto keeps a key pressed while it types for the next pause ---------------------------
wrapped kept '"$BIN" demo --auto --notes "$STATE/kept.demo"'
# Pressed early in a long line, so the key surely comes while it types, even on a busy machine.
wait_until last_line_is kept "proscenium> se"
keys kept x
report "the kept key ends the first pause: state is typed without a second press" kept shows kept "proscenium> state"
report "the second pause shows its cue on the notes stream" kept last_line_is kept "note: paused · any key goes on"
# Not checked: that the first pause showed no cue. On a busy machine the key sometimes reaches
# the player only as the pause begins (then the cue shows and the key takes it away at once),
# and that is not yet understood; the test above holds either way.
keys kept x
report "a key ends the second pause and the demo" kept eval 'exited kept 0 && shows kept "proscenium> dismiss"'
report "kept: stty -a after matches before" kept same_modes kept

# --- 3. Ctrl-C during a demo --------------------------------------------------------------------
wrapped ctrlc '"$BIN" demo "$STATE/keys.demo"'
wait_until last_line_is ctrlc "proscenium>"
keys ctrlc x x x
wait_until last_line_is ctrlc "proscenium> set"
keys ctrlc C-c
report "ctrl-c ends the demo (status 130)" ctrlc exited ctrlc 130
report "ctrl-c: stty -a after matches before" ctrlc same_modes ctrlc
report "ctrl-c: the cursor is visible" ctrlc cursor_visible ctrlc

# --- 4. A resize during a demo ------------------------------------------------------------------
wrapped resize '"$BIN" demo "$STATE/keys.demo"'
wait_until last_line_is resize "proscenium>"
keys resize x x x
wait_until last_line_is resize "proscenium> set"
t resize-window -t resize -x 70 -y 24 2>/dev/null
keys resize x x
report "typing goes on after a resize" resize last_line_is resize "proscenium> set f"
keys resize Enter Enter a
report "the next command is typed after a resize" resize last_line_is resize "proscenium> p"
keys resize C-d
report "ctrl-d ends the demo (status 0)" resize exited resize 0
report "resize: stty -a after matches before" resize same_modes resize
report "resize: the cursor is visible" resize cursor_visible resize

# --- 5. SIGTERM during a replay inside a demo (the cursor hidden) -------------------------------
wrapped sigterm '"$BIN" demo --auto --speed 100 "$STATE/sigterm.demo"'
wait_until shows sigterm "play · "
report "the replay hides the cursor" sigterm cursor_hidden sigterm
pid=$(pgrep -f -- "demo --auto --speed 100 $STATE/sigterm.demo" | head -n 1)
[ -n "$pid" ] && kill -TERM "$pid"
report "SIGTERM ends it (status 143)" sigterm exited sigterm 143
report "sigterm: stty -a after matches before" sigterm same_modes sigterm
report "sigterm: the cursor is visible" sigterm cursor_visible sigterm

# --- 6. Output piped to head --------------------------------------------------------------------
SCENE="$(cd "$(dirname "$0")/../.." && pwd)/scenes/brief.scene"
wrapped head '"$BIN" run "'"$SCENE"'" | head -3; echo "status=${PIPESTATUS[*]}"; "$BIN" demo "$STATE/keys.demo" | head -3 >/dev/null'
report "run | head -3 prints three lines and ends" head eval 'exited head 0 && [ "$(screen head | grep -B3 "^status=" | head -n 3 | wc -l)" = 3 ]'
report "no crash message, no garbage" head eval 'no_crash head && ! screen head | grep -q "$(printf "\033")"'
report "head: stty -a after matches before" head same_modes head
report "head: the cursor is visible" head cursor_visible head

# --- 7. Ctrl-Z then fg, during a demo and during play (an interactive shell, for job control) ---
t new-session -d -s sh -x 100 -y 30 -- env -u EDITRC -u LC_ALL -u LC_CTYPE HOME="$STATE" XDG_STATE_HOME="$STATE" \
    NO_COLOR=1 LANG=C.UTF-8 PS1='sh$ ' bash --norc --noprofile -i
shell_ready() { last_line_is sh 'sh$'; }
shell_line() { wait_until shell_ready; keys sh -l "$1"; keys sh Enter; }
shell_line "stty -a > '$STATE/sh.before'"
shell_line "'$BIN' demo '$STATE/keys.demo'"
wait_until last_line_is sh "proscenium>"
keys sh x x x
wait_until last_line_is sh "proscenium> set"
keys sh C-z
report "ctrl-z suspends the demo" sh shows sh "Stopped"
report "ctrl-z: the cursor is visible while it is stopped" sh cursor_visible sh
shell_line "fg"
report "fg brings the half-typed command back" sh last_line_is sh "proscenium> set"
report "fg: keys are read one by one again" sh in_key_mode sh
keys sh x x
report "typing goes on after fg" sh last_line_is sh "proscenium> set f"
keys sh C-d
shell_line "echo status=\$?; stty -a > '$STATE/sh.after'"
report "the demo ended normally after fg" sh shows sh "status=0"
report "ctrl-z in a demo: stty -a after matches before" sh same_modes sh

shell_line "'$BIN'"
wait_until last_line_is sh "proscenium>"
for line in "set frame inset 30" "animator bouncy" "present" "play --speed 0.05 --loop"; do
    keys sh -l "$line"
    keys sh Enter
    sleep 0.2
done
wait_until shows sh "play · "
wait_until cursor_hidden sh
keys sh C-z
report "ctrl-z suspends play" sh shows sh "Stopped"
report "ctrl-z during play: the cursor is shown while stopped" sh cursor_visible sh
shell_line "fg"
report "fg: play goes on, redrawn from a clear screen" sh eval 'visible sh | grep -q "^play · " && ! visible sh | grep -q "Stopped"'
report "fg: the cursor is hidden again while it plays" sh cursor_hidden sh
keys sh C-c
report "ctrl-c then stops play" sh shows sh "stopped by Ctrl-C"
wait_until last_line_is sh "proscenium>"
keys sh C-d
shell_line "echo status=\$?; stty -a > '$STATE/sh.after'"
report "the prompt ended normally" sh eval 'screen sh | grep -q "status=0"'
report "ctrl-z during play: stty -a after matches before" sh same_modes sh
report "ctrl-z during play: the cursor is visible" sh cursor_visible sh

# --- 8. TERM and HUP sent to the prompt end it, not the script that started it ------------------
# A script with no job control runs the prompt in its own process group; libedit's handlers
# re-sent both signals to that whole group, so the script's trap fired too (issue 37).
for sig in TERM HUP; do
    name=parent$sig
    wrapped "$name" 'trap "echo parent-got-'$sig'" '$sig'; "$BIN"'
    wait_until last_line_is "$name" "proscenium>"
    pid=$(t display-message -p -t "$name" '#{pane_pid}' 2>/dev/null)
    child=$(pgrep -P "$pid" -f -- "$BIN" | head -n 1)
    [ -n "$child" ] && kill -"$sig" "$child"
    status=$((128 + $(kill -l "$sig")))
    report "SIG$sig at the prompt ends it (status $status)" "$name" exited "$name" "$status"
    report "SIG$sig at the prompt: the parent's trap never fires" "$name" eval '! screen '"$name"' | grep -q parent-got'
    report "SIG$sig at the prompt: stty -a after matches before" "$name" same_modes "$name"
done

# --- 9. A talk's default look reads on a projector: high contrast, nothing in bright black ---------
# Colour on (no NO_COLOR), no --theme: the veil is bold, and no mark is bright black (SGR 90),
# which a projector washes out (issue 37 §3).
t new-session -d -s colour -x 100 -y 30 -- env -u EDITRC -u LC_ALL -u LC_CTYPE -u NO_COLOR -u COLORFGBG \
    HOME="$STATE" XDG_STATE_HOME="$STATE" TERM=xterm-256color LANG=C.UTF-8 "$BIN" demo "$DEMOS/02-bouncy-overlay.demo"
for _ in $(seq 12); do
    keys colour Enter
    sleep 0.2
    t capture-pane -p -e -t colour 2>/dev/null | grep -q '▒' && break
done
t capture-pane -p -e -S -200 -t colour >"$STATE/colour.screen" 2>/dev/null
report "a demo without --theme draws its veil bold (high contrast)" colour \
    grep -qE $'\e\\[1m[^\e]*▒' "$STATE/colour.screen"
report "and nothing in bright black (SGR 90)" colour eval '! grep -q $'"'"'\e\[90m'"'"' "$STATE/colour.screen"'
t kill-session -t colour 2>/dev/null

# --- 10. An answer taller than the window comes a screen a key (issue 37 §3) ----------------------
# The tour's `trace` at 80x24 (64 lines): its first screen keeps the typed command in view under
# the `more` cue; a key shows the next, and the pause comes only after the last.
t new-session -d -s paged -x 80 -y 24 -- env -u EDITRC -u LC_ALL -u LC_CTYPE HOME="$STATE" \
    XDG_STATE_HOME="$STATE" NO_COLOR=1 LANG=C.UTF-8 "$BIN" demo "$DEMOS/00-tour.demo" --from trace
for _ in $(seq 12); do
    keys paged Enter
    sleep 0.3
    visible paged | grep -q 'more · any key' && break
done
visible paged >"$STATE/paged.first"
report "a tall answer's first screen keeps the command in view, under the more cue" paged eval \
    'head -1 "$STATE/paged.first" | grep -q "^proscenium> trace" && tail -1 "$STATE/paged.first" | grep -q "^more · any key shows the next screen ([0-9]* more lines)"'
for _ in $(seq 6); do
    keys paged Space
    sleep 0.3
    visible paged | grep -q 'paused · any key goes on' && break
done
report "keys show the rest, then the pause: the trace's end on screen" paged eval \
    'visible paged | grep -q "completion(context, isCancelled: false)" && visible paged | grep -q "paused · any key goes on"'
t kill-session -t paged 2>/dev/null

echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
