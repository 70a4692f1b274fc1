#include "SkyscrapersConstraint.h"

#include "SkyscrapersLines.h"
#include "latin/LatinPropagation.h"

#include <algorithm>

namespace ps {

SkyscrapersConstraint::SkyscrapersConstraint(const SkyscrapersShape& shape)
    : side_(shape.side), linesOf_(static_cast<std::size_t>(shape.side * shape.side)), ways_(shape.side, shape.highest),
      masks_(static_cast<std::size_t>(shape.side)), support_(static_cast<std::size_t>(shape.side))
{
}

void SkyscrapersConstraint::setClues(const OuterClues& clues)
{
    // Generation proves one board after another with the same clues while it empties squares.
    if (clues.values() == clueValues_ && clues.rows() == rows_) {
        dirty_.assign(lines_.size(), 1);
        return;
    }
    clueValues_ = clues.values();
    rows_ = clues.rows();
    lines_.clear();
    for (auto& lines : linesOf_)
        lines.clear();
    for (int slot = 0; slot < clues.slotCount(); ++slot)
        if (clues.at(slot) != 0) {
            const std::vector<int>& line = clueLine(clues, slot);
            for (int cell : line)
                linesOf_[static_cast<std::size_t>(cell)].push_back(static_cast<int>(lines_.size()));
            lines_.push_back({clues.at(slot), line});
        }
    dirty_.assign(lines_.size(), 1);
}

void SkyscrapersConstraint::markLinesOf(int cell)
{
    for (int line : linesOf_[static_cast<std::size_t>(cell)])
        dirty_[static_cast<std::size_t>(line)] = 1;
}

bool SkyscrapersConstraint::propagate(LatinPropagation& latin, CandidateMask* cand, const std::vector<int>& narrowed)
{
    for (int cell : narrowed)
        markLinesOf(cell);
    for (bool again = true; again;) {
        again = false;
        for (std::size_t i = 0; i < lines_.size(); ++i) {
            if (!dirty_[i])
                continue;
            dirty_[i] = 0;
            const ClueLine& line = lines_[i];
            for (int k = 0; k < side_; ++k)
                masks_[static_cast<std::size_t>(k)] = cand[line.cells[static_cast<std::size_t>(k)]];
            if (!ways_.supports(line.clue, masks_.data(), support_.data())) {
                std::fill(dirty_.begin(), dirty_.end(), 0);   // the search resumes from a fixed point; the kernel reports what changes
                return false;
            }
            for (int k = 0; k < side_; ++k) {
                const int cell = line.cells[static_cast<std::size_t>(k)];
                const CandidateMask before = cand[cell];
                if (!latin.restrict(cand, cell, support_[static_cast<std::size_t>(k)])) {
                    std::fill(dirty_.begin(), dirty_.end(), 0);
                    return false;
                }
                if (cand[cell] != before) {
                    markLinesOf(cell);
                    again = true;
                }
            }
            dirty_[i] = 0;   // its own narrowings keep it at its fixed point
        }
    }
    return true;
}

} // namespace ps
