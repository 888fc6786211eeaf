"""The real-file proof of recolor's Interface Builder and color-set support.

Called by Scripts/ib-real-files.sh. For each app directory:
  1. its .xib, .storyboard and *.xcassets/**/*.colorset/Contents.json files are copied (paths kept)
     into a git repository, and committed;
  2. `check --format json` lists the findings: counts of ib-color by color space, of asset-color;
  3. the table: one token and one rule per distinct color of the app's findings seen at least
     twice (at most RULES_PER_APP), each token with a light value (the color), a dark value and an
     asset name, so that a broad share of the findings is rewritten;
  4. `fix --diff` is applied to a clean copy with `git apply`; `fix` runs; the two results must
     be equal;
  5. proofs: every changed document parses (minidom and ElementTree), every changed color set is
     JSON; `git diff -U0` shows only allowed lines; a second `fix` changes no byte;
  6. a sample of converted values is printed (element as written and the sRGB it reads as).
Exits 1 if any proof fails.
"""
import collections, json, os, re, shutil, subprocess, sys
import xml.dom.minidom
import xml.etree.ElementTree as ET

RULES_PER_APP = 16
SAMPLE_PER_APP = 4

ALLOWED_XML = [
    re.compile(r'^\s*<color key="[^"]*" name="[^"]*"( [a-zA-Z]+="[^"]*")*/>$'),       # a rewritten element
    re.compile(r'^\s*<color [^>]*/>$'),                                                  # the element before, or a cache's color
    re.compile(r'^\s*<namedColor name="[^"]*">$'),
    re.compile(r'^\s*</namedColor>$'),
    re.compile(r'^\s*</?resources>$'),
    re.compile(r'^\s*<capability name="Named colors" minToolsVersion="9.0"/>$'),
    # Interface Builder's own system color, for a token that is an Apple system color (issue 23, item 5).
    re.compile(r'^\s*<systemColor name="[^"]*">$'),
    re.compile(r'^\s*</systemColor>$'),
    re.compile(r'^\s*<capability name="System colors in document resources" minToolsVersion="11.0"/>$'),
]


def git(cwd, *args):
    return subprocess.run(["git", *args], cwd=cwd, check=True, capture_output=True, text=True).stdout


def copy_sources(src, dst):
    n = 0
    for root, dirs, files in os.walk(src):
        dirs[:] = [d for d in dirs if d not in (".git", ".build", "Pods", "Carthage", "DerivedData")]
        for f in files:
            path = os.path.join(root, f)
            rel = os.path.relpath(path, src)
            if f.endswith((".xib", ".storyboard")) or (f == "Contents.json" and root.endswith(".colorset") and ".xcassets/" in path):
                os.makedirs(os.path.dirname(os.path.join(dst, rel)), exist_ok=True)
                shutil.copy2(path, os.path.join(dst, rel))
                n += 1
    return n


def recolor_json(recolor, cwd, *args):
    out = subprocess.run([recolor, *args, "--format", "json", "."], cwd=cwd, capture_output=True, text=True)
    if out.returncode not in (0, 1):
        sys.exit(f"recolor {' '.join(args)} exited {out.returncode}: {out.stderr}")
    return json.loads(out.stdout)


def space_of(f):
    if f["kind"] == "asset-color":
        return None
    text = f["text"]
    if "cocoaTouchSystemColor=" in text:
        return "cocoaTouchSystemColor"
    if 'catalog="System"' in text:
        return "catalog"
    m = re.search(r'colorSpace="([^"]*)"', text)
    space = m.group(1) if m else "none"
    if space == "custom":
        m = re.search(r'customColorSpace="([^"]*)"', text)
        space = m.group(1) if m else "custom?"
    return space


# An independent reading of IB colors, for the proof: matrices computed here from the primaries
# (not copied from the Swift code), sRGB's transfer curve, gamma 2.2.
def _npm(primaries, white=(0.3127, 0.3290)):
    """The RGB → XYZ matrix of primaries (x, y) and a white point."""
    cols = [[x / y, 1.0, (1 - x - y) / y] for x, y in primaries]
    w = [white[0] / white[1], 1.0, (1 - white[0] - white[1]) / white[1]]
    m = [[cols[c][r] for c in range(3)] for r in range(3)]
    s = _solve(m, w)
    return [[m[r][c] * s[c] for c in range(3)] for r in range(3)]


