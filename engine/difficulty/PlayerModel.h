#pragma once
#include "SvmModel.h"

#include <optional>
#include <string>
#include <vector>

namespace ps {

// One finished game of one player, as the studio records it.
struct GameRecord {
    std::string typeId;          // "sudoku"
    int rows = 0;
    int cols = 0;
    int emptySquares = 0;        // squares the player had to fill
    double builtInScore = 0;     // the puzzle's 0-100 difficulty score (DifficultyClassifier::score)
    std::vector<double> features;   // PuzzleRules::features (kept for later models; not an input today)
    double seconds = 0;          // time played
    int hints = 0;
    int mistakes = 0;            // wrong values a Check found
    int revealed = 0;            // squares revealed
    int hintedSquares = 0;       // squares filled by Apply Hint (the hint's step written in for the player)
    double predictedSeconds = 0; // what was predicted before it started (0: nothing was shown)
};

// The built-in time: a RULE, not learnt from anyone. seconds = emptySquares x 5.3 x exp(1.8 x score/100):
// about 5 minutes for an easy 9x9 (45 empty squares, score 12.5) and 25 for an evil one (58 empty, 87.5).
double ruleSeconds(double builtInScore, int emptySquares);

// Below this many usable games the personal model is not trained and the rule answers.
constexpr int kMinGamesForPersonalModel = 5;
// From this many usable games the model's parameters are chosen by cross-validation; below, fixed ones.
constexpr int kMinGamesForParameterSearch = 8;

// Whether a game says something about the player's pace: it was played (some time, some empty squares)
// and at most half of its empty squares were filled by Reveal or Apply Hint (a game finished mostly by
// them times those buttons, not the player).
bool isUsableForLearning(const GameRecord& game);
// More than half of the empty squares filled by Reveal or Apply Hint.
bool mostlyFilledByHelp(int emptySquares, int revealed, int hintedSquares);

struct TimePrediction {
    double seconds = 0;
    bool personal = false;   // from the player's model; else from the rule
    int gamesToGo = 0;       // usable games still needed before the personal model answers (0 when it does)
};

// The player's time model: epsilon-SVR (RBF) on the usable games, learning how far the player's
// log(time) is from the rule's: target = log(seconds) - log(ruleSeconds), inputs = [score,
// log(empty squares), the type one-hot]. Learning the difference rather than log(seconds) itself keeps a
// young model sensible: far from the games it has seen, an RBF model falls back to its bias, i.e. the
// rule shifted by the player's typical speed. Times are multiplicative, hence the logarithms.
class PlayerTimeModel {
public:
    // `seed`: libsvm's fold shuffle for the parameter search.
    static PlayerTimeModel train(const std::vector<GameRecord>& games, unsigned seed = 1);

    TimePrediction predict(const std::string& typeId, double builtInScore, int emptySquares) const;
    bool isPersonal() const { return model_.has_value(); }
    int usableGames() const { return usable_; }

private:
    std::vector<double> inputs(const std::string& typeId, double builtInScore, int emptySquares) const;

    std::vector<std::string> types_;   // the one-hot's order
    std::optional<SvmModel> model_;
    int usable_ = 0;
};

// How good the predictions have been, in minutes and as the share within 25% of the actual time.
struct PredictionQuality {
    // The predictions shown before each recorded game played (games without one, or mostly revealed, are left out).
    int shownGames = 0;
    double shownMeanAbsoluteMinutes = 0;
    double shownWithin25 = 0;
    // Leave-one-out over the usable games: the personal model trained on the others vs the rule.
    int checkedGames = 0;   // 0 when there are too few games for the personal model
    double personalMeanAbsoluteMinutes = 0;
    double personalWithin25 = 0;
    double ruleMeanAbsoluteMinutes = 0;
    double ruleWithin25 = 0;
};

// `maxChecked`: leave-one-out over at most the latest this many usable games (each costs a training).
PredictionQuality assessPredictions(const std::vector<GameRecord>& games, unsigned seed = 1, int maxChecked = 60);

// Figures of predictions against actual times (seconds).
struct ErrorFigures {
    double meanAbsoluteMinutes = 0;
    double within25 = 0;   // share of predictions within +-25% of the actual time
    double spearman = 0;   // rank agreement
};
ErrorFigures errorFigures(const std::vector<double>& predicted, const std::vector<double>& actual);

} // namespace ps

namespace ps {

// The score at which `model` predicts the time nearest to `seconds` for a puzzle of the type with
// `emptySquares` empty squares (the predicted time grows with the score, but a learnt model need not be
// monotone, so the whole 0-100 range is scanned in steps of 0.5).
double scoreForSeconds(const PlayerTimeModel& model, const std::string& typeId, double seconds, int emptySquares);

// A typical number of empty squares of a generated puzzle with `cells` squares (two thirds), for
// predicting before the puzzle exists.
int typicalEmptySquares(int cells);

} // namespace ps
