#!/usr/bin/env bash
# Fuzz every reader of outside data (fuzz/fuzz_*.cpp) with libFuzzer, Debian's clang 14 and ASan + UBSan.
#
#   scripts/fuzz.sh [SECONDS] [TARGET...]     SECONDS per target (default 60); all targets when none named
#
# Environment:
#   FUZZ_JOBS=2          run two targets at once (default 1: one after another)
#   FUZZ_KEEP_GOING=1    libFuzzer's fork mode: go on after a crash, hang or leak and collect every finding
#   LIBSVM_SOURCE=FILE   libsvm's svm.cpp (the packaged version, 3.24 on Debian 12) to build instrumented
#                        into the targets, so the model loader's libsvm half is covered and checked too
#
# Builds into build-fuzz/ (RelWithDebInfo, clang, -fsanitize=fuzzer-no-link,address,undefined everywhere),
# first replays fuzz/regressions/ through ctest, then fuzzes with a copy of fuzz/corpus/<target>/ in
# build-fuzz/fuzz-run/<target>/corpus (kept between runs; the repository's corpus is only read). Findings
# land in build-fuzz/fuzz-run/<target>/artifacts/; copy each into fuzz/regressions/<target>/ for good.
# Exit status: 0 when no target found anything.
set -euo pipefail
cd "$(dirname "$0")/.."

seconds=${1:-60}
[[ "$seconds" =~ ^[0-9]+$ ]] || { echo "usage: scripts/fuzz.sh [SECONDS] [TARGET...]" >&2; exit 2; }
shift $(( $# > 0 ? 1 : 0 ))
jobs=${FUZZ_JOBS:-1}

source scripts/install-packages.sh
install_missing "${PUZZLESMITH_PACKAGES[@]}" clang-14 libclang-rt-14-dev llvm-14

build=build-fuzz
libsvm_source=""
[ -n "${LIBSVM_SOURCE:-}" ] && libsvm_source=$(realpath "$LIBSVM_SOURCE")
if [ ! -f "$build/build.ninja" ]; then
    cmake -S . -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo \
        -DCMAKE_CXX_COMPILER=clang++-14 -DPUZZLESMITH_FUZZ=ON -DPUZZLESMITH_WERROR=OFF
fi
# Set every time, so that a run without LIBSVM_SOURCE goes back to the system's libsvm.
cmake "$build" -DPUZZLESMITH_FUZZ_LIBSVM_SOURCE="$libsvm_source" > /dev/null

all_targets=(fuzz_line_format fuzz_grid_text fuzz_puzzle_file fuzz_labelled_puzzles fuzz_puzzle_input fuzz_svm_model)
targets=("$@")
[ ${#targets[@]} -gt 0 ] || targets=("${all_targets[@]}")
cmake --build "$build" --parallel "$(nproc)" --target "${targets[@]}"

export ASAN_SYMBOLIZER_PATH=/usr/lib/llvm-14/bin/llvm-symbolizer
export UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1
export QT_QPA_PLATFORM=offscreen

# Only the regressions of the targets just built (the others' executables may be missing or stale).
regex="^($(IFS='|'; echo "${targets[*]}"))/"
echo "== Replaying fuzz/regressions/ of ${targets[*]}"
if ! ctest --test-dir "$build" -L fuzz-regression -R "$regex" --no-tests=ignore --parallel "$(nproc)"; then
    echo "Some regression inputs still fail (see above); fuzzing anyway."
fi

run_root="$build/fuzz-run"
fuzz_one() {
    local target=$1
    local dir="$run_root/$target"
    mkdir -p "$dir/corpus" "$dir/artifacts"
    cp -n fuzz/corpus/"$target"/* "$dir/corpus/" 2>/dev/null || true
    local options=(-max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -detect_leaks=1 -close_fd_mask=2
                   -print_final_stats=1 -artifact_prefix="$dir/artifacts/")
    [ -f "fuzz/dict/$target.dict" ] && options+=(-dict="fuzz/dict/$target.dict")
    [ "${FUZZ_KEEP_GOING:-0}" = 1 ] && options+=(-fork=1 -ignore_crashes=1 -ignore_timeouts=1 -ignore_ooms=1)
    local started=$SECONDS
    "$build/fuzz/$target" "${options[@]}" "$dir/corpus" > "$dir/log.txt" 2>&1 || true
    echo $(( SECONDS - started )) > "$dir/seconds.txt"
}

# Clear the previous run's findings, so the summary shows this run's only.
for target in "${targets[@]}"; do
    rm -rf "$run_root/$target/artifacts" "$run_root/$target/log.txt"
done
echo "== Fuzzing ${targets[*]}: ${seconds}s each, $jobs at a time (logs: $run_root/<target>/log.txt)"
running=0
for target in "${targets[@]}"; do
    if [ "$running" -ge "$jobs" ]; then
        wait -n
        running=$((running - 1))
    fi
    echo "   starting $target"
    fuzz_one "$target" &
    running=$((running + 1))
done
wait

echo
printf '%-24s %8s %14s %10s  %s\n' TARGET SECONDS EXECUTIONS EXEC/S FINDINGS
found=0
for target in "${targets[@]}"; do
    dir="$run_root/$target"
    log="$dir/log.txt"
    # Plain mode prints stat::number_of_executed_units; fork mode prints "#N: cov: ..." progress lines.
    execs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)
    [ -n "$execs" ] || execs=$(sed -n 's/^#\([0-9][0-9]*\): cov:.*/\1/p' "$log" | tail -1)
    [ -n "$execs" ] || execs=0
    secs=$(cat "$dir/seconds.txt")
    artifacts=$(find "$dir/artifacts" -type f 2>/dev/null | sort)
    if [ -n "$artifacts" ]; then
        found=1
        printf '%-24s %8s %14s %10s  %s\n' "$target" "$secs" "$execs" $(( execs / (secs > 0 ? secs : 1) )) "$(echo "$artifacts" | wc -l) input(s):"
        echo "$artifacts" | sed 's/^/      /'
    else
        printf '%-24s %8s %14s %10s  %s\n' "$target" "$secs" "$execs" $(( execs / (secs > 0 ? secs : 1) )) none
    fi
done
exit $found
