#!/usr/bin/env bash
# Sourced by setup.sh, test-sanitize.sh and fuzz.sh: install_missing PACKAGE... installs (with apt-get,
# through sudo when not root) only the Debian packages that are not installed yet.
install_missing() {
    local missing=() package
    for package in "$@"; do
        dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" || missing+=("$package")
    done
    [ ${#missing[@]} -gt 0 ] || return 0
    echo "Installing missing packages: ${missing[*]}"
    local sudo_cmd=()
    [ "$(id -u)" -eq 0 ] || sudo_cmd=(sudo)
    "${sudo_cmd[@]}" apt-get update -qq
    DEBIAN_FRONTEND=noninteractive "${sudo_cmd[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}"
}

# ensure_locale NAME (de_DE.UTF-8): generates the locale when `locale -a` does not list it yet.
ensure_locale() {
    local name=$1 listed installed
    listed=$(echo "$name" | sed 's/UTF-8/utf8/')
    installed=$(locale -a 2>/dev/null || true)   # (read whole: grep -q on a pipe would trip pipefail)
    if grep -qx "$listed" <<<"$installed"; then
        return 0
    fi
    echo "Generating the locale $name"
    local sudo_cmd=()
    [ "$(id -u)" -eq 0 ] || sudo_cmd=(sudo)
    "${sudo_cmd[@]}" sed -i "s/^# *\($name .*\)/\1/" /etc/locale.gen
    "${sudo_cmd[@]}" locale-gen
}

# What building and testing Puzzlesmith needs: poppler-utils (pdftotext) reads worksheets back in the
# tests, qqwing grades generated Sudoku puzzles in test_sudoku_classes (an independent grader; the test is
# skipped, saying so, without it), and a comma-decimal locale (locales, PUZZLESMITH_TEST_LOCALE) checks that
# models load there.
PUZZLESMITH_PACKAGES=(
    build-essential cmake ninja-build pkg-config
    qt6-base-dev qt6-svg-dev qt6-tools-dev qt6-l10n-tools qt6-translations-l10n libgl-dev
    libz3-dev libsvm-dev libcadical-dev
    fonts-dejavu-core poppler-utils qqwing locales
)
PUZZLESMITH_TEST_LOCALE=de_DE.UTF-8
