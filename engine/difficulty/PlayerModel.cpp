#include "PlayerModel.h"
#include "RankStatistics.h"

#include <algorithm>
#include <cmath>

namespace ps {
namespace {

// The rule's constants (see ruleSeconds): seconds per empty square of a score-0 puzzle, and how
// steeply the time grows with the score.
constexpr double kRuleSecondsPerSquare = 5.3;
constexpr double kRuleGrowth = 1.8;

// Parameters while there are too few games to choose them: a smooth model, a small tube (in log units:
// 0.1 is about 10% of the time).
constexpr double kFixedCost = 4;
constexpr double kFixedGamma = 0.5;
constexpr double kFixedEpsilon = 0.1;

std::vector<GameRecord> usableOnly(const std::vector<GameRecord>& games)
{
    std::vector<GameRecord> usable;
    for (const GameRecord& game : games)
        if (isUsableForLearning(game))
            usable.push_back(game);
    return usable;
}

double logRatioToRule(const GameRecord& game) { return std::log(game.seconds) - std::log(ruleSeconds(game.builtInScore, game.emptySquares)); }

} // namespace

double ruleSeconds(double builtInScore, int emptySquares)
{
    return std::max(1, emptySquares) * kRuleSecondsPerSquare * std::exp(kRuleGrowth * std::clamp(builtInScore, 0.0, 100.0) / 100);
}

bool mostlyFilledByHelp(int emptySquares, int revealed, int hintedSquares)
{
    return emptySquares > 0 && 2 * (revealed + hintedSquares) > emptySquares;
}

bool isUsableForLearning(const GameRecord& game)
{
    return game.seconds >= 1 && game.emptySquares > 0 && !mostlyFilledByHelp(game.emptySquares, game.revealed, game.hintedSquares);
}

std::vector<double> PlayerTimeModel::inputs(const std::string& typeId, double builtInScore, int emptySquares) const
{
    std::vector<double> x{builtInScore, std::log(std::max(1, emptySquares))};
    for (const std::string& type : types_)
        x.push_back(type == typeId ? 1 : 0);
    return x;
}

PlayerTimeModel PlayerTimeModel::train(const std::vector<GameRecord>& games, unsigned seed)
{
    PlayerTimeModel result;
    const std::vector<GameRecord> usable = usableOnly(games);
    result.usable_ = static_cast<int>(usable.size());
    if (result.usable_ < kMinGamesForPersonalModel)
        return result;
    for (const GameRecord& game : usable)
        if (std::find(result.types_.begin(), result.types_.end(), game.typeId) == result.types_.end())
            result.types_.push_back(game.typeId);
    std::sort(result.types_.begin(), result.types_.end());
    std::vector<std::vector<double>> samples;
    std::vector<double> targets;
    for (const GameRecord& game : usable) {
        samples.push_back(result.inputs(game.typeId, game.builtInScore, game.emptySquares));
        targets.push_back(logRatioToRule(game));
    }
    SvmModel::RegressionOptions options;
    options.seed = seed;
    options.chooseByAbsoluteError = true;
    if (result.usable_ >= kMinGamesForParameterSearch) {
        options.costs = {0.25, 1, 4, 16};
        options.gammas = {0.02, 0.1, 0.5};
        // Tubes about as wide as a player's game-to-game spread (log units: 0.25 is about 25%): narrower
        // ones fitted the noise of some histories (rank agreement of a simulated player fell from 0.55 to
        // 0.39 between 50 and 100 games with {0.05, 0.15}), and smooth kernels for the same reason.
        options.epsilons = {0.1, 0.25};
        options.folds = 5;
    } else {
        options.costs = {kFixedCost};
        options.gammas = {kFixedGamma};
        options.epsilons = {kFixedEpsilon};
        options.folds = 2;   // (cross-validation only fills the report here: nothing is chosen)
    }
    result.model_ = SvmModel::trainRegression(samples, targets, options);
    return result;
}

TimePrediction PlayerTimeModel::predict(const std::string& typeId, double builtInScore, int emptySquares) const
{
    TimePrediction prediction;
    const double rule = ruleSeconds(builtInScore, emptySquares);
    const bool knownType = std::find(types_.begin(), types_.end(), typeId) != types_.end();
    if (!model_ || !knownType) {
        // (a type the player has not played yet: nothing learnt about it, so the rule)
        prediction.seconds = rule;
        prediction.gamesToGo = model_ ? 0 : kMinGamesForPersonalModel - usable_;
        return prediction;
    }
    // The correction is clamped to a factor of 20 either way: a model trained on a few odd games must not
    // promise a 3-second Sudoku.
    const double correction = std::clamp(model_->predictValue(inputs(typeId, builtInScore, emptySquares)), -3.0, 3.0);
    prediction.seconds = rule * std::exp(correction);
    prediction.personal = true;
    return prediction;
}

ErrorFigures errorFigures(const std::vector<double>& predicted, const std::vector<double>& actual)
{
    ErrorFigures figures;
    if (predicted.empty() || predicted.size() != actual.size())
        return figures;
    int within = 0;
    double error = 0;
    for (std::size_t i = 0; i < predicted.size(); ++i) {
        error += std::abs(predicted[i] - actual[i]);
        within += std::abs(predicted[i] - actual[i]) <= 0.25 * actual[i] ? 1 : 0;
    }
    const auto n = static_cast<double>(predicted.size());
    figures.meanAbsoluteMinutes = error / n / 60;
    figures.within25 = within / n;
    figures.spearman = spearman(predicted, actual);
    return figures;
}

PredictionQuality assessPredictions(const std::vector<GameRecord>& games, unsigned seed, int maxChecked)
{
    PredictionQuality quality;
    std::vector<double> shown, actual;
    // Only games actually played: one mostly filled by Reveal or Apply Hint says nothing about the prediction.
    for (const GameRecord& game : games)
        if (game.predictedSeconds > 0 && game.seconds > 0 && isUsableForLearning(game)) {
            shown.push_back(game.predictedSeconds);
            actual.push_back(game.seconds);
        }
    quality.shownGames = static_cast<int>(shown.size());
    const ErrorFigures shownFigures = errorFigures(shown, actual);
    quality.shownMeanAbsoluteMinutes = shownFigures.meanAbsoluteMinutes;
    quality.shownWithin25 = shownFigures.within25;

    const std::vector<GameRecord> usable = usableOnly(games);
    if (static_cast<int>(usable.size()) <= kMinGamesForPersonalModel)
        return quality;   // leaving one out would leave too few to train on
    std::vector<double> personal, rule, times;
    const std::size_t first = usable.size() > static_cast<std::size_t>(maxChecked) ? usable.size() - static_cast<std::size_t>(maxChecked) : 0;
    for (std::size_t i = first; i < usable.size(); ++i) {
        std::vector<GameRecord> others = usable;
        others.erase(others.begin() + static_cast<std::ptrdiff_t>(i));
        const PlayerTimeModel model = PlayerTimeModel::train(others, seed);
        const GameRecord& game = usable[i];
        personal.push_back(model.predict(game.typeId, game.builtInScore, game.emptySquares).seconds);
        rule.push_back(ruleSeconds(game.builtInScore, game.emptySquares));
        times.push_back(game.seconds);
    }
    quality.checkedGames = static_cast<int>(times.size());
    const ErrorFigures personalFigures = errorFigures(personal, times);
    const ErrorFigures ruleFigures = errorFigures(rule, times);
    quality.personalMeanAbsoluteMinutes = personalFigures.meanAbsoluteMinutes;
    quality.personalWithin25 = personalFigures.within25;
    quality.ruleMeanAbsoluteMinutes = ruleFigures.meanAbsoluteMinutes;
    quality.ruleWithin25 = ruleFigures.within25;
    return quality;
}

double scoreForSeconds(const PlayerTimeModel& model, const std::string& typeId, double seconds, int emptySquares)
{
    double bestScore = 0;
    double bestGap = 1e300;
    for (int step = 0; step <= 200; ++step) {
        const double score = step * 0.5;
        // Compared in log units: 10 minutes too long is as far off as 5 minutes too short for 10 asked.
        const double gap = std::abs(std::log(model.predict(typeId, score, emptySquares).seconds) - std::log(std::max(1.0, seconds)));
        if (gap < bestGap) {
            bestGap = gap;
            bestScore = score;
        }
    }
    return bestScore;
}

int typicalEmptySquares(int cells) { return static_cast<int>(std::lround(cells * 2.0 / 3.0)); }

} // namespace ps
