#!/usr/bin/env python3
"""speed27: paired CPU (user+sys, os.wait4) and wall of `recolor scan --format json .` for one or two binaries
against ripgrep's regex count (Scripts/bench_per_app.RG), per app folder and over the whole corpus.
Each round runs every command once, the order rotating, so a noisy moment falls on all of them.
usage: Scripts/bench_cpu_paired.py [--runs N] [--only APP,APP] [--command check] CORPUS BIN [BIN2]
CPU time, not wall: the machine is shared (session 27, speed27). One app per subfolder of CORPUS."""
import argparse, os, statistics, subprocess, sys, time

RG = ["rg", "-c", "--type", "swift", r"UIColor\(|NSColor\(|CGColor\(|Color\(|#colorLiteral", "."]


def run(cmd, cwd):
    t = time.perf_counter()
    p = subprocess.Popen(cmd, cwd=cwd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    _, _, ru = os.wait4(p.pid, 0)
    return ru.ru_utime + ru.ru_stime, time.perf_counter() - t


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--only", default="")
    ap.add_argument("--command", default="scan", help="the recolor command timed (issue 21 asks for check)")
    ap.add_argument("corpus")
    ap.add_argument("bins", nargs="+")
    a = ap.parse_args()
    corpus = os.path.abspath(a.corpus)
    apps = sorted(e.path for e in os.scandir(corpus) if e.is_dir() and not e.name.startswith("."))
    if a.only:
        apps = [d for d in apps if os.path.basename(d) in a.only.split(",")]
    cmds = [[b, a.command, "--format", "json", "."] for b in a.bins] + [RG]
    names = [f"bin{k}" for k in range(len(a.bins))] + ["rg"]
    print(f"load {os.getloadavg()[0]:.1f}; {a.runs} rounds; {a.command}; bins {a.bins}")
    hdr = " ".join(f"{n + ' cpu':>9}" for n in names) + " " + " ".join(f"{n + '/rg':>8}" for n in names[:-1])
    if len(a.bins) == 2:
        hdr += f" {'b1/b0':>7}"
    print(f"{'app':22} {hdr} {'wall0/rg':>8}")
    for d in apps + [corpus]:
        for c in cmds:
            run(c, d)  # warm-up
        cpu = [[] for _ in cmds]
        wall = [[] for _ in cmds]
        for i in range(a.runs):
            order = list(range(len(cmds)))
            order = order[i % len(order):] + order[:i % len(order)]
            for k in order:
                c, w = run(cmds[k], d)
                cpu[k].append(c); wall[k].append(w)
        med = [statistics.median(x) for x in cpu]
        paired = [statistics.median(x / y for x, y in zip(cpu[k], cpu[-1])) for k in range(len(a.bins))]
        line = " ".join(f"{m * 1000:9.0f}" for m in med) + " " + " ".join(f"{p:8.2f}" for p in paired)
        if len(a.bins) == 2:
            line += f" {statistics.median(y / x for x, y in zip(cpu[0], cpu[1])):7.3f}"
        wp = statistics.median(x / y for x, y in zip(wall[0], wall[-1]))
        name = "WHOLE CORPUS" if d == corpus else os.path.basename(d)
        print(f"{name:22} {line} {wp:8.2f}", flush=True)


if __name__ == "__main__":
    main()
