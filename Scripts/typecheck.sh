#!/usr/bin/env bash
# The proof that a rewrite compiles (contract v3, "A rewrite compiles"): type-checks, with swiftc on Linux,
# Apple-platform code against stand-in modules of CoreGraphics, QuartzCore, CoreImage, UIKit, AppKit and
# SwiftUI (Scripts/typecheck/standins/), before and after `recolor fix`:
#   1. the stand-ins themselves: known-good Apple-style code type-checks (Scripts/typecheck/selftest/<flavour>/),
#      and each file of Scripts/typecheck/selftest-reject/<flavour>/, which Apple's SDK rejects, is rejected;
#   2. every sample under samples/ with a .recolor.json: its original tree and its expected/ tree, and, once
#      `recolor generate` exists, `generate` + `fix` on a copy;
#   3. every fixture under Scripts/typecheck/fixtures/<name>/ (a .recolor.json, Swift files that type-check,
#      including the declarations of the table's tokens, and optionally an `expect` file): the fixture before
#      the fix, what `check` reports (the `expect` file), and the fixture after `fix`, type-checked and lowered
#      to SIL (`-emit-sil`: definite initialization and missing returns are diagnosed there, not by -typecheck);
#   4. negative proof: deliberately wrong rewrites (a UIColor where a CGColor or an enum case is expected, a
#      delegation `self.init(light:dark:)` replaced by a token, which only SIL rejects) must be rejected, or the harness proves nothing; and, once `generate` exists, at least one sample's
#      fix output must be rejected without generate's file (the samples show generate end to end).
# Fixtures named in Scripts/typecheck/known-failures.txt may fail (reported as "known failure"); one that
# passes fails the run until it is removed from the list, so the list only shrinks.
#
# Flavour: UIKit and AppKit never meet in one build, so the stand-ins are built twice: `ios` (UIKit; SwiftUI
# with Color(uiColor:)) and `macos` (AppKit; SwiftUI with Color(nsColor:)). A case is macos when one of its
# files imports AppKit or Cocoa, ios otherwise; a fixture's `flavour` file overrides that.
# Before type-checking, copies of the files lose what Linux's Swift cannot have: `@objc`, `@objc(name)`,
# `@IBOutlet`, `@IBAction`, `@IBInspectable`, `@IBDesignable`, `@NSManaged` become spaces and `#selector(`
# becomes `_selector(` (same lengths: swiftc's line:column stay true to the original).
#
# Usage: Scripts/typecheck.sh [--verbose]      (RECOLOR=path/to/recolor skips `swift build` and uses that binary)
# Needs swift (swiftc), perl, and python3 (the #Preview macro plugin, Scripts/typecheck/preview-macro.py).
set -uo pipefail

here=$(cd "$(dirname "$0")/.." && pwd)
harness="$here/Scripts/typecheck"
verbose=0
[ "${1:-}" = "--verbose" ] && verbose=1
jobs=${TYPECHECK_JOBS:-$(nproc 2> /dev/null || echo 2)}
work=$(mktemp -d "${TMPDIR:-/tmp}/recolor-typecheck.XXXXXX")
trap 'rm -rf "$work"' EXIT

say() { printf '%s\n' "$*"; }
pass() { say "ok      $1"; }
fail() { say "FAIL    $1"; [ -n "${2:-}" ] && sed 's/^/        /' <<< "$2"; return 0; }
first_error() { head -1 <<< "$1" | sed -E 's/^.*error: //'; }

