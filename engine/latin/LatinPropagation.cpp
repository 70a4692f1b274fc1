#include "LatinPropagation.h"

#include "UnitTally.h"

#include <algorithm>

namespace ps {

LatinPropagation::LatinPropagation(LatinUnits units) : units_(std::move(units))
{
    dirty_.assign(static_cast<std::size_t>(units_.unitCount()), 1);
    // A square is queued when it comes down to one value, which happens once per square and array; the
    // givens and a branch's choice are queued as they are set. Twice the squares is a safe bound.
    queue_.resize(static_cast<std::size_t>(units_.cellCount()) * 2 + 1);
    marked_.assign(static_cast<std::size_t>(units_.cellCount()), 0);
    narrowed_.resize(static_cast<std::size_t>(units_.cellCount()));
}

void LatinPropagation::setConstraint(LatinConstraint* constraint)
{
    constraint_ = constraint;
    watching_ = constraint && constraint->watchesSquares();
    clearPending();
}

void LatinPropagation::clearPending()
{
    queued_ = 0;
    std::fill(dirty_.begin(), dirty_.end(), 0);
    for (int i = 0; i < narrowedCount_; ++i)
        marked_[static_cast<std::size_t>(narrowed_[static_cast<std::size_t>(i)])] = 0;
    narrowedCount_ = 0;
}

bool LatinPropagation::load(CandidateMask* cand, const Board& givens)
{
    clearPending();
    const int cells = cellCount();
    std::fill(cand, cand + cells, all());
    std::fill(dirty_.begin(), dirty_.end(), 1);
    bool fits = true;
    for (int cell = 0; cell < cells; ++cell) {
        if (watching_) {
            marked_[static_cast<std::size_t>(cell)] = 1;
            narrowed_[static_cast<std::size_t>(narrowedCount_++)] = cell;
        }
        const CellValue v = givens.at(cell);
        if (v == 0)
            continue;
        if (v > units_.values()) {
            fits = false;
            continue;
        }
        cand[cell] = CandidateMask{1} << (v - 1);
        queue_[static_cast<std::size_t>(queued_++)] = cell;
    }
    return fits;
}

void LatinPropagation::touch(int cell)
{
    const int* units = units_.unitsOf(cell);
    for (int k = 0; k < units_.unitsPerCell(); ++k)
        dirty_[static_cast<std::size_t>(units[k])] = 1;
    if (watching_ && !inConstraint_ && !marked_[static_cast<std::size_t>(cell)]) {
        marked_[static_cast<std::size_t>(cell)] = 1;
        narrowed_[static_cast<std::size_t>(narrowedCount_++)] = cell;
    }
}

bool LatinPropagation::restrict(CandidateMask* cand, int cell, CandidateMask keep)
{
    CandidateMask& m = cand[cell];
    if ((m & keep) == m)
        return true;
    m &= keep;
    if (m == 0)
        return false;
    ++changes_;
    touch(cell);
    if (isSingle(m))
        queue_[static_cast<std::size_t>(queued_++)] = cell;
    return true;
}

void LatinPropagation::assign(CandidateMask* cand, int cell, CandidateMask bit)
{
    cand[cell] = bit;
    touch(cell);
    queue_[static_cast<std::size_t>(queued_++)] = cell;
}

bool LatinPropagation::fail()
{
    clearPending();
    return false;
}

bool LatinPropagation::propagate(CandidateMask* cand)
{
    // The unit count per square and the options are template arguments, so the inner loops run over
    // constants (rows, columns and boxes: 3; a plain Latin square: 2).
    const bool watch = watching_;
    if (units_.sharedValue())   // the shared value is counted in the units' scan: never without it
        return watch ? propagateWith<0, true, true, true>(cand) : propagateWith<0, true, false, true>(cand);
    if (!hiddenSingles_)
        return watch ? propagateWith<0, false, true>(cand) : propagateWith<0, false, false>(cand);
    switch (units_.unitsPerCell()) {
    case 2: return watch ? propagateWith<2, true, true>(cand) : propagateWith<2, true, false>(cand);
    case 3: return watch ? propagateWith<3, true, true>(cand) : propagateWith<3, true, false>(cand);
    default: return watch ? propagateWith<0, true, true>(cand) : propagateWith<0, true, false>(cand);
    }
}

template <int UnitsPerCell, bool Hidden, bool Watch, bool Shared>
bool LatinPropagation::propagateWith(CandidateMask* cand)
{
    // Members are copied to locals: the stores to `dirty` (bytes) would otherwise make the compiler
    // reload every member after each one.
    const int n = units_.size();
    const int perCell = UnitsPerCell > 0 ? UnitsPerCell : units_.unitsPerCell();
    const int peerCount = units_.peerCount();
    const int unitCount = units_.unitCount();
    const CandidateMask all = units_.all();
    const CandidateMask shared = units_.sharedValue();
    const int sharedCount = units_.sharedCount();
    const int* peers = units_.peersOf(0);
    const int* unitsOf = units_.unitsOf(0);
    const int* unitCells = units_.unitCells(0);
    std::uint8_t* dirty = dirty_.data();
    std::uint8_t* marked = marked_.data();
    int* narrowed = narrowed_.data();
    int narrowedCount = narrowedCount_;
    int* queue = queue_.data();
    int queued = queued_;
    queued_ = 0;   // the constraint's restrict() calls queue from here
    const auto touched = [&](int cell) {
        if constexpr (Hidden) {
            const int* units = unitsOf + cell * perCell;
            for (int k = 0; k < perCell; ++k)
                dirty[units[k]] = 1;
        }
        if constexpr (Watch) {
            if (!marked[cell]) {
                marked[cell] = 1;
                narrowed[narrowedCount++] = cell;
            }
        }
    };
    const auto failed = [&] {
        narrowedCount_ = narrowedCount;
        return fail();
    };

    for (;;) {
        // Naked singles: a square with one candidate takes it from all its peers.
        while (queued > 0) {
            const int cell = queue[--queued];
            const CandidateMask bit = cand[cell];
            if constexpr (Shared) {
                if (bit == shared)
                    continue;   // its units count it (below)
            }
            const int* peer = peers + cell * peerCount;
            for (int k = 0; k < peerCount; ++k) {
                CandidateMask& m = cand[peer[k]];
                if (!(m & bit))
                    continue;
                m &= ~bit;
                if (m == 0)
                    return failed();
                touched(peer[k]);
                if (isSingle(m))
                    queue[queued++] = peer[k];
            }
        }
        // Hidden singles: a value with one place left in a unit goes there.
        if constexpr (Hidden) {
            bool sharedNarrowed = false;   // a square narrowed by the shared value's count, maybe not to one value
            const int* unit = unitCells;
            for (int u = 0; u < unitCount; ++u, unit += n) {
                if (!dirty[u])
                    continue;
                dirty[u] = 0;
                UnitTally tally;
                CandidateMask settled = 0;   // values of squares already down to one candidate
                for (int k = 0; k < n; ++k) {
                    const CandidateMask m = cand[unit[k]];
                    tally.add(m);
                    settled |= isSingle(m) ? m : 0;
                }
                if ((Shared ? tally.once | shared : tally.once) != all)
                    return failed();   // some value has no place in this unit
                if constexpr (Shared) {
                    int decided = 0;   // squares holding the shared value
                    int places = 0;    // squares that may
                    for (int k = 0; k < n; ++k) {
                        const CandidateMask m = cand[unit[k]];
                        decided += m == shared;
                        places += (m & shared) != 0;
                    }
                    if (decided > sharedCount || places < sharedCount)
                        return failed();
                    if (places > decided && (decided == sharedCount || places == sharedCount)) {
                        const bool full = decided == sharedCount;   // the rest lose it; else every place takes it
                        for (int k = 0; k < n; ++k) {
                            CandidateMask& m = cand[unit[k]];
                            if (!(m & shared) || m == shared)
                                continue;
                            m = full ? m & ~shared : shared;
                            touched(unit[k]);
                            sharedNarrowed = true;
                            if (isSingle(m))
                                queue[queued++] = unit[k];
                        }
                    }
                    settled &= ~shared;
                    tally.twice |= shared;   // never a hidden single
                }
                for (CandidateMask single = tally.singles() & ~settled; single; single &= single - 1) {
                    const CandidateMask bit = single & (~single + 1);
                    for (int k = 0; k < n; ++k)
                        if (cand[unit[k]] & bit) {
                            cand[unit[k]] = bit;
                            touched(unit[k]);
                            queue[queued++] = unit[k];
                            break;
                        }
                }
            }
            if (queued > 0 || sharedNarrowed)
                continue;
        }
        if (!constraint_) {
            narrowedCount_ = narrowedCount;
            return true;
        }
        // The unit rules are at their fixed point: the type's own rule, with what changed since it last ran.
        handed_.assign(narrowed, narrowed + narrowedCount);
        for (int i = 0; i < narrowedCount; ++i)
            marked[narrowed[i]] = 0;
        narrowedCount_ = 0;
        const long changesBefore = changes_;
        inConstraint_ = true;
        const bool holds = constraint_->propagate(*this, cand, handed_);
        inConstraint_ = false;
        narrowedCount = narrowedCount_;
        queued = queued_;
        queued_ = 0;
        if (!holds)
            return failed();
        if (changes_ == changesBefore) {
            narrowedCount_ = narrowedCount;
            return true;
        }
    }
}

} // namespace ps
