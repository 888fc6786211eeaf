#!/usr/bin/env bash
# Builds recolor as it is installed (README, "Install") and prints the folder of its binaries.
# On Linux that is with the Swift runtime linked statically: a dynamically linked Swift program
# spends about 2 ms of every start relocating libswiftCore and FoundationEssentials, which macOS
# (the runtime in the shared cache) never pays. The static build has its own scratch folder so it
# does not relink the plain `swift build -c release` that tests and plugins use.
#   Scripts/release-build.sh [--product NAME]      (all products when none is given)
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
flags=(-c release --package-path "$here")
if [ "$(uname -s)" = Linux ]; then flags+=(--static-swift-stdlib --scratch-path "$here/.build/static"); fi
swift build "${flags[@]}" "$@" >&2
swift build "${flags[@]}" --show-bin-path
