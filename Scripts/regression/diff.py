#!/usr/bin/env python3
"""diff.py BASE TAG [APP...] [--cap N] [--counts]

Compares two regression runs (by default on the apps TAG holds) of /work/s27/reg/run.sh (folders /work/apps/reg-out/BASE and
/work/apps/reg-out/TAG). Per app: for each output file that differs, the number of removed
(-) and added (+) lines and a unified diff capped at N lines (default 40; 0 = no cap);
then a summary (apps identical / differing, lines per output kind, exit-code changes).
time.txt and cpu.txt (wall and CPU seconds) are never compared; their totals are shown instead.
--counts prints only the counts. Exit 0 when everything compared is identical, 1 otherwise.
"""
import difflib, os, sys

ROOT = os.environ.get("REG_OUT", "/work/apps/reg-out")
IGNORED = {"time.txt", "cpu.txt"}


def read_lines(path):
    try:
        with open(path, encoding="utf-8", errors="replace") as f:
            return f.read().splitlines()
    except FileNotFoundError:
        return None


def read_times(folder, name="time.txt"):
    times = {}
    for line in read_lines(os.path.join(folder, name)) or []:
        parts = line.split()
        if len(parts) == 2:
            try:
                times[parts[0]] = float(parts[1])
            except ValueError:
                pass
    return times


def main(argv):
    cap, counts_only, args = 40, False, []
    i = 0
    while i < len(argv):
        a = argv[i]
        if a == "--cap":
            cap = int(argv[i + 1]); i += 2; continue
        if a == "--counts":
            counts_only = True; i += 1; continue
        if a in ("-h", "--help"):
            print(__doc__); return 0
        args.append(a); i += 1
    if len(args) < 2:
        print(__doc__, file=sys.stderr); return 2
    base, tag, only = args[0], args[1], args[2:]
    bdir, tdir = os.path.join(ROOT, base), os.path.join(ROOT, tag)
    for d in (bdir, tdir):
        if not os.path.isdir(d):
            print(f"no such run: {d}", file=sys.stderr); return 2
    apps_b = {a for a in os.listdir(bdir) if os.path.isdir(os.path.join(bdir, a))}
    apps_t = {a for a in os.listdir(tdir) if os.path.isdir(os.path.join(tdir, a))}
    # Default: the apps TAG ran (a subset run is compared on its own apps; the rest is named).
    apps = sorted(only) if only else sorted(apps_t)
    if not only and apps_b - apps_t:
        print(f"(not in {tag}, not compared: {' '.join(sorted(apps_b - apps_t))})")

    identical, differing, incomplete, per_output, exit_changes = [], [], [], {}, []
    total_b = total_t = cpu_b = cpu_t = 0.0
    for app in apps:
        a_dir, t_dir = os.path.join(bdir, app), os.path.join(tdir, app)
        if not os.path.isdir(a_dir) or not os.path.isdir(t_dir):
            where = base if not os.path.isdir(a_dir) else tag
            print(f"== {app}: missing in {where}")
            differing.append(app); continue
        tb, tt = read_times(a_dir), read_times(t_dir)
        # time.txt ends with "total" when run.sh finished the app; otherwise it is running or was killed.
        unfinished = [r for r, t in ((base, tb), (tag, tt)) if "total" not in t]
        if unfinished:
            print(f"== {app}: unfinished in {' and '.join(unfinished)} (running or killed); not compared")
            incomplete.append(app); continue
        total_b += tb.get("total", 0.0); total_t += tt.get("total", 0.0)
        cb, ct = read_times(a_dir, "cpu.txt"), read_times(t_dir, "cpu.txt")
        cpu_b += cb.get("total", 0.0); cpu_t += ct.get("total", 0.0)
        files = sorted((set(os.listdir(a_dir)) | set(os.listdir(t_dir))) - IGNORED)
        report = []
        for name in files:
            old, new = read_lines(os.path.join(a_dir, name)), read_lines(os.path.join(t_dir, name))
            if old == new:
                continue
            if old is None or new is None:
                report.append((name, f"only in {tag if old is None else base}", []))
                per_output.setdefault(name, [0, 0, 0])[2] += 1
                continue
            diff = list(difflib.unified_diff(old, new, f"{base}/{app}/{name}", f"{tag}/{app}/{name}", n=1, lineterm=""))
            minus = sum(1 for l in diff if l.startswith("-") and not l.startswith("---"))
            plus = sum(1 for l in diff if l.startswith("+") and not l.startswith("+++"))
            acc = per_output.setdefault(name, [0, 0, 0]); acc[0] += minus; acc[1] += plus; acc[2] += 1
            report.append((name, f"-{minus} +{plus}", diff))
            if name == "exit.txt":
                eo = dict(l.split(None, 1) for l in old if l.strip())
                en = dict(l.split(None, 1) for l in new if l.strip())
                changed = [f"{k} {eo.get(k, '-')} -> {en.get(k, '-')}" for k in list(eo) + [k for k in en if k not in eo]
                           if eo.get(k) != en.get(k)]
                exit_changes.append(f"{app}: " + "; ".join(changed))
        if not report:
            identical.append(app); continue
        differing.append(app)
        secs = f"cpu {cb.get('total', 0):.0f}s -> {ct.get('total', 0):.0f}s"
        print(f"== {app} ({secs}): " + ", ".join(f"{n} {c}" for n, c, _ in report))
        if counts_only:
            continue
        for name, count, diff in report:
            if not diff:
                continue
            shown = diff if cap == 0 else diff[:cap]
            print("\n".join(shown))
            if len(shown) < len(diff):
                print(f"... {len(diff) - len(shown)} more diff lines ({name}; --cap 0 for all)")
        print()

    print("== summary")
    print(f"{base} -> {tag}: {len(apps)} apps, {len(identical)} identical, {len(differing)} differing"
          + (f", {len(incomplete)} unfinished ({' '.join(incomplete)})" if incomplete else ""))
    if differing:
        print("differing: " + " ".join(differing))
    for name in sorted(per_output):
        m, p, n = per_output[name]
        print(f"  {name:24s} {n:3d} apps  -{m} +{p}")
    for line in exit_changes:
        print(f"  exit codes changed: {line}")
    print(f"CPU (user+sys): {cpu_b:.0f}s -> {cpu_t:.0f}s; wall: {total_b:.0f}s -> {total_t:.0f}s (load-dependent)")
    return 0 if not differing and not incomplete else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