# Cases run in the background, at most $jobs at once (TYPECHECK_JOBS overrides); each prints its report to
# a file of its own, and `collect` prints them in the order they were started.
case_count=0
spawn() {
    while [ "$(jobs -rp | wc -l)" -ge "$jobs" ]; do wait -n; done
    case_count=$((case_count + 1))
    "$@" > "$work/out/$(printf '%04d' $case_count)" 2>&1 &
}
collect() {
    wait
    cat "$work"/out/* 2> /dev/null | tee -a "$work/report"
    rm -f "$work"/out/*
}
report() { say "$@" | tee -a "$work/report"; }
mkdir -p "$work/out"

# ---------------------------------------------------------------------------------------------------------
# The tool and the stand-in modules

if [ -n "${RECOLOR:-}" ]; then
    recolor=$RECOLOR
    say "typecheck: using RECOLOR=$recolor"
else
    say "typecheck: building recolor"
    if ! (cd "$here" && swift build --product recolor > "$work/build.log" 2>&1); then
        cat "$work/build.log"; say "typecheck: swift build failed"; exit 2
    fi
    recolor="$(cd "$here" && swift build --show-bin-path)/recolor"
fi

plugin="$harness/preview-macro.py#PreviewsMacros"
modules="$work/modules"
# Code is checked in Swift 5 mode (TYPECHECK_SWIFT_VERSION=6 tries 6); the stand-ins always build in 5.
swiftc_common=(-swift-version "${TYPECHECK_SWIFT_VERSION:-5}" -load-plugin-executable "$plugin")

build_flavour() { # flavour define platform-module
    local flavour=$1 define=$2 platform=$3 module
    mkdir -p "$modules/$flavour"
    for module in RecolorLinuxShims CoreGraphics QuartzCore CoreImage "$platform" SwiftUI; do
        if ! swiftc "${swiftc_common[@]}" -swift-version 5 -parse-as-library -emit-module -module-name "$module" \
            -emit-module-path "$modules/$flavour/$module.swiftmodule" -I "$modules/$flavour" -D "$define" \
            "$harness/standins/$module.swift" > "$work/standins-$flavour.log" 2>&1; then
            cat "$work/standins-$flavour.log"; say "typecheck: the $flavour stand-in $module does not build"; return 1
        fi
    done
}
say "typecheck: building the stand-in modules (ios, macos)"
build_flavour ios RECOLOR_UIKIT UIKit > "$work/ios.log" 2>&1 &
ios_build=$!
build_flavour macos RECOLOR_MACOS AppKit > "$work/macos.log" 2>&1 &
macos_build=$!
wait $ios_build || { cat "$work/ios.log"; exit 2; }
wait $macos_build || { cat "$work/macos.log"; exit 2; }

generate_available=0
"$recolor" generate --help > /dev/null 2>&1 && generate_available=1

# ---------------------------------------------------------------------------------------------------------
# Type-checking a tree

# The flavour of the Swift files under DIR: a `flavour` file, else macos when AppKit or Cocoa is imported.
flavour_of() {
    if [ -f "$1/flavour" ]; then tr -d '[:space:]' < "$1/flavour"; return; fi
    if grep -rqsE --include='*.swift' '^[[:space:]]*import[[:space:]]+(AppKit|Cocoa)\b' "$1"; then echo macos; else echo ios; fi
}

# typecheck DIR FLAVOUR [sil]: type-checks every .swift file under DIR in one swiftc call, on a copy made fit for
# Linux (see above); the first errors are left in $errors (paths relative to DIR).
# With `sil`, the files are also lowered to SIL (`-emit-sil -wmo`), whose mandatory passes report what
# `-typecheck` never sees: definite initialization ("'self.init' isn't called on all paths before returning
# from initializer": session 27's review, F6, a delegation `self.init(light:dark:)` replaced by a token) and
# a missing return. Used on every fixture after `fix`; it costs about the type-check's time again.
errors=""
typecheck() {
    local dir=$1 flavour=$2 mode=(-typecheck) copy log files=() f
    [ "${3:-}" = sil ] && mode=(-emit-sil -wmo -o /dev/null)
    copy=$(mktemp -d "$work/tc.XXXXXX")
    log="$copy.log"
    (cd "$dir" && find . -name '*.swift' -not -path '*/.build/*' -print0 | xargs -0 -r cp --parents -t "$copy")
    find "$copy" -name '*.swift' -print0 | xargs -0 -r perl -pi -e \
        's/\@objc\([^)]*\)|\@(?:objc|IBOutlet|IBAction|IBInspectable|IBDesignable|NSManaged)\b/" " x length($&)/ge; s/#selector\(/_selector(/g'
    while IFS= read -r -d '' f; do files+=("$f"); done < <(cd "$copy" && find . -name '*.swift' -print0 | sort -z)
    if [ ${#files[@]} -eq 0 ]; then errors="no Swift file under $dir"; return 1; fi
    if (cd "$copy" && swiftc "${swiftc_common[@]}" "${mode[@]}" -I "$modules/$flavour" "${files[@]}") > "$log" 2>&1; then
        errors=""
        return 0
    fi
    errors=$(grep -E '^[^ ].*: error: ' "$log" | sed "s#^$copy/##; s#^\./##" | head -n "$((verbose ? 50 : 4))")
    [ -n "$errors" ] || errors=$(head -n 10 "$log")
    return 1
}

# ---------------------------------------------------------------------------------------------------------
# 1. The stand-ins: known-good code type-checks; what Apple's SDK rejects is rejected, each file alone.

selftest_case() { # dir
    local flavour
    flavour=$(basename "$1")
    if typecheck "$1" "$flavour"; then pass "stand-ins ($flavour): known-good Apple code type-checks"
    else fail "stand-ins ($flavour): known-good Apple code does not type-check" "$errors"; fi
}

selftest_reject_case() { # file
    local file=$1 flavour single
    flavour=$(basename "$(dirname "$file")")
    single=$(mktemp -d "$work/single.XXXXXX")
    cp "$file" "$single/"
    if typecheck "$single" "$flavour"; then fail "stand-ins ($flavour): accept what Apple's SDK rejects: $(basename "$file")"
    else pass "stand-ins ($flavour): reject $(basename "$file" .swift) ($(first_error "$errors"))"; fi
}

for dir in "$harness"/selftest/*/; do spawn selftest_case "${dir%/}"; done
for file in "$harness"/selftest-reject/*/*.swift; do spawn selftest_reject_case "$file"; done
collect

# ---------------------------------------------------------------------------------------------------------
# 2. Samples: the original and expected/ trees; once `recolor generate` exists, generate + fix on a copy.

sample_case() { # table
    local table=$1 sample_dir sample tree flavour copy steps out
    sample_dir=$(dirname "$table")
    sample=$(basename "$sample_dir")
    tree=app
    [ -d "$sample_dir/app" ] || tree=Sources
    # A sample of Interface Builder documents and color sets only (ib-shop) has no Swift to type-check.
    if [ -z "$(find "$sample_dir/$tree" -name '*.swift' -print -quit)" ]; then
        say "info    sample $sample: no Swift file, nothing to type-check"
        return 0
    fi
    flavour=$(flavour_of "$sample_dir/$tree")
    if typecheck "$sample_dir/$tree" "$flavour"; then pass "sample $sample ($flavour): original type-checks"
    else fail "sample $sample ($flavour): original does not type-check" "$errors"; fi
    if [ -d "$sample_dir/expected" ]; then
        if typecheck "$sample_dir/expected" "$flavour"; then pass "sample $sample ($flavour): expected/ type-checks"
        else fail "sample $sample ($flavour): expected/ does not type-check" "$errors"; fi
    fi
    [ $generate_available = 1 ] || return 0
    copy=$(mktemp -d "$work/sample.XXXXXX")
    cp -R "$sample_dir/$tree" "$copy/$tree"
    cp "$table" "$copy/.recolor.json"
    # A table without a "generate" key declares its tokens in the tree (samples/plugin-package).
    steps="generate + fix"
    grep -q '"generate"' "$table" || steps="fix (the table generates nothing)"
    if [ "$steps" = "generate + fix" ] && ! out=$(cd "$copy" && "$recolor" generate 2>&1); then
        fail "sample $sample ($flavour): recolor generate failed" "$out"
    elif ! out=$(cd "$copy" && "$recolor" fix "$tree" 2>&1 > /dev/null); then
        fail "sample $sample ($flavour): recolor fix failed" "$out"
    elif typecheck "$copy" "$flavour"; then pass "sample $sample ($flavour): $steps type-checks"
    else fail "sample $sample ($flavour): $steps does not type-check" "$errors"; fi
}

for table in "$here"/samples/*/.recolor.json; do spawn sample_case "$table"; done
collect
[ $generate_available = 1 ] || report "skip    samples after fix: skipped (recolor generate is not available yet)"

# init's draft (issue 12: "safe to fix and generate with"): on a copy of each sample, `init` over its table
# (palettes kept), a "generate" key added, then generate + fix must type-check.
draft_case() { # table
    local table=$1 sample_dir sample tree flavour copy out
    sample_dir=$(dirname "$table")
    sample=$(basename "$sample_dir")
    tree=app
    [ -d "$sample_dir/app" ] || tree=Sources
    flavour=$(flavour_of "$sample_dir/$tree")
    copy=$(mktemp -d "$work/draft.XXXXXX")
    cp -R "$sample_dir/$tree" "$copy/$tree"
    cp "$table" "$copy/.recolor.json"
    if ! out=$(cd "$copy" && "$recolor" init --force --quiet "$tree" 2>&1); then fail "sample $sample ($flavour): recolor init failed" "$out"; return; fi
    python3 - "$copy/.recolor.json" <<'PY'
import json, sys
t = json.load(open(sys.argv[1]))
t["generate"] = {"swift": "InitDraftColors.swift"}
json.dump(t, open(sys.argv[1], "w"), indent=2)
PY
    if ! out=$(cd "$copy" && "$recolor" generate 2>&1); then fail "sample $sample ($flavour): generate with init's draft failed" "$out"
    elif ! out=$(cd "$copy" && "$recolor" fix "$tree" 2>&1 > /dev/null); then fail "sample $sample ($flavour): fix with init's draft failed" "$out"
    elif typecheck "$copy" "$flavour"; then pass "sample $sample ($flavour): init's draft, generate + fix type-checks"
    else fail "sample $sample ($flavour): init's draft, generate + fix does not type-check" "$errors"; fi
}
if [ $generate_available = 1 ]; then
    for table in "$here"/samples/*/.recolor.json; do spawn draft_case "$table"; done
    collect
fi

# ---------------------------------------------------------------------------------------------------------
# 3. Fixtures: type-check before the fix, what check reports (expect), the fix, type-check after.

known_list="$harness/known-failures.txt"
is_known() { [ -f "$known_list" ] && sed 's/#.*//' "$known_list" | tr -s ' \t' '\n' | grep -qxF "$1"; }

# An `expect` file holds one expectation a line; a line starting with # is a comment.
# expectations DIR: the `expect` file's lines about `recolor check` on DIR (before the fix):
#   findings N | mapped N | unmapped N     the summary's counts
expectations() {
    local dir=$1 json problems="" key value actual
    [ -f "$dir/expect" ] || return 0
    json=$(cd "$dir" && "$recolor" check --format json 2> "$dir.check-stderr")
    if [ $? -gt 1 ]; then errors="recolor check failed: $(head -3 "$dir.check-stderr")"; return 1; fi
    while read -r key value; do
        case "$key" in
            findings|mapped|unmapped)
                actual=$(grep -oE "\"$key\": *[0-9]+" <<< "$json" | tail -1 | grep -oE '[0-9]+$')
                [ "$actual" = "$value" ] || problems+="check reports $key ${actual:-?}, expected $value"$'\n' ;;
        esac
    done < <(grep -vE '^[[:space:]]*(#|$)' "$dir/expect")
    errors=${problems%$'\n'}
    [ -z "$problems" ]
}

