"""Writes mappings/apple-system.json from ../shared/data/apple-system-colors.md.

Each system color becomes a token (UIKit, SwiftUI and AppKit expressions where a counterpart
exists; light/dark/elevated/high-contrast values from the table) and rules matching its light
value. Caveats of the data file: values that sources round differently (separator,
quaternaryLabel) and values Apple revised (teal, cyan, mint) are matched too, as aliases.
Light values several colors share (#FFFFFF, #F2F2F7, #000000) map only in a fitting context."""
import json
import re
import sys
from pathlib import Path

here = Path(__file__).resolve().parent.parent
data = Path(sys.argv[1] if len(sys.argv) > 1 else here.parent / "shared/data/apple-system-colors.md")
rows = {}
for line in data.read_text().splitlines():
    m = re.match(r"\| `(\w+)` \| `(#\w+)` \| `(#\w+)` \| ([^|]+) \| `(#\w+)` \| `(#\w+)` \|", line)
    if m:
        name, light, dark, elevated, lhc, dhc = m.groups()
        elevated = elevated.strip().strip("`")
        rows[name] = dict(light=light, dark=dark, darkElevated=None if elevated == "=dark" else elevated,
                          lightHighContrast=lhc, darkHighContrast=dhc)

swiftui_native = {"label": "Color.primary", "secondaryLabel": "Color.secondary", "systemRed": "Color.red",
                  "systemOrange": "Color.orange", "systemYellow": "Color.yellow", "systemGreen": "Color.green",
                  "systemMint": "Color.mint", "systemTeal": "Color.teal", "systemCyan": "Color.cyan",
                  "systemBlue": "Color.blue", "systemIndigo": "Color.indigo", "systemPurple": "Color.purple",
                  "systemPink": "Color.pink", "systemBrown": "Color.brown", "systemGray": "Color.gray"}
appkit = {"label": "NSColor.labelColor", "secondaryLabel": "NSColor.secondaryLabelColor",
          "tertiaryLabel": "NSColor.tertiaryLabelColor", "quaternaryLabel": "NSColor.quaternaryLabelColor",
          "placeholderText": "NSColor.placeholderTextColor", "link": "NSColor.linkColor",
          "separator": "NSColor.separatorColor", "systemGray": "NSColor.systemGray"}
for hue in ["Red", "Orange", "Yellow", "Green", "Mint", "Teal", "Cyan", "Blue", "Indigo", "Purple", "Pink", "Brown"]:
    appkit["system" + hue] = "NSColor.system" + hue

def short(v):
    return v[:7] if v.endswith("FF") else v

tokens = {}
for name, v in rows.items():
    t = {"uikit": f"UIColor.{name}", "swiftui": swiftui_native.get(name, f"Color(uiColor: .{name})")}
    if name in appkit:
        t["appkit"] = appkit[name]
    for key in ["light", "dark", "darkElevated", "lightHighContrast", "darkHighContrast"]:
        if v.get(key):
            t[key] = short(v[key])
    tokens[name] = t

background = ["backgroundColor", "background", "barTintColor", "fill"]
text = ["textColor", "foregroundColor", "foregroundStyle", "tintColor", "tint"]
rules = [
    {"match": "#FFFFFF", "context": background, "token": "systemBackground"},
    {"match": "#F2F2F7", "context": background, "token": "secondarySystemBackground"},
    {"match": "#000000", "context": text, "token": "label"},
]
shared = {"#FFFFFF", "#000000"}
aliases = {"separator": ["#3C3C434A"], "quaternaryLabel": ["#3C3C432E"], "systemTeal": ["#30B0C7"],
           "systemCyan": ["#32ADE6"], "systemMint": ["#00C7BE"]}
seen = set()
for name, v in rows.items():
    for value in [short(v["light"])] + aliases.get(name, []):
        if value in shared or value in seen:
            continue  # first color with a value keeps it; shared values map only in context
        seen.add(value)
        rules.append({"match": value, "token": name})

mapping = {
    "description": "Raw colors equal to Apple's adaptive system colors in light mode, mapped to those colors. "
                   "Source: ../shared/data/apple-system-colors.md (see mappings/README.md).",
    "tokens": tokens,
    "rules": rules,
}
out = here / "mappings/apple-system.json"
out.write_text(json.dumps(mapping, indent=2) + "\n")
print(f"wrote {out}: {len(tokens)} tokens, {len(rules)} rules")
