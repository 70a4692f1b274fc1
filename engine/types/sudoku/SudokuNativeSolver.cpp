#include "SudokuNativeSolver.h"

#include "core/EngineError.h"

#include <algorithm>
#include <bit>
#include <chrono>

namespace ps {

SudokuNativeSolver::SudokuNativeSolver(const SudokuShape& shape)
    : shape_(shape)
    , size_(shape.size())
    , cells_(shape.cellCount())
    , boxRows_(shape.boxRows())
    , boxCols_(shape.boxCols())
    , intersections_(shape.hasBoxes() && shape.size() >= 16)
    , all_(static_cast<Mask>((std::uint64_t{1} << shape.size()) - 1))
    , peerCount_(0)
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
    // With boxes every square has as many peers; with other regions the counts differ, and each list is
    // padded to the longest by repeating its last peer (taking a value from a square twice is harmless).
    for (const auto& list : peersOf)
        peerCount_ = std::max(peerCount_, static_cast<int>(list.size()));
    for (const auto& list : peersOf) {
        peers_.insert(peers_.end(), list.begin(), list.end());
        peers_.insert(peers_.end(), static_cast<std::size_t>(peerCount_) - list.size(), list.back());
    }
    unitsOf_.resize(static_cast<std::size_t>(cells_) * 3);
    for (int cell = 0; cell < cells_; ++cell) {
        const int row = cell / size_;
        const int col = cell % size_;
        unitsOf_[static_cast<std::size_t>(cell) * 3] = row;
        unitsOf_[static_cast<std::size_t>(cell) * 3 + 1] = size_ + col;
        unitsOf_[static_cast<std::size_t>(cell) * 3 + 2] = 2 * size_ + shape.boxOf(row, col);
    }
    dirty_.assign(static_cast<std::size_t>(3 * size_), 1);
    stack_.resize(static_cast<std::size_t>(cells_ + 1) * static_cast<std::size_t>(cells_));
    queue_.resize(static_cast<std::size_t>(cells_) * 2);   // a square is queued at most once per propagation
    referenceBits_.resize(static_cast<std::size_t>(cells_));
    if (intersections_)
        segments_.resize(static_cast<std::size_t>(size_) * static_cast<std::size_t>(std::max(boxRows_, boxCols_)));
}

void SudokuNativeSolver::checkFits(const Board& board) const { requireFits(board, size_, size_, size_); }

bool SudokuNativeSolver::load(const Board& givens)
{
    Mask* cand = state(0);
    std::fill(cand, cand + cells_, all_);
    queued_ = 0;
    std::fill(dirty_.begin(), dirty_.end(), 1);
    for (int cell = 0; cell < cells_; ++cell)
        if (givens.at(cell) != 0) {
            cand[cell] = Mask{1} << (givens.at(cell) - 1);
            queue_[static_cast<std::size_t>(queued_++)] = cell;
        }
    return true;
}

[[gnu::noinline]] bool SudokuNativeSolver::propagate(Mask* cand)
{
    // Members are copied to locals: the stores to `dirty` (bytes) would otherwise make the compiler
    // reload every member after each one.
    const int n = size_;
    const int peerCount = peerCount_;
    const Mask all = all_;
    const int* peers = peers_.data();
    const int* unitsOf = unitsOf_.data();
    const int* unitCells = unitCells_.data();
    std::uint8_t* dirty = dirty_.data();
    int* queue = queue_.data();
    int queued = queued_;
    const auto markDirty = [&](int cell) {
        const int* units = unitsOf + cell * 3;
        dirty[units[0]] = dirty[units[1]] = dirty[units[2]] = 1;
    };
    const auto fail = [&] {
        queued_ = 0;
        return false;
    };

    for (;;) {
        // Naked singles: a square with one candidate takes it from all its peers.
        while (queued > 0) {
            const int cell = queue[--queued];
            const Mask bit = cand[cell];
            const int* peer = peers + cell * peerCount;
            for (int k = 0; k < peerCount; ++k) {
                Mask& m = cand[peer[k]];
                if (!(m & bit))
                    continue;
                m &= ~bit;
                if (m == 0)
                    return fail();
                markDirty(peer[k]);
                if ((m & (m - 1)) == 0)
                    queue[queued++] = peer[k];
            }
        }
        // Hidden singles: a value with one place left in a unit goes there.
        const int* unit = unitCells;
        for (int u = 0; u < 3 * n; ++u, unit += n) {
            if (!dirty[u])
                continue;
            dirty[u] = 0;
            Mask once = 0;
            Mask twice = 0;
            Mask settled = 0;   // values of squares already down to one candidate
            for (int k = 0; k < n; ++k) {
                const Mask m = cand[unit[k]];
                twice |= once & m;
                once |= m;
                settled |= (m & (m - 1)) == 0 ? m : 0;
            }
            if (once != all)
                return fail();   // some value has no place in this unit
            for (Mask single = once & ~twice & ~settled; single; single &= single - 1) {
                const Mask bit = single & (~single + 1);
                for (int k = 0; k < n; ++k)
                    if (cand[unit[k]] & bit) {
                        cand[unit[k]] = bit;
                        markDirty(unit[k]);
                        queue[queued++] = unit[k];
                        break;
                    }
            }
        }
        if (queued == 0 && intersections_) {
            queued_ = 0;
            bool changed = false;
            if (!reduceIntersections(cand, changed))
                return fail();
            if (changed) {
                queued = queued_;
                continue;   // hidden singles may follow even when no square came down to one value
            }
        }
        if (queued == 0) {
            queued_ = 0;
            return true;
        }
    }
}

