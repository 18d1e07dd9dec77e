#!/usr/bin/env bash
# Builds libFuzzer targets for `layoutcli solve` and `layoutcli system` (with the address
# sanitizer) and runs each for a given number of seconds. See Docs/Reliability.md.
#   Docs/tools/fuzz.sh [seconds per target, default 600]
set -euo pipefail
cd "$(dirname "$0")/../.."
seconds="${1:-600}"
out=.build/fuzz
mkdir -p "$out"
flags=(-O -g -sanitize=fuzzer,address -parse-as-library -swift-version 6 -package-name Layout)

echo "== building Layout with -sanitize=fuzzer,address"
swiftc "${flags[@]}" -module-name Layout -emit-module -emit-module-path "$out/Layout.swiftmodule" \
  -emit-library -static -o "$out/libLayout.a" $(find Sources/Layout -name '*.swift' | sort)

echo "== building the fuzz target"
cli_sources=$(find Sources/layoutcli -name '*.swift' ! -name main.swift | sort)
swiftc "${flags[@]}" -module-name layoutcli -I "$out" -L "$out" -lLayout \
  $cli_sources Fuzz/FuzzEntry.swift -o "$out/layoutcli-fuzz" 2> >(grep -v 'Cannot export local symbol' >&2)

failed=0
for command in solve system; do
  corpus="$out/corpus-$command"
  mkdir -p "$corpus"
  if [ "$command" = solve ]; then
    cp Docs/examples/*.layout.json "$corpus/" 2>/dev/null || true
  else
    cp Docs/examples/*system*.json "$corpus/" 2>/dev/null || true
  fi
  echo "== fuzzing layoutcli $command for ${seconds}s"
  status=0
  LAYOUT_FUZZ_COMMAND=$command "$out/layoutcli-fuzz" "$corpus" -max_total_time="$seconds" \
    -max_len=4096 -rss_limit_mb=2048 -timeout=10 -print_final_stats=1 \
    -artifact_prefix="$out/$command-" > "$out/$command.log" 2>&1 || status=$?
  grep -E '^(stat::|==[0-9]+==ERROR|SUMMARY|Test unit written)' "$out/$command.log" || true
  if [ "$status" -ne 0 ]; then
    echo "layoutcli $command: a finding (exit $status); the log is $out/$command.log" >&2
    failed=1
  fi
done
exit "$failed"
