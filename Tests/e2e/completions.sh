#!/usr/bin/env bash
# End-to-end test of Tab in the shells and at the prompt, under tmux:
# - bash, zsh and fish with the completion scripts the binary writes (what `make install` puts
#   where each shell looks): `proscenium run sc<Tab>` completes to `scenes/` (a folder, in a
#   folder of scenes), `proscenium lesson <Tab>` offers the lessons;
# - the prompt: `load lessons/ex<Tab>` completes the path, `lesson bou<Tab>` the slug, and Up
#   recalls only lines that begin with what is typed (`set f` + Up skips `config` and `present`).
# A shell that is not installed is skipped, and says so.
# Usage: Tests/e2e/completions.sh [path/to/proscenium]
set -u
BIN=${1:-.build/debug/proscenium}
. "$(dirname "$0")/lib.sh"
REPO=$(cd "$(dirname "$0")/../.." && pwd)

# A folder as a user would have it: scenes in a folder, and the lessons beside.
WORK=$STATE/work
mkdir -p "$WORK/scenes" "$WORK/bin"
cp "$REPO"/scenes/*.scene "$WORK/scenes/"
cp -r "$REPO/lessons" "$WORK/lessons"
ln -s "$BIN" "$WORK/bin/proscenium"
"$BIN" --generate-completion-script bash > "$STATE/proscenium.bash"
mkdir -p "$STATE/zfunc" "$STATE/fish/completions"
"$BIN" --generate-completion-script zsh > "$STATE/zfunc/_proscenium"
"$BIN" --generate-completion-script fish > "$STATE/fish/completions/proscenium.fish"
export PROSCENIUM_LESSONS=$WORK/lessons

# shell NAME COMMAND...: an interactive shell in $WORK with the completions loaded.
shell() {
    local name=$1
    shift
    t new-session -d -s "$name" -x 120 -y 30 -c "$WORK" -- env -u EDITRC HOME="$STATE" \
        PATH="$WORK/bin:$PATH" PROSCENIUM_LESSONS="$PROSCENIUM_LESSONS" XDG_CONFIG_HOME="$STATE" \
        XDG_DATA_HOME="$STATE" TERM=screen "$@"
    [ -n "$SOCKET_PATH" ] || SOCKET_PATH=$(t display-message -p '#{socket_path}' 2>/dev/null)
}
line_has() { screen "$1" | grep -qF -- "$2"; }

# bash, as the bash-completion package loads a completion file.
cat > "$STATE/bashrc" <<RC
PS1='$ '
source "$STATE/proscenium.bash"
RC
shell bash bash --noprofile --rcfile "$STATE/bashrc" -i
wait_until line_has bash '$'
keys bash 'proscenium run sc' Tab
report "bash: proscenium run sc<Tab> completes to scenes/" bash line_has bash 'proscenium run scenes/'
keys bash C-u 'proscenium lesson ' Tab Tab
report "bash: proscenium lesson <Tab> lists the lessons" bash eval 'line_has bash bouncy-overlay && line_has bash tour'

if command -v zsh >/dev/null 2>&1; then
    cat > "$STATE/.zshrc" <<RC
PS1='%% '
fpath=("$STATE/zfunc" \$fpath)
autoload -Uz compinit && compinit -u -d "$STATE/zcompdump"
RC
    shell zsh env ZDOTDIR="$STATE" zsh -i
    wait_until line_has zsh '%'
    keys zsh 'proscenium run sc' Tab
    report "zsh: proscenium run sc<Tab> completes to scenes/" zsh line_has zsh 'proscenium run scenes/'
    keys zsh C-u 'proscenium lesson ' Tab
    report "zsh: proscenium lesson <Tab> lists the lessons" zsh eval 'line_has zsh bouncy-overlay && line_has zsh tour'
else
    echo "ok - zsh is not installed: skipped # SKIP"
fi

if command -v fish >/dev/null 2>&1; then
    shell fish env XDG_DATA_HOME="$STATE" fish --no-config -i -C \
        "set fish_complete_path $STATE/fish/completions \$fish_complete_path; function fish_prompt; echo '> '; end; function fish_greeting; end"
    wait_until line_has fish '>'
    keys fish 'proscenium run sc' Tab
    report "fish: proscenium run sc<Tab> completes to scenes/" fish line_has fish 'proscenium run scenes/'
    keys fish C-u 'proscenium lesson ' Tab
    report "fish: proscenium lesson <Tab> lists the lessons" fish eval 'line_has fish bouncy-overlay && line_has fish tour'
else
    echo "ok - fish is not installed: skipped # SKIP"
fi

# The prompt itself.
t new-session -d -s prompt -x 100 -y 30 -c "$WORK" -- env -u EDITRC HOME="$STATE" XDG_STATE_HOME="$STATE" \
    NO_COLOR=1 LANG=C.UTF-8 PROSCENIUM_LESSONS="$PROSCENIUM_LESSONS" "$BIN"
wait_until line_has prompt 'proscenium>'
keys prompt 'load lessons/ex' Tab
report "prompt: load lessons/ex<Tab> completes the path" prompt eval 'prompt_line prompt | grep -qF "load lessons/exercises/"'
keys prompt C-u 'lesson bou' Tab
report "prompt: lesson bou<Tab> completes the slug" prompt eval 'prompt_line prompt | grep -qF "lesson bouncy-overlay "'
keys prompt C-u 'set frame inset 30' Enter
keys prompt 'config' Enter
keys prompt 'present' Enter
wait_until line_has prompt 'presented'
keys prompt 'set f' Up
report "prompt: set f + Up recalls the last line beginning with it" prompt \
    eval 'prompt_line prompt | grep -qF "set frame inset 30"'
keys prompt C-u Up
report "prompt: Up on an empty line recalls the last line" prompt eval 'prompt_line prompt | grep -qF "present"'
keys prompt C-u C-d

echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
