#!/usr/bin/env bash
# Availability and platforms on Linux (issue 23 item 7): each case is type-checked as built for one platform
# and lowest OS, simulated with Swift's custom availability domains (Scripts/typecheck/availability/simulate.py:
# stand-ins annotated as Apple's SDK annotates them, from stand-in-availability.tsv; `#available` and
# `#if os(...)` of the code read for that platform). Positive cases: `generate` for a project targeting iOS 12
# and tvOS 13, `fix` keeping an availability check's else branch, and `fix --hazards`' guards behind #available,
# type-check for iOS 12, iOS 13 and tvOS 13.
# Negative controls, which must FAIL or the harness proves nothing: an unguarded iOS 13 call in iOS 12 code,
# UIColor.systemBackground in tvOS code, the else branch rewritten to the API its check guards, a member
# generate declares that Xcode's asset symbols also declare, an unchecked hasDifferentColorAppearance guard, and
# NSColor(named:) or NSColor(name:dynamicProvider:) unchecked in a macOS 10.12 / 10.14 app (macOS reads
# stand-in-availability-macos.tsv).
# Usage: Scripts/typecheck-availability.sh   (RECOLOR=path/to/recolor skips `swift build`). Needs swiftc >= 6.2, python3.
set -uo pipefail

here=$(cd "$(dirname "$0")/.." && pwd)
harness="$here/Scripts/typecheck"
work=$(mktemp -d "${TMPDIR:-/tmp}/recolor-availability.XXXXXX")
[ -n "${KEEP:-}" ] || trap 'rm -rf "$work"' EXIT
failures=0
say() { printf '%s\n' "$*"; }

if [ -n "${RECOLOR:-}" ]; then recolor=$(cd "$(dirname "$RECOLOR")" && pwd)/$(basename "$RECOLOR"); else
    (cd "$here" && swift build --product recolor > "$work/build.log" 2>&1) || { cat "$work/build.log"; exit 2; }
    recolor="$(cd "$here" && swift build --show-bin-path)/recolor"
fi

