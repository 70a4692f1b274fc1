#pragma once
#include "core/Board.h"

#include <optional>
#include <string>

namespace ps {

class PuzzleRules;

// The paper's four classes.
enum class Difficulty { Easy, Medium, Hard, Evil };

std::string difficultyName(Difficulty difficulty);   // "easy", "medium", "hard", "evil"
std::optional<Difficulty> parseDifficulty(const std::string& name);

// The complexity function C: files a puzzle under a class.
class DifficultyClassifier {
public:
    virtual ~DifficultyClassifier() = default;
    virtual Difficulty classify(const PuzzleRules& rules, const Board& givens) const = 0;
};

// C by each type's own rule (PuzzleRules::ruleDifficulty): for Sudoku the clue-count bands that stand
// in when the learnt model cannot be loaded; for a type without labelled data, its definition of the classes.
class RuleClassifier final : public DifficultyClassifier {
public:
    Difficulty classify(const PuzzleRules& rules, const Board& givens) const override;
};

} // namespace ps
