#!/usr/bin/env bash
# A talk at 80x24 as shipped (issue 26), on real terminals (tmux panes): the veil of an inset card
# shows on both sides of it; the banner's message is on screen; `export svg --scale 2` draws the
# message inside the banner (pixels, rendered with rsvg-convert).
# Usage: bash Tests/e2e/talk.sh [path/to/proscenium]
set -u
BIN=${1:-.build/debug/proscenium}
. "$(dirname "$0")/lib.sh"
for tool in rsvg-convert python3; do
    command -v "$tool" >/dev/null 2>&1 || { echo "talk.sh: $tool is not installed" >&2; exit 2; }
done

# sized NAME COLUMNS ROWS [ARGS...]: the binary in a detached pane of that size.
sized() {
    local name=$1 columns=$2 rows=$3
    shift 3
    t new-session -d -s "$name" -x "$columns" -y "$rows" -- bash -c \
        'state=$1; bin=$2; shift 2; env -u EDITRC -u LC_ALL -u LC_CTYPE HOME="$state" XDG_STATE_HOME="$state" NO_COLOR=1 LANG=C.UTF-8 "$bin" "$@"; echo "exit=$?"; sleep 60' \
        _ "$STATE" "$BIN" "$@"
    [ -n "$SOCKET_PATH" ] || SOCKET_PATH=$(t display-message -p '#{socket_path}' 2>/dev/null)
}
visible() { t capture-pane -p -t "$1" 2>/dev/null; }
type_line() { keys "$1" -l "$2" && keys "$1" Enter; }
prompt_ready() { visible "$1" | sed -e 's/[[:space:]]*$//' | grep -v '^$' | tail -n 1 | grep -qx 'proscenium>'; }

# --- The veil at 80x24 --------------------------------------------------------------------------
sized veil 80 24
wait_until prompt_ready veil
type_line veil "set frame inset 30"
type_line veil "present"
# Every row between the card's edges: window edge, veil, card edge … card edge, veil, window edge.
veil_on_both_sides() {
    visible veil | python3 -c '
import sys
rows = [l for l in sys.stdin.read().splitlines() if l.startswith("│") and l.count("│") >= 4]
body = []
for l in rows:
    edges = [i for i, c in enumerate(l) if c == "│"][:4]
    body.append(edges[1] >= 2 and l[1] == "▒" and l[edges[3] - 1] == "▒" and edges[3] - edges[2] >= 2)
sys.exit(0 if len(body) >= 3 and all(body) else 1)'
}
report "at 80x24, set frame inset 30 + present shows veil cells on both sides of the card" veil veil_on_both_sides

# --- The banner's message at 80x24, in demo 03 ----------------------------------------------------
DEMOS="$(cd "$(dirname "$0")/../.." && pwd)/demos"
sized banner 80 24 demo "$DEMOS/03-banner.demo"
paused() { visible "$1" | grep -qF "paused · any key goes on"; }
# settled NAME: the pane has not changed for 0.3 s.
settled() {
    local a b
    a=$(visible "$1")
    sleep 0.3
    b=$(visible "$1")
    [ "$a" = "$b" ]
}
# step NAME: Enter (the next command typed out and run), then wait for the screen to settle.
step() {
    local before
    before=$(visible "$1")
    keys "$1" Enter
    wait_until eval '[ "$(visible '"$1"')" != "$before" ]'
    wait_until settled "$1"
}
wait_until settled banner
# Enter types a command out, Enter again runs it: up to the first #pause.
for _ in $(seq 1 20); do
    paused banner && break
    step banner
done
report "at 80x24, demo 03's first pause shows the banner's message" banner \
    eval 'paused banner && visible banner | grep -qF "File successfully uploaded ✅"'

# --- Long output through the pager on a terminal, never in a script -----------------------------
t new-session -d -s pager -x 80 -y 24 -- env -u EDITRC -u LC_ALL -u LC_CTYPE HOME="$STATE" \
    XDG_STATE_HOME="$STATE" NO_COLOR=1 LANG=C.UTF-8 PAGER="sed s/^/paged:/" "$BIN"
wait_until prompt_ready pager
type_line pager "present"
type_line pager "explain"
report "at the prompt, explain (taller than the window) goes through \$PAGER" pager \
    eval 'visible pager | grep -q "^paged:"'
type_line pager "state"
after_state() { visible pager | sed -n '/proscenium> state/,$p'; }
report "short output does not" pager eval 'after_state | grep -q "^iPhone SE" && ! after_state | grep -q "^paged:"'
# In a lesson, a paged answer that completes a step leaves the step's progress on the screen,
# after the pager, not inside it (issue 36: "✓ Step N done" was seen only in the pager).
t new-session -d -s lessonpager -x 80 -y 24 -- env -u EDITRC -u LC_ALL -u LC_CTYPE HOME="$STATE/lp" \
    XDG_STATE_HOME="$STATE/lp" NO_COLOR=1 LANG=C.UTF-8 PAGER="sed s/^/paged:/" "$BIN" lesson 1
wait_until prompt_ready lessonpager
type_line lessonpager "style fullScreen"
wait_until prompt_ready lessonpager
type_line lessonpager "present"
wait_until prompt_ready lessonpager
type_line lessonpager "trace"
wait_until prompt_ready lessonpager
report "a trace that reaches a step's goals pages, and the lesson's next words follow, unpaged" lessonpager \
    eval 'visible lessonpager | grep -q "^paged:" && visible lessonpager | grep -q "^One thing left: the step.s question"'
