#!/usr/bin/env bash
# Measures layoutcli's solver and kiwisolver 1.5.1 on the same generated systems, in one
# run, and prints the tables of Docs/Performance.md.
#
#   Docs/performance/compare-kiwi.sh [OUTDIR]
#
# Needs python3 with kiwisolver 1.5.1 (installed with pip if missing); the benchmark
# scripts (gen_systems.py, kiwi_bench.py) are beside this one. Takes about five minutes
# (the stack family is linear since definition rows, issue 20: stack-100000 adds in about
# 0.6 s). LAYOUT_STACK_SIZES sets its sizes in the first table:
#
#   LAYOUT_STACK_SIZES="1000" Docs/performance/compare-kiwi.sh
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
bench="${LAYOUT_BENCH_DIR:-$root/Docs/performance}"
out="${1:-$(mktemp -d)}"
mkdir -p "$out"
cd "$root"

python3 -c 'import kiwisolver, sys; sys.exit(kiwisolver.__version__ != "1.5.1")' 2>/dev/null \
  || python3 -m pip install --quiet 'kiwisolver==1.5.1'

swift build -c release --product layoutcli >/dev/null
cli="$root/.build/release/layoutcli"

echo "machine: $(nproc) cores, $(uname -m), $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //')" >&2
echo "swift: $(swift --version 2>/dev/null | head -1)" >&2

# Our solver at every size (medians of 5 fresh runs), one process per case so that each
# peak resident size is that case's own.
: > "$out/ours.jsonl"
for family in chain grid tree toasts stack; do
  sizes="1000 10000 100000"
  if [ "$family" = stack ]; then sizes="${LAYOUT_STACK_SIZES:-$sizes}"; fi
  for n in $sizes; do
    "$cli" bench --families "$family" --sizes "$n" --runs 5 --json >> "$out/ours.jsonl"
  done
done
# The sizes kiwisolver can finish, for the side-by-side table.
: > "$out/ours-small.jsonl"
: > "$out/kiwi.jsonl"
for case in chain:100 chain:300 grid:100 grid:1000 tree:100 tree:1000 toasts:100 toasts:1000 toasts:3000 \
  stack:100 stack:1000; do
  family="${case%%:*}"
  n="${case##*:}"
  "$cli" bench --families "$family" --sizes "$n" --runs 5 --json >> "$out/ours-small.jsonl"
  "$cli" bench --emit "$family" "$n" --output "$out/$family-$n.json"
  python3 "$bench/kiwi_bench.py" "$out/$family-$n.json" --runs 3 >> "$out/kiwi.jsonl"
done

python3 - "$out" <<'PY'
import json, sys
out = sys.argv[1]
def load(name):
    return [json.loads(l) for l in open(f"{out}/{name}") if l.strip()]
ours = load("ours.jsonl")
small = {(d["family"], d["n"]): d for d in load("ours-small.jsonl")}
kiwi = load("kiwi.jsonl")

def ms(s): return f"{s * 1e3:,.3g}" if s < 1 else f"{s * 1e3:,.0f}"
print("### Our solver (release, median of 5 runs)\n")
print("| family | n | constraints | add + edits + read | per constraint | mean step | max step | peak RSS |")
print("|---|---:|---:|---:|---:|---:|---:|---:|")
for d in ours:
    print(f"| {d['family']} | {d['n']:,} | {d['constraints']:,} | {ms(d['add_solve_s'])} ms | "
          f"{d['ns_per_constraint']:,.0f} ns | {d['per_step_s'] * 1e6:,.0f} µs | "
          f"{d['max_step_s'] * 1e6:,.0f} µs | {d['peak_rss_mib']:,.0f} MiB |")
print("\n### Side by side with kiwisolver 1.5.1 (same files, same run)\n")
print("| family | n | kiwi add | ours add + edits + read | speed-up | kiwi step (suggest + update + read) | our step | checksums (max rel. diff) |")
print("|---|---:|---:|---:|---:|---:|---:|---:|")
for k in kiwi:
    o = small[(k["family"], k["n"])]
    ref = [k["checksum"]] + k["step_checksums"]
    got = [o["checksum"]] + o["step_checksums"]
    diff = max(abs(a - b) / max(1.0, abs(a)) for a, b in zip(ref, got))
    print(f"| {k['family']} | {k['n']:,} | {ms(k['add_s'])} ms | {ms(o['add_solve_s'])} ms | "
          f"{k['add_s'] / o['add_solve_s']:,.0f}× | {k['per_step_read_s'] * 1e6:,.0f} µs | "
          f"{o['per_step_s'] * 1e6:,.0f} µs | {diff:.1e} |")
PY
echo "raw JSON lines: $out" >&2
