#include "FillominoShape.h"

#include "core/DimensionsText.h"
#include "core/Board.h"
#include "core/EngineError.h"

namespace ps {
namespace {

const char* kSizeHelp = PS_TRANSLATE("Engine",
    "Grid size \"%1\" is not supported: give it as RxC (rows x columns) with R and C from %2 to %3, "
    "for example 9x9 or 10x18.");

[[noreturn]] void rejectSize(const std::string& text)
{
    throw EngineError(kSizeHelp, {text, std::to_string(FillominoShape::kMinSide), std::to_string(FillominoShape::kMaxSide)});
}

} // namespace

FillominoShape::FillominoShape(int rows, int cols) : rows_(rows), cols_(cols)
{
    if (rows < kMinSide || rows > kMaxSide || cols < kMinSide || cols > kMaxSide)
        rejectSize(std::to_string(rows) + "x" + std::to_string(cols));
    neighbours_.resize(static_cast<std::size_t>(rows * cols));
    for (int r = 0; r < rows; ++r)
        for (int c = 0; c < cols; ++c)
            neighbours_[static_cast<std::size_t>(r * cols + c)] = {
                r > 0 ? (r - 1) * cols + c : kNoNeighbour,
                c > 0 ? r * cols + c - 1 : kNoNeighbour,
                c + 1 < cols ? r * cols + c + 1 : kNoNeighbour,
                r + 1 < rows ? (r + 1) * cols + c : kNoNeighbour,
            };
}

FillominoShape FillominoShape::parse(const std::string& text)
{
    const auto dimensions = parseDimensions(text);
    if (!dimensions)
        rejectSize(text);
    return FillominoShape(dimensions->first, dimensions->second);
}

std::string FillominoShape::text() const { return std::to_string(rows_) + "x" + std::to_string(cols_); }

std::string FillominoShape::cellName(int cell) const
{
    return squareName(cell, cols_);
}

} // namespace ps
