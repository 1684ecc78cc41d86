# Shared by the tmux end-to-end tests: source it after setting BIN (path to the binary).
# Each test runs the real binary in its own tmux server, with its own state folder, polling the
# screen (`wait_until`, up to $E2E_TIMEOUT seconds) instead of sleeping.
TIMEOUT=${E2E_TIMEOUT:-10}
if ! command -v tmux >/dev/null 2>&1; then echo "tmux is not installed" >&2; exit 2; fi
if [ ! -x "$BIN" ]; then echo "no executable at $BIN (build first, or pass its path)" >&2; exit 2; fi
BIN="$(cd "$(dirname "$BIN")" && pwd)/$(basename "$BIN")"
SOCKET="proscenium-e2e-$$-$RANDOM"
STATE=$(mktemp -d "${TMPDIR:-/tmp}/proscenium-e2e.XXXXXX")
. "$(dirname "${BASH_SOURCE[0]}")/checks.sh"
t() { tmux -u -f /dev/null -L "$SOCKET" "$@"; }
SOCKET_PATH=
cleanup() {
    t kill-server >/dev/null 2>&1
    [ -n "$SOCKET_PATH" ] && rm -f "$SOCKET_PATH"
    rm -rf "$STATE" 2>/dev/null || { sleep 0.5; rm -rf "$STATE"; }
}
trap cleanup EXIT
trap 'exit 130' INT TERM
# start NAME [ARGS...]: the binary in a detached 100x30 session, its exit status echoed after it.
# No pager (PAGER= set empty): these panes read long answers and lesson openings off the screen;
# talk.sh tests the pager in panes of its own.
start() {
    local name=$1
    shift
    t new-session -d -s "$name" -x 100 -y 30 -- bash -c \
        'state=$1; bin=$2; shift 2; env -u EDITRC -u LC_ALL -u LC_CTYPE HOME="$state" XDG_STATE_HOME="$state" NO_COLOR=1 LANG=C.UTF-8 PAGER= "$bin" "$@"; echo "exit=$?"; sleep 60' \
        _ "$STATE" "$BIN" "$@"
    [ -n "$SOCKET_PATH" ] || SOCKET_PATH=$(t display-message -p '#{socket_path}' 2>/dev/null)
    # A pane whose program ended stays, with its last screen, so a failure can show what it was.
    t set-option -g remain-on-exit on
}
keys() { t send-keys -t "$@" 2>/dev/null; }
screen() { t capture-pane -p -J -S -200 -t "$1" 2>/dev/null; }
prompt_line() { screen "$1" | grep 'proscenium>' | tail -n 1; }
# Every 0.1 s for the first two seconds, then every 0.4 s: most screens answer within a second,
# and a long wait (a compile, a limit being tested) need not look ten times a second. Each look
# starts a tmux client and a grep, and CI is bound by processor time (BENCHMARKS.md).
wait_until() {
    local waited=0 limit=$((TIMEOUT * 10)) step=1
    while [ "$waited" -lt "$limit" ]; do
        "$@" && return 0
        [ "$waited" -lt 20 ] || step=4
        sleep "0.$step"
        waited=$((waited + step))
    done
    return 1
}
prompt_is() { [ "$(prompt_line "$1")" = "$2" ]; }
shows() { screen "$1" | grep -qF -- "$2"; }
report() {
    local name=$1 session=$2
    shift 2
    if wait_until "$@"; then
        echo "ok - $name"
        passed=$((passed + 1))
    else
        echo "not ok - $name"
        failed=$((failed + 1))
        screen "$session" | sed -e '/^$/d' -e 's/^/#   /' | cut -c 1-160 | tail -25
        t display-message -p -t "$session" \
            '#   pane dead: #{pane_dead}, status #{pane_dead_status}, signal #{pane_dead_signal}' 2>/dev/null
    fi
}
