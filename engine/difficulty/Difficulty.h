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

// A stand-in for C until the learnt model exists: bands of the share of squares given, scaled from the
// usual 9x9 clue counts (36+ easy, 31-35 medium, 27-30 hard, 26 and fewer evil).
class ClueBandClassifier final : public DifficultyClassifier {
public:
    Difficulty classify(const PuzzleRules& rules, const Board& givens) const override;
};

} // namespace ps