# after_fix_expectations ORIGINAL COPY: the `expect` file's lines about the fixed copy:
#   unchanged PATH            fix leaves PATH byte for byte
#   after-count PATH N TEXT   after the fix, TEXT occurs N times in PATH (a conversion `[Any]` would hide)
#   fix-exit N                fix exits N (not 0: a table fix must refuse; nothing is type-checked after it)
#   fix-args ARGS             fix runs with ARGS (`--hazards`); a second fix with them must then change nothing
after_fix_expectations() {
    local original=$1 copy=$2 problems="" key path rest count text actual
    [ -f "$original/expect" ] || return 0
    while read -r key path rest; do
        case "$key" in
            unchanged)
                cmp -s "$original/$path" "$copy/$path" ||
                    problems+="fix changed $path: $(diff "$original/$path" "$copy/$path" | grep '^>' | head -1)"$'\n' ;;
            after-count)
                count=${rest%% *}; text=${rest#* }
                actual=$(grep -oF -- "$text" "$copy/$path" | wc -l)
                [ "$actual" = "$count" ] || problems+="after fix, $path holds '$text' $actual times, expected $count"$'\n' ;;
        esac
    done < <(grep -vE '^[[:space:]]*(#|$)' "$original/expect")
    errors=${problems%$'\n'}
    [ -z "$problems" ]
}

