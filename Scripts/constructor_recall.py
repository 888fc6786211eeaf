"""Compares `lexer-oracle calls` (const calls) with recolor's constructor findings."""
import json
import sys

total_const = total_found = 0
for row in open(sys.argv[1]):
    name, calls_path, json_path = row.split()
    const, var = set(), 0
    for line in open(calls_path):
        parts = line.split()
        if len(parts) == 3 and parts[2] in ("const", "var"):
            path, l, c = parts[0].rsplit(":", 2)
            if path.startswith("./"):
                path = path[2:]
            if parts[2] == "const":
                const.add((path, int(l), int(c)))
            else:
                var += 1
    report = json.load(open(json_path))
    found = {(f["file"], f["line"], f["column"]) for f in report["findings"]
             if f["kind"] in ("rgb-constructor", "color-literal")}
    hit = const & found
    extra = found - const
    total_const += len(const)
    total_found += len(hit)
    print(f"{name}: {len(const)} const calls, {len(hit)} found ({100.0 * len(hit) / max(len(const), 1):.1f}%), "
          f"{var} var calls (no finding expected), {len(extra)} findings beyond the specs (.init, aliases, 0-255 overloads)")
    for miss in sorted(const - found)[:10]:
        print("  missed:", ":".join(map(str, miss)))
print(f"total: {total_const} const calls, {total_found} found ({100.0 * total_found / max(total_const, 1):.2f}%)")
