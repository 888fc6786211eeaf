#!/usr/bin/env bash
# Validates `recolor check --format sarif` against the official SARIF 2.1.0 JSON schema, on every
# bundled sample (mapped and unmapped findings, fixes) and on a file whose path and text need
# escaping. Needs python3 with `jsonschema`.
#
#   Scripts/validate-sarif.sh [SCHEMA]   (default: ../shared/data/sarif-schema-2.1.0.json)
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
schema=${1:-$here/../shared/data/sarif-schema-2.1.0.json}
[ -f "$schema" ] || { echo "no SARIF schema at $schema" >&2; exit 2; }
swift build --package-path "$here" --product recolor >&2
recolor=$(swift build --package-path "$here" --show-bin-path)/recolor
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
for sample in "$here"/samples/*/; do
  name=$(basename "$sample")
  [ -f "$sample/.recolor.json" ] || continue
  # App samples keep their code in app/, the plugin sample in Sources/ like any package.
  if [ -d "$sample/app" ]; then src=app; else src=Sources; fi
  status=0
  (cd "$sample" && "$recolor" check --format sarif --output "$work/$name.sarif" "$src") || status=$?
  [ "$status" -le 1 ] || { echo "recolor check on samples/$name/$src exited $status" >&2; exit 1; }
done
mkdir -p "$work/odd/Feature Ü"
printf 'import UIKit\nlet s = "\\u{1F600} \\"quoted\\""; let a = UIColor(red: 1, green: 0, blue: 0, alpha: 0.5)\n' > "$work/odd/Feature Ü/V%1.swift"
status=0
(cd "$work/odd" && "$recolor" check --format sarif --output "$work/odd.sarif" .) || status=$?
[ "$status" -le 1 ] || { echo "recolor check on the odd-path file exited $status" >&2; exit 1; }
python3 - "$schema" "$work"/*.sarif <<'PY'
import json, sys
import jsonschema
schema = json.load(open(sys.argv[1]))
validator = jsonschema.Draft7Validator(schema) if "draft-07" in schema.get("$schema", "") else jsonschema.validators.validator_for(schema)(schema)
total = 0
for path in sys.argv[2:]:
    doc = json.load(open(path))
    errors = sorted(validator.iter_errors(doc), key=lambda e: list(e.path))
    results = doc["runs"][0]["results"]
    fixes = sum(1 for r in results if r.get("fixes"))
    name = path.rsplit("/", 1)[1]
    if errors:
        for e in errors[:10]:
            print(f"{name}: {'/'.join(map(str, e.path))}: {e.message}")
        sys.exit(1)
    rules = {r["id"] for r in doc["runs"][0]["tool"]["driver"]["rules"]}
    assert all(r["ruleId"] in rules for r in results), name
    print(f"valid: {name}: {len(results)} results, {fixes} with fixes")
    total += len(results)
print(f"SARIF 2.1.0 schema: {len(sys.argv) - 2} reports, {total} results, all valid")
PY