bool SudokuNativeSolver::eliminate(Mask* cand, int first, int step, int count, Mask values, bool& changed)
{
    for (int k = 0, cell = first; k < count; ++k, cell += step) {
        Mask& m = cand[cell];
        if (!(m & values))
            continue;
        m &= ~values;
        if (m == 0)
            return false;
        changed = true;
        const int* units = &unitsOf_[static_cast<std::size_t>(cell) * 3];
        dirty_[static_cast<std::size_t>(units[0])] = dirty_[static_cast<std::size_t>(units[1])] = dirty_[static_cast<std::size_t>(units[2])] = 1;
        if ((m & (m - 1)) == 0)
            queue_[static_cast<std::size_t>(queued_++)] = cell;
    }
    return true;
}

bool SudokuNativeSolver::reduceIntersections(Mask* cand, bool& changed)
{
    // Each box meets boxRows rows (in segments of boxCols squares) and boxCols columns (in segments of
    // boxRows squares). A value that, within the box, lies in one segment only leaves the rest of that
    // line (pointing); a value that, within the line, lies in one segment only leaves the rest of that box
    // (claiming). The segments' candidates are read once per pass; eliminations only narrow them, so what
    // they show stays true while the pass works.
    const int n = size_;
    for (int horizontal = 0; horizontal < 2; ++horizontal) {
        // Lines are rows (horizontal) or columns; a line meets `perLine` boxes, a box meets `perBox` lines.
        const int segLen = horizontal ? boxCols_ : boxRows_;
        const int perBox = horizontal ? boxRows_ : boxCols_;
        const int perLine = n / segLen;
        const int along = horizontal ? 1 : n;    // step between squares of a line
        const int across = horizontal ? n : 1;   // step between lines
        const auto firstSquare = [&](int line, int box) { return line * across + box * segLen * along; };
        Mask* seg = segments_.data();   // seg[line * perLine + box]
        for (int line = 0; line < n; ++line)
            for (int box = 0; box < perLine; ++box) {
                Mask m = 0;
                for (int k = 0, cell = firstSquare(line, box); k < segLen; ++k, cell += along)
                    m |= cand[cell];
                seg[line * perLine + box] = m;
            }
        for (int line = 0; line < n; ++line) {
            // Values in one segment only of this line: claiming.
            Mask once = 0;
            Mask twice = 0;
            for (int box = 0; box < perLine; ++box) {
                twice |= once & seg[line * perLine + box];
                once |= seg[line * perLine + box];
            }
            const Mask lineSingles = once & ~twice;
            const int line0 = line - line % perBox;
            for (int box = 0; box < perLine; ++box) {
                const Mask here = seg[line * perLine + box];
                Mask inBoxElsewhere = 0;
                for (int j = line0; j < line0 + perBox; ++j)
                    inBoxElsewhere |= j == line ? 0 : seg[j * perLine + box];
                if (const Mask claiming = here & lineSingles & inBoxElsewhere)
                    for (int j = line0; j < line0 + perBox; ++j)
                        if (j != line && (seg[j * perLine + box] & claiming) &&
                            !eliminate(cand, firstSquare(j, box), along, segLen, claiming, changed))
                            return false;
                // Values in this segment only of the box: pointing.
                Mask inLineElsewhere = 0;
                for (int other = 0; other < perLine; ++other)
                    inLineElsewhere |= other == box ? 0 : seg[line * perLine + other];
                if (const Mask pointing = here & ~inBoxElsewhere & inLineElsewhere)
                    for (int other = 0; other < perLine; ++other)
                        if (other != box && (seg[line * perLine + other] & pointing) &&
                            !eliminate(cand, firstSquare(line, other), along, segLen, pointing, changed))
                            return false;
            }
        }
    }
    return true;
}

