#include "ScoreBands.h"

#include <algorithm>
#include <cmath>
#include <cstddef>

namespace ps {

Difficulty ScoreBands::classOf(double score) const
{
    int level = 0;
    for (double cut : cuts)
        level += score >= cut;
    return static_cast<Difficulty>(std::min(level, static_cast<int>(Difficulty::Evil)));
}

double ScoreBands::middleOf(Difficulty level) const
{
    const auto i = static_cast<std::size_t>(level);
    const double low = i == 0 ? 0 : cuts[i - 1];
    const double high = i >= cuts.size() ? 100 : cuts[i];
    return (low + high) / 2;
}

double ScoreBands::halfWidthOf(Difficulty level) const
{
    const auto i = static_cast<std::size_t>(level);
    const double low = i == 0 ? 0 : cuts[i - 1];
    const double high = i >= cuts.size() ? 100 : cuts[i];
    return (high - low) / 2;
}

ScoreBands fitScoreBands(const std::vector<double>& scores, const std::vector<Difficulty>& classes)
{
    // Each cut separates class k from k+1 and is chosen on its own: with classes in order on the score,
    // the cut that misfiles the fewest puzzles of k and k+1 is the one that misfiles the fewest overall.
    ScoreBands bands;
    double previous = 0;
    for (int k = 0; k < 3; ++k) {
        std::vector<double> below, above;
        for (std::size_t i = 0; i < scores.size(); ++i) {
            if (static_cast<int>(classes[i]) == k)
                below.push_back(scores[i]);
            else if (static_cast<int>(classes[i]) == k + 1)
                above.push_back(scores[i]);
        }
        double best = bands.cuts[static_cast<std::size_t>(k)];
        if (!below.empty() && !above.empty()) {
            double meanBelow = 0, meanAbove = 0;
            for (double s : below)
                meanBelow += s / static_cast<double>(below.size());
            for (double s : above)
                meanAbove += s / static_cast<double>(above.size());
            const double middle = (meanBelow + meanAbove) / 2;
            long fewest = -1;
            for (double cut = previous + 0.25; cut < 100; cut += 0.25) {
                long wrong = 0;
                for (double s : below)
                    wrong += s >= cut;
                for (double s : above)
                    wrong += s < cut;
                if (fewest < 0 || wrong < fewest || (wrong == fewest && std::abs(cut - middle) < std::abs(best - middle))) {
                    fewest = wrong;
                    best = cut;
                }
            }
        }
        best = std::max(best, previous + 0.25);
        bands.cuts[static_cast<std::size_t>(k)] = best;
        previous = best;
    }
    return bands;
}

} // namespace ps
