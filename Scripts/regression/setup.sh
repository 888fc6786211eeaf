#!/usr/bin/env bash
# setup.sh: check the apps out to /work/apps/reg/NAME from their fetched mirrors
# (/work/.mirror/OWNER+REPO/repo; bring each with the agent's `fetch github:OWNER/REPO` first).
# Records the commit of each in commits.txt. Apps already checked out are left alone.
set -u
HERE=$(cd "$(dirname "$0")" && pwd)
APPS_DIR=${APPS_DIR:-/work/apps/reg}
mkdir -p "$APPS_DIR"
cat "$HERE/apps.txt" "$HERE/apps-extra.txt" | grep -v '^#' | while read -r name repo _; do
  [ -n "$name" ] || continue
  gd=/work/.mirror/${repo/\//+}/repo
  if [ -d "$APPS_DIR/$name" ]; then echo "$name: present"; continue; fi
  if [ ! -d "$gd" ]; then echo "$name: missing mirror; fetch github:$repo"; continue; fi
  python3 "$HERE/extract.py" "$gd" "$APPS_DIR/$name"
  c=$(git --git-dir="$gd" rev-parse HEAD)
  grep -q "^$name " "$HERE/commits.txt" 2>/dev/null || echo "$name $repo $c" >> "$HERE/commits.txt"
  want=$(awk -v n="$name" '$1 == n {print $3}' "$HERE/commits.txt")
  [ "$want" = "$c" ] || echo "$name: WARNING mirror is at $c, the baseline used $want"
done
