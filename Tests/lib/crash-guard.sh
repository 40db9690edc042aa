# The crash guard of the shell test runners, sourced by each: a command
# that died by a signal (exit status 128+N, unless the test expected that
# status) or printed "Program crashed" (Swift's backtracer) is written
# down, and crash_guard_report fails the run naming each command line.

crash_guard_log=$(mktemp)

# crash_guard_note STATUS OUTPUT-FILE EXPECTED-STATUS COMMAND...: notes
# the command when it crashed; OUTPUT-FILE may be empty or missing
crash_guard_note() {
  local status=$1 output=$2 expected=$3
  shift 3
  local why=""
  if [ "$status" -ge 128 ] 2>/dev/null && [ "$status" != "$expected" ]; then
    why="died by signal $((status - 128))"
  fi
  if [ -n "$output" ] && [ -f "$output" ] && grep -q "Program crashed" "$output"; then
    why="${why:+$why, }printed 'Program crashed'"
  fi
  [ -n "$why" ] && printf '%s: %s\n' "$why" "$*" >>"$crash_guard_log"
  return 0
}

# crash_guard_report: prints every crashed command line; status 1 if any
crash_guard_report() {
  if [ -s "$crash_guard_log" ]; then
    echo "FAIL: the crash guard: these command lines crashed:" >&2
    sed 's/^/  /' "$crash_guard_log" >&2
    rm -f "$crash_guard_log"
    return 1
  fi
  rm -f "$crash_guard_log"
  return 0
}
