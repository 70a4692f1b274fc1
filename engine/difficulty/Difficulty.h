#pragma once
#include "core/Board.h"
#include "core/CancelToken.h"

#include <optional>
#include <string>

namespace ps {

class DifficultySpec;
struct ScoreBands;

// The paper's four classes.
enum class Difficulty { Easy, Medium, Hard, Evil };

std::string difficultyName(Difficulty difficulty);   // "easy", "medium", "hard", "evil"
std::optional<Difficulty> parseDifficulty(const std::string& name);

// What the caller of a classification already has. A puzzle's features need its solution count, and
// the logic solver needs the solution to guess towards: on a sparse 25x25 that is an exact count of
// seconds, which a generator that proved the puzzle unique need not pay.
struct ClassifyContext {
    const Board* uniqueSolution = nullptr;   // the puzzle's solution, proven to be its only one
    const CancelToken* cancel = nullptr;     // stops the count; a class found while cancelling is not worth keeping
};

// A puzzle's class and its 0-100 score, found together.
struct Rating {
    Difficulty difficulty = Difficulty::Easy;
    double score = 0;
};

// The complexity function C: files a puzzle under a class.
class DifficultyClassifier {
public:
    virtual ~DifficultyClassifier() = default;
    virtual Difficulty classify(const DifficultySpec& rules, const Board& givens, const ClassifyContext& context = {}) const = 0;
    // classify() and score() at once. By default the two calls; a learnt model overrides it to compute the
    // features (a logic solve) and the model once instead of twice (`rate` needs both for every puzzle).
    virtual Rating rate(const DifficultySpec& rules, const Board& givens, const ClassifyContext& context = {}) const
    {
        return {classify(rules, givens, context), score(rules, givens, context)};
    }
    // The 0-100 difficulty score whose bands are the classes. By default the type's rule score
    // (PuzzleRules::ruleScore); a learnt score model overrides it.
    virtual double score(const DifficultySpec& rules, const Board& givens, const ClassifyContext& context = {}) const;
    // The bands of score() that are its classes: a score model's own, else the default quarters.
    virtual ScoreBands bands(const DifficultySpec& rules) const;
    // Whether score() comes from a model trained on graders' labels (else it is a rule).
    virtual bool hasLearntScore(const DifficultySpec& rules) const
    {
        (void)rules;
        return false;
    }
};

// C by each type's own rule (PuzzleRules::ruleDifficulty): for Sudoku the clue-count bands that stand
// in when the learnt model cannot be loaded; for a type without labelled data, its definition of the classes.
class RuleClassifier final : public DifficultyClassifier {
public:
    Difficulty classify(const DifficultySpec& rules, const Board& givens, const ClassifyContext& context = {}) const override;
};

} // namespace ps
