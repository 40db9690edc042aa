# A screen reader follows the focus (sourced by run.sh): after each Tab the
# terminal's cursor lies in the focused element's box (boxes from
# `render --format layout-json` at the pane's size), is visible with
# --screen-reader (F3 hides and shows it), and the status line reads the
# element's role and label.
A11Y=Screens/accessibility/beagle.json
# id → "left top width height" of the screen's components, in cells
declare -A box
while read -r id left top width height; do box[$id]="$left $top $width $height"; done < <(
  "$BIN" render --format layout-json --images symbols --size 120x29 "$ROOT/$A11Y" |
    python3 -c 'import json,sys
for n in json.load(sys.stdin)["nodes"]: print(n["id"], n["x"], n["y"], n["width"], n["height"])')

cursor() { "${TMUX_CMD[@]}" display -p -t e2e '#{cursor_x} #{cursor_y} #{cursor_flag}'; }
# in_box NAME LEFT TOP WIDTH HEIGHT VISIBLE: the cursor is in the box, shown or not
in_box() {
  local x y flag
  for _ in $(seq 1 30); do
    read -r x y flag < <(cursor)
    if [ "$x" -ge "$2" ] && [ "$x" -lt $(($2 + $4)) ] && [ "$y" -ge "$3" ] && [ "$y" -lt $(($3 + $5)) ] &&
      [ "$flag" = "$6" ]; then
      pass
      return
    fi
    sleep 0.1
  done
  fail "$1: the cursor is at $x,$y (shown: $flag), not in the box $2,$3 ${4}x$5 (shown: $6)"
}

launch "$KEYS_TERM" "$A11Y" --screen-reader
expect "the accessibility screen opens" "[ Close dialog ]"
# wide enough for the path and the longest focus on the status line
"${TMUX_CMD[@]}" resize-window -t e2e -x 120 -y 30
expect "the accessibility screen at 120 columns" "$(printf '─%.0s' $(seq 1 120))"
# the navigation bar's item, first in reading order: its box is where the
# title bar draws it
help_column=$(screen | head -1 | python3 -c 'import sys; print(sys.stdin.read().index("[ Help ]"))')
expect "the status line reads the first focus" "button, Help"
in_box "--screen-reader: the cursor on the navigation bar item" "$help_column" 0 8 1 1
stops=(email "text field, Email, \"ann@\", error: Invalid email" close "button, Close dialog"
  statement "button, Statement November, 12 entries")
for ((i = 0; i < ${#stops[@]}; i += 2)); do
  keys Tab
  expect "Tab to ${stops[i]}: the status line reads it" "${stops[i + 1]}"
  # shellcheck disable=SC2086
  in_box "Tab to ${stops[i]}: the cursor in its box" ${box[${stops[i]}]} 1
done
keys F3
expect "F3 says the cursor is hidden" "cursor hidden (F3 shows it)"
# shellcheck disable=SC2086
in_box "F3 hides the cursor, which stays on the focus" ${box[statement]} 0
keys q
finished "the accessibility screen, q" 0

# without the option the cursor is hidden but still stands on the focus
launch "$KEYS_TERM" "$A11Y"
expect "the accessibility screen opens again" "[ Close dialog ]"
"${TMUX_CMD[@]}" resize-window -t e2e -x 120 -y 30
expect "again at 120 columns" "$(printf '─%.0s' $(seq 1 120))"
keys Tab
expect "Tab to the field" "text field, Email"
# shellcheck disable=SC2086
in_box "without --screen-reader the cursor stands hidden on the focus" ${box[email]} 0
# q would be typed into the field: back to the navigation bar's item first
keys BTab
expect "S-Tab back to the item" "button, Help"
keys q
finished "the accessibility screen without the option, q" 0
