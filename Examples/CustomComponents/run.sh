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
echo "example: $passed passed, $failed failed ($binary)"
[ "$failed" -eq 0 ]
