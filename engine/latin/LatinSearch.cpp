#include "LatinSearch.h"

#include "core/Bits.h"

#include <algorithm>
#include <bit>

namespace ps {

LatinSearch::LatinSearch(LatinUnits units) : propagation_(std::move(units)), cells_(propagation_.cellCount())
{
    stack_.resize(static_cast<std::size_t>(cells_ + 1) * static_cast<std::size_t>(cells_));
}

int LatinSearch::branchSquare(const CandidateMask* cand) const
{
    int best = -1;
    int bestCount = size() + 1;
    for (int cell = 0; cell < cells_; ++cell) {
        const CandidateMask m = cand[cell];
        const CandidateMask rest = m & (m - 1);
        if (rest == 0)
            continue;   // settled
        if ((rest & (rest - 1)) == 0)
            return cell;   // two candidates: no square has fewer
        const int count = countBits(m);
        if (count < bestCount) {
            best = cell;
            bestCount = count;
        }
    }
    return best;
}

int LatinSearch::branchSquareToDiffer(const CandidateMask* cand) const
{
    // A square that has lost its guide value must take another one. When no open square has, the guide's
    // values of the open squares complete a solution (a settled square whose value differs from the
    // guide took that value from every peer whose guide value it is, so those peers are among the squares
    // that lost theirs): the other solution is found without a wrong turn. So only squares that must
    // differ are branched on, fewest candidates first; the tree stays where the two solutions part.
    // (With units only; a constraint's rules may still refute the guide's values there.)
    int best = -1;
    int bestCount = size() + 1;
    for (int cell = 0; cell < cells_; ++cell) {
        const CandidateMask m = cand[cell];
        if (LatinPropagation::isSingle(m) || (m & guide_.values[cell]))
            continue;   // settled, or free to keep its guide value
        const int count = countBits(m);
        if (count == 2)
            return cell;
        if (count < bestCount) {
            best = cell;
            bestCount = count;
        }
    }
    return best >= 0 ? best : branchSquare(cand);
}

int LatinSearch::search(int depth, int limit, std::vector<Board>& found)
{
    if ((nodeLimit_ > 0 && nodes_ >= nodeLimit_) || (cancel_ && (nodes_ & 63) == 0 && cancel_->isCancelled())) {
        gaveUp_ = true;
        return 0;
    }
    ++nodes_;
    CandidateMask* cand = state(depth);
    if (!propagation_.propagate(cand))
        return 0;
    const int best = guide_.branchWhereDeparted ? branchSquareToDiffer(cand) : branchSquare(cand);
    if (best < 0) {   // every square has one value, and every rule was propagated: a solution
        found.push_back(boardOf(cand));
        return 1;
    }
    CandidateMask* next = state(depth + 1);
    // Near a known solution, the other one mostly agrees with it: its value first, the rest in order.
    const CandidateMask preferred = guide_.values ? cand[best] & guide_.values[best] : 0;
    int count = 0;
    for (CandidateMask options = cand[best]; options && count < limit && !gaveUp_;) {
        const CandidateMask pick = (options & preferred) ? preferred : options & (~options + 1);
        options &= ~pick;
        std::copy(cand, cand + cells_, next);
        propagation_.assign(next, best, pick);
        count += search(depth + 1, limit - count, found);
    }
    return count;
}

bool LatinSearch::run(int limit, long nodeLimit, const CancelToken* cancel, std::vector<Board>& solutions, LatinGuide guide)
{
    nodeLimit_ = nodeLimit;
    cancel_ = cancel;
    guide_ = guide;
    gaveUp_ = cancel && cancel->isCancelled();
    if (!gaveUp_ && limit > 0)
        search(0, limit, solutions);
    guide_ = {};
    return !gaveUp_;
}

Board LatinSearch::boardOf(const CandidateMask* cand) const
{
    Board board(size(), size());
    for (int cell = 0; cell < cells_; ++cell)
        board.set(cell, static_cast<CellValue>(std::countr_zero(cand[cell]) + 1));
    return board;
}

namespace {
CandidateMask valueBit(CellValue value) { return CandidateMask{1} << (value - 1); }
} // namespace

bool LatinSearch::loadBase(const Board& puzzle)
{
    base_.resize(static_cast<std::size_t>(cells_));
    return propagation_.load(base_.data(), puzzle) && propagation_.propagate(base_.data());
}

bool LatinSearch::startFromBase(int cell, CellValue value)
{
    std::copy(base_.begin(), base_.end(), root());
    propagation_.clearPending();   // the base is at its fixed point: only the barred square is new
    return value < 1 || value > units().values() || propagation_.restrict(root(), cell, ~valueBit(value));
}

bool LatinSearch::fixInBase(int cell, CellValue value)
{
    propagation_.clearPending();
    if (!(base_[static_cast<std::size_t>(cell)] & valueBit(value)))
        return false;
    return propagation_.restrict(base_.data(), cell, valueBit(value)) && propagation_.propagate(base_.data());
}

bool LatinSearch::runNear(int limit, long nodeLimit, const CancelToken* cancel, std::vector<Board>& solutions, const Board* guide)
{
    LatinGuide latinGuide;
    if (guide) {
        guideMasks_.resize(static_cast<std::size_t>(cells_));
        for (int cell = 0; cell < cells_; ++cell)
            guideMasks_[static_cast<std::size_t>(cell)] = guide->at(cell) > 0 ? valueBit(guide->at(cell)) : 0;
        latinGuide.values = guideMasks_.data();
    }
    return run(limit, nodeLimit, cancel, solutions, latinGuide);
}

} // namespace ps