# `explain` and `code` completing a step page too, and the step's progress follows each, unpaged
# (a lesson of two look steps, in a folder of its own).
mkdir -p "$STATE/looklessons"
cat >"$STATE/looklessons/01-looking.md" <<'LESSON'
# Looking

- slug: looking
- article: "A test article" by Someone (Nowhere, 2024), https://example.com/article
- device: iphone-se

Two looks at one presentation.

## 1. Why

- aim: Present, then ask why each call happened.

Present and read the reasons.

- goal: `expect used explain`
- solution: `present`, `explain`

## 2. The code

- aim: Read the Swift for it.

The code.

- goal: `expect used code`
- solution: `code`

## 3. Away

- aim: Dismiss it.

Dismiss.

- goal: `expect phase == idle`
- solution: `dismiss`
LESSON
t new-session -d -s looks -x 80 -y 24 -- env -u EDITRC -u LC_ALL -u LC_CTYPE HOME="$STATE/lk" \
    XDG_STATE_HOME="$STATE/lk" PROSCENIUM_LESSONS="$STATE/looklessons" NO_COLOR=1 LANG=C.UTF-8 \
    PAGER="sed s/^/paged:/" "$BIN" lesson 1
wait_until prompt_ready looks
type_line looks "present"
wait_until prompt_ready looks
type_line looks "explain"
wait_until prompt_ready looks
report "an explain that reaches a step's goals pages, and the step's progress follows, unpaged" looks \
    eval 'visible looks | grep -q "^paged:" && visible looks | grep -q "^✓ Step 1 done" && visible looks | grep -q "^── Step 2 of 3: The code ──$"'
type_line looks "code"
wait_until prompt_ready looks
report "so does a code that reaches them" looks \
    eval 'visible looks | grep -q "^paged:" && visible looks | grep -q "^✓ Step 2 done" && visible looks | grep -q "^── Step 3 of 3: Away ──$"'
# A lesson's opening taller than the window (lesson 4's introduction and first step) pages, and
# the first step's lead follows on the screen (issue 36: the introduction scrolled off at once).
t new-session -d -s lessonopen -x 80 -y 24 -- env -u EDITRC -u LC_ALL -u LC_CTYPE HOME="$STATE/lo" \
    XDG_STATE_HOME="$STATE/lo" NO_COLOR=1 LANG=C.UTF-8 PAGER="sed s/^/paged:/" "$BIN" lesson 4
wait_until prompt_ready lessonopen
report "a lesson's opening taller than the window pages, and the first step's lead follows, unpaged" lessonopen \
    eval 'visible lessonopen | grep -q "^paged:" && visible lessonopen | grep -q "^── Step 1 of 10: The presentation, call by call ──$"'
# A Chinese lesson greets in Chinese, and a Chinese error is wrapped at the window's width between
# words, never inside a command (issue 36: "dismi/ss" was cut by the terminal).
t new-session -d -s zhgreet -x 80 -y 24 -- env -u EDITRC -u LC_ALL -u LC_CTYPE HOME="$STATE/zg" \
    XDG_STATE_HOME="$STATE/zg" NO_COLOR=1 LANG=C.UTF-8 PAGER="sed s/^/paged:/" "$BIN" lesson 6 --lang zh
wait_until prompt_ready zhgreet
report "a Chinese lesson's greeting is Chinese" zhgreet \
    eval 't capture-pane -p -S -400 -t zhgreet | grep -q "^Proscenium · \`help\` 列出命令"'
type_line zhgreet "drag sheet to larg"
wait_until prompt_ready zhgreet
report "a Chinese error wider than the window wraps between words, every command whole" zhgreet \
    eval 'visible zhgreet | grep -qF "\`dismiss\` 之一" && visible zhgreet | grep -qF "\`drag sheet to large\`"'
check "run never pages, whatever \$PAGER says" \
    eval '! printf "present\nexplain\n" | PAGER="sed s/^/paged:/" "$BIN" run - | grep -q "^paged:"'

# --- A light terminal, named by COLORFGBG: the light theme, and the prompt says so ---------------
t new-session -d -s light -x 80 -y 24 -- env -u EDITRC -u LC_ALL -u LC_CTYPE HOME="$STATE" \
    XDG_STATE_HOME="$STATE" COLORFGBG="0;15" LANG=C.UTF-8 "$BIN"
report "COLORFGBG=0;15 gives the light theme, and the prompt says so" light \
    eval 'visible light | grep -qF "COLORFGBG says the background is light: theme light"'

# --- The message inside the banner in the SVG at scale 2 -----------------------------------------
mkdir -p "$STATE/svg"
printf '%s\n' 'device iphone-15' 'set dimming off' 'set frame banner article' \
    'set content "File successfully uploaded ✅"' present "export svg $STATE/svg/banner.svg --scale 2" \
    'dismiss' 'set content "文件已成功上传，并已与团队中的每个人共享 ✅"' present \
    "export svg $STATE/svg/banner-zh.svg --scale 2" |
    HOME="$STATE" XDG_STATE_HOME="$STATE" "$BIN" run --quiet --write-dir "$STATE" - >"$STATE/svg/out" 2>&1
PIXELS="$(dirname "$0")/svg_pixels.py"
check "export svg --scale 2 draws the banner's message inside the banner (pixels)" \
    python3 "$PIXELS" message "$STATE/svg/banner.svg" presented "$STATE/svg"
check "and a Chinese message too" python3 "$PIXELS" message "$STATE/svg/banner-zh.svg" presented "$STATE/svg"

echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
