#include "KillerConflicts.h"

#include <algorithm>

namespace ps {
namespace {

struct CageTally {
    long sum = 0;
    bool full = true;
    int repeatA = -1;   // the first pair of squares with one value
    int repeatB = -1;
};

CageTally tally(const Board& board, const Cage& cage)
{
    CageTally t;
    for (std::size_t i = 0; i < cage.cells.size(); ++i) {
        const int v = board.at(cage.cells[i]);
        if (v == 0) {
            t.full = false;
            continue;
        }
        t.sum += v;
        for (std::size_t j = 0; j < i && t.repeatA < 0; ++j)
            if (board.at(cage.cells[j]) == v) {
                t.repeatA = cage.cells[j];
                t.repeatB = cage.cells[i];
            }
    }
    return t;
}

bool inGrid(const Cage& cage, int side)
{
    return !cage.cells.empty() && std::all_of(cage.cells.begin(), cage.cells.end(), [&](int c) { return c >= 0 && c < side * side; });
}

} // namespace

std::optional<EngineMessage> findKillerCageConflict(int side, const Board& board)
{
    if (!board.hasCages())
        return std::nullopt;
    for (const Cage& cage : board.cages()) {
        if (!inGrid(cage, side))
            return EngineMessage{PS_TRANSLATE("Engine", "A cage lies outside the grid."), {}};
        const std::string where = squareName(cage.cells.front(), side);
        if (cage.operation != CageOperation::Add && cage.operation != CageOperation::Given)
            return EngineMessage{PS_TRANSLATE("Engine", "The cage at %1 is not a sum cage."), {where}};
        const CageTally t = tally(board, cage);
        if (t.repeatA >= 0)
            return EngineMessage{PS_TRANSLATE("Engine", "The cage at %1 has %2 twice (%3 and %4)."),
                                 {where, std::to_string(board.at(t.repeatA)), squareName(t.repeatA, side), squareName(t.repeatB, side)}};
        if (t.sum > cage.target || (t.full && t.sum != cage.target))
            return EngineMessage{PS_TRANSLATE("Engine", "The cage at %1 adds up to %2, not %3."),
                                 {where, std::to_string(t.sum), std::to_string(cage.target)}};
    }
    return std::nullopt;
}

std::vector<int> killerCageConflictCells(int side, const Board& board)
{
    std::vector<int> out;
    if (!board.hasCages())
        return out;
    for (const Cage& cage : board.cages()) {
        if (!inGrid(cage, side))
            continue;
        const CageTally t = tally(board, cage);
        if (t.repeatA >= 0) {
            for (int cell : cage.cells)
                if (board.at(cell) != 0 && board.at(cell) == board.at(t.repeatA))
                    out.push_back(cell);
        }
        if (t.sum > cage.target || (t.full && t.sum != cage.target))
            for (int cell : cage.cells)
                if (board.at(cell) != 0)
                    out.push_back(cell);
    }
    std::sort(out.begin(), out.end());
    out.erase(std::unique(out.begin(), out.end()), out.end());
    return out;
}

} // namespace ps
