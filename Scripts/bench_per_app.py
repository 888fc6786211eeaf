"""recolor check against ripgrep, per app: the two alternate after a warm-up, so that a noisy moment of the
machine falls on both; medians and the median of the paired ratios. Called by Scripts/bench-per-app.sh and
Scripts/bench_corpus.py."""
import statistics, subprocess, sys, time

RG = ["rg", "-c", "--type", "swift", r"UIColor\(|NSColor\(|CGColor\(|Color\(|#colorLiteral"]


def timed(cmd, cwd):
    start = time.perf_counter()
    subprocess.run(cmd, cwd=cwd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return time.perf_counter() - start


def paired_in(recolor, runs, d):
    """`recolor check` and ripgrep's count run in folder d, alternating (which goes first alternates too):
    (recolor's median, ripgrep's median, ratio of the medians, median of the paired ratios)."""
    ours, theirs = [recolor, "check", "--quiet", "--format", "json", "."], RG + ["."]
    timed(ours, d), timed(theirs, d)
    a, b = [], []
    for i in range(runs):
        if i % 2:
            b.append(timed(theirs, d)); a.append(timed(ours, d))
        else:
            a.append(timed(ours, d)); b.append(timed(theirs, d))
    ma, mb = statistics.median(a), statistics.median(b)
    return ma, mb, ma / mb, statistics.median(x / y for x, y in zip(a, b))


def main():
    recolor, runs, dirs = sys.argv[1], int(sys.argv[2]), sys.argv[3:]
    worst = 0.0
    print(f"{'app':28} {'recolor ms':>10} {'rg ms':>7} {'ratio':>6} {'paired':>6}")
    for d in dirs:
        ma, mb, ratio, paired = paired_in(recolor, runs, d)
        worst = max(worst, paired)
        name = d.rstrip("/").split("/")[-1]
        print(f"{name:28} {ma * 1000:10.0f} {mb * 1000:7.0f} {ratio:6.2f} {paired:6.2f}")
    print(f"worst paired ratio: {worst:.2f}")


if __name__ == "__main__":
    main()
