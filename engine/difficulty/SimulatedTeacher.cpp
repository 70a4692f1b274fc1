#include "SimulatedTeacher.h"

#include <algorithm>

namespace ps {

double SimulatedTeacher::trueScore(const std::vector<double>& features, double builtInScore) const
{
    const auto i = static_cast<std::size_t>(rule_.featureIndex);
    const bool shifted = rule_.featureIndex < 0 || (i < features.size() && features[i] > rule_.threshold);
    const Difficulty level = bands_.classOf(builtInScore);
    if (!shifted || level == Difficulty::Evil)
        return builtInScore;
    const auto next = static_cast<Difficulty>(static_cast<int>(level) + 1);
    // The same relative place in the next band.
    const double low = bands_.middleOf(level) - bands_.halfWidthOf(level);
    const double place = (builtInScore - low) / (2 * bands_.halfWidthOf(level));
    return bands_.middleOf(next) - bands_.halfWidthOf(next) + place * 2 * bands_.halfWidthOf(next);
}

Difficulty SimulatedTeacher::trueClass(const std::vector<double>& features, double builtInScore) const
{
    return bands_.classOf(trueScore(features, builtInScore));
}

TeacherLabel SimulatedTeacher::label(const std::string& typeId, const std::vector<double>& features, double builtInScore, Rng& rng) const
{
    TeacherLabel label;
    label.typeId = typeId;
    label.features = features;
    label.builtInScore = builtInScore;
    int felt = static_cast<int>(trueClass(features, builtInScore));
    if (rng.unit() < noise_)
        felt = std::clamp(felt + (rng.below(2) == 0 ? -1 : 1), 0, 3);
    const int shown = static_cast<int>(bands_.classOf(builtInScore));
    if (rng.unit() < levelShare_) {
        label.verdict = TeacherLabel::Verdict::Level;
        label.level = static_cast<Difficulty>(felt);
        return label;
    }
    label.level = static_cast<Difficulty>(shown);
    label.verdict = felt < shown   ? TeacherLabel::Verdict::TooEasy
                    : felt > shown ? TeacherLabel::Verdict::TooHard
                                   : TeacherLabel::Verdict::AboutRight;
    return label;
}

} // namespace ps
