#!/usr/bin/python3
"""Six jobs, by the first argument.

`grade_with_peers.py sudoku ...`: Sudoku's classes against sgt-solo's grader and qqwing (docs/classes.md);
see scripts/sudoku_class_tables.py for its arguments. `grade_with_peers.py sudoku-graders SRC_DIR` builds
sgt-solo's grader and the same grader with recursion capped (-x) there.

`grade_with_peers.py killer ...`: Killer Sudoku's cross tables against sgt-solo's grader (docs/killer.md);
see killer_tables() below for its arguments.

`grade_with_peers.py fillomino-grader SRC_DIR` and `grade_with_peers.py fillomino ...`: Fillomino's classes
graded by sgt-filling's own solver (docs/fillomino.md); see fillomino_tables() below.

`grade_with_peers.py kenken-grader SRC_DIR` and `grade_with_peers.py kenken ...`: KenKen's classes graded by
sgt-keen's own grader (docs/kenken.md); see kenken_tables() below.

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

sys.path.insert(0, __file__.rsplit('/', 1)[0])
from peer_tables import read_options, spearman

SGT_LEVELS = ['trivial', 'basic', 'intermediate', 'advanced', 'extreme', 'unreasonable', 'ambiguous']
OUR_CLASSES = ['easy', 'medium', 'hard', 'evil']

def discordance(pairs):
    """Of the pairs of puzzles in different rows, the share the other grader orders the other way round
    (0: the rows are bands that do not overlap at all; 0.5: no order)."""
    worse = total = 0
    for i, (xa, ya) in enumerate(pairs):
        for xb, yb in pairs[i + 1:]:
            if xa == xb:
                continue
            total += 1
            if (xa - xb) * (ya - yb) < 0:
                worse += 1
    return worse / total if total else float('nan')


def killer_tables(args):
    """grade_with_peers.py killer SOLOSOLVER CLI [--sgt-dir DIR] [--count N] [--seed S] [--size 9x9]

    SOLOSOLVER: solo.c built as its standalone grader (gcc -DSTANDALONE_SOLVER, sgt-puzzles 806ae71).
    CLI: build/bin/puzzlesmith-cli.
    Table 1, sgt-solo's puzzles x our classes: the game IDs of DIR/<t|b|i|a|e|u>.txt (one a line, made by
    `sgt-solo --generate N 3x3kd<level>`, or 2x3kd<level> for --size 6x6; their level is checked with the
    grader), rated by `rate --type killer`; the last column is the mean class (easy 0 ... evil 3).
    Table 2, our puzzles x sgt-solo's grade: `generate --type killer --size SIZE --difficulty D --count N
    --seed S --format gameid` per class, each ID graded by `SOLOSOLVER -g`. sgt-solo's cages have two
    squares or more, so a one-square cage (a given) joins a neighbouring cage in the ID (KillerFormat);
    "with givens" counts the puzzles with such givens; the last column is the mean grade (trivial 0 ...
    unreasonable 5, ambiguous 6). "ambiguous" is the grader's word for a puzzle its recursion found two
    solutions for (our native solver and z3 find one: see docs/killer.md).
    Under each table: Spearman's rank correlation of the two grades, and the discordance (of two puzzles
    in different rows, the share the other grader puts the other way round: 0 for bands that do not
    overlap), over all rows and for each pair of neighbouring rows.
    """
    opts, rest = read_options(args, {'--sgt-dir': None, '--count': '30', '--seed': '1', '--size': '9x9'}, needs=('SOLOSOLVER', 'CLI'))
    solosolver, cli = rest[:2]

    def grade(game_id):
        out = subprocess.run([solosolver, '-g', game_id], capture_output=True, text=True).stdout
        m = re.search(r'Difficulty rating: (\w+)', out)
        return m.group(1).lower() if m else 'error'

    def table(title, rows, columns, counts, extra=None):
        head = '| ' + title + ' | ' + ' | '.join(columns) + ''.join(' | ' + e[0] for e in extra or []) + ' |'
        print(head)
        print('|' + '---|' * (len(columns) + 1 + len(extra or [])))
        for r in rows:
            if sum(counts[r].values()) == 0:
                continue
            cells = [str(counts[r][c]) for c in columns]
            print('| ' + r + ' | ' + ' | '.join(cells) + ''.join(' | ' + str(e[1][r]) for e in extra or []) + ' |')
        print()

    def mean(counter, scale):
        n = sum(counter[c] for c in scale)
        return f"{sum(scale.index(c) * counter[c] for c in scale) / n:.2f}" if n else '-'

    def summary(counts, rows, columns):
        pairs = [(rows.index(r), columns.index(c)) for r in rows if r in counts for c in columns for _ in range(counts[r][c])]
        print(f"Spearman {spearman([p[0] for p in pairs], [p[1] for p in pairs]):.3f} over {len(pairs)} puzzles; discordance {discordance(pairs):.3f}", end='')
        present = [r for r in rows if r in counts and sum(counts[r].values())]
        for low, high in zip(present, present[1:]):
            two = [p for p in pairs if p[0] in (rows.index(low), rows.index(high))]
            print(f"; {low}/{high} {discordance(two):.3f}", end='')
        print('\n')

    if opts['--sgt-dir']:
        counts = {}
        names = dict(zip('tbiaeu', SGT_LEVELS))
        for letter, level in names.items():
            try:
                ids = [l.strip() for l in open(f"{opts['--sgt-dir']}/{letter}.txt") if l.strip()][:int(opts['--count'])]
            except OSError:
                continue
            if not ids:
                continue
            for game_id in ids:
                assert grade(game_id) == level, game_id
            out = subprocess.run([cli, 'rate', '--type', 'killer', '-'], input='\n'.join(ids) + '\n',
                                 capture_output=True, text=True).stdout
            classes = re.findall(r'difficulty=(\w+)', out)
            assert len(classes) == len(ids), (level, len(classes), len(ids))
            counts[level] = Counter(classes)
        means = {k: mean(v, OUR_CLASSES) for k, v in counts.items()}
        table('sgt-solo level \\ ours', [l for l in SGT_LEVELS if l in counts], OUR_CLASSES,
              {k: counts.get(k, Counter()) for k in SGT_LEVELS}, [('mean class (0-3)', means)])
        summary(counts, SGT_LEVELS, OUR_CLASSES)

    counts, with_givens = {}, {}
    for d in OUR_CLASSES:
        out = subprocess.run([cli, 'generate', '--type', 'killer', '--size', opts['--size'], '--difficulty', d,
                              '--count', opts['--count'], '--seed', opts['--seed'], '--threads', '1', '--format', 'gameid'],
                             capture_output=True, text=True).stdout
        ids = [l for l in out.split('\n') if l.strip()]
        counts[d] = Counter(grade(i) for i in ids)
        # A given is a number in the ID's grid part (before the first comma after the colon).
        with_givens[d] = sum(1 for i in ids if re.search(r'[0-9]', i.split(':', 1)[1].split(',')[0]))
    means = {k: mean(v, SGT_LEVELS) for k, v in counts.items()}
    table('ours \\ sgt-solo grade', OUR_CLASSES, SGT_LEVELS, counts, [('with givens', with_givens), ('mean grade (0-6)', means)])
    summary(counts, OUR_CLASSES, SGT_LEVELS)

# sgt-filling's solver has no levels and its standalone build (-DSTANDALONE_SOLVER) only prints
# "solvable" or "not solvable". This main, compiled with filling.c included unchanged, also says how many
# empty squares its deductions left unfilled, which orders the puzzles it cannot finish.
FILLING_GRADER_C = r"""/* sgt-filling's solver (filling.c, included unchanged) on game IDs: prints "<id> solved" or
   "<id> left <n> of <m>" (n of the m empty squares its deductions could not fill). */
#include "filling.c"
int main(int argc, char **argv) {
    (void)argc;
    while (*++argv) {
        char *id = dupstr(*argv), *desc = id, *sol = NULL;
        game_params *params; game_state *state; int i, left = 0, empty = 0;
        while (*desc && *desc != ':') ++desc;
        if (!*desc) { printf("%s error\n", *argv); continue; }
        *desc++ = '\0';
        params = snew(game_params);
        decode_params(params, id);
        state = new_game(NULL, params, desc);
        for (i = 0; i < params->w * params->h; ++i) empty += state->board[i] == EMPTY;
        solver(state->board, params->w, params->h, &sol);
        for (i = 0; i < params->w * params->h; ++i) left += sol[i + 1] == '0';
        if (left) printf("%s left %d of %d\n", *argv, left, empty);
        else printf("%s solved\n", *argv);
        fflush(stdout);
    }
    return 0;
}
"""

def fillomino_grader(args):
    """grade_with_peers.py fillomino-grader SRC_DIR

    SRC_DIR holds the sgt-puzzles source (commit 806ae71, Debian's 20230122.806ae71). Writes
    SRC_DIR/fillinggrade.c (FILLING_GRADER_C) and builds SRC_DIR/fillinggrade with gcc.
    """
    src = args[0]
    with open(f'{src}/fillinggrade.c', 'w') as f:
        f.write(FILLING_GRADER_C)
    subprocess.run(['gcc', '-O2', '-w', 'fillinggrade.c', 'malloc.c', 'misc.c', 'random.c', 'dsf.c', 'nullfe.c',
                    '-o', 'fillinggrade', '-lm'], cwd=src, check=True)
    print(f'{src}/fillinggrade')

FILLING_COLUMNS = ['solved', 'left <=10%', 'left 10-40%', 'left >40%']

def filling_outcome(line):
    """The column of one grader line, and the share of the empty squares left."""
    m = re.search(r' left (\d+) of (\d+)$', line)
    if not m:
        return ('solved', 0.0) if line.endswith(' solved') else ('error', 1.0)
    share = int(m.group(1)) / int(m.group(2))
    return (FILLING_COLUMNS[1] if share <= 0.1 else FILLING_COLUMNS[2] if share <= 0.4 else FILLING_COLUMNS[3]), share

def fillomino_tables(args):
    """grade_with_peers.py fillomino FILLINGGRADE CLI [--count N] [--seed S] [--sizes 9x9,5x5,13x13]

    FILLINGGRADE: made by `grade_with_peers.py fillomino-grader SRC_DIR`. CLI: build/bin/puzzlesmith-cli.
    Per size, our puzzles x sgt-filling's solver: `generate --type fillomino --size SIZE --difficulty D
    --count N --seed S --threads 1 --format gameid` per class, each ID graded by FILLINGGRADE: solved, or
    the share of its empty squares the solver's deductions left unfilled. A puzzle with a given above 9 has
    no sgt-filling ID and is left out: seeds go on (up to 16 N) until N puzzles have one; the last column
    counts the puzzles left out. Below each table: the mean share left
    per class, and Spearman's rank correlation between our class (0-3) and the share left.
    """
    opts, rest = read_options(args, {'--count': '30', '--seed': '1', '--sizes': '9x9'})
    grader, cli = rest[:2]
    count = int(opts['--count'])
    for size in opts['--sizes'].split(','):
        counts, left_out, shares = {}, {}, {}
        classes, all_shares = [], []
        for index, d in enumerate(OUR_CLASSES):
            # Seeds S, S+1, ... until `count` puzzles have an ID (at 13x13 most have a region of 10 or more).
            for made in (count, 4 * count, 16 * count):
                out = subprocess.run([cli, 'generate', '--type', 'fillomino', '--size', size, '--difficulty', d, '--count', str(made),
                                      '--seed', opts['--seed'], '--threads', '1', '--format', 'gameid'],
                                     capture_output=True, text=True).stdout
                ids = [l.strip() for l in out.split('\n') if l.strip()]
                if len(ids) >= count:
                    break
            left_out[d] = made - len(ids)
            ids = ids[:count]
            graded = subprocess.run([grader] + ids, capture_output=True, text=True).stdout.split('\n') if ids else []
            outcomes = [filling_outcome(l.strip()) for l in graded if l.strip()]
            assert len(outcomes) == len(ids), (size, d, len(outcomes), len(ids))
            counts[d] = Counter(o[0] for o in outcomes)
            shares[d] = [o[1] for o in outcomes]
            classes += [index] * len(outcomes)
            all_shares += shares[d]
        print(f'| ours \\ sgt-filling ({size}, {count} per class) | ' + ' | '.join(FILLING_COLUMNS) + ' | mean share left | no ID |')
        print('|' + '---|' * (len(FILLING_COLUMNS) + 3))
        for d in OUR_CLASSES:
            mean = sum(shares[d]) / len(shares[d]) if shares[d] else float('nan')
            print(f'| {d} | ' + ' | '.join(str(counts[d][c]) for c in FILLING_COLUMNS) + f' | {mean:.3f} | {left_out[d]} |')
        print(f'\nSpearman (our class, share left), {len(classes)} puzzles: {spearman(classes, all_shares):.3f}\n')

KEEN_LEVELS = ['easy', 'normal', 'hard', 'extreme', 'unreasonable']

def kenken_grader(args):
    """grade_with_peers.py kenken-grader SRC_DIR

    SRC_DIR holds the sgt-puzzles source (commit 806ae71, Debian's 20230122.806ae71). Builds keen.c as its
    standalone grader, SRC_DIR/keensolver (`keensolver -g <game id>` prints "Difficulty rating: <level>").
    """
    src = args[0]
    subprocess.run(['gcc', '-O2', '-DSTANDALONE_SOLVER', '-w', 'keen.c', 'latin.c', 'matching.c', 'tree234.c',
                    'malloc.c', 'misc.c', 'random.c', 'dsf.c', 'nullfe.c', '-o', 'keensolver', '-lm'], cwd=src, check=True)
    print(f'{src}/keensolver')

KEEN_OPS = {'+': 'a', '-': 's', '*': 'm', 'x': 'm', '/': 'd', ':': 'd'}

def keen_game_id(n, clue_rows, label_rows):
    """sgt-keen's game ID of one KenKen puzzle in our grid text (N rows of clues, N rows of cage labels):
    the encoding engine/types/kenken/KenKenGameId.h reads. The internal edges, first the vertical ones in
    reading order, then the horizontal ones column by column, then a closing edge; each edge between cages
    is written as the number of edges inside cages before it ('_' none, 'a'..'y' 1..25, 'z' 25 and no
    edge), three or more equal symbols as one and their count. The clues follow, one per cage in the order of the cages' first squares; a one-square cage
    (our given) is written as an addition to its value, as sgt-keen writes its own."""
    labels = [l.split() for l in label_rows]
    clues = [r.split() for r in clue_rows]
    assert len(labels) == n and all(len(r) == n for r in labels), label_rows
    label = lambda i: labels[i // n][i % n]
    between = [label(y * n + x) != label(y * n + x + 1) for y in range(n) for x in range(n - 1)]
    between += [label(y * n + x) != label((y + 1) * n + x) for x in range(n) for y in range(n - 1)]
    blocks, run = '', 0
    for edge in between + [True]:
        if not edge:
            run += 1
            continue
        while run > 25:
            blocks += 'z'
            run -= 25
        blocks += chr(ord('a') - 1 + run) if run else '_'
        run = 0
    # sgt-keen writes a run of three or more equal symbols as the symbol and its count ("_5").
    blocks = re.sub(r'(.)\1{2,}', lambda m: m.group(1) + str(len(m.group(0))), blocks)
    clue_of, order = {}, []
    for i in range(n * n):
        cage, token = label(i), clues[i // n][i % n]
        if cage not in clue_of:
            order.append(cage)
            clue_of[cage] = None
        if token not in ('.', '-'):
            m = re.fullmatch(r'(\d+)([-+*x/:]?)', token)
            assert m and clue_of[cage] is None, (token, clue_rows)
            clue_of[cage] = KEEN_OPS.get(m.group(2), 'a') + m.group(1)
    assert all(clue_of[c] for c in order), clue_rows
    return f'{n}:{blocks},' + ''.join(clue_of[c] for c in order)

def kenken_puzzles(text):
    """The game IDs of the puzzles in `generate --format grid` output: comment lines, an "N N" line, N rows
    of clues, N rows of cage labels."""
    lines = [l.strip() for l in text.split('\n') if l.strip() and not l.lstrip().startswith('#')]
    ids, at = [], 0
    while at < len(lines):
        n = int(lines[at].split()[0])
        ids.append(keen_game_id(n, lines[at + 1:at + 1 + n], lines[at + 1 + n:at + 1 + 2 * n]))
        at += 1 + 2 * n
    return ids

def kenken_tables(args):
    """grade_with_peers.py kenken KEENSOLVER CLI [--sizes 6x6,9x9] [--count N] [--seed S]

    KEENSOLVER: made by `grade_with_peers.py kenken-grader SRC_DIR`. CLI: build/bin/puzzlesmith-cli.
    Per size, first sgt-keen's puzzles x our classes: `KEEN --generate N <n>d<e|n|h|x|u>#S` per level (KEEN:
    /usr/games/sgt-keen unless --keen says otherwise; each ID's level is checked with KEENSOLVER), rated by
    `rate --type kenken`; the last column is the mean class (easy 0 ... evil 3).
    Then our puzzles x sgt-keen's grade: `generate --type kenken --size SIZE --difficulty D --count N
    --seed S --threads 1 --format grid` per class, each puzzle turned into its sgt-keen game ID
    (keen_game_id; every ID is read back by `rate --type kenken` and must get the class it was made at)
    and graded by `KEENSOLVER -g`. The last column is the mean grade (easy 0 ... unreasonable 4). Under
    each table: Spearman's rank correlation of our class (0-3) and the grade, the discordance (of two
    puzzles in different rows, the share the grader puts the other way round), and per pair of
    neighbouring classes.
    """
    opts, rest = read_options(args, {'--count': '30', '--seed': '1', '--sizes': '6x6,9x9', '--keen': '/usr/games/sgt-keen'})
    grader, cli = rest[:2]
    columns = KEEN_LEVELS + ['ambiguous', 'error']
    def keen_grade(game_id):
        text = subprocess.run([grader, '-g', game_id], capture_output=True, text=True).stdout
        m = re.search(r'Difficulty rating: (\w+)', text)
        return m.group(1).lower() if m else 'error'

    for size in opts['--sizes'].split(','):
        n = size.split('x')[0]
        counts, pairs = {}, []
        for index, level in enumerate(KEEN_LEVELS):
            out = subprocess.run([opts['--keen'], '--generate', opts['--count'], f'{n}d{"enhxu"[index]}#{opts["--seed"]}'],
                                 capture_output=True, text=True, check=True).stdout
            ids = [l.strip() for l in out.split('\n') if l.strip()]
            assert len(ids) == int(opts['--count']) and all(keen_grade(i) == level for i in ids), (size, level)
            rated = subprocess.run([cli, 'rate', '--type', 'kenken', '-'], input='\n'.join(ids) + '\n',
                                   capture_output=True, text=True).stdout
            classes = re.findall(r'difficulty=(\w+)', rated)
            assert len(classes) == len(ids), (size, level, len(classes))
            counts[level] = Counter(classes)
            pairs += [(index, OUR_CLASSES.index(c)) for c in classes]
        print(f'| sgt-keen ({size}, {opts["--count"]} per level) \\ ours | ' + ' | '.join(OUR_CLASSES) + ' | mean class (0-3) |')
        print('|' + '---|' * (len(OUR_CLASSES) + 2))
        for index, level in enumerate(KEEN_LEVELS):
            classes = [p[1] for p in pairs if p[0] == index]
            print(f'| {level} | ' + ' | '.join(str(counts[level][c]) for c in OUR_CLASSES) + f' | {sum(classes) / len(classes):.2f} |')
        print(f'\nSpearman (sgt-keen level, our class), {len(pairs)} puzzles: {spearman([p[0] for p in pairs], [p[1] for p in pairs]):.3f}\n')

        counts, pairs = {}, []
        for index, d in enumerate(OUR_CLASSES):
            out = subprocess.run([cli, 'generate', '--type', 'kenken', '--size', size, '--difficulty', d,
                                  '--count', opts['--count'], '--seed', opts['--seed'], '--threads', '1', '--format', 'grid'],
                                 capture_output=True, text=True, check=True).stdout
            ids = kenken_puzzles(out)
            assert len(ids) == int(opts['--count']), (size, d, len(ids))
            # The conversion is checked by our own reader: each ID must rate at the class it was made at.
            rated = subprocess.run([cli, 'rate', '--type', 'kenken', '-'], input='\n'.join(ids) + '\n',
                                   capture_output=True, text=True).stdout
            assert re.findall(r'difficulty=(\w+)', rated) == [d] * len(ids), (size, d, rated[:500])
            grades = [keen_grade(game_id) for game_id in ids]
            counts[d] = Counter(grades)
            pairs += [(index, KEEN_LEVELS.index(g)) for g in grades if g in KEEN_LEVELS]
        print(f'| ours \\ sgt-keen ({size}, {opts["--count"]} per class) | ' + ' | '.join(KEEN_LEVELS) + ' | mean grade (0-4) |')
        print('|' + '---|' * (len(KEEN_LEVELS) + 2))
        for index, d in enumerate(OUR_CLASSES):
            graded = [p[1] for p in pairs if p[0] == index]
            mean = f'{sum(graded) / len(graded):.2f}' if graded else '-'
            others = sum(counts[d][c] for c in columns if c not in KEEN_LEVELS)
            print(f'| {d} | ' + ' | '.join(str(counts[d][c]) for c in KEEN_LEVELS) + f' | {mean} |'
                  + (f' ({others} ambiguous or not graded)' if others else ''))
        print(f'\nSpearman (our class, sgt-keen grade), {len(pairs)} puzzles: {spearman([p[0] for p in pairs], [p[1] for p in pairs]):.3f}; '
              f'discordance {discordance(pairs):.3f}', end='')
        for low in range(len(OUR_CLASSES) - 1):
            two = [p for p in pairs if p[0] in (low, low + 1)]
            print(f'; {OUR_CLASSES[low]}/{OUR_CLASSES[low + 1]} {discordance(two):.3f}', end='')
        print('\n')

if len(sys.argv) > 1 and sys.argv[1] == 'kenken-grader':
    kenken_grader(sys.argv[2:])
    sys.exit(0)

if len(sys.argv) > 1 and sys.argv[1] == 'kenken':
    kenken_tables(sys.argv[2:])
    sys.exit(0)

if len(sys.argv) > 1 and sys.argv[1] == 'fillomino-grader':
    fillomino_grader(sys.argv[2:])
    sys.exit(0)

if len(sys.argv) > 1 and sys.argv[1] == 'fillomino':
    fillomino_tables(sys.argv[2:])
    sys.exit(0)

if len(sys.argv) > 1 and sys.argv[1] == 'sudoku':
    from sudoku_class_tables import sudoku_tables
    sudoku_tables(sys.argv[2:])
    sys.exit(0)

if len(sys.argv) > 1 and sys.argv[1] == 'sudoku-graders':
    from sudoku_class_tables import sudoku_graders
    sudoku_graders(sys.argv[2:])
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
