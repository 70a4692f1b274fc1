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
    for (int cell : clueLine(layout, slot)) {
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

const std::vector<int>& clueLine(const OuterClues& clues, int slot)
{
    // Every square grid up to the largest side, made on first use (thread-safe); any other shape is
    // worked out per call into a slot of this thread's own.
    constexpr int kLargest = 9;
    static const std::vector<std::vector<std::vector<int>>> square = [] {
        std::vector<std::vector<std::vector<int>>> bySide(kLargest + 1);
        for (int side = 1; side <= kLargest; ++side) {
            const OuterClues layout(side, side);
            for (int s = 0; s < layout.slotCount(); ++s)
                bySide[static_cast<std::size_t>(side)].push_back(layout.line(s));
        }
        return bySide;
    }();
    if (clues.rows() == clues.cols() && clues.rows() >= 1 && clues.rows() <= kLargest)
        return square[static_cast<std::size_t>(clues.rows())][static_cast<std::size_t>(slot)];
    thread_local std::vector<int> other;
    other = clues.line(slot);
    return other;
}

bool lineFull(const Board& board, const OuterClues& layout, int slot)
{
    for (int cell : clueLine(layout, slot))
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
