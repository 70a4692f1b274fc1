#!/usr/bin/python3
"""Makes the Sudoku score's training and held-out files: every 9x9 puzzle of ../shared/data rated by BOTH
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
import csv, random, sys

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
