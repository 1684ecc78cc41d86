#!/usr/bin/env python3
"""Each shipped demo stepped to every #pause under tmux, at 80x24 and at 200x50, as a speaker
steps it (Enter types a command out, Enter again runs it, any key leaves a pause): at each pause,
every call the notes of that stretch name must be on the screen (issue 26: a note must never point
at a call the room cannot see).

A note names a call as `NoteCalls` reads it: a word written with its parentheses, camel-cased, or
`deinit`, that is one of the calls the trace records (the raw values of `Hook`).

    python3 Tests/e2e/notes.py [path/to/proscenium] [DEMO...]
"""
import os
import re
import shutil
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from tmuxlib import Tmux, wait  # noqa: E402 (the helper beside this script)

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
BIN = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else os.path.join(ROOT, ".build/debug/proscenium"))
DEMOS = sys.argv[2:] or sorted(
    os.path.join(ROOT, "demos", f) for f in os.listdir(os.path.join(ROOT, "demos")) if f.endswith(".demo"))
# E2E_SHARD=K/N (Tests/e2e/run-all.sh's `notes.py@K/N`): only every Nth demo from the Kth, so the
# demos can be stepped by N runs side by side.
if os.environ.get("E2E_SHARD"):
    k, n = (int(x) for x in os.environ["E2E_SHARD"].split("/"))
    DEMOS = DEMOS[k - 1::n]
SIZES = [(80, 24), (200, 50)]
CUE = "paused · any key goes on"

hook = open(os.path.join(ROOT, "Sources/PresentationKit/Trace/Hook.swift"), encoding="utf-8").read()
RAW = re.findall(r'^\s*case \w+ = "([^"]+)"', hook, re.M)
VOCABULARY = {re.split(r"[( ]", v)[0] for v in RAW}
# A call that takes parentheses is on screen only as `name(`: the echoed command `present` is not the call.
PARENTHESISED = {v.split("(")[0] for v in RAW if "(" in v}


def named(note):
    names = []
    for m in re.finditer(r"(?<![A-Za-z0-9_])([A-Za-z][A-Za-z0-9_]*)(\()?", note):
        word, paren = m.group(1), m.group(2)
        camel = word[0].islower() and any(c.isupper() for c in word[1:])
        if (paren or camel or word == "deinit") and word in VOCABULARY and word not in names:
            names.append(word)
    return names


def stretches(path):
    """For each #pause in order: (its line, the calls the notes since the last #pause or #clear
    up to it name)."""
    pauses = []
    names = []
    for number, raw in enumerate(open(path, encoding="utf-8").read().splitlines(), 1):
        line = raw.strip()
        if line.startswith("#say "):
            names += [n for n in named(line[5:]) if n not in names]
        elif line == "#pause":
            pauses.append((number, names))
            names = []
        elif line == "#clear":
            names = []
    return pauses


tmux = Tmux("notes")


screen = tmux.screen
settle = tmux.settle


def on_screen(call, text):
    if call in PARENTHESISED:
        return re.search(r"(?<![A-Za-z0-9_])%s\(" % re.escape(call), text) is not None
    return re.search(r"(?<![A-Za-z0-9_])%s(?![A-Za-z0-9_])" % re.escape(call), text) is not None


def play(demo, columns, rows, state):
    """The failures of one demo at one size."""
    name = "d%d" % columns
    tmux("kill-session", "-t", name)
    env = "env -u EDITRC -u LC_ALL -u LC_CTYPE HOME=%s XDG_STATE_HOME=%s NO_COLOR=1 LANG=C.UTF-8" % (state, state)
    tmux("new-session", "-d", "-s", name, "-x", str(columns), "-y", str(rows), "--", "bash", "-c",
         '%s "$0" demo "$1"; echo "exit=$?"; sleep 60' % env, BIN, demo)
    failures = []
    pauses = stretches(demo)
    seen = 0
    shown = settle(name)
    for _ in range(400):
        if re.search(r"^exit=\d+", shown, re.M):
            break
        if CUE in shown:
            line, calls = pauses[seen] if seen < len(pauses) else (0, [])
            missing = [c for c in calls if not on_screen(c, shown)]
            if missing:
                failures.append("%s at %dx%d, #pause on line %d: %s not on screen\n%s" % (
                    os.path.basename(demo), columns, rows, line, ", ".join(missing),
                    "\n".join("#   " + l for l in shown.rstrip().splitlines())))
            seen += 1
            tmux("send-keys", "-t", name, "Space")
            wait(lambda: CUE not in screen(name))
        else:
            before = shown
            tmux("send-keys", "-t", name, "Enter")
            wait(lambda: screen(name) != before)
        shown = settle(name)
    if seen != len(pauses):
        failures.append("%s at %dx%d: reached %d of %d pauses" % (os.path.basename(demo), columns, rows, seen,
                                                                   len(pauses)))
    tmux("kill-session", "-t", name)
    return failures


def main():
    if shutil.which("tmux") is None:
        print("tmux is not installed", file=sys.stderr)
        return 2
    state = tempfile.mkdtemp(prefix="proscenium-notes.")
    passed = failed = 0
    try:
        for demo in DEMOS:
            # A talk's last screen stays until the speaker moves on: each demo ends on a #pause,
            # not on a shell prompt pushing the last drawing up (issue 37 §3).
            items = [l.strip() for l in open(demo, encoding="utf-8").read().splitlines()]
            items = [l for l in items if l and not l.startswith("#say ") and not (l.startswith("# ") or l == "#")]
            label = "%s ends on a #pause" % os.path.basename(demo)
            if items and items[-1] == "#pause":
                passed += 1
                print("ok - " + label)
            else:
                failed += 1
                print("not ok - " + label + " (its last line is %r)" % (items[-1] if items else ""))
            for columns, rows in SIZES:
                failures = play(demo, columns, rows, state)
                label = "%s at %dx%d: every call a note names is on screen at its pause" % (
                    os.path.basename(demo), columns, rows)
                if failures:
                    failed += 1
                    print("not ok - " + label)
                    for f in failures:
                        print("#   " + f.replace("\n", "\n#   "))
                else:
                    passed += 1
                    print("ok - " + label)
    finally:
        tmux("kill-server")
        shutil.rmtree(state, ignore_errors=True)
    print("%d passed, %d failed" % (passed, failed))
    return 0 if failed == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
