#include "SudokuShape.h"

#include "core/DimensionsText.h"
#include "core/EngineError.h"

namespace ps {
namespace {

const char* kShapeHelp = PS_TRANSLATE("Engine",
    "Box shape \"%1\" is not supported: give it as RxC (rows x columns) with R and C at least 2 and "
    "R*C from 4 to 25, for example 2x2, 2x3, 3x3, 3x4, 4x4 or 5x5.");

} // namespace

namespace {

void checkBoxes(int boxRows, int boxCols)
{
    if (boxRows < 2 || boxCols < 2 || boxRows * boxCols < SudokuShape::kMinSize || boxRows * boxCols > SudokuShape::kMaxSize)
        throw EngineError(kShapeHelp, {std::to_string(boxRows) + "x" + std::to_string(boxCols)});
}

std::vector<int> boxRegions(int boxRows, int boxCols)
{
    checkBoxes(boxRows, boxCols);
    const int n = boxRows * boxCols;
    std::vector<int> regionOf(static_cast<std::size_t>(n * n));
    for (int r = 0; r < n; ++r)
        for (int c = 0; c < n; ++c)
            regionOf[static_cast<std::size_t>(r * n + c)] = (r / boxRows) * boxRows + c / boxCols;
    return regionOf;
}

} // namespace

SudokuShape::SudokuShape(int boxRows, int boxCols) : SudokuShape(boxRows * boxCols, boxRegions(boxRows, boxCols), boxRows, boxCols) {}

SudokuShape SudokuShape::withRegions(int n, std::vector<int> regionOfCell)
{
    if (n < kMinSize || n > kMaxSize || regionOfCell.size() != static_cast<std::size_t>(n * n))
        throw EngineError(PS_TRANSLATE("Engine", "A grid of regions must be n x n with n from 4 to 25, and give a region for every square."));
    std::vector<int> count(static_cast<std::size_t>(n), 0);
    for (int region : regionOfCell) {
        if (region < 0 || region >= n)
            throw EngineError(PS_TRANSLATE("Engine", "A %1x%1 grid has regions 1 to %1, not %2."), {std::to_string(n), std::to_string(region + 1)});
        ++count[static_cast<std::size_t>(region)];
    }
    for (int region = 0; region < n; ++region)
        if (count[static_cast<std::size_t>(region)] != n)
            throw EngineError(PS_TRANSLATE("Engine", "Region %1 has %2 squares; each region of a %3x%3 grid must have %3."),
                              {std::to_string(region + 1), std::to_string(count[static_cast<std::size_t>(region)]), std::to_string(n)});
    return SudokuShape(n, std::move(regionOfCell), 0, 0);
}

SudokuShape::SudokuShape(int n, std::vector<int> regionOfCell, int boxRows, int boxCols)
    : boxRows_(boxRows), boxCols_(boxCols), size_(n), regionOf_(std::move(regionOfCell))
{
    if (hasBoxes()) {
        key_ = std::to_string(boxRows_) + "x" + std::to_string(boxCols_);
    } else {
        key_ = "r" + std::to_string(n) + ":";
        for (int region : regionOf_)
            key_ += static_cast<char>('a' + region);
    }
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

std::string SudokuShape::text() const { return key_; }

} // namespace ps
