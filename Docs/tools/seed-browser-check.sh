#!/usr/bin/env bash
# Draws the seed layouts with `layoutcli … --format svg`, opens each in headless Chromium
# and checks that the screenshot shows the toast (and the floating buttons) where the
# numbers of `--format json` say:
#
#   Docs/tools/seed-browser-check.sh [DEVICE]      # default "iPhone 15"
#
# For each scene it reads the view's screenFrame from the JSON, writes pixel checks
# (inside: the view's colour; just outside: what is behind it) and runs
# svg-browser-check.sh on the SVG. Exits non-zero if any check fails or Chromium is missing.
set -euo pipefail
cd "$(dirname "$0")/../.."
device=${1:-iPhone 15}
out=.build/seed-check
mkdir -p "$out"
swift build -c release --product layoutcli >/dev/null
cli=.build/release/layoutcli

check() {  # NAME VIEW-ID COLOUR AROUND -- layoutcli arguments…
  local name=$1 id=$2 colour=$3 around=$4
  shift 5
  "$cli" "$@" --device "$device" --format svg >"$out/$name.svg"
  "$cli" "$@" --device "$device" --format json >"$out/$name.json"
  python3 - "$out/$name.json" "$id" "$colour" "$around" >"$out/$name.expect" <<'PY'
import json, sys
tree = json.load(open(sys.argv[1]))
wanted, colour, around = sys.argv[2], sys.argv[3], sys.argv[4]
def find(views):
    for v in views:
        if v["id"] == wanted:
            return v
        hit = find(v["subviews"])
        if hit:
            return hit
frame = next(f for f in (find(w["views"]) for w in tree["windows"]) if f)["screenFrame"]
x, y, w, h = frame["x"], frame["y"], frame["width"], frame["height"]
print(f"point {round(x + w / 2)} {round(y + h * 0.2)} {colour} 24 {wanted} is drawn where its frame is")
print(f"point {round(x + w / 2)} {round(y - 6)} {around} 6 just above {wanted} is what is behind it")
print(f"point {round(x - 6)} {round(y + h / 2)} {around} 6 just left of {wanted} is what is behind it")
PY
  Docs/tools/svg-browser-check.sh "$out/$name.svg" "$out/$name.expect"
}

# Black at 0.7 over white is #4D4D4D; black at 0.3 is #B3B3B3; systemBlue is #007AFF over
# the image's light grey (#AAAAAA).
check toast backView "#4D4D4D" "#FFFFFF" -- toast "Hello, Toast!"
check banner messageLabel "#B3B3B3" "#FFFFFF" -- toast "저장되었습니다" --style banner
check floating shareButton "#007AFF" "#AAAAAA" -- floating --state open
echo "seed-browser-check: all seed pictures match their numbers"
