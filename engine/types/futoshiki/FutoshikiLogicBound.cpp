#include "FutoshikiLogicBound.h"

#include "FutoshikiSigns.h"
#include "FutoshikiTechnique.h"
#include "core/Bits.h"
#include "logic/Combinations.h"

#include <algorithm>
#include <bit>

namespace ps {
namespace {

int count(unsigned m) { return countBits(m); }   // std::popcount is a library call on baseline x86-64
int smallestValue(unsigned m) { return std::countr_zero(m) + 1; }
int largestValue(unsigned m) { return 32 - std::countl_zero(m); }
unsigned upTo(int value) { return value <= 0 ? 0U : (1U << value) - 1; }   // values 1..value

// The k-th smallest (or largest) value of `mask`, 1-based k; 0 when it has fewer than k.
int kthValue(unsigned mask, int k, bool fromTop)
{
    const int have = count(mask);
    if (have < k)
        return 0;
    int skip = fromTop ? have - k : k - 1;
    for (; skip > 0; --skip)
        mask &= mask - 1;
    return smallestValue(mask);
}

} // namespace

FutoshikiLogicBound::FutoshikiLogicBound(int side)
    : n_(std::clamp(side, 1, kMaxSide)), cells_(n_ * n_), full_(static_cast<Mask>(upTo(n_)))
{
    for (int cell = 0; cell < cells_; ++cell) {
        rowOf_[static_cast<std::size_t>(cell)] = static_cast<std::uint8_t>(cell / n_);
        colOf_[static_cast<std::size_t>(cell)] = static_cast<std::uint8_t>(cell % n_);
    }
    for (int line = 0; line < 2 * n_; ++line)
        for (int k = 0; k < n_; ++k)
            lines_[static_cast<std::size_t>(line)][static_cast<std::size_t>(k)] = static_cast<std::uint8_t>(cellOf(line, k));
    for (unsigned m = 1; m <= full_; ++m) {
        keepBelow_[m] = static_cast<Mask>(upTo(largestValue(m) - 1));
        keepAbove_[m] = static_cast<Mask>(full_ & ~upTo(smallestValue(m)));
    }
}

bool FutoshikiLogicBound::load(const Board& givens, std::pair<int, int> leftOut)
{
    if (givens.rows() != n_ || givens.cols() != n_)
        return false;
    for (int cell = 0; cell < cells_; ++cell) {
        const int v = givens.at(cell);
        if (v < 0 || v > n_)
            return false;
        cand_[static_cast<std::size_t>(cell)] = v == 0 ? full_ : static_cast<Mask>(1U << (v - 1));
    }
    signCount_ = 0;
    const bool leaving = leftOut.first >= 0;
    bool leftOutFound = false;
    for (const Cage& cage : givens.cages()) {
        if (cage.operation != CageOperation::Less || cage.cells.size() != 2)
            continue;   // not a sign (futoshiki::isSign, written out: asked for every sign of every tested board)
        const int low = cage.cells[0];
        const int high = cage.cells[1];
        if (leaving && !leftOutFound && ((low == leftOut.first && high == leftOut.second) || (low == leftOut.second && high == leftOut.first))) {
            leftOutFound = true;
            continue;
        }
        if (low < 0 || high < 0 || low >= cells_ || high >= cells_ || signCount_ >= kMaxSigns)
            return false;
        signs_[static_cast<std::size_t>(signCount_++)] = {static_cast<std::uint8_t>(low), static_cast<std::uint8_t>(high)};
    }
    sidesKnown_ = signCount_ == chainSignCount_ && std::equal(signs_.begin(), signs_.begin() + signCount_, chainSigns_.begin());
    return !leaving || leftOutFound;
}

FutoshikiLogicBound::Outcome FutoshikiLogicBound::remove(int cell, Mask drop)
{
    Mask& m = cand_[static_cast<std::size_t>(cell)];
    if (!(m & drop))
        return Outcome::Nothing;
    if (!(m & ~drop))
        return Outcome::Broken;
    m = static_cast<Mask>(m & ~drop);
    return Outcome::Changed;
}

FutoshikiLogicBound::Outcome FutoshikiLogicBound::nakedSingles()
{
    // The values decided in each row and column leave their other squares; a square decided so adds its
    // value at once, and the sweep repeats while it decides squares: the same as taking each decided
    // square's value from its peers.
    std::array<unsigned, kMaxSide> rowDone{};
    std::array<unsigned, kMaxSide> colDone{};
    for (int cell = 0; cell < cells_; ++cell) {
        if (!decided(cell))
            continue;
        const unsigned v = cand_[static_cast<std::size_t>(cell)];
        unsigned& row = rowDone[static_cast<std::size_t>(rowOf_[static_cast<std::size_t>(cell)])];
        unsigned& col = colDone[static_cast<std::size_t>(colOf_[static_cast<std::size_t>(cell)])];
        if ((row | col) & v)
            return Outcome::Broken;   // a value decided twice in a line
        row |= v;
        col |= v;
    }
    Outcome outcome = Outcome::Nothing;
    for (bool more = true; more;) {
        more = false;
        for (int cell = 0; cell < cells_; ++cell) {
            const unsigned m = cand_[static_cast<std::size_t>(cell)];
            if ((m & (m - 1)) == 0)
                continue;   // decided
            unsigned& row = rowDone[static_cast<std::size_t>(rowOf_[static_cast<std::size_t>(cell)])];
            unsigned& col = colDone[static_cast<std::size_t>(colOf_[static_cast<std::size_t>(cell)])];
            const unsigned left = m & ~(row | col);
            if (left == m)
                continue;
            if (left == 0)
                return Outcome::Broken;
            cand_[static_cast<std::size_t>(cell)] = static_cast<Mask>(left);
            outcome = Outcome::Changed;
            if ((left & (left - 1)) == 0) {
                row |= left;
                col |= left;
                more = true;
            }
        }
    }
    return outcome;
}

FutoshikiLogicBound::Outcome FutoshikiLogicBound::hiddenSingles()
{
    Outcome outcome = Outcome::Nothing;
    for (int line = 0; line < 2 * n_; ++line) {
        unsigned once = 0;
        unsigned twice = 0;
        const std::uint8_t* cells = lines_[static_cast<std::size_t>(line)].data();
        for (int k = 0; k < n_; ++k) {
            const unsigned m = cand_[cells[k]];
            twice |= once & m;
            once |= m;
        }
        if (once != full_)
            return Outcome::Broken;   // a value with no place left
        if (once == twice)
            continue;   // no value with one place
        for (unsigned single = once & ~twice; single; single &= single - 1) {
            const Mask v = static_cast<Mask>(single & (~single + 1));
            int at = -1;
            for (int k = 0; k < n_ && at < 0; ++k)
                if (cand_[cells[k]] & v)
                    at = cells[k];
            if (at < 0)
                return Outcome::Broken;   // its one square took another hidden single
            if (cand_[static_cast<std::size_t>(at)] != v) {
                cand_[static_cast<std::size_t>(at)] = v;
                outcome = Outcome::Changed;
            }
        }
    }
    return outcome;
}

FutoshikiLogicBound::Outcome FutoshikiLogicBound::signBounds()
{
    Outcome outcome = Outcome::Nothing;
    for (int i = 0; i < signCount_; ++i) {
        const auto [low, high] = signs_[static_cast<std::size_t>(i)];
        // The smaller square stays below the larger's largest value, the larger above the smaller's smallest.
        Mask& smaller = cand_[low];
        const Mask keptBelow = static_cast<Mask>(smaller & keepBelow_[cand_[high]]);
        if (keptBelow == 0)
            return Outcome::Broken;
        if (keptBelow != smaller) {
            smaller = keptBelow;
            outcome = Outcome::Changed;
            boundsDecided_ = boundsDecided_ || (keptBelow & (keptBelow - 1)) == 0;
        }
        Mask& larger = cand_[high];
        const Mask keptAbove = static_cast<Mask>(larger & keepAbove_[cand_[low]]);
        if (keptAbove == 0)
            return Outcome::Broken;
        if (keptAbove != larger) {
            larger = keptAbove;
            outcome = Outcome::Changed;
            boundsDecided_ = boundsDecided_ || (keptAbove & (keptAbove - 1)) == 0;
        }
    }
    return outcome;
}

FutoshikiLogicBound::Outcome FutoshikiLogicBound::singlesAndBounds()
{
    // Naked singles after every change that decided a square (they are the cheapest and settle the
    // most), then the bounds, then hidden singles, until none of the three changes anything. Bounds that
    // only narrowed squares give the naked singles nothing new (they start from decided squares only),
    // so they are not swept again then.
    const bool bounds = hardest_ >= FutoshikiTechnique::SignBound;
    if (nakedSingles() == Outcome::Broken)
        return Outcome::Broken;
    for (;;) {
        boundsDecided_ = false;
        Outcome outcome = bounds ? signBounds() : Outcome::Nothing;
        bool decidedSome = boundsDecided_;
        if (outcome == Outcome::Nothing) {
            outcome = hiddenSingles();
            decidedSome = true;   // a hidden single that changed anything decided its square
        }
        if (outcome == Outcome::Broken)
            return outcome;
        if (outcome == Outcome::Nothing)
            return Outcome::Nothing;
        if (decidedSome && nakedSingles() == Outcome::Broken)
            return Outcome::Broken;
    }
}

void FutoshikiLogicBound::workOutChainSides()
{
    // Each square's neighbours along signs, by direction (0: the smaller ones, 1: the larger ones).
    std::array<std::array<std::array<std::uint8_t, 4>, 2>, kMaxCells> next{};
    std::array<std::array<std::uint8_t, 2>, kMaxCells> nextCount{};
    for (int i = 0; i < signCount_; ++i) {
        const auto [low, high] = signs_[static_cast<std::size_t>(i)];
        auto& down = nextCount[high][0];
        auto& up = nextCount[low][1];
        if (down < 4)
            next[high][0][down++] = low;
        if (up < 4)
            next[low][1][up++] = high;
    }
    chainCount_ = 0;
    // The squares seen by the search from one square and direction are those marked with its round
    // (nothing to clear between rounds), and rows and columns come from the tables (no division): this
    // runs for every tested sign removal at Medium and Hard.
    std::array<std::uint8_t, kMaxCells> seen{};
    std::array<std::uint8_t, kMaxCells> todo{};
    std::uint8_t round = 0;
    for (int cell = 0; cell < cells_; ++cell)
        for (int direction = 0; direction < 2; ++direction) {
            std::array<Mask, 2 * kMaxSide> lines{};   // per line: the positions of the squares reached
            if (++round == 0) {   // the marks wrapped: start them over
                seen.fill(0);
                round = 1;
            }
            int top = 0;
            seen[static_cast<std::size_t>(cell)] = round;
            todo[static_cast<std::size_t>(top++)] = static_cast<std::uint8_t>(cell);
            while (top > 0) {
                const int at = todo[static_cast<std::size_t>(--top)];
                for (int k = 0; k < nextCount[static_cast<std::size_t>(at)][static_cast<std::size_t>(direction)]; ++k) {
                    const int to = next[static_cast<std::size_t>(at)][static_cast<std::size_t>(direction)][static_cast<std::size_t>(k)];
                    if (seen[static_cast<std::size_t>(to)] == round)
                        continue;
                    seen[static_cast<std::size_t>(to)] = round;
                    todo[static_cast<std::size_t>(top++)] = static_cast<std::uint8_t>(to);
                    const int row = rowOf_[static_cast<std::size_t>(to)];
                    const int col = colOf_[static_cast<std::size_t>(to)];
                    lines[static_cast<std::size_t>(row)] = static_cast<Mask>(lines[static_cast<std::size_t>(row)] | (1U << col));
                    lines[static_cast<std::size_t>(n_ + col)] = static_cast<Mask>(lines[static_cast<std::size_t>(n_ + col)] | (1U << row));
                }
            }
            // Only lines with two squares or more make a chain.
            for (int line = 0; line < 2 * n_; ++line)
                if (count(lines[static_cast<std::size_t>(line)]) >= 2)
                    chains_[static_cast<std::size_t>(chainCount_++)] = {static_cast<std::uint8_t>(cell), static_cast<std::uint8_t>(direction),
                                                                      static_cast<std::uint8_t>(line), lines[static_cast<std::size_t>(line)]};
        }
    sidesKnown_ = true;
    chainSigns_ = signs_;
    chainSignCount_ = signCount_;
}

FutoshikiLogicBound::Outcome FutoshikiLogicBound::signChains()
{
    if (!sidesKnown_)
        workOutChainSides();
    Outcome outcome = Outcome::Nothing;
    for (int i = 0; i < chainCount_; ++i) {
        const Chain& chain = chains_[static_cast<std::size_t>(i)];
        if (placed(chain.cell))
            continue;
        const int k = count(chain.positions);
        unsigned together = 0;
        for (unsigned rest = chain.positions; rest; rest &= rest - 1)
            together |= cand_[lines_[chain.line][static_cast<std::size_t>(std::countr_zero(rest))]];
        // Above k squares of one line: above the k-th smallest value they can hold (below: the same downwards).
        const int bound = kthValue(together, k, chain.direction == 1);
        if (bound == 0)
            continue;   // they cannot all differ: the singles will show it
        const Mask drop = static_cast<Mask>(chain.direction == 0 ? upTo(bound) : full_ & ~upTo(bound - 1));
        const Outcome o = remove(chain.cell, drop);
        if (o == Outcome::Broken)
            return o;
        if (o == Outcome::Changed)
            outcome = o;
    }
    return outcome;
}

bool FutoshikiLogicBound::removeNoting(int cell, Mask drop, Outcome& outcome)
{
    const Outcome o = remove(cell, drop);
    if (o == Outcome::Changed)
        outcome = o;
    return o == Outcome::Broken;
}

FutoshikiLogicBound::Outcome FutoshikiLogicBound::nakedSubsets(int size)
{
    Outcome outcome = Outcome::Nothing;
    for (int line = 0; line < 2 * n_; ++line) {
        std::array<int, kMaxSide> open{};   // undecided squares with 2..size candidates
        int openCount = 0;
        int empty = 0;
        for (int k = 0; k < n_; ++k) {
            const int cell = cellOf(line, k);
            const int c = count(cand_[static_cast<std::size_t>(cell)]);
            empty += !placed(cell);
            if (!placed(cell) && c >= 2 && c <= size)
                open[static_cast<std::size_t>(openCount++)] = cell;
        }
        if (empty <= size)
            continue;   // a subset of every empty square leaves nothing to take out
        bool broken = false;
        forEachCombination(openCount, size, [&](std::span<const int> pick) {
            unsigned together = 0;
            for (int i : pick)
                together |= cand_[static_cast<std::size_t>(open[static_cast<std::size_t>(i)])];
            if (count(together) != size)
                return false;
            for (int k = 0; k < n_; ++k) {
                const int cell = cellOf(line, k);
                if (placed(cell) || std::any_of(pick.begin(), pick.end(), [&](int i) { return open[static_cast<std::size_t>(i)] == cell; }))
                    continue;
                broken = removeNoting(cell, static_cast<Mask>(together), outcome);
                if (broken)
                    return true;
            }
            return false;
        });
        if (broken)
            return Outcome::Broken;
    }
    return outcome;
}

FutoshikiLogicBound::Outcome FutoshikiLogicBound::hiddenSubsets(int size)
{
    Outcome outcome = Outcome::Nothing;
    for (int line = 0; line < 2 * n_; ++line) {
        unsigned placedValues = 0;
        int empty = 0;
        std::array<unsigned, kMaxSide + 1> placesOf{};   // by value: positions of undecided squares holding it
        for (int k = 0; k < n_; ++k) {
            const unsigned m = cand_[static_cast<std::size_t>(cellOf(line, k))];
            if (placed(cellOf(line, k))) {
                placedValues |= m;
                continue;
            }
            ++empty;
            for (unsigned rest = m; rest; rest &= rest - 1)
                placesOf[static_cast<std::size_t>(std::countr_zero(rest) + 1)] |= 1U << k;
        }
        if (empty <= size)
            continue;   // the subset's squares would be every empty square
        std::array<int, kMaxSide> values{};   // unplaced values with 2..size places
        int valueCount = 0;
        for (int v = 1; v <= n_; ++v) {
            const int c = count(placesOf[static_cast<std::size_t>(v)]);
            if (!(placedValues & (1U << (v - 1))) && c >= 2 && c <= size)
                values[static_cast<std::size_t>(valueCount++)] = v;
        }
        bool broken = false;
        forEachCombination(valueCount, size, [&](std::span<const int> pick) {
            unsigned together = 0;
            unsigned chosen = 0;
            for (int i : pick) {
                const int v = values[static_cast<std::size_t>(i)];
                together |= placesOf[static_cast<std::size_t>(v)];
                chosen |= 1U << (v - 1);
            }
            if (count(together) != size)
                return false;
            for (unsigned rest = together; rest; rest &= rest - 1) {
                broken = removeNoting(cellOf(line, std::countr_zero(rest)), static_cast<Mask>(full_ & ~chosen), outcome);
                if (broken)
                    return true;
            }
            return false;
        });
        if (broken)
            return Outcome::Broken;
    }
    return outcome;
}

FutoshikiLogicBound::Outcome FutoshikiLogicBound::fish(int size)
{
    Outcome outcome = Outcome::Nothing;
    for (const bool rowsAsBase : {true, false}) {
        for (int v = 1; v <= n_; ++v) {
            const Mask bit = static_cast<Mask>(1U << (v - 1));
            std::array<int, kMaxSide> lines{};        // base lines with 2..size places for v
            std::array<unsigned, kMaxSide> crossOf{}; // for each: the cross lines of those places
            int lineCount = 0;
            for (int line = 0; line < n_; ++line) {
                unsigned cross = 0;
                for (int k = 0; k < n_; ++k) {
                    const int cell = rowsAsBase ? line * n_ + k : k * n_ + line;
                    if (!placed(cell) && (cand_[static_cast<std::size_t>(cell)] & bit))
                        cross |= 1U << k;
                }
                if (count(cross) >= 2 && count(cross) <= size) {
                    lines[static_cast<std::size_t>(lineCount)] = line;
                    crossOf[static_cast<std::size_t>(lineCount++)] = cross;
                }
            }
            bool broken = false;
            forEachCombination(lineCount, size, [&](std::span<const int> pick) {
                unsigned cross = 0;
                unsigned base = 0;
                for (int i : pick) {
                    cross |= crossOf[static_cast<std::size_t>(i)];
                    base |= 1U << lines[static_cast<std::size_t>(i)];
                }
                if (count(cross) != size)
                    return false;
                for (unsigned rest = cross; rest; rest &= rest - 1) {
                    const int k = std::countr_zero(rest);
                    for (int line = 0; line < n_; ++line) {
                        const int cell = rowsAsBase ? line * n_ + k : k * n_ + line;
                        if ((base & (1U << line)) || placed(cell))
                            continue;
                        broken = removeNoting(cell, bit, outcome);
                        if (broken)
                            return true;
                    }
                }
                return false;
            });
            if (broken)
                return Outcome::Broken;
        }
    }
    return outcome;
}

FutoshikiLogicBound::Outcome FutoshikiLogicBound::xyWings()
{
    Outcome outcome = Outcome::Nothing;
    const auto pair = [&](int cell) { return !placed(cell) && count(cand_[static_cast<std::size_t>(cell)]) == 2; };
    const auto sees = [&](int a, int b) { return a / n_ == b / n_ || a % n_ == b % n_; };
    for (int pivot = 0; pivot < cells_; ++pivot) {
        if (!pair(pivot))
            continue;
        const unsigned xy = cand_[static_cast<std::size_t>(pivot)];
        // The pivot's peers with two candidates, one of them shared with the pivot: the possible wings.
        std::array<int, 2 * kMaxSide> wings{};
        int wingCount = 0;
        for (int k = 0; k < n_; ++k)
            for (const int peer : {(pivot / n_) * n_ + k, k * n_ + pivot % n_})
                if (peer != pivot && pair(peer) && count(cand_[static_cast<std::size_t>(peer)] & xy) == 1)
                    wings[static_cast<std::size_t>(wingCount++)] = peer;
        for (int i = 0; i < wingCount; ++i)
            for (int j = 0; j < wingCount; ++j) {
                const int a = wings[static_cast<std::size_t>(i)];
                const int b = wings[static_cast<std::size_t>(j)];
                const unsigned z = cand_[static_cast<std::size_t>(a)] & ~xy;   // a = {x, z}
                const unsigned y = xy & ~cand_[static_cast<std::size_t>(a)];
                if (b == a || !pair(a) || !pair(pivot) || cand_[static_cast<std::size_t>(b)] != (y | z))
                    continue;
                for (int cell = 0; cell < cells_; ++cell) {
                    if (cell == a || cell == b || cell == pivot || placed(cell) || !sees(cell, a) || !sees(cell, b))
                        continue;
                    const Outcome o = remove(cell, static_cast<Mask>(z));
                    if (o == Outcome::Broken)
                        return o;
                    if (o == Outcome::Changed)
                        outcome = o;
                }
            }
    }
    return outcome;
}

bool FutoshikiLogicBound::finished() const
{
    for (int cell = 0; cell < cells_; ++cell)
        if (!decided(cell))
            return false;
    return true;
}

bool FutoshikiLogicBound::solves(const Board& givens, int hardest, std::pair<int, int> leftOut)
{
    if (!load(givens, leftOut))
        return false;
    hardest_ = hardest;
    using T = FutoshikiTechnique;
    for (;;) {
        if (singlesAndBounds() == Outcome::Broken)
            return false;
        if (finished())
            break;
        // The squares decided now have their values out of their lines (the singles are done): placed.
        for (int cell = 0; cell < cells_; ++cell)
            spread_[static_cast<std::size_t>(cell)] = decided(cell);
        // Every instance of the easiest technique above the bounds that changes anything, then the singles again.
        Outcome outcome = Outcome::Nothing;
        for (int technique = T::SignChain; technique <= std::min(hardest, static_cast<int>(T::XYWing)) && outcome == Outcome::Nothing; ++technique) {
            switch (technique) {
            case T::SignChain: outcome = signChains(); break;
            case T::NakedPair: outcome = nakedSubsets(2); break;
            case T::HiddenPair: outcome = hiddenSubsets(2); break;
            case T::NakedTriple: outcome = nakedSubsets(3); break;
            case T::HiddenTriple: outcome = hiddenSubsets(3); break;
            case T::XWing: outcome = fish(2); break;
            case T::Swordfish: outcome = fish(3); break;
            case T::XYWing: outcome = xyWings(); break;
            default: break;
            }
        }
        if (outcome != Outcome::Changed)
            return false;   // stuck (or broken)
    }
    // Every square decided: the result must be a Latin square that keeps every sign.
    for (int line = 0; line < 2 * n_; ++line) {
        unsigned seen = 0;
        for (int k = 0; k < n_; ++k)
            seen |= cand_[static_cast<std::size_t>(cellOf(line, k))];
        if (seen != full_)
            return false;
    }
    for (int i = 0; i < signCount_; ++i) {
        const auto [low, high] = signs_[static_cast<std::size_t>(i)];
        if (cand_[low] >= cand_[high])
            return false;
    }
    return true;
}

} // namespace ps
