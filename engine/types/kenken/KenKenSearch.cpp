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
        cagesOf_.resize(static_cast<std::size_t>(cells_));
        for (std::vector<int>& list : cagesOf_)
            list.clear();   // keeps the lists' memory: generation loads a new caging per tested square
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

bool KenKenSearch::loadBase(const Board& puzzle)
{
    if (!load(puzzle))
        return false;
    base_.assign(state(0), state(0) + cells_);
    return propagate(base_.data());
}

bool KenKenSearch::startFromBase(int cell, CellValue value)
{
    Mask* cand = state(0);
    std::copy(base_.begin(), base_.end(), cand);
    if (value >= 1 && value <= side_)
        cand[cell] = static_cast<Mask>(cand[cell] & ~(1U << (value - 1)));
    if (cand[cell] == 0)
        return false;
    std::fill(dirty_.begin(), dirty_.end(), 0);
    markCagesOf(cell);   // the base is at its fixed point: only the barred square's cages are new
    return true;
}

bool KenKenSearch::fixInBase(int cell, CellValue value)
{
    Mask& m = base_[static_cast<std::size_t>(cell)];
    const Mask bit = static_cast<Mask>(1U << (value - 1));
    if (!(m & bit))
        return false;
    if (m == bit)
        return true;
    m = bit;
    std::fill(dirty_.begin(), dirty_.end(), 0);
    markCagesOf(cell);
    return propagate(base_.data());
}

bool KenKenSearch::settleSingles(Mask* cand, bool& changed)
{
    // The values decided in each row and column (two squares of a line decided alike: a contradiction),
    // then out of every undecided square of those lines.
    rowDecided_.assign(static_cast<std::size_t>(side_), 0);
    colDecided_.assign(static_cast<std::size_t>(side_), 0);
    for (int cell = 0; cell < cells_; ++cell) {
        const Mask m = cand[cell];
        if (m == 0)
            return false;
        if ((m & (m - 1)) != 0)
            continue;
        Mask& row = rowDecided_[static_cast<std::size_t>(cell / side_)];
        Mask& col = colDecided_[static_cast<std::size_t>(cell % side_)];
        if ((row & m) || (col & m))
            return false;
        row = static_cast<Mask>(row | m);
        col = static_cast<Mask>(col | m);
    }
    for (int cell = 0; cell < cells_; ++cell) {
        const Mask m = cand[cell];
        if ((m & (m - 1)) == 0)
            continue;
        const Mask left = static_cast<Mask>(m & ~(rowDecided_[static_cast<std::size_t>(cell / side_)] | colDecided_[static_cast<std::size_t>(cell % side_)]));
        if (left == m)
            continue;
        if (left == 0)
            return false;
        cand[cell] = left;
        changed = true;
    }
    return true;
}

bool KenKenSearch::hiddenSingles(Mask* cand, bool& changed)
{
    for (int line = 0; line < side_; ++line)
        for (int direction = 0; direction < 2; ++direction) {
            const auto square = [&](int k) { return direction == 0 ? line * side_ + k : k * side_ + line; };
            // The values with a place in the line, and those with two or more.
            Mask once = 0;
            Mask twice = 0;
            for (int k = 0; k < side_; ++k) {
                const Mask m = cand[square(k)];
                twice = static_cast<Mask>(twice | (once & m));
                once = static_cast<Mask>(once | m);
            }
            if (once != all_)
                return false;   // the line has no place for some value
            const Mask single = static_cast<Mask>(once & ~twice);
            if (single == 0)
                continue;
            for (int k = 0; k < side_; ++k) {
                Mask& m = cand[square(k)];
                const Mask here = static_cast<Mask>(m & single);
                if (here == 0 || here == m)
                    continue;
                if ((here & (here - 1)) != 0)
                    return false;   // two values that each have only this place
                m = here;
                changed = true;
            }
        }
    return true;
}

void KenKenSearch::enumerate(const Mask* cand, const Cage& cage, std::size_t at, long sum, long product)
{
    const std::size_t size = cage.cells.size();
    const int cell = cage.cells[at];
    Mask options = cand[cell];
    const bool last = at + 1 == size;
    // For + and × the last value follows from the others (and then meets the target by construction).
    const bool forced = last && size > 1 && (cage.operation == CageOperation::Add || cage.operation == CageOperation::Multiply);
    if (forced) {
        const long need = cage.operation == CageOperation::Add ? cage.target - sum
                          : product != 0 && cage.target % product == 0 ? cage.target / product
                                                                        : 0;
        if (need < 1 || need > side_)
            return;
        options = static_cast<Mask>(options & (1U << (need - 1)));
    }
    for (Mask rest = options; rest != 0; rest = static_cast<Mask>(rest & (rest - 1))) {
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
        tuple_[at] = v;
        if (last) {
            if (!forced && !cageHolds(cage.operation, cage.target, tuple_))
                continue;
            anyWay_ = true;
            for (std::size_t i = 0; i < size; ++i)
                allowed_[i] = static_cast<Mask>(allowed_[i] | (1U << (tuple_[i] - 1)));
            continue;
        }
        if (cage.operation == CageOperation::Add && (newSum + minRest_[at] > cage.target || newSum + maxRest_[at] < cage.target))
            continue;
        if (cage.operation == CageOperation::Multiply && cage.target % newProduct != 0)
            continue;
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
        // Every dirty cage in one sweep; what they decided goes back to the Latin rules. When no cage
        // narrowed anything, the Latin rules are still at their fixed point: done.
        bool narrowed = false;
        for (std::size_t i = 0; i < cages_.size(); ++i) {
            if (!dirty_[i])
                continue;
            dirty_[i] = 0;
            if (!filterCage(cand, i, narrowed)) {
                std::fill(dirty_.begin(), dirty_.end(), 0);
                return false;
            }
        }
        if (!narrowed)
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
