#!/usr/bin/python3
"""Cross tables of Futoshiki's four classes against sgt-unequal's five levels (docs/futoshiki.md).

  rate:  sgt-unequal's own puzzles (`sgt-unequal --generate K <N>d<level>`, levels t e k x r), each graded
         again by unequal.c's standalone grader (the level it really has) and rated by
         `puzzlesmith-cli rate --type futoshiki`: rows its grader's level, columns our class.
  ours:  our puzzles (`puzzlesmith-cli generate --type futoshiki --difficulty D --seed 1`), written as
         sgt-unequal game IDs and graded by unequal.c's standalone grader: rows our class, columns its level.

The grader is unequal.c built with -DSTANDALONE_SOLVER from the sgt-puzzles source Debian packages
(commit 806ae71), outside the project tree:
  git --git-dir=MIRROR archive 806ae71 | tar -x -C SRC
  gcc -O2 -DSTANDALONE_SOLVER -w SRC/unequal.c SRC/latin.c SRC/malloc.c SRC/misc.c SRC/random.c \\
      SRC/tree234.c SRC/nullfe.c SRC/matching.c -o unequalsolver -lm
It prints "Game has difficulty <Level>." last for each ID it is given.

Usage: futoshiki_vs_unequal.py CLI GRADER [--size N] [--count K]
  CLI     build/bin/puzzlesmith-cli
  GRADER  the unequalsolver built as above
"""
import argparse
import re
import subprocess
import tempfile

LEVELS = ['Trivial', 'Easy', 'Tricky', 'Extreme', 'Recursive']
LETTERS = {'Trivial': 't', 'Easy': 'e', 'Tricky': 'k', 'Extreme': 'x', 'Recursive': 'r'}
CLASSES = ['easy', 'medium', 'hard', 'evil']
UNEQUAL = '/usr/games/sgt-unequal'


def grade(grader, game_id):
    """unequal.c's level of one game ID ("Tricky"), or the last line it printed when it found none."""
    out = subprocess.run([grader, game_id], capture_output=True, text=True, check=False).stdout
    found = re.findall(r'Game has difficulty (\w+)\.', out)
    return found[-1] if found else out.strip().splitlines()[-1]


def rate(cli, ids):
    """Our class of each game ID, in order."""
    with tempfile.NamedTemporaryFile('w', suffix='.txt') as f:
        f.write('\n'.join(ids) + '\n')
        f.flush()
        out = subprocess.run([cli, 'rate', '--type', 'futoshiki', '--format', 'grid', f.name], capture_output=True, text=True,
                             check=True).stdout
    return re.findall(r'difficulty=(\w+)', out)


def grids(text):
    """The boards of our grid text: (size, value/sign lines)."""
    lines = [l for l in text.splitlines() if not l.startswith('#')]
    i = 0
    while i < len(lines):
        if re.fullmatch(r'\d+ \d+', lines[i].strip()):
            n = int(lines[i].split()[0])
            yield n, lines[i + 1:i + 2 * n]
            i += 2 * n
        else:
            i += 1


def game_id(n, lines):
    """sgt-unequal's ID of a board in our grid text (the format FutoshikiFormat documents)."""
    values, flags = [], [''] * (n * n)
    for k, line in enumerate(lines):
        text = ''.join(line.split())
        row = k // 2
        if k % 2 == 0:
            col = 0
            for c in text:
                if c in '<>':
                    left = row * n + col - 1
                    # the greater square names the neighbour it is greater than
                    if c == '>':
                        flags[left] += 'R'
                    else:
                        flags[left + 1] += 'L'
                else:
                    values.append(0 if c == '.' else int(c))
                    col += 1
        else:
            for col, c in enumerate(text):
                upper = row * n + col
                if c == 'v':
                    flags[upper] += 'D'
                elif c == '^':
                    flags[upper + n] += 'U'
    order = lambda f: ''.join(d for d in 'URDL' if d in f)
    return f'{n}:' + ','.join(f'{v}{order(f)}' for v, f in zip(values, flags))


def table(title, rows, cols, counts):
    width = max(len(c) for c in cols + rows) + 2
    print(title)
    print(''.ljust(width) + ''.join(c.rjust(width) for c in cols))
    for r in rows:
        print(r.ljust(width) + ''.join(str(counts.get((r, c), 0)).rjust(width) for c in cols))
    print()


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument('cli')
    parser.add_argument('grader')
    parser.add_argument('--size', type=int, default=5)
    parser.add_argument('--count', type=int, default=20)
    args = parser.parse_args()
    n, k = args.size, args.count

    counts = {}
    for level in LEVELS:
        out = subprocess.run([UNEQUAL, '--generate', str(k), f'{n}d{LETTERS[level]}'], capture_output=True, text=True,
                             check=True).stdout
        ids = [l.strip() for l in out.splitlines() if l.strip()]
        for game, ours in zip(ids, rate(args.cli, ids)):
            key = (grade(args.grader, game), ours)
            counts[key] = counts.get(key, 0) + 1
    table(f'sgt-unequal {n}x{n} puzzles ({k} asked per level): rows its grader\'s level, columns our class', LEVELS, CLASSES,
          counts)

    counts = {}
    for ours in CLASSES:
        out = subprocess.run([args.cli, 'generate', '--type', 'futoshiki', '--size', f'{n}x{n}', '--difficulty', ours, '--count',
                              str(k), '--seed', '1', '--format', 'grid'], capture_output=True, text=True, check=True).stdout
        for size, lines in grids(out):
            key = (ours, grade(args.grader, game_id(size, lines)))
            counts[key] = counts.get(key, 0) + 1
    table(f'our {n}x{n} puzzles ({k} per class, seed 1): rows our class, columns sgt-unequal\'s grader', CLASSES, LEVELS, counts)


if __name__ == '__main__':
    main()
