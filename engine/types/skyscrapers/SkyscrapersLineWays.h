#pragma once
#include <cstdint>
#include <vector>

namespace ps {

// Every way to fill one line of a Skyscrapers grid that meets its clue: the values each square of the line
// can take in some arrangement of different values, from the squares' candidates, that shows exactly
// `clue` buildings. Shared by the native search (SkyscrapersConstraint) and the step solver's visibility
// technique. A search over the line's squares in order, remembering the states (heights used, tallest so
// far, buildings seen, empty squares used) that lead nowhere, so a line of n squares costs at most
// 2^n * n * n states. The answers of the last few thousand calls are kept.
//
// With heights 1..V below the side N (SkyscrapersShape), the value V + 1 is an empty square: N - V of
// them in the line, height 0, never seen and hiding nothing.
class SkyscrapersLineWays {
public:
    using Mask = std::uint32_t;   // bit v-1: value v

    explicit SkyscrapersLineWays(int side, int highest = 0);

    // `candidates`: the masks of the line's squares in the order seen from the clue. Writes into
    // `support` (one mask per square) the values some way uses; false when there is no way.
    bool supports(int clue, const Mask* candidates, Mask* support);

private:
    // The answers of recent calls, by clue and candidates (direct-mapped, a newer call taking an older one's
    // place): generation proves board after board that differ by one square, so most of a proof's lines
    // were asked before, and a search runs again the same way anyway on the same lines.
    struct Remembered {
        std::uint64_t low = 0;    // the first seven squares' candidates (9 bits each)
        std::uint64_t high = 0;   // the last two's, the clue and 1 (0: no entry)
        std::uint16_t support[9] = {};
        bool any = false;
    };
    static constexpr std::size_t kRemembered = 4096;   // a power of two

    bool searchAll(int clue, const Mask* candidates, Mask* support);
    // `Empty`: the line may hold empty squares (a template argument, so plain lines pay nothing for them).
    template <bool Empty>
    bool search(int position, Mask used, int tallest, int seen, int empties);
    std::size_t stateOf(Mask used, int tallest, int seen, int empties) const;

    int side_;
    int highest_;       // the tallest height
    int emptyCount_;    // empty squares in a line
    Mask emptyBit_;     // the empty value's bit (0: none)
    int clue_ = 0;
    const Mask* candidates_ = nullptr;
    Mask* support_ = nullptr;
    std::vector<std::uint32_t> failedAt_;   // by state: the call that found it leads nowhere
    std::vector<std::uint32_t> doneAt_;     // by state: the call that found it leads to a way
    std::uint32_t call_ = 0;
    std::vector<Remembered> remembered_;
};

} // namespace ps
