#!/usr/bin/env bash
# Proves the SwiftPM command plugin on samples/plugin-package, in a copy of this repository:
# `swift package "${scratch[@]}" recolor check` fails on the raw colors, `swift package
# --allow-writing-to-package-directory recolor fix` rewrites them, and `check` then passes.
# Needs only swift.
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
fail() { echo "FAIL: $*" >&2; exit 1; }
source "$here/Scripts/plugin-workspace.sh"
cd "$work/samples/plugin-package"
badge=Sources/Shop/Badge.swift

if swift package "${scratch[@]}" recolor check > out.txt 2>&1; then cat out.txt; fail "check passed on raw colors"; fi
grep -q "Sources/Shop/Badge.swift:15:27: warning: hard-coded color .white" out.txt || { cat out.txt; fail "check did not report .white"; }
grep -q "Sources/Shop/Badge.swift:16:21: warning: hard-coded color UIColor(red: 0.816" out.txt || { cat out.txt; fail "check did not report the constructor"; }
echo "ok: swift package recolor check fails and lists both findings"

swift package "${scratch[@]}" --allow-writing-to-package-directory recolor fix > out.txt 2>&1 || { cat out.txt; fail "fix failed"; }
grep -q "backgroundColor = Semantic.background" "$badge" || { cat "$badge"; fail "fix did not rewrite .white"; }
grep -q "textColor = Semantic.errorText" "$badge" || { cat "$badge"; fail "fix did not rewrite the constructor"; }
echo "ok: swift package --allow-writing-to-package-directory recolor fix rewrote both ($(grep -o 'rewrote.*' out.txt))"

swift package "${scratch[@]}" recolor check > out.txt 2>&1 || { cat out.txt; fail "check still fails after fix"; }
echo "ok: swift package recolor check passes after the fix"
echo "plugin: all checks passed"