def _solve(m, v):
    a = [row[:] + [v[k]] for k, row in enumerate(m)]
    for i in range(3):
        p = max(range(i, 3), key=lambda r: abs(a[r][i]))
        a[i], a[p] = a[p], a[i]
        for r in range(3):
            if r != i:
                f = a[r][i] / a[i][i]
                a[r] = [x - f * y for x, y in zip(a[r], a[i])]
    return [a[i][3] / a[i][i] for i in range(3)]


def _inverse(m):
    cols = [_solve(m, [1.0 if k == c else 0.0 for k in range(3)]) for c in range(3)]
    return [[cols[c][r] for c in range(3)] for r in range(3)]


def _mul(a, b):
    return [[sum(a[r][k] * b[k][c] for k in range(3)) for c in range(3)] for r in range(3)]


SRGB = _npm([(0.64, 0.33), (0.30, 0.60), (0.15, 0.06)])
TO_SRGB = {
    "displayP3": _mul(_inverse(SRGB), _npm([(0.680, 0.320), (0.265, 0.690), (0.150, 0.060)])),
    "calibratedRGB": _mul(_inverse(SRGB), _npm([(0.630, 0.340), (0.295, 0.605), (0.155, 0.077)])),
}


def _encode(c):
    c = min(1.0, max(0.0, c))
    return 12.92 * c if c <= 0.0031308 else 1.055 * c ** (1 / 2.4) - 0.055


def _decode(v):
    return v / 12.92 if v <= 0.04045 else ((v + 0.055) / 1.055) ** 2.4


def expected_color(f):
    """The 8-bit sRGB this script reads an ib-color element as, or None when it does not know."""
    attrs = dict(re.findall(r'([A-Za-z]+)="([^"]*)"', f["text"]))
    space = space_of(f)
    alpha = float(attrs.get("alpha", "1"))
    if "red" in attrs:
        rgb = [float(attrs[k]) for k in ("red", "green", "blue")]
        if space in ("sRGB", "deviceRGB"):
            out = [min(1.0, max(0.0, v)) for v in rgb]
        elif space in TO_SRGB:
            lin = [_decode(v) for v in rgb] if space == "displayP3" else [max(0.0, v) ** 2.2 for v in rgb]
            out = [_encode(sum(TO_SRGB[space][r][k] * lin[k] for k in range(3))) for r in range(3)]
        else:
            return None
    elif "white" in attrs:
        w = float(attrs["white"])
        if space in ("genericGamma22GrayColorSpace", "calibratedWhite"):
            out = [_encode(max(0.0, w) ** 2.2)] * 3
        elif space in ("deviceWhite", "sRGB"):
            out = [min(1.0, max(0.0, w))] * 3
        else:
            return None
    else:
        return None
    return [round(v * 255) for v in out] + [round(min(1.0, max(0.0, alpha)) * 255)]


def agrees(f):
    want = expected_color(f)
    if want is None or f["color"] is None:
        return None
    got = [int(f["color"][k:k + 2], 16) for k in (1, 3, 5, 7)]
    return all(abs(a - b) <= 1 for a, b in zip(got, want))


def naive_difference(f):
    """How far reading the components as sRGB would be from the conversion (max over channels)."""
    attrs = dict(re.findall(r'([A-Za-z]+)="([^"]*)"', f["text"]))
    if f["color"] is None:
        return 0
    got = [int(f["color"][k:k + 2], 16) for k in (1, 3, 5)]
    if "red" in attrs:
        naive = [round(min(1.0, max(0.0, float(attrs[k]))) * 255) for k in ("red", "green", "blue")]
    elif "white" in attrs:
        naive = [round(min(1.0, max(0.0, float(attrs["white"]))) * 255)] * 3
    else:
        return 0
    return max(abs(a - b) for a, b in zip(got, naive))


FIXED_NAMES = {"black", "darkGray", "lightGray", "white", "gray", "red", "green", "blue", "cyan", "yellow", "magenta",
               "orange", "purple", "brown"}


