#pragma once
#include "GroupModel.h"
#include "SimulatedTeacher.h"

#include <cstdint>
#include <vector>

namespace ps {

// A puzzle a simulated teacher can label or be checked on.
struct SimulationPuzzle {
    std::vector<double> features;
    double builtInScore = 0;
};

// How the built-in model and the group model retrained from `labels` labels agree with the teacher on
// puzzles the teacher never labelled: the share filed under the teacher's own class, and the mean absolute
// error against the teacher's own score.
struct CurvePoint {
    int labels = 0;
    double builtInAgreement = 0;
    double groupAgreement = 0;
    double builtInError = 0;
    double groupError = 0;
};

// The learning curve of a group model: the pool is shuffled with `seed`; the teacher labels the first
// puzzles (the first 20 of them for 20 labels, the first 50 for 50: one teacher labelling on) and every
// point is measured on the puzzles after the largest count. A count of 0 gives the built-in model
// on both sides. The group model is trained with `options` (with chooseWeight, the weight is chosen by
// cross-validation over the labels given so far, as the studio would).
std::vector<CurvePoint> teacherLearningCurve(const BuiltInData& builtIn, const std::vector<SimulationPuzzle>& pool, const SimulatedTeacher& teacher,
                                             const std::vector<int>& labelCounts, std::uint64_t seed, GroupTrainingOptions options = {});

} // namespace ps
