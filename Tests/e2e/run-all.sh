#!/usr/bin/env bash
# Runs end-to-end scripts side by side, E2E_JOBS at a time (default 3: most of their time is
# spent waiting on tmux or on a child process, not on the 2-core machine's processors). Each
# script keeps its own tmux server, state folder and temporary files (lib.sh), so they do not
# meet. A script's output is kept apart and printed whole when it ends, under a header with its
# time, so two scripts' lines never interleave; the last line sums them up.
# Usage: Tests/e2e/run-all.sh BIN SCRIPT...   (a .py script runs under python3, the rest under bash;
# `SCRIPT@K/N` runs it with E2E_SHARD=K/N, the Kth of N shares of a script that can be split).
# Scripts after a `--then` argument, or written `then:SCRIPT`, start only once the file E2E_AFTER
# holds 0 (what `make test` writes when the rewriter has built; another status fails them at
# once), so the scripts that load Swift share the pool with the rest while the rewriter builds.
# No wait is unbounded (a hang must end as a failure that shows its output, never as a CI run
# that times out with nothing to read): a script runs at most E2E_SCRIPT_LIMIT seconds (default
# 900, about four times the slowest script on the 2-core machine), then `timeout` ends its group
# and its output so far is printed under "FAILED (timed out …)"; a `then:` script waits at most
# E2E_AFTER_LIMIT seconds (default 1500) for the rewriter's status. A script written `web:SCRIPT`
# waits the same way for E2E_WEB_AFTER (the stage page's server, which `make test` builds after
# the rewriter): the browser test, and the install test that installs the server.
# Exits 1 when any script failed.
set -u

BIN=$1
shift
JOBS=${E2E_JOBS:-3}
# A script polls the screen up to E2E_TIMEOUT seconds for what it expects; scripts side by side
# on 2 cores answer more slowly than one alone, so the wait is longer here (a passing check still
# ends as soon as the screen shows what it waits for).
export E2E_TIMEOUT=${E2E_TIMEOUT:-30}
export E2E_SCRIPT_LIMIT=${E2E_SCRIPT_LIMIT:-900} E2E_AFTER_LIMIT=${E2E_AFTER_LIMIT:-1500}
OUT=$(mktemp -d "${TMPDIR:-/tmp}/proscenium-e2e-all.XXXXXX")
trap 'rm -rf "$OUT"' EXIT
# `python3` for every script: the interpreter it names, resolved once, and started without `site`
# (-S; the scripts import only the standard library). Through a version manager's shim (pyenv's
# is bash) and a site folder whose .pth imports certifi, one start took 0.18 s of processor time
# here, 0.015 s this way; width.sh starts it a few hundred times, and CI is bound by processor time.
if real_python=$(python3 -c 'import sys; print(sys.executable)' 2>/dev/null) && [ -x "$real_python" ]; then
    mkdir -p "$OUT/bin"
    printf '#!/bin/sh\nexec "%s" -S "$@"\n' "$real_python" >"$OUT/bin/python3"
    chmod +x "$OUT/bin/python3"
    export PATH="$OUT/bin:$PATH"
fi

one() {
    local item=$1 script shard= name start end status waits=0 after=${E2E_AFTER:-}
    case "$item" in
        then:*) waits=1; item=${item#then:} ;;
        web:*) waits=1; item=${item#web:}; after=${E2E_WEB_AFTER:-} ;;
    esac
    set -- "$item"
    script=${1%@*}
    [ "$script" = "$1" ] || shard=${1#*@}
    # The item whole, not its basename: `width.sh@1/3` and `notes.py@1/3` would both be `3`, and
    # six shards would share one status file and one log (CI reported all six failed for one).
    name=$(printf '%s' "$1" | tr '/' '-')
    if [ "$waits" = 1 ] && [ -n "$after" ]; then
        local waited=0
        while [ ! -s "$after" ] && [ "$waited" -lt "$E2E_AFTER_LIMIT" ]; do
            sleep 1
            waited=$((waited + 1))
        done
        if [ "$(cat "$after" 2>/dev/null)" != 0 ]; then
            echo 1 > "$OUT/$name.status"
            if [ -s "$after" ]; then
                echo "=== $1: FAILED: not run, what it waits for failed ($after)"
            else
                echo "=== $1: FAILED: not run, $after had no status after $E2E_AFTER_LIMIT s"
            fi
            return
        fi
    fi
    start=$(date +%s.%N)
    local runner=bash
    case "$script" in *.py) runner=python3 ;; esac
    E2E_SHARD=$shard timeout --kill-after=20 "$E2E_SCRIPT_LIMIT" "$runner" "$script" "$BIN" \
        > "$OUT/$name.log" 2>&1 < /dev/null
    status=$?
    end=$(date +%s.%N)
    echo "$status" > "$OUT/$name.status"
    {
        flock 9
        local verdict="FAILED (exit $status)"
        [ "$status" = 0 ] && verdict=passed
        [ "$status" = 124 ] || [ "$status" = 137 ] && verdict="FAILED (timed out after $E2E_SCRIPT_LIMIT s)"
        printf '=== %s: %s in %.1f s (from %.0f s to %.0f s)\n' "$1" "$verdict" "$(echo "$end - $start" | bc)" \
            "$(echo "$start - $E2E_T0" | bc)" "$(echo "$end - $E2E_T0" | bc)"
        cat "$OUT/$name.log"
    } 9> "$OUT/print.lock"
}
# The pool's start, so each script's header says when it ran (what waited for what, in CI's log).
E2E_T0=$(date +%s.%N)
export BIN OUT E2E_T0

items=()
scripts=()
prefix=
for arg in "$@"; do
    if [ "$arg" = --then ]; then
        prefix=then:
        continue
    fi
    items+=("$prefix$arg")
    arg=${arg#then:}
    scripts+=("${arg#web:}")
done
# Slots go to the scripts in the order given, except that while what `then:` scripts wait for is
# not ready (E2E_AFTER not yet written: the rewriter is building), the next script that needs no
# rewriter takes a free slot instead, so no slot sits idle (three of five did for 90 s in CI). A
# `then:` script starts waiting in a slot only when nothing else is left; `one` bounds the wait.
ready() { [ -z "${E2E_AFTER:-}" ] || [ -s "$E2E_AFTER" ]; }
web_ready() { [ -z "${E2E_WEB_AFTER:-}" ] || [ -s "$E2E_WEB_AFTER" ]; }
pending=("${items[@]}")
while [ ${#pending[@]} -gt 0 ]; do
    if [ "$(jobs -rp | wc -l)" -lt "$JOBS" ]; then
        pick=
        for i in "${!pending[@]}"; do
            case "${pending[$i]}" in
                then:*) ready || continue ;;
                web:*) web_ready || continue ;;
            esac
            pick=$i
            break
        done
        # Only scripts that wait are left: the first takes the slot and waits there.
        [ -n "$pick" ] || pick=0
        one "${pending[$pick]}" &
        pending=("${pending[@]:0:pick}" "${pending[@]:pick+1}")
        continue
    fi
    sleep 0.5
done
wait

failed=()
set -- "${scripts[@]}"
for script in "$@"; do
    name=$(printf '%s' "$script" | tr '/' '-')
    [ "$(cat "$OUT/$name.status" 2>/dev/null)" = 0 ] || failed+=("$script")
done
echo "end-to-end: $(($# - ${#failed[@]})) of $# scripts passed${failed[*]:+; failed: ${failed[*]}}"
[ ${#failed[@]} -eq 0 ]
