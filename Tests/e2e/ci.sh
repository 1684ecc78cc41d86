#!/usr/bin/env bash
# The teacher's CI, end to end: the commands of docs/ci.md's workflow run on a copy of the shipped
# scenes and lessons, and their JUnit report is validated (python's xml.etree and the JUnit element
# rules), then again with a failing scene added; TAP, `lesson lint`'s exit status, demo counts,
# and `run --quiet` keeping standard output pure JSON. Needs no tmux.
# Usage: bash Tests/e2e/ci.sh [path/to/proscenium]
set -u
BIN=${1:-.build/debug/proscenium}
if [ ! -x "$BIN" ]; then echo "no executable at $BIN (build first, or pass its path)" >&2; exit 2; fi
BIN="$(cd "$(dirname "$BIN")" && pwd)/$(basename "$BIN")"
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
. "$ROOT/Tests/e2e/checks.sh"
WORK=$(mktemp -d "${TMPDIR:-/tmp}/proscenium-ci.XXXXXX")
trap 'rm -rf "$WORK"' EXIT
mkdir -p "$WORK/bin" "$WORK/repo/scenes" "$WORK/home"
ln -s "$BIN" "$WORK/bin/proscenium"
cp "$ROOT"/scenes/*.scene "$WORK/repo/scenes/"
cp -R "$ROOT/lessons" "$WORK/repo/lessons"

# The run block of the step named "Check the scenes and lessons", as the workflow would run it.
python3 - "$ROOT/docs/ci.md" >"$WORK/step.sh" <<'PY'
import re, sys
text = open(sys.argv[1], encoding="utf-8").read()
yaml = re.search(r"```yaml\n(.*?)```", text, re.S).group(1).splitlines()
i = next(n for n, l in enumerate(yaml) if l.strip() == "- name: Check the scenes and lessons")
run = yaml[i + 1]
assert run.strip() == "run: |", run
indent = None
for line in yaml[i + 2:]:
    if not line.strip():
        continue
    width = len(line) - len(line.lstrip())
    if indent is None:
        indent = width
    if width < indent:
        break
    print(line[indent:])
PY
check "docs/ci.md's workflow has a check step to run" grep -q 'proscenium check --junit' "$WORK/step.sh"

# The rest of the workflow, read as GitHub reads it: the steps that install and publish are not run
# here (the install builds a release of the whole package from a clone, minutes of CI a run); what
# they name must exist: the Debian packages, make's target, the permission the report needs.
python3 - "$ROOT/docs/ci.md" >"$WORK/workflow.txt" <<'PY'
import re, sys
print(re.search(r"```yaml\n(.*?)```", open(sys.argv[1], encoding="utf-8").read(), re.S).group(1))
PY
check "the workflow may write checks (the report action's annotations need it)" \
    grep -qE '^      checks: write$' "$WORK/workflow.txt"
packages=$(sed -n 's/.*apt-get install -y -qq //p' "$WORK/workflow.txt")
check "the install step adds make, which the swift image lacks, and libedit" \
    eval '[[ " $packages " == *" make "* && " $packages " == *" libedit-dev "* ]]'
check "every package it installs is one Debian has" eval 'apt-cache show $packages >/dev/null 2>&1'
target=$(sed -n 's/.*make -C \/tmp\/proscenium \([a-z-]*\) PREFIX=.*/\1/p' "$WORK/workflow.txt")
check "its make target ($target) exists and builds without the rewriter" \
    eval '[ -n "$target" ] && make -n -C "$ROOT" "$target" PREFIX="$WORK/p" 2>/dev/null | grep -q -- "--product proscenium" &&
          ! make -n -C "$ROOT" "$target" PREFIX="$WORK/p" 2>/dev/null | grep -qE "rewriter REWRITE|install-stage-files|install -m 755 .*proscenium-rewrite"'
report_paths=$(sed -n 's/^ *report_paths: //p' "$WORK/workflow.txt")