int SudokuNativeSolver::branchSquare(const Mask* cand) const
{
    int best = -1;
    int bestCount = size_ + 1;
    for (int cell = 0; cell < cells_; ++cell) {
        const Mask m = cand[cell];
        const Mask rest = m & (m - 1);
        if (rest == 0)
            continue;   // settled
        if ((rest & (rest - 1)) == 0)
            return cell;   // two candidates: no square has fewer
        const int count = std::popcount(m);
        if (count < bestCount) {
            best = cell;
            bestCount = count;
        }
    }
    return best;
}

int SudokuNativeSolver::branchSquareToDiffer(const Mask* cand) const
{
    // A square that has lost its reference value must take another one. When no open square has, the
    // reference values of the open squares complete a solution (a settled square whose value differs
    // from the reference took that value from every peer whose reference value it is, so those peers
    // are among the squares that lost theirs): the other solution is found without a wrong turn. So
    // only squares that must differ are branched on, fewest candidates first; the tree stays within the
    // region where the two solutions part.
    int best = -1;
    int bestCount = size_ + 1;
    for (int cell = 0; cell < cells_; ++cell) {
        const Mask m = cand[cell];
        if ((m & (m - 1)) == 0 || (m & preferred_[cell]))
            continue;   // settled, or free to keep its reference value
        const int count = std::popcount(m);
        if (count == 2)
            return cell;
        if (count < bestCount) {
            best = cell;
            bestCount = count;
        }
    }
    return best >= 0 ? best : branchSquare(cand);
}

