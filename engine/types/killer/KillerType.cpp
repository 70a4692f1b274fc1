#include "KillerType.h"

#include "KillerFormat.h"
#include "KillerRules.h"

namespace ps {
namespace {

std::vector<SizeChoice> sideChoices()
{
    std::vector<SizeChoice> choices;
    for (int n : {4, 6, 8, 9, 10, 12})
        choices.push_back({std::to_string(n) + "x" + std::to_string(n), {PS_TRANSLATE("Engine", "%1×%1"), {std::to_string(n)}}});
    return choices;
}

} // namespace

PuzzleType killerType()
{
    PuzzleType type;
    type.id = "killer";
    type.name = PS_TRANSLATE("PuzzleType", "Killer Sudoku");
    type.instructions = PS_TRANSLATE("PuzzleType", "Fill in the grid so that every row, every column and every box contains each number exactly "
                                                   "once, and the numbers in each dashed cage add up to its sum without repeating.");
    type.sizeKind = PuzzleType::SizeKind::Choices;
    type.sizes = sideChoices();
    type.defaultParameters = "9x9";
    type.benchmarkParameters = {"4x4", "6x6", "9x9"};
    type.hasCages = true;
    type.format = std::make_shared<KillerFormat>();
    type.makeRules = [](const std::string& parameters) -> std::unique_ptr<PuzzleRules> {
        return std::make_unique<KillerRules>(KillerRules::parseSide(parameters));
    };
    type.parametersForGrid = [](int rows, int cols) {
        if (rows != cols)
            throw EngineError(PS_TRANSLATE("Engine", "A Killer Sudoku grid must be square, not %1x%2."), {std::to_string(rows), std::to_string(cols)});
        return KillerRules(rows).parameters();
    };
    type.parametersForSize = [](const std::string& size) { return KillerRules(KillerRules::parseSide(size)).parameters(); };
    return type;
}

} // namespace ps
