#!/usr/bin/python3
"""Counts how many puzzles of each test data file are also in the difficulty models' training files.

  scripts/check_heldout_overlap.py [TEST_FILE...]     (default: every tests/data/*.txt with labels)

A test that calls its puzzles "never trained on" must read a file whose count is 0. The training files are
resources/training/*.txt (what the built-in models were trained on, compiled into the programs).
Puzzles are compared by their givens: rows of values ("..4..23..", values above 9 as A-P), sgt-solo game
IDs ("3x3:c6_5a..", decoded to rows) and sgt-keen game IDs (compared as written). The test
test_difficulty::heldOutFilesShareNoPuzzleWithTraining makes the same check with the program's own reader.
"""
import glob, os, re, sys

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..')


def symbol(value):
    return str(value) if value <= 9 else chr(ord('A') + value - 10)


def solo_rows(game_id):
    """sgt-solo's "RxC:..." description as one row-major string: letters are runs of empty squares."""
    box, desc = game_id.split(':', 1)
    out, number = [], ''
    for ch in desc:
        if ch.isdigit():
            number += ch
            continue
        if number:
            out.append(symbol(int(number)))
            number = ''
        if 'a' <= ch <= 'z':
            out.append('.' * (ord(ch) - ord('a') + 1))
    if number:
        out.append(symbol(int(number)))
    return ''.join(out)


def keys(path):
    """The givens of every puzzle in a labelled file, in one comparable form each."""
    found = []
    for line in open(path, encoding='utf-8'):
        line = line.strip()
        if not line or line.startswith('#'):
            continue
        first = line.split(',', 1)[0]
        if re.fullmatch(r'\d+x\d+:[0-9a-z_]+', first):
            found.append(solo_rows(first))          # sgt-solo game ID
        elif re.fullmatch(r'\d+:[^ ]+', first):
            found.append(line)                      # sgt-keen game ID (cages and all)
        elif all(c == '.' or c.isalnum() for c in first) and len(first) in (16, 81, 256, 625):
            found.append(first)                     # one row-major line of values
    return found


def main():
    training = set()
    for path in sorted(glob.glob(os.path.join(ROOT, 'resources/training/*.txt'))):
        training.update(keys(path))
    tests = sys.argv[1:] or sorted(glob.glob(os.path.join(ROOT, 'tests/data/*.txt')))
    for path in tests:
        puzzles = keys(path)
        if not puzzles:
            continue
        shared = sum(1 for p in puzzles if p in training)
        print(f'{os.path.relpath(path, ROOT)}: {shared} of {len(puzzles)} in the training files')


if __name__ == '__main__':
    main()
