#!/usr/bin/env bash
# Measures the layout engine (`layoutcli bench --layout`) on every screen and prints the
# tables of Docs/Performance.md, "Layout passes".
#
#   Docs/performance/layout-bench.sh [RUNS]      # RUNS per case, 5 by default
#
# One process per case, so that each peak resident size is that case's own. Takes about
# five minutes with 5 runs, plus the stacks: every screen runs at 1,000, 10,000 and 100,000
# views, but the stacks' first pass still grows about as the square of the views (0.14 s at
# 1,000, 14 s at 10,000; see "Stack views" in Docs/Performance.md), so 100,000 takes long.
# LAYOUT_STACK_SIZES sets the stacks' sizes:
#
#   LAYOUT_STACK_SIZES="100 300 1000" Docs/performance/layout-bench.sh
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
runs="${1:-5}"
cd "$root"
swift build -c release --product layoutcli >/dev/null
cli="$root/.build/release/layoutcli"
echo "machine: $(nproc) cores, $(uname -m), $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //')" >&2
echo "swift: $(swift --version 2>/dev/null | head -1)" >&2

out="$(mktemp)"
for screen in cards nested siblings toasts floating stacks; do
  # The seed screens are asked for at 1,000 views; the large ones show the growth.
  sizes="1000 10000 100000"
  if [ "$screen" = stacks ]; then sizes="${LAYOUT_STACK_SIZES:-$sizes}"; fi
  for n in $sizes; do
    "$cli" bench --layout "$n" --screen "$screen" --runs "$runs" --json >> "$out"
  done
done

python3 - "$out" <<'PY'
import json, sys
rows = [json.loads(line) for line in open(sys.argv[1])]
def us(s): return f"{s * 1e6:,.2f}"
def ms(s): return f"{s * 1e3:,.1f}"
def per(s, n): return f"{s * 1e6 / n:,.2f}"
print("| screen | views | build (µs/view) | first pass (µs/view) | unchanged (µs) "
      "| one view moved (µs) | first change of it (ms) | every view moved (µs/view) "
      "| first change of it (ms) | peak RSS (MiB) |")
print("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|")
for r in rows:
    n = r["layout"]
    print(f"| {r['screen']} | {n:,} | {per(r['build_s'], n)} | {per(r['first_pass_s'], n)} "
          f"| {us(r['relayout_unchanged_s'])} | {us(r['relayout_one_view_s'])} "
          f"| {ms(r['relayout_one_view_first_s'])} | {per(r['relayout_every_view_s'], n)} "
          f"| {ms(r['relayout_one_constant_s'])} | {r['peak_rss_mib']:.0f} |")
PY
rm -f "$out"
