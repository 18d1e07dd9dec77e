#!/usr/bin/env bash
# Uses the package from another package exactly as README.md says ("Using Layout from
# another package"): a new package beside a link to this one, README's manifest block as its
# Package.swift and README's first example as its main.swift; builds it, runs it and
# compares what it prints with the example's output comments.
#
#   Docs/tools/check-package-use.sh [WORKDIR]      # default: a new temporary directory
#
# Needs only the Swift toolchain and python3 (standard library). Builds Layout again, in
# debug, inside WORKDIR (about twenty seconds on two cores). Exits non-zero when the
# manifest does not resolve, the example does not build, or it prints something else.
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
if [ $# -ge 1 ]; then
  work="$1"
else
  work="$(mktemp -d)"
  trap 'rm -rf "$work"' EXIT
fi
mkdir -p "$work/MyApp/Sources/MyApp"
# The manifest depends on "../Layout": the package, seen from beside MyApp.
ln -sfn "$root" "$work/Layout"

python3 - "$root/README.md" "$work/MyApp" <<'PY'
import re, sys
readme, app = sys.argv[1], sys.argv[2]
blocks = re.findall(r"^```swift\n(.*?)^```", open(readme, encoding="utf-8").read(), re.S | re.M)
manifest = next(b for b in blocks if b.startswith("// swift-tools-version"))
example = next(b for b in blocks if b.startswith("import Layout\n"))
open(app + "/Package.swift", "w", encoding="utf-8").write(manifest)
open(app + "/Sources/MyApp/main.swift", "w", encoding="utf-8").write(example)
# The output comments after the example's loop: the lines it prints.
shown = [line[3:] for line in example.splitlines() if line.startswith("// ")]
open(app + "/expected.txt", "w", encoding="utf-8").write("".join(s + "\n" for s in shown))
PY

cd "$work/MyApp"
echo "== building $work/MyApp (README's manifest and first example) against $root"
swift build --product MyApp 2>&1 | tail -3
"$(swift build --show-bin-path)/MyApp" >printed.txt
if diff -u expected.txt printed.txt; then
  echo "check-package-use: README's example, built from another package, printed what README shows"
else
  echo "check-package-use: README's example printed something else (diff above)" >&2
  exit 1
fi
