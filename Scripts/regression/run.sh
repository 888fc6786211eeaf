#!/usr/bin/env bash
# run.sh BIN TAG [LANES]  -- regression run of recolor binary BIN over the apps of apps.txt.
#
# For each app (a fresh copy in /tmp, media files left out) it runs, in order:
#   scan --format json, init (table + stderr), fix --diff, contrast --format json,
#   contrast (text), generate --check.
#   FULL=1 adds check --format json, then applies (generate, fix) and re-runs fix --diff
#   (must be empty: idempotence), check --format json, contrast --format json and
#   generate --check (must be up to date): about twice the time.
# Outputs go to /work/apps/reg-out/TAG/APP/ (stdout STEP.out, stderr STEP.err, exit codes in
# exit.txt, wall seconds per step in time.txt, user+sys CPU seconds in cpu.txt); the temp
# path is replaced by <TMP>, so identical behaviour gives identical files (time.txt and
# cpu.txt aside). Compare two tags with /work/apps/reg-out/diff.py BASE TAG [APP].
#
# Env: APPS="a b" (subset of apps.txt), APPS_FILE (default apps.txt; apps-extra.txt holds 4 more),
#      APP_TIMEOUT (s per app, default 600), FULL=1,
#      RECOLOR_JOBS (passed as --jobs; default: the tool's own), REG_OUT (default /work/apps/reg-out).
set -u
HERE=$(cd "$(dirname "$0")" && pwd)
APPS_DIR=${APPS_DIR:-/work/apps/reg}
REG_OUT=${REG_OUT:-/work/apps/reg-out}

