#!/usr/bin/env bash
# Runs `recolor fix` over copies of fetched apps with a broad mapping table (the base table plus
# rules for each app's most common raw colors) and proves, per app: no rewritten file gains a
# parse error (lexer-oracle diagnose before and after), a second `fix` changes nothing, and
# `check` afterwards reports exactly the findings that were unmapped. Prints the figures per app.
# Needs ../shared/tools/lexer-oracle (built here if missing; ~16 min the first time).
#
#   Scripts/rewrite-real-code.sh [--config FILE] DIR [DIR...]   (default config: mappings/apple-system.json)
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
config=$here/mappings/apple-system.json
if [ "${1:-}" = "--config" ]; then config=$(cd "$(dirname "$2")" && pwd)/$(basename "$2"); shift 2; fi
[ $# -gt 0 ] || { echo "usage: $0 [--config FILE] DIR [DIR...]" >&2; exit 2; }
oracle_pkg=${ORACLE_PACKAGE:-$here/../shared/tools/lexer-oracle}
oracle=$oracle_pkg/.build/release/lexer-oracle
if [ ! -x "$oracle" ]; then
  echo "building lexer-oracle (swift-syntax; slow the first time)..." >&2
  swift build -c release --package-path "$oracle_pkg" >&2
fi
swift build -c release --package-path "$here" --product recolor >&2
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
dirs=()
for dir in "$@"; do dirs+=("$(cd "$dir" && pwd)"); done
python3 "$here/Scripts/rewrite_real_code.py" "$here/.build/release/recolor" "$oracle" "$config" "$work" "${dirs[@]}"
