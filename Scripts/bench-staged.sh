#!/usr/bin/env bash
# Times `recolor check --staged` with 10 staged Swift files, whole process included (start,
# git, read, detect, report), against `git diff --cached --name-only` measured in the same run.
# Prints medians of RUNS runs after 3 warm-ups. The goal is a median of 30 ms or less.
#
#   Scripts/bench-staged.sh [--runs N] [SOURCE_DIR]
#     SOURCE_DIR: where to take the 10 files from (the 10 largest .swift files under 50 KB);
#                 default: the bundled samples.
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
runs=30
if [ "${1:-}" = "--runs" ]; then runs=$2; shift 2; fi
source_dir=${1:-$here/samples}
recolor=$("$here/Scripts/release-build.sh" --product recolor)/recolor
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
git -C "$work" init -q
cp "$here/samples/uikit-shop/.recolor.json" "$work/.recolor.json"
python3 - "$source_dir" "$work" <<'PY'
import os, sys, shutil
src, dst = sys.argv[1], sys.argv[2]
files = []
for root, dirs, names in os.walk(src):
    dirs[:] = [d for d in dirs if d not in (".build", ".git", "expected")]
    files += [os.path.join(root, n) for n in names if n.endswith(".swift")]
files = sorted((f for f in files if os.path.getsize(f) < 50_000), key=lambda f: (-os.path.getsize(f), f))
picked = [files[k % len(files)] for k in range(10)]
for n, f in enumerate(picked):
    os.makedirs(os.path.join(dst, "Sources"), exist_ok=True)
    shutil.copy(f, os.path.join(dst, "Sources", f"File{n}.swift"))
print(f"staged: 10 files, {sum(os.path.getsize(f) for f in picked):,} bytes, from {src}", file=sys.stderr)
PY
git -C "$work" add -A
python3 - "$runs" "$work" "$recolor" <<'PY'
import statistics, subprocess, sys, time
runs, work, recolor = int(sys.argv[1]), sys.argv[2], sys.argv[3]
def timed(cmd, ok=(0, 1)):
    for _ in range(3):
        subprocess.run(cmd, cwd=work, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    samples = []
    for _ in range(runs):
        t = time.perf_counter()
        r = subprocess.run(cmd, cwd=work, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        samples.append((time.perf_counter() - t) * 1000)
        assert r.returncode in ok, (cmd, r.returncode)
    return statistics.median(samples), sorted(samples)[int(len(samples) * 0.9) - 1]
check = subprocess.run([recolor, "check", "--staged"], cwd=work, capture_output=True, text=True)
print(check.stderr.strip().splitlines()[-1])
r_med, r_p90 = timed([recolor, "check", "--staged"])
g_med, g_p90 = timed(["git", "diff", "--cached", "--name-only"], ok=(0,))
print(f"recolor check --staged (10 files): median {r_med:.1f} ms, p90 {r_p90:.1f} ms over {runs} runs")
print(f"git diff --cached --name-only:     median {g_med:.1f} ms, p90 {g_p90:.1f} ms")
print(f"ratio: {r_med / g_med:.1f}x git; goal 30 ms: {'met' if r_med <= 30 else 'NOT met'}")
PY