# typecheck NAME PLATFORM LOWEST EXPECT(pass|fail) FILE...: the files as built for PLATFORM at LOWEST.
typecheck() {
    local name=$1 platform=$2 lowest=$3 expect=$4; shift 4
    local dir="$work/case-$RANDOM$RANDOM" flags log
    flags=$(python3 "$harness/availability/simulate.py" "$harness/standins" "$harness/availability/stand-in-availability.tsv" \
        "$platform" "$lowest" "$dir" "$@") || { say "FAIL    $name: simulate.py failed"; failures=$((failures + 1)); return; }
    # shellcheck disable=SC2086
    log=$(cd "$dir" && swiftc -swift-version 5 -module-name SwiftUI -typecheck $flags -load-plugin-executable "$harness/preview-macro.py#PreviewsMacros" ./*.swift 2>&1)
    local status=$?
    if [ "$expect" = pass ] && [ $status -eq 0 ]; then say "ok      $name ($platform $lowest)"
    elif [ "$expect" = fail ] && [ $status -ne 0 ]; then say "ok      $name ($platform $lowest): rejected: $(grep -m1 'error:' <<< "$log" | sed -E 's/^.*error: //')"
    else
        failures=$((failures + 1))
        if [ "$expect" = pass ]; then say "FAIL    $name ($platform $lowest)"; grep 'error:' <<< "$log" | head -5 | sed 's/^/        /'
        else say "FAIL    $name ($platform $lowest): ACCEPTED, so the harness cannot tell"; fi
    fi
}

# A project that ships on iOS 12 and tvOS 13 (XcodeGen), with the table's tokens.
project() { # DIR [asset-symbols]
    mkdir -p "$1/App"
    cat > "$1/project.yml" <<YML
name: Shop
targets:
  App:
    type: application
    platform: [iOS, tvOS]
    deploymentTarget:
      iOS: "12.0"
      tvOS: "13.0"
    sources: [App]
YML
    if [ "${2:-}" = asset-symbols ]; then
        printf '    settings:\n      base:\n        ASSETCATALOG_COMPILER_GENERATE_SWIFT_ASSET_SYMBOL_EXTENSIONS: YES\n' >> "$1/project.yml"
    fi
}

# 1. generate for iOS 12 and tvOS 13.
g="$work/generate"; project "$g"
cat > "$g/.recolor.json" <<'JSON'
{ "generate": { "swift": "App/Generated/SemanticColors.swift" },
  "tokens": {
    "surface": { "uikit": "Semantic.surface", "swiftui": "Color.Semantic.surface",
                 "light": "#FFFFFF", "dark": "#101010", "darkElevated": "#202020", "lightHighContrast": "#F0F0F0" }
  }, "rules": [] }
JSON
cat > "$g/App/Use.swift" <<'SWIFT'
import UIKit
import SwiftUI
func paint(_ view: UIView) { view.backgroundColor = Semantic.surface }
@available(iOS 13.0, tvOS 13.0, *)
func swatch() -> Color { Color.Semantic.surface }
SWIFT
(cd "$g" && "$recolor" generate -q) || { say "FAIL    generate did not run"; failures=$((failures + 1)); }
for variant in "iOS 12.0" "iOS 13.0" "tvOS 13.0"; do
    # shellcheck disable=SC2086
    typecheck "generate for iOS 12 and tvOS 13" $variant pass "$g/App/Use.swift" "$g/App/Generated/SemanticColors.swift"
done

# The same table generated with no project facts (the newest SDK): the code calls iOS 13 APIs unguarded.
n="$work/generate-newest"; mkdir -p "$n/App"; cp "$g/.recolor.json" "$n/"; cp "$g/App/Use.swift" "$n/App/"
(cd "$n" && "$recolor" generate -q) || { say "FAIL    generate (no facts) did not run"; failures=$((failures + 1)); }
typecheck "negative: generate's newest-SDK code in an iOS 12 project" iOS 12.0 fail "$n/App/Use.swift" "$n/App/Generated/SemanticColors.swift"
typecheck "negative: generate's newest-SDK code in a tvOS project" tvOS 13.0 fail "$n/App/Use.swift" "$n/App/Generated/SemanticColors.swift"

# 2. fix keeps the else branch of an availability check (no project facts: the check alone decides).
f="$work/fix"; mkdir -p "$f"
cat > "$f/.recolor.json" <<'JSON'
{ "tokens": { "background": { "uikit": "UIColor.systemBackground", "light": "#FFFFFF", "dark": "#000000" } },
  "rules": [ { "match": "#FFFFFF", "token": "background" } ] }
JSON
cat > "$f/Paint.swift" <<'SWIFT'
import UIKit
func paint(_ view: UIView) {
    if #available(iOS 13.0, *) {
        view.backgroundColor = UIColor(red: 1, green: 1, blue: 1, alpha: 1)
    } else {
        view.backgroundColor = UIColor(red: 1, green: 1, blue: 1, alpha: 1)
    }
}
SWIFT
(cd "$f" && "$recolor" fix -q > /dev/null 2>&1)
grep -q "UIColor.systemBackground" "$f/Paint.swift" || { say "FAIL    fix rewrote nothing"; failures=$((failures + 1)); }
typecheck "fix keeps the else branch" iOS 12.0 pass "$f/Paint.swift"
perl -0pe 's/UIColor\(red: 1, green: 1, blue: 1, alpha: 1\)/UIColor.systemBackground/' "$f/Paint.swift" > "$work/else-rewritten.swift"
typecheck "negative: the else branch rewritten to UIColor.systemBackground" iOS 12.0 fail "$work/else-rewritten.swift"

# 3. Negative controls.
printf 'import UIKit\nfunc paint(_ view: UIView) { view.backgroundColor = .systemBackground }\n' > "$work/unguarded.swift"
typecheck "negative: an unguarded iOS 13 call in iOS 12 code" iOS 12.0 fail "$work/unguarded.swift"
typecheck "control: the same for iOS 13" iOS 13.0 pass "$work/unguarded.swift"
printf 'import UIKit\nfunc paint(_ view: UIView) {\n    if #available(iOS 13.0, tvOS 13.0, *) { view.backgroundColor = UIColor.systemBackground }\n}\n' > "$work/tv.swift"
typecheck "negative: UIColor.systemBackground in tvOS code" tvOS 13.0 fail "$work/tv.swift"
typecheck "control: the same for iOS 12" iOS 12.0 pass "$work/tv.swift"
printf 'import UIKit\nfunc tint(_ t: UITraitCollection) -> Bool { t.userInterfaceLevel == .elevated }\n' > "$work/level.swift"
typecheck "negative: userInterfaceLevel in tvOS code" tvOS 13.0 fail "$work/level.swift"

# 3b. An app target built for iOS and macOS (audit 11 item 7, jyutping): the table names a UIKit member and a SwiftUI
# Color(Semantic.x); fix rewrites a SwiftUI file to Color(Semantic.x). generate must declare Semantic.x for AppKit too.
# (macOS is simulated as AppKit's stand-ins with no availability data: it checks that the code resolves on the Mac.)
m="$work/ios-and-macos"; mkdir -p "$m/App"
printf 'name: Metro\ntargets:\n  App:\n    type: application\n    platform: [iOS, macOS]\n    deploymentTarget:\n      iOS: "16.0"\n      macOS: "13.0"\n    sources: [App]\n' > "$m/project.yml"
cat > "$m/.recolor.json" <<'JSON'
{ "generate": { "swift": "App/Generated/SemanticColors.swift" },
  "tokens": { "inverseText": { "uikit": "Semantic.inverseText", "swiftui": "Color(Semantic.inverseText)", "light": "#FFFFFF", "dark": "#000000" } },
  "rules": [ { "match": "#FFFFFF", "token": "inverseText" } ] }
JSON
printf 'import SwiftUI\nstruct Badge: View {\n    var body: some View { Text("1").foregroundStyle(Color(red: 1, green: 1, blue: 1)) }\n}\n' > "$m/App/Badge.swift"
(cd "$m" && "$recolor" generate -q && "$recolor" fix -q > /dev/null 2>&1) || { say "FAIL    ios-and-macos: generate or fix failed"; failures=$((failures + 1)); }
grep -q "Color(Semantic.inverseText)" "$m/App/Badge.swift" || { say "FAIL    ios-and-macos: fix rewrote nothing"; failures=$((failures + 1)); }
typecheck "iOS and macOS app: generated file and a rewritten SwiftUI file" iOS 16.0 pass "$m/App/Badge.swift" "$m/App/Generated/SemanticColors.swift"
typecheck "iOS and macOS app: generated file and a rewritten SwiftUI file" macOS 13.0 pass "$m/App/Badge.swift" "$m/App/Generated/SemanticColors.swift"
perl -0pe 's/#elseif canImport\(AppKit\).*?#endif\n/#endif\n/s' "$m/App/Generated/SemanticColors.swift" > "$work/uikit-only.swift"
typecheck "negative: the generated file without its AppKit section, on macOS" macOS 13.0 fail "$m/App/Badge.swift" "$work/uikit-only.swift"

# 3c. A color literal in a package for iOS and macOS (session 17's audit, F4: Rayon's Colorful): the literal is a
# UIColor on iOS and an NSColor on macOS, used as both under #if. init -> generate -> fix must give one member for
# both platforms (generate's #if canImport sections); the AppKit-only file of before must fail on iOS.
l="$work/literal-both"; mkdir -p "$l/Sources/Tint"
printf '// swift-tools-version:5.5\nimport PackageDescription\nlet package = Package(name: "Tint", platforms: [.iOS(.v15), .macOS(.v12)], targets: [.target(name: "Tint")])\n' > "$l/Package.swift"
cat > "$l/Sources/Tint/Tint.swift" <<'SWIFT'
import SwiftUI
private let accents = [#colorLiteral(red: 0.1, green: 0.5, blue: 0.3, alpha: 1), #colorLiteral(red: 0.7, green: 0.2, blue: 0.2, alpha: 1)]
enum Tint {
    #if canImport(AppKit)
    static let platformColors: [NSColor] = accents
    #endif
    #if canImport(UIKit)
    static let platformColors: [UIColor] = accents
    #endif
}
SWIFT
(cd "$l" && "$recolor" init -q && python3 - <<'PY'
import json
t = json.load(open(".recolor.json"))
t["generate"] = {"swift": "Sources/Tint/Semantic.swift"}
json.dump(t, open(".recolor.json", "w"), indent=2)
PY
) && (cd "$l" && "$recolor" generate -q && "$recolor" fix -q > /dev/null 2>&1) || { say "FAIL    literal-both: init, generate or fix failed"; failures=$((failures + 1)); }
grep -q "#colorLiteral" "$l/Sources/Tint/Tint.swift" && { say "FAIL    literal-both: fix rewrote nothing"; failures=$((failures + 1)); }
typecheck "color literal in an iOS and macOS package: init, generate, fix" iOS 15.0 pass "$l"/Sources/Tint/*.swift
typecheck "color literal in an iOS and macOS package: init, generate, fix" macOS 12.0 pass "$l"/Sources/Tint/*.swift
perl -0pe 's/#if canImport\(UIKit\).*?#elseif canImport\(AppKit\)\n//s; s/#endif\n\z//' "$l/Sources/Tint/Semantic.swift" > "$work/appkit-only.swift"
typecheck "negative: the literal's members declared for AppKit only, on iOS" iOS 15.0 fail "$l/Sources/Tint/Tint.swift" "$work/appkit-only.swift"

# 3d. A helper taking two platform colors that returns SwiftUI's Color (session 17's audit, F3: Rayon's SymbolPicker
# `dynamicColor(light:dark:) -> Color`): the call becomes a Color token, never the UIKit/AppKit one.
h="$work/helper-color"; mkdir -p "$h/Sources/Cells"
printf '// swift-tools-version:5.5\nimport PackageDescription\nlet package = Package(name: "Cells", platforms: [.iOS(.v15), .macOS(.v12)], targets: [.target(name: "Cells")])\n' > "$h/Package.swift"
cat > "$h/Sources/Cells/Cell.swift" <<'SWIFT'
import SwiftUI
#if canImport(UIKit)
import UIKit
typealias NativeColor = UIColor
#else
import AppKit
typealias NativeColor = NSColor
#endif
struct Cell: View {
    func adaptive(light: NativeColor, dark: NativeColor) -> Color {
        #if canImport(UIKit)
        return Color(NativeColor { $0.userInterfaceStyle == .dark ? dark : light })
        #else
        return Color(NativeColor(name: nil) { $0.name == .darkAqua ? dark : light })
        #endif
    }
    var fill: Color { adaptive(light: .init(red: 0.95, green: 0.95, blue: 0.9, alpha: 1), dark: .init(red: 0.1, green: 0.1, blue: 0.12, alpha: 1)) }
    var body: some View { Text("Cell").background(fill) }
}
SWIFT
(cd "$h" && "$recolor" init -q && python3 - <<'PY'
import json
t = json.load(open(".recolor.json"))
t["generate"] = {"swift": "Sources/Cells/Semantic.swift"}
json.dump(t, open(".recolor.json", "w"), indent=2)
PY
) && (cd "$h" && "$recolor" generate -q && "$recolor" fix -q > /dev/null 2>&1) || { say "FAIL    helper-color: init, generate or fix failed"; failures=$((failures + 1)); }
grep -q "adaptive(light: .init" "$h/Sources/Cells/Cell.swift" && { say "FAIL    helper-color: fix rewrote nothing"; failures=$((failures + 1)); }
typecheck "a light/dark helper returning Color: init, generate, fix" iOS 15.0 pass "$h"/Sources/Cells/*.swift
typecheck "a light/dark helper returning Color: init, generate, fix" macOS 12.0 pass "$h"/Sources/Cells/*.swift
printf 'import UIKit\nenum Semantic { static var fill: UIColor { .white } }\n' > "$work/uikit-fill.swift"
perl -pe 's/var fill: Color \{ .* \}$/var fill: Color { Semantic.fill }/' "$h/Sources/Cells/Cell.swift" > "$work/Cell-uikit.swift"
typecheck "negative: the helper call replaced by a UIKit token" iOS 15.0 fail "$work/Cell-uikit.swift" "$work/uikit-fill.swift"

# 3e. A fixed SwiftUI token in a package for iOS 13 / macOS 10.15 (session 26's review, F1: ChartView's shadow):
# generate declared it `Color(uiColor:)` (iOS 15) while its dynamic members used `Color(_: UIColor)` (iOS 13).
k="$work/fixed-ios13"; mkdir -p "$k/Sources/Rings"
printf '// swift-tools-version:5.3\nimport PackageDescription\nlet package = Package(name: "Rings", platforms: [.iOS(.v13), .macOS(.v10_15)], targets: [.target(name: "Rings")])\n' > "$k/Package.swift"
cat > "$k/.recolor.json" <<'JSON'
{ "generate": { "swift": "Sources/Rings/SemanticColors.swift" },
  "tokens": { "shadow": { "swiftui": "Color.shadow", "fixed": true, "light": "#00000033" },
              "ink": { "swiftui": "Color.ink", "light": "#333340", "dark": "#BDBDCD" } }, "rules": [] }
JSON
printf 'import SwiftUI\nstruct Ring: View {\n    var body: some View { Text("1").foregroundColor(Color.ink).shadow(color: Color.shadow, radius: 3) }\n}\n' > "$k/Sources/Rings/Ring.swift"
(cd "$k" && "$recolor" generate -q) || { say "FAIL    fixed-ios13: generate did not run"; failures=$((failures + 1)); }
typecheck "a fixed SwiftUI token in an iOS 13 package" iOS 13.0 pass "$k"/Sources/Rings/*.swift
perl -pe 's/SwiftUI\.Color\(UIColor\(red/SwiftUI.Color(uiColor: UIColor(red/' "$k/Sources/Rings/SemanticColors.swift" > "$work/fixed-uicolor-label.swift"
grep -q "Color(uiColor: UIColor(red" "$work/fixed-uicolor-label.swift" || { say "FAIL    fixed-ios13: the negative control was not made"; failures=$((failures + 1)); }
typecheck "negative: the fixed token as Color(uiColor:) in an iOS 13 package" iOS 13.0 fail "$k/Sources/Rings/Ring.swift" "$work/fixed-uicolor-label.swift"

# 4. Xcode's asset symbols: what Xcode declares for a color set, emulated, beside what generate declares.
a="$work/symbols"; project "$a"
mkdir -p "$a/App/Assets.xcassets/Primary Text Color.colorset"
printf '{ "colors": [], "info": { "author": "xcode", "version": 1 } }\n' > "$a/App/Assets.xcassets/Primary Text Color.colorset/Contents.json"
cat > "$a/.recolor.json" <<'JSON'
{ "generate": { "swift": "App/Generated/SemanticColors.swift" },
  "tokens": { "ink": { "swiftui": "Color.primaryText", "light": "#111111", "dark": "#EEEEEE" } }, "rules": [] }
JSON
cat > "$work/GeneratedAssetSymbols.swift" <<'SWIFT'
import SwiftUI
// What Xcode generates for Primary Text Color.colorset with asset symbols on.
@available(iOS 13.0, tvOS 13.0, *)
extension Color { static var primaryText: Color { Color("Primary Text Color") } }
SWIFT
(cd "$a" && "$recolor" generate -q) || { say "FAIL    generate (asset symbols off) did not run"; failures=$((failures + 1)); }
typecheck "negative: a member Xcode's asset symbols also declare" iOS 13.0 fail "$a/App/Generated/SemanticColors.swift" "$work/GeneratedAssetSymbols.swift"
rm -rf "$a/App/Generated"; project "$a" asset-symbols
if (cd "$a" && "$recolor" generate -q > "$work/symbols.log" 2>&1); then
    say "FAIL    generate with asset symbols on declared Color.primaryText"; failures=$((failures + 1))
else say "ok      generate with asset symbols on refuses Color.primaryText: $(head -1 "$work/symbols.log" | cut -c1-120)…"; fi

# 5. The bundled sample samples/tv-reader (iOS 12 + tvOS 13 app, iOS 12 share extension, asset symbols on):
# generate then fix on a copy (UIColor.label where iOS 12 lacks it becomes the generated Palette.text); each target's files with the generated file, for each platform and lowest OS.
t="$work/tv-reader"; mkdir -p "$t"; cp -R "$here/samples/tv-reader/app" "$here/samples/tv-reader/.recolor.json" "$t/"
(cd "$t" && "$recolor" generate -q && "$recolor" fix -q > "$work/tv-reader.log" 2>&1) || { say "FAIL    tv-reader: generate or fix failed"; failures=$((failures + 1)); }
grep -q "target ShareExtension builds 1 rewritten file" "$work/tv-reader.log" \
    && say "ok      tv-reader: the share extension that lacks the generated file is named on stderr" \
    || { say "FAIL    tv-reader: the share extension was not named"; failures=$((failures + 1)); }
grep -q "titleLabel.textColor = UIColor(red: 0" "$t/app/Reader/ArticleViewController.swift" \
    && say "ok      tv-reader: the availability else branch is untouched" \
    || { say "FAIL    tv-reader: the else branch changed"; failures=$((failures + 1)); }
grep -q "bylineLabel.textColor = Palette.text" "$t/app/Reader/ArticleViewController.swift" \
    && say "ok      tv-reader: where iOS 12 lacks UIColor.label, fix wrote the table's own member Palette.text" \
    || { say "FAIL    tv-reader: the token fallback Palette.text was not written"; failures=$((failures + 1)); }
generated="$t/app/Shared/Generated/ReaderColors.swift"
typecheck "tv-reader: target Reader" iOS 12.0 pass "$t"/app/Reader/*.swift "$t"/app/Shared/*.swift "$generated"
typecheck "tv-reader: target Reader" tvOS 13.0 pass "$t"/app/Reader/*.swift "$t"/app/Shared/*.swift "$generated"
typecheck "tv-reader: target ShareExtension, with the file stderr names added" iOS 12.0 pass "$t"/app/ShareExtension/*.swift "$generated"

# The same after init's draft (with a "generate" target added): init -> generate -> fix.
d="$work/tv-reader-init"; mkdir -p "$d"; cp -R "$here/samples/tv-reader/app" "$d/"; rm -rf "$d/app/Shared/Generated"
(cd "$d" && "$recolor" init -q && python3 - <<'PY'
import json
t = json.load(open(".recolor.json"))
t["generate"] = {"swift": "app/Shared/Generated/DraftColors.swift"}
json.dump(t, open(".recolor.json", "w"), indent=2)
PY
) && (cd "$d" && "$recolor" generate -q && "$recolor" fix -q > /dev/null 2>&1) || { say "FAIL    tv-reader: init, generate or fix failed"; failures=$((failures + 1)); }
drafted="$d/app/Shared/Generated/DraftColors.swift"
typecheck "tv-reader after init's draft: target Reader" iOS 12.0 pass "$d"/app/Reader/*.swift "$d"/app/Shared/*.swift "$drafted"
typecheck "tv-reader after init's draft: target Reader" tvOS 13.0 pass "$d"/app/Reader/*.swift "$d"/app/Shared/*.swift "$drafted"
typecheck "tv-reader after init's draft: target ShareExtension" iOS 12.0 pass "$d"/app/ShareExtension/*.swift "$drafted"

# 6. init's draft with Xcode's asset symbols on (issue 23, item 3; GoMap's Color.inverseTint): generate writes a color
# set per token, for which Xcode declares Color.<token>; the draft's SwiftUI expression must not declare it again.
# Xcode's symbols for the generated catalog are emulated beside the generated file, as in 4.
i="$work/init-symbols"; project "$i" asset-symbols
cat > "$i/App/Badge.swift" <<'SWIFT'
import SwiftUI
@available(iOS 13.0, tvOS 13.0, *)
struct Badge: View {
    var body: some View { Text("New").foregroundColor(Color(red: 0.2, green: 0.4, blue: 0.6)) }
}
SWIFT
(cd "$i" && "$recolor" init -q && python3 - <<'PY'
import json
t = json.load(open(".recolor.json"))
t["generate"] = {"swift": "App/Generated/DraftColors.swift", "assetCatalog": "App/Generated/DraftColors.xcassets"}
json.dump(t, open(".recolor.json", "w"), indent=2)
PY
) && (cd "$i" && "$recolor" generate -q > "$work/init-symbols.log" 2>&1 && "$recolor" fix -q > /dev/null 2>&1) \
    || { say "FAIL    init -> generate -> fix with asset symbols on: $(head -1 "$work/init-symbols.log" | cut -c1-160)"; failures=$((failures + 1)); }
python3 - "$i/App/Generated/DraftColors.xcassets" > "$work/XcodeSymbols.swift" <<'PY'
import os, re, sys
print("import SwiftUI")
for entry in sorted(os.listdir(sys.argv[1])) if os.path.isdir(sys.argv[1]) else []:
    if not entry.endswith(".colorset"): continue
    name = entry[:-len(".colorset")]
    words = [w for w in re.split(r"[^A-Za-z0-9]+", name) if w]
    member = words[0][:1].lower() + words[0][1:] + "".join(w[:1].upper() + w[1:] for w in words[1:])
    if member.endswith("Color") and len(member) > 5: member = member[:-5]
    print('@available(iOS 13.0, tvOS 13.0, *)\nextension Color { static var %s: Color { Color("%s") } }' % (member, name))
PY
grep -q "Color(Semantic\." "$i/App/Badge.swift" \
    && say "ok      init with asset symbols on: the SwiftUI site became $(grep -o 'Color(Semantic\.[A-Za-z0-9]*)' "$i/App/Badge.swift" | head -1)" \
    || { say "FAIL    init with asset symbols on: Badge.swift was not rewritten to Color(Semantic.…)"; failures=$((failures + 1)); }
for variant in "iOS 13.0" "tvOS 13.0"; do
    # shellcheck disable=SC2086
    typecheck "init's draft beside Xcode's symbols for generate's color sets" $variant pass "$i/App/Badge.swift" "$i/App/Generated/DraftColors.swift" "$work/XcodeSymbols.swift"
done
# Negative control: the draft as it was (Color.<token>, declared by generate) beside the same Xcode symbols.
member=$(grep -o 'Color(Semantic\.[A-Za-z0-9]*)' "$i/App/Badge.swift" | head -1 | sed -E 's/Color\(Semantic\.(.*)\)/\1/')
printf 'import SwiftUI\n@available(iOS 13.0, tvOS 13.0, *)\nextension Color { static var %s: Color { Color(red: 0, green: 0, blue: 0) } }\n' "${member:-missing}" > "$work/OldDraftMember.swift"
typecheck "negative: init's old Color.${member:-?} declared beside Xcode's symbol" iOS 13.0 fail "$work/OldDraftMember.swift" "$work/XcodeSymbols.swift"

# 7. fix --hazards in an iOS 12 / tvOS 13 project (vlc-ios, audit 11 item 4): the guard of an unguarded trait-change
# hook and a stale color's new hook call hasDifferentColorAppearance(comparedTo:), iOS 13's and tvOS 13's, behind
# #available for the platforms of the site. Negative control: the plain guard, as fix wrote it before, in iOS 12 code.
z="$work/hazards"; project "$z"
cat > "$z/.recolor.json" <<'JSON'
{ "tokens": { "border": { "uikit": "Semantic.border", "light": "#C6C6C8", "dark": "#38383A" } }, "rules": [] }
JSON
cat > "$z/App/Theme.swift" <<'SWIFT'
import UIKit
enum Semantic { static let border = UIColor(red: 0.78, green: 0.78, blue: 0.8, alpha: 1) }
final class ShelfController: UIViewController {
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        applyTheme()
    }

    func applyTheme() {}
}

final class Card: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        layer.borderColor = Semantic.border.cgColor
    }

    required init?(coder: NSCoder) { fatalError() }
}
SWIFT
(cd "$z" && "$recolor" fix --hazards -q > /dev/null 2>&1)
[ "$(grep -c '#available(iOS 13.0, tvOS 13.0, \*), !traitCollection.hasDifferentColorAppearance' "$z/App/Theme.swift")" = 2 ] \
    && say "ok      fix --hazards: both guards check #available(iOS 13.0, tvOS 13.0, *)" \
    || { say "FAIL    fix --hazards did not write two guards behind #available"; failures=$((failures + 1)); }
for variant in "iOS 12.0" "tvOS 13.0"; do
    # shellcheck disable=SC2086
    typecheck "fix --hazards' guards in an iOS 12 / tvOS 13 project" $variant pass "$z/App/Theme.swift"
done
perl -pe 's/if #available\(iOS 13\.0, tvOS 13\.0, \*\), !(traitCollection\.hasDifferentColorAppearance\(comparedTo: \w+\)) \{ return \}/guard $1 else { return }/' "$z/App/Theme.swift" > "$work/plain-guard.swift"
grep -q "guard traitCollection.hasDifferentColorAppearance" "$work/plain-guard.swift" || { say "FAIL    the negative control's plain guard was not made"; failures=$((failures + 1)); }
typecheck "negative: the plain guard in iOS 12 code" iOS 12.0 fail "$work/plain-guard.swift"
typecheck "control: the plain guard from iOS 13" iOS 13.0 pass "$work/plain-guard.swift"

# 3d. A Mac app for macOS 10.12 with a generated catalog (session 26's review, F17): macOS 10.14 has Dark Mode but not
# NSColor(name:dynamicProvider:) (10.15); the AppKit member reads the catalog's set through NSColor(named:) (10.13)
# between them. Negative controls: the set read without its 10.13 check, and the dynamic provider without its 10.15 one.
k="$work/mac-1012"; mkdir -p "$k/App"
printf 'name: Profiles\ntargets:\n  App:\n    type: application\n    platform: macOS\n    deploymentTarget: "10.12"\n    sources: [App]\n' > "$k/project.yml"
cat > "$k/.recolor.json" <<'JSON'
{ "generate": { "swift": "App/Generated/SemanticColors.swift", "assetCatalog": "App/Generated/Colors.xcassets" },
  "tokens": { "keyText": { "appkit": "Semantic.keyText", "light": "#996633", "dark": "#C8A27A" } },
  "rules": [ { "match": "#996633", "token": "keyText" } ] }
JSON
printf 'import AppKit\nfunc style(_ f: NSTextField) {\n    f.textColor = NSColor(srgbRed: 0.6, green: 0.4, blue: 0.2, alpha: 1)\n}\n' > "$k/App/Cell.swift"
(cd "$k" && "$recolor" generate -q && "$recolor" fix -q > /dev/null 2>&1) || { say "FAIL    mac-1012: generate or fix failed"; failures=$((failures + 1)); }
grep -q 'if #available(macOS 10.13, \*), let set = NSColor(named: "keyText")' "$k/App/Generated/SemanticColors.swift" \
    && say "ok      macOS 10.12 app: the AppKit member reads the catalog's set before macOS 10.15" \
    || { say "FAIL    mac-1012: no NSColor(named:) fallback"; failures=$((failures + 1)); }
for lowest in 10.12 10.14 10.15; do
    typecheck "macOS app with a generated catalog: generated file and a rewritten AppKit file" macOS $lowest pass "$k/App/Cell.swift" "$k/App/Generated/SemanticColors.swift"
done
perl -pe 's/if #available\(macOS 10\.13, \*\), let set/if let set/' "$k/App/Generated/SemanticColors.swift" > "$work/named-unchecked.swift"
typecheck "negative: NSColor(named:) unchecked in macOS 10.12 code" macOS 10.12 fail "$k/App/Cell.swift" "$work/named-unchecked.swift"
perl -pe 's/if #available\(macOS 10\.15, \*\) \{/if true {/' "$k/App/Generated/SemanticColors.swift" > "$work/provider-unchecked.swift"
typecheck "negative: NSColor(name:dynamicProvider:) unchecked in macOS 10.14 code" macOS 10.14 fail "$k/App/Cell.swift" "$work/provider-unchecked.swift"

if [ $failures -gt 0 ]; then say "typecheck-availability: $failures failed"; exit 1; fi
say "typecheck-availability: all passed"
