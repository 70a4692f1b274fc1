#!/usr/bin/env bash
# Shared by run.sh and test.sh: install the Debian packages that are missing (only those), then
# configure and build into build/. Idempotent: a second run with nothing changed takes a second or two.
set -euo pipefail
cd "$(dirname "$0")/.."

source scripts/install-packages.sh
install_missing "${PUZZLESMITH_PACKAGES[@]}"
ensure_locale "$PUZZLESMITH_TEST_LOCALE"

if [ ! -f build/build.ninja ]; then
    cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=Release -DPUZZLESMITH_WERROR=ON
fi
cmake --build build --parallel "$(nproc)"
