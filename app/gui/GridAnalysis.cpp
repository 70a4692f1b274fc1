#include "GridAnalysis.h"

#include "difficulty/SvmClassifier.h"
#include "document/DifficultyModels.h"
#include "solve/BackendFactory.h"
#include "types/PuzzleRules.h"

#include <QtConcurrent>

QFuture<GridAnalysis> analyseGrid(std::shared_ptr<const ps::PuzzleRules> rules, const ps::Board& givens)
{
    return QtConcurrent::run([rules, givens] {
        GridAnalysis analysis;
        auto backend = ps::makeBackend("native", *rules);
        const ps::SolveResult result = backend->countSolutions(givens, 2);
        analysis.solutions = result.count;
        if (result.count > 0)
            analysis.solution = result.solutions.front();
        if (result.count == 2)
            for (int cell = 0; cell < givens.cellCount(); ++cell)
                if (result.solutions[0].at(cell) != result.solutions[1].at(cell))
                    analysis.ambiguous.push_back(cell);
        if (result.count == 1) {
            QString error;
            if (auto model = DifficultyModels::load({}, &error))
                analysis.difficulty = ps::SvmClassifier(std::move(*model)).classify(*rules, givens);
        }
        return analysis;
    });
}
