#!/usr/bin/env bash
# `make fuzz`: every fuzz target run by libFuzzer for FUZZ_SECONDS (30 by default), FUZZ_JOBS (2)
# at a time, each from a copy of its seeds so the committed corpus stays as it is: the targets of
# `proscenium-fuzz` (a folder of seeds each in Tests/fuzz/corpus, one per `FuzzTarget`) and the
# rewriter's input (`rewrite`: Tools/proscenium-rewrite's `proscenium-rewrite-fuzz`, its seeds in
# Tools/proscenium-rewrite/Tests/fuzz/corpus). A line per target in TAP: the runs made, the edges
# and features covered, the corpus grown to. An input that finds a problem is saved under
# .build/fuzz-runs/crashes/ with the problem shown; committed under the target's `crashes` folder
# it becomes a unit test (FuzzTargetTests, RewriteFuzzCheckTests), and `proscenium-fuzz TARGET
# FILE` (`proscenium-rewrite-fuzz FILE`) replays it.
#
#   bash Scripts/fuzz.sh [TARGET...]
set -u
cd "$(dirname "$0")/.."
BIN=${FUZZ_BIN:-.build/fuzz/debug/proscenium-fuzz}
REWRITE_BIN=${REWRITE_FUZZ_BIN:-.build/rewrite-fuzz/debug/proscenium-rewrite-fuzz}
REWRITE_SEEDS=Tools/proscenium-rewrite/Tests/fuzz/corpus
SECONDS_EACH=${FUZZ_SECONDS:-30}
JOBS=${FUZZ_JOBS:-2}
OUT=.build/fuzz-runs
for b in "$BIN" "$REWRITE_BIN"; do
	[ -x "$b" ] || { echo "fuzz: no $b (make fuzz builds it)" >&2; exit 2; }
done
targets=("$@")
if [ ${#targets[@]} -eq 0 ]; then
	for d in Tests/fuzz/corpus/*/; do targets+=("$(basename "$d")"); done
	targets+=(rewrite)
fi
mkdir -p "$OUT/crashes"

seeds() { if [ "$1" = rewrite ]; then echo "$REWRITE_SEEDS"; else echo "Tests/fuzz/corpus/$1"; fi; }

run_one() {
	local t=$1 work="$OUT/$1"
	rm -rf "$work"; mkdir -p "$work/corpus"
	cp "$(seeds "$t")"/* "$work/corpus/"
	local bin=$BIN
	[ "$t" = rewrite ] && bin=$REWRITE_BIN
	# Leak checking is off: the Swift runtime's caches live until exit and are not leaks. A run
	# slower than 10 s on one input, or above 2 GB, is a finding too.
	PROSCENIUM_FUZZ_TARGET=$t ASAN_OPTIONS=detect_leaks=0:abort_on_error=0 "$bin" \
		-max_total_time="$SECONDS_EACH" -timeout=10 -rss_limit_mb=2048 -max_len=8192 \
		-print_final_stats=1 -artifact_prefix="$OUT/crashes/$t-" "$work/corpus" > "$work/log" 2>&1
	echo $? > "$work/status"
}

running=0
for t in "${targets[@]}"; do
	run_one "$t" &
	running=$((running + 1))
	if [ $running -ge "$JOBS" ]; then wait -n; running=$((running - 1)); fi
done
wait

failed=0
n=0
for t in "${targets[@]}"; do
	n=$((n + 1))
	log="$OUT/$t/log"
	runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)
	last=$(grep -E '^#[0-9]+' "$log" | tail -1)
	cov=$(echo "$last" | sed -n 's/.* cov: \([0-9]*\).*/\1/p')
	ft=$(echo "$last" | sed -n 's/.* ft: \([0-9]*\).*/\1/p')
	corp=$(echo "$last" | sed -n 's/.* corp: \([0-9]*\).*/\1/p')
	seeds=$(ls "$(seeds "$t")" | wc -l)
	if [ "$(cat "$OUT/$t/status")" = 0 ]; then
		echo "ok $n - $t: ${runs:-?} runs in ${SECONDS_EACH} s, ${cov:-?} edges and ${ft:-?} features covered, corpus ${seeds} → ${corp:-?}"
	else
		failed=$((failed + 1))
		echo "not ok $n - $t: a problem after ${runs:-?} runs"
		grep -E 'Fatal error|ERROR: (libFuzzer|AddressSanitizer)|Test unit written to' "$log" | head -5 | sed 's/^/#   /'
	fi
done
echo "1..$n"
exit $(( failed > 0 ? 1 : 0 ))
