#!/usr/bin/env bash
# The docs a clone has must hold up on their own:
# - every relative link and every `../` path in README.md and CONTRIBUTING.md resolves inside the
#   repository (a clone has no ../shared);
# - CONTRIBUTING.md's map of the rooms names every target Package.swift declares (and the nested
#   rewriter package), so the map cannot drift from the build.
# Usage: Tests/e2e/docs.sh
set -u
REPO=$(cd "$(dirname "$0")/../.." && pwd)
exec python3 - "$REPO" <<'PY'
import os, re, sys
repo = sys.argv[1]
passed = failed = 0
def check(name, ok, detail=""):
    global passed, failed
    if ok:
        passed += 1; print(f"ok - {name}")
    else:
        failed += 1; print(f"not ok - {name}" + (f"\n#   {detail}" if detail else ""))
for doc in ["README.md", "CONTRIBUTING.md"]:
    text = open(os.path.join(repo, doc), encoding="utf-8").read()
    links = re.findall(r"\]\(([^)#\s]+)(?:#[^)]*)?\)", text)
    local = [l for l in links if "://" not in l and not l.startswith("mailto:")]
    missing = [l for l in local if not os.path.exists(os.path.join(repo, l))]
    check(f"{doc}: every relative link resolves ({len(local)} links)", not missing, ", ".join(missing))
    outside = re.findall(r"`(\.\./[^`]*)`", text)
    check(f"{doc}: no path points outside the repository", not outside, ", ".join(outside))
package = open(os.path.join(repo, "Package.swift"), encoding="utf-8").read()
targets = re.findall(r'\.(?:target|executableTarget|systemLibrary)\(\s*name:\s*"([^"]+)"', package)
contributing = open(os.path.join(repo, "CONTRIBUTING.md"), encoding="utf-8").read()
rooms = set(re.findall(r"`([A-Za-z][A-Za-z-]*)`", contributing))
unnamed = [t for t in targets if t not in rooms]
check(f"CONTRIBUTING.md names every target of Package.swift ({len(targets)})", not unnamed, ", ".join(unnamed))
check("CONTRIBUTING.md names the nested rewriter package", "Tools/proscenium-rewrite" in contributing)
print(f"{passed} passed, {failed} failed")
sys.exit(1 if failed else 0)
PY
