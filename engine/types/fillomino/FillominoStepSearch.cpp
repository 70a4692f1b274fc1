#include "FillominoStepSearch.h"

#include "FillominoTechniques.h"

namespace ps {
namespace {

class Search {
public:
    Search(int limit, long budget) : limit_(limit), budget_(budget) {}

    void run(FillominoStepGrid grid)
    {
        if (result_.count >= limit_ || !result_.finished)
            return;
        if (--budget_ < 0) {
            result_.finished = false;
            return;
        }
        propagateFillomino(grid);
        if (grid.isBroken())
            return;
        if (grid.emptyCount() == 0) {
            if (++result_.count == 1)
                result_.solution = grid.board();
            return;
        }
        int best = -1;
        int bestCount = 0;
        for (int cell = 0; cell < grid.cellCount(); ++cell) {
            if (grid.value(cell) != 0)
                continue;
            const int count = grid.candidateCount(cell);
            if (best < 0 || count < bestCount) {
                best = cell;
                bestCount = count;
            }
        }
        for (int v : grid.candidateValues(best)) {
            FillominoStepGrid next = grid;
            LogicStep step;
            step.placements = {{best, v}};
            next.apply(step);
            run(std::move(next));
            if (result_.count >= limit_ || !result_.finished)
                return;
        }
    }

    FillominoStepSearchResult result() const { return result_; }

private:
    int limit_;
    long budget_;
    FillominoStepSearchResult result_;
};

} // namespace

void propagateFillomino(FillominoStepGrid& grid)
{
    for (int technique = 0; technique < FillominoTechnique::Guess && !grid.isBroken();) {
        std::vector<LogicStep> steps;
        if (!fillomino_steps::findSteps(technique, grid, steps, true)) {
            ++technique;
            continue;
        }
        for (const LogicStep& step : steps)
            grid.apply(step);
        technique = 0;
    }
}

FillominoStepSearchResult searchFillominoSolutions(const FillominoStepGrid& start, int limit, long nodeBudget)
{
    Search search(limit, nodeBudget);
    search.run(start);
    return search.result();
}

} // namespace ps
