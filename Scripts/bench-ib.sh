#!/usr/bin/env bash
# What Interface Builder documents and color sets cost `recolor check`: over the given corpus,
# medians of --runs interleaved runs of
#   recolor check (every source), recolor check with IB documents and color sets excluded,
#   ripgrep over .swift files (the color-constructor pattern of bench.sh), and ripgrep over .swift,
#   .xib, .storyboard and Contents.json files with `<color ` added to the pattern;
# with --base BIN, also an older recolor over the same corpus (its Swift-only speed, unchanged?).
#
#   Scripts/bench-ib.sh [--runs N] [--base BIN] DIR...      (needs rg; python3)
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
runs=9; base=""
while [ $# -gt 0 ]; do
  case "$1" in
    --runs) runs=$2; shift 2 ;;
    --base) base=$2; shift 2 ;;
    *) break ;;
  esac
done
[ $# -gt 0 ] || { echo "usage: $0 [--runs N] [--base BIN] DIR..." >&2; exit 2; }
command -v rg >/dev/null || { echo "ripgrep (rg) is needed for the comparison" >&2; exit 2; }
bin=$("$here/Scripts/release-build.sh" --product recolor)
python3 "$here/Scripts/bench_ib.py" --runs "$runs" --recolor "$bin/recolor" --base "$base" "$@"
