#include "SudokuBoxSingles.h"

#include "latin/UnitTally.h"

#include <algorithm>
#include <bit>
#include <map>
#include <memory>
#include <string>
#include <vector>

namespace ps {
namespace {

// The fill's tables for one shape: each square's row, column and box, and the values placed per unit.
class BoxSingles {
public:
    explicit BoxSingles(const SudokuShape& shape)
        : n_(shape.size())
        , boxCells_(static_cast<std::size_t>(shape.cellCount()))
        , boxOf_(static_cast<std::size_t>(shape.cellCount()))
        , used_(static_cast<std::size_t>(3 * shape.size()))
        , value_(static_cast<std::size_t>(shape.cellCount()))
    {
        for (int b = 0; b < n_; ++b)
            for (int k = 0; k < n_; ++k) {
                const int cell = shape.box(b)[static_cast<std::size_t>(k)];
                boxCells_[static_cast<std::size_t>(b * n_ + k)] = cell;
                boxOf_[static_cast<std::size_t>(cell)] = b;
            }
    }

    bool fills(const Board& givens)
    {
        const CandidateMask all = n_ >= 32 ? ~CandidateMask{0} : (CandidateMask{1} << n_) - 1;
        CandidateMask* rows = used_.data();
        CandidateMask* cols = rows + n_;
        CandidateMask* boxes = cols + n_;
        std::fill(used_.begin(), used_.end(), 0);
        int empty = 0;
        for (int cell = 0; cell < n_ * n_; ++cell) {
            const CellValue v = givens.at(cell);
            value_[static_cast<std::size_t>(cell)] = v;
            if (v == 0) {
                ++empty;
                continue;
            }
            if (v > n_)
                return false;
            const CandidateMask bit = CandidateMask{1} << (v - 1);
            CandidateMask& row = rows[cell / n_];
            CandidateMask& col = cols[cell % n_];
            CandidateMask& box = boxes[boxOf_[static_cast<std::size_t>(cell)]];
            if ((row | col | box) & bit)
                return false;   // a value twice in a unit
            row |= bit;
            col |= bit;
            box |= bit;
        }
        const auto candidates = [&](int cell) { return all & ~(rows[cell / n_] | cols[cell % n_] | boxes[boxOf_[static_cast<std::size_t>(cell)]]); };
        while (empty > 0) {
            bool progress = false;
            for (int b = 0; b < n_; ++b) {
                const CandidateMask missing = all & ~boxes[b];
                if (missing == 0)
                    continue;
                const int* cells = &boxCells_[static_cast<std::size_t>(b * n_)];
                UnitTally tally;
                for (int k = 0; k < n_; ++k)
                    if (value_[static_cast<std::size_t>(cells[k])] == 0)
                        tally.add(candidates(cells[k]));
                if (missing & ~tally.once)
                    return false;   // a value with no place left in the box
                for (CandidateMask single = missing & tally.singles(); single; single &= single - 1) {
                    const CandidateMask bit = single & (~single + 1);
                    int place = -1;
                    for (int k = 0; k < n_ && place < 0; ++k)
                        if (value_[static_cast<std::size_t>(cells[k])] == 0 && (candidates(cells[k]) & bit))
                            place = cells[k];
                    if (place < 0)
                        return false;   // its only place was taken meanwhile: no solution
                    value_[static_cast<std::size_t>(place)] = static_cast<CellValue>(std::countr_zero(bit) + 1);
                    rows[place / n_] |= bit;
                    cols[place % n_] |= bit;
                    boxes[b] |= bit;
                    --empty;
                    progress = true;
                }
            }
            if (!progress)
                return false;
        }
        return true;
    }

private:
    int n_;
    std::vector<int> boxCells_;           // box b's squares at b * n .. b * n + n - 1
    std::vector<int> boxOf_;
    std::vector<CandidateMask> used_;     // rows, then columns, then boxes: the values placed in each
    std::vector<CellValue> value_;        // the grid as it fills
};

} // namespace

bool boxSinglesSolve(const SudokuShape& shape, const Board& givens)
{
    // Shapes of regions other than boxes may come new with every puzzle: only the last few are kept.
    thread_local std::map<std::string, std::unique_ptr<BoxSingles>> kept;
    if (kept.size() >= 32 && !kept.contains(shape.key()))
        kept.clear();
    std::unique_ptr<BoxSingles>& singles = kept[shape.key()];
    if (!singles)
        singles = std::make_unique<BoxSingles>(shape);
    return singles->fills(givens);
}

} // namespace ps
