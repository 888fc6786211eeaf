#!/usr/bin/env bash
# Compares `recolor tokens` with `lexer-oracle tokens` (swift-syntax) over every .swift file
# under the given directories, and prints the agreement: tokens with equal boundaries and kind
# (identifier and keyword counted as one class), per corpus and in total, plus the most common
# differences. Needs ../shared/tools/lexer-oracle (built here if missing; ~16 min the first time).
#
#   Scripts/oracle-agreement.sh DIR [DIR...]
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
oracle_pkg=${ORACLE_PACKAGE:-$here/../shared/tools/lexer-oracle}
oracle=$oracle_pkg/.build/release/lexer-oracle
if [ ! -x "$oracle" ]; then
  echo "building lexer-oracle (swift-syntax; slow the first time)..." >&2
  swift build -c release --package-path "$oracle_pkg" >&2
fi
swift build -c release --package-path "$here" --product recolor >&2
recolor=$here/.build/release/recolor
[ $# -gt 0 ] || { echo "usage: $0 DIR [DIR...]" >&2; exit 2; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
for dir in "$@"; do
  name=$(basename "$dir")
  find "$dir" -name '*.swift' -type f -print0 | sort -z > "$work/$name.files"
  xargs -0 -n 200 "$oracle" tokens < "$work/$name.files" > "$work/$name.oracle"
  xargs -0 -n 200 "$recolor" tokens < "$work/$name.files" > "$work/$name.recolor"
  echo "$name $work/$name.oracle $work/$name.recolor"
done > "$work/list"
python3 "$here/Scripts/oracle_agreement.py" "$work/list"
