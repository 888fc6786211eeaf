#!/usr/bin/env bash
# Proves recolor's security promises by watching its system calls with strace: writes only
# under the PATHs given (or the named --output / --write-baseline file, never a run's input; generate
# only inside the table's folder, nothing for a hostile table), temp files created
# exclusively with unpredictable names, no shell and no program but git, and deep input ending
# without a signal. Needs strace (Debian: apt-get install strace).
#
#   Scripts/security-check.sh
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
command -v strace >/dev/null || { echo "strace is not installed (apt-get install strace)" >&2; exit 2; }
python3 "$here/Scripts/security_check.py" "$("$here/Scripts/release-bin.sh" recolor)/recolor" "$here/samples/uikit-shop"
