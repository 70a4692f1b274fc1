#pragma once
#include <functional>
#include <vector>

namespace ps {

// Calls `visit` with every k-element subset of {0, ..., count-1} (as ascending indices) until it
// returns true; returns whether one did.
inline bool forEachCombination(int count, int k, const std::function<bool(const std::vector<int>&)>& visit)
{
    std::vector<int> chosen;
    std::function<bool(int)> extend = [&](int from) {
        if (static_cast<int>(chosen.size()) == k)
            return visit(chosen);
        for (int i = from; i <= count - (k - static_cast<int>(chosen.size())); ++i) {
            chosen.push_back(i);
            if (extend(i + 1))
                return true;
            chosen.pop_back();
        }
        return false;
    };
    return k <= count && extend(0);
}

} // namespace ps
