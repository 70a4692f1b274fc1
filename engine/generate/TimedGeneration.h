#pragma once
#include "GenPuzzles.h"
#include "difficulty/PlayerModel.h"

#include <atomic>

namespace ps {

struct TimedPuzzle {
    Board puzzle;
    Board solution;
    Difficulty difficulty = Difficulty::Easy;   // the kept puzzle's class (before any: the class aimed at)
    double score = 0;              // the puzzle's 0-100 score
    double predictedSeconds = 0;   // the player's predicted time for it
    bool personal = false;         // predicted by the player's own model (else the rule)
    int tries = 0;                 // puzzles made
    bool cancelled = false;
};

// "Make me a puzzle that takes about N minutes": the score at which `model` predicts `seconds` for a
// typical puzzle of the size (scoreForSeconds), the class whose band holds that score, then up to
// `tries` puzzles generated at that class and, every other try, at its neighbour on the side the score
// leans to (generateAtDifficulty, seeds derived from `seed`); each is
// scored and its time predicted, and the one predicted nearest to `seconds` is kept (it stops early
// once one is within 10%). `progress`, when given, counts the puzzles made so far.
TimedPuzzle generateForTime(PuzzleGenerator& generator, const PuzzleRules& rules, const DifficultyClassifier& classifier,
                            const PlayerTimeModel& model, double seconds, std::uint64_t seed, int tries,
                            const CancelToken* cancel = nullptr, std::atomic<int>* progress = nullptr);

} // namespace ps
