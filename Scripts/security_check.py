"""Watches recolor's system calls under strace and proves the security promises of issue 6.

Called by Scripts/security-check.sh with the release binary and the sample folder. In a scratch
tree holding `inside/` (a copy of a sample app, plus symlinks to a file and a folder outside it
and a symlink loop) and `outside/`, it runs `fix`, `fix --diff`, `check --output`,
`check --write-baseline`, `init --output`, `lock` (refused: uses remain), `generate` (its file, and
hostile tables pointing outside, through a link, into .git, onto a hand-written file or the table:
refused), reports onto the run's own inputs (refused) and `check --staged`, and checks every traced call:
  - every file created, written, renamed, removed or re-permissioned lies under the PATH given to
    recolor (or is the file named by --output / --write-baseline), after resolving symlinks;
  - every file created is created exclusively (O_CREAT with O_EXCL), and temp names are
    `.<name>.recolor-XXXXXX` with a suffix never seen twice over all runs;
  - no program but recolor itself and git is executed, never a shell, and git's arguments are
    an argv (a staged file named `$(touch PWNED).swift` creates nothing);
  - deeply nested input (a million parentheses, brackets, braces, nested comments; 100,000
    interpolations and ternaries) ends without a signal through the whole CLI.
Exits 1 with the offending calls when a promise is broken.
"""
import os, re, shutil, subprocess, sys, tempfile

WRITE_CALLS = {"creat", "rename", "renameat", "renameat2", "unlink", "unlinkat", "mkdir", "mkdirat", "chmod",
               "fchmodat", "link", "linkat", "symlink", "symlinkat", "truncate"}
TRACED = sorted(WRITE_CALLS | {"open", "openat", "execve", "execveat"})
CALL = re.compile(r'^(\d+)\s+(\w+)\((.*)\)\s+=\s+(-?\d+|\?)')
STRING = re.compile(r'"((?:[^"\\]|\\.)*)"')

failures = []
temp_names = set()


def fail(message):
    failures.append(message)
    print("FAILED: " + message)


def unescape(s):
    return s.encode("latin-1", "backslashreplace").decode("unicode_escape").encode("latin-1").decode("utf-8", "replace")


def traced(recolor, args, cwd, label):
    """Runs recolor under strace; returns (exit status, calls as (name, args text, strings, result))."""
    log = os.path.join(cwd, "..", "trace-" + re.sub(r"[^A-Za-z0-9.]", "-", label))
    cmd = ["strace", "-f", "-qq", "-s", "4096", "-e", "trace=" + ",".join(TRACED),
           "-o", log, recolor] + args
    done = subprocess.run(cmd, cwd=cwd, capture_output=True, text=True)
    calls = []
    with open(log, encoding="utf-8", errors="replace") as f:
        for line in f:
            m = CALL.match(line)
            if m:
                calls.append((m.group(2), m.group(3), [unescape(s) for s in STRING.findall(m.group(3))], m.group(4)))
    os.unlink(log)
    return done, calls


def inside(path, cwd, roots):
    """Under one of the roots, or the atomic-write temp file beside a root that is a file."""
    full = os.path.realpath(os.path.join(cwd, path))
    for r in roots:
        if full == r or full.startswith(r + os.sep):
            return True
        folder, name = os.path.split(r)
        if os.path.dirname(full) == folder and re.fullmatch(re.escape("." + name) + r"\.recolor-[A-Za-z0-9]{6}", os.path.basename(full)):
            return True
    return False


def audit(label, calls, cwd, allowed_roots, allowed_programs):
    writes = 0
    for name, text, strings, result in calls:
        if result.startswith("-") and name not in ("execve", "execveat"):
            continue  # a failed call changed nothing
        if name in ("execve", "execveat"):
            if result != "0":
                continue  # PATH lookups that missed
            program = strings[0] if strings else "?"
            base = os.path.basename(program)
            if base not in allowed_programs:
                fail(f"{label}: executed {program}: {text[:200]}")
            if base in ("sh", "bash", "dash", "zsh") or '"-c"' in text:
                fail(f"{label}: a shell or -c: {text[:200]}")
            continue
        if name in ("open", "openat"):
            flags = text.split(",")[2 if name == "openat" else 1] if text.count(",") >= 1 else ""
            if not any(w in flags for w in ("O_WRONLY", "O_RDWR", "O_CREAT", "O_TRUNC")):
                continue
            path = strings[0] if strings else ""
            if path.startswith("/dev/"):
                continue
            writes += 1
            if "O_CREAT" in flags and "O_EXCL" not in flags:
                fail(f"{label}: created without O_EXCL: {text[:200]}")
            if "O_CREAT" in flags:
                m = re.search(r"\.recolor-([A-Za-z0-9]{6})$", path)
                if not m:
                    fail(f"{label}: a created file is not a recolor temp file: {path}")
                elif m.group(1) in temp_names:
                    fail(f"{label}: temp suffix {m.group(1)} seen twice")
                else:
                    temp_names.add(m.group(1))
            if not inside(path, cwd, allowed_roots):
                fail(f"{label}: opened for writing outside the given paths: {path}")
            continue
        writes += 1
        for path in strings[:2] if name.startswith("rename") or name.startswith("link") or name.startswith("symlink") else strings[:1]:
            if not inside(path, cwd, allowed_roots):
                fail(f"{label}: {name} outside the given paths: {path}")
    return writes


