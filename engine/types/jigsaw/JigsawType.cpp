#include "JigsawType.h"

#include "JigsawFormat.h"
#include "JigsawRules.h"

namespace ps {
namespace {

std::vector<SizeChoice> sideChoices()
{
    std::vector<SizeChoice> choices;
    for (int n = JigsawRules::kMinSide; n <= JigsawRules::kMaxSide; ++n)
        choices.push_back({std::to_string(n) + "x" + std::to_string(n), {PS_TRANSLATE("Engine", "%1×%1"), {std::to_string(n)}}});
    return choices;
}

} // namespace

PuzzleType jigsawType()
{
    PuzzleType type;
    type.id = "jigsaw";
    type.name = PS_TRANSLATE("PuzzleType", "Jigsaw Sudoku");
    type.instructions = PS_TRANSLATE("PuzzleType", "Fill in the grid so that every row, every column and every outlined region "
                                                   "contains each number exactly once.");
    type.sizeKind = PuzzleType::SizeKind::Choices;
    type.sizes = sideChoices();
    type.defaultParameters = "9x9";
    // Sudoku's features on each board's regions (JigsawRules::features), learnt from Jigsaw puzzles that
    // sgt-solo's own grader graded (docs/jigsaw.md, "Difficulty"): Sudoku's model filed most of sgt-solo's
    // basic Jigsaw puzzles as easy.
    type.difficultyModel = "jigsaw-difficulty";
    type.trainingData = "jigsaw-graded";
    type.benchmarkParameters = {"5x5", "7x7", "9x9", "12x12"};
    type.hasCages = true;
    type.format = std::make_shared<JigsawFormat>();
    type.makeRules = [](const std::string& parameters) -> std::unique_ptr<PuzzleRules> {
        return std::make_unique<JigsawRules>(JigsawRules::parseSide(parameters));
    };
    type.parametersForGrid = [](int rows, int cols) {
        if (rows != cols)
            throw EngineError(PS_TRANSLATE("Engine", "A Jigsaw Sudoku grid must be square, not %1x%2."), {std::to_string(rows), std::to_string(cols)});
        return JigsawRules(rows).parameters();
    };
    type.parametersForSize = [](const std::string& size) { return JigsawRules(JigsawRules::parseSide(size)).parameters(); };
    return type;
}

} // namespace ps
