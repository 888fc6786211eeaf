#!/usr/bin/env bash
# recolor starts in a few milliseconds only if it links FoundationEssentials, not full Foundation:
# Foundation brings ICU (libFoundationInternationalization, lib_FoundationICU), 5 ms and 250 page
# faults at every start, which a pre-commit hook or a build-tool plugin pays on every file.
# Fails when the release binary links them (an `import Foundation` in the CLI did once).
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
bin=$("$here/Scripts/release-bin.sh" recolor)/recolor
if ! command -v ldd >/dev/null; then echo "ldd not found: nothing to check"; exit 0; fi
linked=$(ldd "$bin" | awk '{print $1}' | grep -E '^lib(Foundation|FoundationInternationalization|_FoundationICU)\.so' || true)
if [ -n "$linked" ]; then
  echo "recolor links full Foundation (an 'import Foundation' somewhere in RecolorCore, RecolorCLI or main):"
  echo "$linked"
  exit 1
fi
echo "recolor links $(ldd "$bin" | awk '{print $1}' | grep -c . ) libraries, FoundationEssentials only"
