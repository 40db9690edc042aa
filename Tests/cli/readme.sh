#!/usr/bin/env bash
# The README's first example, run exactly as a user types it: the lines
# of the tour's first shell block, from the folder its `cd` names, with
# `sdui-term` on PATH. A `render` line's frame must be the text block
# that follows; the bare `sdui-term NAME` line opens the terminal under
# tmux, shows the screen and quits with C-c (its text input has the focus). The crash guard watches both.
# Usage: Tests/cli/readme.sh PATH/TO/sdui-term
set -u
bin=$(realpath "${1:?usage: readme.sh PATH/TO/sdui-term}")
root=$(cd "$(dirname "$0")/../.." && pwd)
work=$(mktemp -d)
tmux_cmd=(tmux -L "sdui-readme-$$" -f /dev/null)
trap '"${tmux_cmd[@]}" kill-server 2>/dev/null; rm -rf "$work"' EXIT
. "$root/Tests/lib/crash-guard.sh"
passed=0
failed=0
mkdir "$work/bin"
ln -s "$bin" "$work/bin/sdui-term"

# The tour's first ```sh block, one line each, then the ```text block after it.
python3 - "$root/README.md" "$work" <<'PY'
import sys
text = open(sys.argv[1]).read()
tour = text[text.index("## A short tour"):]
start = tour.index("```sh\n") + len("```sh\n")
block = tour[start:tour.index("```", start)]
after = tour[tour.index("```", start) + 3:]
frame_start = after.index("```text\n") + len("```text\n")
frame = after[frame_start:after.index("```", frame_start)]
open(sys.argv[2] + "/lines", "w").write(block)
open(sys.argv[2] + "/frame", "w").write(frame)
PY
folder=$(sed -n 's/^cd //p' "$work/lines" | head -n 1)
[ -n "$folder" ] || { echo "FAIL: the README's first example does not start with cd FOLDER" >&2; exit 1; }

while IFS= read -r line; do
  case $line in
    "cd "* | "") continue ;;
    "sdui-term render "*)
      (cd "$root/$folder" && PATH="$work/bin:$PATH" bash -c "$line" >"$work/out" 2>"$work/err")
      status=$?
      crash_guard_note "$status" "$work/err" - "(in $folder)" "$line"
      sed -e 's/[[:space:]]*$//' "$work/out" | sed -e :a -e '/^\n*$/{$d;N;ba' -e '}' >"$work/got"
      sed -e 's/[[:space:]]*$//' "$work/frame" | sed -e :a -e '/^\n*$/{$d;N;ba' -e '}' >"$work/want"
      if [ "$status" = 0 ] && cmp -s "$work/got" "$work/want"; then
        passed=$((passed + 1))
      else
        failed=$((failed + 1))
        echo "FAIL: README: '$line' in $folder: status $status, the frame differs from the README's:" >&2
        diff "$work/want" "$work/got" | sed 's/^/    /' >&2
        sed 's/^/    /' "$work/err" >&2
      fi
      ;;
    "sdui-term "*)
      "${tmux_cmd[@]}" new-session -d -s readme -x 100 -y 30 "env -i PATH='$work/bin:$PATH' HOME='$HOME' bash --norc"
      "${tmux_cmd[@]}" pipe-pane -t readme "cat >> '$work/pane.log'"
      "${tmux_cmd[@]}" send-keys -t readme "cd '$root/$folder' && TERM=screen-256color $line; echo \$? > '$work/exit'" Enter
      shown=no
      for _ in $(seq 1 80); do
        "${tmux_cmd[@]}" capture-pane -p -t readme | grep -qF "Welcome" && { shown=yes; break; }
        sleep 0.1
      done
      "${tmux_cmd[@]}" send-keys -t readme C-c
      for _ in $(seq 1 50); do [ -s "$work/exit" ] && break; sleep 0.1; done
      status=$(cat "$work/exit" 2>/dev/null || echo none)
      crash_guard_note "${status/none/0}" "$work/pane.log" 0 "(in tmux, in $folder)" "$line"
      if [ "$shown" = yes ] && [ "$status" = 0 ]; then passed=$((passed + 1)); else
        failed=$((failed + 1))
        echo "FAIL: README: '$line' in $folder under tmux: shown $shown, exit status $status" >&2
        "${tmux_cmd[@]}" capture-pane -p -t readme | sed 's/^/    /' >&2
      fi
      "${tmux_cmd[@]}" kill-server 2>/dev/null
      ;;
    *)
      failed=$((failed + 1))
      echo "FAIL: README: '$line' is not a command this test knows how to run" >&2
      ;;
  esac
done <"$work/lines"

crash_guard_report || failed=$((failed + 1))
echo "readme: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
