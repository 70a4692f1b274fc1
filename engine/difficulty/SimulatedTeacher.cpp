#include "SimulatedTeacher.h"

#include <algorithm>

namespace ps {

TeacherLabel SimulatedTeacher::label(const std::string& typeId, const SimulationPuzzle& puzzle, Rng& rng) const
{
    TeacherLabel label;
    label.typeId = typeId;
    label.features = puzzle.features;
    label.builtInScore = puzzle.builtInScore;
    int felt = static_cast<int>(trueClass(puzzle));
    if (rng.unit() < noise_)
        felt = std::clamp(felt + (rng.below(2) == 0 ? -1 : 1), 0, 3);
    const int shown = static_cast<int>(bands_.classOf(puzzle.builtInScore));
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
