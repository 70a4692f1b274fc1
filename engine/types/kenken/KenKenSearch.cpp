#include "KenKenSearch.h"

#include <algorithm>
#include <bit>

namespace ps {

KenKenSearch::KenKenSearch(int side)
    : side_(side), cells_(side * side), all_(static_cast<Mask>((1U << side) - 1U))
{
}

KenKenSearch::Mask* KenKenSearch::state(int depth)
{
    const auto need = static_cast<std::size_t>(depth + 1) * static_cast<std::size_t>(cells_);
    if (stack_.size() < need)
        stack_.resize(need);
    return stack_.data() + static_cast<std::size_t>(depth) * static_cast<std::size_t>(cells_);
}

bool KenKenSearch::load(const Board& puzzle, int barredCell, CellValue barredValue)
{
    if (cagesOf_.empty() || puzzle.cages() != cages_) {   // a uniqueness test loads one puzzle several times
        cages_ = puzzle.cages();
        cagesOf_.assign(static_cast<std::size_t>(cells_), {});
        for (std::size_t i = 0; i < cages_.size(); ++i)
            for (int cell : cages_[i].cells)
                cagesOf_[static_cast<std::size_t>(cell)].push_back(static_cast<int>(i));
    }
    dirty_.assign(cages_.size(), 1);   // the root filters every cage
    Mask* cand = state(0);
    std::fill(cand, cand + cells_, all_);
    for (int cell = 0; cell < cells_; ++cell) {
        const CellValue v = puzzle.at(cell);
        if (v == 0)
            continue;
        if (v > side_)
            return false;
        cand[cell] = static_cast<Mask>(1U << (v - 1));
    }
    if (barredCell >= 0 && barredValue >= 1 && barredValue <= side_)
        cand[barredCell] = static_cast<Mask>(cand[barredCell] & ~(1U << (barredValue - 1)));
    for (int cell = 0; cell < cells_; ++cell)
        if (cand[cell] == 0)
            return false;
    return true;
}

bool KenKenSearch::settleSingles(Mask* cand, bool& changed)
{
    for (int cell = 0; cell < cells_; ++cell) {
        const Mask m = cand[cell];
        if (m == 0)
            return false;
        if ((m & (m - 1)) != 0)
            continue;
        const int row = cell / side_;
        const int col = cell % side_;
        for (int k = 0; k < side_; ++k) {
            for (const int peer : {row * side_ + k, k * side_ + col}) {
                if (peer == cell || !(cand[peer] & m))
                    continue;
                cand[peer] = static_cast<Mask>(cand[peer] & ~m);
                if (cand[peer] == 0)
                    return false;
                changed = true;
            }
        }
    }
    return true;
}

bool KenKenSearch::hiddenSingles(Mask* cand, bool& changed)
{
    for (int line = 0; line < side_; ++line)
        for (int direction = 0; direction < 2; ++direction) {
            const auto square = [&](int k) { return direction == 0 ? line * side_ + k : k * side_ + line; };
            for (int v = 0; v < side_; ++v) {
                const Mask bit = static_cast<Mask>(1U << v);
                int place = -1;
                int count = 0;
                for (int k = 0; k < side_ && count < 2; ++k)
                    if (cand[square(k)] & bit) {
                        place = square(k);
                        ++count;
                    }
                if (count == 0)
                    return false;   // the line has no place for v
                if (count == 1 && cand[place] != bit) {
                    cand[place] = bit;
                    changed = true;
                }
            }
        }
    return true;
}

void KenKenSearch::enumerate(const Mask* cand, const Cage& cage, std::size_t at, long sum, long product)
{
    if (at == cage.cells.size()) {
        if (!cageHolds(cage.operation, cage.target, tuple_))
            return;
        anyWay_ = true;
        for (std::size_t i = 0; i < cage.cells.size(); ++i)
            allowed_[i] = static_cast<Mask>(allowed_[i] | (1U << (tuple_[i] - 1)));
        return;
    }
    const int cell = cage.cells[at];
    for (Mask rest = cand[cell]; rest != 0; rest = static_cast<Mask>(rest & (rest - 1))) {
        const int v = std::countr_zero(rest) + 1;
        // Squares of the cage in one row or column differ.
        bool clash = false;
        for (std::size_t i = 0; i < at && !clash; ++i) {
            const int other = cage.cells[i];
            clash = tuple_[i] == v && (other / side_ == cell / side_ || other % side_ == cell % side_);
        }
        if (clash)
            continue;
        const long newSum = sum + v;
        const long newProduct = product * v;
        if (cage.operation == CageOperation::Add && (newSum + minRest_[at] > cage.target || newSum + maxRest_[at] < cage.target))
            continue;
        if (cage.operation == CageOperation::Multiply && cage.target % newProduct != 0)
            continue;
        tuple_[at] = v;
        enumerate(cand, cage, at + 1, newSum, newProduct);
    }
}

bool KenKenSearch::filterCage(Mask* cand, std::size_t index, bool& changed)
{
    const Cage& cage = cages_[index];
    if (cage.operation == CageOperation::None)
        return true;
    const std::size_t size = cage.cells.size();
    tuple_.assign(size, 0);
    allowed_.assign(size, 0);
    minRest_.assign(size, 0);
    maxRest_.assign(size, 0);
    for (std::size_t i = size; i-- > 1;) {   // the squares after index i - 1
        const Mask m = cand[cage.cells[i]];
        minRest_[i - 1] = minRest_[i] + std::countr_zero(m) + 1;
        maxRest_[i - 1] = maxRest_[i] + (16 - std::countl_zero(m));
    }
    anyWay_ = false;
    enumerate(cand, cage, 0, 0, 1);
    if (!anyWay_)
        return false;
    for (std::size_t i = 0; i < size; ++i) {
        Mask& m = cand[cage.cells[i]];
        if ((m & allowed_[i]) != m) {
            m = static_cast<Mask>(m & allowed_[i]);
            changed = true;
            markCagesOf(cage.cells[i], static_cast<int>(index));   // (none in KenKen, where cages do not overlap)
        }
    }
    return true;
}

bool KenKenSearch::propagate(Mask* cand)
{
    for (;;) {
        // The cheap Latin rules first, to their fixed point; the cages of what they changed are dirty.
        before_.assign(cand, cand + cells_);
        for (bool changed = true; changed;) {
            changed = false;
            if (!settleSingles(cand, changed) || !hiddenSingles(cand, changed)) {
                std::fill(dirty_.begin(), dirty_.end(), 0);
                return false;
            }
        }
        for (int cell = 0; cell < cells_; ++cell)
            if (cand[cell] != before_[static_cast<std::size_t>(cell)])
                markCagesOf(cell);
        bool filtered = false;
        for (std::size_t i = 0; i < cages_.size(); ++i) {
            if (!dirty_[i])
                continue;
            dirty_[i] = 0;
            filtered = true;
            bool changed = false;
            if (!filterCage(cand, i, changed)) {
                std::fill(dirty_.begin(), dirty_.end(), 0);
                return false;
            }
            if (changed)
                break;   // back to the Latin rules with what the cage decided
        }
        if (!filtered)
            return true;
    }
}

Board KenKenSearch::boardOf(const Mask* cand) const
{
    Board board(side_, side_);
    for (int cell = 0; cell < cells_; ++cell)
        board.set(cell, static_cast<CellValue>(std::countr_zero(cand[cell]) + 1));
    return board;
}

int KenKenSearch::search(int depth, int limit, std::vector<Board>& found)
{
    if ((nodeLimit_ > 0 && nodes_ >= nodeLimit_) || (cancel_ && (nodes_ & 63) == 0 && cancel_->isCancelled())) {
        gaveUp_ = true;
        return 0;
    }
    ++nodes_;
    Mask* cand = state(depth);
    if (!propagate(cand))
        return 0;
    int best = -1;
    int bestCount = side_ + 1;
    for (int cell = 0; cell < cells_; ++cell) {
        const int count = std::popcount(static_cast<unsigned>(cand[cell]));
        if (count > 1 && count < bestCount) {
            best = cell;
            bestCount = count;
        }
    }
    if (best < 0) {   // every square decided, and propagation checked every rule
        found.push_back(boardOf(cand));
        return 1;
    }
    // The guide's value first, then the others from the smallest.
    const Mask options = cand[best];
    const Mask first = guide_ && guide_->at(best) > 0 ? static_cast<Mask>(options & (1U << (guide_->at(best) - 1))) : Mask{0};
    int count = 0;
    for (Mask rest = options; rest != 0;) {
        const Mask bit = (rest & first) ? first : static_cast<Mask>(rest & (~rest + 1U));
        rest = static_cast<Mask>(rest & ~bit);
        const int v = std::countr_zero(bit) + 1;
        Mask* child = state(depth + 1);
        cand = state(depth);   // state() may have moved the stack
        std::copy(cand, cand + cells_, child);
        child[best] = static_cast<Mask>(1U << (v - 1));
        markCagesOf(best);   // the parent was at a fixed point: only what follows from the choice is new
        count += search(depth + 1, limit - count, found);
        if (count >= limit || gaveUp_)
            break;
    }
    return count;
}

bool KenKenSearch::run(int limit, long nodeLimit, const CancelToken* cancel, std::vector<Board>& solutions, const Board* guide)
{
    nodeLimit_ = nodeLimit;
    cancel_ = cancel;
    guide_ = guide;
    gaveUp_ = cancel && cancel->isCancelled();
    if (!gaveUp_)
        search(0, limit, solutions);
    return !gaveUp_;
}

} // namespace ps
