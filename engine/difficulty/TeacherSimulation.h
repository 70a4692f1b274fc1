#pragma once
#include "GroupModel.h"
#include "SimulatedTeacher.h"

#include <cstdint>
#include <string>
#include <vector>

namespace ps {

// How the built-in model and the group model retrained from `labels` labels agree with the teacher on
// puzzles the teacher never labelled: the share filed under the teacher's own class, and the mean absolute
// error against the teacher's own score (SimulationPuzzle::teacherScore). And what the studio would tell
// the teacher about those labels: `warned` 1 when labelAgreement finds they disagree with the built-in
// levels (0 otherwise), `namedProperty` 1 when it also names a visible property; `rankWithBuiltIn`, the
// group model's rank correlation with the built-in model on the built-in puzzles.
struct CurvePoint {
    int labels = 0;
    double builtInAgreement = 0;
    double groupAgreement = 0;
    double builtInError = 0;
    double groupError = 0;
    double warned = 0;
    double namedProperty = 0;
    double rankWithBuiltIn = 1;
};

// The learning curve of a group model: the pool is shuffled with `seed`; the teacher labels the first
// puzzles (the first 20 of them for 20 labels, the first 50 for 50: one teacher labelling on) and every
// point is measured on the puzzles after the largest count. A count of 0 gives the built-in model
// on both sides. The group model is trained with `options` (with chooseWeight, the weight is chosen by
// cross-validation over the labels given so far, as the studio would). `featureNames`: the type's, for
// labelAgreement.
std::vector<CurvePoint> teacherLearningCurve(const BuiltInData& builtIn, const std::vector<SimulationPuzzle>& pool, const SimulatedTeacher& teacher,
                                             const std::vector<int>& labelCounts, std::uint64_t seed, GroupTrainingOptions options = {},
                                             const std::vector<std::string>& featureNames = {});

} // namespace ps
