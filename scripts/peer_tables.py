"""What the grading scripts share (grade_with_peers.py, sudoku_class_tables.py): Spearman's rank
correlation and their option reading."""


def spearman(xs, ys):
    """Spearman's rank correlation (ties get their mean rank); nan when one side is constant."""
    def ranks(v):
        order = sorted(range(len(v)), key=lambda i: v[i])
        r = [0.0] * len(v)
        i = 0
        while i < len(order):
            j = i
            while j + 1 < len(order) and v[order[j + 1]] == v[order[i]]:
                j += 1
            for k in range(i, j + 1):
                r[order[k]] = (i + j) / 2
            i = j + 1
        return r
    rx, ry = ranks(xs), ranks(ys)
    mx, my = sum(rx) / len(rx), sum(ry) / len(ry)
    cov = sum((a - mx) * (b - my) for a, b in zip(rx, ry))
    vx = sum((a - mx) ** 2 for a in rx) ** 0.5
    vy = sum((b - my) ** 2 for b in ry) ** 0.5
    return cov / (vx * vy) if vx and vy else float('nan')


def read_options(args, defaults, needs=('GRADER', 'CLI')):
    """`--name value` pairs for the names in `defaults` (a dict of name -> default), the rest in order; stops
    with a usage line when fewer than len(needs) arguments are left."""
    opts = dict(defaults)
    rest = []
    it = iter(args)
    for a in it:
        if a in opts:
            opts[a] = next(it)
        else:
            rest.append(a)
    if len(rest) < len(needs):
        options = ' '.join(f'[{name} {value}]' for name, value in defaults.items())
        raise SystemExit(f'usage: {" ".join(needs)} {options}')
    return opts, rest
