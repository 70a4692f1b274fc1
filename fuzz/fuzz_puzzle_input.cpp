// What solve, rate and bench solve read (cli::readPuzzleInput): line-format text with "box=RxC" in the
// source field, grid text (and game IDs), or .puzzle JSON (one object or an array). The reader takes a path, so the input goes
// through a scratch file. Then what the commands do next with each puzzle: rules for it
// (cli::RulesCache, from the puzzle's own box or its size) and the rules' conflict check.
#include "FuzzSupport.h"

#include "PuzzleInput.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    static const fuzz::ScratchFile scratch(".txt");
    const QString path = scratch.write(data, size);
    int badLines = -1;
    const auto read = cli::readPuzzleInput(path, &badLines, QStringLiteral("sudoku"));
    if (!read)
        return 0;
    FUZZ_CHECK(badLines >= 0);
    cli::RulesCache cache(QStringLiteral("sudoku"), QString());
    for (const cli::InputPuzzle& input : read->puzzles) {
        try {
            const ps::PuzzleRules& rules = cache.rulesFor(input);
            FUZZ_CHECK(rules.fits(input.puzzle.board));
            (void)rules.findConflict(input.puzzle.board);
        } catch (const ps::EngineError&) {
            // A box that does not fit the grid, or a grid size with no box: the commands report it.
        }
    }
    return 0;
}
