#!/usr/bin/env bash
# The docs a clone has must hold up on their own:
# - every relative link and every `../` path in README.md, CONTRIBUTING.md and docs/*.md (the
#   manual the README links into) resolves inside the repository, from the folder of the file it is
#   in (a clone has no ../shared), and every `#anchor` of those links names a heading of its file;
# - CONTRIBUTING.md's map of the rooms names every target Package.swift declares (and the nested
#   rewriter package), so the map cannot drift from the build;
# - Sources/TextArt/DisplayWidthTable.swift is what Scripts/generate-display-width.py writes, when
#   the Unicode data it was made from (the unicodedata2 package, at the table's version) is here.
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
def inside(path):
    path = os.path.normpath(path)
    return path == repo or path.startswith(repo + os.sep)
def anchors(path):
    # GitHub's heading ids: lower case, punctuation dropped, spaces to hyphens, -1, -2 on repeats.
    seen, ids, fenced = {}, set(), False
    for line in open(path, encoding="utf-8").read().split("\n"):
        if line.startswith("```"):
            fenced = not fenced
        elif not fenced and re.match(r"#{1,6} ", line):
            slug = re.sub(r"[^\w\- ]", "", line.lstrip("#").strip().lower()).replace(" ", "-")
            ids.add(slug if slug not in seen else f"{slug}-{seen[slug]}")
            seen[slug] = seen.get(slug, 0) + 1
    return ids
docs = ["README.md", "CONTRIBUTING.md"] + sorted(
    "docs/" + f for f in os.listdir(os.path.join(repo, "docs")) if f.endswith(".md"))
for doc in docs:
    here = os.path.dirname(os.path.join(repo, doc))
    text = open(os.path.join(repo, doc), encoding="utf-8").read()
    links = re.findall(r"\]\(([^)#\s]+)(?:#[^)]*)?\)", text)
    local = [l for l in links if "://" not in l and not l.startswith("mailto:")]
    missing = [l for l in local if not (inside(os.path.join(here, l)) and os.path.exists(os.path.join(here, l)))]
    check(f"{doc}: every relative link resolves ({len(local)} links)", not missing, ", ".join(missing))
    outside = [p for p in re.findall(r"`(\.\./[^`]*)`", text) if not inside(os.path.join(here, p))]
    check(f"{doc}: no path points outside the repository", not outside, ", ".join(outside))
    fragments = [(f, a) for f, a in re.findall(r"\]\(([^)#\s]*)#([^)\s]+)\)", text)
                 if "://" not in f and (not f or f.endswith(".md"))]
    unnamed = [f"{f}#{a}" for f, a in fragments
               if os.path.isfile(os.path.join(here, f or os.path.basename(doc)))
               and a not in anchors(os.path.join(here, f or os.path.basename(doc)))]
    check(f"{doc}: every #anchor names a heading ({len(fragments)} anchors)", not unnamed, ", ".join(unnamed))
package = open(os.path.join(repo, "Package.swift"), encoding="utf-8").read()
targets = re.findall(r'\.(?:target|executableTarget|systemLibrary)\(\s*name:\s*"([^"]+)"', package)
contributing = open(os.path.join(repo, "CONTRIBUTING.md"), encoding="utf-8").read()
rooms = set(re.findall(r"`([A-Za-z][A-Za-z-]*)`", contributing))
unnamed = [t for t in targets if t not in rooms]
check(f"CONTRIBUTING.md names every target of Package.swift ({len(targets)})", not unnamed, ", ".join(unnamed))
check("CONTRIBUTING.md names the nested rewriter package", "Tools/proscenium-rewrite" in contributing)
table_path = os.path.join(repo, "Sources/TextArt/DisplayWidthTable.swift")
table = open(table_path, encoding="utf-8").read()
version = re.search(r'unicodeVersion = "([^"]+)"', table).group(1)
try:
    import unicodedata2
    here = unicodedata2.unidata_version
except ImportError:
    here = None
if here == version:
    import subprocess
    made = subprocess.run([sys.executable, os.path.join(repo, "Scripts/generate-display-width.py")],
                          capture_output=True, text=True).stdout
    check(f"DisplayWidthTable.swift is the generator's output from Unicode {version}", made == table,
          "python3 Scripts/generate-display-width.py > Sources/TextArt/DisplayWidthTable.swift")
else:
    print(f"ok - DisplayWidthTable.swift's freshness # SKIP needs unicodedata2 {version} (here: {here or 'none'})")
print(f"{passed} passed, {failed} failed")
sys.exit(1 if failed else 0)
PY
