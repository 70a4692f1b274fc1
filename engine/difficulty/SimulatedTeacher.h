#pragma once
#include "GroupModel.h"

#include "core/Rng.h"

#include <utility>

namespace ps {

// A puzzle a simulated teacher can label or be checked on.
struct SimulationPuzzle {
    std::vector<double> features;
    double builtInScore = 0;   // our model's score: only the class the puzzle is shown as comes from it
    // The teacher's own sense of the puzzle on the 0-100 scale, from outside our model: a real grader's
    // level (sgt-solo's, qqwing's: GraderScales::scoreFromLabel), or a visible property such as the clue
    // count (for a teacher who rates by it).
    double teacherScore = 0;
};

// A teacher for tests and `bench --teachers` whose sense of difficulty does not come from our score (else
// a group model would only learn our model back): each puzzle's class is the class of its teacherScore,
// off by one class for a share `noise` of the verdicts, drawn from the caller's seeded generator. The
// puzzle is shown as the built-in model's class, as in the studio; `levelShare` of the time the teacher
// sets the level directly instead of saying too easy / about right / too hard.
class SimulatedTeacher {
public:
    explicit SimulatedTeacher(ScoreBands bands, double noise = 0.1, double levelShare = 0.2)
        : bands_(std::move(bands)), noise_(noise), levelShare_(levelShare)
    {
    }

    Difficulty trueClass(const SimulationPuzzle& puzzle) const { return bands_.classOf(puzzle.teacherScore); }
    TeacherLabel label(const std::string& typeId, const SimulationPuzzle& puzzle, Rng& rng) const;

private:
    ScoreBands bands_;
    double noise_;
    double levelShare_;
};

} // namespace ps
