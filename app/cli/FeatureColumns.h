#pragma once
#include <vector>

namespace cli {

// The samples with only the features `keep` says (by index): for ablations.
inline std::vector<std::vector<double>> featureColumns(const std::vector<std::vector<double>>& samples, const std::vector<bool>& keep)
{
    std::vector<std::vector<double>> out;
    for (const auto& sample : samples) {
        out.emplace_back();
        for (std::size_t i = 0; i < sample.size(); ++i)
            if (keep[i])
                out.back().push_back(sample[i]);
    }
    return out;
}

} // namespace cli
