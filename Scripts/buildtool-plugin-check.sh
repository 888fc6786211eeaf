#!/usr/bin/env bash
# Proves the SwiftPM build-tool plugin on samples/buildtool-package, in a copy of this repository:
# `swift build` lists both raw colors as warnings (absolute path, line, column) and succeeds;
# a broken .recolor.json fails the build; after `recolor fix` a rebuild re-runs the check and
# shows no warning. Needs only swift.
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
fail() { echo "FAIL: $*" >&2; exit 1; }
source "$here/Scripts/plugin-workspace.sh"
cd "$work/samples/buildtool-package"
badge=Sources/Shop/Badge.swift

swift build "${scratch[@]}" > out.txt 2>&1 || { cat out.txt; fail "swift build failed on findings (they must stay warnings)"; }
grep -Eq "^/.*/$badge:27:27: warning: hard-coded color UIColor\(white: 1, alpha: 1\)" out.txt || { cat out.txt; fail "no warning for UIColor(white:) at 27:27"; }
grep -Eq "^/.*/$badge:28:21: warning: hard-coded color UIColor\(red: 0.816" out.txt || { cat out.txt; fail "no warning for UIColor(red:…) at 28:21"; }
echo "ok: swift build succeeds and shows both findings as warnings ($(grep -c "$badge:.*warning:" out.txt) lines)"

cp .recolor.json table.json
echo '{ "tokens": ' > .recolor.json
if swift build "${scratch[@]}" > out.txt 2>&1; then cat out.txt; fail "swift build passed with a broken .recolor.json"; fi
grep -q "\.recolor\.json" out.txt || { cat out.txt; fail "the failure does not name .recolor.json"; }
mv table.json .recolor.json
echo "ok: a broken .recolor.json fails the build, naming the file"

swift package "${scratch[@]}" --allow-writing-to-package-directory recolor fix > out.txt 2>&1 || { cat out.txt; fail "recolor fix failed"; }
grep -q "backgroundColor = Semantic.background" "$badge" || { cat "$badge"; fail "fix did not rewrite UIColor(white:)"; }
grep -q "textColor = Semantic.errorText" "$badge" || { cat "$badge"; fail "fix did not rewrite UIColor(red:…)"; }
swift build "${scratch[@]}" > out.txt 2>&1 || { cat out.txt; fail "swift build failed after the fix"; }
grep -q "recolor check Shop" out.txt || { cat out.txt; fail "the rebuild did not re-run recolor check"; }
if grep -q "$badge:.*warning:" out.txt; then cat out.txt; fail "warnings remain after the fix"; fi
echo "ok: after recolor fix the rebuild re-runs the check and shows no warning"
echo "buildtool-plugin: all checks passed"
