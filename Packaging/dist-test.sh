#!/usr/bin/env bash
# `make dist-test`: proves the package on a machine with no Swift. A fresh
# Debian root (debootstrap --variant=minbase bookworm), the .deb installed
# into it with apt-get inside a chroot, then, inside: --version, a render
# with a picture, check of a broken screen, the bundled flows against serve
# (their script included, so JavaScriptCore loads), the man page and the
# bash completion. It prints what it measured and removes the root.
# Needs root (debootstrap, chroot, mount) and the network (Debian's mirror).
# Usage: Packaging/dist-test.sh (after make dist, from the package's root)
set -euo pipefail
packages=$(pwd)/.build-dist/packages
deb=$(find "$packages" -maxdepth 1 -name 'sdui-term_*.deb' | head -n 1)
[ -n "$deb" ] || { echo "dist-test: no package in $packages: run make dist first" >&2; exit 1; }
version=$(dpkg-deb -f "$deb" Version)
mirror=${DEBIAN_MIRROR:-http://deb.debian.org/debian}
root=$(mktemp -d /var/tmp/sdui-dist-root.XXXXXX)
mounted=()
cleanup() {
  for ((i = ${#mounted[@]} - 1; i >= 0; i--)); do umount -l "${mounted[i]}" 2>/dev/null || true; done
  rm -rf "$root"
}
trap cleanup EXIT
passed=0
failed=0
ok() { passed=$((passed + 1)); echo "ok    $1"; }
bad() { failed=$((failed + 1)); echo "FAIL  $1" >&2; }
inside() { chroot "$root" /usr/bin/env -i HOME=/root TERM=xterm-256color PATH=/usr/sbin:/usr/bin:/sbin:/bin "$@"; }

started=$(date +%s.%N)
echo "dist-test: a minimal Debian bookworm root in $root"
debootstrap --variant=minbase bookworm "$root" "$mirror" >"$root.debootstrap.log" 2>&1 ||
  { cat "$root.debootstrap.log" >&2; exit 1; }
rm -f "$root.debootstrap.log"
for fs in proc sys dev; do mount --bind "/$fs" "$root/$fs" && mounted+=("$root/$fs"); done
cp /etc/resolv.conf "$root/etc/resolv.conf"
bare=$(date +%s.%N)
inside sh -c 'command -v swift swiftc' >/dev/null 2>&1 && bad "the root has no Swift" || ok "the root has no Swift"
before=$(inside dpkg-query -W -f='${Package}\n' | sort)
bare_size=$(inside dpkg-query -W -f='${Installed-Size}\n' | awk '{ sum += $1 } END { print sum }')

# Install as a user would: apt-get install ./the.deb, which pulls what Depends names.
cp "$deb" "$root/tmp/"
inside apt-get update -qq >/dev/null
inside env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "/tmp/$(basename "$deb")" >"$root/tmp/install.log" 2>&1 ||
  { cat "$root/tmp/install.log" >&2; exit 1; }
# The first frame, as soon as it is installed.
if inside sdui-term render /usr/share/sdui-term/Screens/nimbus/counter.json --size 40x8 >"$root/tmp/first.txt" 2>&1 &&
  grep -q "Count: 0" "$root/tmp/first.txt"; then ok "the first render"; else bad "the first render: $(cat "$root/tmp/first.txt")"; fi
first=$(date +%s.%N)
after=$(inside dpkg-query -W -f='${Package}\n' | sort)
pulled=$(comm -13 <(echo "$before") <(echo "$after"))
# What the packages take once installed, as dpkg counts it (KiB).
installed_size=$(inside dpkg-query -W -f='${Installed-Size} ${Package}\n' $pulled | awk '{ sum += $1 } END { print sum }')

[ "$(inside sdui-term --version)" = "$version" ] && ok "--version says $version" ||
  bad "--version says $(inside sdui-term --version), not $version"

# A bundled screen with a picture, drawn by Chafa, not its stand-in.
inside sdui-term render /usr/share/sdui-term/Screens/gallery/beagle.json --size 80x40 --images symbols \
  >"$root/tmp/picture.txt" 2>&1 || true
# Chafa's symbols are the block elements, U+2580 to U+259F; the stand-in is "▣ NAME".
if ! grep -q "▣ test-card" "$root/tmp/picture.txt" && python3 -c 'import sys
sys.exit(not any("\u2580" <= c <= "\u259f" for c in open(sys.argv[1], encoding="utf-8").read()))' "$root/tmp/picture.txt"
then
  ok "render draws the gallery's pictures"
else bad "render draws the gallery's pictures: $(tail -n 8 "$root/tmp/picture.txt")"; fi

# A broken screen: check says where and what, and exits 1.
printf '{\n  "_:component": "layout:colum",\n  "children": [\n' >"$root/tmp/broken.json"
status=0
inside sdui-term check /tmp/broken.json >"$root/tmp/check.txt" 2>&1 || status=$?
if [ "$status" -eq 1 ] && grep -q "^/tmp/broken.json:[0-9]*:[0-9]*: error:" "$root/tmp/check.txt"; then
  ok "check reports the broken screen at its line and column"
else bad "check of a broken screen (exit $status): $(cat "$root/tmp/check.txt")"; fi

# The bundled flows against serve, both in the root; the API flow runs a
# script, so JavaScriptCore loads.
inside sh -c 'sdui-term serve /usr/share/sdui-term/Screens --port 0 >/tmp/serve.log 2>&1 & echo $! >/tmp/serve.pid'
port=""
for _ in $(seq 100); do
  port=$(sed -n 's|.* on http://127.0.0.1:\([0-9]*\)/.*|\1|p' "$root/tmp/serve.log")
  [ -n "$port" ] && break
  sleep 0.1
done
if [ -n "$port" ] && inside sdui-term test /usr/share/sdui-term/Screens/flows -e "HOST=http://127.0.0.1:$port" \
  --library demo --library store --format junit --output /tmp/report.xml >"$root/tmp/flows.txt" 2>&1 &&
  grep -q "8 flows: 8 passed, 0 failed" "$root/tmp/flows.txt" && grep -q "LOG   .*emptied the cart" "$root/tmp/flows.txt" &&
  grep -q 'status="SUCCESS"' "$root/tmp/report.xml"; then
  ok "test runs the bundled flows against serve, scripts included"
else bad "the bundled flows against serve: $(cat "$root/tmp/flows.txt" "$root/tmp/serve.log")"; fi
kill "$(cat "$root/tmp/serve.pid")" 2>/dev/null || true

# The man page and the bash completion, with the tools a user would have.
inside env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq man-db bash-completion >/dev/null 2>&1
inside env MANPAGER=cat COLUMNS=80 man sdui-term >"$root/tmp/man.txt" 2>&1 || true
# The root has no locale: man writes the em dash as --.
if grep -q "sdui-term -- Run, check and inspect" "$root/tmp/man.txt" && grep -q "^ *render  *Print the frame" "$root/tmp/man.txt"
then ok "man sdui-term"; else bad "man sdui-term: $(head -n 5 "$root/tmp/man.txt")"; fi
completion=$(inside bash -c 'source /usr/share/bash-completion/bash_completion
  source /usr/share/bash-completion/completions/sdui-term
  COMP_WORDS=(sdui-term re); COMP_CWORD=1; COMP_LINE="sdui-term re"; COMP_POINT=${#COMP_LINE}
  _sdui-term sdui-term re sdui-term; printf "%s\n" "${COMPREPLY[@]}"' 2>&1)
if grep -qx "render" <<<"$completion"; then ok "bash completes 'sdui-term re' to render"; else
  bad "bash completion: $completion"; fi

seconds() { awk "BEGIN { printf \"%.1f\", $2 - $1 }"; }
echo
echo "dist-test: $(basename "$deb"): $(du -k "$deb" | cut -f1) KiB; the binary $(inside du -k /usr/bin/sdui-term | cut -f1) KiB"
echo "dist-test: Depends: $(dpkg-deb -f "$deb" Depends)"
echo "dist-test: the bare root: $(wc -l <<<"$before") packages, $((bare_size / 1024)) MiB installed, made in $(seconds "$started" "$bare") s"
echo "dist-test: apt-get pulled $(wc -l <<<"$pulled") packages, $((installed_size / 1024)) MiB installed: $(echo $pulled)"
echo "dist-test: from the bare root to the first render, install included: $(seconds "$bare" "$first") s"
echo "dist-test: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
