#!/usr/bin/env bash
# recolor starts in a few milliseconds only if it links FoundationEssentials, not full Foundation:
# Foundation brings ICU (libFoundationInternationalization, lib_FoundationICU), 5 ms and 250 page
# faults at every start, which a pre-commit hook or a build-tool plugin pays on every file.
# Fails when the release binary links them (an `import Foundation` in the CLI did once).
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
# RECOLOR_RELEASE_BINARY (.ci/run sets it): the release build of this tree that the pre-commit check
# made through the pre-commit framework, so that CI builds release once (each took 280-430 s).
if [ -n "${RECOLOR_RELEASE_BINARY:-}" ] && [ -x "$RECOLOR_RELEASE_BINARY" ]; then
  bin=$RECOLOR_RELEASE_BINARY
else
  swift build -c release --package-path "$here" --product recolor >&2
  bin=$(swift build -c release --package-path "$here" --show-bin-path)/recolor
fi
if ! command -v ldd >/dev/null; then echo "ldd not found: nothing to check"; exit 0; fi
linked=$(ldd "$bin" | awk '{print $1}' | grep -E '^lib(Foundation|FoundationInternationalization|_FoundationICU)\.so' || true)
if [ -n "$linked" ]; then
  echo "recolor links full Foundation (an 'import Foundation' somewhere in RecolorCore, RecolorCLI or main):"
  echo "$linked"
  exit 1
fi
echo "recolor links $(ldd "$bin" | awk '{print $1}' | grep -c . ) libraries, FoundationEssentials only"
