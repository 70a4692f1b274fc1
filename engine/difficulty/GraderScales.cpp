#include "GraderScales.h"

namespace ps {

std::optional<Difficulty> GraderScales::difficultyFromLabel(const std::string& label, const std::string& source) const
{
    (void)source;
    return parseDifficulty(label);
}

std::optional<double> GraderScales::scoreFromLabel(const std::string& label, const std::string& source) const
{
    (void)source;
    if (const auto level = parseDifficulty(label))
        return 12.5 + 25.0 * static_cast<int>(*level);
    return std::nullopt;
}

} // namespace ps
