#!/usr/bin/env bash
# unit.sh TEST_BINARY [OPTIONS...]: runs the package's Swift Testing suites from the built test
# binary (no second SwiftPM beside the other suites), one test at a time, so that no test's
# wait on the main actor is held up by another's work; prints what failed and the summary.
NO_COLOR=1 exec "$1" --testing-library swift-testing --no-parallel --quiet "${@:2}"
