#pragma once
#include <array>
#include <span>

namespace ps {

// Calls `visit` with every k-element subset of {0, ..., count-1} (k <= 8, as ascending indices in a
// std::span<const int>) until it returns true; returns whether one did. Nothing is allocated.
template <class Visit>
bool forEachCombination(int count, int k, Visit&& visit)
{
    if (k < 0 || k > count || k > 8)
        return false;
    std::array<int, 8> chosen{};
    for (int i = 0; i < k; ++i)
        chosen[static_cast<std::size_t>(i)] = i;
    for (;;) {
        if (visit(std::span<const int>(chosen.data(), static_cast<std::size_t>(k))))
            return true;
        // The rightmost index that can still move right moves one step; those after it follow it.
        int i = k - 1;
        while (i >= 0 && chosen[static_cast<std::size_t>(i)] == count - k + i)
            --i;
        if (i < 0)
            return false;
        ++chosen[static_cast<std::size_t>(i)];
        for (int j = i + 1; j < k; ++j)
            chosen[static_cast<std::size_t>(j)] = chosen[static_cast<std::size_t>(j - 1)] + 1;
    }
}

} // namespace ps