# The step, as CI runs it: bash -e in the repository, proscenium on the PATH.
step() {
    (cd "$WORK/repo" && env -u PROSCENIUM_LESSONS PATH="$WORK/bin:$PATH" HOME="$WORK/home" \
        XDG_STATE_HOME="$WORK/home/state" NO_COLOR=1 LANG=C.UTF-8 bash -e "$WORK/step.sh") >"$WORK/$1.out" 2>&1
    echo $? >"$WORK/$1.status"
}

# junit FILE FAILURES [strict]: the JUnit element rules, and the number of failures the report
# must hold. The rules are the Jenkins xUnit plugin's schema, junit-10.xsd (jenkinsci/xunit-plugin,
# src/main/resources/org/jenkinsci/plugins/xunit/types/model/xsd/junit-10.xsd, read at 8c515de),
# restated: which attributes each element may carry and must carry, which children it may hold, and
# times as its SUREFIRE_TIME pattern spells them. A test case's `file` and `line` (what GitHub's and
# GitLab's reporters read) are outside that schema: allowed unless `strict` (`check --junit-strict`).
# With JUNIT_XSD naming a copy of that file, xmllint validates the strict report against it too.
junit() {
    python3 - "$@" <<'PY'
import re, sys, xml.etree.ElementTree as ET
path, want_failures = sys.argv[1], int(sys.argv[2])
strict = len(sys.argv) > 3 and sys.argv[3] == "strict"
root = ET.parse(path).getroot()
def fail(why):
    print("#   " + why)
    sys.exit(1)
ALLOWED = {
    "testsuites": {"name", "time", "tests", "failures", "errors"},
    "testsuite": {"name", "tests", "failures", "errors", "group", "time", "skipped", "timestamp", "hostname",
                  "id", "package", "file", "log", "url", "version"},
    "testcase": {"name", "time", "classname", "group"} | (set() if strict else {"file", "line"}),
    "failure": {"type", "message"}, "error": {"type", "message"}, "skipped": {"type", "message"},
}
REQUIRED = {"testsuite": {"name", "tests", "failures", "errors"}, "testcase": {"name"}}
SUREFIRE_TIME = re.compile(r"(([0-9]{0,3},)*[0-9]{3}|[0-9]{0,3})*(\.[0-9]*)?")
for e in root.iter():
    if e.tag not in ALLOWED: fail("<%s> is not an element of the schema" % e.tag)
    extra = set(e.attrib) - ALLOWED[e.tag]
    if extra: fail("<%s> carries %s, which the schema does not allow" % (e.tag, sorted(extra)))
    missing = REQUIRED.get(e.tag, set()) - set(e.attrib)
    if missing: fail("<%s> lacks %s" % (e.tag, sorted(missing)))
    if e.tag in ("testsuites", "testsuite") and "time" in e.attrib and not SUREFIRE_TIME.fullmatch(e.get("time")):
        fail("<%s time=%r> is not a SUREFIRE_TIME" % (e.tag, e.get("time")))
if root.tag != "testsuites": fail("root is <%s>, not <testsuites>" % root.tag)
total = {"tests": 0, "failures": 0, "errors": 0}
suites = list(root)
if not suites: fail("no <testsuite>")
for suite in suites:
    if suite.tag != "testsuite": fail("<%s> inside <testsuites>" % suite.tag)
    if not suite.get("name"): fail("a <testsuite> without a name")
    counts = {"tests": 0, "failures": 0, "errors": 0}
    for case in suite:
        if case.tag != "testcase": fail("<%s> inside <testsuite>" % case.tag)
        if not case.get("name") or not case.get("classname"): fail("a <testcase> without name or classname")
        if "." in case.get("classname"): fail("classname %r has a dot: Jenkins would split it there" % case.get("classname"))
        if case.get("time") is None: fail("a <testcase> without a time")
        if not strict and case.get("file") != suite.get("name"): fail("%r: file=%r" % (case.get("name"), case.get("file")))
        counts["tests"] += 1
        verdicts = [c for c in case if c.tag in ("failure", "error", "skipped")]
        if len(verdicts) > 1: fail("a <testcase> with two verdicts")
        for c in case:
            if c.tag not in ("failure", "error", "skipped", "system-out", "system-err"): fail("<%s> inside <testcase>" % c.tag)
            if c.tag in ("failure", "error"):
                if not c.get("message"): fail("a <%s> without a message" % c.tag)
                counts["failures" if c.tag == "failure" else "errors"] += 1
    for k, v in counts.items():
        if int(suite.get(k, "-1")) != v: fail("%s says %s=%s, it holds %d" % (suite.get("name"), k, suite.get(k), v))
        total[k] += v
for k, v in total.items():
    if int(root.get(k, "-1")) != v: fail("<testsuites> says %s=%s, it holds %d" % (k, root.get(k), v))
if total["failures"] != want_failures: fail("%d failures, expected %d" % (total["failures"], want_failures))
if total["tests"] < 2: fail("only %d test cases" % total["tests"])
PY
}

