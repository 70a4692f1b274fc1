#!/usr/bin/python3
"""Cross tables of Puzzlesmith's Skyscrapers classes against sgt-towers' levels (issue 38).

  1. sgt-towers' puzzles: `sgt-towers --generate K <N>d<level>` for each level e, h, x, u, rated by
     `puzzlesmith-cli rate --type skyscrapers`: how our classes file each of its levels.
  2. Our puzzles: `puzzlesmith-cli generate --type skyscrapers --size NxN --count K --seed S`, rated by us and
     graded by sgt-towers' own standalone grader (towers.c built with -DSTANDALONE_SOLVER, run as
     `towerssolver -g <game id>`; see docs/skyscrapers.md for the build): how its levels file our classes.

  With --each-class, part 2 makes K puzzles at each of our classes (`generate --difficulty D`) instead of
  K at any class, and part 1 is left out (--ours-only alone also leaves it out).

Usage: skyscrapers_levels.py CLI TOWERS_GRADER [--count K] [--sizes 5 6] [--seed S] [--sgt-towers PATH]
                             [--each-class] [--ours-only]
Everything is seeded on our side; sgt-towers draws its own puzzles, so part 1 differs from run to run.
"""
import argparse, collections, os, re, subprocess, tempfile

LEVELS = ['easy', 'hard', 'extreme', 'unreasonable']
LETTERS = {'easy': 'e', 'hard': 'h', 'extreme': 'x', 'unreasonable': 'u'}   # sgt-towers' parameter letters
CLASSES = ['easy', 'medium', 'hard', 'evil']


def rate(cli, path):
    out = subprocess.run([cli, 'rate', '--type', 'skyscrapers', '--format', 'grid', path], capture_output=True, text=True)
    return re.findall(r'^difficulty=(\w+)', out.stdout, re.M)


def table(title, rows, cols, counts):
    print(title)
    width = max(len(c) for c in cols) + 2
    print(' ' * 14 + ''.join(c.rjust(width) for c in cols))
    for r in rows:
        print(r.ljust(14) + ''.join(str(counts[(r, c)]).rjust(width) for c in cols))
    print()


def grids(text):
    """The puzzles of Skyscrapers grid text: (side, clue rows, given rows)."""
    lines = [l.strip() for l in text.splitlines() if l.strip() and not l.startswith('#')]
    i = 0
    while i < len(lines):
        n = int(lines[i].split()[0])
        rows = [l.split() for l in lines[i + 1:i + 5 + n]]
        yield n, rows[:4], rows[4:]
        i += 5 + n


def game_id(n, clues, givens):
    """sgt-towers' game ID: the 4N clues with '/' between, then ',' and the givens (runs of empty squares
    as letters a-z, '_' between two adjacent numbers)."""
    text = '%d:' % n + '/'.join('' if v == '-' else v for row in clues for v in row)
    cells = [v for row in givens for v in row]
    if all(v == '-' for v in cells):
        return text
    out, run, last_number = '', 0, False
    for v in cells:
        if v == '-':
            run += 1
            if run == 26:
                out, run = out + 'z', 0
            last_number = False
            continue
        if run:
            out += chr(ord('a') + run - 1)
        elif last_number:
            out += '_'
        run, last_number = 0, True
        out += v
    if run:
        out += chr(ord('a') + run - 1)
    return text + ',' + out


def main():
    p = argparse.ArgumentParser()
    p.add_argument('cli')
    p.add_argument('grader')
    p.add_argument('--count', type=int, default=20)
    p.add_argument('--sizes', type=int, nargs='+', default=[5, 6])
    p.add_argument('--seed', type=int, default=1)
    p.add_argument('--sgt-towers', default='/usr/games/sgt-towers')
    p.add_argument('--each-class', action='store_true')
    p.add_argument('--ours-only', action='store_true')
    a = p.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        for n in a.sizes:
            counts = collections.Counter()
            for level in ([] if a.each_class or a.ours_only else LEVELS):
                ids = subprocess.run([a.sgt_towers, '--generate', str(a.count), '%dd%s' % (n, LETTERS[level])],
                                     capture_output=True, text=True).stdout
                path = os.path.join(tmp, 'towers.txt')
                open(path, 'w').write(ids)
                for ours in rate(a.cli, path):
                    counts[(level, ours)] += 1
            if counts:
                table('%dx%d: sgt-towers --generate %d %dd<level>, rated by puzzlesmith-cli rate (rows: its level, columns: our class)'
                      % (n, n, a.count, n), LEVELS, CLASSES, counts)

            counts = collections.Counter()
            made = ''
            for level in (CLASSES if a.each_class else [None]):
                made += subprocess.run([a.cli, 'generate', '--type', 'skyscrapers', '--size', '%dx%d' % (n, n), '--count', str(a.count),
                                        '--seed', str(a.seed), '--format', 'grid', '--threads', '1']
                                       + (['--difficulty', level] if level else []), capture_output=True, text=True).stdout + '\n'
            path = os.path.join(tmp, 'ours.txt')
            open(path, 'w').write(made)
            ours = rate(a.cli, path)
            for cls, (side, clues, givens) in zip(ours, grids(made)):
                out = subprocess.run([a.grader, '-g', game_id(side, clues, givens)], capture_output=True, text=True).stdout
                m = re.search(r'Difficulty rating: (\w+)', out)
                counts[(cls, m.group(1).lower() if m else '?')] += 1
            table('%dx%d: puzzlesmith-cli generate --count %d --seed %d%s, graded by towers.c -g (rows: our class, columns: its level)'
                  % (n, n, a.count, a.seed, ' --difficulty <each class>' if a.each_class else ''), CLASSES, LEVELS, counts)


if __name__ == '__main__':
    main()
