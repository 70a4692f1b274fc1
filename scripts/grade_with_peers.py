#!/usr/bin/python3
"""Three jobs, by the first argument.

`grade_with_peers.py sudoku ...`: Sudoku's classes against sgt-solo's grader and qqwing (docs/difficulty-score.md);
see scripts/sudoku_class_tables.py for its arguments.

`grade_with_peers.py killer ...`: Killer Sudoku's cross tables against sgt-solo's grader (docs/killer.md);
see killer_tables() below for its arguments.

Otherwise: makes the Sudoku score's training and held-out files: every 9x9 puzzle of ../shared/data rated by BOTH
peer graders, so a puzzle's target is the mean of two independent grades.

  qqwing's rating:   qqwing --solve --stats --csv   (Debian qqwing 1.3.4; reproduces qqwing's labels exactly)
  sgt-solo's grade:  solo.c built as its standalone grader (gcc -DSTANDALONE_SOLVER ... solo.c -o solosolver,
                     sgt-puzzles commit 806ae71 = Debian 20230122.806ae71, the program that made the data;
                     `solosolver -g <game id>` reproduces every sgt-solo label in ../shared/data)

Usage: grade_with_peers.py DATA_DIR QQWING_CSV_DIR SOLO_CSV_DIR OUT_TRAIN OUT_HELDOUT
where the CSV dirs hold qq-<file>.csv (qqwing's --csv output) and sg-<file>.csv (<grid>,<grade>) for
<file> in qqwing-9x9, solo-9x9, solo-4-16-25 (see docs/difficulty-score.md for the commands).

Split: all of sudoku-qqwing-9x9 trains; sudoku-solo-9x9 and sudoku-solo-4-16-25 are split 70/30 inside each
(size, level) group with random.Random(20261126); the 30% never trains and is where the score is checked.
"""
import csv, random, re, subprocess, sys
from collections import Counter

SGT_LEVELS = ['trivial', 'basic', 'intermediate', 'advanced', 'extreme', 'unreasonable', 'ambiguous']
OUR_CLASSES = ['easy', 'medium', 'hard', 'evil']

def killer_tables(args):
    """grade_with_peers.py killer SOLOSOLVER CLI [--sgt-dir DIR] [--count N] [--seed S] [--size 9x9]

    SOLOSOLVER: solo.c built as its standalone grader (gcc -DSTANDALONE_SOLVER, sgt-puzzles 806ae71).
    CLI: build/bin/puzzlesmith-cli.
    Table 1, sgt-solo's puzzles x our classes: the game IDs of DIR/<t|b|i|a|e|u>.txt (one a line, made by
    `sgt-solo --generate N 3x3kd<level>`; their level is checked with the grader), rated by
    `rate --type killer`.
    Table 2, our puzzles x sgt-solo's grade: `generate --type killer --size SIZE --difficulty D --count N
    --seed S --format gameid` per class, each ID graded by `SOLOSOLVER -g`. sgt-solo's cages have two
    squares or more, so a one-square cage (a given) joins a neighbouring cage in the ID (KillerFormat);
    the last column counts the puzzles with such givens. "ambiguous" is the grader's word for a puzzle its
    recursion found two solutions for (our native solver and z3 find one: see docs/killer.md).
    """
    opts = {'--sgt-dir': None, '--count': '30', '--seed': '1', '--size': '9x9'}
    rest = []
    it = iter(args)
    for a in it:
        if a in opts:
            opts[a] = next(it)
        else:
            rest.append(a)
    solosolver, cli = rest[:2]

    def grade(game_id):
        out = subprocess.run([solosolver, '-g', game_id], capture_output=True, text=True).stdout
        m = re.search(r'Difficulty rating: (\w+)', out)
        return m.group(1).lower() if m else 'error'

    def table(title, rows, columns, counts, extra=None):
        head = '| ' + title + ' | ' + ' | '.join(columns) + (' | ' + extra[0] if extra else '') + ' |'
        print(head)
        print('|' + '---|' * (len(columns) + 1 + (1 if extra else 0)))
        for r in rows:
            if sum(counts[r].values()) == 0:
                continue
            cells = [str(counts[r][c]) for c in columns]
            print('| ' + r + ' | ' + ' | '.join(cells) + (' | ' + str(extra[1][r]) if extra else '') + ' |')
        print()

    if opts['--sgt-dir']:
        counts = {}
        names = dict(zip('tbiaeu', SGT_LEVELS))
        for letter, level in names.items():
            try:
                ids = [l.strip() for l in open(f"{opts['--sgt-dir']}/{letter}.txt") if l.strip()][:int(opts['--count'])]
            except OSError:
                continue
            for game_id in ids:
                assert grade(game_id) == level, game_id
            out = subprocess.run([cli, 'rate', '--type', 'killer', '-'], input='\n'.join(ids) + '\n',
                                 capture_output=True, text=True).stdout
            classes = re.findall(r'difficulty=(\w+)', out)
            assert len(classes) == len(ids), (level, len(classes), len(ids))
            counts[level] = Counter(classes)
        table('sgt-solo level \\ ours', [l for l in SGT_LEVELS if l in counts], OUR_CLASSES, {k: counts.get(k, Counter()) for k in SGT_LEVELS})

    counts, with_givens = {}, {}
    for d in OUR_CLASSES:
        out = subprocess.run([cli, 'generate', '--type', 'killer', '--size', opts['--size'], '--difficulty', d,
                              '--count', opts['--count'], '--seed', opts['--seed'], '--threads', '1', '--format', 'gameid'],
                             capture_output=True, text=True).stdout
        ids = [l for l in out.split('\n') if l.strip()]
        counts[d] = Counter(grade(i) for i in ids)
        # A given is a number in the ID's grid part (before the first comma after the colon).
        with_givens[d] = sum(1 for i in ids if re.search(r'[0-9]', i.split(':', 1)[1].split(',')[0]))
    table('ours \\ sgt-solo grade', OUR_CLASSES, SGT_LEVELS, counts, ('with givens', with_givens))

