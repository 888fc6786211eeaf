"""Rewrites copies of fetched apps with `recolor fix` and proves the rewrite is safe.

Called by Scripts/rewrite-real-code.sh. For each app:
  1. the mapping is the base table (mappings/apple-system.json) plus one rule per color among the
     app's most common unmapped raw colors (found with `check --format json`), so that a good share
     of each app's real findings is rewritten, not only the few that equal a system color;
  2. `fix` runs on a copy;
  3. proofs: every rewritten file has no more parse errors than before (lexer-oracle diagnose,
     file by file), a second `fix` changes nothing, and `check` afterwards reports exactly the
     findings that were unmapped before (same file, line, kind and text; columns may move).
Prints one line of figures per app and exits 1 if any proof fails.
"""
import collections, filecmp, json, os, shutil, subprocess, sys

RULES_PER_APP = 12


def run_json(recolor, args, cwd):
    out = subprocess.run([recolor] + args + ["--format", "json", "."], cwd=cwd, capture_output=True, text=True)
    if out.returncode not in (0, 1):
        sys.exit(f"recolor {' '.join(args)} in {cwd} exited {out.returncode}: {out.stderr.strip()}")
    return json.loads(out.stdout)["findings"]


def broad_config(base, findings, name, path):
    """The base table plus a token and a rule for each of the app's most common unmapped colors."""
    config = json.loads(json.dumps(base))
    common = collections.Counter(f["color"] for f in findings if f["replacement"] is None and f["color"])
    for color, _ in common.most_common(RULES_PER_APP):
        hex_digits = color.lstrip("#")
        member = "app" + hex_digits
        token = f"{name}_{hex_digits}"
        config["tokens"][token] = {
            "uikit": f"UIColor.{member}", "swiftui": f"Color.{member}", "appkit": f"NSColor.{member}",
            "coregraphics": f"UIColor.{member}.cgColor", "light": color}
        config["rules"].append({"match": color, "token": token})
    with open(path, "w") as f:
        json.dump(config, f, indent=1)
    return len(common.most_common(RULES_PER_APP))


def parse_errors(oracle, paths):
    """Errors per file from `lexer-oracle diagnose` (`<errors> <warnings> <path>` lines)."""
    counts = {}
    for start in range(0, len(paths), 200):
        out = subprocess.run([oracle, "diagnose"] + paths[start:start + 200], capture_output=True, text=True).stdout
        for line in out.splitlines():
            parts = line.split(" ", 2)
            if len(parts) == 3 and parts[0].isdigit():
                counts[parts[2]] = int(parts[0])
    missing = [p for p in paths if p not in counts]
    if missing:
        sys.exit(f"lexer-oracle diagnose gave no answer for {missing[0]}")
    return counts


def swift_files(root):
    for folder, _, files in os.walk(root):
        for f in files:
            if f.endswith(".swift"):
                yield os.path.relpath(os.path.join(folder, f), root)


def where(f):
    return (f["file"], f["line"], f["kind"], f["text"])


def main():
    recolor, oracle, base_path, work, originals = sys.argv[1], sys.argv[2], sys.argv[3], sys.argv[4], sys.argv[5:]
    base = json.load(open(base_path))
    failed = False
    totals = collections.Counter()
    for original in originals:
        name = os.path.basename(original.rstrip("/"))
        copy = os.path.join(work, name)
        shutil.copytree(original, copy, symlinks=True)
        config = os.path.join(work, name + ".recolor.json")
        base_findings = run_json(recolor, ["check", "--config", base_path], copy)
        rules = broad_config(base, base_findings, name.replace("+", "_").replace("-", "_"), config)
        before = run_json(recolor, ["check", "--config", config], copy)
        mapped = [f for f in before if f["replacement"] is not None]
        unmapped = [f for f in before if f["replacement"] is None]

        fix = subprocess.run([recolor, "fix", "--config", config, "."], cwd=copy, capture_output=True, text=True)
        summary = fix.stderr.strip().splitlines()[-1] if fix.stderr.strip() else ""
        if fix.returncode not in (0, 1):
            print(f"{name}: fix exited {fix.returncode}: {fix.stderr.strip()}")
            failed = True
            continue

        files = sorted(swift_files(original))
        if sorted(swift_files(copy)) != files:
            print(f"{name}: the set of Swift files changed")
            failed = True
        changed = [p for p in files if not filecmp.cmp(os.path.join(original, p), os.path.join(copy, p), shallow=False)]
        errors_before = parse_errors(oracle, [os.path.join(original, p) for p in changed])
        errors_after = parse_errors(oracle, [os.path.join(copy, p) for p in changed])
        gained = [p for p in changed if errors_after[os.path.join(copy, p)] > errors_before[os.path.join(original, p)]]

        second = subprocess.run([recolor, "fix", "--diff", "--config", config, "."], cwd=copy, capture_output=True)
        after = run_json(recolor, ["check", "--config", config], copy)
        missing = collections.Counter(map(where, unmapped)) - collections.Counter(map(where, after))
        extra = collections.Counter(map(where, after)) - collections.Counter(map(where, unmapped))

        ok = not gained and not second.stdout and not missing and not extra
        failed |= not ok
        print(f"{name}: {len(files)} files; {len(before)} findings with {rules} app rules, {len(mapped)} mapped, "
              f"{len(unmapped)} unmapped; fix: {summary}; {len(changed)} files rewritten, parse errors "
              f"{sum(errors_before.values())} before, {sum(errors_after.values())} after, {len(gained)} files gained one; "
              f"second fix diff {len(second.stdout)} bytes; check after: {len(after)} findings, "
              f"{sum(missing.values())} unmapped missing, {sum(extra.values())} unexpected -> {'ok' if ok else 'FAILED'}")
        for p in gained[:5]:
            print(f"  gained a parse error: {p}")
        for w in list(missing)[:5]:
            print(f"  unmapped before but not reported after: {w}")
        for w in list(extra)[:5]:
            print(f"  reported after but not an unmapped finding before: {w}")
        if second.stdout:
            print("  second fix diff starts:\n" + second.stdout.decode(errors="replace")[:800])
        totals.update(files=len(files), findings=len(before), mapped=len(mapped), unmapped=len(unmapped),
                      rewritten=len(changed), after=len(after))
    print(f"all: {len(originals)} apps, {totals['files']} files, {totals['findings']} findings, "
          f"{totals['mapped']} mapped and rewritten in {totals['rewritten']} files, {totals['unmapped']} unmapped; "
          f"check after reported {totals['after']} -> {'FAILED' if failed else 'ok'}")
    sys.exit(1 if failed else 0)


main()