def tree(root):
    """Every path under root with its bytes (or link target), to prove nothing else moved."""
    seen = {}
    for folder, dirs, files in os.walk(root):
        for n in dirs + files:
            p = os.path.join(folder, n)
            rel = os.path.relpath(p, root)
            if os.path.islink(p):
                seen[rel] = "-> " + os.readlink(p)
            elif os.path.isfile(p):
                seen[rel] = open(p, "rb").read()
    return seen


def main():
    recolor, sample = os.path.realpath(sys.argv[1]), sys.argv[2]
    scratch = tempfile.mkdtemp(prefix="recolor-security-")
    try:
        run(recolor, sample, scratch)
    finally:
        shutil.rmtree(scratch, ignore_errors=True)
    if failures:
        print(f"security: {len(failures)} problems")
        sys.exit(1)
    print("security: all checks passed")


def run(recolor, sample, scratch):
    work = os.path.join(scratch, "w")
    os.makedirs(os.path.join(work, "outside", "Folder"))
    shutil.copytree(os.path.join(sample, "app"), os.path.join(work, "inside", "app"))
    config = os.path.join(work, "inside", ".recolor.json")
    shutil.copy(os.path.join(sample, ".recolor.json"), config)
    victim = "import UIKit\nlet v = UIColor(rgbValue: 0x313440)\n"
    for p in ("outside/Victim.swift", "outside/Folder/Victim2.swift"):
        open(os.path.join(work, p), "w").write(victim)
    os.symlink("../../outside/Victim.swift", os.path.join(work, "inside", "app", "Link.swift"))
    os.symlink("../../outside/Folder", os.path.join(work, "inside", "app", "LinkedFolder"))
    os.symlink(".", os.path.join(work, "inside", "app", "Loop"))
    outside_before = tree(os.path.join(work, "outside"))
    inside_root = os.path.realpath(os.path.join(work, "inside"))

    # fix --diff writes nothing at all.
    done, calls = traced(recolor, ["fix", "--diff", "--config", config, "inside"], work, "fix diff")
    n = audit("fix --diff", calls, work, [], {"recolor"})
    print(f"fix --diff: exit {done.returncode}, {len(done.stdout)} bytes of diff, {n} writes")
    if n or done.returncode not in (0, 1) or not done.stdout:
        fail(f"fix --diff wrote {n} files or failed (exit {done.returncode}): {done.stderr[-300:]}")

    # fix writes only under inside/, with exclusive temp files.
    for round in (1, 2):
        before = tree(os.path.join(work, "inside"))
        done, calls = traced(recolor, ["fix", "--config", config, "inside"], work, f"fix {round}")
        n = audit(f"fix {round}", calls, work, [inside_root], {"recolor"})
        changed = sum(1 for k, v in tree(os.path.join(work, "inside")).items() if before.get(k) != v)
        print(f"fix (round {round}): exit {done.returncode}, {n} write calls, {changed} files changed; {done.stderr.strip().splitlines()[-1]}")
        if done.returncode not in (0, 1):
            fail(f"fix exited {done.returncode}: {done.stderr[-300:]}")
        if round == 1 and changed == 0:
            fail("fix changed nothing, so the trace proves nothing")
        # The second round has nothing left to do: new temp files would mean an unneeded write.
        if round == 2 and n:
            fail(f"a second fix made {n} write calls")

    # --output and --write-baseline write the named file and nothing else.
    report = os.path.join(work, "reports", "r.sarif")
    os.makedirs(os.path.dirname(report))
    for label, args, target in (("check --output", ["check", "--config", config, "--format", "sarif", "--output", report, "inside"], report),
                                ("check --write-baseline", ["check", "--config", config, "--write-baseline", "reports/b.json", "inside"],
                                 os.path.join(work, "reports", "b.json")),
                                ("init --output", ["init", "--config", config, "--output", "reports/starter.json", "inside"],
                                 os.path.join(work, "reports", "starter.json"))):
        done, calls = traced(recolor, args, work, label)
        n = audit(label, calls, work, [os.path.realpath(target)], {"recolor"})
        print(f"{label}: exit {done.returncode}, {n} write calls, wrote {os.path.relpath(target, work)}: {os.path.isfile(target)}")
        if not os.path.isfile(target) or done.returncode not in (0, 1):
            fail(f"{label} did not write {target} (exit {done.returncode}): {done.stderr[-300:]}")

    # lock, while palette members are still used (the sample leaves two unmapped), writes nothing.
    done, calls = traced(recolor, ["lock", "--config", config, "inside"], work, "lock")
    n = audit("lock", calls, work, [], {"recolor"})
    print(f"lock with uses left: exit {done.returncode}, {n} write calls")
    if n or done.returncode != 1:
        fail(f"lock with uses left wrote {n} files or exited {done.returncode}: {done.stderr[-300:]}")

    # generate writes its own files inside the table's folder, and nothing else.
    generated = os.path.join(work, "inside", "app", "Sources", "Style", "SemanticColors.swift")
    os.unlink(generated)
    done, calls = traced(recolor, ["generate", "--config", config], work, "generate")
    n = audit("generate", calls, work, [os.path.realpath(generated)], {"recolor"})
    print(f"generate: exit {done.returncode}, {n} write calls, wrote {os.path.relpath(generated, work)}: {os.path.isfile(generated)}")
    if done.returncode != 0 or not os.path.isfile(generated) or n == 0:
        fail(f"generate did not write {generated} (exit {done.returncode}, {n} writes): {done.stderr[-300:]}")

    # A hostile table (outside its folder, absolute, through a link, into .git, onto a hand-written
    # file or the table itself), and a report onto one of the run's inputs: exit 2, no write at all.
    hostile = os.path.join(work, "inside", "hostile")
    os.makedirs(os.path.join(hostile, ".git", "hooks"))
    hook = os.path.join(hostile, ".git", "hooks", "pre-commit")
    open(hook, "w").write("#!/bin/sh\nexit 0\n")
    hand = os.path.join(hostile, "Hand.swift")
    open(hand, "w").write("import UIKit\nenum Semantic { static let bg = UIColor.white }\n")
    os.symlink("../../outside/Folder", os.path.join(hostile, "Out"))
    hostile_table = os.path.join(hostile, ".recolor.json")
    targets = [('"swift": "../../outside/Colors.swift"', "outside"), ('"swift": "%s"' % os.path.join(work, "outside", "Abs.swift"), "absolute"),
               ('"swift": "Out/Colors.swift"', "a link out"), ('"swift": ".git/hooks/pre-commit"', ".git/hooks"),
               ('"assetCatalog": ".git/Colors.xcassets"', "a catalog in .git"), ('"swift": "Hand.swift"', "a hand-written file"),
               ('"swift": ".recolor.json"', "the table"), ('"assetCatalog": "../../outside/Colors.xcassets"', "a catalog outside")]
    for target, what in targets:
        open(hostile_table, "w").write('{ "generate": { %s }, "tokens": { "bg": { "uikit": "Semantic.bg", "light": "#FFFFFF", "dark": "#000000" } } }\n' % target)
        before = tree(work)
        for args in (["generate"], ["generate", "--check"]):
            label = " ".join(args) + " onto " + what
            done, calls = traced(recolor, args + ["--config", hostile_table], work, label)
            n = audit(label, calls, work, [], {"recolor"})
            if n or done.returncode != 2 or tree(work) != before:
                fail(f"{label}: exit {done.returncode}, {n} write calls: {done.stderr[-300:]}")
        print(f"generate and generate --check onto {what}: exit 2, no write call, nothing changed")
    source = os.path.join(work, "inside", "app", "Sources")
    a_source = next(os.path.join(folder, f) for folder, _, files in os.walk(source) for f in sorted(files) if f.endswith(".swift"))
    for label, args in (("check --output onto a source", ["check", "--config", config, "--output", a_source, "inside"]),
                        ("fix --output onto a source", ["fix", "--config", config, "-o", a_source, "inside"]),
                        ("scan --output onto the table", ["scan", "--config", config, "--output", config, "inside"]),
                        ("check --write-baseline onto a source", ["check", "--config", config, "--write-baseline", a_source, "inside"])):
        before = tree(work)
        done, calls = traced(recolor, args, work, label)
        n = audit(label, calls, work, [], {"recolor"})
        print(f"{label}: exit {done.returncode}, {n} write calls")
        if n or done.returncode != 2 or tree(work) != before:
            fail(f"{label}: exit {done.returncode}, {n} write calls: {done.stderr[-300:]}")

    if tree(os.path.join(work, "outside")) != outside_before:
        fail("a file outside the given paths changed")
    else:
        print("outside/: unchanged (reached through a file symlink, a folder symlink and a loop)")

    # check --staged runs git with an argv: shell syntax in file names stays a name.
    repo = os.path.join(scratch, "repo")
    os.makedirs(repo)
    names = ["$(touch PWNED1).swift", "`touch PWNED2`.swift", "a; touch PWNED3 #.swift", "-c.swift", "x' \"y.swift"]
    git = ["git", "-C", repo]
    subprocess.run(git + ["init", "-q"], check=True)
    for name in names:
        open(os.path.join(repo, name), "w").write(victim)
    subprocess.run(git + ["add", "--"] + names, check=True)
    git_path = shutil.which("git")
    done, calls = traced(recolor, ["check", "--staged"], repo, "check staged")
    audit("check --staged", calls, repo, [], {"recolor", "git", os.path.basename(os.path.realpath(git_path))})
    programs = sorted({os.path.basename(c[2][0]) for c in calls if c[0] == "execve" and c[3] == "0" and c[2]})
    pwned = [p for p in os.listdir(repo) if p.startswith("PWNED")] + [p for p in os.listdir(scratch) if p.startswith("PWNED")]
    reported = sum(1 for name in names if name in done.stdout)
    print(f"check --staged: exit {done.returncode}, programs run: {', '.join(programs)}; "
          f"{reported} of {len(names)} oddly named files reported; files created by shell syntax: {len(pwned)}")
    if pwned or reported != len(names) or done.returncode != 1:
        fail(f"check --staged: {pwned}, {reported} reported, exit {done.returncode}: {done.stderr[-300:]}")

    # Deep input: no signal, a normal exit, through the whole CLI (worker threads included).
    deep = os.path.join(scratch, "deep")
    os.makedirs(deep)
    m = 1_000_000
    cases = {
        "Parens": "import UIKit\nlet c = UIColor(red: " + "(" * m + "1" + ")" * m + ", green: 0, blue: 0, alpha: 1)\n",
        "Brackets": "import UIKit\nlet a = " + "[" * m + "]" * m + "\nlet c = UIColor.white\n",
        "Braces": "import UIKit\nlet b = " + "{" * m + "}" * m + "\nlet c = UIColor.white\n",
        "Comments": "import UIKit\n" + "/*" * m + "*/" * m + "\nlet c = UIColor.white\n",
        "Interpolations": "import UIKit\nlet s = " + '"\\(' * 100_000 + "UIColor.white" + ')"' * 100_000 + "\n",
        "Ternaries": "import UIKit\nv.backgroundColor = " + "f ? " * 100_000 + ".white" + " : .black" * 100_000 + "\n",
        "Unclosed": "import UIKit\nlet c = UIColor(" + "(" * m + "\n",
        "ArrayTypes": "import UIKit\nlet x: " + "[" * m + "UIColor" + "]" * m + " = []\n",
        "GenericTypes": "import UIKit\nlet x: " + "A<" * m + "UIColor" + ">" * m + " = .white\n",
        "TupleTypes": "import UIKit\nlet x: " + "(" * m + "UIColor" + ")" * m + " = .white\n",
        "DictionaryTypes": "import UIKit\nlet x: " + "[Int: " * m + "UIColor" + "]" * m + " = [:]\n",
    }
    for name, text in cases.items():
        open(os.path.join(deep, name + ".swift"), "w").write(text)
    for command in (["check"], ["fix"]):
        done = subprocess.run([recolor] + command + ["."], cwd=deep, capture_output=True, text=True)
        print(f"deep input, {command[0]}: exit {done.returncode} over {len(cases)} files of up to 2 MB "
              f"(10^6 nested parentheses, brackets, braces, comments, types; 10^5 interpolations, ternaries)")
        if done.returncode < 0 or done.returncode > 1:
            fail(f"deep input: {command[0]} ended with {done.returncode}: {done.stderr[-300:]}")


main()
