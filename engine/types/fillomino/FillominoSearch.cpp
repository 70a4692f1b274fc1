// The search half of FillominoSearch: frames, branching and the depth-first loop.
#include "FillominoSearch.h"

#include <algorithm>

namespace ps {

FillominoSearch::FillominoSearch(const FillominoShape& shape, bool bitsetsWhereTheyFit)
    : cells_(shape.cellCount()), rows_(shape.rows()), cols_(shape.cols()),
      useBits_(bitsetsWhereTheyFit && shape.cellCount() <= fillomino_bits::kMaxSquares)
{
    neighbours_.reserve(static_cast<std::size_t>(cells_) * 4);
    for (int cell = 0; cell < cells_; ++cell)
        for (int n : shape.neighbours(cell))
            neighbours_.push_back(n);
    queued_.assign(static_cast<std::size_t>(cells_), 0);
    stamp_.assign(static_cast<std::size_t>(cells_), 0);
    weight_.assign(static_cast<std::size_t>(cells_), 0);
    extension_.assign(static_cast<std::size_t>(cells_), 0);
    position_.assign(static_cast<std::size_t>(cells_), 0);
    areaSize_.assign(static_cast<std::size_t>(cells_), 0);
    dirtyMark_.assign(static_cast<std::size_t>(cells_), 0);
    neighbourValues_.assign(static_cast<std::size_t>(cells_), 0);
    present_.assign(static_cast<std::size_t>(cells_) + 1, 0);
    candidateCount_.assign(static_cast<std::size_t>(cells_), 0);
    candidateLast_.assign(static_cast<std::size_t>(cells_), 0);
    if (useBits_) {
        grid_ = fillomino_bits::GridBits(rows_, cols_);
        groupBitsStart_ = kValueBits + static_cast<std::size_t>(cells_) + 1;
    }
    for (int cell = 0; cell < cells_; ++cell)
        allCells_.push_back(cell);
    use(0);
}

void FillominoSearch::use(int depth)
{
    while (static_cast<int>(frames_.size()) <= depth) {
        const auto n = static_cast<std::size_t>(cells_);
        Frame& frame = frames_.emplace_back();
        frame.value.assign(n, 0);
        frame.parent.assign(n, 0);
        frame.size.assign(n, 0);
        frame.flags.assign(n, 0);
        if (useBits_)
            frame.bits.assign(groupBitsStart_ + n, 0);
    }
    Frame& frame = frames_[static_cast<std::size_t>(depth)];
    value_ = frame.value.data();
    parent_ = frame.parent.data();
    size_ = frame.size.data();
    flags_ = frame.flags.data();
    stateBits_ = frame.bits.data();
}

void FillominoSearch::copyFrame(int from, int to)
{
    use(to);   // makes the frame if needed (which may move the others)
    copyState(frames_[static_cast<std::size_t>(from)], frames_[static_cast<std::size_t>(to)]);
    if (probing_)
        snapshot(to).valid = false;   // a new node: not probed yet
}

void FillominoSearch::copyState(const Frame& source, Frame& target)
{
    target.value.assign(source.value.begin(), source.value.end());
    target.parent.assign(source.parent.begin(), source.parent.end());
    target.size.assign(source.size.begin(), source.size.end());
    target.flags.assign(source.flags.begin(), source.flags.end());
    target.bits.assign(source.bits.begin(), source.bits.end());
}

bool FillominoSearch::load(const Board& givens, int barredCell, CellValue barredValue)
{
    clearQueue();
    use(0);
    if (useBits_)
        clearStateBits();
    barredCell_ = barredCell;
    barredValue_ = barredValue;
    allDirty_ = true;   // the first global pass looks at everything
    dirty_.clear();
    // The contradiction counts (weight_) carry over from the last searches: in GenPuzzles consecutive
    // checks are nearly the same puzzle, and their hard parts are the same (measured: 15-25% fewer
    // nodes than starting afresh each time). forgetWeights() starts afresh.
    for (int cell = 0; cell < cells_; ++cell)
        value_[cell] = static_cast<Value>(givens.at(cell));
    std::fill(flags_, flags_ + cells_, std::uint8_t{0});
    if (barredCell >= 0 && value_[barredCell] == barredValue)
        return blame(barredCell);
    if (!joinGivens())
        return false;
    queueGivens();
    if (barredCell >= 0)
        queueSquare(barredCell);
    return true;
}

// load() builds the givens' groups directly rather than fill() one square at a time, which queues every
// neighbour and group it touches again and again (measured on 9x9 generation: 6.6% fewer instructions
// in all). The state the queue then starts from is one fill() would have led to as well.

bool FillominoSearch::joinGivens()
{
    // The disjoint sets joined as fill() joins them, in square order with the larger set's root kept,
    // so that every group has the root it had: the branching order breaks ties by root, and hand-made
    // puzzles' searches are sensitive to it (janko.at's 87, 20x36: 0.17 s, with the lowest square as
    // each root over 18 s).
    for (int cell = 0; cell < cells_; ++cell) {
        const int value = value_[cell];
        if (value == 0)
            continue;
        parent_[cell] = static_cast<Value>(cell);
        size_[cell] = 1;
        if (useBits_)
            noteFillBits(cell, value);
        ++changes_;
        for (int k = 0; k < 2; ++k) {   // up and left (FillominoShape's order): the squares filled before
            const int n = neighbour(cell, k);
            if (n < 0 || value_[n] != value)
                continue;
            if (!unite(cell, n, value))
                return false;
        }
    }
    return true;
}

void FillominoSearch::queueGivens()
{
    // What checkGroup would do first to a complete group: seal it and wall it off from its open
    // neighbours. Then queued for the local rules: every open group and every open square next to a
    // given (the squares fill() would have queued).
    for (int cell = 0; cell < cells_; ++cell) {
        const int value = value_[cell];
        if (value == 0)
            continue;
        const int root = find(cell);
        const bool complete = size_[root] == value;
        for (int k = 0; k < 4; ++k) {
            const int n = neighbour(cell, k);
            if (n < 0 || value_[n] != 0)
                continue;
            if (complete) {
                flags_[cell] = static_cast<std::uint8_t>(flags_[cell] | (1U << k));
                flags_[n] = static_cast<std::uint8_t>(flags_[n] | (1U << (3 - k)));
                if (useBits_)
                    noteWallBits(cell, k, n);
            }
            queueSquare(n);
        }
        if (complete)
            flags_[root] = static_cast<std::uint8_t>(flags_[root] | kSealed);
        else
            queueSquare(root);
    }
}

void FillominoSearch::settledSinceLastPass()
{
    // Called where the frame is at a fixed point of propagation (a branch is about to be applied): the
    // global rules found all there was to find here.
    dirty_.clear();
    allDirty_ = false;
}

void FillominoSearch::forgetWeights() { std::fill(weight_.begin(), weight_.end(), 0U); }

bool FillominoSearch::wallOff(int cell, int root)
{
    const int value = value_[root];
    for (int k = 0; k < 4; ++k) {
        const int n = neighbour(cell, k);
        if (n >= 0 && value_[n] == value && find(n) == root)
            wall(cell, k);
    }
    return true;
}

bool FillominoSearch::run(int limit, long nodeLimit, const CancelToken* cancel, std::vector<Board>& solutions, const Board* guide)
{
    guide_ = guide;
    cancel_ = cancel;
    gaveUp_ = cancel && cancel->isCancelled();   // nodes check the token only now and then
    probing_ = false;
    // In phases (see the class comment): without probing for kPlainNodes nodes, then with probing for
    // kProbeNodes, twice as many, and so on, each starting over from the loaded state. The phase that
    // reaches the caller's limit is the last (generation's small budgets: the search is exactly as
    // without probing, and the loaded state need not be kept).
    const bool mayStartOver = nodeLimit <= 0 || nodes_ + kPlainNodes < nodeLimit;
    if (mayStartOver) {
        copyState(frames_.front(), loaded_);
        loadedQueue_ = queue_;
    }
    const std::size_t before = solutions.size();
    for (long phase = kPlainNodes; !gaveUp_;) {
        const long end = nodes_ + phase;
        const bool last = nodeLimit > 0 && end >= nodeLimit;
        nodeLimit_ = last ? nodeLimit : end;
        countArea(0, allCells_, limit, solutions);
        if (!gaveUp_ || last || nodes_ < end || (cancel && cancel->isCancelled()))
            break;   // finished, out of the caller's budget or cancelled
        solutions.resize(before);
        phase = probing_ ? phase * 2 : kProbeNodes;
        probing_ = true;
        startOver();
    }
    clearQueue();
    return !gaveUp_;
}

void FillominoSearch::startOver()
{
    clearQueue();
    copyState(loaded_, frames_.front());
    use(0);
    for (int cell : loadedQueue_)
        queueSquare(cell);
    dirty_.clear();
    allDirty_ = true;
    gaveUp_ = false;
    snapshot(0).valid = false;
}

int FillominoSearch::freeArea(int cell)
{
    const std::uint32_t mark = newStamp();
    return openComponent(cell, mark, 0);
}

bool FillominoSearch::outOfWork()
{
    if ((nodeLimit_ > 0 && nodes_ >= nodeLimit_) || (cancel_ && (nodes_ & 63) == 0 && cancel_->isCancelled())) {
        gaveUp_ = true;
        clearQueue();
        return true;
    }
    ++nodes_;
    return false;
}

bool FillominoSearch::settled(int cell)
{
    return value_[cell] != 0 && size_[find(cell)] == value_[cell];
}

FillominoSearch::Branch FillominoSearch::chooseBranch(const std::vector<int>& area)
{
    // The open group most involved in contradictions so far, per square and per way out (the "weighted
    // degree" heuristic: it keeps the search on the part of the grid that fails instead of re-solving
    // the rest under every choice), the one closest to complete among equals. Measured against fewest
    // ways out alone: a third of the nodes in generation, and a 20x36 hand-made puzzle with a 69 proven
    // unique in 1,400 nodes rather than 500,000.
    Branch best;
    long bestWeight = 0;
    int bestDivisor = 1;
    int bestNeed = 0;
    int firstOpen = -1;
    for (int cell : area) {
        if (value_[cell] == 0) {
            if (firstOpen < 0)
                firstOpen = cell;
            continue;
        }
        if (parent_[cell] != cell || size_[cell] >= value_[cell])
            continue;
        const int ways = frontier(cell);
        const int need = value_[cell] - size_[cell];
        long weight = 1;
        for (int member : members_)
            weight += weight_[static_cast<std::size_t>(member)];
        // The group's contradictions per square (a large group would win on its size alone) and per
        // way out, squared (few ways out matter more than a few contradictions more):
        // weight / (members * ways^2) > bestWeight / bestDivisor, without division.
        const int divisor = ways * ways * static_cast<int>(members_.size());
        const long lhs = weight * bestDivisor;
        const long rhs = bestWeight * divisor;
        if (best.kind == BranchKind::None || lhs > rhs || (lhs == rhs && need < bestNeed)) {
            best.kind = BranchKind::Grow;
            best.group = cell;
            best.cell = frontier_.front();
            // The way out with the most candidate values (as the last global pass counted them): measured
            // 10-25% fewer nodes than the first one or the most constrained one.
            int most = -1;
            for (int square : frontier_)
                if (candidateCount_[static_cast<std::size_t>(square)] > most) {
                    most = candidateCount_[static_cast<std::size_t>(square)];
                    best.cell = square;
                }
            bestWeight = weight;
            bestDivisor = divisor;
            bestNeed = need;
        }
    }
    if (best.kind != BranchKind::None || firstOpen < 0)
        return best;
    // Every group is complete: the first open square starts a region of its own, of any size its free
    // area (open squares it reaches without crossing a wall) can hold.
    best.kind = BranchKind::Values;
    best.cell = firstOpen;
    best.largest = freeArea(firstOpen);
    return best;
}

template <class Child>
bool FillominoSearch::takeBranches(int depth, const Branch& branch, Child&& child)
{
    if (branch.kind == BranchKind::Grow) {
        // Joining the group or being walled off from it. With a guide, the guide's choice first: another
        // solution mostly differs from the reference in a few places, so this finds it fast.
        const int value = value_[branch.group];
        const bool joinFirst = !guide_ || guide_->at(branch.cell) == value;
        copyFrame(depth, depth + 1);
        settledSinceLastPass();
        const bool applied = joinFirst ? fill(branch.cell, value) : wallOff(branch.cell, branch.group);
        const bool stop = applied ? child() : (clearQueue(), false);
        use(depth);
        if (stop)
            return false;
        settledSinceLastPass();
        if (joinFirst)
            return wallOff(branch.cell, branch.group);   // the other branch, in this frame
        if (fill(branch.cell, value))
            return true;
        clearQueue();
        return false;
    }
    // Values: every value the square's free area allows, the guide's first; all but the last in a child
    // frame, the last in this one.
    std::vector<int> values;
    for (int v = 1; v <= branch.largest; ++v)
        if (canJoin(branch.cell, v, -1))
            values.push_back(v);
    if (values.empty())
        return false;
    if (guide_) {
        const auto it = std::find(values.begin(), values.end(), static_cast<int>(guide_->at(branch.cell)));
        if (it != values.end())
            std::rotate(values.begin(), it, it + 1);
    }
    for (std::size_t i = 0; i + 1 < values.size(); ++i) {
        copyFrame(depth, depth + 1);
        settledSinceLastPass();
        const bool stop = fill(branch.cell, values[i]) ? child() : (clearQueue(), false);
        use(depth);
        if (stop)
            return false;
    }
    settledSinceLastPass();
    if (fill(branch.cell, values.back()))
        return true;
    clearQueue();
    return false;
}

void FillominoSearch::splitUnsettled(const std::vector<int>& area, std::vector<std::vector<int>>& parts)
{
    // Open squares and the squares of open groups, in groups connected orthogonally (walls included:
    // a wall is a constraint between its two sides). Different parts touch only finished regions, so
    // they have no constraint in common.
    // The lists of the last call at this depth are reused (their memory kept): most nodes have one part.
    std::size_t used = 0;
    const std::uint32_t mark = newStamp();
    // With bits, the unsettled squares as a set first: one look-up each instead of a find().
    const fillomino_bits::Bits unsettled = useBits_ ? unsettledBits() : 0;
    const auto isSettled = [&](int cell) { return useBits_ ? !fillomino_bits::has(unsettled, cell) : settled(cell); };
    for (int start : area) {
        if (stamp_[static_cast<std::size_t>(start)] == mark || isSettled(start))
            continue;
        if (used == parts.size())
            parts.emplace_back();
        std::vector<int>& part = parts[used++];
        part.assign(1, start);
        stamp_[static_cast<std::size_t>(start)] = mark;
        for (std::size_t next = 0; next < part.size(); ++next)
            for (int k = 0; k < 4; ++k) {
                const int n = neighbour(part[next], k);
                if (n >= 0 && stamp_[static_cast<std::size_t>(n)] != mark && !isSettled(n)) {
                    stamp_[static_cast<std::size_t>(n)] = mark;
                    part.push_back(n);
                }
            }
    }
    parts.resize(used);
}

Board FillominoSearch::currentBoard() const
{
    Board board(rows_, cols_);
    for (int cell = 0; cell < cells_; ++cell)
        board.set(cell, value_[cell]);
    return board;
}

int FillominoSearch::countArea(int depth, const std::vector<int>& area, int limit, std::vector<Board>& found)
{
    // Counts the ways to finish every square of `area` (a part no constraint links to the rest, or the
    // whole grid), up to `limit`, and appends each to `found` (only the area's squares are meant).
    // Parts that fall apart on the way are counted one after the other, and the count of the whole is
    // the product: without that, a part with no solution would be found again under every choice in
    // the others, and a count to two on a large grid would run through the product of their choices.
    use(depth);
    int count = 0;
    // One countArea is active per depth, so each depth keeps its parts' lists between nodes. A deque:
    // making a deeper depth's entry moves none of the others (`area` may be one of their lists).
    while (partsByDepth_.size() <= static_cast<std::size_t>(depth))
        partsByDepth_.emplace_back();
    std::vector<std::vector<int>>& parts = partsByDepth_[static_cast<std::size_t>(depth)];
    for (;;) {
        belowRoot_ = depth > 0;
        if (outOfWork() || !propagate() || (probing_ && !probe(depth, area)))
            return count;
        splitUnsettled(area, parts);
        if (parts.empty()) {   // every square settled (propagation checked every group)
            found.push_back(currentBoard());
            return count + 1;
        }
        if (parts.size() > 1)
            return count + countParts(depth, parts, limit - count, found);
        const Branch branch = chooseBranch(parts.front());
        const bool goOn = takeBranches(depth, branch, [&] {
            count += countArea(depth + 1, area, limit - count, found);
            return count >= limit || gaveUp_;
        });
        if (!goOn)
            return count;
    }
}

int FillominoSearch::countParts(int depth, std::vector<std::vector<int>>& parts, int limit, std::vector<Board>& found)
{
    // The part with the barred square first (the one most likely to fail), then small ones.
    std::stable_sort(parts.begin(), parts.end(), [&](const std::vector<int>& a, const std::vector<int>& b) {
        const bool barA = std::find(a.begin(), a.end(), barredCell_) != a.end();
        const bool barB = std::find(b.begin(), b.end(), barredCell_) != b.end();
        return barA != barB ? barA : a.size() < b.size();
    });
    std::vector<std::vector<Board>> partSolutions(parts.size());
    for (std::size_t p = 0; p < parts.size(); ++p) {
        copyFrame(depth, depth + 1);
        settledSinceLastPass();
        const int ways = countArea(depth + 1, parts[p], limit, partSolutions[p]);
        use(depth);
        if (ways == 0 || gaveUp_)
            return 0;
    }
    // The product, up to the limit: every combination of one solution per part, in mixed-radix order.
    const Board base = currentBoard();
    std::vector<std::size_t> pick(parts.size(), 0);
    for (int made = 0; made < limit; ++made) {
        Board board = base;
        for (std::size_t p = 0; p < parts.size(); ++p)
            for (int cell : parts[p])
                board.set(cell, partSolutions[p][pick[p]].at(cell));
        found.push_back(std::move(board));
        std::size_t p = 0;
        while (p < parts.size() && ++pick[p] == partSolutions[p].size())
            pick[p++] = 0;
        if (p == parts.size())
            return made + 1;   // every combination made
    }
    return limit;
}

} // namespace ps