def expected_elements(path):
    """The <color> elements of a document that are findings, by an ElementTree walk (an independent
    count): outside <resources> and userComments, not adaptive, not an asset color, not clear."""
    found = []

    def walk(node, hidden):
        for child in node:
            hide = hidden or child.tag == "resources" or (child.tag == "attributedString" and child.get("key") == "userComments")
            if child.tag == "color" and not hide:
                a = child.attrib
                if "systemColor" in a or "xcode11CocoaTouchSystemColor" in a:
                    pass
                elif "cocoaTouchSystemColor" in a:
                    name = a["cocoaTouchSystemColor"][:-5]
                    if name in FIXED_NAMES or name in ("darkText", "lightText"):
                        found.append(a)
                elif "name" in a:
                    if a.get("catalog") == "System" and a["name"][:-5] in FIXED_NAMES:
                        found.append(a)
                elif ("red" in a or "white" in a) and float(a.get("alpha", "1")) != 0:
                    found.append(a)
            walk(child, hide)

    walk(ET.parse(path).getroot(), False)
    return len(found)


def broad_table(findings):
    counts = collections.Counter(f["color"] for f in findings if f["color"])
    tokens, rules = {}, []
    for color, n in counts.most_common(RULES_PER_APP):
        if n < 2:
            break
        digits = color.lstrip("#")
        r, g, b, a = (int(digits[k:k + 2], 16) for k in (0, 2, 4, 6))
        dark = "#%02X%02X%02X%02X" % (255 - r, 255 - g, 255 - b, a)
        name = "c" + digits
        tokens[name] = {"uikit": f"Palette.{name}", "appkit": f"Palette.{name}", "light": color, "dark": dark, "asset": f"Recolor{digits}"}
        rules.append({"match": color, "token": name})
    return {"tokens": tokens, "rules": rules}


def changed_files(repo):
    return [l for l in git(repo, "diff", "--name-only").splitlines() if l]


def check_diff(repo):
    """Every -/+ line of `git diff -U0` is an allowed one; returns the problems."""
    problems = []
    path = None
    for line in git(repo, "diff", "-U0").splitlines():
        if line.startswith("+++ b/"):
            path = line[6:]
            continue
        if line.startswith(("---", "+++", "@@", "diff ", "index ")):
            continue
        if not line or line[0] not in "+-":
            continue
        body = line[1:]
        if path.endswith("Contents.json"):
            # A color set: entries added after the last one, whose `}` gains a comma.
            if line[0] == "-" and body.strip() != "}":
                problems.append(f"{path}: removed line {body!r}")
        elif not any(p.match(body) for p in ALLOWED_XML):
            problems.append(f"{path}: unexpected line {line!r}")
    return problems


def snapshot(repo, files):
    return {f: open(os.path.join(repo, f), "rb").read() for f in files}


