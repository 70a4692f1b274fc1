#pragma once
#include "PlayerModel.h"
#include "core/Rng.h"

#include <string>
#include <vector>

namespace ps {

// A made-up player for checking that the personal time model learns: each kind's time is a known
// function of the puzzle (its score and empty squares) that differs from the rule (ruleSeconds), times
// log-normal noise. The tests and `puzzlesmith-cli bench --players` play them.
class SimulatedPlayer {
public:
    enum class Kind {
        SlowAtHardTechniques,   // quick at singles, the time climbs steeply with the score
        CarefulWriter,          // every square costs time; the techniques hardly matter
        Quick,                  // the rule's shape at a third of its time
        PatternSpotter,         // slow at writing, quick at hard techniques: orders puzzles unlike the score
    };
    static std::vector<Kind> kinds();
    static std::string kindName(Kind kind);   // "slow-at-hard", "careful-writer", "quick"

    // `noise`: the standard deviation of log(time) around the player's function (0.25: about +-25%).
    SimulatedPlayer(Kind kind, std::uint64_t seed, double noise = 0.25);

    // The player's expected time (the function, without noise).
    double expectedSeconds(double builtInScore, int emptySquares) const;
    // A game played: the time with noise, and now and then hints (not used for anything by the model) or
    // a give-up that reveals most of the grid (such games must be left out of the learning).
    GameRecord play(const std::string& typeId, int rows, int cols, int emptySquares, double builtInScore,
                    const std::vector<double>& features);

private:
    double normal();   // a standard normal draw (Box-Muller)

    Kind kind_;
    Rng rng_;
    double noise_;
};

} // namespace ps
