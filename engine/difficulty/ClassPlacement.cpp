#include "ClassPlacement.h"

#include <algorithm>
#include <cmath>
#include <cstddef>

namespace ps {

double ClassPlacement::place(Difficulty level, double raw, const ScoreBands& bands) const
{
    const double middle = bands.middleOf(level), half = bands.halfWidthOf(level);
    const double low = middle - half, high = middle + half;
    const std::vector<double>& k = knots[static_cast<std::size_t>(level)];
    if (k.size() < 2 || !std::isfinite(raw))
        return middle;
    const double margin = 0.05 * (high - low);
    const double inner = high - low - 2 * margin;
    // Beyond the reference scores a tail that halves its distance to the edge every `tail` points.
    const double tail = std::max((k.back() - k.front()) / 10, 1e-9);
    if (raw < k.front())
        return low + margin * tail / (tail + (k.front() - raw));
    if (raw > k.back())
        // Never the upper edge itself: a score there would already be the next class.
        return std::min(high - margin * tail / (tail + (raw - k.back())), std::nextafter(high, low));
    const auto parts = static_cast<double>(k.size() - 1);
    const auto above = std::upper_bound(k.begin(), k.end(), raw);
    if (above == k.end())   // raw is the highest knot
        return high - margin;
    const auto j = static_cast<std::size_t>(above - k.begin());
    const double share = (static_cast<double>(j - 1) + (raw - k[j - 1]) / (k[j] - k[j - 1])) / parts;
    return low + margin + inner * share;
}

ClassPlacement fitClassPlacement(const std::vector<double>& raw, const std::vector<Difficulty>& classes, int parts)
{
    ClassPlacement placement;
    for (std::size_t level = 0; level < placement.knots.size(); ++level) {
        std::vector<double> scores;
        for (std::size_t i = 0; i < raw.size(); ++i)
            if (static_cast<std::size_t>(classes[i]) == level)
                scores.push_back(raw[i]);
        if (scores.size() < 2)
            continue;
        std::sort(scores.begin(), scores.end());
        for (int q = 0; q <= parts; ++q) {
            // Linear interpolation between order statistics (the usual "type 7" quantile).
            const double at = static_cast<double>(q) / parts * static_cast<double>(scores.size() - 1);
            const auto below = static_cast<std::size_t>(std::floor(at));
            const std::size_t next = std::min(below + 1, scores.size() - 1);
            placement.knots[level].push_back(scores[below] + (at - static_cast<double>(below)) * (scores[next] - scores[below]));
        }
    }
    return placement;
}

} // namespace ps
