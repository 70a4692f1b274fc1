#pragma once
#include "SkyscrapersLineWays.h"
#include "SkyscrapersShape.h"
#include "core/OuterClues.h"
#include "latin/LatinConstraint.h"

#include <vector>

namespace ps {

// Skyscrapers' clues on top of the Latin kernel: for every clued line whose squares narrowed, a value no
// arrangement of the line that shows the clue's count uses leaves its square (SkyscrapersLineWays). Lines
// it narrows itself are followed up here, as the kernel asks.
class SkyscrapersConstraint final : public LatinConstraint {
public:
    explicit SkyscrapersConstraint(const SkyscrapersShape& shape);

    void setClues(const OuterClues& clues);

    bool propagate(LatinPropagation& latin, CandidateMask* cand, const std::vector<int>& narrowed) override;

private:
    struct ClueLine {
        int clue = 0;
        std::vector<int> cells;   // in the order seen from the clue
    };
    void markLinesOf(int cell);

    int side_;
    std::vector<int> clueValues_;             // the clues lines_ were made for (OuterClues::values)
    int rows_ = -1;
    std::vector<ClueLine> lines_;
    std::vector<std::vector<int>> linesOf_;   // by square: the clued lines through it
    std::vector<char> dirty_;                 // by line: to be filtered
    SkyscrapersLineWays ways_;
    std::vector<SkyscrapersLineWays::Mask> masks_;
    std::vector<SkyscrapersLineWays::Mask> support_;
};

} // namespace ps
