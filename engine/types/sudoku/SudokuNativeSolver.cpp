#include "SudokuNativeSolver.h"

#include "core/EngineError.h"

#include <algorithm>
#include <bit>
#include <chrono>

namespace ps {

SudokuNativeSolver::SudokuNativeSolver(const SudokuShape& shape)
    : size_(shape.size())
    , cells_(shape.cellCount())
    , all_(static_cast<Mask>((std::uint64_t{1} << shape.size()) - 1))
    , peerCount_(0)
    , boxRows_(shape.boxRows())
    , boxCols_(shape.boxCols())
{
    for (const auto& unit : shape.units())
        unitCells_.insert(unitCells_.end(), unit.begin(), unit.end());
    std::vector<std::vector<int>> peersOf(static_cast<std::size_t>(cells_));
    for (const auto& unit : shape.units())
        for (int a : unit)
            for (int b : unit)
                if (a != b)
                    peersOf[static_cast<std::size_t>(a)].push_back(b);
    for (auto& list : peersOf) {
        std::sort(list.begin(), list.end());
        list.erase(std::unique(list.begin(), list.end()), list.end());
    }
    peerCount_ = static_cast<int>(peersOf[0].size());   // the same for every square
    for (const auto& list : peersOf)
        peers_.insert(peers_.end(), list.begin(), list.end());
    unitsOf_.resize(static_cast<std::size_t>(cells_) * 3);
    for (int cell = 0; cell < cells_; ++cell) {
        const int row = cell / size_;
        const int col = cell % size_;
        unitsOf_[static_cast<std::size_t>(cell) * 3] = row;
        unitsOf_[static_cast<std::size_t>(cell) * 3 + 1] = size_ + col;
        unitsOf_[static_cast<std::size_t>(cell) * 3 + 2] = 2 * size_ + shape.boxOf(row, col);
    }
    dirty_.assign(static_cast<std::size_t>(3 * size_), 1);
    rowSegments_.resize(static_cast<std::size_t>(size_ * shape.stackCount()));
    colSegments_.resize(static_cast<std::size_t>(size_ * shape.bandCount()));
    stack_.resize(static_cast<std::size_t>(cells_ + 1) * static_cast<std::size_t>(cells_));
    queue_.reserve(static_cast<std::size_t>(cells_) * 2);
}

void SudokuNativeSolver::checkFits(const Board& board) const
{
    if (board.rows() != size_ || board.cols() != size_)
        throw EngineError(PS_TRANSLATE("Engine", "The solver was given a %1x%2 grid for %3x%4 rules."),
                          {std::to_string(board.rows()), std::to_string(board.cols()), std::to_string(size_), std::to_string(size_)});
    for (CellValue v : board.cells())
        if (v > size_)
            throw EngineError(PS_TRANSLATE("Engine", "The value %1 is out of range: values run from 1 to %2."),
                              {std::to_string(v), std::to_string(size_)});
}

bool SudokuNativeSolver::eliminate(Mask* cand, int cell, Mask bits)
{
    Mask& m = cand[cell];
    if (!(m & bits))
        return true;
    m &= ~bits;
    if (m == 0)
        return false;
    markDirty(cell);
    if ((m & (m - 1)) == 0)
        queue_.push_back(cell);
    return true;
}

int SudokuNativeSolver::lockedCandidates(Mask* cand)
{
    const int n = size_;
    const int stacks = boxRows_;   // stacks of boxCols_ columns
    const int bands = boxCols_;    // bands of boxRows_ rows
    for (int row = 0; row < n; ++row)
        for (int stack = 0; stack < stacks; ++stack) {
            Mask m = 0;
            const Mask* first = cand + row * n + stack * boxCols_;
            for (int k = 0; k < boxCols_; ++k)
                m |= first[k];
            rowSegments_[static_cast<std::size_t>(row * stacks + stack)] = m;
        }
    for (int col = 0; col < n; ++col)
        for (int band = 0; band < bands; ++band) {
            Mask m = 0;
            for (int k = 0; k < boxRows_; ++k)
                m |= cand[(band * boxRows_ + k) * n + col];
            colSegments_[static_cast<std::size_t>(col * bands + band)] = m;
        }

    bool changed = false;
    // A row segment: the rest of its row and the rest of its box.
    for (int row = 0; row < n; ++row) {
        const int band = row / boxRows_;
        for (int stack = 0; stack < stacks; ++stack) {
            const Mask seg = rowSegments_[static_cast<std::size_t>(row * stacks + stack)];
            Mask lineRest = 0;
            for (int s = 0; s < stacks; ++s)
                if (s != stack)
                    lineRest |= rowSegments_[static_cast<std::size_t>(row * stacks + s)];
            Mask boxRest = 0;
            for (int r = band * boxRows_; r < (band + 1) * boxRows_; ++r)
                if (r != row)
                    boxRest |= rowSegments_[static_cast<std::size_t>(r * stacks + stack)];
            const Mask pointing = seg & ~boxRest;    // only here in the box: not elsewhere in the row
            const Mask claiming = seg & ~lineRest;   // only here in the row: not elsewhere in the box
            if (pointing & lineRest) {
                changed = true;
                for (int col = 0; col < n; ++col)
                    if (col / boxCols_ != stack && !eliminate(cand, row * n + col, pointing))
                        return -1;
            }
            if (claiming & boxRest) {
                changed = true;
                for (int r = band * boxRows_; r < (band + 1) * boxRows_; ++r)
                    if (r != row)
                        for (int col = stack * boxCols_; col < (stack + 1) * boxCols_; ++col)
                            if (!eliminate(cand, r * n + col, claiming))
                                return -1;
            }
            if (changed)
                return 1;   // segments are stale now: let singles run first
        }
    }
    // A column segment, the same way.
    for (int col = 0; col < n; ++col) {
        const int stack = col / boxCols_;
        for (int band = 0; band < bands; ++band) {
            const Mask seg = colSegments_[static_cast<std::size_t>(col * bands + band)];
            Mask lineRest = 0;
            for (int b = 0; b < bands; ++b)
                if (b != band)
                    lineRest |= colSegments_[static_cast<std::size_t>(col * bands + b)];
            Mask boxRest = 0;
            for (int c = stack * boxCols_; c < (stack + 1) * boxCols_; ++c)
                if (c != col)
                    boxRest |= colSegments_[static_cast<std::size_t>(c * bands + band)];
            const Mask pointing = seg & ~boxRest;
            const Mask claiming = seg & ~lineRest;
            if (pointing & lineRest) {
                changed = true;
                for (int row = 0; row < n; ++row)
                    if (row / boxRows_ != band && !eliminate(cand, row * n + col, pointing))
                        return -1;
            }
            if (claiming & boxRest) {
                changed = true;
                for (int c = stack * boxCols_; c < (stack + 1) * boxCols_; ++c)
                    if (c != col)
                        for (int row = band * boxRows_; row < (band + 1) * boxRows_; ++row)
                            if (!eliminate(cand, row * n + c, claiming))
                                return -1;
            }
            if (changed)
                return 1;
        }
    }
    return 0;
}

bool SudokuNativeSolver::load(const Board& givens)
{
    Mask* cand = state(0);
    std::fill(cand, cand + cells_, all_);
    queue_.clear();
    std::fill(dirty_.begin(), dirty_.end(), 1);
    for (int cell = 0; cell < cells_; ++cell)
        if (givens.at(cell) != 0) {
            cand[cell] = Mask{1} << (givens.at(cell) - 1);
            queue_.push_back(cell);
        }
    return true;
}

bool SudokuNativeSolver::propagate(Mask* cand)
{
    for (;;) {
        // Naked singles: a square with one candidate takes it from all its peers.
        while (!queue_.empty()) {
            const int cell = queue_.back();
            queue_.pop_back();
            const Mask bit = cand[cell];
            const int* peer = &peers_[static_cast<std::size_t>(cell) * static_cast<std::size_t>(peerCount_)];
            for (int k = 0; k < peerCount_; ++k) {
                Mask& m = cand[peer[k]];
                if (!(m & bit))
                    continue;
                m &= ~bit;
                if (m == 0)
                    return false;
                markDirty(peer[k]);
                if ((m & (m - 1)) == 0)
                    queue_.push_back(peer[k]);
            }
        }
        // Hidden singles: a value with one place left in a unit goes there.
        const int* unit = unitCells_.data();
        for (int u = 0; u < 3 * size_; ++u, unit += size_) {
            if (!dirty_[static_cast<std::size_t>(u)])
                continue;
            dirty_[static_cast<std::size_t>(u)] = 0;
            Mask once = 0;
            Mask twice = 0;
            for (int k = 0; k < size_; ++k) {
                const Mask m = cand[unit[k]];
                twice |= once & m;
                once |= m;
            }
            if (once != all_)
                return false;   // some value has no place in this unit
            for (Mask single = once & ~twice; single; single &= single - 1) {
                const Mask bit = single & (~single + 1);
                for (int k = 0; k < size_; ++k)
                    if (cand[unit[k]] & bit) {
                        if (cand[unit[k]] != bit) {
                            cand[unit[k]] = bit;
                            markDirty(unit[k]);
                            queue_.push_back(unit[k]);
                        }
                        break;
                    }
            }
        }
        if (!queue_.empty())
            continue;
        const int locked = lockedCandidates(cand);
        if (locked < 0)
            return false;
        if (locked == 0)
            return true;
    }
}

void SudokuNativeSolver::search(int depth, int limit, SolveResult& result)
{
    if (nodeLimit_ && nodes_ >= nodeLimit_) {
        gaveUp_ = true;
        return;
    }
    ++nodes_;
    Mask* cand = state(depth);
    if (!propagate(cand)) {
        queue_.clear();
        std::fill(dirty_.begin(), dirty_.end(), 0);
        return;
    }
    int best = -1;
    int bestCount = size_ + 1;
    for (int cell = 0; cell < cells_; ++cell) {
        const int count = std::popcount(cand[cell]);
        if (count > 1 && count < bestCount) {
            best = cell;
            bestCount = count;
            if (count == 2)
                break;
        }
    }
    if (best < 0) {   // every square has one value, and every value was propagated: a solution
        ++result.count;
        result.solutions.push_back(boardOf(cand));
        return;
    }
    Mask* next = state(depth + 1);
    for (Mask options = cand[best]; options && result.count < limit && !gaveUp_; options &= options - 1) {
        std::copy(cand, cand + cells_, next);
        next[best] = options & (~options + 1);
        markDirty(best);
        queue_.push_back(best);
        search(depth + 1, limit, result);
    }
}

Board SudokuNativeSolver::boardOf(const Mask* cand) const
{
    Board board(size_, size_);
    for (int cell = 0; cell < cells_; ++cell)
        board.set(cell, static_cast<CellValue>(std::countr_zero(cand[cell]) + 1));
    return board;
}

void SudokuNativeSolver::reset()
{
    knownReference_ = Board();
    knownUnique_ = Board();
}

SolveResult SudokuNativeSolver::countSolutions(const Board& givens, int limit)
{
    checkFits(givens);
    const auto start = std::chrono::steady_clock::now();
    const long nodesBefore = nodes_;
    SolveResult result;
    load(givens);
    search(0, limit, result);
    result.stats.checks = 1;
    result.stats.searchNodes = nodes_ - nodesBefore;
    result.stats.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    totals_.checks += 1;
    totals_.searchNodes += result.stats.searchNodes;
    totals_.seconds += result.stats.seconds;
    return result;
}

bool SudokuNativeSolver::hasSolutionOtherThan(const Board& givens, const Board& reference)
{
    checkFits(givens);
    checkFits(reference);
    if (!reference.isFull() || !givens.agreesWith(reference))
        return SolverBackend::hasSolutionOtherThan(givens, reference);
    const auto start = std::chrono::steady_clock::now();
    const long nodesBefore = nodes_;

    if (knownReference_ != reference) {   // a full board is the only solution of itself
        knownReference_ = reference;
        knownUnique_ = reference;
    }
    // S: where another solution must differ. Givens inside the known unique puzzle: its removed squares;
    // otherwise every empty square.
    const bool insideKnown = knownUnique_.agreesWith(reference) && givens.agreesWith(knownUnique_);
    std::vector<int> differAt;
    for (int cell = 0; cell < cells_; ++cell)
        if (givens.at(cell) == 0 && (!insideKnown || knownUnique_.at(cell) != 0))
            differAt.push_back(cell);

    bool other = false;
    gaveUp_ = false;
    nodeLimit_ = budget_ > 0 ? nodes_ + budget_ : 0;
    Board fixedSoFar = givens;
    SolveResult found;
    for (int cell : differAt) {
        // Quick refutation before any propagation: the values the square's filled peers leave it.
        Mask left = all_ & ~(Mask{1} << (reference.at(cell) - 1));
        const int* peer = &peers_[static_cast<std::size_t>(cell) * static_cast<std::size_t>(peerCount_)];
        for (int k = 0; k < peerCount_ && left; ++k)
            if (const CellValue v = fixedSoFar.at(peer[k]))
                left &= ~(Mask{1} << (v - 1));
        if (left == 0) {
            fixedSoFar.set(cell, reference.at(cell));
            continue;
        }
        load(fixedSoFar);
        Mask* cand = state(0);
        cand[cell] = left;   // s != reference[s]
        if (cand[cell] != 0 && (cand[cell] & (cand[cell] - 1)) == 0)
            queue_.push_back(cell);
        search(0, 1, found);
        if (found.count > 0 || gaveUp_) {   // another solution, or no proof there is none
            other = true;
            break;
        }
        fixedSoFar.set(cell, reference.at(cell));   // the later searches may assume s == reference[s]
    }
    nodeLimit_ = 0;
    gaveUp_ = false;
    if (!other)
        knownUnique_ = givens;

    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    totals_.checks += 1;
    totals_.searchNodes += nodes_ - nodesBefore;
    totals_.seconds += seconds;
    return other;
}

} // namespace ps
