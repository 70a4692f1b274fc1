#pragma once
#include "PlayerModel.h"
#include "SimulatedPlayer.h"

#include <string>
#include <vector>

namespace ps {

// A puzzle as the time model sees it.
struct ScoredPuzzle {
    std::string typeId;
    int rows = 0;
    int cols = 0;
    int emptySquares = 0;
    double builtInScore = 0;
    std::vector<double> features;
    // The independent graders' level of the puzzle on the 0-100 scale (the mean of the positions of its
    // grades: LabelledPuzzle::score), not our model's: the simulated players' times follow it, so a
    // learning curve measures learning, not our model agreeing with itself.
    double graderScore = 0;
};

// One point of a learning curve: after `games` games, the personal predictor (the rule below
// kMinGamesForPersonalModel games) and the rule on games the player has not played yet.
struct LearningPoint {
    int games = 0;
    ErrorFigures personal;
    ErrorFigures rule;
    // The player's own function without its noise: the best any predictor could do (the noise's floor).
    ErrorFigures ideal;
};

// A simulated player of `kind` plays puzzles of `pool` (shuffled by `seed`; times from their graderScore): the last `unseen` of them
// are kept apart and played once to measure against; the others, in order, are the player's history.
// For each count of `gameCounts` the personal model is trained on that many first games and compared
// with the rule on the unseen ones. Needs pool.size() >= max(gameCounts) + unseen.
std::vector<LearningPoint> learningCurve(const std::vector<ScoredPuzzle>& pool, SimulatedPlayer::Kind kind, std::uint64_t seed,
                                         const std::vector<int>& gameCounts, int unseen);

} // namespace ps
