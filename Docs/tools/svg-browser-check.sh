#!/usr/bin/env bash
# Opens SVG pictures in headless Chromium and checks the screenshot's pixels.
#
#   Docs/tools/svg-browser-check.sh                 # the test pictures (writes them first)
#   Docs/tools/svg-browser-check.sh FILE.svg [FILE.expect]
#
# With no arguments it runs the SVG tests with LAYOUT_SVG_OUT=.build/svg-check, which writes
# each browser picture (NAME.svg) and the pixel colours its render tree says it must show
# (NAME.expect), then checks every one. For each SVG it screenshots the page at the SVG's
# width and height (device scale 1) to NAME.png beside it and checks the expectations (format
# in svg_png_check.py). Installs Debian's chromium with apt-get if it is missing. Exits
# non-zero when Chromium is unavailable or any check fails.
set -euo pipefail
cd "$(dirname "$0")/../.."
tools=Docs/tools

source "$tools/chromium.sh"
find_chromium svg-browser-check
echo "== $("$browser" --version 2>/dev/null || echo "$browser")"

if [[ $# -eq 0 ]]; then
  out=.build/svg-check
  mkdir -p "$out"
  echo "== writing the pictures to $out"
  LAYOUT_SVG_OUT="$PWD/$out" swift test ${SCRATCH:+--scratch-path "$SCRATCH"} \
    --filter SVGBrowserPictureTests >"$out/swift-test.log" 2>&1 ||
    { cat "$out/swift-test.log" >&2; exit 1; }
  set -- "$out"/*.svg
  pairs=()
  for svg in "$@"; do pairs+=("$svg" "${svg%.svg}.expect"); done
else
  pairs=("$1" "${2:-${1%.svg}.expect}")
fi

status=0
for ((i = 0; i < ${#pairs[@]}; i += 2)); do
  svg=${pairs[i]}
  expect=${pairs[i + 1]}
  png=${svg%.svg}.png
  # The SVG's own size: the width and height attributes of the root element.
  width=$(grep -o -m1 '<svg [^>]*' "$svg" | sed -n 's/.* width="\([0-9.]*\)".*/\1/p')
  height=$(grep -o -m1 '<svg [^>]*' "$svg" | sed -n 's/.* height="\([0-9.]*\)".*/\1/p')
  width=$(printf '%.0f' "$width")
  height=$(printf '%.0f' "$height")
  echo "== $svg ($width x $height) -> $png"
  rm -f "$png"
  "$browser" --headless --no-sandbox --disable-gpu --hide-scrollbars \
    --force-device-scale-factor=1 --window-size="$width,$height" \
    --screenshot="$PWD/$png" "file://$(realpath "$svg")" >/dev/null 2>&1 || true
  if [[ ! -s "$png" ]]; then
    echo "svg-browser-check: chromium wrote no screenshot for $svg" >&2
    status=1
    continue
  fi
  python3 "$tools/svg_png_check.py" "$png" "$expect" || status=1
done
exit $status
