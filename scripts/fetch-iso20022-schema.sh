#!/usr/bin/env bash
# The ISO 20022 schema the owners' payout file is validated against in the tests (pain.001.001.03),
# from Debian's hbci4j package, which ships ISO's schemas, into .cache/iso20022/. .ci/run calls it.
set -euo pipefail
cd "$(dirname "$0")/.."
dir=.cache/iso20022
[ -s "$dir/pain.001.001.03.xsd" ] && exit 0
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
(cd "$tmp" && { apt-get download libhbci4j-core-java >/dev/null 2>&1 || { apt-get update -qq && apt-get download libhbci4j-core-java >/dev/null; }; })
dpkg-deb -x "$tmp"/libhbci4j-core-java_*.deb "$tmp/package"
mkdir -p "$dir"
unzip -p "$tmp/package/usr/share/java/hbci4j-core.jar" pain.001.001.03.xsd >"$dir/pain.001.001.03.xsd"
echo "ISO 20022 schema: $dir/pain.001.001.03.xsd"
