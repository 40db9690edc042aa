#!/usr/bin/env bash
# `make dist`: the release sdui-term with the Swift runtime linked in
# (--static-swift-stdlib), packaged as a Debian package and as a tarball for
# other distributions, with their SHA-256 sums, in .build-dist/packages
# (.build-dist is the release build's own folder).
# Usage: Packaging/dist.sh (from the package's root; make dist runs it)
set -euo pipefail
build=$(pwd)/.build-dist
out=$build/packages
work=$build/dist-work
swift=${SWIFT:-swift}

version=$(sed -n 's/.*current = "\(.*\)".*/\1/p' Sources/SDUINetwork/Version.swift)
[ -n "$version" ] || { echo "dist: no version in Sources/SDUINetwork/Version.swift" >&2; exit 1; }
# The version is the constant --version prints; a tag on HEAD must say the same.
if tag=$(git describe --tags --exact-match HEAD 2>/dev/null) && [ "${tag#v}" != "$version" ]; then
  echo "dist: HEAD is tagged '$tag', but Version.swift says $version: make them agree" >&2
  exit 1
fi
arch=$(dpkg --print-architecture)
machine=$(uname -m)

echo "dist: building sdui-term $version with the Swift runtime linked in"
rm -rf "$out" && mkdir -p "$out"
"$swift" build -c release --static-swift-stdlib --product sdui-term --scratch-path "$build"
binary=$("$swift" build -c release --static-swift-stdlib --scratch-path "$build" --show-bin-path)/sdui-term
"$binary" --version | grep -qx "$version" || { echo "dist: the binary says $("$binary" --version), not $version" >&2; exit 1; }

# The man page, from the commands' own help, through argument-parser's generator.
generator=$build/tools/generate-manual
if [ ! -x "$generator" ]; then
  "$swift" build -c release --package-path "$build/checkouts/swift-argument-parser" --product generate-manual \
    --scratch-path "$build/tools-build"
  mkdir -p "$build/tools"
  cp "$("$swift" build -c release --package-path "$build/checkouts/swift-argument-parser" \
    --scratch-path "$build/tools-build" --show-bin-path)/generate-manual" "$generator"
fi

# The tree both packages hold: PREFIX/bin, PREFIX/share.
stage=$work/stage
rm -rf "$work"
mkdir -p "$stage/bin" "$stage/share/man/man1" "$stage/share/bash-completion/completions" \
  "$stage/share/zsh/vendor-completions" "$stage/share/fish/vendor_completions.d" "$stage/share/sdui-term" \
  "$stage/share/doc/sdui-term"
install -m 755 "$binary" "$stage/bin/sdui-term"
strip --strip-unneeded "$stage/bin/sdui-term"
mkdir -p "$work/man"
"$generator" "$stage/bin/sdui-term" --output-directory "$work/man" >/dev/null
gzip -9n <"$work/man/sdui-term.1" >"$stage/share/man/man1/sdui-term.1.gz"
"$stage/bin/sdui-term" --generate-completion-script bash >"$stage/share/bash-completion/completions/sdui-term"
"$stage/bin/sdui-term" --generate-completion-script zsh >"$stage/share/zsh/vendor-completions/_sdui-term"
"$stage/bin/sdui-term" --generate-completion-script fish >"$stage/share/fish/vendor_completions.d/sdui-term.fish"
# The demo's screens, which `sdui-term demo` serves when it runs outside a checkout.
cp -R Screens "$stage/share/sdui-term/Screens"
find "$stage/share/sdui-term/Screens" -name '*.py' -delete
Packaging/copyright.sh "$build" >"$stage/share/doc/sdui-term/copyright"
cp /usr/share/common-licenses/Apache-2.0 "$stage/share/doc/sdui-term/LICENSE"

# What the binary needs from the system: every shared library ldd shows, as
# Debian packages (dpkg-shlibdeps), JavaScriptCore, which the flows load
# only when a script runs (so no tool that reads the binary sees it), and
# the font the frame's PNG picture is drawn in (`sdui-term mcp`'s snapshot).
shlibs=$work/shlibs
mkdir -p "$shlibs/debian"
printf 'Source: sdui-term\n\nPackage: sdui-term\nArchitecture: any\n' >"$shlibs/debian/control"
found=$(cd "$shlibs" && dpkg-shlibdeps -O "$stage/bin/sdui-term" 2>/dev/null | sed -n 's/^shlibs:Depends=//p')
# Any 4.1 build has the C API the flows use.
javascriptcore=libjavascriptcoregtk-4.1-0
depends="$found, $javascriptcore, fonts-dejavu-core"

# The Debian package, built by dpkg-deb from a /usr tree.
deb=$work/deb
mkdir -p "$deb/usr" "$deb/DEBIAN"
cp -a "$stage/." "$deb/usr/"
# Who made the package, and from what: the commit's author and date.
maintainer=$(git log -1 --format='%an <%ae>')
printf 'sdui-term (%s) unstable; urgency=medium\n\n  * Built from commit %s.\n\n -- %s  %s\n' "$version" \
  "$(git rev-parse --short HEAD)" "$maintainer" "$(git log -1 --format=%aD)" | gzip -9n \
  >"$deb/usr/share/doc/sdui-term/changelog.Debian.gz"
rm "$deb/usr/share/doc/sdui-term/LICENSE" # Debian keeps the text in /usr/share/common-licenses
size=$(du -sk --exclude=DEBIAN "$deb" | cut -f1)
sed -e "s/@VERSION@/$version/" -e "s/@ARCH@/$arch/" -e "s/@DEPENDS@/$depends/" -e "s/@SIZE@/$size/" \
  -e "s|@MAINTAINER@|$maintainer|" Packaging/control.in >"$deb/DEBIAN/control"
package=$out/sdui-term_${version}_${arch}.deb
dpkg-deb --build --root-owner-group -Zxz "$deb" "$package" >/dev/null

# The tarball, for other distributions: the same tree, and what to install.
name=sdui-term-$version-linux-$machine
cp -a "$stage" "$work/$name"
sed -e "s/@VERSION@/$version/" -e "s/@DEPENDS@/$depends/" Packaging/INSTALL.in >"$work/$name/INSTALL"
tarball=$out/$name.tar.gz
tar -C "$work" --owner=0 --group=0 -czf "$tarball" "$name"

(cd "$out" && sha256sum "$(basename "$package")" "$(basename "$tarball")" >SHA256SUMS)
echo "dist: Depends: $depends"
for file in "$package" "$tarball" "$out/SHA256SUMS"; do echo "dist: $file ($(du -h "$file" | cut -f1))"; done
