#include "SkyscrapersType.h"

#include "SkyscrapersFormat.h"
#include "SkyscrapersRules.h"

namespace ps {
namespace {

std::vector<SizeChoice> sideChoices()
{
    std::vector<SizeChoice> choices;
    for (int n = SkyscrapersRules::kMinSide; n <= SkyscrapersRules::kMaxSide; ++n)
        choices.push_back({std::to_string(n) + "x" + std::to_string(n), {PS_TRANSLATE("Engine", "%1×%1"), {std::to_string(n)}}});
    return choices;
}

} // namespace

PuzzleType skyscrapersType()
{
    PuzzleType type;
    type.id = "skyscrapers";
    type.name = PS_TRANSLATE("PuzzleType", "Skyscrapers");
    type.instructions = PS_TRANSLATE("PuzzleType", "Fill in the grid with buildings of heights 1 to N so that every row and every column "
                                                   "holds each height exactly once. A number outside the grid says how many buildings "
                                                   "are seen from there along its row or column: a taller building hides every shorter "
                                                   "one behind it.");
    type.sizeKind = PuzzleType::SizeKind::Choices;
    type.sizes = sideChoices();
    type.defaultParameters = "5x5";
    type.benchmarkParameters = {"4x4", "5x5", "6x6", "7x7"};
    type.hasCages = true;   // the clues outside the grid are each puzzle's own structure
    type.format = std::make_shared<SkyscrapersFormat>();
    type.makeRules = [](const std::string& parameters) -> std::unique_ptr<PuzzleRules> {
        return std::make_unique<SkyscrapersRules>(SkyscrapersRules::parseSide(parameters));
    };
    type.parametersForGrid = [](int rows, int cols) {
        if (rows != cols)
            throw EngineError(PS_TRANSLATE("Engine", "A Skyscrapers grid must be square, not %1x%2."), {std::to_string(rows), std::to_string(cols)});
        return SkyscrapersRules(rows).parameters();
    };
    type.parametersForSize = [](const std::string& size) { return SkyscrapersRules(SkyscrapersRules::parseSide(size)).parameters(); };
    return type;
}

} // namespace ps
