#include "GridAnalysis.h"

#include "solve/BackendFactory.h"
#include "types/PuzzleRules.h"

GridAnalysis analyseGrid(const ps::PuzzleRules& rules, const ps::Board& givens, const ps::DifficultyClassifier& classifier,
                         const ps::CancelToken& cancel)
{
    GridAnalysis analysis;
    auto backend = ps::makeCountingBackend("native", rules);
    backend->setCancelToken(&cancel);
    const ps::SolveResult result = backend->countSolutions(givens, 2);
    if (result.stopped) {   // cancelled (the outcome is dropped) or out of time
        analysis.undecided = true;
        return analysis;
    }
    analysis.solutions = result.count;
    if (result.count > 0)
        analysis.solution = result.solutions.front();
    if (result.count == 2)
        for (int cell = 0; cell < givens.cellCount(); ++cell)
            if (result.solutions[0].at(cell) != result.solutions[1].at(cell))
                analysis.ambiguous.push_back(cell);
    if (result.count == 1)
        analysis.difficulty = classifier.classify(rules, givens, {&analysis.solution, &cancel});
    return analysis;
}
