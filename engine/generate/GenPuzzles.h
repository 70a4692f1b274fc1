#pragma once
#include "Harvest.h"
#include "SquareChooser.h"
#include "core/Board.h"
#include "core/CancelToken.h"
#include "core/GenerationEvent.h"
#include "core/Rng.h"
#include "difficulty/Difficulty.h"
#include "solve/SolverBackend.h"

#include <optional>

namespace ps {

class GenerationPolicy;
class PuzzleRules;
class SolverBackend;
class DifficultyClassifier;

// When the harvest's boards are classified.
enum class HarvestFiling {
    // Each accepted board as it is accepted: every SquareTested event carries the board's class (a live
    // estimate), at the cost of one classification per accepted board (~340 logic solves at 25x25).
    EachBoard,
    // After the last square, only where it is needed: the class rarely changes along a run (and rarely
    // falls as squares are emptied), so a stretch of accepted boards whose first and last share a class is
    // filed under it without classifying the boards inside, and a stretch whose ends differ is cut in
    // three until every change of class is found (about 20 classifications at 25x25 instead of ~340, two
    // at a time on two cores). Almost every board is filed as EachBoard would file it; a short dip inside
    // such a stretch is filed with its neighbours. The last accepted board and, in every class, the board
    // with the most empty squares are always classified themselves, and the result does not depend on the
    // number of cores. Events carry no class.
    AfterRun,
};

struct GenerationSettings {
    ChooseStrategy strategy = ChooseStrategy::Paper;
    int maxSolutions = 1;   // a removal stands while the puzzle keeps at most this many solutions
    int targetEmpty = 0;    // stop once this many squares are empty; 0 = go on until every square is tested
    bool harvest = true;    // keep every accepted board and its symmetric twins (the PuzzComplDict)
    HarvestFiling filing = HarvestFiling::EachBoard;
    // Work one uniqueness check may take before the square is kept (native: search nodes; 0 = no limit).
    // Puzzles stay unique; they may just not be minimal where a proof would have cost more.
    long searchBudget = 0;
    // SAT conflicts one uniqueness proof may take before the square is kept unproven (SolverBackend::
    // setProofBudget; 0 = no limit: every square proven, the puzzle minimal). Counted in
    // GenerationResult::unproven.
    long proofBudget = kDefaultProofBudget;
    // The class generation is after, when it is after one (generateAtDifficulty sets it): a type that
    // draws clues at random may draw them for it (GenerationMoves::emptied).
    std::optional<Difficulty> aim;
    // Keep only removals after which the type's logic still finishes the puzzle within this class
    // (WithinLevelRule; aimAt sets it where GenerationPolicy::generatesWithinBound says so).
    // Only with maxSolutions 1.
    std::optional<Difficulty> within;
    // Leave the clues outside the grid as they are (aimAt sets it where GenerationPolicy::keepsOuterClues
    // says so).
    bool keepOuterClues = false;
};

// The budget `generate` uses unless told otherwise: the type's (GenerationPolicy::generationSearchBudget).
long defaultSearchBudget(const GenerationPolicy& policy);

// Points `settings` at `level`: the aim, and where the type says so (GenerationPolicy::generatesWithinBound)
// only removals its logic bound allows at that level. The studio and generateAtDifficulty both use it.
void aimAt(GenerationSettings& settings, const GenerationPolicy& policy, Difficulty level);

struct GenerationResult {
    Board solution;         // the full board that was emptied
    Board puzzle;           // the last accepted board
    std::optional<Difficulty> puzzleDifficulty;   // its class, when harvesting (the harvest classified it)
    Harvest harvest;
    int tested = 0;         // squares tested
    long solverChecks = 0;
    // Squares kept only because their uniqueness test ran out of budget (SolveStats::unsettled): the
    // puzzle is unique, but with them it may not be minimal.
    int unproven = 0;
    double seconds = 0;
    bool cancelled = false;
    // Set when the result comes from generation at a class (generateAtDifficulty): `puzzle` is its pick,
    // `harvest` and the counters the last run's.
    struct ClassTarget {
        bool reached = false;   // the pick is of the class aimed at (else the nearest class seen)
        int runs = 0;           // runs it took
        int pickRun = 0;        // the run the pick comes from
        int step = 0;           // removals accepted in that run before the pick
    };
    std::optional<ClassTarget> target;
};

// The paper's GenPuzzles, for any puzzle type: empty a random full board square by square while the
// removal rule allows it. Of the type's rules it uses three parts: GenerationMoves (the full board, the
// move, the twins), GenerationPolicy (the removal rule's bound) and DifficultySpec (filing the harvest). Reports every tested square to the observer and stops early when the cancel
// token is set. It never sleeps, prints or shows anything.
class PuzzleGenerator {
public:
    PuzzleGenerator(const PuzzleRules& rules, SolverBackend& solver, const DifficultyClassifier& classifier);

    void setObserver(GenerationObserver* observer) { observer_ = observer; }
    void setCancelToken(const CancelToken* cancel) { cancel_ = cancel; }

    // Draws the full board from `rng`, then empties it.
    GenerationResult run(const GenerationSettings& settings, Rng& rng);
    // Empties a given full board.
    GenerationResult run(const GenerationSettings& settings, Rng& rng, const Board& solution);

private:
    void report(GenerationEvent event) const;
    // An accepted board and its symmetric twins (the board first), as the harvest files them.
    std::vector<HarvestEntry> withTwins(const Board& puzzle, const Board& solution, int step) const;
    // HarvestFiling::AfterRun: classifies what the search for class changes needs and files every board.
    // False when cancelled.
    bool fileAfterRun(Harvest& harvest, std::vector<std::vector<HarvestEntry>>& boards, std::optional<Difficulty>& last,
                      const GenerationSettings& settings) const;
    // What a classification of an accepted board of a run from `solution` may rely on.
    ClassifyContext contextFor(const Board& solution, const GenerationSettings& settings) const;

    const PuzzleRules& rules_;
    SolverBackend& solver_;
    const DifficultyClassifier& classifier_;
    GenerationObserver* observer_ = nullptr;
    const CancelToken* cancel_ = nullptr;
};

} // namespace ps
