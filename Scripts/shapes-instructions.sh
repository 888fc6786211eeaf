#!/usr/bin/env bash
# Issue 26's linearity line counted in instructions, which nothing else on the machine moves:
# each shape once at 1×, 2× and 4× its size under valgrind's callgrind, counting only the timed
# work (`measuredRun`, after one warm run outside the count), and the ratios 2×/1× and 4×/2×.
# CPU seconds (`recolor-bench shapes`) on the shared 2-core VM moved a shape's ratio between 1.12
# and 3.17 from one doubling to the next on a quiet machine; instruction counts repeat exactly.
#
#   Scripts/shapes-instructions.sh [--scale X] [--bin RECOLOR_BENCH] [SHAPE...]
#     (needs valgrind; ~100× slower than native; --bin counts a release build made before, so
#     the tree can change while a long count runs)
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
scale=1
given=""
while [ $# -gt 0 ]; do
  case "$1" in
    --scale) scale=$2; shift 2 ;;
    --bin) given=$2; shift 2 ;;
    *) break ;;
  esac
done
command -v valgrind >/dev/null || { echo "valgrind is needed: apt-get install valgrind" >&2; exit 2; }
if [ -z "$given" ]; then
  swift build -c release --package-path "$here" --product recolor-bench >&2
  given="$(swift build -c release --package-path "$here" --show-bin-path)/recolor-bench"
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# valgrind 3.19 cannot read the DWARF 5 that Swift 6.3 writes: count a copy without debug info.
cp "$given" "$work/recolor-bench"
strip --strip-debug "$work/recolor-bench"
if [ $# -eq 0 ]; then
  set -- $("$work/recolor-bench" shapes no-such-shape | sed -n 's/^unknown shape; shapes: //p' | tr -d ',')
fi
printf '%-26s %16s %16s %16s %7s %7s\n' shape 1× 2× 4× '2×/1×' '4×/2×'
for shape in "$@"; do
  counts=()
  for factor in 1 2 4; do
    out="$work/cg.$shape.$factor"
    valgrind --tool=callgrind --toggle-collect='*measuredRun*' --callgrind-out-file="$out" \
      "$work/recolor-bench" shapes --scale "$scale" --factor "$factor" "$shape" >/dev/null 2>"$work/log"
    counts+=("$(sed -n 's/^summary: //p' "$out")")
  done
  python3 - "$shape" "${counts[@]}" <<'PY'
import sys
name, a, b, c = sys.argv[1], *map(int, sys.argv[2:5])
print(f"{name:<26} {a:>16,} {b:>16,} {c:>16,} {b/a:>7.2f} {c/b:>7.2f}")
PY
done
