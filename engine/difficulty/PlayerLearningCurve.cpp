#include "PlayerLearningCurve.h"
#include "core/EngineError.h"

#include <algorithm>
#include <string>

namespace ps {

std::vector<LearningPoint> learningCurve(const std::vector<ScoredPuzzle>& pool, SimulatedPlayer::Kind kind, std::uint64_t seed,
                                         const std::vector<int>& gameCounts, int unseen)
{
    const int most = gameCounts.empty() ? 0 : *std::max_element(gameCounts.begin(), gameCounts.end());
    if (static_cast<int>(pool.size()) < most + unseen)
        throw EngineError(PS_TRANSLATE("Engine", "The learning curve needs %1 puzzles, not %2."),
                          {std::to_string(most + unseen), std::to_string(pool.size())});
    Rng rng(seed);
    const std::vector<int> order = rng.permutation(static_cast<int>(pool.size()));
    SimulatedPlayer player(kind, Rng::derive(seed, 1));
    const auto play = [&](int index) {
        const ScoredPuzzle& p = pool[static_cast<std::size_t>(order[static_cast<std::size_t>(index)])];
        return player.play(p.typeId, p.rows, p.cols, p.emptySquares, p.builtInScore, p.graderScore, p.features);
    };
    std::vector<GameRecord> history;
    for (int i = 0; i < most; ++i)
        history.push_back(play(i));
    std::vector<GameRecord> test;
    std::vector<double> actual, rule, ideal;
    for (int i = static_cast<int>(pool.size()) - unseen; i < static_cast<int>(pool.size()); ++i) {
        GameRecord game = play(i);
        if (!isUsableForLearning(game))   // a game given up or finished by Apply Hint says nothing about the prediction
            continue;
        const double graderScore = pool[static_cast<std::size_t>(order[static_cast<std::size_t>(i)])].graderScore;
        actual.push_back(game.seconds);
        rule.push_back(ruleSeconds(game.builtInScore, game.emptySquares));
        ideal.push_back(player.expectedSeconds(graderScore, game.emptySquares));
        test.push_back(std::move(game));
    }
    const ErrorFigures ruleFigures = errorFigures(rule, actual);
    const ErrorFigures idealFigures = errorFigures(ideal, actual);
    std::vector<LearningPoint> curve;
    for (int games : gameCounts) {
        const std::vector<GameRecord> seen(history.begin(), history.begin() + games);
        const PlayerTimeModel model = PlayerTimeModel::train(seen, static_cast<unsigned>(seed));
        std::vector<double> personal;
        for (const GameRecord& game : test)
            personal.push_back(model.predict(game.typeId, game.builtInScore, game.emptySquares).seconds);
        curve.push_back({games, errorFigures(personal, actual), ruleFigures, idealFigures});
    }
    return curve;
}

} // namespace ps
