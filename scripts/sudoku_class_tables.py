"""Sudoku's classes against the peers' own graders (docs/difficulty-score.md, "Sudoku's classes against
the peers"); run as `grade_with_peers.py sudoku SOLOSOLVER CLI [options]`. `grade_with_peers.py sudoku-graders
SRC_DIR` builds SRC_DIR/solosolver and SRC_DIR/solosolver-capped (below) from the sgt-puzzles source there.

  SOLOSOLVER  solo.c built as its standalone grader (gcc -O2 -DSTANDALONE_SOLVER ... solo.c -o solosolver -lm,
              sgt-puzzles commit 806ae71 = Debian's 20230122.806ae71); `solosolver -g <game id>` grades.
  CLI         build/bin/puzzlesmith-cli.
  --sizes 9x9,16x16[,25x25]   --count N (per class, default 40)   --seed S (default 1)   --threads T (default 1)
  --qqwing PATH (default qqwing; 9x9 only)
  --timeout S (default 600): seconds one grader run may take
  --capped PATH: solo.c's standalone grader with one option added, -x, that runs its solver without
              recursion (maxdiff DIFF_EXTREME, as sgt-solo's own generator asks at extreme); "Impossible" then
              means the puzzle needs recursion, which for a puzzle with one solution is sgt-solo's
              "unreasonable". Used when the plain grader runs out of time (at 25x25 its recursion re-runs
              every technique at every guess), and listed as "unreasonable (no recursion: needs it)".
  --puzzles DIR: read DIR/<size>-<class>.txt (generate's puzzle lines) where it exists instead of
              generating (evil 25x25 puzzles take minutes each); the tables say which rows were read

For every size and class: `generate --size SIZE --difficulty D --count N --seed S` (puzzle lines), each
puzzle graded by `SOLOSOLVER -g` on its game ID and, at 9x9, by `qqwing --solve --stats --csv`. A class the CLI refuses at
a size (not offered there) is listed as such. Prints the cross tables, Spearman's rank correlation of our
class against each grader's level, and the generation time per class.
"""
import os
import re
import subprocess
import time
from collections import Counter

from peer_tables import read_options, spearman

SGT_LEVELS = ['trivial', 'basic', 'intermediate', 'advanced', 'extreme', 'unreasonable']
QQ_LEVELS = ['simple', 'easy', 'intermediate', 'expert']
OUR_CLASSES = ['easy', 'medium', 'hard', 'evil']


SYMBOLS = '123456789ABCDEFGHIJKLMNOP'

# solo.c's standalone main with one option added: -x runs the solver with maxdiff DIFF_EXTREME (no
# recursion), as sgt-solo's generator does when it checks a puzzle for its extreme level; -xi and -xa cap
# it at intersections and set elimination. Each pair: (text in solo.c 806ae71, its replacement).
CAPPED_MAIN = [
    ('    bool grade = false;\n    struct difficulty dlev;', '    bool grade = false;\n    int capped = 0;\n    struct difficulty dlev;'),
    ('        } else if (!strcmp(p, "-g")) {\n            grade = true;',
     '        } else if (!strcmp(p, "-g")) {\n            grade = true;\n'
     '        } else if (!strncmp(p, "-x", 2)) {\n'
     '            capped = p[2] == \'i\' ? DIFF_INTERSECT : p[2] == \'a\' ? DIFF_SET : DIFF_EXTREME;'),
    ('    dlev.maxdiff = DIFF_RECURSIVE;\n    dlev.maxkdiff = DIFF_KINTERSECT;\n    solver(s->cr',
     '    dlev.maxdiff = capped ? capped : DIFF_RECURSIVE;\n    dlev.maxkdiff = DIFF_KINTERSECT;\n    solver(s->cr'),
]


def sudoku_graders(args):
    """Builds SRC/solosolver (solo.c as it is) and SRC/solosolver-capped (CAPPED_MAIN applied to a copy)."""
    if len(args) != 1:
        raise SystemExit('usage: grade_with_peers.py sudoku-graders SRC   (SRC: sgt-puzzles source at 806ae71)')
    src = args[0]
    with open(f'{src}/solo.c') as f:
        text = f.read()
    for old, new in CAPPED_MAIN:
        if text.count(old) != 1:
            raise SystemExit(f'solo.c is not the 806ae71 source this patch expects (looking for {old!r})')
        text = text.replace(old, new)
    with open(f'{src}/solo_capped.c', 'w') as f:
        f.write(text)
    common = ['malloc.c', 'misc.c', 'random.c', 'divvy.c', 'dsf.c', 'nullfe.c', '-lm']
    subprocess.run(['gcc', '-O2', '-DSTANDALONE_SOLVER', '-w', 'solo.c'] + common + ['-o', 'solosolver'], cwd=src, check=True)
    subprocess.run(['gcc', '-O2', '-DSTANDALONE_SOLVER', '-w', 'solo_capped.c'] + common + ['-o', 'solosolver-capped'], cwd=src, check=True)
    print(f'{src}/solosolver\n{src}/solosolver-capped')


