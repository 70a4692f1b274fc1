#!/usr/bin/env python3
"""How many Skyscrapers puzzles the step solver finishes without a guess, per rule variant.

Runs `CLI rate --type skyscrapers --explain FILE` (grid text: every puzzle's size line names its variant,
"5 5 4 D") and counts, per size line, the puzzles whose steps include no guess, and the classes.

    scripts/skyscrapers_variant_steps.py build/bin/puzzlesmith-cli tests/data/skyscrapers-janko.txt
"""
import collections
import re
import subprocess
import sys


def main():
    if len(sys.argv) != 3:
        sys.exit("usage: skyscrapers_variant_steps.py CLI FILE")
    cli, path = sys.argv[1], sys.argv[2]
    out = subprocess.run([cli, "rate", "--type", "skyscrapers", "--explain", path],
                         capture_output=True, text=True).stdout
    rows = collections.defaultdict(lambda: {"puzzles": 0, "no guess": 0, "guesses": 0,
                                            "classes": collections.Counter()})
    variant = None
    current = None
    previous = ""
    for line in out.splitlines():
        words = line.split()
        # A size line ("N N V" or "N N V D") starts each puzzle's grid: it follows the previous puzzle's
        # summary line (or opens the output).
        if (not previous or "hardest technique:" in previous) and len(words) in (3, 4) \
                and all(w.isdigit() for w in words[:3]) and (len(words) == 3 or words[3] == "D"):
            variant = " ".join(words)
            current = rows[variant]
            current["puzzles"] += 1
        elif line.startswith("difficulty=") and current is not None:
            current["classes"][line.split("=", 1)[1]] += 1
        elif "hardest technique:" in line and current is not None:
            guesses = int(re.search(r"(\d+) guess", line).group(1))
            current["guesses"] += guesses
            current["no guess"] += guesses == 0
        previous = line
    total = {"puzzles": 0, "no guess": 0, "guesses": 0}
    print("| variant | puzzles | solved without a guess | guesses | easy/medium/hard/evil |")
    print("|---|---|---|---|---|")
    for variant in sorted(rows, key=lambda v: (int(v.split()[0]), v)):
        r = rows[variant]
        c = r["classes"]
        print(f"| {variant} | {r['puzzles']} | {r['no guess']} | {r['guesses']} | "
              f"{c['easy']}/{c['medium']}/{c['hard']}/{c['evil']} |")
        for key in total:
            total[key] += r[key]
    print(f"| all | {total['puzzles']} | {total['no guess']} | {total['guesses']} | |")


if __name__ == "__main__":
    main()
