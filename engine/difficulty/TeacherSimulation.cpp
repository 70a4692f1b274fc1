#include "TeacherSimulation.h"

#include "LabelAgreement.h"

#include "core/EngineError.h"

#include <algorithm>
#include <cmath>

namespace ps {

std::vector<CurvePoint> teacherLearningCurve(const BuiltInData& builtIn, const std::vector<SimulationPuzzle>& pool, const SimulatedTeacher& teacher,
                                             const std::vector<int>& labelCounts, std::uint64_t seed, GroupTrainingOptions options,
                                             const std::vector<std::string>& featureNames)
{
    const int most = labelCounts.empty() ? 0 : *std::max_element(labelCounts.begin(), labelCounts.end());
    if (most >= static_cast<int>(pool.size()))
        throw EngineError(PS_TRANSLATE("Engine", "Too few puzzles for the simulated teacher: the labels need some left over to be checked on."));
    Rng rng(seed);
    const std::vector<int> order = rng.permutation(static_cast<int>(pool.size()));
    std::vector<TeacherLabel> labels;
    for (int i = 0; i < most; ++i) {
        const SimulationPuzzle& p = pool[static_cast<std::size_t>(order[static_cast<std::size_t>(i)])];
        labels.push_back(teacher.label("", p, rng));
    }
    const ScoreBands& bands = builtIn.model.bands();
    std::vector<CurvePoint> curve;
    for (int count : labelCounts) {
        CurvePoint point;
        point.labels = count;
        SvmModel group = builtIn.model;
        if (count > 0) {
            const std::vector<TeacherLabel> first(labels.begin(), labels.begin() + count);
            GroupReport report;   // (with a fixed weight, no cross-validation: only the comparison on the built-in data)
            GroupTrainingOptions training = options;
            if (!training.chooseWeight)
                training.folds = 0;
            group = trainGroupModel(builtIn, first, training, &report);
            point.rankWithBuiltIn = report.rankWithBuiltIn;
            const LabelAgreement agreement = labelAgreement(first, bands, featureNames);
            point.warned = agreement.disagrees ? 1 : 0;
            point.namedProperty = agreement.followsVisibleProperty() ? 1 : 0;
        }
        int checked = 0;
        for (std::size_t i = static_cast<std::size_t>(most); i < order.size(); ++i) {
            const SimulationPuzzle& p = pool[static_cast<std::size_t>(order[i])];
            const double truth = p.teacherScore;
            const Difficulty truthClass = bands.classOf(truth);
            const double groupScore = clampedScore(group, p.features);
            point.builtInAgreement += bands.classOf(p.builtInScore) == truthClass;
            point.groupAgreement += bands.classOf(groupScore) == truthClass;
            point.builtInError += std::abs(p.builtInScore - truth);
            point.groupError += std::abs(groupScore - truth);
            ++checked;
        }
        point.builtInAgreement /= checked;
        point.groupAgreement /= checked;
        point.builtInError /= checked;
        point.groupError /= checked;
        curve.push_back(point);
    }
    return curve;
}

} // namespace ps
