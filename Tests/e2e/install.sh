#!/usr/bin/env bash
# End-to-end test of `make install` and `make uninstall`, into a temporary prefix:
# - the binary, lessons, demos, completions (bash, zsh, fish) and manual page land where each
#   reader looks, and a second install changes no byte;
# - from another folder the installed binary finds its lessons (`lesson list`, `lesson 2`) and
#   runs every installed demo; PROSCENIUM_LESSONS still overrides; a binary with no lessons
#   anywhere says where it looked;
# - bash completes from the installed script; `man` formats the page without a warning;
# - a file left over from an older install goes on reinstall; DESTDIR stages under its root;
# - uninstall removes every file install listed and the share/proscenium folders, and keeps a
#   file of the user's;
# - `make install-check` (docs/ci.md's) installs what `check` needs and nothing for `load`.
# Usage: Tests/e2e/install.sh [path/to/.build/CONFIG/proscenium]
# The binary names the configuration to install (`make install CONFIGURATION=debug` for the
# default), so the test costs no release build; make builds it if it is missing or stale.
set -u

BIN=${1:-.build/debug/proscenium}
CONFIG=$(basename "$(dirname "$BIN")")
case "$CONFIG" in debug | release) ;; *)
    echo "install.sh: $BIN is not a SwiftPM build product (.build/debug/… or .build/release/…)" >&2
    exit 2
    ;;
esac
for tool in make man bash; do
    if ! command -v "$tool" >/dev/null 2>&1; then
        echo "install.sh: $tool is not installed (make test-deps installs man-db)" >&2
        exit 2
    fi
done
REPO=$(cd "$(dirname "$0")/../.." && pwd)
DIR=$(mktemp -d "${TMPDIR:-/tmp}/proscenium-install.XXXXXX")
trap 'rm -rf "$DIR"' EXIT
. "$(dirname "$0")/checks.sh"

P="$DIR/prefix"
ELSEWHERE="$DIR/elsewhere"
mkdir -p "$ELSEWHERE" "$DIR/state"
# Runs the installed binary from a folder with no lessons near it, with its own state folder.
run_installed() {
    (cd "$ELSEWHERE" && env -u PROSCENIUM_LESSONS HOME="$DIR/state" XDG_STATE_HOME="$DIR/state" NO_COLOR=1 \
        timeout 20 "$@" >"$DIR/out" 2>&1 </dev/null)
    echo $? >"$DIR/code"
}
code_is() { [ "$(cat "$DIR/code")" = "$1" ]; }
says() { grep -qF -- "$1" "$DIR/out"; }
files_in() { (cd "$1" && find . \( -type f -o -type l \) | sort); }

# 1. Install, and look at what landed where.
if ! make -s -C "$REPO" install PREFIX="$P" CONFIGURATION="$CONFIG" >"$DIR/make.out" 2>&1; then
    sed 's/^/#   /' "$DIR/make.out"
    echo "not ok - make install succeeds"
    exit 1
fi
check "make install succeeds" true
expected="./bin/proscenium
./lib/proscenium/COpenCombineHelpers.build/COpenCombineHelpers.h
./lib/proscenium/COpenCombineHelpers.build/module.modulemap
./lib/proscenium/Modules/OpenCombine.swiftmodule
./lib/proscenium/Modules/Playground.swiftmodule
./lib/proscenium/Modules/PresentationKit.swiftmodule
./lib/proscenium/Modules/ProsceniumDisk.swiftmodule
./lib/proscenium/Modules/ProsceniumFiles.swiftmodule
./lib/proscenium/Modules/ProsceniumJSON.swiftmodule
./lib/proscenium/Modules/ProsceniumLanguage.swiftmodule
./lib/proscenium/Modules/ProsceniumNumbers.swiftmodule
./lib/proscenium/Modules/ProsceniumStage.swiftmodule
./lib/proscenium/Modules/ProsceniumStagePage.swiftmodule
./lib/proscenium/Modules/ProsceniumTheme.swiftmodule
./lib/proscenium/Modules/ProsceniumUIKit.swiftmodule
./lib/proscenium/Modules/TextArt.swiftmodule
./lib/proscenium/Modules/Transcript.swiftmodule
./lib/proscenium/Modules/UIKit.swiftmodule
./lib/proscenium/libProsceniumStage.so
./lib/proscenium/proscenium-rewrite
./lib/proscenium/proscenium-web
./share/bash-completion/completions/proscenium
./share/fish/vendor_completions.d/proscenium.fish
./share/man/man1/proscenium.1
./share/zsh/site-functions/_proscenium"
outside_share=$(files_in "$P" | grep -v '^\./share/proscenium/')
check "the binary, stage library, completions and manual page are where each reader looks" test "$outside_share" = "$expected"
check "the binary is executable" test -x "$P/bin/proscenium"
check "the installed binary and rewriter are stripped" eval \
    'nm "$P/bin/proscenium" 2>&1 | grep -q "no symbols" && nm "$P/lib/proscenium/proscenium-rewrite" 2>&1 | grep -q "no symbols"'
