#pragma once
#include <cstdint>
#include <utility>
#include <vector>

namespace ps {

// The engine's only source of randomness: xoshiro256** seeded through splitmix64. It is written out here
// rather than taken from <random> so that a seed gives the same puzzle with every compiler and library.
class Rng {
public:
    explicit Rng(std::uint64_t seed);

    std::uint64_t next();
    // Uniform in [0, bound); bound > 0.
    int below(int bound);
    // Uniform in [0, 1).
    double unit();

    template <class T>
    void shuffle(std::vector<T>& items)
    {
        for (int i = static_cast<int>(items.size()) - 1; i > 0; --i)
            std::swap(items[static_cast<std::size_t>(i)], items[static_cast<std::size_t>(below(i + 1))]);
    }

    // A permutation of 0..count-1.
    std::vector<int> permutation(int count);

    // The seed of item `index` of a batch made from `batchSeed`: batchSeed + index. Every item gets its own
    // stream (the constructor scrambles the seed), so a batch gives the same items however it is split
    // across threads, and item i of a batch is the single item made from seed batchSeed + i.
    static std::uint64_t derive(std::uint64_t batchSeed, std::uint64_t index) { return batchSeed + index; }

private:
    std::uint64_t state_[4];
};

} // namespace ps
