#pragma once
#include <cstdint>

namespace ps::fillomino_bits {

// Sets of squares of a grid of up to 128 squares (a 9x9 needs 81) as one 128-bit word, square r * cols + c
// at bit r * cols + c, for FillominoSearch's reach and critical-square passes (FillominoSearchBits.cpp):
// a breadth-first layer is a few shifts instead of a look at every neighbour of every square.
__extension__ typedef unsigned __int128 Bits;

constexpr int kMaxSquares = 128;

inline Bits bit(int cell) { return Bits{1} << cell; }
inline bool has(Bits set, int cell) { return ((set >> cell) & 1U) != 0; }

// Counted with shifts and masks: the build targets every x86-64, where __builtin_popcountll is a call
// into libgcc (measured: dearer than this).
inline int count64(std::uint64_t x)
{
    x = x - ((x >> 1) & 0x5555555555555555ULL);
    x = (x & 0x3333333333333333ULL) + ((x >> 2) & 0x3333333333333333ULL);
    x = (x + (x >> 4)) & 0x0f0f0f0f0f0f0f0fULL;
    return static_cast<int>((x * 0x0101010101010101ULL) >> 56);
}

inline int count(Bits set) { return count64(static_cast<std::uint64_t>(set)) + count64(static_cast<std::uint64_t>(set >> 64)); }

// The lowest square of a non-empty set.
inline int lowest(Bits set)
{
    const auto low = static_cast<std::uint64_t>(set);
    return low != 0 ? __builtin_ctzll(low) : 64 + __builtin_ctzll(static_cast<std::uint64_t>(set >> 64));
}

// Calls f(square) for every square of the set, in increasing order.
template <class F>
inline void forEach(Bits set, F&& f)
{
    for (auto low = static_cast<std::uint64_t>(set); low != 0; low &= low - 1)
        f(__builtin_ctzll(low));
    for (auto high = static_cast<std::uint64_t>(set >> 64); high != 0; high &= high - 1)
        f(64 + __builtin_ctzll(high));
}

// The grid's geometry as masks. Directions as FillominoShape's: 0 up, 1 left, 2 right, 3 down.
class GridBits {
public:
    GridBits() = default;
    GridBits(int rows, int cols) : cols_(cols)
    {
        for (int r = 0; r < rows; ++r)
            for (int c = 0; c < cols; ++c) {
                const Bits square = bit(r * cols + c);
                all_ |= square;
                if (r > 0)
                    edges_[0] |= square;
                if (c > 0)
                    edges_[1] |= square;
                if (c + 1 < cols)
                    edges_[2] |= square;
                if (r + 1 < rows)
                    edges_[3] |= square;
            }
    }

    Bits all() const { return all_; }
    // The squares with a neighbour in direction k.
    Bits edges(int k) const { return edges_[k]; }

    // The squares one step in direction k from those of `set` (which must all have a neighbour there).
    Bits step(Bits set, int k) const
    {
        switch (k) {
        case 0: return set >> cols_;
        case 1: return set >> 1;
        case 2: return set << 1;
        default: return set << cols_;
        }
    }

    // The neighbours of `set` across the edges `open[k]` (squares whose edge in direction k may be crossed).
    Bits expand(Bits set, const Bits* open) const
    {
        return (set & open[0]) >> cols_ | (set & open[1]) >> 1 | (set & open[2]) << 1 | (set & open[3]) << cols_;
    }
    // The neighbours of `set`, walls or not.
    Bits dilate(Bits set) const { return expand(set, edges_); }

    // The squares of `within` connected to `seed` (inside `within`) by plain adjacency.
    Bits flood(Bits seed, Bits within) const
    {
        for (;;) {
            const Bits grown = (seed | dilate(seed)) & within;
            if (grown == seed)
                return seed;
            seed = grown;
        }
    }

private:
    int cols_ = 0;
    Bits all_ = 0;
    Bits edges_[4] = {0, 0, 0, 0};
};

} // namespace ps::fillomino_bits
