# Sourced by the browser checks: `find_chromium NAME` sets `browser` to Debian's chromium,
# installing it with apt-get (as root, or with sudo) after refreshing the package lists
# when it is missing. Exits 69 with apt's message when it cannot be had.
find_chromium() {
  local name=$1
  browser=$(command -v chromium || command -v chromium-browser || true)
  [[ -n "$browser" ]] && return 0
  local sudo=""
  [[ "$(id -u)" -eq 0 ]] || sudo="sudo"
  if ! command -v apt-get >/dev/null 2>&1; then
    echo "$name: chromium is not installed and there is no apt-get" >&2
    exit 69
  fi
  echo "== installing chromium from Debian"
  local log
  log=$(mktemp)
  if ! { $sudo apt-get update -qq && DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y \
    -qq chromium; } >"$log" 2>&1; then
    echo "$name: chromium could not be installed with apt-get:" >&2
    tail -n 20 "$log" >&2
    echo "apt-cache policy chromium:" >&2
    apt-cache policy chromium >&2 || true
    rm -f "$log"
    exit 69
  fi
  rm -f "$log"
  browser=$(command -v chromium || command -v chromium-browser || true)
  if [[ -z "$browser" ]]; then
    echo "$name: apt-get installed chromium but no chromium command exists" >&2
    exit 69
  fi
}
