#!/usr/bin/env bash
# Writes the package's copyright file: sdui-term's licence, then the notice
# and licence of everything the release build links into the binary: the
# Swift runtime and Foundation (from the toolchain), and every package the
# build resolves (from its checkout; only the modules sdui-term uses are
# linked, but each package is named).
# Usage: Packaging/copyright.sh BUILD_DIR (the release build's scratch path)
set -euo pipefail
build=${1:?usage: copyright.sh BUILD_DIR}
swift_root=$(dirname "$(dirname "$(readlink -f "$(command -v swift)")")")
cat <<'TEXT'
sdui-term: a terminal renderer and test runner for server-driven UI

Copyright 2026 the sdui-term authors. Licensed under the Apache License,
Version 2.0: on Debian systems its text is in
/usr/share/common-licenses/Apache-2.0 (the tarball has it as LICENSE).

The sdui-term binary links in the following, each under its own licence,
given in full below:
TEXT
notice() { # name, licence file
  printf '\n\n==== %s ====\n\n' "$1"
  cat "$2"
}
notice "The Swift runtime, standard library, Foundation and Dispatch ($("$swift_root/bin/swift" --version 2>/dev/null |
  head -n 1))" "$swift_root/share/swift/LICENSE.txt"
for checkout in "$build"/checkouts/*/; do
  name=$(basename "$checkout")
  case $name in swift-docc-plugin | swift-docc-symbolkit) continue ;; esac # build tools, not linked
  licence=$(find "$checkout" -maxdepth 1 -iname 'LICENSE*' -type f | LC_ALL=C sort | head -n 1)
  [ -n "$licence" ] || { echo "copyright: no licence file in $checkout" >&2; exit 1; }
  notice "$name ($(git -C "$checkout" describe --tags 2>/dev/null || echo unknown version))" "$licence"
done
