#pragma once
#include "FillominoBits.h"
#include "FillominoShape.h"
#include "core/Board.h"
#include "core/CancelToken.h"

#include <cstdint>
#include <deque>
#include <utility>
#include <vector>

namespace ps {

// The exact Fillomino search behind FillominoNativeSolver: propagation to a fixed point, then a branch,
// depth first.
//
// State (one frame per depth, copied when branching): each square's value (0 = open), disjoint sets
// joining equal neighbours into groups (with their sizes), and walls between neighbours that must end
// up in different regions. A wall is how "this square may not take that value" is kept: a square next
// to a group of value v may not hold v exactly when it is walled off from that group. One square may
// also be barred from one value (the uniqueness test's "differs from the reference here").
//
// Local rules, driven by a queue of changed squares (FillominoPropagation.cpp):
//   - a group larger than its value, or equal values across a wall, is a contradiction;
//   - a complete group is walled off all round;
//   - an open group's neighbours that would make it too large (joining other groups of its value) are
//     walled off; with no way out it fails, with one way out it takes it;
//   - a square walled off from every open neighbour joins a neighbouring group or is a 1.
// Global rules, in tiers once the queue is empty (FillominoGlobalRules.cpp): each open group's reach
// (too small: contradiction; just enough: all of it), the room every region needs (groups of one value
// too far apart to share a region need one each; where no room is left for another region of a value,
// its groups are one region, which may only take squares close enough to all of them), critical squares (a square every way to complete
// a group passes through), and the candidate values of open squares (sgt-puzzles' deductions, for values
// of any size; at the root of a search only). Together they solve every sgt-filling puzzle of the test
// data without a branch.
//
// Search (FillominoSearch.cpp): the open group with the most contradictions per square and per way out
// (the weights carry over between searches) grows into one way out or is walled off from it; once every
// group is complete, the first open square takes each value its free area allows. Every branch splits
// the solutions, so each value board is found once. Parts of the grid that come to share no constraint
// are counted one after the other, and the count of the whole is their product. A guide (the reference
// of a uniqueness test) decides which branch comes first.
//
// Probing (FillominoSearchProbe.cpp): a search that needs more than kPlainNodes nodes starts over, and
// then, at every node, tries ways out of open groups both ways (join it, be walled off from it) and
// propagates: a way that fails is ruled out. Dearer per node, but hand-made puzzles with many regions
// without a given fall from millions of nodes to a few thousand; nearly all searches of generation stay
// below kPlainNodes and never pay for it. A probing search that runs out of kProbeNodes nodes starts over
// again (with what the branching order learnt), with twice as many each time: the time some searches
// take varies wildly with their first choices, and starting over cuts the long tail.
class FillominoSearch {
public:
    // `bitsetsWhereTheyFit`: grids of up to 128 squares run the reach and critical-square passes on
    // bitsets (FillominoSearchBits.cpp; the same results in the same order, only faster); false keeps
    // the list code of larger grids, for the tests that compare the two.
    explicit FillominoSearch(const FillominoShape& shape, bool bitsetsWhereTheyFit = true);

    // Starts over from `givens`; `barredCell` (or -1) may not hold `barredValue`. False when the givens
    // already break a rule (then there is no solution).
    bool load(const Board& givens, int barredCell = -1, CellValue barredValue = 0);

    // Searches from the loaded state until `limit` solutions are in `solutions` (appended), the search is
    // done, `nodeLimit` (total nodes, 0 = none) is reached or `cancel` is set. True when it finished
    // (the solutions are all there are, up to the limit); false when it gave up.
    // With a `guide` (a full board), branches try the guide's choice first.
    bool run(int limit, long nodeLimit, const CancelToken* cancel, std::vector<Board>& solutions, const Board* guide = nullptr);

    long nodes() const { return nodes_; }   // since construction (each probe counts as a node)

