#include "SkyscrapersType.h"

#include "SkyscrapersFormat.h"
#include "SkyscrapersRules.h"

namespace ps {
namespace {

// Every side plain, then with one empty square per line (heights 1 to N - 1), with distinct diagonals, and
// with both (other numbers of empty squares are given by parameters: --variant, files). The labels stay
// as short as Sudoku's box labels: the size list must not widen the studio's panel.
std::vector<SizeChoice> sideChoices()
{
    std::vector<SizeChoice> choices;
    for (int n = SkyscrapersShape::kMinSide; n <= SkyscrapersShape::kMaxSide; ++n) {
        const std::string side = std::to_string(n);
        const std::string highest = std::to_string(n - 1);
        choices.push_back({SkyscrapersShape(n, n, false).parameters(), {PS_TRANSLATE("Engine", "%1×%1"), {side}}});
        choices.push_back({SkyscrapersShape(n, n - 1, false).parameters(),
                           {PS_TRANSLATE("Engine", "%1×%1 (heights 1-%2)"), {side, highest}}});
        choices.push_back({SkyscrapersShape(n, n, true).parameters(), {PS_TRANSLATE("Engine", "%1×%1 (diagonals)"), {side}}});
        choices.push_back({SkyscrapersShape(n, n - 1, true).parameters(),
                           {PS_TRANSLATE("Engine", "%1×%1 (1-%2, diagonals)"), {side, highest}}});
    }
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
    type.parametersOption = "variant";
    type.parametersOptionHelp = {PS_TRANSLATE("Engine", "skyscrapers only: the size and rule options, NxN[:V][d]: heights 1 to V with "
                                                        "empty squares in every line (5x5:4), d for different values on both diagonals "
                                                        "too (5x5:d, 5x5:4d); wins over --size."),
                                 {}};
    type.parametersOptionValue = "NxN[:V][d]";
    type.sizeKind = PuzzleType::SizeKind::Choices;
    type.sizes = sideChoices();
    type.defaultParameters = "5x5";
    type.benchmarkParameters = {"4x4", "5x5", "6x6", "7x7"};
    type.hasCages = true;   // the clues outside the grid are each puzzle's own structure
    type.format = std::make_shared<SkyscrapersFormat>();
    type.makeRules = [](const std::string& parameters) -> std::unique_ptr<PuzzleRules> {
        return std::make_unique<SkyscrapersRules>(SkyscrapersShape::parse(parameters));
    };
    type.parametersForGrid = [](int rows, int cols) {
        if (rows != cols)
            throw EngineError(PS_TRANSLATE("Engine", "A Skyscrapers grid must be square, not %1x%2."), {std::to_string(rows), std::to_string(cols)});
        return SkyscrapersRules(rows).parameters();
    };
    type.parametersForSize = [](const std::string& size) { return SkyscrapersShape::parse(size).parameters(); };
    return type;
}

} // namespace ps
