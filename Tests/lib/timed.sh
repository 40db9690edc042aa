#!/usr/bin/env bash
# timed.sh NAME COMMAND...: runs COMMAND, then prints how long the suite NAME took and the
# processor time it used (its processes' user and system time, both cores counted), as
# `time: NAME 12.3 s (cpu 20.1 s)`; the status is COMMAND's. make test times each suite with it.
name=$1
shift
start=$(date +%s%N)
"$@"
status=$?
end=$(date +%s%N)
# `times` prints the shell's own, then its children's, user and system time as 0m1.234s.
used=$(mktemp)
times >"$used"
cpu=$(tail -n 1 "$used" | awk '{ total = 0; for (i = 1; i <= 2; i++) { split($i, part, "m"); \
  total += part[1] * 60 + part[2] } printf "%.1f", total }')
rm -f "$used"
awk -v name="$name" -v nanoseconds="$((end - start))" -v status="$status" -v cpu="$cpu" \
  'BEGIN { printf "time: %s %.1f s (cpu %s s)%s\n", name, nanoseconds / 1e9, cpu, status == 0 ? "" : " (failed, status " status ")" }'
exit "$status"
