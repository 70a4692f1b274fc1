#include "SudokuType.h"

#include "SudokuFormat.h"
#include "SudokuRules.h"
#include "core/DimensionsText.h"

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
        // The box's rows and columns alone: making every shape's units (up to 25x25) took a tenth of a
        // millisecond at every start of the command line, which lists these choices in its help.
        const auto [boxRows, boxCols] = *parseDimensions(box);
        choices.push_back({box, {PS_TRANSLATE("Engine", "%1×%1 (boxes %2×%3)"),
                                 {std::to_string(boxRows * boxCols), std::to_string(boxRows), std::to_string(boxCols)}}});
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
