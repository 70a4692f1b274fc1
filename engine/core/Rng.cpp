#include "Rng.h"

#include <numeric>

namespace ps {
namespace {

std::uint64_t splitmix64(std::uint64_t& x)
{
    std::uint64_t z = (x += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

std::uint64_t rotl(std::uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }

} // namespace

Rng::Rng(std::uint64_t seed)
{
    for (auto& word : state_)
        word = splitmix64(seed);
}

std::uint64_t Rng::next()
{
    const std::uint64_t result = rotl(state_[1] * 5, 7) * 9;
    const std::uint64_t t = state_[1] << 17;
    state_[2] ^= state_[0];
    state_[3] ^= state_[1];
    state_[1] ^= state_[2];
    state_[0] ^= state_[3];
    state_[2] ^= t;
    state_[3] = rotl(state_[3], 45);
    return result;
}

int Rng::below(int bound)
{
    // Rejection sampling keeps the draw exactly uniform.
    const auto range = static_cast<std::uint64_t>(bound);
    const std::uint64_t limit = UINT64_MAX - UINT64_MAX % range;
    std::uint64_t draw = next();
    while (draw >= limit)
        draw = next();
    return static_cast<int>(draw % range);
}

double Rng::unit() { return static_cast<double>(next() >> 11) * 0x1.0p-53; }

std::vector<int> Rng::permutation(int count)
{
    std::vector<int> items(static_cast<std::size_t>(count));
    std::iota(items.begin(), items.end(), 0);
    shuffle(items);
    return items;
}

} // namespace ps