if [ "${1:-}" = "--app" ]; then
  # Internal: one app. run.sh --app BIN APP OUTDIR
  BIN=$2; APP=$3; OUT=$4
  TIMEOUT=${APP_TIMEOUT:-600}
  rm -rf "$OUT"; mkdir -p "$OUT"
  W=$(mktemp -d /tmp/reg-XXXXXX)
  trap 'rm -rf "$W"' EXIT
  trap 'rm -rf "$W"; exit 143' TERM INT
  START=$(date +%s.%N); DEADLINE=$(( ${START%.*} + TIMEOUT ))
  # Copy without media (recolor reads .swift, IB documents, color sets, plists, project files).
  tar -C "$APPS_DIR/$APP" -cf - \
      --exclude='*.png' --exclude='*.jpg' --exclude='*.jpeg' --exclude='*.gif' --exclude='*.pdf' \
      --exclude='*.mp3' --exclude='*.mp4' --exclude='*.mov' --exclude='*.m4a' --exclude='*.wav' \
      --exclude='*.ttf' --exclude='*.otf' --exclude='*.ttc' --exclude='*.zip' --exclude='*.psd' \
      --exclude='*.sketch' --exclude='*.a' --exclude='*.framework' --exclude='*.epub' \
      --exclude='*.heic' --exclude='*.webp' --exclude='*.car' --exclude='*.riv' --exclude='*.gz' \
      . | tar -C "$W" --one-top-level=app -xf - 2>/dev/null || { mkdir -p "$W/app"; tar -C "$APPS_DIR/$APP" -cf - . | tar -C "$W/app" -xf -; }
  cd "$W/app" || exit 3
  JOBS=()
  [ -n "${RECOLOR_JOBS:-}" ] && JOBS=(--jobs "$RECOLOR_JOBS")
  : > "$OUT/exit.txt"; : > "$OUT/time.txt"; : > "$OUT/cpu.txt"
  timed_out=0
  # step NAME ARGS...: run BIN ARGS > NAME.out 2> NAME.err within the app's remaining time.
  step() {
    local name=$1; shift
    local now left rc t0 t1
    now=$(date +%s); left=$(( DEADLINE - now ))
    if [ "$timed_out" = 1 ] || [ "$left" -le 0 ]; then
      timed_out=1; echo "$name SKIPPED-TIMEOUT" >> "$OUT/exit.txt"; return
    fi
    t0=$(date +%s.%N)
    /usr/bin/time -o "$W/cpu" -f '%U %S' timeout -k 5 "$left" "$BIN" "$@" > "$OUT/$name.out" 2> "$OUT/$name.err"
    rc=$?
    # /usr/bin/time reports "Command exited with non-zero status N" first; its last line is the times.
    printf '%s %.2f\n' "$name" "$(tail -1 "$W/cpu" | awk '{print $1 + $2}')" >> "$OUT/cpu.txt"
    t1=$(date +%s.%N)
    if [ "$rc" = 124 ] || [ "$rc" = 137 ]; then timed_out=1; echo "$name TIMEOUT" >> "$OUT/exit.txt"
    else echo "$name $rc" >> "$OUT/exit.txt"; fi
    printf '%s %.2f\n' "$name" "$(echo "$t1 - $t0" | bc)" >> "$OUT/time.txt"
  }
  step scan            scan --format json "${JOBS[@]}" .
  step init            init "${JOBS[@]}" .
  [ -f .recolor.json ] && cp .recolor.json "$OUT/init.table.json"
  step fix-diff        fix --diff "${JOBS[@]}" .
  step contrast-json   contrast --format json "${JOBS[@]}" .
  step contrast-text   contrast "${JOBS[@]}" .
  step generate-check  generate --check "${JOBS[@]}"
  if [ -n "${FULL:-}" ]; then
    step check           check --format json "${JOBS[@]}" .
    # Apply, then what a second run must show.
    step generate-write  generate "${JOBS[@]}"
    step fix-write       fix "${JOBS[@]}" .
    step fix-diff2       fix --diff "${JOBS[@]}" .
    step check2          check --format json "${JOBS[@]}" .
    step contrast-json2  contrast --format json "${JOBS[@]}" .
    step generate-check2 generate --check "${JOBS[@]}"
  fi
  END=$(date +%s.%N)
  printf 'total %.2f\n' "$(echo "$END - $START" | bc)" >> "$OUT/time.txt"
  printf 'total %.2f\n' "$(awk '{s += $2} END {print s}' "$OUT/cpu.txt")" >> "$OUT/cpu.txt"
  # Normalise: the temp folder (and its realpath) become <TMP>.
  RW=$(realpath "$W")
  for f in "$OUT"/*.out "$OUT"/*.err "$OUT"/*.json; do
    [ -f "$f" ] || continue
    sed -i -e "s#$RW#<TMP>#g" -e "s#$W#<TMP>#g" "$f"
  done
  echo "$APP done in $(tail -1 "$OUT/time.txt" | cut -d' ' -f2)s wall, $(tail -1 "$OUT/cpu.txt" | cut -d' ' -f2)s cpu: $(tr '\n' ' ' < "$OUT/exit.txt")"
  exit 0
fi

if [ $# -lt 2 ]; then
  echo "usage: $0 BIN TAG [LANES]   (env: APPS=\"a b\", APP_TIMEOUT=600, RECOLOR_JOBS=N)" >&2; exit 2
fi
BIN=$(realpath "$1"); TAG=$2; LANES=${3:-2}
[ -x "$BIN" ] || { echo "not executable: $BIN" >&2; exit 2; }
OUTROOT=$REG_OUT/$TAG
mkdir -p "$OUTROOT"
if [ -n "${APPS:-}" ]; then LIST=$APPS
else LIST=$(grep -v '^#' "${APPS_FILE:-$HERE/apps.txt}" | awk 'NF{print $1}'); fi
# meta.txt: one block per run.sh call (a TAG can be filled by several calls, e.g. APPS=...).
{
  echo "apps: $(echo $LIST)"
  echo "bin: $BIN"
  echo "sha256: $(sha256sum "$BIN" | cut -d' ' -f1)"
  echo "version: $("$BIN" --version 2>&1)"
  echo "started: $(date -u +%FT%TZ)  lanes: $LANES  jobs: ${RECOLOR_JOBS:-default}  timeout: ${APP_TIMEOUT:-600}  full: ${FULL:-no}"
} >> "$OUTROOT/meta.txt"
T0=$(date +%s)
printf '%s\n' $LIST | xargs -P "$LANES" -I{} "$0" --app "$BIN" {} "$OUTROOT/{}"
T1=$(date +%s)
echo "finished: $(date -u +%FT%TZ)  wall: $((T1 - T0))s" >> "$OUTROOT/meta.txt"
tail -1 "$OUTROOT/meta.txt"
