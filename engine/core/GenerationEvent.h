#pragma once
#include "Board.h"

#include <vector>

namespace ps {

// What GenPuzzles reports as it works: one Started, one SquareTested per tested square (or symmetric
// pair of squares), one Finished. The GUI animates these; the engine never shows anything itself.
struct GenerationEvent {
    enum class Kind { Started, SquareTested, Finished };

    Kind kind = Kind::Started;
    std::vector<int> cells;    // SquareTested: the square(s) tested together; accepted: the squares the
                               // move emptied (more than those tested where a type merges cages)
    bool accepted = false;     // SquareTested: were they emptied?
    int puzzleClass = -1;      // accepted SquareTested, when harvesting: the board's class (a ps::Difficulty)
    Board board;               // Started: the full board; Finished: the final puzzle; an accepted
                               // SquareTested: the puzzle now (with its cages, where the type has them)
    int empties = 0;           // squares empty now
    int tested = 0;            // squares tested so far
    int totalSquares = 0;
    long solverChecks = 0;
    int unproven = 0;          // squares kept so far because their test ran out of budget (GenerationResult::unproven)
    double elapsedSeconds = 0;
    bool cancelled = false;    // Finished: the run was cancelled before every square was tested
};

class GenerationObserver {
public:
    virtual ~GenerationObserver() = default;
    // Called on the generating thread; must be quick and must not throw.
    virtual void onGenerationEvent(const GenerationEvent& event) = 0;
};

} // namespace ps
