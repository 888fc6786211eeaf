#!/usr/bin/env bash
# Proves the hooks with real commits in a temporary repository:
#   1. the pre-commit framework (pip package `pre-commit`) installing recolor from this
#      repository's .pre-commit-hooks.yaml, and
#   2. a plain .git/hooks/pre-commit as the README shows it.
# For each: a commit adding a raw color is refused with the finding shown, a commit using a
# semantic token passes, a commit touching no Swift file passes (pre-commit: without running).
# The working tree of this repository is what gets installed, committed or not.
#
#   Scripts/pre-commit-hook.sh        (needs git, python3 with `pre-commit`, swift)
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
command -v pre-commit >/dev/null || { echo "pre-commit is not installed (pip install pre-commit)" >&2; exit 2; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail() { echo "FAIL: $*" >&2; exit 1; }

# This repository as pre-commit will clone it: the tracked files of the working tree, committed.
mkdir "$work/recolor"
(cd "$here" && git ls-files -z --cached --others --exclude-standard | xargs -0 -I{} cp --parents {} "$work/recolor/")
git -C "$work/recolor" init -q
git -C "$work/recolor" -c user.email=ci@example.com -c user.name=ci add -A
git -C "$work/recolor" -c user.email=ci@example.com -c user.name=ci commit -qm "recolor under test"
rev=$(git -C "$work/recolor" rev-parse HEAD)

new_app() {
  rm -rf "$work/app" && mkdir "$work/app" && cd "$work/app"
  git init -q && git config user.email ci@example.com && git config user.name ci
  cat > .recolor.json <<'JSON'
{ "tokens": { "accent": { "uikit": "Semantic.accent", "light": "#FF3B30" } },
  "rules": [ { "match": "#FF3B30", "token": "accent" } ] }
JSON
  echo "# app" > README.md
}

expect_refused() { # message, then the commit's output file
  grep -q "hard-coded color" "$2" || { cat "$2"; fail "$1: the finding is not shown"; }
  echo "ok: $1"
}

export PRE_COMMIT_HOME=$work/pre-commit-cache

echo "== pre-commit framework (repo: $work/recolor @ ${rev:0:12})"
new_app
cat > .pre-commit-config.yaml <<YAML
repos:
  - repo: $work/recolor
    rev: $rev
    hooks:
      - id: recolor
YAML
git add -A && git commit -qm "start" --no-verify
pre-commit install >/dev/null
start=$(date +%s)
pre-commit install-hooks
echo "hook environment built in $(( $(date +%s) - start )) s"

printf 'import UIKit\nlet a = UIColor(red: 1, green: 0.231, blue: 0.188, alpha: 1)\n' > Raw.swift
git add Raw.swift
if git commit -m "raw color" > "$work/out.txt" 2>&1; then cat "$work/out.txt"; fail "a commit adding a raw color was accepted"; fi
expect_refused "pre-commit refuses a raw color" "$work/out.txt"
grep -q "Raw.swift:2:9: warning" "$work/out.txt" || { cat "$work/out.txt"; fail "the finding's location is not shown"; }
sed -n '1,6p' "$work/out.txt" | sed 's/^/    /'
git reset -q HEAD Raw.swift && rm Raw.swift

printf 'import UIKit\nlet a = Semantic.accent\n' > Good.swift
git add Good.swift
git commit -m "semantic token" > "$work/out.txt" 2>&1 || { cat "$work/out.txt"; fail "a commit using a semantic token was refused"; }
grep -q "Passed" "$work/out.txt" || { cat "$work/out.txt"; fail "the hook did not run on a Swift commit"; }
echo "ok: pre-commit passes a semantic token"

echo "more" >> README.md
git add README.md
git commit -m "docs only" > "$work/out.txt" 2>&1 || { cat "$work/out.txt"; fail "a commit with no Swift file was refused"; }
grep -q "no files to check" "$work/out.txt" || { cat "$work/out.txt"; fail "the hook ran on a commit with no Swift file"; }
echo "ok: pre-commit skips a commit with no Swift file ($(grep -o 'recolor.*Skipped' "$work/out.txt" | tr -s '.' | head -1))"

echo "== plain .git/hooks/pre-commit"
bin=$(ls -d "$PRE_COMMIT_HOME"/repo*/swift_env-default/.build/release | head -1)
# CI's later gates run this release build rather than make a second one (Scripts/release-bin.sh).
if [ -n "${RECOLOR_RELEASE_OUT:-}" ]; then
  mkdir -p "$RECOLOR_RELEASE_OUT"
  for product in recolor recolor-fuzz; do
    [ -x "$bin/$product" ] && cp "$bin/$product" "$RECOLOR_RELEASE_OUT/"
  done
fi
new_app
git add -A && git commit -qm "start"
cat > .git/hooks/pre-commit <<HOOK
#!/bin/sh
exec "$bin/recolor" check --staged
HOOK
chmod +x .git/hooks/pre-commit
printf 'import UIKit\nlet a = UIColor(red: 1, green: 0.231, blue: 0.188, alpha: 1)\n' > Raw.swift
git add Raw.swift
if git commit -m "raw color" > "$work/out.txt" 2>&1; then fail "the plain hook accepted a raw color"; fi
expect_refused "plain hook refuses a raw color" "$work/out.txt"
git reset -q HEAD Raw.swift && rm Raw.swift
printf 'import UIKit\nlet a = Semantic.accent\n' > Good.swift
git add Good.swift
git commit -qm "semantic token" || fail "the plain hook refused a semantic token"
echo "ok: plain hook passes a semantic token"
echo "more" >> README.md && git add README.md
git commit -qm "docs only" || fail "the plain hook refused a commit with no Swift file"
echo "ok: plain hook passes a commit with no Swift file"
echo "pre-commit hooks: all checks passed"