void SudokuNativeSolver::search(int depth, int limit, SolveResult& result)
{
    if ((nodeLimit_ && nodes_ >= nodeLimit_) || ((nodes_ & 255) == 0 && stopRequested())) {
        gaveUp_ = true;
        return;
    }
    ++nodes_;
    Mask* cand = state(depth);
    if (!propagate(cand)) {
        queued_ = 0;
        std::fill(dirty_.begin(), dirty_.end(), 0);
        return;
    }
    const int best = preferred_ ? branchSquareToDiffer(cand) : branchSquare(cand);
    if (best < 0) {   // every square has one value, and every value was propagated: a solution
        ++result.count;
        result.solutions.push_back(boardOf(cand));
        return;
    }
    Mask* next = state(depth + 1);
    // When looking for a solution other than a known one, the other solution mostly agrees with it away
    // from the squares that must differ: its values are tried first, the rest in order.
    const Mask preferred = preferred_ ? cand[best] & preferred_[best] : 0;
    for (Mask options = cand[best]; options && result.count < limit && !gaveUp_;) {
        const Mask pick = preferred && (options & preferred) ? preferred : options & (~options + 1);
        options &= ~pick;
        std::copy(cand, cand + cells_, next);
        next[best] = pick;
        for (int k = 0; k < 3; ++k)
            dirty_[static_cast<std::size_t>(unitsOf_[static_cast<std::size_t>(best) * 3 + k])] = 1;
        queue_[static_cast<std::size_t>(queued_++)] = best;
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
    knownUnique_.forget();
}

SolveResult SudokuNativeSolver::countSolutions(const Board& givens, int limit)
{
    checkFits(givens);
    const auto start = std::chrono::steady_clock::now();
    const long nodesBefore = nodes_;
    SolveResult result;
    gaveUp_ = false;
    const bool exact = countBudget_ == 0;   // no budget: the SAT proof finishes what the search cannot
    nodeLimit_ = nodes_ + (exact ? kNodesBeforeCountProof : countBudget_);
    if (load(givens))
        search(0, limit, result);
    if (gaveUp_ && exact && !stopRequested()) {
        // Count again from the root state (the givens, propagated), where the search stopped.
        gaveUp_ = false;
        if (!satProof_)
            satProof_ = std::make_unique<SudokuSatProof>(shape_);
        ++satProofs_;
        std::optional<std::vector<Board>> solutions = satProof_->solutions(state(0), limit, cancel_);
        if (solutions) {
            result.solutions = std::move(*solutions);
            result.count = static_cast<int>(result.solutions.size());
        } else {
            gaveUp_ = true;   // cancelled
        }
    }
    result.stopped = gaveUp_;   // out of nodes, cancelled or out of time: the count is not settled
    gaveUp_ = false;
    nodeLimit_ = 0;
    result.stats.checks = 1;
    result.stats.searchNodes = nodes_ - nodesBefore;
    result.stats.seconds = secondsSince(start);
    totals_ += result.stats;
    return result;
}

SudokuNativeSolver::Differ SudokuNativeSolver::searchDiffering(const Board& fixed, int cell)
{
    // Quick refutation before any propagation: the values the square's filled peers leave it.
    Mask left = all_ & ~referenceBits_[static_cast<std::size_t>(cell)];
    const int* peer = &peers_[static_cast<std::size_t>(cell) * static_cast<std::size_t>(peerCount_)];
    for (int k = 0; k < peerCount_ && left; ++k)
        if (const CellValue v = fixed.at(peer[k]))
            left &= ~(Mask{1} << (v - 1));
    if (left == 0)
        return Differ::No;
    load(fixed);
    Mask* cand = state(0);
    cand[cell] = left;   // s != reference[s]
    if ((left & (left - 1)) == 0)
        queue_[static_cast<std::size_t>(queued_++)] = cell;
    SolveResult found;
    preferred_ = referenceBits_.data();
    const bool unlimited = nodeLimit_ == 0;   // no budget: exact, with the SAT proof past kNodesBeforeProof
    if (unlimited)
        nodeLimit_ = nodes_ + kNodesBeforeProof;
    search(0, 1, found);
    preferred_ = nullptr;
    if (unlimited)
        nodeLimit_ = 0;
    if (found.count > 0)
        return Differ::Yes;
    if (!gaveUp_)
        return Differ::No;
    if (!unlimited || stopRequested())
        return Differ::Unknown;
    gaveUp_ = false;
    // What the search left goes to the SAT proof: the root state (the givens, the square kept from its
    // reference value, propagated), with the reference as the solution to look near.
    if (!satProof_)
        satProof_ = std::make_unique<SudokuSatProof>(shape_);
    ++satProofs_;
    const std::optional<bool> other = satProof_->hasSolution(state(0), referenceBits_.data(), cancel_);
    if (!other)
        return Differ::Unknown;   // cancelled
    return *other ? Differ::Yes : Differ::No;
}

void SudokuNativeSolver::useReference(const Board& reference)
{
    for (int cell = 0; cell < cells_; ++cell)
        referenceBits_[static_cast<std::size_t>(cell)] = Mask{1} << (reference.at(cell) - 1);
}

bool SudokuNativeSolver::hasSolutionOtherThan(const Board& givens, const Board& reference)
{
    checkFits(givens);
    checkFits(reference);
    if (!reference.isFull() || !givens.agreesWith(reference))
        return SolverBackend::hasSolutionOtherThan(givens, reference);
    const auto start = std::chrono::steady_clock::now();
    const long nodesBefore = nodes_;

    const std::vector<int> differAt = knownUnique_.squaresToDiffer(givens, reference);

    bool other = false;
    gaveUp_ = false;
    nodeLimit_ = budget_ > 0 ? nodes_ + budget_ : 0;
    useReference(reference);
    Board fixedSoFar = givens;
    for (int cell : differAt) {
        if (searchDiffering(fixedSoFar, cell) != Differ::No) {   // another solution, or no proof there is none
            other = true;
            break;
        }
        fixedSoFar.set(cell, reference.at(cell));   // the later searches may assume s == reference[s]
    }
    nodeLimit_ = 0;
    gaveUp_ = false;
    if (!other)
        knownUnique_.provenUnique(givens);

    totals_ += SolveStats{1, nodes_ - nodesBefore, secondsSince(start)};
    return other;
}

std::optional<bool> SudokuNativeSolver::hasSolutionDifferingAt(const Board& givens, const Board& reference, int square)
{
    checkFits(givens);
    checkFits(reference);
    requireSquareTest(givens, reference, square);
    const auto start = std::chrono::steady_clock::now();
    const long nodesBefore = nodes_;
    gaveUp_ = false;
    nodeLimit_ = budget_ > 0 ? nodes_ + budget_ : 0;
    useReference(reference);
    const Differ answer = searchDiffering(givens, square);
    nodeLimit_ = 0;
    gaveUp_ = false;
    totals_ += SolveStats{1, nodes_ - nodesBefore, secondsSince(start)};
    if (answer == Differ::Unknown)
        return std::nullopt;
    return answer == Differ::Yes;
}

} // namespace ps
