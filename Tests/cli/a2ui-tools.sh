# Sourced by run.sh: --locale, --time-zone and --clock, what numbers, money and dates are formatted with; tree --format json.
cat >"$work/formats.jsonl" <<'EOF'
{"version":"v0.9","createSurface":{"surfaceId":"s","catalogId":"https://a2ui.org/specification/v0_9/catalogs/basic/catalog.json"}}
{"version":"v0.9","updateComponents":{"surfaceId":"s","components":[{"id":"root","component":"Column","children":["money","noon","bare"]},{"id":"money","component":"Text","text":{"call":"formatCurrency","args":{"value":1234.5,"currency":"EUR"}}},{"id":"noon","component":"Text","text":{"call":"formatDate","args":{"value":"2026-01-01T12:00:00Z","format":"yyyy-MM-dd HH:mm"}}},{"id":"bare","component":"Text","text":{"call":"formatDate","args":{"value":"14:30","format":"yyyy-MM-dd HH:mm"}}}]}}
EOF
run render --size 30x3 --locale pt-BR --time-zone America/Sao_Paulo --clock 2030-05-06T01:00:00Z "$work/formats.jsonl"
check "--locale, --time-zone and --clock format money and dates, a bare time on the clock's day there" \
  python3 -c "import sys; sys.exit(0 if open('$work/out').read().split() == ['€', '1.234,50', '2026-01-01', '09:00', '2030-05-05', '14:30'] else 1)"
env LC_ALL=de_DE.UTF-8 TZ=Asia/Tokyo "$bin" render --size 30x3 "$work/formats.jsonl" >"$work/out" 2>"$work/err"
check "without the options, LC_ALL and TZ are what is formatted with" \
  python3 -c "import sys; sys.exit(0 if open('$work/out').read().split()[:4] == ['1.234,50', '€', '2026-01-01', '21:00'] else 1)"
for bad in "--locale xx-YY:--locale must name a language" "--time-zone Mars/Base:--time-zone must be a time zone's name" \
  "--clock tomorrow:--clock must be an ISO 8601 date and time with its offset"; do
  # shellcheck disable=SC2086
  run render ${bad%%:*} "$work/formats.jsonl"
  check "${bad%%:*} is a usage error that says what is expected" sh -c "grep -qF -- \"${bad#*:}\" '$work/err' && [ \"\$(cat '$work/status')\" = 64 ]"
done
rm -f "$work/sent.jsonl"
run render --size 60x14 --send-log "$work/sent.jsonl" --clock 2030-01-02T03:04:05Z --keys 'Tab "Ann" Tab Tab Tab Tab Tab Enter Tab Enter' \
  "$root/Screens/a2ui/table-booking.json"
check "an action's timestamp is the --clock's instant" \
  python3 -c "import json,sys; m=[json.loads(l) for l in open('$work/sent.jsonl')]; sys.exit(0 if m and m[-1]['action']['timestamp'].startswith('2030-01-02T03:04:05') else 1)"
run tree --format json "$root/Screens/a2ui/table-booking.json"
check "tree --format json of an A2UI stream is the processor's surfaces, each with its catalog, components and data model" \
  python3 -c "import json,sys; d=json.load(open('$work/out')); s=d['surfaces'][0]; sys.exit(0 if s['surfaceId']=='booking' and s['catalogId'].endswith('basic/catalog.json') and s['sendDataModel'] is True and any(c['id']=='root' for c in s['components']) and s['dataModel']['booking']['guests']==2 else 1)"
run tree --format json "$root/Screens/index.json"
check "tree --format json of a Nimbus screen is its nodes" \
  python3 -c "import json,sys; d=json.load(open('$work/out')); sys.exit(0 if d['component']=='layout:screen' and d['id']=='index' and d['line']==1 and 'children' in d else 1)"
run tree --format json --resolved "$root/Screens/index.json"
check "tree --format json with --resolved is a usage error" err_has "--format json prints the tree as read"