fixture_result() { # name flavour ok? message
    local name=$1 flavour=$2 ok=$3 message=$4
    if is_known "$name"; then
        if [ "$ok" = 1 ]; then
            fail "fixture $name ($flavour): passes now: remove it from known-failures.txt"
        else
            say "known   fixture $name ($flavour): known failure: $(head -1 <<< "$message")"
            [ $verbose = 1 ] && sed 's/^/        /' <<< "$message"
        fi
    elif [ "$ok" = 1 ]; then pass "fixture $name ($flavour): type-checks before and after fix"
    else fail "fixture $name ($flavour): $(head -1 <<< "$message")" "$(tail -n +2 <<< "$message")"; fi
    return 0
}

fixture_case() { # dir
    local fixture=$1 name flavour copy problems="" out
    name=$(basename "$fixture")
    flavour=$(flavour_of "$fixture")
    if ! typecheck "$fixture" "$flavour"; then
        fail "fixture $name ($flavour): does not type-check BEFORE the fix (the fixture is wrong)" "$errors"
        return 0
    fi
    copy=$(mktemp -d "$work/fixture.XXXXXX")
    cp -R "$fixture/." "$copy/"
    # Every problem is collected, the type errors first: the list of known failures is a to-do list.
    local status=0 wanted
    wanted=$(grep -E '^fix-exit ' "$fixture/expect" 2> /dev/null | awk '{print $2}')
    # A table that fix must refuse is refused by check too: only the refusal is checked then.
    if [ -z "$wanted" ] || [ "$wanted" = 0 ]; then expectations "$copy" || problems+="before fix: $errors"$'\n'; fi
    local fix_args
    fix_args=$(grep -E '^fix-args ' "$fixture/expect" 2> /dev/null | sed 's/^fix-args //')
    # shellcheck disable=SC2086  # the arguments are words
    out=$(cd "$copy" && "$recolor" fix $fix_args 2>&1 > /dev/null) || status=$?
    if [ -n "$fix_args" ] && [ "$status" = 0 ]; then
        local again
        again=$(mktemp -d "$work/again.XXXXXX")
        cp -R "$copy/." "$again/"
        # shellcheck disable=SC2086
        (cd "$again" && "$recolor" fix $fix_args > /dev/null 2>&1)
        diff -r "$copy" "$again" > /dev/null || problems+="a second fix $fix_args changed: $(diff -r "$copy" "$again" | grep '^>' | head -1)"$'\n'
    fi
    if [ -n "$wanted" ] && [ "$wanted" != 0 ] && [ "$status" = "$wanted" ]; then
        # A table fix must refuse: the exit code and the untouched files are what is checked.
        after_fix_expectations "$fixture" "$copy" || problems+="$errors"$'\n'
    elif [ -n "$wanted" ] && [ "$status" != "$wanted" ] && [ "$status" = 0 ]; then
        problems+="recolor fix exited 0, expected $wanted"$'\n'
        after_fix_expectations "$fixture" "$copy" || problems+="$errors"$'\n'
        typecheck "$copy" "$flavour" sil || problems="after fix: $errors"$'\n'"$problems"
    elif [ "$status" != 0 ]; then
        problems="recolor fix failed: $out"$'\n'"$problems"
    else
        after_fix_expectations "$fixture" "$copy" || problems+="$errors"$'\n'
        typecheck "$copy" "$flavour" sil || problems="after fix: $errors"$'\n'"$problems"
    fi
    if [ -z "$problems" ]; then fixture_result "$name" "$flavour" 1 ""
    else fixture_result "$name" "$flavour" 0 "${problems%$'\n'}"; fi
}

