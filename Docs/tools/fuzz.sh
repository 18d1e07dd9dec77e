#!/usr/bin/env bash
# Builds the libFuzzer targets (Fuzz/FuzzEntry.swift with the address sanitizer, the library's
# modules with the tableau invariant checks) and runs each for a given number of seconds.
# See Docs/Reliability.md.
#   Docs/tools/fuzz.sh [seconds per target, default 600; 0 builds only] [target ...]
# Targets: solve system chain solver (default: all four, in that order).
# LAYOUT_FUZZ_RUNS=N runs N inputs per target instead (with LAYOUT_FUZZ_SEED=S, the same
# inputs every time: this is what .ci/run does).
set -euo pipefail
cd "$(dirname "$0")/../.."
seconds="${1:-600}"
shift || true
targets=("$@")
[ ${#targets[@]} -gt 0 ] || targets=(solve system chain solver)
for target in "${targets[@]}"; do
  case "$target" in
    solve | system | chain | solver) ;;
    *) echo "fuzz.sh: unknown target '$target'; expected solve, system, chain or solver" >&2; exit 64 ;;
  esac
done
case "$seconds" in
  '' | *[!0-9]*) echo "fuzz.sh: seconds must be a whole number, got '$seconds'" >&2; exit 64 ;;
esac
out=.build/fuzz
mkdir -p "$out"
flags=(-O -g -sanitize=fuzzer,address -parse-as-library -swift-version 6 -package-name Layout)

# The library's targets, each after the ones it depends on (Package.swift's layers).
modules=(LayoutSolver LayoutGeometry LayoutText LayoutCore LayoutRender LayoutAnimation LayoutComponents
  LayoutFiles LayoutTooling Layout)
links=()
for module in "${modules[@]}"; do
  echo "== building $module with -sanitize=fuzzer,address -D LAYOUT_INVARIANTS"
  swiftc "${flags[@]}" -D LAYOUT_INVARIANTS -module-name "$module" -I "$out" -emit-module \
    -emit-module-path "$out/$module.swiftmodule" -emit-library -static -o "$out/lib$module.a" \
    $(find "Sources/$module" -name '*.swift' | sort)
  links=("-l$module" "${links[@]}")
done

echo "== building the fuzz entry"
cli_sources=$(find Sources/layoutcli -name '*.swift' ! -name main.swift | sort)
swiftc "${flags[@]}" -module-name layoutcli -I "$out" -L "$out" "${links[@]}" \
  $cli_sources Fuzz/*.swift -o "$out/layoutcli-fuzz" 2> >(grep -v 'Cannot export local symbol' >&2)

[ "$seconds" != 0 ] || exit 0 # 0 seconds: build only
failed=0
for target in "${targets[@]}"; do
  corpus="$out/corpus-$target"
  mkdir -p "$corpus"
  cp Fuzz/corpus/"$target"/* "$corpus/" 2>/dev/null || true
  case "$target" in
    solve) cp Docs/examples/*.layout.json "$corpus/" ;;
    system) cp Docs/examples/*system*.json "$corpus/" ;;
  esac
  # Fixed findings first: every input in Fuzz/regressions/TARGET (but open-*, still
  # failing) must run clean, as the inputs themselves (an API replay of the steps does not
  # always reach the same tableau).
  regressions=()
  for input in Fuzz/regressions/"$target"/*.bin; do
    [ -e "$input" ] || continue
    case "$(basename "$input")" in open-*) continue ;; esac
    regressions+=("$input")
  done
  if [ ${#regressions[@]} -gt 0 ]; then
    echo "== replaying ${#regressions[@]} fixed $target findings"
    if ! SWIFT_BACKTRACE=enable=no LAYOUT_FUZZ_TARGET=$target "$out/layoutcli-fuzz" \
      "${regressions[@]}" > "$out/$target-regressions.log" 2>&1; then
      grep -E 'fuzz:|ERROR|Running: ' "$out/$target-regressions.log" | tail -5
      echo "$target: a fixed finding fails again; the log is $out/$target-regressions.log" >&2
      failed=1
    fi
  fi
  echo "== fuzzing $target for ${LAYOUT_FUZZ_RUNS:-${seconds}s} ${LAYOUT_FUZZ_RUNS:+runs}"
  status=0
  limit=(-max_total_time="$seconds")
  [ -z "${LAYOUT_FUZZ_RUNS:-}" ] || limit=(-runs="$LAYOUT_FUZZ_RUNS")
  SWIFT_BACKTRACE=enable=no LAYOUT_FUZZ_TARGET=$target "$out/layoutcli-fuzz" "$corpus" \
    "${limit[@]}" -seed="${LAYOUT_FUZZ_SEED:-0}" \
    -max_len=4096 -rss_limit_mb=2048 -timeout=10 -print_final_stats=1 \
    -artifact_prefix="$out/$target-" > "$out/$target.log" 2>&1 || status=$?
  grep -E '^(#[0-9]+[[:space:]]+DONE|stat::number_of_executed_units|stat::peak_rss_mb|==[0-9]+==ERROR|SUMMARY|Test unit written)' \
    "$out/$target.log" || true
  if [ "$status" -ne 0 ]; then
    echo "$target: a finding (exit $status); the log is $out/$target.log" >&2
    failed=1
  fi
done
exit "$failed"
