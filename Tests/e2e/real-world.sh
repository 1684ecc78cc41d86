#!/usr/bin/env bash
# Real presentation code nobody here wrote, through the real binary (Tests/real-world/README.md):
# for each example present in the corpus folder ($PROSCENIUM_CORPUS; unset, this skips: the suite
# must not depend on what a machine happens to hold, and the corpus is a measurement), its files
# and our harness (Tests/real-world/harness/NAME/Harness.swift) are loaded together as the harness's
# presenting controller, presented, read back with `state --json` and `trace --json` (which must
# name the example's own types, as the harness's `trace has` lines say) and dismissed. The corpus
# is other people's code and is never committed, so without it (as in CI) this skips and passes.
# An example that imports its authors' own libraries names their folders in the corpus with
# `// real-world: with DIR` lines in its harness; those folders are loaded beside it.
# Usage: Tests/e2e/real-world.sh [path/to/proscenium]   (PROSCENIUM_REAL_WORLD_VERBOSE=1 shows output)
set -u

BIN=${1:-.build/debug/proscenium}
CORPUS=${PROSCENIUM_CORPUS:-}
if [ -z "$CORPUS" ] || [ ! -d "$CORPUS" ]; then
    echo "real-world.sh: skipped: no corpus${CORPUS:+ at $CORPUS} (set PROSCENIUM_CORPUS, e.g. to /work/corpus; see Tests/real-world/README.md)"
    exit 0
fi
if [ ! -x "$BIN" ]; then
    echo "real-world.sh: no executable at $BIN (build first, or pass its path)" >&2
    exit 2
fi
if ! command -v swiftc >/dev/null 2>&1; then
    echo "real-world.sh: swiftc is not on PATH" >&2
    exit 2
fi
BIN=$(cd "$(dirname "$BIN")" && pwd)/$(basename "$BIN")
REPO=$(cd "$(dirname "$0")/../.." && pwd)
HARNESSES=$REPO/Tests/real-world/harness
DIR=$(mktemp -d "${TMPDIR:-/tmp}/proscenium-real-world.XXXXXX")
trap 'rm -rf "$DIR"' EXIT
export XDG_STATE_HOME=$DIR/state
. "$(dirname "$0")/checks.sh"
cd "$DIR" || exit 2

# One example: every step must hold, and the first that does not is named.
example() {
    local name=$1 harness=$HARNESSES/$1/Harness.swift out=$DIR/$1.out
    local type
    type=$(sed -n 's|^// real-world: load as ||p' "$harness")
    local deps=""
    local dep
    while IFS= read -r dep; do
        deps="$deps $CORPUS/$dep"
    done < <(sed -n 's|^// real-world: with ||p' "$harness")
    # A toast that hides itself (`// real-world: dismisses itself`) is gone by the end of
    # `present`, whose clock runs until nothing is due: its own dismissal is what is checked.
    if grep -qx '// real-world: dismisses itself' "$harness"; then
        cat > "$name.scene" <<SCENE
load $CORPUS/$name$deps $harness as $type
present
expect trace has presentationController.dismissalTransitionDidEnd(_:)
state --json
trace --json
expect phase == idle
SCENE
    else
        cat > "$name.scene" <<SCENE
load $CORPUS/$name$deps $harness as $type
present
expect phase == presented
state --json
trace --json
dismiss
expect phase == idle
SCENE
    fi
    "$BIN" run "$name.scene" > "$out" 2>&1
    [ "${PROSCENIUM_REAL_WORLD_VERBOSE:-0}" = 1 ] && cat "$out"
    if ! grep -qF "loaded $type from" "$out"; then
        echo "   $name: did not load: $(grep -m1 -E 'error|stopped' "$out")"
        return 1
    fi
    if [ "$(grep -c '✓' "$out")" -ne 2 ] || grep -qF '✗' "$out"; then
        echo "   $name: present or dismiss: $(grep -m1 -E '✗|error|stopped' "$out")"
        return 1
    fi
    local want
    while IFS= read -r want; do
        if ! grep -qF "\"type\":\"$want\"" "$out"; then
            echo "   $name: trace --json does not name $want"
            return 1
        fi
    done < <(sed -n 's|^// real-world: trace has ||p' "$harness")
    return 0
}

# Folders some harness loads as an example's dependencies are not examples themselves.
DEPENDENCIES=$(sed -n 's|^// real-world: with \([^/]*\).*|\1|p' "$HARNESSES"/*/Harness.swift | sort -u)
for folder in "$CORPUS"/*/; do
    name=$(basename "$folder")
    if grep -qxF "$name" <<< "$DEPENDENCIES"; then
        continue
    fi
    if [ ! -f "$HARNESSES/$name/Harness.swift" ]; then
        echo "real-world.sh: $name has no harness under Tests/real-world/harness; skipped"
        continue
    fi
    check "$name loads, presents, is traced with its own types and dismisses" example "$name"
done

# What `load` printed for every example names only UIKit's types: no engine type in quotes, no
# "(aka '…')" and no module of the library (issue 31; the names are EngineNames' table).
ENGINE_NAMES=$(sed -n 's/^ *("\([A-Za-z]*\)", \[.*/\1/p' "$REPO/Sources/ProsceniumLoading/EngineNames.swift" | paste -sd'|')
engine_free() {
    ! cat "$DIR"/*.out 2>/dev/null | grep -E "^(error|/|[A-Za-z0-9_.-]+\.swift:)" \
        | grep -qE "'([^']*[^A-Za-z0-9_.])?($ENGINE_NAMES)([^A-Za-z0-9_][^']*)?'|\(aka '|PresentationKit\.|ProsceniumUIKit\."
}
check "no diagnostic of the corpus run names an engine type" engine_free

echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
