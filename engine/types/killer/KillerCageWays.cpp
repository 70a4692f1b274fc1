#include "KillerCageWays.h"

#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>
#include <vector>

namespace ps {
namespace {

using Mask = CandidateGrid::Mask;

// Up to this many squares, the ways of giving a value set's values to the squares are followed one by
// one (at most 5! per set, and usually a few: SmallWays stops once the set has nothing more to give); larger cages go by subsets of the set's
// values (2^k states per set).
constexpr std::size_t kFollowedCageSize = 6;

// Following the ways of one value set of a small cage.
struct SmallWays {
    const Mask* options;   // by square: the values it may take, narrowed to the set
    std::size_t k;
    Mask* allowed;         // by square: the values some way puts there (OR-ed in)
    Mask path[kFollowedCageSize] = {};
    bool any = false;

    // Whether every square already has every value of the set it may take: no way can add more.
    bool saturated() const
    {
        for (std::size_t i = 0; i < k; ++i)
            if (options[i] & ~allowed[i])
                return false;
        return true;
    }
    // Squares `at`.. take the values `left`, one each; false once the set has nothing more to give.
    bool follow(std::size_t at, Mask left)
    {
        if (at + 1 == k) {   // the last square takes the one value left
            if (!(options[at] & left))
                return true;
            path[at] = left;
            for (std::size_t i = 0; i < k; ++i)
                allowed[i] |= path[i];
            any = true;
            return !saturated();
        }
        for (Mask rest = options[at] & left; rest; rest &= rest - 1) {
            const Mask value = rest & (~rest + 1);
            path[at] = value;
            if (!follow(at + 1, left ^ value))
                return false;
        }
        return true;
    }
};

// The same for a larger cage: squares 0..i-1 reach a subset `m` of the set's values (forward), squares
// i..k-1 can take the rest (backward); a value is allowed in square i when a forward subset without it
// and a backward finish with it meet. Exact, like following every way, but 2^k states per set instead of
// up to k! ways.
bool markLargeWays(const Mask* options, std::size_t k, Mask set, Mask* allowed)
{
    thread_local std::vector<char> forward;
    thread_local std::vector<char> backward;
    int values[kLargestKillerCage];
    std::size_t count = 0;
    for (Mask rest = set; rest; rest &= rest - 1)
        values[count++] = std::countr_zero(rest) + 1;
    const std::size_t states = std::size_t{1} << k;
    forward.assign((k + 1) * states, 0);
    backward.assign((k + 1) * states, 0);
    forward[0] = 1;
    for (std::size_t i = 0; i < k; ++i)
        for (std::size_t m = 0; m < states; ++m)
            if (forward[i * states + m])
                for (std::size_t j = 0; j < k; ++j)
                    if (!(m >> j & 1) && (options[i] & CandidateGrid::bit(values[j])))
                        forward[(i + 1) * states + (m | std::size_t{1} << j)] = 1;
    if (!forward[k * states + states - 1])
        return false;
    backward[k * states + states - 1] = 1;
    for (std::size_t i = k; i-- > 0;)
        for (std::size_t m = 0; m < states; ++m)
            for (std::size_t j = 0; j < k && !backward[i * states + m]; ++j)
                if (!(m >> j & 1) && (options[i] & CandidateGrid::bit(values[j])) && backward[(i + 1) * states + (m | std::size_t{1} << j)])
                    backward[i * states + m] = 1;
    for (std::size_t i = 0; i < k; ++i)
        for (std::size_t m = 0; m < states; ++m)
            if (forward[i * states + m])
                for (std::size_t j = 0; j < k; ++j)
                    if (!(m >> j & 1) && (options[i] & CandidateGrid::bit(values[j])) && backward[(i + 1) * states + (m | std::size_t{1} << j)])
                        allowed[i] |= CandidateGrid::bit(values[j]);
    return true;
}

// By square of a cage of k squares (each its `options`: placed value or candidates) and sum `target`,
// with values 1..n: the values some way to fill it puts there, into `allowed`. False when there is no
// way. The ways are found per value set of the sum (SumCombinations, a table made once per side): a set
// is worth following only when every square may take one of its values and the squares may take all of
// them between them.
bool computeWays(const Mask* options, std::size_t k, long target, int n, Mask* allowed)
{
    std::fill(allowed, allowed + k, Mask{0});
    if (k == 0 || k > kLargestKillerCage || n < 1 || n > SumCombinations::kLargestSide)
        return false;
    Mask reachable = 0;
    for (std::size_t i = 0; i < k; ++i)
        reachable |= options[i];
    bool any = false;
    for (const Mask set : SumCombinations::forSide(n).sets(static_cast<int>(k), target)) {
        if (set & ~reachable)
            continue;
        bool everySquare = true;
        for (std::size_t i = 0; i < k && everySquare; ++i)
            everySquare = (options[i] & set) != 0;
        if (!everySquare)
            continue;
        bool found = false;
        if (k <= kFollowedCageSize) {
            Mask narrowed[kFollowedCageSize] = {};
            for (std::size_t i = 0; i < k; ++i)
                narrowed[i] = options[i] & set;
            SmallWays ways{narrowed, k, allowed};
            ways.follow(0, set);
            found = ways.any;
        } else {
            found = markLargeWays(options, k, set, allowed);
        }
        any = any || found;
    }
    return any;
}

// Recent questions and their answers, for cages of up to kRememberedSize squares: a direct-mapped table
// (a question evicts the one at its slot), keyed by everything the answer depends on.
class WaysMemo {
public:
    static constexpr std::size_t kRememberedSize = 8;

