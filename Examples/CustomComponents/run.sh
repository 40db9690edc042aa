#!/usr/bin/env bash
# Runs an app's own sdui-term, built from this example, on its screen: the
# progress bar drawn, the greeting action run, the operation applied, and
# `check` knowing all three. make example runs the consumer's build (a
# tagged clone by URL), make test the one built with the package.
# Usage: Examples/CustomComponents/run.sh PATH/TO/my-sdui-term
set -u
binary=${1:?usage: run.sh PATH/TO/my-sdui-term}
screen="$(cd "$(dirname "$0")" && pwd)/Screens/progress.json"
frame=$("$binary" render --size 40x4 --keys Enter "$screen")
checked=$("$binary" check "$screen" 2>&1)
agent="$(dirname "$screen")/agent.jsonl"
surface=$("$binary" render --size 30x3 "$agent" 2>&1)
agentChecked=$("$binary" check "$agent" 2>&1)
listed=$("$binary" components --dialect a2ui 2>&1)
passed=0
failed=0
expect() { # what, text, output
  if grep -qF -- "$2" <<<"$3"; then passed=$((passed + 1)); else
    failed=$((failed + 1))
    echo "FAIL: example: $1: '$2' not in:"
    sed 's/^/    /' <<<"$3"
  fi
}
expect "the component draws itself" "██████████████████████████████" "$frame"
expect "the operation formats" "100.0% done" "$frame"
expect "Enter runs the action" "Hello, Ada!" "$frame"
expect "check knows them" "checked 1 file: 0 errors, 0 warnings" "$checked"
expect "an agent's surface of the app's catalog draws its component" "███████████████░░░░░░░░░░░░░░░" "$surface"
expect "and calls its operation as a function" "50.0% uploaded" "$surface"
expect "check knows the app's catalog" "checked 1 file: 0 errors, 0 warnings" "$agentChecked"
expect "components lists the app's catalog" "https://example.com/my-app/catalog.json" "$listed"
echo "example: $passed passed, $failed failed ($binary)"
[ "$failed" -eq 0 ]
