#include "SkyscrapersLines.h"

namespace ps {

int visibleCount(const std::vector<int>& heights)
{
    int seen = 0;
    int tallest = 0;
    for (int h : heights)
        if (h > tallest) {
            tallest = h;
            ++seen;
        }
    return seen;
}

std::vector<int> lineHeights(const Board& board, const OuterClues& layout, int slot, int emptyValue)
{
    std::vector<int> heights;
    for (int cell : layout.line(slot)) {
        const int value = board.at(cell);
        heights.push_back(emptyValue > 0 && value == emptyValue ? 0 : value);
    }
    return heights;
}

OuterClues allClues(const Board& full, int emptyValue)
{
    OuterClues clues(full.rows(), full.cols());
    for (int slot = 0; slot < clues.slotCount(); ++slot)
        clues.set(slot, visibleCount(lineHeights(full, clues, slot, emptyValue)));
    return clues;
}

bool lineFull(const Board& board, const OuterClues& layout, int slot)
{
    for (int cell : layout.line(slot))
        if (board.at(cell) == 0)
            return false;
    return true;
}

const char* bySide(const OuterClues& clues, int slot, const char* top, const char* bottom, const char* left, const char* right)
{
    switch (clues.sideOf(slot)) {
    case GridSide::Top: return top;
    case GridSide::Bottom: return bottom;
    case GridSide::Left: return left;
    case GridSide::Right: return right;
    }
    return top;
}

} // namespace ps
