#!/usr/bin/env bash
# Runs the 33 cases of Maestro's workspace planner tests
# (maestro-orchestra's WorkspaceExecutionPlannerTest and
# WorkspaceExecutionPlannerErrorsTest, over its test resources) with
# `sdui-term test`: the same paths, tags and config as each Kotlin test.
# A planning case passes when the flows that run are the ones Maestro plans,
# in its order where it asserts one; an error case when sdui-term exits 2
# and its message names every file, line, pattern and tag Maestro's names.
# Not part of `make test`: it needs a checkout of mobile-dev-inc/maestro,
# which is not ours to commit (`Tests/unit` rebuilds these layouts with
# files of our own, in WorkspacePlannerTests).
# Usage: Tests/maestro/workspace-planner.sh PATH/TO/sdui-term PATH/TO/maestro
set -u
usage="usage: workspace-planner.sh PATH/TO/sdui-term PATH/TO/maestro"
bin=$(cd "$(dirname "${1:?$usage}")" && pwd)/$(basename "$1")
module=$(cd "${2:?$usage}/maestro-orchestra" && pwd)
ws=$module/src/test/resources/workspaces
screen=$(mktemp --suffix=.json)
trap 'rm -f "$screen"' EXIT
printf '{"_:component": "layout:column", "children": [{"_:component": "material:text", "properties": {"text": "ok"}}]}' >"$screen"
passed=0
failed=0

pass() { passed=$((passed + 1)); echo "ok    $1"; }
fail() { failed=$((failed + 1)); printf 'FAIL  %s\n%s\n' "$1" "$2"; }

# plan NAME "EXPECTED FILES" ordered|any [sdui-term test arguments...]
plan() {
  local name=$1 expected=$2 order=$3
  shift 3
  local output ran
  output=$(cd "$ws" && "$bin" test --url "$screen" "$@" 2>&1)
  ran=$(printf '%s\n' "$output" | sed -n 's/^PASS  .*  (\(.*\), [0-9]* steps\{0,1\}, .*/\1/p' | sed "s|^$ws/||")
  [ "$order" = any ] && ran=$(printf '%s\n' "$ran" | LC_ALL=C sort) && expected=$(printf '%s\n' $expected | LC_ALL=C sort)
  if [ "$(printf '%s\n' $expected)" = "$ran" ]; then pass "$name"; else fail "$name" "expected: $expected
ran: $ran
$output"; fi
}

plan "000 individual file" "000_individual_file/flow.yaml" any 000_individual_file/flow.yaml
plan "001 simple workspace" "001_simple/flowA.yaml 001_simple/flowB.yaml" any 001_simple
plan "001 multiple files" "001_simple/flowA.yaml 001_simple/flowB.yaml" any 001_simple/flowA.yaml 001_simple/flowB.yaml
plan "002 workspace with subflows" "002_subflows/flowA.yaml 002_subflows/flowB.yaml" any 002_subflows
plan "002 multiple folders" "001_simple/flowA.yaml 001_simple/flowB.yaml 002_subflows/flowA.yaml 002_subflows/flowB.yaml" \
  any 001_simple 002_subflows
plan "002 multiple files and folders" "000_individual_file/flow.yaml 001_simple/flowA.yaml 001_simple/flowB.yaml \
002_subflows/flowA.yaml 002_subflows/flowB.yaml 003_include_tags/flowC.yaml" any \
  000_individual_file/flow.yaml 001_simple 002_subflows 003_include_tags/flowC.yaml
plan "003 include tags" "003_include_tags/flowA.yaml" any 003_include_tags --include-tags included
plan "004 exclude tags" "004_exclude_tags/flowA.yaml 004_exclude_tags/flowC.yaml" any 004_exclude_tags --exclude-tags excluded
plan "005 custom include pattern" "005_custom_include_pattern/featureA/flowA.yaml \
005_custom_include_pattern/featureB/flowB.yaml" any 005_custom_include_pattern
plan "006 include subfolders" "006_include_subfolders/featureA/flowA.yaml 006_include_subfolders/featureB/flowB.yaml \
006_include_subfolders/featureC/subfolder/flowC.yaml 006_include_subfolders/flowD.yaml" any 006_include_subfolders
plan "007 empty config" "007_empty_config/flowA.yaml 007_empty_config/flowB.yaml" any 007_empty_config
plan "008 literal pattern" "008_literal_pattern/featureA/flowA.yaml" any 008_literal_pattern
plan "009 custom fields in config" "009_custom_config_fields/flowA.yaml 009_custom_config_fields/flowB.yaml" any \
  009_custom_config_fields
plan "010 global include tags" "010_global_include_tags/flowA.yaml 010_global_include_tags/flowA_subflow.yaml \
010_global_include_tags/flowB.yaml" any 010_global_include_tags --include-tags featureB
plan "011 global exclude tags" "011_global_exclude_tags/flowB.yaml 011_global_exclude_tags/flowC.yaml \
011_global_exclude_tags/flowE.yaml" any 011_global_exclude_tags --exclude-tags featureA
plan "012 deterministic order" "012_local_deterministic_order/flowA.yaml 012_local_deterministic_order/flowB.yaml \
012_local_deterministic_order/flowC.yaml" ordered 012_local_deterministic_order
plan "013 execution order" "013_execution_order/flowB.yaml 013_execution_order/flowCWithCustomName.yaml \
013_execution_order/flowD.yaml 013_execution_order/flowA.yaml" ordered 013_execution_order
plan "014 config not null" "014_config_not_null/flowA.yaml" any 014_config_not_null \
  --config 014_config_not_null/config/another_config.yaml

# The error cases: each names a folder e###_*; its workspace/ (or the file
# singleFlow.txt names) is planned with includeTags.txt and excludeTags.txt.
for case in "$ws"/e*/; do
  case=${case%/}
  name=$(basename "$case")
  input=$case/workspace
  [ -f "$case/singleFlow.txt" ] && input=$input/$(cat "$case/singleFlow.txt")
  args=()
  [ -f "$case/includeTags.txt" ] && while IFS= read -r tag || [ -n "$tag" ]; do args+=(--include-tags "$tag"); done <"$case/includeTags.txt"
  [ -f "$case/excludeTags.txt" ] && while IFS= read -r tag || [ -n "$tag" ]; do args+=(--exclude-tags "$tag"); done <"$case/excludeTags.txt"
  output=$("$bin" test --url "$screen" "$input" "${args[@]}" 2>&1)
  status=$?
  # What Maestro's message names: paths (with the line of a file:N),
  # quoted names, and listed patterns or tags.
  expected=$(sed -e "s|{PROJECT_DIR}|$module|g" -e 's|file://||' "$case/error.txt" |
    grep -oE "$module[^ ]*|\"[^\"]+\"|^- .*" | sed -e 's/^- //' -e 's/^"\(.*\)"$/\1/' -e 's/:$//')
  missing=""
  while IFS= read -r part; do
    [ -z "$part" ] && continue
    grep -qF -- "$part" <<<"$output" || missing="$missing
  not named: $part"
  done <<<"$expected"
  if [ "$status" -eq 2 ] && [ -z "$missing" ]; then pass "$name"; else fail "$name" "exit $status$missing
$output"; fi
done
echo "$((passed + failed)) workspace cases: $passed as Maestro plans them, $failed not"
[ "$failed" -eq 0 ]
