# Typing and pasting cost what the screen needs (sourced by run.sh): a
# megabyte pasted into a text input is one edit, keys typed after it come
# after it, a flood of typed keys is shown in few frames, C-c ends the
# program at once behind any input, and bracketed paste is asked for and
# given back.
cat > "$WORK/paste.json" << 'JSON'
{"_beagleComponent_": "beagle:screenComponent", "navigationBar": {"title": "Paste"},
 "context": {"id": "form", "value": {"text": ""}},
 "child": {"_beagleComponent_": "beagle:container", "children": [
   {"_beagleComponent_": "beagle:text", "text": "Length @{length(form.text)}"},
   {"_beagleComponent_": "beagle:textInput", "id": "field", "placeholder": "Paste here", "value": "@{form.text}",
    "onChange": [{"_beagleAction_": "beagle:setContext", "contextId": "form", "path": "text",
                  "value": "@{onChange.value}"}]}]}}
JSON
python3 -c 'import sys; sys.stdout.write("p" * 1048575 + "\n")' > "$WORK/megabyte.txt"

# waits up to SECONDS for the text, reading the pane without pause; prints
# the milliseconds since STARTED (nanoseconds), or -1
settled_within() {
  local text=$1 seconds=$2 started=$3
  while [ $((($(date +%s%N) - started) / 1000000000)) -lt "$seconds" ]; do
    if screen | grep -qF -- "$text"; then
      echo $((($(date +%s%N) - started) / 1000000))
      return
    fi
    sleep 0.01
  done
  echo -1
}

launch "$KEYS_TERM" "'$WORK/paste.json'"
expect "the paste screen" "Length 0"
"${TMUX_CMD[@]}" load-buffer -t e2e "$WORK/megabyte.txt"
started=$(date +%s%N)
"${TMUX_CMD[@]}" paste-buffer -p -t e2e
keys -l "xyz"
# the line break became a space, one edit, and what was typed after it
# came after it
pasted=$(settled_within "Length 1048579" 20 "$started")
echo "tmux: a 1 MB paste and 3 keys after it settled within $pasted ms"
if [ "$pasted" -ge 0 ] && [ "$pasted" -lt 10000 ]; then pass; else
  fail "a 1 MB paste settled in $pasted ms (-1: not in 20 s; at most 10000, about 2000 here)"
fi
expect "the keys after the paste are at its end" "ppp xyz]"
keys C-c
finished "C-c after a paste" 0
if grep -qF $'\e[?2004h' "$WORK/pane.log"; then pass; else fail "bracketed paste was not asked for"; fi
if [ "$(grep -c $'\e\\[?2004l' "$WORK/pane.log")" -ge 1 ]; then pass; else fail "bracketed paste was not given back"; fi

# a flood of typed keys, then C-c: the interrupt does not wait behind them
launch "$KEYS_TERM" "'$WORK/paste.json'"
expect "the paste screen again" "Length 0"
# (tmux takes a command of at most about 16 KB: ten of 2,000 keys)
chunk=$(python3 -c 'print("k" * 2000)')
for _ in $(seq 1 10); do keys -l "$chunk"; done
started=$(date +%s%N)
keys C-c
for _ in $(seq 1 500); do [ -s "$WORK/after" ] && break; sleep 0.01; done
ended=$((($(date +%s%N) - started) / 1000000))
echo "tmux: C-c behind 20,000 typed keys ended the program within $ended ms"
if [ "$ended" -lt 3000 ]; then pass; else fail "C-c behind typed keys took $ended ms"; fi
finished "C-c behind a flood of keys" 0
