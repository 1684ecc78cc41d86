#!/usr/bin/env python3
"""Every lesson in lessons/ and lessons/zh/ played at the real prompt under tmux by its solutions,
at 80x24 (issue 25: the drawing a step talks about must not scroll away above its words). After
each command that completes a step, the visible screen must show, together, the next step's
heading with its title, its goal (`Goal:` / `目标：` with the step's `- aim:`), and the header of
the drawing the command left (`iPhone SE · iOS 26 · portrait 375×667 · …`).

The lessons are found, not listed, so a lesson added later is played too. Each is played up to
its Swift exercise (which needs the rewriter; `Tests/e2e/exercises.sh` checks those).

    python3 Tests/e2e/lesson-fit.py [path/to/proscenium] [LESSON.md...]
    LESSON_FIT_SIZES=80x24,200x50 python3 Tests/e2e/lesson-fit.py   (sizes to play at)
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


def lesson_files():
    found = []
    for folder in ["lessons", "lessons/zh"]:
        path = os.path.join(ROOT, folder)
        found += sorted(os.path.join(path, f) for f in os.listdir(path)
                        if f.endswith(".md") and f != "README.md")
    return found


FILES = [os.path.abspath(f) for f in sys.argv[2:]] or lesson_files()
SIZES = [tuple(int(n) for n in s.split("x")) for s in os.environ.get("LESSON_FIT_SIZES", "80x24").split(",")]
HEADER = re.compile(r"· iOS \d+ · ((portrait|landscape|竖屏|横屏) )?\d+(\.\d+)?×\d+")
PROMPT = "proscenium>"


def backticked(text):
    return re.findall(r"`([^`]*)`", text)


def parse(path):
    """The lesson's number and steps: title, aim, question (kind, answer), solution, goals,
    whether it is the exercise."""
    text = open(path, encoding="utf-8").read()
    number = int(re.match(r"(\d+)", os.path.basename(path)).group(1))
    steps = []
    for block in re.split(r"^## ", text, flags=re.M)[1:]:
        heading, _, body = block.partition("\n")
        m = re.match(r"(\d+)\.\s+(.*)", heading)
        step = {"number": int(m.group(1)), "title": m.group(2).strip(), "aim": None, "ask": None,
                "question": None, "solution": [], "goals": 0, "exercise": False}
        for line in body.splitlines():
            line = line.strip()
            if line.startswith("- aim:"):
                step["aim"] = line[6:].strip()
            elif line.startswith("- ask:"):
                step["ask"] = True
            elif line.startswith("- question:"):
                step["question"] = True
            elif line.startswith("- answer:"):
                step["answer"] = line[9:].strip()[:1].upper()
            elif line.startswith("- solution:"):
                step["solution"] = backticked(line[11:])
            elif line.startswith("- goal:"):
                step["goals"] += 1
            elif line.startswith("- exercise:"):
                step["exercise"] = True
        steps.append(step)
    return number, steps


tmux = Tmux("lesson-fit")


visible = tmux.screen
history = tmux.history


def prompts(name):
    return sum(1 for line in history(name).splitlines() if line.startswith(PROMPT))


def at_prompt(name):
    lines = [line for line in visible(name).splitlines() if line.strip()]
    return bool(lines) and lines[-1].strip() == PROMPT


def run(name, command):
    """Types `command` and waits for the next prompt."""
    before = prompts(name)
    tmux("send-keys", "-t", name, "-l", command)
    tmux("send-keys", "-t", name, "Enter")
    return wait(lambda: prompts(name) > before and at_prompt(name), timeout=20)


def squeeze(text):
    """Without any white space: a heading or an aim wrapped at any column still matches."""
    return re.sub(r"\s+", "", text)


def check(name, lesson, step, total, zh):
    """The visible screen after `step` completed: the next step's heading, goal and a drawing's header."""
    screen = visible(name)
    flat = squeeze(screen)
    problems = []
    heading = ("第%d步（共%d步）" % (step["number"], total)) if zh else ("Step %d of %d" % (step["number"], total))
    if squeeze(heading) not in flat or squeeze(step["title"]) not in flat:
        problems.append("the heading of step %d (%s)" % (step["number"], step["title"]))
    marker = "目标：" if zh else "Goal:"
    aim = squeeze(step["aim"] or "")[:24]
    if marker not in flat or aim not in flat:
        problems.append("its goal (%s %s)" % (marker, step["aim"] or "the prose's first sentence"))
    if not HEADER.search(screen):
        problems.append("the drawing's header")
    return problems, screen


def play(path, columns, rows, state):
    number, steps = parse(path)
    zh = "/zh/" in path
    name = "l%d%s-%dx%d" % (number, "zh" if zh else "en", columns, rows)
    env = ["env", "-u", "EDITRC", "-u", "LC_ALL", "HOME=" + state, "XDG_STATE_HOME=" + state, "NO_COLOR=1",
           "LANG=C.UTF-8", "PAGER=cat", "PROSCENIUM_LESSONS=" + os.path.join(ROOT, "lessons"),
           "PROSCENIUM_EXERCISES=" + os.path.join(state, "work")]
    args = [BIN, "lesson", str(number)] + (["--lang", "zh"] if zh else [])
    tmux("new-session", "-d", "-s", name, "-x", str(columns), "-y", str(rows), "--", *env, *args)
    label = "%s at %dx%d" % (os.path.relpath(path, ROOT), columns, rows)
    results = []
    if not wait(lambda: at_prompt(name), timeout=20):
        return [("%s: the lesson opens" % label, False, visible(name))]
    total = len(steps)
    for index, step in enumerate(steps):
        if step["exercise"]:
            break
        commands = []
        if step["ask"]:
            commands.append("answer " + step["answer"])
        commands += step["solution"]
        if step["question"]:
            commands.append("answer " + step["answer"])
        if step["goals"] == 0:
            commands.append("next")
        for command in commands:
            if not run(name, command):
                results.append(("%s: step %d, `%s` returns to the prompt" % (label, step["number"], command),
                                False, visible(name)))
                tmux("kill-session", "-t", name)
                return results
        if index + 1 >= total:
            break
        following = steps[index + 1]
        problems, screen = check(name, number, following, total, zh)
        what = "%s: after step %d, step %d's title, goal and the drawing's header on one screen" % (
            label, step["number"], following["number"])
        results.append((what + ("" if not problems else " (missing: " + "; ".join(problems) + ")"),
                        not problems, screen))
    tmux("kill-session", "-t", name)
    return results


def main():
    if not shutil.which("tmux"):
        print("tmux is not installed", file=sys.stderr)
        return 2
    if not os.access(BIN, os.X_OK):
        print("no executable at %s (build first, or pass its path)" % BIN, file=sys.stderr)
        return 2
    passed = failed = 0
    state = tempfile.mkdtemp(prefix="proscenium-lesson-fit.")
    # A server whose panes keep their whole history, so that prompts can be counted.
    tmux("start-server", ";", "set-option", "-g", "history-limit", "200000")
    tmux("new-session", "-d", "-s", "keep", "--", "sleep", "3600")
    tmux("set-option", "-g", "history-limit", "200000")
    try:
        for path in FILES:
            for columns, rows in SIZES:
                # Each lesson from a fresh record (its own state folder).
                folder = tempfile.mkdtemp(dir=state)
                for what, ok, screen in play(path, columns, rows, folder):
                    if ok:
                        passed += 1
                        print("ok - " + what)
                    else:
                        failed += 1
                        print("not ok - " + what)
                        for line in screen.splitlines():
                            print("#   " + line)
    finally:
        tmux("kill-server")
        shutil.rmtree(state, ignore_errors=True)
    print("%d passed, %d failed" % (passed, failed))
    return 0 if failed == 0 and passed > 0 else 1


if __name__ == "__main__":
    sys.exit(main())
