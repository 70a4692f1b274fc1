#include "SimulatedPlayer.h"

#include <cmath>

namespace ps {
namespace {
constexpr double kPi = 3.14159265358979323846;
}

std::vector<SimulatedPlayer::Kind> SimulatedPlayer::kinds() { return {Kind::SlowAtHardTechniques, Kind::CarefulWriter, Kind::Quick, Kind::PatternSpotter}; }

std::string SimulatedPlayer::kindName(Kind kind)
{
    switch (kind) {
    case Kind::SlowAtHardTechniques:
        return "slow-at-hard";
    case Kind::CarefulWriter:
        return "careful-writer";
    case Kind::Quick:
        return "quick";
    case Kind::PatternSpotter:
        return "pattern-spotter";
    }
    return "?";
}

SimulatedPlayer::SimulatedPlayer(Kind kind, std::uint64_t seed, double noise) : kind_(kind), rng_(seed), noise_(noise) {}

double SimulatedPlayer::expectedSeconds(double graderScore, int emptySquares) const
{
    const double s = graderScore / 100;
    const double empty = emptySquares;
    switch (kind_) {
    case Kind::SlowAtHardTechniques:
        // 2 s a square at score 0, growing 20-fold to score 100 (the rule: 6-fold).
        return 2.0 * empty * std::exp(3.0 * s);
    case Kind::CarefulWriter:
        // Grows with the square of the empty squares, hardly with the score.
        return 0.12 * empty * empty * std::exp(0.5 * s);
    case Kind::Quick:
        return ruleSeconds(graderScore, emptySquares) / 3;
    case Kind::PatternSpotter:
        // The time falls as the score rises (at the same number of empty squares): the opposite of the rule.
        return 0.25 * empty * empty * std::exp(-1.0 * s);
    }
    return 0;
}

double SimulatedPlayer::normal()
{
    const double u1 = 1 - rng_.unit();   // (0, 1]
    const double u2 = rng_.unit();
    return std::sqrt(-2 * std::log(u1)) * std::cos(2 * kPi * u2);
}

GameRecord SimulatedPlayer::play(const std::string& typeId, int rows, int cols, int emptySquares, double builtInScore, double graderScore,
                                 const std::vector<double>& features)
{
    GameRecord game;
    game.typeId = typeId;
    game.rows = rows;
    game.cols = cols;
    game.emptySquares = emptySquares;
    game.builtInScore = builtInScore;
    game.features = features;
    game.seconds = expectedSeconds(graderScore, emptySquares) * std::exp(noise_ * normal());
    game.hints = rng_.below(5) == 0 ? 1 + rng_.below(3) : 0;
    if (rng_.below(20) == 0) {   // gave up: most of the grid revealed, after a short time
        game.revealed = emptySquares - rng_.below(std::max(1, emptySquares / 3));
        game.seconds *= 0.3;
    } else if (rng_.below(20) == 0) {   // Apply Hint pressed again and again: most squares filled by it, quickly
        game.hintedSquares = emptySquares - rng_.below(std::max(1, emptySquares / 3));
        game.hints += game.hintedSquares / 2;
        game.seconds *= 0.4;
    }
    return game;
}

} // namespace ps
