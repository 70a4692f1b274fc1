#include "KenKenType.h"

#include "KenKenFormat.h"
#include "KenKenRules.h"

namespace ps {
namespace {

std::vector<SizeChoice> sideChoices()
{
    std::vector<SizeChoice> choices;
    for (int n = KenKenRules::kMinSide; n <= KenKenRules::kMaxSide; ++n)
        choices.push_back({std::to_string(n) + "x" + std::to_string(n), {PS_TRANSLATE("Engine", "%1×%1"), {std::to_string(n)}}});
    return choices;
}

} // namespace

PuzzleType kenKenType()
{
    PuzzleType type;
    type.id = "kenken";
    type.name = PS_TRANSLATE("PuzzleType", "KenKen");
    type.instructions = PS_TRANSLATE("PuzzleType", "Fill in the grid so that every row and every column contains each number exactly "
                                                   "once, and the numbers in each outlined cage combine to its target with its "
                                                   "operation (+ − × ÷; for − and ÷, the larger number first).");
    type.sizeKind = PuzzleType::SizeKind::Choices;
    type.sizes = sideChoices();
    type.defaultParameters = "6x6";
    type.difficultyModel = "kenken-difficulty";
    type.trainingData = "kenken-keen";
    type.benchmarkParameters = {"4x4", "6x6", "9x9", "12x12"};
    type.hasCages = true;
    type.format = std::make_shared<KenKenFormat>();
    type.makeRules = [](const std::string& parameters) -> std::unique_ptr<PuzzleRules> {
        return std::make_unique<KenKenRules>(KenKenRules::parseSide(parameters));
    };
    type.parametersForGrid = [](int rows, int cols) {
        if (rows != cols)
            throw EngineError(PS_TRANSLATE("Engine", "A KenKen grid must be square, not %1x%2."), {std::to_string(rows), std::to_string(cols)});
        return KenKenRules(rows).parameters();
    };
    type.parametersForSize = [](const std::string& size) { return KenKenRules(KenKenRules::parseSide(size)).parameters(); };
    return type;
}

} // namespace ps