    // The answer to the question, when it is remembered (into `allowed`).
    bool find(const Mask* options, std::size_t k, long target, int n, Mask* allowed, bool& any)
    {
        const Key key = keyOf(options, k, target, n);
        const Entry& entry = entries_[slotOf(key)];
        if (!(entry.key == key))
            return false;
        for (std::size_t i = 0; i < k; ++i)
            allowed[i] = entry.allowed[i];
        any = entry.any;
        return true;
    }
    void remember(const Mask* options, std::size_t k, long target, int n, const Mask* allowed, bool any)
    {
        const Key key = keyOf(options, k, target, n);
        Entry& entry = entries_[slotOf(key)];
        entry.key = key;
        for (std::size_t i = 0; i < k; ++i)
            entry.allowed[i] = static_cast<std::uint16_t>(allowed[i]);
        entry.any = any;
    }

private:
    // Squares' options 16 bits each (n <= 16), four to a word; the size, side and sum in `shape` (never 0
    // for a real question, so an empty slot matches none).
    struct Key {
        std::uint64_t low = 0;
        std::uint64_t high = 0;
        std::uint32_t shape = 0;
        bool operator==(const Key&) const = default;
    };
    struct Entry {
        Key key;
        std::array<std::uint16_t, kRememberedSize> allowed{};
        bool any = false;
    };
    static constexpr std::size_t kSlots = 4096;

    static Key keyOf(const Mask* options, std::size_t k, long target, int n)
    {
        Key key;
        for (std::size_t i = 0; i < k; ++i)
            (i < 4 ? key.low : key.high) |= std::uint64_t{options[i] & 0xFFFF} << (16 * (i % 4));
        key.shape = static_cast<std::uint32_t>(k) | static_cast<std::uint32_t>(n) << 4 | static_cast<std::uint32_t>(target) << 9;
        return key;
    }
    static std::size_t slotOf(const Key& key)
    {
        std::uint64_t h = key.low * 0x9E3779B97F4A7C15ULL ^ key.high * 0xC2B2AE3D27D4EB4FULL ^ key.shape * 0x165667B19E3779F9ULL;
        h ^= h >> 29;
        return static_cast<std::size_t>(h % kSlots);
    }

    std::vector<Entry> entries_ = std::vector<Entry>(kSlots);
};

} // namespace

bool killerCageWays(const Mask* options, std::size_t k, long target, int n, Mask* allowed)
{
    // Sums past 136 (16 values) or below 1 have no way; they never reach the table's key.
    if (k == 0 || k > WaysMemo::kRememberedSize || target < 1 || target > 136 || n < 1 || n > SumCombinations::kLargestSide)
        return computeWays(options, k, target, n, allowed);
    thread_local WaysMemo memo;
    bool any = false;
    if (memo.find(options, k, target, n, allowed, any))
        return any;
    any = computeWays(options, k, target, n, allowed);
    memo.remember(options, k, target, n, allowed, any);
    return any;
}

} // namespace ps
