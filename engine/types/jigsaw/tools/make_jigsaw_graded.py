#!/usr/bin/python3
"""Makes Jigsaw's score training and held-out files from puzzles graded by sgt-solo's own grader
(solo_grade.py's output, <origin>,<game id>,<level>). See docs/jigsaw.md, "Checked against sgt-solo's
grader", for the commands that make the inputs.

Usage: make_jigsaw_graded.py GRADED_DIR OUT_TRAIN OUT_HELDOUT

  GRADED_DIR/solo-N.graded        sgt-solo's own jigsaw puzzles of size N (origin = the level asked of
                                  `sgt-solo --generate K Njd<level>`); the grader must agree with it
  GRADED_DIR/ours-train-N.graded  ours (puzzlesmith-cli generate --seed 500000), all for training
  GRADED_DIR/ours-N.graded        ours (--seed 1): the cross table's puzzles, all held out

sgt-solo's puzzles are split 70/30 inside each (size, level) group with random.Random(20261127); the 30%
and our seed-1 puzzles never train, and a held-out puzzle that is also in the training part is dropped.
"""
import glob, os, random, re, sys

graded_dir, out_train, out_held = sys.argv[1:4]


def read(path):
    for line in open(path):
        line = line.strip()
        if line:
            origin, rest = line.split(',', 1)
            game_id, level = rest.rsplit(',', 1)
            yield origin, game_id, level


def size_of(path):
    return int(re.search(r'-(\d+)\.graded$', path).group(1))


train, held = [], []
rng = random.Random(20261127)
for path in sorted(glob.glob(f'{graded_dir}/solo-*.graded'), key=size_of):
    groups = {}
    for origin, game_id, level in read(path):
        assert origin == level, f'{path}: sgt-solo asked for {origin}, its grader says {level}'
        groups.setdefault(level, []).append(game_id)
    for level in sorted(groups):
        ids = groups[level]
        rng.shuffle(ids)
        cut = round(0.3 * len(ids))
        held += [(level, 'sgt-solo', i) for i in ids[:cut]]
        train += [(level, 'sgt-solo', i) for i in ids[cut:]]
for path in sorted(glob.glob(f'{graded_dir}/ours-train-*.graded'), key=size_of):
    train += [(level, 'puzzlesmith+solo-grader', i) for _, i, level in read(path)]
for path in sorted(glob.glob(f'{graded_dir}/ours-[0-9]*.graded'), key=size_of):
    held += [(level, 'puzzlesmith+solo-grader', i) for _, i, level in read(path)]

# sgt-solo makes some small puzzles more than once (three 4x4 IDs fell on both sides): a puzzle that trains
# is never held out.
trained = {game_id for _, _, game_id in train}
held = [row for row in held if row[2] not in trained]

HEADER = """# Jigsaw Sudoku puzzles as sgt-solo game IDs, each after a comment with sgt-solo's grade (label=) and who made
# it (source=): sgt-solo = `sgt-solo --generate K Njd<level>` (Debian sgt-puzzles 20230122.806ae71-2);
# puzzlesmith+solo-grader = `puzzlesmith-cli generate --type jigsaw` (%s). Every grade is solo.c's
# standalone grader (`solosolver -g`, sgt-puzzles commit 806ae71), which agrees with every level sgt-solo asked for.
# Made by engine/types/jigsaw/tools/make_jigsaw_graded.py (docs/jigsaw.md). %s
"""
for path, rows, seeds, part in ((out_train, train, '--seed 500000', 'TRAIN part: 70% of sgt-solo\'s puzzles per (size, level), and ours.'),
                                 (out_held, held, '--seed 1', 'HELD-OUT part: the other 30% of sgt-solo\'s, and ours; never trained on.')):
    with open(path, 'w') as f:
        f.write(HEADER % (seeds, part))
        for level, source, game_id in rows:
            f.write(f'\n# label={level} source={source}\n{game_id}\n')
print(len(train), 'train,', len(held), 'held out')
