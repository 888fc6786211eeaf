#!/usr/bin/env bash
# The public API is enough for a library user: Tests/RecolorCoreTests/API/PublicAPITests.swift type-checks
# against RecolorCore's module as a client outside this package sees it (no -package-name, so `package`
# declarations are invisible; in the test target they would be visible). Negative proof: the same file plus a
# use of a `package` type must be rejected, or the check proves nothing.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build --target RecolorCore >/dev/null
modules=$(swift build --show-bin-path)/Modules
# RecolorCore's C module (Linux scheduling calls), found by a SwiftPM client through the package.
system=Sources/RecolorSystem/include
api=Tests/RecolorCoreTests/API/PublicAPITests.swift
swiftc -typecheck -I "$modules" -I "$system" "$api"
probe=$(mktemp -d)
trap 'rm -rf "$probe"' EXIT
{ cat "$api"; echo 'func usesAPackageType() { _ = Tokenizer.self }'; } > "$probe/probe.swift"
if swiftc -typecheck -I "$modules" -I "$system" "$probe/probe.swift" 2>/dev/null; then
  echo "a package type was visible to an outside client: the check proves nothing" >&2
  exit 1
fi
echo "public API: PublicAPITests type-checks as an outside client; a package type is rejected"
