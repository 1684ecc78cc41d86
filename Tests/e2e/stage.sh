#!/usr/bin/env bash
# stage.sh NAME COMMAND...: runs one stage of `make test` and prints its time on a line of its
# own (`== NAME: 12.3 s`), so a slow stage shows in every CI log; BENCHMARKS.md keeps the table.
name=$1
shift
start=$(date +%s.%N)
"$@"
status=$?
printf '== %s: %.1f s%s\n' "$name" "$(echo "$(date +%s.%N) - $start" | bc)" "$([ $status = 0 ] || echo " (failed, exit $status)")"
exit $status
