#!/usr/bin/env python3
"""Availability and platforms on Linux (issue 23 item 7), for Scripts/typecheck-availability.sh.

Linux's swiftc ignores iOS, tvOS and macOS availability. This simulates one (platform, lowest OS)
with Swift's custom availability domains (-enable-experimental-feature CustomAvailability): a copy
of the stand-ins and of the code under test, compiled as ONE module (a domain does not cross
modules), where
  - a stand-in API introduced after the lowest OS is `@available(<Platform><major>_<minor>)`, a
    dynamic domain, so it is usable only inside `if #available(<same domain>)`;
  - a stand-in API the platform lacks is `@available(*, unavailable)`;
  - the code's `#available(iOS 13.0, tvOS 13.0, *)` becomes `#available(iOS13_0)` for this platform
    when 13.0 is above the lowest OS, `true` otherwise; `@available(iOS 13.0, …, *)` on a
    declaration likewise, or nothing;
  - `os(X)` in `#if`/`#elseif` becomes the flag RECOLOR_OS_X, defined for this platform only, and
    `canImport(X)` of an Apple module RECOLOR_CAN_X, defined for the modules of iOS and tvOS
    (UIKit) or of macOS (AppKit: macOS reads stand-in-availability-macos.tsv, AppKit's dynamic and
    named colors; the rest of AppKit is checked for the framework the code reaches, not its availability);
  - the stand-ins' `import`s of each other and the code's imports of them are dropped.
Usage: simulate.py STANDINS_DIR TSV PLATFORM LOWEST OUT_DIR FILE...   (prints the swiftc flags)
"""
import os
import re
import sys

MODULES = ["RecolorLinuxShims", "CoreGraphics", "QuartzCore", "CoreImage", "UIKit", "SwiftUI"]
DROPPED = {"CoreGraphics", "QuartzCore", "CoreImage", "RecolorLinuxShims", "UIKit", "AppKit", "SwiftUI", "Cocoa"}


def version(text):
    parts = [int(p) for p in text.split(".")]
    return tuple((parts + [0, 0])[:3])


def domain(platform, v):
    return "%s%d_%d" % (platform, v[0], v[1])


def main():
    standins, tsv, platform, lowest, out = sys.argv[1:6]
    files = sys.argv[6:]
    low = version(lowest)
    column = {"iOS": 3, "tvOS": 4}.get(platform)
    mac = platform == "macOS"
    modules = [m if not (mac and m == "UIKit") else "AppKit" for m in MODULES]
    domains = set()
    os.makedirs(out, exist_ok=True)
    rules = {}
    # macOS reads its own table (AppKit's APIs), beside the iOS/tvOS one: file, start, API, introduced.
    mac_tsv = os.path.join(os.path.dirname(tsv), "stand-in-availability-macos.tsv")
    sources = [(tsv, column)] + ([(mac_tsv, 3)] if mac and os.path.exists(mac_tsv) else [])
    for path, col in sources:
        for line in open(path):
            if line.startswith("#") or not line.strip():
                continue
            cols = line.rstrip("\n").split("\t")
            if col is None:
                continue
            introduced = cols[col]
            if introduced == "-":
                attribute = "@available(*, unavailable)"
            elif version(introduced) > low:
                d = domain(platform, version(introduced))
                domains.add(d)
                attribute = "@available(%s)" % d
            else:
                continue
            rules.setdefault(cols[0], []).append((cols[1], attribute))
    imports = re.compile(r"^\s*(@_exported\s+)?import\s+(\w+)\s*$")
    for module in modules:
        text = open(os.path.join(standins, module + ".swift")).read().split("\n")
        lines = []
        for line in text:
            m = imports.match(line)
            if m and m.group(2) in DROPPED:
                lines.append("")
                continue
            for start, attribute in rules.get(module + ".swift", []):
                if line.lstrip().startswith(start):
                    lines.append(line[: len(line) - len(line.lstrip())] + attribute)
            lines.append(line)
        open(os.path.join(out, "standin-" + module + ".swift"), "w").write("\n".join(lines))

    def check(args, attribute):
        """`#available(args)` / `@available(args)` for this platform: a domain, or None when it holds."""
        items = [a.strip() for a in args.split(",")]
        if attribute and (not items or items[-1] != "*"):
            return "keep"  # `@available(*, unavailable)`, `@available(iOS, introduced: 13)`…
        for item in items:
            words = item.split()
            if len(words) == 2 and words[0] == platform:
                v = version(words[1])
                if v > low:
                    domains.add(domain(platform, v))
                    return domain(platform, v)
        return None

    def rewrite(text):
        def pound(m):
            d = check(m.group(1), False)
            return "#available(%s)" % d if d else "true"

        def attr(m):
            d = check(m.group(1), True)
            if d == "keep":
                return m.group(0)
            return "@available(%s)" % d if d else ""

        out_lines = []
        for line in text.split("\n"):
            if re.match(r"^\s*#(if|elseif)\b", line):
                line = re.sub(r"\bos\((\w+)\)", r"RECOLOR_OS_\1", line)
                line = re.sub(r"\bcanImport\((UIKit|AppKit|Cocoa|SwiftUI|CoreGraphics|QuartzCore|CoreImage|WatchKit)\)", r"RECOLOR_CAN_\1", line)
            m = imports.match(line)
            if m and m.group(2) in DROPPED:
                line = ""
            line = re.sub(r"#available\(([^)]*)\)", pound, line)
            line = re.sub(r"@available\(([^)]*)\)", attr, line)
            out_lines.append(line)
        return "\n".join(out_lines)

    for n, path in enumerate(files):
        name = "code-%d-%s" % (n, os.path.basename(path))
        open(os.path.join(out, name), "w").write(rewrite(open(path).read()))
    flags = ([] if mac else ["-D", "RECOLOR_UIKIT"]) + ["-D", "RECOLOR_OS_" + platform]
    for module in ["AppKit" if mac else "UIKit", "SwiftUI", "CoreGraphics", "QuartzCore", "CoreImage"]:
        flags += ["-D", "RECOLOR_CAN_" + module]
    flags += [ "-enable-experimental-feature", "CustomAvailability"]
    for d in sorted(domains):
        flags += ["-Xfrontend", "-define-dynamic-availability-domain", "-Xfrontend", d]
    print(" ".join(flags))


main()