    // The branching order learns from contradictions, and each search starts from what the searches
    // before it learnt; this starts afresh, as from construction.
    void forgetWeights();

private:
    using Value = std::uint16_t;
    static constexpr std::uint8_t kSealed = 1U << 4;   // flag at a complete group's root: walled all round
    static constexpr std::uint32_t kWeightCap = 1U << 30;
    // Nodes a search may take before it starts over with probing, and the nodes of the first probing
    // phase (see the class comment). kPlainNodes: generation rarely reaches it (from 13x13 up its
    // budget is smaller; at 9x9 about 1 check in 2,500 did, and starting probing at 100 or 300 nodes
    // made generation slower). kProbeNodes: on hand-made puzzles with a few givens removed (counting to two), 5,000
    // left fewer searches unfinished after 10 s than 2,000, 10,000, 20,000 or no second start.
    static constexpr long kPlainNodes = 1000;
    static constexpr long kProbeNodes = 5000;
    // How far from a change a node probes again (see FillominoSearchProbe.cpp): 1 measured best of 0-4.
    static constexpr int kProbeRadius = 1;

    struct Frame {
        std::vector<Value> value;
        std::vector<Value> parent;       // disjoint sets over filled squares
        std::vector<Value> size;         // at roots
        std::vector<std::uint8_t> flags; // bit k: wall towards neighbour k; kSealed at roots
        std::vector<fillomino_bits::Bits> bits;   // with useBits_: the same as sets (see stateBits_)
    };
    enum class BranchKind { None, Grow, Values };
    struct Branch {
        BranchKind kind = BranchKind::None;
        int cell = -1;          // the square to decide
        int group = -1;         // Grow: root of the growing group
        int largest = 0;        // Values: the largest value to try
    };

    // FillominoSearch.cpp
    bool joinGivens();    // load(): the givens' groups (false: one is too large)
    void queueGivens();   // load(): complete groups sealed, the rest queued
    int countArea(int depth, const std::vector<int>& area, int limit, std::vector<Board>& found);
    int countParts(int depth, std::vector<std::vector<int>>& parts, int limit, std::vector<Board>& found);
    Board currentBoard() const;
    void splitUnsettled(const std::vector<int>& area, std::vector<std::vector<int>>& parts);
    bool settled(int cell);
    Branch chooseBranch(const std::vector<int>& area);
    // Runs all of `branch` but its last choice through `child` (in a child frame; it returns true to
    // stop), then applies the last one in this frame: true to go on with it, false when done.
    template <class Child>
    bool takeBranches(int depth, const Branch& branch, Child&& child);
    bool outOfWork();   // counts a node; true (and gaveUp_) when the budget or the cancel token says stop
    void use(int depth);
    void settledSinceLastPass();
    void copyFrame(int from, int to);
    static void copyState(const Frame& source, Frame& target);
    void startOver();   // back to the state run() started from (after load())
    // Walls `cell` off from the group at `root` (true: walls cannot fail on their own).
    bool wallOff(int cell, int root);
    int freeArea(int cell);

    // FillominoSearchProbe.cpp
    // Probes the ways out of the open groups of `area` in the frame at `depth` (at a fixed point of
    // propagation): all of them at the top of a search, below it those near what changed since the
    // last probe on the path. Applies what fails, until nothing does. False: a contradiction, or out of
    // work.
    bool probe(int depth, const std::vector<int>& area);
    // Whether `cell` (open) is an unwalled neighbour of the group at `root`.
    bool isWayOut(int cell, int root);
    // A frame's values and walls as its last probe left them (valid: there was one since the frame
    // was made from its parent).
    struct Snapshot {
        std::vector<Value> value;
        std::vector<std::uint8_t> flags;
        bool valid = false;
    };
    Snapshot& snapshot(int depth);
    void takeSnapshot(Snapshot& into) const;
    void markNearChanges(const Snapshot& since);
    void collectProbeTargets(const std::vector<int>& area, const Snapshot* since);

