#include "FutoshikiType.h"

#include "FutoshikiFormat.h"
#include "FutoshikiRules.h"

namespace ps {
namespace {

std::vector<SizeChoice> sideChoices()
{
    std::vector<SizeChoice> choices;
    for (int n = FutoshikiRules::kMinSide; n <= FutoshikiRules::kMaxSide; ++n)
        choices.push_back({std::to_string(n) + "x" + std::to_string(n), {PS_TRANSLATE("Engine", "%1×%1"), {std::to_string(n)}}});
    return choices;
}

} // namespace

PuzzleType futoshikiType()
{
    PuzzleType type;
    type.id = "futoshiki";
    type.name = PS_TRANSLATE("PuzzleType", "Futoshiki");
    type.instructions = PS_TRANSLATE("PuzzleType", "Fill in the grid so that every row and every column contains each number exactly once, "
                                                   "and every sign between two squares holds: its point shows the smaller number.");
    type.sizeKind = PuzzleType::SizeKind::Choices;
    type.sizes = sideChoices();
    type.defaultParameters = "5x5";
    type.benchmarkParameters = {"4x4", "5x5", "7x7"};
    type.hasCages = true;
    type.format = std::make_shared<FutoshikiFormat>();
    type.makeRules = [](const std::string& parameters) -> std::unique_ptr<PuzzleRules> {
        return std::make_unique<FutoshikiRules>(FutoshikiRules::parseSide(parameters));
    };
    type.parametersForGrid = [](int rows, int cols) {
        if (rows != cols)
            throw EngineError(PS_TRANSLATE("Engine", "A Futoshiki grid must be square, not %1x%2."), {std::to_string(rows), std::to_string(cols)});
        return FutoshikiRules(rows).parameters();
    };
    type.parametersForSize = [](const std::string& size) { return FutoshikiRules(FutoshikiRules::parseSide(size)).parameters(); };
    return type;
}

} // namespace ps
