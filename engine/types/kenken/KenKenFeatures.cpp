#include "KenKenFeatures.h"

#include "KenKenStepSolver.h"
#include "KenKenTechnique.h"

#include <algorithm>

namespace ps {

std::vector<std::string> kenKenFeatureNames()
{
    return {"size", "given share", "mean cage size", "hardest technique", "guesses per empty square", "rounds per empty square",
            "cage arithmetic per empty square", "cage in a line per empty square", "sets per empty square", "line sums per empty square"};
}

std::vector<double> kenKenFeatures(int side, const Board& puzzle)
{
    std::vector<double> out(KenKenFeature::kCount, 0.0);
    const double squares = static_cast<double>(puzzle.cellCount());
    double caged = 0;
    double inCages = 0;
    for (const Cage& cage : puzzle.cages())
        if (cage.cells.size() >= 2) {
            caged += 1;
            inCages += static_cast<double>(cage.cells.size());
        }
    out[KenKenFeature::Size] = side / 12.0;
    out[KenKenFeature::GivenShare] = puzzle.filledCount() / squares;
    out[KenKenFeature::MeanCageSize] = caged > 0 ? inCages / caged / 6.0 : 0.0;

    const StepTrace trace = countingStepSolver(side).solve(puzzle);
    const double empty = std::max(1, puzzle.emptyCount());
    const auto uses = [&](int technique) { return static_cast<double>(trace.uses[static_cast<std::size_t>(technique)]); };
    out[KenKenFeature::HardestTechnique] = static_cast<double>(trace.hardest) / static_cast<double>(KenKenTechnique::Guess);
    out[KenKenFeature::GuessesPerEmpty] = trace.guesses / empty;
    out[KenKenFeature::RoundsPerEmpty] = trace.rounds / empty;
    out[KenKenFeature::ArithmeticPerEmpty] = uses(KenKenTechnique::CageArithmetic) / empty;
    out[KenKenFeature::CageLinePerEmpty] = uses(KenKenTechnique::CageLine) / empty;
    double sets = 0;
    for (int t : {KenKenTechnique::NakedPair, KenKenTechnique::HiddenPair, KenKenTechnique::XWing, KenKenTechnique::NakedTriple,
                  KenKenTechnique::HiddenTriple, KenKenTechnique::NakedQuad, KenKenTechnique::HiddenQuad, KenKenTechnique::Swordfish,
                  KenKenTechnique::XYWing})
        sets += uses(t);
    out[KenKenFeature::SetsPerEmpty] = sets / empty;
    out[KenKenFeature::LineSumPerEmpty] = uses(KenKenTechnique::LineSum) / empty;
    return out;
}

} // namespace ps