    // FillominoPropagation.cpp
    bool fill(int cell, int value);
    // Joins the sets of `cell` and its neighbour `n` (both holding `value`); false (blamed) when the
    // group grows past the value.
    bool unite(int cell, int n, int value);
    // A contradiction found at `cell` (or the group at `root`): counted for the branching order; false.
    bool blame(int cell);
    bool blameGroup(int root);
    void wall(int cell, int k);
    bool propagate();
    bool drainQueue();
    bool checkGroup(int root);
    // The squares the group at `root` may still grow to, into reach_ (members first, distances in
    // reachDistance_), stamped with stampNow_. Returns how many.
    int reachOf(int root);
    // Breadth first from what reach_ holds (stamped `mark`, distances in reachDistance_) to squares that
    // `admits`, no further than `steps`; returns the size of reach_. Shared by reachOf and joinedReach.
    template <class Admits>
    int growReach(int steps, std::uint32_t mark, Admits&& admits)
    {
        for (std::size_t next = 0; next < reach_.size(); ++next) {
            const int cell = reach_[next];
            const int distance = reachDistance_[next];
            if (distance == steps)
                continue;
            for (int k = 0; k < 4; ++k) {
                const int n = neighbour(cell, k);
                if (n < 0 || walled(cell, k) || stamp_[static_cast<std::size_t>(n)] == mark || !admits(n))
                    continue;
                stamp_[static_cast<std::size_t>(n)] = mark;
                reach_.push_back(n);
                reachDistance_.push_back(distance + 1);
            }
        }
        return static_cast<int>(reach_.size());
    }
    bool checkOpenSquare(int cell);
    // FillominoGlobalRules.cpp
    bool globalPass();
    // Open groups of one value that must be one region: no room is left for a second region of it.
    struct Joined {
        int value = 0;
        int squares = 0;         // in all of them
        std::size_t first = 0;   // their range in openGroups_
        std::size_t end = 0;
    };
    bool findCriticalSquares(int value, int joined);   // false: a contradiction
    // The fewest regions of the value that the open groups openGroups_[first, end) can lie in: their
    // squares over the value, and at least as many as there are groups no two of which fit in one
    // region (from their reaches, see FillominoGlobalRules.cpp).
    long regionsAtLeast(std::size_t first, std::size_t end, long squares);
    // For groups that must be one region: each group's distance to every square (from its reach),
    // then whether a square can be in the region at all by the three-point bound (see the .cpp).
    // False from the first: two of the groups cannot reach each other.
    bool measureJoined(const Joined& joined);
    bool fitsJoined(const Joined& joined, int cell) const;
    int joinedReach(const Joined& joined);
    bool reachTouches(std::size_t group, std::uint32_t changed) const;   // the group's stored reach, near a change
    void markChanges();
    void restoreReach(std::size_t group);
    bool fillAll(const std::vector<std::pair<int, int>>& deductions);
    bool checkCandidates();
    bool touchesValue(int cell, int value) const;
    bool touchesValueFast(int cell, int value) const;
    int openComponent(int start, std::uint32_t mark, int value);
    bool canJoin(int cell, int value, int root);
    bool mayJoinOpenGroup(int cell, int value, int root);   // canJoin, for `root` an open group
    bool barred(int cell, int value) const { return cell == barredCell_ && value == barredValue_; }
    int find(int cell);
    int members(int root);            // flood fills the group into members_, returns its size
    int frontier(int root);           // its open, unwalled neighbours into frontier_ (distinct)
    void queueGroupOf(int cell);
    void queueSquare(int cell);
    void clearQueue();
    bool walled(int cell, int k) const { return (flags_[cell] >> k) & 1U; }
    int neighbour(int cell, int k) const { return neighbours_[static_cast<std::size_t>(cell) * 4 + static_cast<std::size_t>(k)]; }
    std::uint32_t newStamp();

    int cells_;
    int rows_;
    int cols_;
    std::vector<int> neighbours_;     // 4 per square, -1 off the grid
    std::vector<Frame> frames_;       // one per depth, made on first use
    // The frame in use.
    Value* value_ = nullptr;
    Value* parent_ = nullptr;
    Value* size_ = nullptr;
    std::uint8_t* flags_ = nullptr;

