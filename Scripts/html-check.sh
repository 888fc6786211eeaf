#!/usr/bin/env bash
# Proves the HTML reports in a real browser: renders `scan --format html` and
# `contrast --format html` of the bundled samples in headless Chromium, checks from inside each
# page that every swatch has a size and shows its color (translucent ones over a checkerboard),
# that contrast samples show their colors, that nothing overflows at 1200 and 390 px, and that
# the page logs nothing to the console; then takes screenshots.
#
#   Scripts/html-check.sh [OUTDIR]       (default: .build/html-check)
#
# Chromium comes from Debian's packages (installed here when missing and apt-get can); where it
# cannot be installed the check is skipped with a message and exit 0.
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
out=${1:-$here/.build/html-check}
mkdir -p "$out"
out=$(cd "$out" && pwd)

browser=$(command -v chromium || command -v chromium-browser || true)
if [ -z "$browser" ]; then
    if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
        echo "html-check: installing chromium from Debian's packages" >&2
        apt-get update -qq >&2 || true
        if apt-cache policy chromium 2>/dev/null | grep -q 'Candidate: [0-9]'; then
            DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends chromium >&2 || true
        fi
        browser=$(command -v chromium || true)
    fi
fi
if [ -z "$browser" ]; then
    echo "html-check: SKIPPED: Chromium is not installed and cannot be installed here (needs root and Debian's chromium package)" >&2
    exit 0
fi

recolor=${RECOLOR:-}
if [ -z "$recolor" ]; then
    recolor=$("$here/Scripts/release-bin.sh" recolor)/recolor
fi

pages=()
for sample in uikit-shop swiftui-trails appkit-notes; do
    (cd "$here/samples/$sample" && "$recolor" scan --format html --output "$out/$sample-scan.html")
    # contrast exits 1 when a pair fails (the samples have such pairs): the page is written all the same.
    status=0
    (cd "$here/samples/$sample" && "$recolor" contrast --format html --output "$out/$sample-contrast.html") || status=$?
    [ "$status" -le 1 ] || { echo "html-check: recolor contrast failed on $sample (exit $status)" >&2; exit 1; }
    pages+=("$out/$sample-scan.html" "$out/$sample-contrast.html")
done
python3 "$here/Scripts/html_check.py" "$browser" "$out" "${pages[@]}"
