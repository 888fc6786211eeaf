# Sourced by plugin-check.sh and buildtool-plugin-check.sh (needs $here): sets $work, a copy of this
# repository's tracked and untracked-not-ignored files, and $scratch, the SwiftPM scratch-path flags.
# With RECOLOR_PLUGIN_WORK set (.ci/run sets it), both plugin checks share one copy of the repository
# and one build directory, so recolor is compiled once: the second package then built in 22 s instead
# of 374 s (measured on the loaded 2-core machine). Copied once: a second copy would renew every
# file's time and rebuild everything.
if [ -n "${RECOLOR_PLUGIN_WORK:-}" ]; then
  work=$RECOLOR_PLUGIN_WORK
else
  work=$(mktemp -d)
  trap 'rm -rf "$work"' EXIT
fi
if [ ! -f "$work/.recolor-copied" ]; then
  (cd "$here" && git ls-files -z --cached --others --exclude-standard | xargs -0 -I{} cp --parents {} "$work/")
  touch "$work/.recolor-copied"
fi
scratch=(--scratch-path "$work/.plugin-build")
