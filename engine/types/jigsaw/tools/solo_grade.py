#!/usr/bin/python3
"""Grades sgt-solo game IDs with sgt-solo's own standalone grader and prints a cross table.

  solo_grade.py GRADER [FILE]     reads <class>,<game id> lines (jigsaw_solo_ids.py's output) or bare game
                                  IDs, prints <class>,<game id>,<level> (level: trivial, basic,
                                  intermediate, advanced, extreme, unreasonable, ambiguous, impossible)
  solo_grade.py --table [FILE]    reads those graded lines, prints the class x level table and the
                                  Spearman of class against level (ties at their mean rank)

GRADER is solo.c built as its standalone solver (docs/jigsaw.md, "Checked against sgt-solo's grader"):
`GRADER -g <id>` prints "Difficulty rating: <Level> (...)".
"""
import subprocess, sys

LEVELS = ['trivial', 'basic', 'intermediate', 'advanced', 'extreme', 'unreasonable', 'ambiguous', 'impossible']
CLASSES = ['easy', 'medium', 'hard', 'evil']


def grade(grader, game_id):
    out = subprocess.run([grader, '-g', game_id], capture_output=True, text=True, check=True).stdout
    word = out.split('Difficulty rating:', 1)[1].split()[0].lower()
    assert word in LEVELS, out
    return word


def table(lines):
    counts, rows = {}, []
    for line in lines:
        label, level = line.split(',', 1)[0], line.rsplit(',', 1)[1]
        counts[(label, level)] = counts.get((label, level), 0) + 1
        if label not in rows:
            rows.append(label)
    rows.sort(key=lambda r: CLASSES.index(r) if r in CLASSES else (LEVELS.index(r) + 10 if r in LEVELS else 99))
    used = [l for l in LEVELS if any((r, l) in counts for r in rows)]
    print('| ours \\ sgt-solo | ' + ' | '.join(used) + ' |')
    print('|---' * (len(used) + 1) + '|')
    for r in rows:
        print(f'| {r} | ' + ' | '.join(str(counts.get((r, l), 0)) for l in used) + ' |')
    pairs = [(CLASSES.index(r), LEVELS.index(l)) for (r, l), k in counts.items() if r in CLASSES for _ in range(k)]
    if pairs:
        print(f'Spearman of our class against sgt-solo\'s level: {spearman(*zip(*pairs)):.4f} ({len(pairs)} puzzles)')


def ranks(values):
    order = sorted(range(len(values)), key=lambda i: values[i])
    rank = [0.0] * len(values)
    i = 0
    while i < len(order):
        j = i
        while j + 1 < len(order) and values[order[j + 1]] == values[order[i]]:
            j += 1
        for k in range(i, j + 1):
            rank[order[k]] = (i + j) / 2 + 1   # ties share their mean rank
        i = j + 1
    return rank


def spearman(xs, ys):
    rx, ry = ranks(list(xs)), ranks(list(ys))
    mx, my = sum(rx) / len(rx), sum(ry) / len(ry)
    cov = sum((a - mx) * (b - my) for a, b in zip(rx, ry))
    return cov / (sum((a - mx) ** 2 for a in rx) * sum((b - my) ** 2 for b in ry)) ** 0.5


if __name__ == '__main__':
    if sys.argv[1] == '--table':
        table([l.strip() for l in (open(sys.argv[2]) if len(sys.argv) > 2 else sys.stdin) if l.strip() and not l.startswith('#')])
        sys.exit(0)
    grader = sys.argv[1]
    for line in (open(sys.argv[2]) if len(sys.argv) > 2 else sys.stdin):
        line = line.strip()
        if not line or line.startswith('#'):
            continue
        head = line.split(',', 1)[0]
        label, game_id = (line.split(',', 1) if ':' not in head else ('-', line))
        print(f'{label},{game_id},{grade(grader, game_id)}', flush=True)
