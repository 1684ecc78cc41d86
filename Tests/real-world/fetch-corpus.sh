#!/usr/bin/env bash
# Rebuilds the real-world corpus (Tests/real-world/README.md) from git mirrors, as corpus.tsv
# says. The corpus is other people's code, so it is never committed here: each machine that
# measures keeps its own copy outside the repository. What is committed is corpus.tsv, its
# provenance (folder, repository, full commit, licence, path in the repository, flattened file
# name, lines), so that a lost corpus can be made again byte for byte rather than re-found.
#
# MIRRORS is a folder of git directories, one per repository, found by a name that contains
# OWNER+NAME (as the workplace's fetch leaves them: /work/.mirror/OWNER+NAME/repo). Each file is
# written with `git show COMMIT:PATH` under its bare name (folders are flattened), and each folder's
# file count and `wc -l` total are checked against the manifest. A commit missing from a mirror is
# an error, never a fallback to another commit: the manifest is the record of what was measured.
#
# Usage: Tests/real-world/fetch-corpus.sh [--force] MIRRORS [TARGET]
#   TARGET defaults to $PROSCENIUM_CORPUS. A TARGET that is not empty is refused unless --force,
#   which empties only the folders the manifest names before writing them again.
set -u

usage() {
    echo "usage: $0 [--force] MIRRORS [TARGET]   (TARGET defaults to \$PROSCENIUM_CORPUS)" >&2
    exit 64
}
force=no
args=()
for a in "$@"; do
    case $a in
    --force) force=yes ;;
    -h | --help) usage ;;
    -*) echo "fetch-corpus.sh: unknown option $a" >&2; usage ;;
    *) args+=("$a") ;;
    esac
done
[ ${#args[@]} -ge 1 ] && [ ${#args[@]} -le 2 ] || usage
MIRRORS=${args[0]}
TARGET=${args[1]:-${PROSCENIUM_CORPUS:-}}
MANIFEST=$(cd "$(dirname "$0")" && pwd)/corpus.tsv
[ -n "$TARGET" ] || { echo "fetch-corpus.sh: no TARGET and PROSCENIUM_CORPUS is unset" >&2; usage; }
[ -d "$MIRRORS" ] || { echo "fetch-corpus.sh: no folder of mirrors at $MIRRORS" >&2; exit 2; }
[ -f "$MANIFEST" ] || { echo "fetch-corpus.sh: no manifest at $MANIFEST" >&2; exit 2; }

# Someone's measurements may live in TARGET: never write over them by accident.
if [ -d "$TARGET" ] && [ -n "$(ls -A "$TARGET")" ] && [ "$force" = no ]; then
    echo "fetch-corpus.sh: $TARGET is not empty (pass --force to rebuild its folders)" >&2
    exit 1
fi
mkdir -p "$TARGET" || exit 2

# The git directory for OWNER/NAME: the mirror folder named exactly OWNER+NAME if there is one,
# else the only one whose name contains it; inside it, the first of itself, .git, repo, repo/.git
# that git accepts as a repository.
gitdir() {
    local key=${1/\//+} found=() d c
    if [ -d "$MIRRORS/$key" ]; then
        found=("$MIRRORS/$key")
    else
        for d in "$MIRRORS"/*"$key"*/; do
            [ -d "$d" ] && found+=("${d%/}")
        done
    fi
    if [ ${#found[@]} -ne 1 ]; then
        echo "fetch-corpus.sh: ${#found[@]} mirror folders in $MIRRORS name $key" >&2
        return 1
    fi
    for c in "${found[0]}" "${found[0]}/.git" "${found[0]}/repo" "${found[0]}/repo/.git"; do
        if [ -d "$c/objects" ] && git --git-dir="$c" rev-parse --git-dir >/dev/null 2>&1; then
            echo "$c"
            return 0
        fi
    done
    echo "fetch-corpus.sh: no git directory in ${found[0]}" >&2
    return 1
}

failed=0
declare -A files lines emptied gits
while IFS=$'\t' read -r folder repo commit licence path file count; do
    [ "$folder" = folder ] && continue # the header
    case /$folder/ in
    */../* | //*) echo "fetch-corpus.sh: $folder: not a folder inside TARGET" >&2; exit 2 ;;
    esac
    out=$TARGET/$folder
    if [ -z "${emptied[$folder]:-}" ]; then
        rm -rf "$out" && mkdir -p "$out" || exit 2
        emptied[$folder]=1
        files[$folder]=0
        lines[$folder]=0
    fi
    files[$folder]=$((files[$folder] + 1))
    lines[$folder]=$((lines[$folder] + count))
    # Looked up once per repository, so a missing mirror is said once.
    [ -n "${gits[$repo]+set}" ] || gits[$repo]=$(gitdir "$repo")
    git=${gits[$repo]}
    [ -n "$git" ] || { failed=1; continue; }
    # Flattening can make two paths one name: say so rather than keep the last.
    if [ -e "$out/$file" ]; then
        echo "fetch-corpus.sh: $folder/$file: two files of the manifest have this name" >&2
        failed=1
        continue
    fi
    if ! git --git-dir="$git" cat-file -e "$commit^{commit}" 2>/dev/null; then
        echo "fetch-corpus.sh: $repo has no commit $commit in $git" >&2
        failed=1
        continue
    fi
    git --git-dir="$git" show --no-textconv "$commit:$path" > "$out/$file" || {
        echo "fetch-corpus.sh: $repo $commit has no $path" >&2
        rm -f "$out/$file"
        failed=1
    }
done < "$MANIFEST"

# The manifest's counts are what the README's table quotes: a folder that differs is wrong.
for folder in $(printf '%s\n' "${!files[@]}" | sort); do
    out=$TARGET/$folder
    n=$(find "$out" -maxdepth 1 -type f | wc -l)
    l=$(find "$out" -maxdepth 1 -type f -exec cat {} + | wc -l)
    if [ "$n" -eq "${files[$folder]}" ] && [ "$l" -eq "${lines[$folder]}" ]; then
        echo "ok - $folder: $n files, $l lines"
    else
        echo "not ok - $folder: $n files, $l lines;" \
            "the manifest says ${files[$folder]} files, ${lines[$folder]} lines"
        failed=1
    fi
done
[ "$failed" -eq 0 ]
