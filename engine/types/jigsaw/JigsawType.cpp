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

// sgt-solo's jigsaw puzzles at one size and level letter (t trivial, b basic, i intermediate, u
// unreasonable), against our class for that level (JigsawRules::difficultyFromLabel, Solo's scale).
PeerGenerator soloPeer(int side, char level, const char* label, int ourCount, int peerCount)
{
    static const std::pair<char, const char*> kLevels[] = {{'t', "trivial"}, {'b', "basic"}, {'i', "intermediate"}, {'a', "advanced"},
                                                           {'e', "extreme"}, {'u', "unreasonable"}};
    std::string name;
    for (const auto& [letter, levelName] : kLevels)
        if (letter == level)
            name = levelName;
    const std::string size = std::to_string(side) + "x" + std::to_string(side);
    return {label, size, ourCount, "/usr/games/sgt-solo", {"--generate", std::to_string(peerCount), std::to_string(side) + "jd" + level},
            peerCount, JigsawRules(side).difficultyFromLabel(name, "sgt-solo")};
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
    type.peerGenerators = {
        soloPeer(9, 't', PS_TRANSLATE("PuzzleType", "9x9 sgt-solo jigsaw trivial / easy"), 100, 100),
        soloPeer(9, 'b', PS_TRANSLATE("PuzzleType", "9x9 sgt-solo jigsaw basic / medium"), 100, 100),
        soloPeer(9, 'i', PS_TRANSLATE("PuzzleType", "9x9 sgt-solo jigsaw intermediate / hard"), 50, 50),
        soloPeer(9, 'u', PS_TRANSLATE("PuzzleType", "9x9 sgt-solo jigsaw unreasonable / evil"), 50, 50),
        soloPeer(7, 'b', PS_TRANSLATE("PuzzleType", "7x7 sgt-solo jigsaw basic / medium"), 100, 100),
        soloPeer(12, 'b', PS_TRANSLATE("PuzzleType", "12x12 sgt-solo jigsaw basic / medium"), 20, 20),
    };
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
