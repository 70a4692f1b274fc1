#pragma once
#include "GroupModel.h"

#include "core/Rng.h"

#include <utility>

namespace ps {

// A teacher whose sense of difficulty differs from the built-in model's in a known way, for tests and
// `bench --teachers`: a puzzle whose feature `featureIndex` is above `threshold` is one class harder than
// the built-in model says (its score moved to the same place in the next band up; evil stays evil);
// others are as the built-in model says. For Sudoku, "empty share" above the median is a group that
// finds sparse grids a class harder than the graders did. `featureIndex` -1: every puzzle is a class harder.
struct TeacherRule {
    int featureIndex = 1;
    double threshold = 0;
};

class SimulatedTeacher {
public:
    // `noise`: the chance that a verdict is off by one class (the teacher misjudged); `levelShare`: the
    // chance that the teacher sets the level instead of saying too easy / about right / too hard.
    SimulatedTeacher(TeacherRule rule, ScoreBands bands, double noise = 0.1, double levelShare = 0.2)
        : rule_(rule), bands_(std::move(bands)), noise_(noise), levelShare_(levelShare)
    {
    }

    // The teacher's own score and class of a puzzle the built-in model scores `builtInScore`.
    double trueScore(const std::vector<double>& features, double builtInScore) const;
    Difficulty trueClass(const std::vector<double>& features, double builtInScore) const;

    // The teacher's label of a puzzle shown as the built-in model's class.
    TeacherLabel label(const std::string& typeId, const std::vector<double>& features, double builtInScore, Rng& rng) const;

private:
    TeacherRule rule_;
    ScoreBands bands_;
    double noise_;
    double levelShare_;
};

} // namespace ps