    int barredCell_ = -1;
    int barredValue_ = 0;

    // Work lists, not part of the state.
    std::vector<int> queue_;
    std::vector<std::uint8_t> queued_;
    std::vector<std::uint32_t> stamp_;
    std::uint32_t stampNow_ = 0;
    std::vector<int> members_;
    std::vector<int> frontier_;
    std::vector<int> reach_;
    std::vector<int> reachDistance_;
    std::vector<std::pair<int, int>> critical_;   // (square, value) found by a global pass
    std::vector<std::pair<int, int>> forced_;
    std::vector<int> reachStore_;                 // every open group's reach in a global pass, one after another
    std::vector<std::size_t> reachStart_;         // by open group
    std::vector<int> reachDistanceStore_;         // the steps from the group to each reachStore_ square
    std::vector<int> groupSlot_;                  // by root: its index among its value's open groups, scratch
    std::vector<std::uint8_t> blocked_;           // by index among a value's open groups, scratch
    std::vector<int> joinedDistance_;             // by joined group then square: steps from it (kFar: none)
    std::vector<int> joinedPairDistance_;         // by pair of joined groups: steps between them
    static constexpr int kFar = 1 << 20;
    static constexpr std::size_t kJoinedMeasured = 6;   // groups measureJoined looks at (pairs grow as its square)
    std::vector<char> mayBeCut_;                  // by open group: whether it may have a critical square
    std::vector<int> position_;                   // a reach square's index in reach_
    struct DfsEntry {
        int order = -1;   // discovery time
        int low = 0;      // earliest discovery time reachable from the subtree by one back edge
        int size = 1;     // subtree size
        int cut = 0;      // squares in the subtrees that removing this square cuts off
        int parent = -1;
        int next = 0;     // next direction to look at
        int joined = 0;   // squares of the joined groups in the subtree
        int cutJoined = 0;
    };
    std::vector<DfsEntry> dfs_;   // by index in reach_
    std::vector<int> dfsStack_;
    std::vector<std::uint32_t> extension_;   // candidate marks by value run
    std::uint32_t extensionRun_ = 0;
    std::vector<std::pair<int, int>> openGroups_;   // (value, root) in a global pass, sorted
    std::vector<Joined> joinedValues_;
    std::vector<std::uint8_t> present_;      // by value, scratch
    std::vector<int> presentValues_;
    std::vector<int> openCells_;
    std::vector<std::uint64_t> neighbourValues_;   // an open square's neighbours' values, in a global pass
    int slack_ = 0;                // squares no region holding a group needs, in a global pass
    std::vector<int> areaSize_;    // an open square's open area, in a global pass
    std::vector<int> candidateCount_;
    std::vector<int> candidateLast_;
    std::vector<std::uint32_t> weight_;   // contradictions each square took part in (see load())
    std::vector<int> dirty_;                // squares filled or walled since critical squares were last sought
    bool allDirty_ = true;                  // the next search for them must look at every group
    std::vector<std::uint32_t> dirtyMark_;
    std::uint32_t dirtyRun_ = 0;
    long changes_ = 0;                // fills and walls, to see whether a pass did anything

