#!/usr/bin/env bash
# Opens inspector pages (`layoutcli … --format html`) in headless Chromium and checks them:
#
#   Docs/tools/inspector-browser-check.sh
#   LAYOUTCLI=.build/release/layoutcli Docs/tools/inspector-browser-check.sh   # a built CLI
#
# Writes four pages to .build/inspector-check: the seed toast, the toast with the keyboard
# up (the keyboard selected), the floating screen opening over a --timeline, and
# Docs/examples/inspector-conflict.layout.json (a conflict, an
# ambiguity, a text that needs escaping). Loads each with a view selected through the URL
# fragment (#view=PATH), dumps the DOM (--dump-dom) and checks with inspector_dom_check.py:
# the script ran (ready marker) with no error (the page writes window.onerror into the DOM),
# the details panel shows the view's frame in every coordinate space as `--format json`
# reports it, the timeline's scrubber has one step per sample, the conflict and the
# ambiguity are marked. Takes a screenshot of each (NAME.png beside it) to look at.
# Installs Debian's chromium with apt-get if it is missing. Exits 69 when Chromium is
# unavailable (apt's message says why), 1 when any check fails.
set -euo pipefail
cd "$(dirname "$0")/../.."
tools=Docs/tools
out=.build/inspector-check
mkdir -p "$out"

source "$tools/chromium.sh"
find_chromium inspector-browser-check
echo "== $("$browser" --version 2>/dev/null || echo "$browser")"

cli=${LAYOUTCLI:-}
if [[ -z "$cli" ]]; then
  swift build ${SCRATCH:+--scratch-path "$SCRATCH"} --product layoutcli >/dev/null
  cli=${SCRATCH:-.build}/debug/layoutcli
fi

chrome() {  # URL, then Chromium's own options
  local url=$1
  shift
  "$browser" --headless --no-sandbox --disable-gpu --hide-scrollbars \
    --force-device-scale-factor=1 --virtual-time-budget=3000 "$@" "$url" 2>/dev/null
}

status=0
page() {  # NAME FRAGMENT [check options…] -- layoutcli arguments…
  local name=$1 fragment=$2
  shift 2
  local checks=()
  while [[ $1 != -- ]]; do checks+=("$1"); shift; done
  shift
  # The page and the JSON of the same scene (a diagnostic is a warning, not a failure).
  "$cli" "$@" --format html >"$out/$name.html" 2>"$out/$name.stderr" || true
  "$cli" "$@" --format json >"$out/$name.json" 2>/dev/null || true
  local url="file://$(realpath "$out/$name.html")#$fragment"
  echo "== $name: $url"
  chrome "$url" --dump-dom >"$out/$name.dom" || true
  rm -f "$out/$name.png"
  chrome "$url" --window-size=1400,1000 --screenshot="$PWD/$out/$name.png" >/dev/null || true
  [[ -s "$out/$name.png" ]] || { echo "inspector-browser-check: no screenshot of $name" >&2; status=1; }
  python3 "$tools/inspector_dom_check.py" "$out/$name.dom" "$out/$name.json" "${checks[@]}" ||
    status=1
}

page toast "view=toastWindow/backView" toastWindow/backView --expect-text "Hello, Toast!" \
  --expect-constraint "Toast.swift:" \
  -- toast "Hello, Toast!"
# The keyboard is drawn in the scene (its own window, in front of the toast) and selectable.
page keyboard "view=keyboardWindow/keyboard" keyboardWindow/keyboard \
  -- toast "Hello, Toast!" --keyboard
page floating "view=window/imageSuperScrollView/floatingView/floatingLeftView/copyButton&sample=4" \
  window/imageSuperScrollView/floatingView/floatingLeftView/copyButton --sample 4 --samples 11 \
  -- floating --actions toggle@0 --timeline 0:0.5:0.05
page conflict "view=main/card" main/card --expect-badge main/card:broken \
  --expect-badge main/badge:ambiguous --expect-broken 'card <width> & "fixed"' \
  --expect-text "<b>\"Tom & Jerry's\"</b></script>" \
  --expect-constraint "Docs/examples/inspector-conflict.layout.json:15:13" \
  -- solve Docs/examples/inspector-conflict.layout.json

if [[ $status -eq 0 ]]; then
  echo "inspector-browser-check: every page passed; screenshots in $out/*.png"
fi
exit $status
