#include "FillominoType.h"

#include "FillominoFormat.h"
#include "FillominoRules.h"

namespace ps {

PuzzleType fillominoType()
{
    PuzzleType type;
    type.id = "fillomino";
    type.name = PS_TRANSLATE("PuzzleType", "Fillomino");
    type.instructions = PS_TRANSLATE("PuzzleType", "Write a number in every empty square so that each group of equal numbers "
                                                   "connected side by side has exactly as many squares as its number.");
    type.sizeKind = PuzzleType::SizeKind::RowsColumns;
    type.minSide = 4;    // the studio's generation range; FillominoShape accepts hand-made grids up to 64
    type.maxSide = 20;
    type.defaultParameters = "9x9";
    type.benchmarkParameters = {"5x5", "9x9", "13x13", "16x16", "20x20"};
    type.format = std::make_shared<FillominoFormat>();
    type.makeRules = [](const std::string& parameters) -> std::unique_ptr<PuzzleRules> {
        return std::make_unique<FillominoRules>(FillominoShape::parse(parameters));
    };
    type.parametersForGrid = [](int rows, int cols) { return FillominoShape(rows, cols).text(); };
    type.parametersForSize = [](const std::string& size) {
        // "9" alone means a square grid.
        return FillominoShape::parse(size.find('x') == std::string::npos ? size + "x" + size : size).text();
    };
    return type;
}

} // namespace ps
