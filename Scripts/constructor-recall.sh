#!/usr/bin/env bash
# Recall of recolor's constructor findings against swift-syntax's AST: every call that
# `lexer-oracle calls` marks `const` for a constructor form of the contract must be an
# rgb-constructor or color-literal finding at the same line and column.
#
#   Scripts/constructor-recall.sh DIR [DIR...]
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
oracle_pkg=${ORACLE_PACKAGE:-$here/../shared/tools/lexer-oracle}
oracle=$oracle_pkg/.build/release/lexer-oracle
[ -x "$oracle" ] || swift build -c release --package-path "$oracle_pkg" >&2
swift build -c release --package-path "$here" --product recolor >&2
recolor=$here/.build/release/recolor
specs=()
for s in \
  'UIColor(red:green:blue:alpha:)' 'UIColor(white:alpha:)' 'UIColor(hue:saturation:brightness:alpha:)' 'UIColor(displayP3Red:green:blue:alpha:)' \
  'NSColor(red:green:blue:alpha:)' 'NSColor(white:alpha:)' 'NSColor(hue:saturation:brightness:alpha:)' 'NSColor(displayP3Red:green:blue:alpha:)' \
  'NSColor(srgbRed:green:blue:alpha:)' 'NSColor(calibratedRed:green:blue:alpha:)' 'NSColor(deviceRed:green:blue:alpha:)' \
  'NSColor(calibratedWhite:alpha:)' 'NSColor(deviceWhite:alpha:)' 'NSColor(genericGamma22White:alpha:)' \
  'CGColor(red:green:blue:alpha:)' 'CGColor(srgbRed:green:blue:alpha:)' 'CGColor(gray:alpha:)' \
  'Color(red:green:blue:)' 'Color(red:green:blue:opacity:)' 'Color(_:red:green:blue:)' 'Color(_:red:green:blue:opacity:)' \
  'Color(white:)' 'Color(white:opacity:)' 'Color(hue:saturation:brightness:)' 'Color(hue:saturation:brightness:opacity:)' \
  'CIColor(red:green:blue:alpha:)' 'CIColor(red:green:blue:)' '#colorLiteral(red:green:blue:alpha:)'; do
  specs+=(--spec "$s")
done
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
echo "{}" > "$work/empty.json"
for dir in "$@"; do
  name=$(basename "$dir")
  (cd "$dir" && "$oracle" calls "${specs[@]}" .) > "$work/$name.calls"
  (cd "$dir" && "$recolor" check --format json --include-generated --config "$work/empty.json" . 2>/dev/null || true) > "$work/$name.json"
  echo "$name $work/$name.calls $work/$name.json"
done > "$work/list"
python3 "$here/Scripts/constructor_recall.py" "$work/list"
