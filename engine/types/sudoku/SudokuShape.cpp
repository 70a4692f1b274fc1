#include "SudokuShape.h"

#include "core/DimensionsText.h"
#include "core/EngineError.h"

namespace ps {
namespace {

const char* kShapeHelp = PS_TRANSLATE("Engine",
    "Box shape \"%1\" is not supported: give it as RxC (rows x columns) with R and C at least 2 and "
    "R*C from 4 to 25, for example 2x2, 2x3, 3x3, 3x4, 4x4 or 5x5.");

} // namespace

SudokuShape::SudokuShape(int boxRows, int boxCols) : boxRows_(boxRows), boxCols_(boxCols)
{
    if (boxRows < 2 || boxCols < 2 || boxRows * boxCols < kMinSize || boxRows * boxCols > kMaxSize)
        throw EngineError(kShapeHelp, {std::to_string(boxRows) + "x" + std::to_string(boxCols)});
    const int n = size();
    units_.assign(static_cast<std::size_t>(3 * n), {});
    for (int r = 0; r < n; ++r) {
        for (int c = 0; c < n; ++c) {
            const int cell = r * n + c;
            units_[static_cast<std::size_t>(r)].push_back(cell);
            units_[static_cast<std::size_t>(n + c)].push_back(cell);
            units_[static_cast<std::size_t>(2 * n + boxOf(r, c))].push_back(cell);
        }
    }
}

SudokuShape SudokuShape::parse(const std::string& text)
{
    const auto dimensions = parseDimensions(text);
    if (!dimensions)
        throw EngineError(kShapeHelp, {text});
    return SudokuShape(dimensions->first, dimensions->second);
}

SudokuShape SudokuShape::mostSquareFor(int size)
{
    if (size >= kMinSize && size <= kMaxSize) {
        for (int r = 5; r >= 2; --r)
            if (size % r == 0 && r * r <= size && size / r >= 2)
                return SudokuShape(r, size / r);
    }
    throw EngineError(PS_TRANSLATE("Engine",
        "No Sudoku box fits a %1x%1 grid: the side must be R*C with R and C at least 2, from 4 to 25 "
        "(4, 6, 8, 9, 10, 12, 14, 15, 16, 18, 20, 21, 22, 24 or 25)."), {std::to_string(size)});
}

std::string SudokuShape::text() const { return std::to_string(boxRows_) + "x" + std::to_string(boxCols_); }

} // namespace ps