check "swift-syntax is not linked into the binary (only the rewriter has it)" eval \
    '! nm "$REPO/.build/$CONFIG/proscenium" | grep -q SwiftSyntax && nm "$REPO/.build/$CONFIG/proscenium-rewrite" | grep -q SwiftSyntax'
check "the lessons are all there, zh included" \
    diff <(cd "$REPO/lessons" && find . -type f | sort) <(cd "$P/share/proscenium/lessons" && find . -type f | sort)
check "the demos are all there" \
    diff <(cd "$REPO/demos" && find . -type f | sort) <(cd "$P/share/proscenium/demos" && find . -type f | sort)
check "the list uninstall reads names every installed file" \
    diff <(sed 's|^|./|' "$P/share/proscenium/installed-files" | sort) <(files_in "$P" | grep -v '/installed-files$')
check "zsh finds its function by the #compdef line" eval 'head -n 1 "$P/share/zsh/site-functions/_proscenium" | grep -qx "#compdef proscenium"'
check "the fish script completes proscenium" grep -Eq "^complete -c '?proscenium'? " "$P/share/fish/vendor_completions.d/proscenium.fish"
if command -v zsh >/dev/null 2>&1; then check "the zsh script parses" zsh -n "$P/share/zsh/site-functions/_proscenium"; fi
if command -v fish >/dev/null 2>&1; then check "the fish script parses" fish --no-execute "$P/share/fish/vendor_completions.d/proscenium.fish"; fi

# The second time only the copying step (what `make install` runs after its builds, which are
# no-ops by now and cost seconds), to keep the suite quick.
files_in "$P" | (cd "$P" && xargs md5sum) >"$DIR/first.sum"
make -s -C "$REPO" install-files PREFIX="$P" CONFIGURATION="$CONFIG" >"$DIR/make.out" 2>&1
check "a second install succeeds" test $? -eq 0
files_in "$P" | (cd "$P" && xargs md5sum) >"$DIR/second.sum"
check "and leaves every file byte for byte as it was" cmp -s "$DIR/first.sum" "$DIR/second.sum"

