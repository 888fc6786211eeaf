"""Issue 21's speed criterion over a corpus folder (one app per subfolder), from one run: `recolor check` against
ripgrep's regex count per app and over the whole corpus (paired medians, Scripts/bench_per_app.py), peak RSS,
and the corpus twice over against once. Called by Scripts/bench-corpus.sh."""
import argparse, os, shutil, statistics, subprocess, sys, tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from bench import peak_rss_mb  # noqa: E402
from bench_per_app import paired_in, timed  # noqa: E402

SKIP = {".git", ".build", "Pods", "Carthage", "DerivedData"}


def inventory(d):
    """What recolor reads in d: Swift files, IB documents, color sets, and their megabytes."""
    swift = ib = colorsets = size = 0
    for root, subdirs, names in os.walk(d):
        subdirs[:] = [s for s in subdirs if s not in SKIP]
        if root.endswith(".colorset"):
            colorsets += 1
        for n in names:
            p = os.path.join(root, n)
            if os.path.islink(p):
                continue
            if n.endswith(".swift"):
                swift += 1
            elif n.endswith((".xib", ".storyboard")):
                ib += 1
            elif not (n == "Contents.json" and root.endswith(".colorset")):
                continue
            size += os.path.getsize(p)
    return swift, ib, colorsets, size


def paired_doubling(recolor, runs, single, double):
    """The corpus once (single) and twice (double) alternating: medians and the median of the paired ratios."""
    cmd = [recolor, "check", "--quiet", "--format", "json", "."]
    timed(cmd, single), timed(cmd, double)
    s, t = [], []
    for _ in range(runs):
        s.append(timed(cmd, single)); t.append(timed(cmd, double))
    return statistics.median(s), statistics.median(t), statistics.median(y / x for x, y in zip(s, t))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--runs", type=int, default=11)
    ap.add_argument("--recolor", required=True)
    ap.add_argument("corpus")
    a = ap.parse_args()
    corpus = os.path.abspath(a.corpus)
    apps = sorted(e.path for e in os.scandir(corpus) if e.is_dir() and not e.name.startswith("."))
    load = os.getloadavg()
    print(f"corpus {corpus}: {len(apps)} apps; {a.runs} paired runs each; load average {load[0]:.1f} {load[1]:.1f} on {os.cpu_count()} cores")
    print(f"{'app':22} {'swift':>6} {'IB':>4} {'sets':>5} {'MB':>6} {'recolor ms':>10} {'rg ms':>7} {'ratio':>6} {'paired':>6}")
    rows, totals = [], [0, 0, 0, 0]
    for d in apps:
        inv = inventory(d)
        totals = [x + y for x, y in zip(totals, inv)]
        ma, mb, ratio, paired = paired_in(a.recolor, a.runs, d)
        rows.append((os.path.basename(d), paired))
        print(f"{os.path.basename(d):22} {inv[0]:6} {inv[1]:4} {inv[2]:5} {inv[3] / 1e6:6.1f} {ma * 1000:10.0f} {mb * 1000:7.0f} {ratio:6.2f} {paired:6.2f}", flush=True)
    ma, mb, ratio, paired = paired_in(a.recolor, a.runs, corpus)
    print(f"{'whole corpus':22} {totals[0]:6} {totals[1]:4} {totals[2]:5} {totals[3] / 1e6:6.1f} {ma * 1000:10.0f} {mb * 1000:7.0f} {ratio:6.2f} {paired:6.2f}")
    files = totals[0] + totals[1] + totals[2]
    print(f"corpus: {files:,} files read ({totals[0]:,} Swift, {totals[1]} IB documents, {totals[2]} color sets), {totals[3] / 1e6:.1f} MB")
    worst = max(rows, key=lambda r: r[1])
    mean = statistics.mean(r[1] for r in rows)
    above = ", ".join(f"{n} {p:.2f}" for n, p in rows if p > 2.0) or "none"
    print(f"whole corpus: {paired:.2f}x ripgrep paired (goal: 1.5 or less); per app: mean {mean:.2f}, worst {worst[0]} {worst[1]:.2f}; above 2x: {above}")

    rss = peak_rss_mb([a.recolor, "check", "--quiet", "--format", "json", "."], cwd=corpus)
    print(f"peak RSS of recolor check on the corpus: {rss:.0f} MB (goal: 100 MB or less)", flush=True)

    # Twice the corpus: two hard-linked copies (same bytes, twice the paths and reads), next to the corpus so
    # that links work; the single is one of the two copies, so both are read from the same place.
    work = tempfile.mkdtemp(prefix=".bench-double-", dir=os.path.dirname(corpus))
    try:
        for n in ("copy0", "copy1"):
            subprocess.run(["cp", "-al", corpus, os.path.join(work, n)], check=True)
        t1, t2, ratio2 = paired_doubling(a.recolor, a.runs, os.path.join(work, "copy0"), work)
        rss2 = peak_rss_mb([a.recolor, "check", "--quiet", "--format", "json", "."], cwd=work)
    finally:
        shutil.rmtree(work)
    print(f"twice the corpus: {t1 * 1000:.0f} ms -> {t2 * 1000:.0f} ms, {t2 / t1:.2f}x of the medians, {ratio2:.2f}x paired "
          f"(goal: 2.1 or less); peak RSS {rss2:.0f} MB")


if __name__ == "__main__":
    main()
