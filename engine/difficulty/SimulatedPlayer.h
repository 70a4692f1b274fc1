#pragma once
#include "PlayerModel.h"
#include "core/Rng.h"

#include <string>
#include <vector>

namespace ps {

// A made-up player for checking that the personal time model learns: each kind's time is a known
// function of the puzzle (its level by the independent graders, sgt-solo's and qqwing's, on the 0-100
// scale, and its empty squares) that differs from the rule (ruleSeconds), times log-normal noise from the
// player's own seeded generator. Never a function of our own score: the model learns from that score, and
// a player made of it would only teach the model back to itself. The tests and `bench --players` play them.
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

    // The player's expected time (the function, without noise) of a puzzle the graders put at `graderScore`.
    double expectedSeconds(double graderScore, int emptySquares) const;
    // A game played: the time with noise (from `graderScore`; the record keeps `builtInScore`, what the
    // studio knows), and now and then hints shown (not used by the model), a give-up that reveals most of
    // the grid, or a game finished mostly by Apply Hint (both must be left out of the learning).
    GameRecord play(const std::string& typeId, int rows, int cols, int emptySquares, double builtInScore, double graderScore,
                    const std::vector<double>& features);

private:
    double normal();   // a standard normal draw (Box-Muller)

    Kind kind_;
    Rng rng_;
    double noise_;
};

} // namespace ps
