#!/usr/bin/env bash
# Runs the deterministic fuzzer (Sources/recolor-fuzz) over the tokenizer and the whole
# detect → map → rewrite path, seeded with the samples, the tests' inputs and any DIRs given.
# A failure or crash leaves the input in the current folder; shrink it with
# `python3 Scripts/fuzz_minimize.py .build/release/recolor-fuzz INPUT OUTPUT`.
#
#   Scripts/fuzz.sh [--inputs N] [--seed S] [DIR...]     (CI: a bounded pass)
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
inputs=300000; seed=$(( $(date +%s) % 100000 ))
while [ $# -gt 0 ]; do
  case "$1" in
    --inputs) inputs=$2; shift 2 ;;
    --seed) seed=$2; shift 2 ;;
    *) break ;;
  esac
done
bin=$("$here/Scripts/release-bin.sh" recolor-fuzz)
out=$(mktemp -d)
cd "$out"
if "$bin/recolor-fuzz" run --inputs "$inputs" --seed "$seed" "$here/samples" "$here/Tests" "$@"; then
  rm -rf "$out"
else
  echo "fuzz failures kept in $out:" >&2; ls "$out" >&2
  exit 1
fi