if len(sys.argv) > 1 and sys.argv[1] == 'sudoku':
    sys.path.insert(0, __file__.rsplit('/', 1)[0])
    from sudoku_class_tables import sudoku_tables
    sudoku_tables(sys.argv[2:])
    sys.exit(0)

if len(sys.argv) > 1 and sys.argv[1] == 'killer':
    killer_tables(sys.argv[2:])
    sys.exit(0)

data, qqdir, sgdir, out_train, out_held = sys.argv[1:6]
QQ_SOURCE = 'qqwing --solve --stats'
SG_SOURCE = 'solo.c grader -g (sgt-puzzles 806ae71)'

def records(name):
    for line in open(f'{data}/sudoku-{name}.txt'):
        if line.startswith('#') or not line.strip():
            continue
        grid, label, source = line.rstrip('\n').split(',', 2)
        yield grid, label, source

def qq(name):
    with open(f'{qqdir}/qq-{name}.csv') as f:
        r = csv.reader(f); next(r)
        return {row[0]: row[10].lower() for row in r}

def sg(name):
    return dict(l.strip().split(',') for l in open(f'{sgdir}/sg-{name}.csv'))

def line(grid, grades):
    return grid + ',' + ';'.join(g[0] for g in grades) + ',' + ';'.join(g[1] for g in grades)

train, held = [], []
q, s = qq('qqwing-9x9'), sg('qqwing-9x9')
for grid, label, source in records('qqwing-9x9'):
    assert q[grid] == label
    train.append(line(grid, [(label, source), (s[grid], SG_SOURCE)]))
rng = random.Random(20261126)
for name in ('solo-9x9', 'solo-4-16-25'):
    q = qq(name) if name == 'solo-9x9' else {}
    s = sg(name)
    groups = {}
    for grid, label, source in records(name):
        assert s[grid] == label
        groups.setdefault((len(grid), label), []).append((grid, label, source))
    for key in sorted(groups):
        items = groups[key]
        rng.shuffle(items)
        cut = round(0.3 * len(items))
        for i, (grid, label, source) in enumerate(items):
            grades = [(label, source)] + ([(q[grid], QQ_SOURCE)] if grid in q else [])
            (held if i < cut else train).append(line(grid, grades))

HEADER = """# Sudoku puzzles from ../shared/data (qqwing 1.3.4 and sgt-solo 20230122.806ae71, both Debian), each with
# every grade a peer grader gives it: <grid>,<grade>[;<grade>],<source>[;<source>] (grades and sources pair up).
# The first grade is the file's own label; the second the other grader's (qqwing --solve --stats, or solo.c's
# standalone grader built from the same sgt-puzzles commit). 4x4/16x16/25x25 carry sgt-solo's grade only.
# Made by scripts/grade_with_peers.py (see docs/difficulty-score.md). %s
"""
with open(out_train, 'w') as f:
    f.write(HEADER % 'TRAIN part: all of sudoku-qqwing-9x9, 70% of sudoku-solo-9x9 and of sudoku-solo-4-16-25.\n')
    f.write('\n'.join(train) + '\n')
with open(out_held, 'w') as f:
    f.write(HEADER % 'HELD-OUT part: the other 30% of sudoku-solo-9x9 and sudoku-solo-4-16-25; never used in training.\n')
    f.write('\n'.join(held) + '\n')
print(len(train), 'train,', len(held), 'held out')
