# The pass/fail counters and the plain `check` every end-to-end script shares (lib.sh sources it
# for the tmux tests; exports.sh, which needs no tmux, sources it alone).
passed=0
failed=0
# check NAME COMMAND...: a check that needs no tmux session, reported like the others.
check() {
    local name=$1
    shift
    if "$@"; then
        echo "ok - $name"
        passed=$((passed + 1))
    else
        echo "not ok - $name"
        failed=$((failed + 1))
    fi
}
