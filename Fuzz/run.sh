#!/usr/bin/env bash
# Builds the libFuzzer targets with -sanitize=fuzzer,address, replays the
# inputs kept in Fuzz/Regressions/, then fuzzes each target for SECONDS
# from a corpus seeded with Screens/, Tests/RealScreens/ and the shared
# conformance screens when ../shared is there
# (for expressions, every string in them that holds '@{'; for pictures, the
# pictures in Screens/ and the decoder tests' fixtures). Corpora grow in
# .build-fuzz/; a crash is written to Fuzz/Regressions/TARGET/ and fails
# the run. Prints each target's executions and coverage.
#
#   Fuzz/run.sh SECONDS [TARGET...]     (TARGET: json, expressions, pipeline, pictures, operations)
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-300}
only=("${@:2}")
work=.build-fuzz
flags=(-Xswiftc -sanitize=fuzzer,address -Xswiftc -parse-as-library)
targets=(FuzzJSON:json FuzzExpressions:expressions FuzzPipeline:pipeline FuzzPictures:pictures FuzzOperations:operations)
if [ ${#only[@]} -gt 0 ]; then
  chosen=()
  for entry in "${targets[@]}"; do
    for name in "${only[@]}"; do [ "${entry##*:}" = "$name" ] && chosen+=("$entry"); done
  done
  targets=("${chosen[@]}")
fi
# Swift's global caches look like leaks to LeakSanitizer: leaks are not findings here.
export ASAN_OPTIONS=detect_leaks=0
# Swift's own backtracer would run in a crashing process and trip
# AddressSanitizer itself, hiding the crash's report behind its own.
export SWIFT_BACKTRACE=enable=no

for entry in "${targets[@]}"; do
  (cd Fuzz && swift build -q "${flags[@]}" --product "${entry%%:*}")
done

mkdir -p "$work/json" "$work/pipeline" "$work/expressions" "$work/pictures" "$work/operations"
# Operations: every operation of both dialects with no argument, one and two from the palette.
python3 - "$work/operations" <<'PY'
import sys
for dialect in range(2):
    for operation in range(48):
        for arguments in ((), (0,), (1,), (0, 3), (20, 21), (22, 17)):
            name = f"{sys.argv[1]}/seed-{dialect}-{operation}-{'-'.join(map(str, arguments))}"
            with open(name, "wb") as out:
                out.write(bytes([dialect, operation, len(arguments), *arguments]))
PY
find Screens Tests/SDUIPicturesTests/Fixtures -type f \( -name '*.png' -o -name '*.jpg' -o -name '*.gif' \
  -o -name '*.webp' \) -exec cp {} "$work/pictures/" \;
seed_dirs=(Screens Tests/RealScreens)
if [ -d ../shared/conformance ]; then
  seed_dirs+=(../shared/conformance)
else
  echo "fuzz: ../shared/conformance is not beside the package; seeding from ${seed_dirs[*]} only"
fi
seeds=$(find "${seed_dirs[@]}" -name '*.json' | LC_ALL=C sort)
for seed in $seeds; do
  name=$(printf '%s' "$seed" | tr '/' '_')
  cp "$seed" "$work/json/$name"
  cp "$seed" "$work/pipeline/$name"
done
python3 - "$work/expressions" $seeds <<'PY'
import hashlib, json, sys
def strings(value):
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for item in value.values():
            yield from strings(item)
    elif isinstance(value, list):
        for item in value:
            yield from strings(item)
for path in sys.argv[2:]:
    try:
        document = json.load(open(path, encoding="utf-8"))
    except (ValueError, OSError):
        continue
    for text in strings(document):
        if "@{" in text:
            with open(f"{sys.argv[1]}/{hashlib.sha1(text.encode()).hexdigest()}", "w") as out:
                out.write(text)
PY

status=0
for entry in "${targets[@]}"; do
  target=${entry%%:*}
  corpus=${entry##*:}
  binary=Fuzz/.build/debug/$target
  mkdir -p "Fuzz/Regressions/$corpus"
  kept=$(find "Fuzz/Regressions/$corpus" -type f | LC_ALL=C sort)
  if [ -n "$kept" ]; then
    # shellcheck disable=SC2086
    "$binary" -timeout=20 $kept > "$work/$target-regressions.log" 2>&1 || {
      echo "$target: a kept regression crashes again:"; tail -40 "$work/$target-regressions.log"; status=1; continue; }
    echo "$target: $(echo "$kept" | wc -l) kept regressions pass"
  fi
  log=$work/$target.log
  if "$binary" -max_total_time="$seconds" -timeout=20 -rss_limit_mb=4096 -print_final_stats=1 \
    -artifact_prefix="Fuzz/Regressions/$corpus/" "$work/$corpus" > "$log" 2>&1; then
    runs=$(sed -n 's/^Done \([0-9]*\) runs in \([0-9]*\) second.*/\1 executions in \2 s/p' "$log")
    coverage=$(grep -o 'cov: [0-9]* ft: [0-9]*' "$log" | tail -1)
    echo "$target: $runs, $coverage, corpus $(find "$work/$corpus" -type f | wc -l) inputs"
  else
    echo "$target: found a crash, kept in Fuzz/Regressions/$corpus/:"
    grep -A30 'ERROR' "$log" | head -40
    status=1
  fi
done
exit $status