step green
check "the workflow's step passes on the shipped scenes and lessons" grep -qx 0 "$WORK/green.status"
check "it lints the lessons and counts the scenes' expectations" \
    bash -c "grep -q 'lesson files, 0 problems' '$WORK/green.out' && grep -qE '^[1-9][0-9]* passed, 0 failed' '$WORK/green.out'"
check "its JUnit report follows the element rules, with no failure" junit "$WORK/repo/reports/scenes.xml" 0
check "the lint's report too" junit "$WORK/repo/reports/lessons.xml" 0
check "the publish step's report_paths ($report_paths) finds both reports" \
    eval '[ "$(cd "$WORK/repo" && ls $report_paths | sort | tr "\n" " ")" = "reports/lessons.xml reports/scenes.xml " ]'

cat >"$WORK/repo/scenes/zz-wrong.scene" <<'SCENE'
set frame inset 30
present
  expect presented.frame == 0 0 375 667
expect phase == presented
SCENE
step red
check "a failing expectation fails the step (status 1)" grep -qx 1 "$WORK/red.status"
check "the failure is printed FILE:LINE:COL: ✗ …" \
    grep -qF 'scenes/zz-wrong.scene:3:3: ✗ expect presented.frame == 0 0 375 667 (presented.frame is {30, 30, 315, 607})' "$WORK/red.out"
check "its JUnit report follows the element rules, with one failure" junit "$WORK/repo/reports/scenes.xml" 1
check "the failure carries the expectation's message and where it is" python3 - "$WORK/repo/reports/scenes.xml" <<'PY'
import sys, xml.etree.ElementTree as ET
root = ET.parse(sys.argv[1]).getroot()
failures = [(case, f) for case in root.iter("testcase") for f in case.findall("failure")]
case, f = failures[0]
assert case.get("name") == "scenes/zz-wrong.scene:3:3: expect presented.frame == 0 0 375 667", case.get("name")
assert f.get("message") == "expect presented.frame == 0 0 375 667 (presented.frame is {30, 30, 315, 607})", f.get("message")
assert f.text.startswith("scenes/zz-wrong.scene:3:3: "), f.text
PY
# As a reporter reads it: junitparser (Debian's python3-junitparser, which .ci/run installs), with
# the file and line an annotation is placed by, and the time, on the virtual clock, the commands
# before the expectation ran (`present`: 0.5 s).
junitparser_python=
for py in python3 /usr/bin/python3; do
    if "$py" -c 'import junitparser' 2>/dev/null; then junitparser_python=$py; break; fi
done
check "junitparser is here to read the report (Debian: python3-junitparser)" test -n "$junitparser_python"
check "junitparser reads the failure, its file, line and time, and the class" "${junitparser_python:-false}" - \
    "$WORK/repo/reports/scenes.xml" <<'PY'
