#!/usr/bin/env bash
# Reads every flow file of a checkout of Maestro's own repository (its
# e2e/workspaces, recipes and maestro-test resources) with `sdui-term test`,
# and counts those that load: no ERROR line (an unknown command or option,
# a missing argument, YAML that does not parse). Each flow then fails at
# launchApp, since --url names no screen; only loading is counted.
# Not part of `make test`: it needs a checkout of mobile-dev-inc/maestro,
# which is not ours to commit.
# Usage: Tests/maestro/load-corpus.sh PATH/TO/sdui-term PATH/TO/maestro
set -u
bin=$(cd "$(dirname "${1:?usage: load-corpus.sh PATH/TO/sdui-term PATH/TO/maestro}")" && pwd)/$(basename "$1")
corpus=${2:?usage: load-corpus.sh PATH/TO/sdui-term PATH/TO/maestro}
cd "$corpus" || exit 2
loaded=0
refused=0
while IFS= read -r file; do
  if errors=$("$bin" test "$file" --url /nonexistent/screen.json 2>&1 | grep '^ERROR'); then
    refused=$((refused + 1))
    echo "$errors"
  else
    loaded=$((loaded + 1))
  fi
done < <(find e2e/workspaces recipes maestro-test/src/test/resources \( -name '*.yaml' -o -name '*.yml' \) | LC_ALL=C sort)
echo "$((loaded + refused)) flow files: $loaded load, $refused refused"
[ "$refused" -eq 0 ]
