#!/usr/bin/env bash
# Install what is missing, build, and run every test through ctest.
#   scripts/test.sh [CTEST ARGS]              the normal build in build/ (CI's test command)
#   scripts/test.sh --sanitize [CTEST ARGS]   AddressSanitizer + UndefinedBehaviorSanitizer build in build-asan/:
#                                             any finding (error, undefined behaviour, leak) fails the run
set -euo pipefail
cd "$(dirname "$0")/.."

if [ "${1:-}" = "--sanitize" ]; then
    shift
    exec scripts/test-sanitize.sh "$@"
fi

scripts/setup.sh
export QT_QPA_PLATFORM=offscreen
ctest --test-dir build --output-on-failure --parallel "$(nproc)" "$@"
