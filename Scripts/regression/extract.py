#!/usr/bin/env python3
"""extract.py GITDIR DEST: write HEAD's tree to DEST, skipping blobs the mirror lacks (big files)."""
import os, subprocess, sys
gd, dest = sys.argv[1], sys.argv[2]
ls = subprocess.run(["git", f"--git-dir={gd}", "ls-tree", "-r", "-z", "HEAD"], capture_output=True, check=True).stdout
entries = []
for rec in ls.split(b"\0"):
    if not rec: continue
    meta, path = rec.split(b"\t", 1)
    mode, typ, sha = meta.split()
    if typ != b"blob": continue
    entries.append((mode.decode(), sha.decode(), path.decode("utf-8", "surrogateescape")))
p = subprocess.Popen(["git", f"--git-dir={gd}", "cat-file", "--batch"], stdin=subprocess.PIPE, stdout=subprocess.PIPE)
missing = 0
for mode, sha, path in entries:
    p.stdin.write((sha + "\n").encode()); p.stdin.flush()
    header = p.stdout.readline().split()
    if len(header) < 3 or header[1] == b"missing":
        missing += 1; continue
    size = int(header[2]); data = p.stdout.read(size); p.stdout.read(1)
    out = os.path.join(dest, path)
    os.makedirs(os.path.dirname(out), exist_ok=True)
    if mode == "120000":
        try: os.symlink(data.decode("utf-8", "surrogateescape"), out)
        except FileExistsError: pass
        continue
    with open(out, "wb") as f: f.write(data)
    if mode == "100755": os.chmod(out, 0o755)
p.stdin.close(); p.wait()
print(f"{dest}: {len(entries)-missing} files, {missing} missing blobs skipped")
