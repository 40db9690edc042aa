#!/usr/bin/env bash
# timed.sh NAME COMMAND...: runs COMMAND, then prints how long the suite NAME took, as
# `time: NAME 12.3 s`; the status is COMMAND's. make test times each of its suites with it.
name=$1
shift
start=$(date +%s%N)
"$@"
status=$?
end=$(date +%s%N)
awk -v name="$name" -v nanoseconds="$((end - start))" -v status="$status" \
  'BEGIN { printf "time: %s %.1f s%s\n", name, nanoseconds / 1e9, status == 0 ? "" : " (failed, status " status ")" }'
exit "$status"
