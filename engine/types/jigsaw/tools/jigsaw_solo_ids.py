#!/usr/bin/python3
"""Writes Jigsaw Sudoku puzzles in grid text (puzzlesmith-cli generate --type jigsaw --format grid) as
sgt-solo game IDs, one per line, so sgt-solo's own grader (solo.c built with -DSTANDALONE_SOLVER,
`solosolver -g <id>`) can grade them. See docs/jigsaw.md, "Checked against sgt-solo's grader".

Usage: jigsaw_solo_ids.py [FILE] > ids.txt      (standard input without FILE)
Output: <class>,<game id> per puzzle, where <class> is the word after '# ' on the comment line that
generate writes before each puzzle (easy, medium, hard, evil), or '-' when there is none.

The ID is the one solo.c writes (encode_grid and encode_block_structure_desc in solo.c, sgt-puzzles
806ae71): "Nj:<grid>,<blocks>". The grid: a run of k empty squares is the letter 'a'-1+k (runs over 26
split as 'z' then the rest), a given is its number, and '_' stands between two givens. The blocks: the
N(N-1) internal vertical edges in reading order, then the N(N-1) internal horizontal ones column by
column, then one closing edge; each edge (regions differ across it) is written as the count of non-edges
since the last one ('_' for none, 'a' for 1 ... 'y' for 25; 'z' for 25 non-edges with no edge yet).
"""
import sys


def encode_grid(values):
    out, run = [], 0
    for i, v in enumerate(values + [-1]):
        if v == 0:
            run += 1
            continue
        if run:
            while run > 0:
                step = min(run, 26)
                out.append(chr(ord('a') - 1 + step))
                run -= step
        elif out and v > 0:
            out.append('_')
        if v > 0:
            out.append(str(v))
        run = 0
    return ''.join(out)


def encode_blocks(n, region):
    edges = []
    for y in range(n):
        for x in range(n - 1):
            edges.append(region[y][x] != region[y][x + 1])
    for x in range(n):
        for y in range(n - 1):
            edges.append(region[y][x] != region[y + 1][x])
    edges.append(True)  # solo.c's closing virtual edge
    out, run = [], 0
    for edge in edges:
        if not edge:
            run += 1
            continue
        while run > 25:
            out.append('z')
            run -= 25
        out.append(chr(ord('a') - 1 + run) if run else '_')
        run = 0
    return ''.join(out)


def tokens(row, n):
    parts = row.split()
    return parts if len(parts) == n else list(row.strip())


def puzzles(lines):
    label, i = '-', 0
    while i < len(lines):
        line = lines[i].strip()
        if line.startswith('#'):
            words = line[1:].split()
            label = words[0].rstrip(',') if words else '-'
            i += 1
            continue
        if not line:
            i += 1
            continue
        rows, cols = map(int, line.split())
        assert rows == cols, 'Jigsaw grids are square'
        n = rows
        values = []
        for row in lines[i + 1:i + 1 + n]:
            values += [0 if t in '-.' else int(t) for t in tokens(row, n)]
        region = [tokens(row, n) for row in lines[i + 1 + n:i + 1 + 2 * n]]
        assert len(values) == n * n and len(region) == n, f'puzzle at line {i + 1} is cut short'
        yield label, f'{n}j:{encode_grid(values)},{encode_blocks(n, region)}'
        label, i = '-', i + 1 + 2 * n


if __name__ == '__main__':
    source = open(sys.argv[1]) if len(sys.argv) > 1 else sys.stdin
    for label, game_id in puzzles(source.read().splitlines()):
        print(f'{label},{game_id}')
