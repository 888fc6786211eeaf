"""Agreement between two `tokens` outputs (lexer-oracle and recolor), file by file.

A token agrees when both tools print an entry with the same offset, length and kind, where
identifier and keyword are one class (contextual keywords are a parser decision)."""
import collections
import sys

WORD = {"identifier", "keyword"}


def parse(path):
    files = {}
    current = None
    with open(path, encoding="utf-8", errors="replace") as f:
        for line in f:
            if line.startswith("# "):
                current = []
                files[line[2:].rstrip("\n")] = current
                continue
            off, length, kind = line.split()
            if kind == "eof":
                continue
            current.append((int(off), int(length), "word" if kind in WORD else kind))
    return files


def main():
    total_oracle = total_agree = total_files = 0
    examples = collections.Counter()
    where = {}
    for row in open(sys.argv[1]):
        name, oracle_path, recolor_path = row.split()
        oracle, mine = parse(oracle_path), parse(recolor_path)
        n_oracle = n_agree = 0
        for path, entries in oracle.items():
            ours = set(mine.get(path, []))
            theirs = set(entries)
            n_oracle += len(entries)
            n_agree += len(theirs & ours)
            for e in sorted(theirs - ours)[:50]:
                key = "oracle-only " + e[2]
                examples[key] += 1
                where.setdefault(key, f"{path}:{e[0]}+{e[1]}")
            for e in sorted(ours - theirs)[:50]:
                key = "recolor-only " + e[2]
                examples[key] += 1
                where.setdefault(key, f"{path}:{e[0]}+{e[1]}")
        total_files += len(oracle)
        total_oracle += n_oracle
        total_agree += n_agree
        pct = 100.0 * n_agree / max(n_oracle, 1)
        print(f"{name}: {len(oracle)} files, {n_oracle} tokens, {n_agree} agree ({pct:.3f}%)")
    pct = 100.0 * total_agree / max(total_oracle, 1)
    print(f"total: {total_files} files, {total_oracle} tokens, {total_agree} agree ({pct:.3f}%)")
    print("differences (kind: count, first example):")
    for key, count in examples.most_common(20):
        print(f"  {key}: {count}  e.g. {where[key]}")


main()