import sys
from junitparser import JUnitXml, Failure
report = JUnitXml.fromfile(sys.argv[1])
failed = [(s, c) for s in report for c in s if any(isinstance(r, Failure) for r in c.result)]
assert len(failed) == 1, [c.name for _, c in failed]
suite, case = failed[0]
assert suite.name == "scenes/zz-wrong.scene", suite.name
assert case.classname == "scenes/zz-wrong_scene", case.classname
assert case._elem.get("file") == "scenes/zz-wrong.scene" and case._elem.get("line") == "3", case._elem.attrib
assert case.time == 0.5, case.time
assert report.failures == 1 and report.tests > 2, (report.failures, report.tests)
PY
(cd "$WORK/repo" && "$BIN" check --junit reports/strict.xml --junit-strict scenes/*.scene >/dev/null 2>&1)
check "check --junit-strict keeps to the schema, file and line left out" junit "$WORK/repo/reports/strict.xml" 1 strict
if [ -n "${JUNIT_XSD:-}" ]; then
    check "xmllint validates the --junit-strict report against $JUNIT_XSD" \
        xmllint --noout --schema "$JUNIT_XSD" "$WORK/repo/reports/strict.xml"
fi
check "the error form is the compilers': FILE:LINE:COL: error:, on standard error" bash -c \
    "cd '$WORK/repo' && printf 'present\nprsent\n' >typo.scene && '$BIN' check typo.scene 2>err >out; \
     grep -qx 'typo.scene:2:1: error: unexpected \`prsent\`; did you mean \`present\`?' err && ! grep -q error: out"

# A lesson problem beside the failing scene: the step still writes both reports, then fails.
rm -f "$WORK/repo/reports/"*.xml
sed -i '0,/expect presentation.style == fullScreen/s//expect phase == stuck/' "$WORK/repo/lessons/01-five-roles.md"
stuck_line=$(grep -n 'expect phase == stuck' "$WORK/repo/lessons/01-five-roles.md" | head -1 | cut -d: -f1)
step redder
check "a lesson problem fails the step too (status 1)" grep -qx 1 "$WORK/redder.status"
check "and both reports are written, whichever command failed" junit "$WORK/repo/reports/scenes.xml" 1
check "the lint's report has the problem as a failure at its file and line" "${junitparser_python:-false}" - \
    "$WORK/repo/reports/lessons.xml" "$stuck_line" <<'PY'
import sys
from junitparser import JUnitXml, Failure
report = JUnitXml.fromfile(sys.argv[1])
failed = [c for s in report for c in s if any(isinstance(r, Failure) for r in c.result)]
assert len(failed) == 1, [c.name for c in failed]
case = failed[0]
assert case._elem.get("file").endswith("lessons/01-five-roles.md"), case._elem.attrib
assert case._elem.get("line") == sys.argv[2], (case._elem.get("line"), sys.argv[2])
assert "expect phase == stuck" in case.result[0].message, case.result[0].message
PY

# A report that cannot be written (its path a folder) is one error line and status 2, from both.
mkdir -p "$WORK/a-folder.xml"
(cd "$WORK/repo" && "$BIN" check --junit "$WORK/a-folder.xml" scenes/brief.scene >/dev/null 2>"$WORK/jerr.check")
check_status=$?
(cd "$WORK/repo" && PROSCENIUM_LESSONS="$WORK/repo/lessons" HOME="$WORK/home" "$BIN" lesson lint --junit "$WORK/a-folder.xml" \
    >/dev/null 2>"$WORK/jerr.lint")
lint_status=$?
check "a JUnit report that cannot be written exits 2 with one line, from check and lesson lint" eval \
    '[ "$check_status" = 2 ] && [ "$lint_status" = 2 ] && [ "$(wc -l <"$WORK/jerr.check")" = 1 ] &&
     [ "$(wc -l <"$WORK/jerr.lint")" = 1 ] && grep -q "^error: .*a-folder.xml is a directory" "$WORK/jerr.lint"'

# TAP: one line per case, the plan first; the count on standard error.
(cd "$WORK/repo" && "$BIN" check --tap scenes/zz-wrong.scene scenes/brief.scene >"$WORK/tap.out" 2>"$WORK/tap.err")
tap_status=$?
check "check --tap exits 1 on a failure" test "$tap_status" = 1
check "check --tap prints a TAP plan that matches its cases" python3 - "$WORK/tap.out" <<'PY'
import re, sys
lines = open(sys.argv[1], encoding="utf-8").read().splitlines()
assert lines[0] == "TAP version 13", lines[0]
plan = int(re.fullmatch(r"1\.\.(\d+)", lines[1]).group(1))
results = [l for l in lines if re.match(r"(not )?ok \d+ - ", l)]
assert len(results) == plan, (len(results), plan)
assert [int(re.match(r"(?:not )?ok (\d+)", l).group(1)) for l in results] == list(range(1, plan + 1))
bad = [l for l in results if l.startswith("not ok")]
assert len(bad) == 1 and "zz-wrong.scene:3:3: expect presented.frame" in bad[0], bad
assert any(l.startswith("  message: ") and "presented.frame is {30, 30, 315, 607}" in l for l in lines)
PY
check "check --tap keeps the count off standard output" grep -qE '^[0-9]+ passed, 1 failed$' "$WORK/tap.err"

# lesson lint: exit 1 on a problem, on a warning only with --strict.
lint_in() { # FOLDER OUT [ARGS...]: lint the lessons in FOLDER; its status in OUT.status
    local folder=$1 out=$2
    shift 2
    PROSCENIUM_LESSONS="$folder" HOME="$WORK/home" "$BIN" lesson lint "$@" >"$WORK/$out.out" 2>&1
    echo $? >"$WORK/$out.status"
}
mkdir -p "$WORK/bad" "$WORK/styled"
for d in bad styled; do cp -R "$ROOT/lessons/README.md" "$ROOT/lessons/exercises" "$WORK/$d/"; done
# A goal the solutions never reach (a problem), and a last step that does not list what it covered (a warning).
sed '0,/expect presentation.style == fullScreen/s//expect phase == stuck/' "$ROOT/lessons/01-five-roles.md" \
    >"$WORK/bad/01-five-roles.md"
sed 's/[Cc]overed/seen/g' "$ROOT/lessons/01-five-roles.md" >"$WORK/styled/01-five-roles.md"
lint_in "$WORK/bad" bad
check "lesson lint exits 1 when it finds a problem" grep -qx 1 "$WORK/bad.status"
check "lesson lint names the problem FILE:LINE:COL" \
    grep -qE '01-five-roles\.md:[0-9]+:1: error: step [0-9]+: the solutions do not reach `expect phase == stuck`' "$WORK/bad.out"
lint_in "$WORK/styled" styled
check "lesson lint passes with only a warning, and says so" \
    bash -c "grep -qx 0 '$WORK/styled.status' && grep -qE ':[0-9]+:1: warning: the last step should list' '$WORK/styled.out' && grep -qF '0 problems, 1 warning' '$WORK/styled.out'"
lint_in "$WORK/styled" strict --strict
check "lesson lint --strict counts the warning (status 1)" grep -qx 1 "$WORK/strict.status"
lint_in "$ROOT/lessons" shipped --strict
check "lesson lint --strict exits 0 on the shipped lessons" grep -qx 0 "$WORK/shipped.status"

# check FILE.demo counts what it ran.
"$BIN" check "$ROOT"/demos/*.demo >"$WORK/demos.out" 2>&1
check "check demos/*.demo passes and counts each command it ran" \
    bash -c "grep -qE '^[1-9][0-9]* passed, 0 failed$' '$WORK/demos.out'"

# run --quiet: errors on standard error, standard output pure JSON.
printf 'present\nprsent\nstate --json\n' | "$BIN" run --quiet - 2>"$WORK/quiet.err" | python3 -m json.tool >/dev/null; quiet_status=${PIPESTATUS[2]}
check "run --quiet keeps standard output pure JSON when a line is refused" test "$quiet_status" = 0
check "run --quiet puts the refused line's error on standard error" \
    grep -qF '<stdin>:2:1: error: ' "$WORK/quiet.err"

echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
