#!/usr/bin/env bash
# `recolor check` against ripgrep per app (issue 15: no app above 2.5x), paired runs.
#   Scripts/bench-per-app.sh [--runs N] DIR...      (needs rg; python3)
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
runs=11
if [ "${1:-}" = "--runs" ]; then runs=$2; shift 2; fi
[ $# -gt 0 ] || { echo "usage: $0 [--runs N] DIR..." >&2; exit 2; }
command -v rg >/dev/null || { echo "ripgrep (rg) is needed: apt-get install ripgrep" >&2; exit 2; }
bin=$("$here/Scripts/release-build.sh" --product recolor)
python3 "$here/Scripts/bench_per_app.py" "$bin/recolor" "$runs" "$@"
