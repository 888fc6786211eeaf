#!/usr/bin/env bash
# The speed benchmark of issue 5. Over a corpus (fetched repositories given as DIRs, never
# committed, or a synthetic corpus of --mb N megabytes), it prints:
#   - `recolor check` against ripgrep counting color constructors over the same files,
#     medians of --runs runs after a warm-up, and their ratio;
#   - the tokenizer's MB/s on one core, in process, and how many files the prefilter lets through;
#   - recolor's peak RSS;
#   - linearity: the corpus twice over against once, and single files of 1 and 5 MB.
#
#   Scripts/bench.sh [--runs N] [--mb N] [DIR...]      (needs rg; python3)
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
runs=7; mb=30
while [ $# -gt 0 ]; do
  case "$1" in
    --runs) runs=$2; shift 2 ;;
    --mb) mb=$2; shift 2 ;;
    *) break ;;
  esac
done
command -v rg >/dev/null || { echo "ripgrep (rg) is needed for the comparison: apt-get install ripgrep / brew install ripgrep" >&2; exit 2; }
bin=$("$here/Scripts/release-build.sh")
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
if [ $# -eq 0 ]; then
  "$bin/recolor-bench" generate --mb "$mb" "$work/corpus" >&2
  set -- "$work/corpus"
fi
python3 "$here/Scripts/bench.py" --runs "$runs" --bin "$bin" --work "$work" "$@"
