"""Measures `recolor check` with and without IB documents and color sets, against ripgrep; see
Scripts/bench-ib.sh. Two copies of the corpus are made: its .swift files only, and its .swift files
with its .xib, .storyboard and color sets (an --exclude glob per run would cost more than what it
leaves out). Commands run interleaved, so that a noisy moment of the machine falls on all."""
import argparse, os, resource, shutil, statistics, subprocess, tempfile, time

SWIFT_PATTERN = r"UIColor\(|NSColor\(|CGColor\(|Color\(|#colorLiteral"


def kind_of(root, name):
    path = os.path.join(root, name)
    if name.endswith(".swift"):
        return "swift"
    if name.endswith((".xib", ".storyboard")):
        return "ib"
    if name == "Contents.json" and root.endswith(".colorset") and ".xcassets/" in path:
        return "colorset"
    return None


def copy_corpus(dirs, dest, kinds):
    for d in dirs:
        for root, subdirs, names in os.walk(d):
            subdirs[:] = [s for s in subdirs if s not in (".build", "Pods", "Carthage", "DerivedData", ".git")]
            for name in names:
                src = os.path.join(root, name)
                if os.path.islink(src) or kind_of(root, name) not in kinds:
                    continue
                dst = os.path.join(dest, os.path.basename(d), os.path.relpath(src, d))
                os.makedirs(os.path.dirname(dst), exist_ok=True)
                shutil.copyfile(src, dst)


def count(dirs):
    n = {"swift": [0, 0], "ib": [0, 0], "colorset": [0, 0]}
    for d in dirs:
        for root, subdirs, names in os.walk(d):
            subdirs[:] = [s for s in subdirs if s not in (".build", "Pods", "Carthage", "DerivedData", ".git")]
            for name in names:
                path = os.path.join(root, name)
                if os.path.islink(path):
                    continue
                kind = kind_of(root, name)
                if kind:
                    n[kind][0] += 1
                    n[kind][1] += os.path.getsize(path)
    return n


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--runs", type=int, default=9)
    ap.add_argument("--recolor", required=True)
    ap.add_argument("--base", default="")
    ap.add_argument("dirs", nargs="+")
    args = ap.parse_args()
    dirs = [os.path.abspath(d) for d in args.dirs]
    work = tempfile.mkdtemp()
    swift_only, everything = os.path.join(work, "swift"), os.path.join(work, "all")
    copy_corpus(dirs, swift_only, {"swift"})
    copy_corpus(dirs, everything, {"swift", "ib", "colorset"})
    commands = {
        "recolor check, .swift + IB + color sets": [args.recolor, "check", "--format", "json", everything],
        "recolor check, .swift only": [args.recolor, "check", "--format", "json", swift_only],
        "rg -c, .swift only": ["rg", "-c", "--type", "swift", SWIFT_PATTERN, swift_only],
        "rg -c, .swift + IB + color sets (+ `<color `)": ["rg", "-c", SWIFT_PATTERN + "|<color ", everything],
    }
    if args.base:
        commands["base recolor check, .swift only"] = [args.base, "check", "--format", "json", swift_only]
    # Wall time, and CPU time (user + system of the child): on a loaded machine the second says
    # more of the work done.
    times = {k: [] for k in commands}
    cpu = {k: [] for k in commands}
    for cmd in commands.values():
        subprocess.run(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)  # warm-up
    for _ in range(args.runs):
        for k, cmd in commands.items():
            before = resource.getrusage(resource.RUSAGE_CHILDREN)
            t = time.perf_counter()
            subprocess.run(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            times[k].append(time.perf_counter() - t)
            after = resource.getrusage(resource.RUSAGE_CHILDREN)
            cpu[k].append(after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime)
    sizes = count(dirs)
    print("corpus: " + ", ".join(f"{k} {v[0]} files ({v[1] / 1e6:.1f} MB)" for k, v in sizes.items()))
    med = {k: statistics.median(v) for k, v in times.items()}
    med_cpu = {k: statistics.median(v) for k, v in cpu.items()}
    print(f"  {'':50} {'wall':>8}    {'cpu':>8}")
    for k, m in med.items():
        print(f"  {k:50} {m * 1000:8.1f} ms {med_cpu[k] * 1000:8.1f} ms")
    print(f"  ratio, all sources / rg over the same files:        {med['recolor check, .swift + IB + color sets'] / med['rg -c, .swift + IB + color sets (+ `<color `)']:.2f}x")
    print(f"  ratio, .swift only / rg over the same files:        {med['recolor check, .swift only'] / med['rg -c, .swift only']:.2f}x")
    print(f"  cpu ratios: all sources {med_cpu['recolor check, .swift + IB + color sets'] / med_cpu['rg -c, .swift + IB + color sets (+ `<color `)']:.2f}x,"
          f" .swift only {med_cpu['recolor check, .swift only'] / med_cpu['rg -c, .swift only']:.2f}x;"
          f" IB and color sets cost recolor {(med_cpu['recolor check, .swift + IB + color sets'] - med_cpu['recolor check, .swift only']) * 1000:+.1f} ms cpu,"
          f" rg {(med_cpu['rg -c, .swift + IB + color sets (+ `<color `)'] - med_cpu['rg -c, .swift only']) * 1000:+.1f} ms cpu")
    print(f"  cost of the IB documents and color sets: recolor {(med['recolor check, .swift + IB + color sets'] - med['recolor check, .swift only']) * 1000:+.1f} ms,"
          f" rg {(med['rg -c, .swift + IB + color sets (+ `<color `)'] - med['rg -c, .swift only']) * 1000:+.1f} ms")
    shutil.rmtree(work)


if __name__ == "__main__":
    main()
