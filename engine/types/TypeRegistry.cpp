#include "TypeRegistry.h"

#include "core/EngineError.h"
#include "sudoku/SudokuRules.h"

namespace ps {

std::vector<std::string> supportedTypes() { return {"sudoku"}; }

std::unique_ptr<PuzzleRules> makeRules(const std::string& typeId, const std::string& parameters)
{
    if (typeId == "sudoku")
        return std::make_unique<SudokuRules>(SudokuShape::parse(parameters));
    throw EngineError(PS_TRANSLATE("Engine", "Unknown puzzle type \"%1\"; supported: sudoku."), {typeId});
}

std::unique_ptr<PuzzleRules> makeDefaultRules(const std::string& typeId, int rows, int cols)
{
    if (typeId == "sudoku") {
        if (rows != cols)
            throw EngineError(PS_TRANSLATE("Engine", "A Sudoku grid must be square, not %1x%2."),
                              {std::to_string(rows), std::to_string(cols)});
        return std::make_unique<SudokuRules>(SudokuShape::mostSquareFor(rows));
    }
    throw EngineError(PS_TRANSLATE("Engine", "Unknown puzzle type \"%1\"; supported: sudoku."), {typeId});
}

} // namespace ps
