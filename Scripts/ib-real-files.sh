#!/usr/bin/env bash
# Runs `recolor check` and `recolor fix` over copies of the Interface Builder documents (.xib,
# .storyboard) and asset-catalog color sets of fetched apps, with a broad table (a token and a rule
# per common color), and proves per app: every rewritten document is well-formed XML (Python's
# xml.dom.minidom and ElementTree parse it) and every rewritten color set is JSON; the only lines
# that change are <color> elements, named-color cache lines, <resources> and the "Named colors"
# capability (color sets: added entries only); `git apply` takes `fix --diff`, which equals what
# `fix` writes; a second `fix` changes nothing. Prints the counts per color space and a sample of
# converted values.
#
#   Scripts/ib-real-files.sh DIR [DIR...]
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
[ $# -gt 0 ] || { echo "usage: $0 DIR [DIR...]" >&2; exit 2; }
bin=$("$here/Scripts/release-bin.sh" recolor)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
dirs=()
for dir in "$@"; do dirs+=("$(cd "$dir" && pwd)"); done
python3 "$here/Scripts/ib_real_files.py" "$bin/recolor" "$work" "${dirs[@]}"
