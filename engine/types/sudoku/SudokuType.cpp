#include "SudokuType.h"

#include "SudokuFormat.h"
#include "SudokuRules.h"

namespace ps {
namespace {

// Written out rather than enumerated: odd shapes such as 2x6 or 3x8 are valid but nobody asks for them.
// Sorted by grid size, then the wider box first (the shape chosen for a grid size by default).
const char* const kBoxShapes[] = {"2x2", "2x3", "3x2", "2x4", "4x2", "3x3", "2x5", "5x2", "3x4", "4x3",
                                  "3x5", "5x3", "4x4", "4x5", "5x4", "5x5"};

std::vector<SizeChoice> boxChoices()
{
    std::vector<SizeChoice> choices;
    for (const char* box : kBoxShapes) {
        const SudokuShape shape = SudokuShape::parse(box);
        choices.push_back({box, {PS_TRANSLATE("Engine", "%1×%1 (boxes %2×%3)"),
                                 {std::to_string(shape.size()), std::to_string(shape.boxRows()), std::to_string(shape.boxCols())}}});
    }
    return choices;
}

std::string parametersForSize(const std::string& size)
{
    const auto x = size.find('x');
    const std::string side = x == std::string::npos ? size : size.substr(0, x);
    if (x != std::string::npos && size.substr(x + 1) != side)
        throw EngineError(PS_TRANSLATE("Engine", "A Sudoku grid must be square, not %1."), {size});
    try {
        return SudokuShape::mostSquareFor(std::stoi(side)).text();
    } catch (const std::logic_error&) {   // stoi: not a number
        throw EngineError(PS_TRANSLATE("Engine", "\"%1\" is not a size; write it as 9x9."), {size});
    }
}

} // namespace

PuzzleType sudokuType()
{
    PuzzleType type;
    type.id = "sudoku";
    type.name = PS_TRANSLATE("PuzzleType", "Sudoku");
    type.instructions = PS_TRANSLATE("PuzzleType", "Fill in the grid so that every row, every column and every box "
                                                   "contains each number exactly once.");
    type.sizeKind = PuzzleType::SizeKind::Choices;
    type.sizes = boxChoices();
    type.defaultParameters = "3x3";
    type.parametersOption = "box";
    type.difficultyModel = "sudoku-difficulty";
    type.trainingData = "sudoku-graded";
    type.benchmarkParameters = {"2x2", "2x3", "3x3", "3x4", "4x4", "5x5"};
    // Each peer level against the class that means the same (difficultyFromLabel): qqwing simple, easy,
    // intermediate, expert and sgt-solo trivial, basic, intermediate, unreasonable are our easy, medium,
    // hard and evil. The larger grids have no class (the built-in model is a 9x9 one).
    type.peerGenerators = {
        {PS_TRANSLATE("PuzzleType", "9x9 qqwing simple / easy"), "3x3", 200, "qqwing", {"--generate", "10", "--difficulty", "simple", "--one-line"}, 10, Difficulty::Easy},
        {PS_TRANSLATE("PuzzleType", "9x9 qqwing easy / medium"), "3x3", 200, "qqwing", {"--generate", "200", "--difficulty", "easy", "--one-line"}, 200, Difficulty::Medium},
        {PS_TRANSLATE("PuzzleType", "9x9 qqwing intermediate / hard"), "3x3", 200, "qqwing", {"--generate", "50", "--difficulty", "intermediate", "--one-line"}, 50, Difficulty::Hard},
        {PS_TRANSLATE("PuzzleType", "9x9 qqwing expert / evil"), "3x3", 200, "qqwing", {"--generate", "100", "--difficulty", "expert", "--one-line"}, 100, Difficulty::Evil},
        {PS_TRANSLATE("PuzzleType", "9x9 sgt-solo trivial / easy"), "3x3", 300, "/usr/games/sgt-solo", {"--generate", "1000", "3x3dt"}, 1000, Difficulty::Easy},
        {PS_TRANSLATE("PuzzleType", "9x9 sgt-solo basic / medium"), "3x3", 300, "/usr/games/sgt-solo", {"--generate", "1000", "3x3db"}, 1000, Difficulty::Medium},
        {PS_TRANSLATE("PuzzleType", "9x9 sgt-solo intermediate / hard"), "3x3", 200, "/usr/games/sgt-solo", {"--generate", "100", "3x3di"}, 100, Difficulty::Hard},
        {PS_TRANSLATE("PuzzleType", "9x9 sgt-solo unreasonable / evil"), "3x3", 200, "/usr/games/sgt-solo", {"--generate", "100", "3x3du"}, 100, Difficulty::Evil},
        {PS_TRANSLATE("PuzzleType", "16x16 sgt-solo basic / medium"), "4x4", 50, "/usr/games/sgt-solo", {"--generate", "50", "4x4db"}, 50, Difficulty::Medium},
        {PS_TRANSLATE("PuzzleType", "25x25 sgt-solo basic / medium"), "5x5", 10, "/usr/games/sgt-solo", {"--generate", "5", "5x5db"}, 5, Difficulty::Medium},
        // Our plain generation (minimal puzzles) against the same peer job: the price of minimal. At 25x25 that
        // price is ~1.5 min a puzzle (bench --sizes shows it), too long for a side-by-side row.
        {PS_TRANSLATE("PuzzleType", "16x16 sgt-solo basic / any"), "4x4", 20, "/usr/games/sgt-solo", {"--generate", "50", "4x4db"}, 50, std::nullopt},
    };
    type.peerSolver = {"qqwing", {"--solve", "--one-line"}, 9};
    type.peerRater = {"qqwing", {"--solve", "--stats", "--one-line"}, 9};   // its logic solve, guesses and difficulty level
    type.format = std::make_shared<SudokuFormat>();
    type.makeRules = [](const std::string& parameters) -> std::unique_ptr<PuzzleRules> {
        return std::make_unique<SudokuRules>(SudokuShape::parse(parameters));
    };
    type.parametersForGrid = [](int rows, int cols) {
        if (rows != cols)
            throw EngineError(PS_TRANSLATE("Engine", "A Sudoku grid must be square, not %1x%2."), {std::to_string(rows), std::to_string(cols)});
        return SudokuShape::mostSquareFor(rows).text();
    };
    type.parametersForSize = parametersForSize;
    return type;
}

} // namespace ps
