#!/usr/bin/env python3
"""Where a `check` spends its CPU, by phase, from a perf recording with DWARF stacks:

    cd CORPUS && perf record -F 7000 --call-graph dwarf,16384 -o /tmp/p.data BIN check --quiet --format json . > /dev/null
    python3 Scripts/perf_phases.py /tmp/p.data [--sub PHASE]

A sample counts for the phase of the outermost RecolorCore function on its stack that names one (functions matched by
their mangled prefix, not by a parameter type inside the name: `SwiftLanguage.detect` takes a `ProjectFacts`).
`--sub PHASE` splits that phase by the innermost known frame (lexer, trees, byte passes, malloc…).
Session 25, corpus26 (16 apps + swift-syntax, 9,509 Swift files, 56 MB), release: screening 46 % (file reads 12, byte
passes ~17, tokens and trees for screening readers ~13), detection ~21 % (its deep stacks partly in "other"), walk 12 %,
project files 8 %, IB and color sets 3 %, settings and second screening 3.5 %."""
import collections, subprocess, sys

R = "$s11RecolorCore"
PHASES = [
    ("walk", [R + "10FileWalker"]),
    ("project", [R + "12ProjectFacts", R + "17ProjectFileSearch"]),
    ("settings files", [R + "16ForcedAppearanceV10inSettings"]),
    ("color sets", [R + "16DynamicColorSets"]),
    ("swift: screen", [R + "13SwiftLanguageO6screen", R + "8ScreenerV6screen"]),
    ("swift: learn settings", [R + "13SwiftLanguageO13learnSettings"]),
    ("swift: screen again", [R + "13SwiftLanguageO11screenAgain"]),
    ("swift: dynamic members", [R + "13SwiftLanguageO23dynamicExtensionMembers", R + "13SwiftLanguageO18readDynamicMembers"]),
    ("swift: detect", [R + "13SwiftLanguageO6detect", R + "13SwiftLanguageO9reportsOf"]),
    ("documents", [R + "15DocumentSources", R + "9IBLanguage", R + "17InterfaceBuilder"]),
    ("merge", [R + "6EngineO18markHazards", R + "20InspectableDocuments"]),
]
SUB = ["Lexer", "Tokenizer", "ScopeBuilder", "SyntaxTree", "ByteWordSet", "ScreeningWords", "ColorWordOffsets", "Prefilter",
       "DeclarationSites", "DeclarationScan", "HexStringConstants", "GenericPassThroughs", "ValueComparisons", "TypealiasScan",
       "PlatformImports", "GeneratedFile", "ColorWordRuns", "FileReader", "TextFile", "HazardDetectors", "HazardScreen",
       "ColorDetection", "FileDetector", "Resolver", "SwiftSiteWriter", "SourceRegion", "UTF16Columns", "StringColorConversions",
       "ColorFunctions", "AppearanceHelpers", "InheritedRefreshes", "ForcedAppearance", "DynamicExtensionMembers", "ColorSubclass",
       "malloc", "free", "swift_retain", "swift_release", "memmove"]


def main():
    data = sys.argv[1]
    sub = sys.argv[3] if len(sys.argv) > 3 and sys.argv[2] == "--sub" else None
    out = subprocess.run(["perf", "script", "-i", data, "-F", "comm,ip,sym"], capture_output=True, text=True).stdout
    total = 0
    phases, parts = collections.Counter(), collections.Counter()
    for block in out.split("\n\n"):
        lines = [l.strip() for l in block.strip().split("\n") if l.strip()]
        if not lines or not lines[0].startswith("recolor"):
            continue
        total += 1
        frames = [l.split(None, 1)[1] if " " in l else l for l in lines[1:]]  # innermost first
        phase = next((name for f in reversed(frames) for name, keys in PHASES if any(f.startswith(k) for k in keys)), "other")
        phases[phase] += 1
        if sub and phase == sub:
            parts[next((k for f in frames for k in SUB if k in f), "other: " + frames[0][:60] if frames else "?")] += 1
    print(f"{total} samples")
    for name, n in phases.most_common():
        print(f"{100 * n / total:5.1f} %  {name}")
    if sub:
        print(f"-- {sub}, by innermost known frame")
        for name, n in parts.most_common(30):
            print(f"{100 * n / total:5.1f} %  {name}")


if __name__ == "__main__":
    main()
