#!/usr/bin/env bash
# What `npm test` needs on a fresh machine, run before it (the `pretest` script) and by .ci/run:
# the npm dependencies when they are not installed, and Debian's Chromium at /usr/bin/chromium
# for the browser tests (never a downloaded browser), with the CJK fonts the Chinese console
# needs in screenshots.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ ! -x node_modules/.bin/vitest ]; then
  npm ci --no-audit --no-fund
fi
if [ ! -x /usr/bin/chromium ]; then
  sudo=""
  if [ "$(id -u)" -ne 0 ]; then sudo="sudo"; fi
  export DEBIAN_FRONTEND=noninteractive
  echo "Installing Debian's chromium for the browser tests…" >&2
  $sudo apt-get update -q
  $sudo apt-get install -y -q chromium fonts-noto-cjk
fi
