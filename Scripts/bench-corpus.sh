#!/usr/bin/env bash
# Issue 21's speed criterion in one command, over a corpus folder with one app per subfolder (fetched public
# apps and swift-syntax's Sources and Tests; never committed): per app and for the whole corpus, `recolor check`
# against ripgrep's regex count (paired medians of one run), peak RSS, and twice the corpus against once.
#   Scripts/bench-corpus.sh CORPUS [--runs N]      (needs rg; python3; builds the static release)
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
runs=11; corpus=
while [ $# -gt 0 ]; do
  case "$1" in
    --runs) runs=$2; shift 2 ;;
    *) corpus=$1; shift ;;
  esac
done
[ -n "$corpus" ] && [ -d "$corpus" ] || { echo "usage: $0 CORPUS [--runs N]" >&2; exit 2; }
command -v rg >/dev/null || { echo "ripgrep (rg) is needed: apt-get install ripgrep" >&2; exit 2; }
bin=$("$here/Scripts/release-build.sh" --product recolor)
echo "recolor $(git -C "$here" rev-parse --short HEAD)$(git -C "$here" diff --quiet HEAD -- Sources || echo '+changes'), $(rg --version 2>/dev/null | head -1)"
python3 "$here/Scripts/bench_corpus.py" --runs "$runs" --recolor "$bin/recolor" "$corpus"