for fixture in "$harness"/fixtures/*/; do spawn fixture_case "${fixture%/}"; done
collect
if [ -f "$known_list" ]; then
    for name in $(sed 's/#.*//' "$known_list"); do
        [ -d "$harness/fixtures/$name" ] || report "FAIL    known-failures.txt names $name, which is no fixture"
    done
fi

# ---------------------------------------------------------------------------------------------------------
# 4. Negative proof: wrong rewrites must not type-check.

# reject_case FIXTURE FILE SED DESCRIPTION [sil]: applies SED to FILE in a copy of FIXTURE; swiftc must reject it
# (with `sil`, lowered to SIL as the fixtures are after fix; the line then says whether -typecheck alone would).
reject_case() {
    local fixture=$1 file=$2 script=$3 description=$4 mode=${5:-} copy alone=""
    copy=$(mktemp -d "$work/negative.XXXXXX")
    cp -R "$harness/fixtures/$fixture/." "$copy/"
    sed -i -E "$script" "$copy/$file"
    if cmp -s "$harness/fixtures/$fixture/$file" "$copy/$file"; then
        fail "negative: $description: the wrong rewrite did not apply to $fixture/$file"
    elif typecheck "$copy" "$(flavour_of "$copy")" "$mode"; then
        fail "negative: $description: swiftc ACCEPTED it, so the harness cannot tell a wrong rewrite"
    else
        local first
        first=$(first_error "$errors")
        if [ -n "$mode" ]; then
            if typecheck "$copy" "$(flavour_of "$copy")"; then alone="; -typecheck alone accepts it"; else alone="; -typecheck alone rejects it too"; fi
        fi
        pass "negative: $description: rejected ($first$alone)"
    fi
}

spawn reject_case layer-cgcolor-alpha Layer.swift 's/(layer\.borderColor = )UIColor\.white\.cgColor/\1UIColor.white/' \
    "a UIColor where a CGColor is expected (layer.borderColor = UIColor.white)"
