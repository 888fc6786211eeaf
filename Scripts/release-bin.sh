#!/usr/bin/env bash
# Prints the folder holding a release build of PRODUCT (default recolor). CI builds the release once:
# the pre-commit gate's hook environment is a `swift build -c release` of this same tree (every product),
# and .ci/run hands its folder on as RECOLOR_RELEASE_BIN_DIR; a second release build in this package beside
# it cost about 190 s of CI's 1200 (session 17's landing run: 1174 s). Anywhere else, or when that folder
# lacks the product, this builds it here.
#
#   Scripts/release-bin.sh [PRODUCT]
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
product=${1:-recolor}
if [ -n "${RECOLOR_RELEASE_BIN_DIR:-}" ] && [ -x "$RECOLOR_RELEASE_BIN_DIR/$product" ]; then
  echo "$RECOLOR_RELEASE_BIN_DIR"
  exit 0
fi
swift build -c release --package-path "$here" --product "$product" >&2
swift build -c release --package-path "$here" --show-bin-path
