#!/usr/bin/env bash
# Runs `recolor fix` over copies of fetched apps with a broad mapping table and proves:
# no rewritten file gains a parse error (lexer-oracle diagnose before and after), and a second
# `fix` changes nothing. Prints the figures per app.
#
#   Scripts/rewrite-real-code.sh [--config FILE] DIR [DIR...]   (default config: mappings/apple-system.json)
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
config=$here/mappings/apple-system.json
if [ "${1:-}" = "--config" ]; then config=$(cd "$(dirname "$2")" && pwd)/$(basename "$2"); shift 2; fi
oracle_pkg=${ORACLE_PACKAGE:-$here/../shared/tools/lexer-oracle}
oracle=$oracle_pkg/.build/release/lexer-oracle
[ -x "$oracle" ] || swift build -c release --package-path "$oracle_pkg" >&2
swift build -c release --package-path "$here" --product recolor >&2
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
for dir in "$@"; do
  cp -r "$dir" "$work/$(basename "$dir")"
done
python3 - "$here/.build/release/recolor" "$oracle" "$config" "$work" "$@" <<'PY'
import filecmp, os, subprocess, sys
recolor, oracle, config, work, dirs = sys.argv[1], sys.argv[2], sys.argv[3], sys.argv[4], sys.argv[5:]
def errors(paths):
    if not paths:
        return 0
    out = subprocess.run([oracle, "diagnose"] + paths, capture_output=True, text=True).stdout
    return sum(int(l.split()[0]) for l in out.splitlines() if l[:1].isdigit())
failed = False
for original in dirs:
    copy = os.path.join(work, os.path.basename(original.rstrip("/")))
    subprocess.run([recolor, "fix", "--quiet", "--config", config, "."], cwd=copy)
    changed = []
    for root, _, files in os.walk(copy):
        for f in files:
            if f.endswith(".swift"):
                p = os.path.join(root, f)
                o = os.path.join(original, os.path.relpath(p, copy))
                if not filecmp.cmp(p, o, shallow=False):
                    changed.append((o, p))
    before, after = errors([o for o, _ in changed]), errors([p for _, p in changed])
    second = subprocess.run([recolor, "fix", "--diff", "--config", config, "."], cwd=copy, capture_output=True).stdout
    print(f"{os.path.basename(copy)}: {len(changed)} files rewritten, parse errors before {before}, after {after}, "
          f"second fix diff {len(second)} bytes")
    failed |= after > before or len(second) > 0
sys.exit(1 if failed else 0)
PY
