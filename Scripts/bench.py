"""Measures recolor against ripgrep in the same run; see Scripts/bench.sh."""
import argparse, os, shutil, statistics, subprocess, time

PATTERN = r"UIColor\(|NSColor\(|CGColor\(|Color\(|#colorLiteral"

def median_time(cmd, runs, cwd=None):
    subprocess.run(cmd, cwd=cwd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)  # warm-up
    times = []
    for _ in range(runs):
        t = time.perf_counter()
        subprocess.run(cmd, cwd=cwd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        times.append(time.perf_counter() - t)
    return statistics.median(times)

def paired_times(a, b, runs):
    """a and b run alternately, so that a noisy moment of the machine falls on both."""
    for cmd in (a, b):
        subprocess.run(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)  # warm-up
    ta, tb = [], []
    for _ in range(runs):
        for cmd, times in ((a, ta), (b, tb)):
            t = time.perf_counter()
            subprocess.run(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            times.append(time.perf_counter() - t)
    return ta, tb

def peak_rss_mb(cmd, cwd=None):
    # This child's own peak (wait4), not RUSAGE_CHILDREN's, which is the largest of every child so far (ripgrep's too).
    child = subprocess.Popen(cmd, cwd=cwd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    _, _, usage = os.wait4(child.pid, 0)
    child.returncode = 0
    return usage.ru_maxrss / 1024  # ru_maxrss is in KB on Linux

def corpus_size(dirs):
    files = size = 0
    for d in dirs:
        for root, subdirs, names in os.walk(d):
            subdirs[:] = [s for s in subdirs if s not in (".build", "Pods", "Carthage", "DerivedData", ".git")]
            for n in names:
                if n.endswith(".swift"):
                    p = os.path.join(root, n)
                    if not os.path.islink(p):
                        files += 1
                        size += os.path.getsize(p)
    return files, size

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--runs", type=int, default=7)
    ap.add_argument("--bin", required=True)
    ap.add_argument("--work", required=True)
    ap.add_argument("dirs", nargs="+")
    a = ap.parse_args()
    recolor = os.path.join(a.bin, "recolor")
    dirs = [os.path.abspath(d) for d in a.dirs]
    files, size = corpus_size(dirs)
    lines = 0
    for d in dirs:
        out = subprocess.run(["rg", "-c", "-g", "*.swift", "--no-filename", "^", d], capture_output=True, text=True).stdout
        lines += sum(int(x) for x in out.split())
    print(f"corpus: {len(dirs)} folder(s), {files:,} Swift files, {size / 1e6:.1f} MB, {lines:,} lines")
    cores = os.cpu_count()

    check = [recolor, "check", "--quiet", *dirs]
    rg = ["rg", "-c", "-g", "*.swift", PATTERN, *dirs]
    times_recolor, times_rg = paired_times(check, rg, a.runs)
    t_recolor, t_rg = statistics.median(times_recolor), statistics.median(times_rg)
    pair_ratio = statistics.median(x / y for x, y in zip(times_recolor, times_rg))
    findings = subprocess.run([recolor, "check", *dirs], capture_output=True, text=True).stderr.strip().splitlines()[-1]
    print(f"recolor check: median {t_recolor * 1000:.0f} ms over {a.runs} runs ({size / 1e6 / t_recolor:.0f} MB/s, {cores} cores); {findings}")
    print(f"ripgrep:       median {t_rg * 1000:.0f} ms over {a.runs} runs, alternating with recolor ({PATTERN})")
    print(f"ratio recolor/ripgrep: {t_recolor / t_rg:.2f} of the medians, {pair_ratio:.2f} median of the paired runs (goal: 2.0 or less)")

    t1 = median_time([recolor, "check", "--quiet", "--jobs", "1", *dirs], max(3, a.runs // 2))
    print(f"recolor check --jobs 1: median {t1 * 1000:.0f} ms; speed-up on {cores} cores: {t1 / t_recolor:.2f}x")

    tok = subprocess.run([os.path.join(a.bin, "recolor-bench"), "tokenize", "--repeat", "5", *dirs], capture_output=True, text=True).stdout.strip().splitlines()
    print("tokenizer (one core, in process): " + tok[-1])
    screened = subprocess.run([os.path.join(a.bin, "recolor-bench"), "prefilter", *dirs], capture_output=True, text=True).stdout.strip()
    print("prefilter (files read, then tokenized): " + screened)

    rss = peak_rss_mb([recolor, "check", "--quiet", *dirs])
    print(f"peak RSS of recolor check: {rss:.0f} MB (goal: 100 MB or less)")

    # Linearity: the same files twice (copies, so the walk and the page cache see twice the bytes).
    double = os.path.join(a.work, "double")
    for n in (0, 1):
        for k, d in enumerate(dirs):
            shutil.copytree(d, os.path.join(double, f"copy{n}", f"{k}"), symlinks=True,
                            ignore=shutil.ignore_patterns(".git", ".build"))
    singles, doubles = paired_times([recolor, "check", "--quiet", os.path.join(double, "copy0")], [recolor, "check", "--quiet", double], a.runs)
    t_single, t_double = statistics.median(singles), statistics.median(doubles)
    pair_ratio = statistics.median(d / s for s, d in zip(singles, doubles))
    print(f"linearity: twice the corpus takes {t_double / t_single:.2f}x the time ({t_single * 1000:.0f} ms -> {t_double * 1000:.0f} ms), "
          f"{pair_ratio:.2f}x median of the paired runs (goal: 2.1 or less)")
    shutil.rmtree(double)

    # One large file: cost per MB of a 1 MB and a 5 MB generated file.
    per_mb = []
    for mb in (1, 5):
        out = os.path.join(a.work, f"single{mb}")
        subprocess.run([os.path.join(a.bin, "recolor-bench"), "generate", "--single", "--mb", str(mb), out], stdout=subprocess.DEVNULL, check=True)
        t = median_time([recolor, "check", "--quiet", out], a.runs)
        per_mb.append(t / mb)
        print(f"single {mb} MB file: median {t * 1000:.0f} ms ({t / mb * 1000:.0f} ms per MB)")
    print(f"large-file cost ratio (per MB, 5 MB vs 1 MB): {per_mb[1] / per_mb[0]:.2f} (linear: about 1)")

if __name__ == "__main__":
    main()