    // FillominoSearchBits.cpp: the global pass's reaches and critical squares (and checkGroup where it
    // walls nothing, and splitUnsettled's test) on bitsets, for grids of up to 128 squares (useBits_).
    // Each open group's reach is kept as its breadth-first layers (layer d: the squares d steps from the
    // group) instead of reachStore_; the results, and the order in which the pass fills squares, are the
    // same as the list code's.
    using Bits = fillomino_bits::Bits;
    bool useBits_ = false;
    fillomino_bits::GridBits grid_;
    // The frame's state as sets, kept by fill() and wall(): [0] the open squares, [1 + k] the squares
    // walled in direction k, [5] the groups' roots, [6 + v] the squares holding v, and from
    // groupBitsStart_ on, by root, the squares of its group.
    Bits* stateBits_ = nullptr;
    static constexpr std::size_t kRootBits = 5;
    static constexpr std::size_t kValueBits = 6;
    std::size_t groupBitsStart_ = 0;
    Bits openBits() const { return stateBits_[0]; }
    Bits rootBits() const { return stateBits_[kRootBits]; }
    Bits valueBits(int value) const { return stateBits_[kValueBits + static_cast<std::size_t>(value)]; }
    Bits groupBits(int root) const { return stateBits_[groupBitsStart_ + static_cast<std::size_t>(root)]; }
    void clearStateBits();
    void noteFillBits(int cell, int value)
    {
        stateBits_[0] &= ~fillomino_bits::bit(cell);
        stateBits_[kRootBits] |= fillomino_bits::bit(cell);
        stateBits_[kValueBits + static_cast<std::size_t>(value)] |= fillomino_bits::bit(cell);
        stateBits_[groupBitsStart_ + static_cast<std::size_t>(cell)] = fillomino_bits::bit(cell);
    }
    void noteUnionBits(int root, int absorbed)
    {
        stateBits_[kRootBits] &= ~fillomino_bits::bit(absorbed);
        stateBits_[groupBitsStart_ + static_cast<std::size_t>(root)] |= groupBits(absorbed);
    }
    void noteWallBits(int cell, int k, int n)
    {
        stateBits_[1 + k] |= fillomino_bits::bit(cell);
        stateBits_[1 + (3 - k)] |= fillomino_bits::bit(n);
    }
    Bits moveBits_[4] = {0, 0, 0, 0};   // in a global pass: squares with a neighbour in direction k and no wall
    std::vector<Bits> layers_;          // every open group's reach by layers, one after another
    std::vector<std::size_t> layerStart_;   // by open group, and the end
    std::vector<Bits> reachBits_;       // by open group: its whole reach
    Bits dirtyBits_ = 0;                // markChanges's marks
    void startPassBits();
    int reachOfBits(int root);          // appends the group's layers; returns the reach's size
    // reach_ and reachDistance_ for the open group `group` up to `upTo` steps, in reachOf's order.
    void orderReach(std::size_t group, int upTo);
    void findCriticalSquaresBits(std::size_t group);
    bool cutsBelow(Bits near, Bits last, Bits within, int total, int value) const;
    void markChangesBits();
    bool reachTouchesBits(std::size_t group) const;
    // checkGroup where its answer needs no order: true (the verdict in `ok`) when the group changes
    // nothing, is sealed or fills its one way out; false when the list code must run.
    bool checkGroupBits(int root, bool& ok);
    Bits unsettledBits() const;   // the open squares and the squares of open groups
    int layerCount(std::size_t group) const { return static_cast<int>(layerStart_[group + 1] - layerStart_[group]); }
    // f(cell, steps) for each square of the open group's reach that holds `value` (0: every square), in
    // either representation.
    template <class F>
    void forEachInReach(std::size_t group, int value, F&& f);

    // Search bookkeeping.
    long nodes_ = 0;
    long nodeLimit_ = 0;
    const CancelToken* cancel_ = nullptr;
    bool gaveUp_ = false;
    const Board* guide_ = nullptr;
    std::vector<int> allCells_;
    std::deque<std::vector<std::vector<int>>> partsByDepth_;   // countArea's parts, by depth (see there)
    bool belowRoot_ = false;                          // propagating below the search's root (see globalPass)
    bool probing_ = false;                            // probe at every node (see the class comment)
    Frame loaded_;                                    // the loaded state and its queue, to start over from
    std::vector<int> loadedQueue_;
    std::vector<std::pair<int, int>> probeTargets_;   // (square, group root): ways out to probe
    std::vector<Snapshot> snapshots_;                 // by depth
    Snapshot roundStart_;
    std::vector<std::uint8_t> probeNear_;
};

} // namespace ps