# 2. The installed binary, from another folder.
run_installed "$P/bin/proscenium" lesson list
check "lesson list finds the installed lessons" eval 'code_is 0 && says "A tour of the stage" && says "Overlays that dim"'
run_installed "$P/bin/proscenium" lesson 2
check "lesson 2 starts, piped, and exits" eval 'code_is 0 && says "Lesson 2 · Overlays that dim" && says "Step 1 of 10"'
all_demos=0
for demo in "$P"/share/proscenium/demos/*.demo; do
    run_installed "$P/bin/proscenium" demo "$demo"
    if ! code_is 0; then
        echo "# $demo:"
        sed 's/^/#   /' "$DIR/out" | grep -E 'error|✗' | head -5
        all_demos=1
    fi
done
check "every installed demo runs by its path" test "$all_demos" -eq 0
run_installed "$P/bin/proscenium" demo "$P/share/proscenium/demos/02-bouncy-overlay.demo"
check "and a demo's transcript shows the overlay presented" eval 'says "presented"'

if command -v swiftc >/dev/null 2>&1; then
    printf 'present\nexpect presented.frame == 30 30 315 607\n' > "$DIR/card.scene"
    run_installed "$P/bin/proscenium" check \
        --load "$REPO/Tests/ProsceniumUIKitTests/Fixtures/CardOverlay.swift" "$DIR/card.scene"
    check "the installed binary loads Swift against the installed stage library" eval 'code_is 0 && says "1 passed, 0 failed"'
fi

mkdir -p "$DIR/mine"
cp "$REPO/lessons/README.md" "$REPO/lessons/03-banner.md" "$DIR/mine/"
(cd "$ELSEWHERE" && PROSCENIUM_LESSONS="$DIR/mine" HOME="$DIR/state" XDG_STATE_HOME="$DIR/state" \
    "$P/bin/proscenium" lesson list >"$DIR/out" 2>&1 </dev/null)
check "PROSCENIUM_LESSONS still overrides the installed lessons" eval 'says "A banner that fits its message" && ! says "A tour of the stage"'

mkdir -p "$DIR/lone/bin"
cp "$P/bin/proscenium" "$DIR/lone/bin/"
run_installed "$DIR/lone/bin/proscenium" lesson list
check "a binary with no lessons says so in one line, then where it looked" eval \
    'sed -n 2p "$DIR/out" | grep -q "^No lessons found: set PROSCENIUM_LESSONS" && says "  $DIR/lone/share/proscenium/lessons" && says "  ./lessons (the current folder)"'

# 3. Completions and the manual page, as bash and man read them.
check "bash registers the completion" eval \
    'bash -c "source \"$P/share/bash-completion/completions/proscenium\" && complete -p proscenium" | grep -q -- "-F _proscenium proscenium"'
completions=$(PATH="$P/bin:$PATH" bash -c 'source "$1"; COMP_WORDS=(proscenium le); COMP_CWORD=1;
    COMP_LINE="proscenium le"; COMP_POINT=${#COMP_LINE}; _proscenium proscenium le proscenium; echo "${COMPREPLY[*]}"' _ \
    "$P/share/bash-completion/completions/proscenium")
check "and \`proscenium le<Tab>\` completes to lesson" test "$completions" = lesson
MANPAGER=cat MANWIDTH=80 man -l "$P/share/man/man1/proscenium.1" >"$DIR/man.out" 2>"$DIR/man.err"
check "man formats the page" eval 'grep -q "^PROSCENIUM(1)" "$DIR/man.out" && grep -q "^SYNOPSIS" "$DIR/man.out"'
check "with every subcommand in it" eval 'for c in repl run check lesson demo; do grep -Eq "^ +$c( |$)" "$DIR/man.out" || exit 1; done'
check "and no hidden one" eval '! grep -Eq "^ +bench( |$)" "$DIR/man.out"'
check "with ENVIRONMENT, FILES, EXIT STATUS, EXAMPLES and SEE ALSO" eval \
    'for s in ENVIRONMENT FILES "EXIT STATUS" EXAMPLES "SEE ALSO"; do grep -q "^$s" "$DIR/man.out" || exit 1; done'
check "the exit statuses are the real ones (64 for usage)" eval 'grep -Eq "^ +64" "$DIR/man.out"'
check "every variable the binary reads is in ENVIRONMENT" eval \
    'for v in NO_COLOR FORCE_COLOR COLUMNS XDG_STATE_HOME PROSCENIUM_LESSONS PROSCENIUM_EXERCISES EDITOR PAGER; do grep -q "$v" "$DIR/man.out" || exit 1; done'
check "and no warning" eval '! test -s "$DIR/man.err" || { sed "s/^/#   /" "$DIR/man.err"; false; }'
# The page is committed (docs/proscenium.1, `make man`): it must still name every command and
# option the binary's argument parser describes, or it is stale.
"$BIN" --experimental-dump-help >"$DIR/help.json"
stale=$(python3 - "$DIR/help.json" "$DIR/man.out" <<'PY'
import json, sys
tool = json.load(open(sys.argv[1]))
page = open(sys.argv[2]).read().replace("\u2010", "-")
missing = []
def walk(command, path):
    if not command.get("shouldDisplay", True):
        return
    if path and path[-1] not in page:
        missing.append(" ".join(path))
    for argument in command.get("arguments", []):
        for name in argument.get("names", []):
            if name["kind"] == "long" and "--" + name["name"] not in page:
                missing.append(" ".join(path + ["--" + name["name"]]))
    for sub in command.get("subcommands", []):
        walk(sub, path + [sub["commandName"]])
walk(tool["command"], [])
print(", ".join(sorted(set(missing))))
PY
)
check "and it is not stale: every command and option the binary has is on it (make man)" eval '[ -z "$stale" ] || { echo "#   missing: $stale"; false; }'
MANPAGER=cat man -M "$P/share/man" proscenium >"$DIR/man2.out" 2>/dev/null
check "man -M PREFIX/share/man finds it by name" grep -q "^PROSCENIUM(1)" "$DIR/man2.out"

# 4. A reinstall removes what the last one listed but no longer installs; DESTDIR stages.
echo "old" >"$P/share/proscenium/lessons/09-renamed.md"
echo "share/proscenium/lessons/09-renamed.md" >>"$P/share/proscenium/installed-files"
make -s -C "$REPO" install-files PREFIX="$P" CONFIGURATION="$CONFIG" >"$DIR/make.out" 2>&1
check "a reinstall removes a lesson the last install listed and this one does not" \
    eval 'test ! -e "$P/share/proscenium/lessons/09-renamed.md" && cmp -s <(files_in "$P" | (cd "$P" && xargs md5sum)) "$DIR/first.sum"'
make -s -C "$REPO" install-files DESTDIR="$DIR/stage" PREFIX=/usr CONFIGURATION="$CONFIG" >"$DIR/make.out" 2>&1
check "DESTDIR=STAGE PREFIX=/usr stages the same files under STAGE/usr" \
    eval 'diff <(files_in "$DIR/stage/usr") <(files_in "$P") >/dev/null && test "$(ls "$DIR/stage")" = usr'

# 5. Uninstall: what install listed goes, a file of the user's stays (and so does its folder).
echo "my notes" >"$P/share/proscenium/lessons/notes.txt"
make -s -C "$REPO" uninstall PREFIX="$P" >"$DIR/make.out" 2>&1
check "uninstall keeps a file it did not install" eval \
    'test "$(files_in "$P")" = "./share/proscenium/lessons/notes.txt" && grep -q "^kept .*share/proscenium" "$DIR/make.out"'
rm "$P/share/proscenium/lessons/notes.txt"
make -s -C "$REPO" uninstall PREFIX="$P" >"$DIR/make.out" 2>&1
check "a second uninstall removes the folders under share/proscenium left empty" test ! -e "$P/share/proscenium"
check "no file is left in the prefix" test -z "$(files_in "$P")"
make -s -C "$REPO" uninstall DESTDIR="$DIR/stage" PREFIX=/usr >"$DIR/make.out" 2>&1
check "uninstall with DESTDIR empties the stage too" test -z "$(files_in "$DIR/stage")"

# 6. install-check: a teacher's CI's install (docs/ci.md), without what `load` needs.
C="$DIR/check-prefix"
if make -s -C "$REPO" install-check PREFIX="$C" CONFIGURATION="$CONFIG" >"$DIR/make.out" 2>&1; then
    check "make install-check installs the binary, lessons and demos, and nothing for load" eval \
        'test -x "$C/bin/proscenium" && test -d "$C/share/proscenium/lessons" && test ! -e "$C/lib" &&
         ! grep -q "^lib/" "$C/share/proscenium/installed-files"'
    run_installed "$C/bin/proscenium" lesson list
    check "… and the installed binary finds its lessons" eval 'code_is 0 && says "Five roles and a centred card"'
    printf 'present\nexpect phase == presented\n' >"$ELSEWHERE/ok.scene"
    run_installed "$C/bin/proscenium" check ok.scene
    check "… and checks a scene" eval 'code_is 0 && says "1 passed, 0 failed"'
else
    sed 's/^/#   /' "$DIR/make.out"
    check "make install-check succeeds" false
fi
make -s -C "$REPO" uninstall PREFIX="$C" >"$DIR/make.out" 2>&1
check "uninstall after install-check leaves nothing" test -z "$(files_in "$C")"

echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
