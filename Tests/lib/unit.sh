#!/usr/bin/env bash
# unit.sh TEST_BINARY [OPTIONS...]: runs the package's Swift Testing suites from the built test
# binary (no second SwiftPM beside the other suites), one test at a time, so that no test's
# wait on the main actor is held up by another's work; prints what failed and the summary,
# not the line of each test that started and passed. The status is the binary's.
NO_COLOR=1 "$1" --testing-library swift-testing --no-parallel "${@:2}" 2>&1 |
  grep -a -v -P '^[^A-Za-z]*(◇ .* started\.$|✔ (Test (?!run with)|Suite ).* passed after )'
statuses=("${PIPESTATUS[@]}")
exit "${statuses[0]}"