def prove(recolor, work, app):
    name = os.path.basename(app.rstrip("/"))
    repo = os.path.join(work, name)
    os.makedirs(repo)
    copied = copy_sources(app, repo)
    git(repo, "init", "-q")
    git(repo, "-c", "user.email=p@x", "-c", "user.name=p", "add", "-A")
    git(repo, "-c", "user.email=p@x", "-c", "user.name=p", "commit", "-qm", "base", "--allow-empty")
    before = recolor_json(recolor, repo, "check")["findings"]
    ib = [f for f in before if f["kind"] == "ib-color"]
    # Recall and precision against an ElementTree count, file by file.
    per_file = collections.Counter(f["file"] for f in ib)
    count_failures = []
    expected_total = 0
    for root, _, files in os.walk(repo):
        for name_ in files:
            if name_.endswith((".xib", ".storyboard")):
                full = os.path.join(root, name_)
                rel = os.path.relpath(full, repo)
                try:
                    want = expected_elements(full)
                except ET.ParseError:
                    continue
                expected_total += want
                if want != per_file.get(rel, 0):
                    count_failures.append(f"{rel}: recolor finds {per_file.get(rel, 0)} ib-color, ElementTree counts {want}")
    sets = [f for f in before if f["kind"] == "asset-color"]
    spaces = collections.Counter(space_of(f) for f in ib)
    table = broad_table(before)
    config = os.path.join(work, name + ".json")
    json.dump(table, open(config, "w"), indent=1)
    mapped_before = recolor_json(recolor, repo, "check", "--config", config)["summary"]["mapped"]
    failures = count_failures
    # The diff, applied to the clean tree, must give what fix writes.
    diff = subprocess.run([recolor, "fix", "--diff", "--config", config, "."], cwd=repo, capture_output=True).stdout
    patch = os.path.join(work, name + ".patch")
    open(patch, "wb").write(diff)
    if diff:
        subprocess.run(["git", "apply", patch], cwd=repo, check=True)
    applied = snapshot(repo, changed_files(repo))
    if applied:
        git(repo, "checkout", "-q", "--", ".")
    out = subprocess.run([recolor, "fix", "--config", config, "."], cwd=repo, capture_output=True, text=True)
    if out.returncode != 0:
        failures.append(f"fix exited {out.returncode}: {out.stderr[-300:]}")
    changed = changed_files(repo)
    if snapshot(repo, changed) != applied:
        failures.append("fix --diff, applied with git apply, differs from what fix wrote")
    for f in changed:
        full = os.path.join(repo, f)
        if f.endswith("Contents.json"):
            try:
                json.load(open(full))
            except ValueError as e:
                failures.append(f"{f}: not JSON after fix: {e}")
        else:
            try:
                xml.dom.minidom.parse(full)
                ET.parse(full)
            except Exception as e:  # noqa: BLE001 - any parse error is a failure
                failures.append(f"{f}: not well-formed after fix: {e}")
    failures += check_diff(repo)
    numstat = git(repo, "diff", "--numstat")
    added = sum(int(l.split()[0]) for l in numstat.splitlines())
    removed = sum(int(l.split()[1]) for l in numstat.splitlines())
    after_first = snapshot(repo, changed)
    subprocess.run([recolor, "fix", "--config", config, "."], cwd=repo, capture_output=True)
    if snapshot(repo, changed_files(repo)) != after_first or changed_files(repo) != changed:
        failures.append("a second fix changed files")
    # The sample: one element per color space, preferring values that are not 0 or 1.
    sample, seen = [], set()
    for f in sorted(ib, key=lambda f: -naive_difference(f)):
        if space_of(f) not in seen:
            seen.add(space_of(f))
            sample.append(f)
    sample = sample[:SAMPLE_PER_APP] + sets[:1]
    verdicts = [agrees(f) for f in ib]
    if verdicts.count(False):
        failures += [f"{f['file']}:{f['line']}: read as {f['color']}, the script reads {expected_color(f)}" for f, v in zip(ib, verdicts) if v is False]
    return {
        "app": name, "files": copied, "ib": len(ib), "sets": len(sets), "spaces": spaces, "rules": len(table["rules"]),
        "mapped": mapped_before, "changed": len(changed), "added": added, "removed": removed, "failures": failures,
        "sample": sample, "agree": verdicts.count(True), "unknown": verdicts.count(None),
        "naive": max([naive_difference(f) for f in ib] or [0]), "expected": expected_total,
    }


def main():
    recolor, work, apps = sys.argv[1], sys.argv[2], sys.argv[3:]
    results = [prove(recolor, work, app) for app in apps]
    print(f"{'app':24} {'files':>6} {'ib-color':>9} {'no-dark sets':>12} {'rules':>6} {'mapped':>7} {'changed':>8} {'+lines':>7} {'-lines':>7}  proofs")
    total = collections.Counter()
    for r in results:
        total.update(r["spaces"])
        status = "ok" if not r["failures"] else f"FAILED ({len(r['failures'])})"
        print(f"{r['app']:24} {r['files']:>6} {r['ib']:>9} {r['sets']:>12} {r['rules']:>6} {r['mapped']:>7} {r['changed']:>8} {r['added']:>7} {r['removed']:>7}  {status}")
    print("\nib-color findings:", sum(r["ib"] for r in results), "; <color> elements that are findings by an ElementTree walk:",
          sum(r["expected"] for r in results))
    print("conversions agreeing (±1 per channel) with this script's own reading, from the primaries:",
          sum(r["agree"] for r in results), "of", sum(r["ib"] for r in results), "ib-color findings;",
          sum(r["unknown"] for r in results), "fixed system colors not compared;",
          "largest difference from reading the components as sRGB:", max(r["naive"] for r in results), "/255")
    print("\nib-color findings by color space:")
    for space, n in total.most_common():
        print(f"  {space:32} {n}")
    print("\nsample of converted values (element as written → 8-bit sRGB):")
    for r in results:
        for f in r["sample"]:
            what = f["text"] if f["kind"] == "ib-color" else f["context"] + " (color set)"
            naive = f" (read as sRGB it would differ by {naive_difference(f)}/255)" if f["kind"] == "ib-color" and naive_difference(f) else ""
            print(f"  {r['app']}: {what} → {f['color']}{naive}")
    failed = [(r["app"], m) for r in results for m in r["failures"]]
    for app, m in failed[:40]:
        print(f"FAIL {app}: {m}")
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
