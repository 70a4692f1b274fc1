#pragma once
#include "core/CancelToken.h"

#include <optional>
#include <string>
#include <string_view>

// `puzzlesmith-cli rate FILE` without Qt, for the case users run most: a file of plain 9x9 Sudoku lines.
// The full command line (Qt Core, its translations and some thirty libraries) then need not be loaded,
// which was most of the command's time for a hundred puzzles. Only input whose answer is the same in
// every language qualifies: answers only, no message. Anything else is left to the full command.
namespace launcher {

struct QuickRating {
    std::string output;         // exactly what the full `rate` prints on standard output
    bool interrupted = false;   // Ctrl+C: `output` holds the puzzles rated before it (exit code 130)
};

// Rates `text`, the whole input, as `puzzlesmith-cli rate` without options does, when the full command
// would print answers only: every line blank, a comment, or a 9x9 puzzle line of plain ASCII with exactly
// one solution (the type's rules, counting backend, time limit and classifier as RateCommand.cpp uses
// them), and at least one puzzle. Nothing when the full command must answer: a bad line, another format
// (JSON, grid text, game IDs), another size, a box= word other than box=3x3, no or several solutions,
// a puzzle undecided within the time limit, no puzzle at all.
std::optional<QuickRating> rateWithoutQt(std::string_view text, const ps::CancelToken& interrupt);

} // namespace launcher
