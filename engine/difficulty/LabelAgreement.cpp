#include "LabelAgreement.h"

#include "RankStatistics.h"

#include <cmath>
#include <set>

namespace ps {

std::vector<std::pair<VisibleProperty, int>> visibleFeatures(const std::vector<std::string>& featureNames)
{
    std::vector<std::pair<VisibleProperty, int>> out;
    for (std::size_t i = 0; i < featureNames.size(); ++i) {
        const std::string& name = featureNames[i];
        VisibleProperty property = VisibleProperty::None;
        if (name == "empty share" || name == "given share" || name == "given_share")
            property = VisibleProperty::Clues;
        else if (name == "size")
            property = VisibleProperty::Size;
        else if (name == "mean cage size" || name == "mean_cage_size")
            property = VisibleProperty::CageSize;
        if (property != VisibleProperty::None)
            out.emplace_back(property, static_cast<int>(i));
    }
    return out;
}

LabelAgreement labelAgreement(const std::vector<TeacherLabel>& labels, const ScoreBands& bands, const std::vector<std::string>& featureNames)
{
    LabelAgreement result;
    std::vector<double> targets, builtIn;
    std::set<int> classes;
    for (const TeacherLabel& label : labels) {
        targets.push_back(labelTarget(label, bands));
        builtIn.push_back(label.builtInScore);
        classes.insert(static_cast<int>(bands.classOf(targets.back())));
    }
    // Ten labels of one class say nothing about ranking (a worksheet of hard puzzles all "too hard").
    if (static_cast<int>(labels.size()) < kFewestLabelsToJudge || classes.size() < 2)
        return result;
    result.judged = true;
    result.withBuiltIn = spearman(targets, builtIn);
    std::vector<double> shifts;
    for (std::size_t i = 0; i < targets.size(); ++i)
        shifts.push_back(targets[i] - builtIn[i]);
    for (const auto& [property, index] : visibleFeatures(featureNames)) {
        std::vector<double> values;
        for (const TeacherLabel& label : labels)
            values.push_back(static_cast<std::size_t>(index) < label.features.size() ? label.features[static_cast<std::size_t>(index)] : 0.0);
        if (const double rank = std::abs(spearman(targets, values)); rank > result.withClosest) {
            result.withClosest = rank;
            result.closest = property;
        }
        if (const double rank = std::abs(spearman(shifts, values)); rank > result.shiftWithProperty) {
            result.shiftWithProperty = rank;
            result.shiftedBy = property;
        }
    }
    result.disagrees = result.withBuiltIn < kAgreeingRank || result.shiftWithProperty >= kFollowedShift;
    return result;
}

VisibleProperty LabelAgreement::followedProperty() const
{
    if (!disagrees)
        return VisibleProperty::None;
    if (shiftWithProperty >= kFollowedShift)
        return shiftedBy;
    if (withClosest >= kFollowedRank && withClosest >= withBuiltIn - kAboutAsClose)
        return closest;
    return VisibleProperty::None;
}

} // namespace ps
