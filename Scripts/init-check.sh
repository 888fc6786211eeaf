#!/usr/bin/env bash
# init's draft on every bundled sample: written over a copy's table, it loads with no lint warning
# (--strict), maps every finding whose color is known, and every token has a dark value.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build --product recolor >/dev/null
recolor="$PWD/.build/debug/recolor"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
status=0
for sample in samples/*/; do
  name=$(basename "$sample")
  cp -R "$sample" "$work/$name"
  (cd "$work/$name" && "$recolor" init --force --quiet)
  set +e
  (cd "$work/$name" && "$recolor" check --strict --format json >"$work/$name.report" 2>"$work/$name.err")
  code=$?
  set -e
  if [ "$code" -eq 2 ]; then echo "$name: the draft does not pass the lint:"; cat "$work/$name.err"; status=1; continue; fi
  python3 - "$name" "$work/$name/.recolor.json" "$work/$name.report" <<'PY' || status=1
import json, sys
name, table = sys.argv[1], json.load(open(sys.argv[2]))
report = json.load(open(sys.argv[3]))
# Every finding of known color gets its token; all are rewritten but a color inside an Interface Builder
# attributed string (key NSColor), which the contract reports and never rewrites.
left = [f for f in report["findings"] if f["color"] and (not f.get("token") or
        not f.get("replacement") and not (f["kind"] == "ib-color" and f.get("context") == "NSColor"))]
nodark = [k for k, t in table["tokens"].items() if "light" in t and "dark" not in t]
print(f"{name}: {len(table['tokens'])} tokens, {len(table['rules'])} rules, {report['summary']['findings']} findings, "
      f"{len(left)} of known color unmapped, {len(nodark)} tokens without dark")
sys.exit(1 if left or nodark else 0)
PY
done
exit $status