def game_id_of_line(grid, box):
    """sgt-solo's game ID of one of our puzzles ('.' empty, values 1-9 then A-P; `box` "RxC", R rows by C
    columns): "RxC:" as sgt-solo's parameters read it, and the squares row by row, numbers as decimals
    ('_' between two numbers), runs of empty squares as a..z."""
    rows, cols = box.split('x')
    out, run, after_number = [], 0, False
    for ch in grid + '#':
        if ch == '.':
            run += 1
            continue
        while run > 0:
            k = min(run, 26)
            out.append(chr(ord('a') + k - 1))
            run -= k
            after_number = False
        if ch == '#':
            break
        if after_number:
            out.append('_')
        out.append(str(SYMBOLS.index(ch) + 1))
        after_number = True
    return f'{rows}x{cols}:' + ''.join(out)


def table(title, rows, columns, counts, extra=None):
    print('| ' + title + ' | ' + ' | '.join(columns) + ''.join(' | ' + e[0] for e in extra or []) + ' |')
    print('|' + '---|' * (len(columns) + 1 + len(extra or [])))
    for r in rows:
        if r not in counts:
            continue
        cells = [str(counts[r][c]) if counts[r][c] else '' for c in columns]
        print('| ' + r + ' | ' + ' | '.join(cells) + ''.join(' | ' + e[1][r] for e in extra or []) + ' |')
    print()


def sudoku_tables(args):
    opts, rest = read_options(args, {'--sizes': '9x9,16x16', '--count': '40', '--seed': '1', '--threads': '1', '--qqwing': 'qqwing',
            '--timeout': '600', '--capped': None, '--puzzles': None}, needs=('SOLOSOLVER', 'CLI'))
    solosolver, cli = rest[:2]

    timeout = float(opts['--timeout'])
    capped_used = Counter()

    def run_grader(command):
        try:
            out = subprocess.run(command, capture_output=True, text=True, timeout=timeout).stdout
        except subprocess.TimeoutExpired:
            return 'timeout'
        m = re.search(r'Difficulty rating: (\w+)', out)
        return m.group(1).lower() if m else 'error'

    def solo_grade(game_id):
        grade = run_grader([solosolver, '-g', game_id])
        if grade == 'timeout' and opts['--capped']:
            grade = run_grader([opts['--capped'], '-x', '-g', game_id])
            if grade == 'impossible':   # no solution without recursion: the puzzle (one solution) needs it
                grade = 'unreasonable'
            capped_used[grade] += 1
        return grade

    def qq_grades(lines):
        grids = '\n'.join(lines) + '\n'
        out = subprocess.run([opts['--qqwing'], '--solve', '--stats', '--csv'], input=grids, capture_output=True, text=True).stdout
        return [row.split(',')[10].lower() for row in out.strip().split('\n')[1:]]

    for size in opts['--sizes'].split(','):
        solo, qq, seconds, refused = {}, {}, {}, {}
        pairs_solo, pairs_qq = [], []
        read = []
        for d in OUR_CLASSES:
            start = time.monotonic()
            stored = f"{opts['--puzzles']}/{size}-{d}.txt" if opts['--puzzles'] else None
            if stored and os.path.exists(stored):
                with open(stored) as f:
                    run = subprocess.CompletedProcess([], 0, f.read(), '')
                read.append(d)
            else:
                run = subprocess.run([cli, 'generate', '--size', size, '--difficulty', d, '--count', opts['--count'],
                                      '--seed', opts['--seed'], '--threads', opts['--threads']],
                                     capture_output=True, text=True)
            elapsed = time.monotonic() - start
            records = [l for l in run.stdout.split('\n') if l.strip()]
            lines = [r.split(',')[0] for r in records]
            ids = [game_id_of_line(r.split(',')[0], re.search(r'box=(\d+x\d+)', r).group(1)) for r in records]
            if run.returncode != 0 or not ids:
                refused[d] = run.stderr.strip().split('\n')[-1]
                continue
            seconds[d] = 'read' if d in read else f'{elapsed / len(ids):.3f}'
            grades = [solo_grade(i) for i in ids]
            solo[d] = Counter(grades)
            pairs_solo += [(OUR_CLASSES.index(d), SGT_LEVELS.index(g)) for g in grades if g in SGT_LEVELS]
            if size == '9x9':
                levels = qq_grades(lines)
                qq[d] = Counter(levels)
                pairs_qq += [(OUR_CLASSES.index(d), QQ_LEVELS.index(g)) for g in levels if g in QQ_LEVELS]
        print(f'## Sudoku {size}: {opts["--count"]} puzzles per class, seed {opts["--seed"]}\n')
        table(f'ours \\ sgt-solo ({size})', OUR_CLASSES, SGT_LEVELS + ['timeout'], solo, [('s per puzzle', seconds)])
        if capped_used:
            print(f'Graded without recursion (-x) after the plain grader ran out of {timeout:.0f} s: ' +
                  ', '.join(f'{n} {g}' for g, n in sorted(capped_used.items())) + '\n')
            capped_used.clear()
        if read:
            print(f'Read from {opts["--puzzles"]}: ' + ', '.join(read) + '\n')
        if pairs_solo:
            print(f'Spearman, our class against sgt-solo\'s level: {spearman(*zip(*pairs_solo)):.4f} ({len(pairs_solo)} puzzles)\n')
        if qq:
            table('ours \\ qqwing (9x9)', OUR_CLASSES, QQ_LEVELS, qq)
            print(f'Spearman, our class against qqwing\'s level: {spearman(*zip(*pairs_qq)):.4f} ({len(pairs_qq)} puzzles)\n')
        for d, why in refused.items():
            print(f'{d}: not offered at {size} ({why})')
        if refused:
            print()
