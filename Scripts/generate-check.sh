#!/usr/bin/env bash
# Proves `recolor generate` on every bundled sample, in a copy: the committed generated files
# are up to date (`generate --check` exits 0), a second `generate` writes nothing, and after a
# token value changes `--check` exits 1 with a diff that `git apply` takes to bring the files to date.
# Needs swift, git and python3.
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
(cd "$here" && swift build --product recolor >/dev/null)
recolor="$here/.build/debug/recolor"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail() { echo "FAIL: $*" >&2; exit 1; }

# Each sample with a token that generate declares there.
for entry in uikit-shop:actionBackground swiftui-trails:surface appkit-notes:highlight; do
  sample=${entry%%:*}
  export TOKEN=${entry#*:}
  cp -R "$here/samples/$sample" "$work/$sample"
  cd "$work/$sample"
  "$recolor" generate --check -q > diff.txt || { cat diff.txt; fail "$sample: the committed generated files are stale"; }
  out=$("$recolor" generate 2>&1) || fail "$sample: generate failed: $out"
  grep -q "nothing written" <<<"$out" || fail "$sample: a second generate wrote something: $out"
  # Change the token's light value (its last hex digit), then expect a stale file.
  python3 - <<'PY'
import os, re
lines = open(".recolor.json").read().split("\n")
for n, line in enumerate(lines):
    if line.strip().startswith('"%s":' % os.environ["TOKEN"]):
        lines[n] = re.sub(r'("light": "#[0-9A-Fa-f]{5})([0-9A-Fa-f])', lambda m: m.group(1) + ("0" if m.group(2) != "0" else "1"), line, count=1)
open(".recolor.json", "w").write("\n".join(lines))
PY
  if "$recolor" generate --check -q > diff.txt 2> err.txt; then fail "$sample: --check passed after a value changed"; fi
  grep -q '^+++ b/' diff.txt || { cat diff.txt err.txt; fail "$sample: --check printed no diff"; }
  # The diff is a patch: applied with git, the files are up to date.
  git init -q . && git apply diff.txt || fail "$sample: git apply refused the --check diff"
  "$recolor" generate --check -q > /dev/null || fail "$sample: still stale after applying the diff"
  echo "ok: $sample: up to date, idempotent, stale after a value change ($(grep -c '^[-+][^-+]' diff.txt) changed lines), the diff applies with git apply"
  cd "$here"
done
echo "generate: all checks passed"
