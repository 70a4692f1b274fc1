#pragma once
#include "core/CancelToken.h"

#include <optional>
#include <string>
#include <string_view>

// `puzzlesmith-cli rate FILE` and `puzzlesmith-cli solve FILE` without Qt, for the case users run most:
// a file of plain 9x9 Sudoku lines. The full command line (Qt Core, its translations and some thirty
// libraries) then need not be loaded, which was most of the command's time for a few hundred puzzles.
// Only input whose answer is the same in every language qualifies: answers only, no message. Anything
// else is left to the full command.
namespace launcher {

enum class PlainCommand { Rate, Solve };

struct QuickAnswer {
    std::string output;         // exactly what the full command prints on standard output
    bool interrupted = false;   // Ctrl+C: `output` holds the puzzles answered before it (exit code 130)
};

// Answers `text`, the whole input, as `puzzlesmith-cli rate` or `solve` without options does, when the
// full command would print answers only: every line blank, a comment, or a 9x9 puzzle line of plain
// ASCII whose solutions are counted within the time limit (the type's rules, counting backend and time
// limit as RateCommand.cpp and SolveCommand.cpp use them), and at least one puzzle. `rate` also needs
// exactly one solution (then the class, by the classifier RateCommand.cpp uses); `solve` prints the
// first solution and the count up to 2, or the puzzle and 0. Nothing when the full command must answer:
// a bad line, givens that clash, another format (JSON, grid text, game IDs), another size, a box= word
// other than box=3x3, a puzzle undecided within the time limit, no puzzle at all, and for `rate` no or
// several solutions.
std::optional<QuickAnswer> answerWithoutQt(PlainCommand command, std::string_view text, const ps::CancelToken& interrupt);

} // namespace launcher
