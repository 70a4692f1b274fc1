#include "FillominoTechniques.h"

#include "core/EngineError.h"

#include <algorithm>

namespace ps {

const std::vector<TechniqueInfo>& fillominoTechniques()
{
    static const std::vector<TechniqueInfo> techniques{
        {PS_TRANSLATE("Technique", "complete region"), false},
        {PS_TRANSLATE("Technique", "only way out"), false},
        {PS_TRANSLATE("Technique", "isolated square"), false},
        {PS_TRANSLATE("Technique", "equal regions would touch"), false},
        {PS_TRANSLATE("Technique", "single candidate"), false},
        {PS_TRANSLATE("Technique", "no room for this size"), false},
        {PS_TRANSLATE("Technique", "bottleneck"), false},
        {PS_TRANSLATE("Technique", "sealed area"), false},
        {PS_TRANSLATE("Technique", "unreachable square"), false},
        {PS_TRANSLATE("Technique", "guess"), true},
    };
    return techniques;
}

namespace fillomino_steps {

bool findSteps(int technique, const FillominoStepGrid& grid, std::vector<LogicStep>& out, bool all)
{
    switch (technique) {
    case FillominoTechnique::CompleteRegion: return findCompleteRegion(grid, out, all);
    case FillominoTechnique::OnlyWayOut: return findOnlyWayOut(grid, out, all);
    case FillominoTechnique::IsolatedSquare: return findIsolatedSquare(grid, out, all);
    case FillominoTechnique::EqualRegionsTouch: return findEqualRegionsTouch(grid, out, all);
    case FillominoTechnique::SingleCandidate: return findSingleCandidate(grid, out, all);
    case FillominoTechnique::NoRoom: return findNoRoom(grid, out, all);
    case FillominoTechnique::Bottleneck: return findBottleneck(grid, out, all);
    case FillominoTechnique::SealedArea: return findSealedArea(grid, out, all);
    case FillominoTechnique::UnreachableSquare: return findUnreachableSquare(grid, out, all);
    case FillominoTechnique::Guess: return false;
    }
    return false;
}

void eliminateToFixedPoint(FillominoStepGrid& grid)
{
    static constexpr int kEliminating[] = {FillominoTechnique::CompleteRegion, FillominoTechnique::EqualRegionsTouch,
                                           FillominoTechnique::NoRoom, FillominoTechnique::UnreachableSquare};
    bool changed = true;
    while (changed) {
        changed = false;
        for (int technique : kEliminating) {
            std::vector<LogicStep> steps;
            if (!findSteps(technique, grid, steps, true))
                continue;
            for (const LogicStep& step : steps)
                for (const CellValuePair& e : step.eliminations)
                    grid.eliminate(e.cell, e.value);
            changed = true;
        }
    }
}

std::string cells(const FillominoStepGrid& grid, std::vector<int> list)
{
    std::sort(list.begin(), list.end());
    list.erase(std::unique(list.begin(), list.end()), list.end());
    std::string text;
    for (int c : list)
        text += (text.empty() ? "" : ", ") + grid.cellName(c);
    return text;
}

std::string value(int v) { return std::to_string(v); }

std::string values(const std::vector<int>& list)
{
    std::string text;
    for (std::size_t i = 0; i < list.size();) {
        std::size_t j = i;
        while (j + 1 < list.size() && list[j + 1] == list[j] + 1)
            ++j;
        if (!text.empty())
            text += ", ";
        if (j >= i + 2)
            text += value(list[i]) + "-" + value(list[j]);
        else if (j == i + 1)
            text += value(list[i]) + ", " + value(list[j]);
        else
            text += value(list[i]);
        i = j + 1;
    }
    return text;
}

std::string groupName(const FillominoStepGrid& grid, int group)
{
    return grid.cellName(grid.groups()[static_cast<std::size_t>(group)].cells.front());
}

} // namespace fillomino_steps

} // namespace ps