spawn reject_case studio-color-enum Studio.swift 's/UIColor\(lightColor: \.white/UIColor(lightColor: UIColor.Semantic.onAccent/' \
    "a UIColor token in an enum-case position (UIColor(lightColor: UIColor.Semantic.onAccent, …))"
spawn reject_case nested-enum-color Violation.swift '1s/^/import UIKit\n/; s/\.violation\(color: \.red\)/.violation(color: UIColor.Semantic.error)/' \
    "a UIColor token where the tree's own enum Color is expected"
spawn reject_case attribute-pair-wrapper Badge.swift 's/@SchemeValue\(light: Color\(white: 0\.9\), dark: Color\(white: 0\.35\)\)/@Color.paleGray/' \
    "an attribute's light/dark arguments replaced by a color member (@Color.paleGray is no property wrapper)"
spawn reject_case local-declaration-type Status.swift 's/(case \.success: color = )\.white/\1UIColor.Semantic.paper/' \
    "a UIColor token assigned to a local let color: Color"
spawn reject_case swiftui-only-property Card.swift 's/(view\.backgroundColor = )\.white/\1Color.white/' \
    "a SwiftUI Color assigned to UIView.backgroundColor"
spawn reject_case self-in-color-extension Palette.swift 's/\{ Self\(white: 0\.95, alpha: 1\) \}/{ Semantic.pane }/' \
    "a UIColor token as the body of a UIColor member declared Self (the class's dynamic type): why fix declines it"
spawn reject_case init-delegation-pair TagColor.swift 's/self\.init\(light: UIColor\(hexString: "#FF383C"\)!, dark: UIColor\(hexString: "#FF4245"\)!\)/Semantic.tagRed/' \
    "a delegation self.init(light:dark:) replaced by its token (the initializer delegates on no path: definite initialization, SIL)" sil
spawn reject_case color-subclass-named-color Theme.swift '1s/^/import SwiftUI\n/; s/(var disabled: UIColor = )Color\.gray/\1SwiftUI.Color.Semantic.disabled/' \
    "a SwiftUI token where the tree's class Color: UIColor is written"

# The samples show generate end to end (issue 12): at least one sample's fix output must not type-check
# without generate's Swift file. Only once `recolor generate` exists; per sample, an informative line.
without_generate_case() { # table generated-path
    local table=$1 generated=$2 sample_dir sample copy out tree
    sample_dir=$(dirname "$table")
    sample=$(basename "$sample_dir")
    # A package sample (buildtool-package, plugin-package) keeps its code in Sources/, not app/.
    tree=app
    [ -d "$sample_dir/app" ] || tree=Sources
    copy=$(mktemp -d "$work/without-generate.XXXXXX")
    cp -R "$sample_dir/$tree" "$copy/$tree"
    cp "$table" "$copy/.recolor.json"
    rm -f "$copy/$generated"
    if ! out=$(cd "$copy" && "$recolor" fix "$tree" 2>&1 > /dev/null); then
        fail "sample $sample: recolor fix failed without generate's $generated" "$out"
    elif typecheck "$copy" "$(flavour_of "$copy/$tree")"; then
        say "info    sample $sample: its fix output type-checks without generate's $generated"
    else
        say "info    sample $sample: needs generate's $generated: without it, fix output is rejected ($(first_error "$errors"))"
    fi
}

generating=0
if [ $generate_available = 1 ]; then
    for table in "$here"/samples/*/.recolor.json; do
        generated=$(grep -oE '"swift" *: *"[^"]*"' "$table" | head -1 | sed -E 's/.*: *"([^"]*)"/\1/')
        [ -n "$generated" ] || continue
        generating=$((generating + 1))
        spawn without_generate_case "$table" "$generated"
    done
fi
collect
if [ $generating -gt 0 ]; then
    needing=$(grep -c "^info    sample .*: needs generate's" "$work/report")
    if [ "$needing" -gt 0 ]; then report "ok      negative: $needing of $generating generating samples need generate's file to type-check after fix"
    else report "FAIL    negative: no sample's fix output needs generate's file: the samples do not show generate"; fi
fi

passed=$(grep -c '^ok ' "$work/report")
failed=$(grep -c '^FAIL ' "$work/report")
known=$(grep -c '^known ' "$work/report")
say "typecheck: $passed passed, $failed failed$([ "$known" -gt 0 ] && echo ", $known known failures")"
[ "$failed" -eq 0 ]
