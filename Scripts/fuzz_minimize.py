"""Shrinks a failing fuzz input while `recolor-fuzz one` still fails on it (delta debugging over
bytes: drop chunks of halving size). Usage: fuzz_minimize.py RECOLOR_FUZZ INPUT OUTPUT"""
import os, subprocess, sys, tempfile

fuzz, src, dst = sys.argv[1:4]
data = open(src, "rb").read()

def fails(candidate):
    with tempfile.NamedTemporaryFile(suffix=".swift", delete=False) as f:
        f.write(candidate)
    try:
        r = subprocess.run([fuzz, "one", f.name], capture_output=True)
        return r.returncode != 0
    finally:
        os.unlink(f.name)
        if os.path.exists(f.name + ".crash"):
            os.unlink(f.name + ".crash")

assert fails(data), "the input does not fail"
chunk = max(1, len(data) // 2)
while chunk >= 1:
    k = 0
    changed = False
    while k < len(data):
        candidate = data[:k] + data[k + chunk:]
        if candidate and fails(candidate):
            data = candidate
            changed = True
        else:
            k += chunk
    if not changed:
        chunk //= 2
open(dst, "wb").write(data)
print(f"{src}: {len(open(src, 'rb').read())} -> {len(data)} bytes: {data!r}")
