#!/usr/bin/env bash
# scripts/test.sh --sanitize: build everything with -fsanitize=address,undefined (g++, RelWithDebInfo) into
# build-asan/ and run the whole ctest suite there. Any sanitizer finding fails the run, also one in a
# program a test starts (the tests run puzzlesmith-cli): every report goes to build-asan/sanitizer-logs/,
# which must stay empty, and a finding ends its process with exit code 86.
set -euo pipefail
cd "$(dirname "$0")/.."

source scripts/install-packages.sh
install_missing "${PUZZLESMITH_PACKAGES[@]}"
ensure_locale "$PUZZLESMITH_TEST_LOCALE"

build=build-asan
started=$SECONDS
# No -Werror here: the normal build enforces warnings; GCC warns differently with sanitizers on.
if [ ! -f "$build/build.ninja" ]; then
    cmake -S . -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DPUZZLESMITH_SANITIZE=ON -DPUZZLESMITH_WERROR=OFF
fi
cmake --build "$build" --parallel "$(nproc)"
build_seconds=$((SECONDS - started))

logs="$PWD/$build/sanitizer-logs"
rm -rf "$logs"
mkdir -p "$logs"
export ASAN_OPTIONS="halt_on_error=1:abort_on_error=0:exitcode=86:detect_leaks=1:check_initialization_order=1:strict_init_order=1:log_path=$logs/asan"
export UBSAN_OPTIONS="halt_on_error=1:print_stacktrace=1:exitcode=86:log_path=$logs/ubsan"
export LSAN_OPTIONS="suppressions=$PWD/scripts/lsan-suppressions.txt:print_suppressions=0"
export QT_QPA_PLATFORM=offscreen

status=0
started=$SECONDS
ctest --test-dir "$build" --output-on-failure --parallel "$(nproc)" "$@" || status=$?

echo "Sanitizer build: ${build_seconds}s; tests: $((SECONDS - started))s."

reports=$(find "$logs" -type f | sort)
if [ -n "$reports" ]; then
    echo
    echo "Sanitizer findings ($(echo "$reports" | wc -l) reports):"
    for report in $reports; do
        echo "==== $report"
        cat "$report"
    done
    status=1
fi
if [ "$status" -eq 0 ]; then
    echo "No sanitizer findings."
fi
exit "$status"
