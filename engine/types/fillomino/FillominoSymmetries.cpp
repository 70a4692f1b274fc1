#include "FillominoSymmetries.h"

#include <functional>
#include <utility>

namespace ps::fillomino_symmetry {
namespace {

using CellMap = std::function<std::pair<int, int>(int row, int col)>;

// A move of the rows x cols grid onto itself (only the square grid's maps swap rows and columns).
BoardTransform fromCellMap(const std::string& name, const FillominoShape& shape, const CellMap& map)
{
    BoardTransform t;
    t.name = name;
    t.destination.resize(static_cast<std::size_t>(shape.cellCount()));
    for (int r = 0; r < shape.rows(); ++r)
        for (int c = 0; c < shape.cols(); ++c) {
            const auto [r2, c2] = map(r, c);
            t.destination[static_cast<std::size_t>(r * shape.cols() + c)] = r2 * shape.cols() + c2;
        }
    return t;
}

} // namespace

std::vector<BoardTransform> all(const FillominoShape& shape)
{
    const int last = shape.rows() - 1;     // last row
    const int right = shape.cols() - 1;    // last column
    std::vector<BoardTransform> out{
        fromCellMap("identity", shape, [](int r, int c) { return std::pair{r, c}; }),
        fromCellMap("rotate 180", shape, [=](int r, int c) { return std::pair{last - r, right - c}; }),
        fromCellMap("reflect top-bottom", shape, [=](int r, int c) { return std::pair{last - r, c}; }),
        fromCellMap("reflect left-right", shape, [=](int r, int c) { return std::pair{r, right - c}; }),
    };
    if (shape.isSquare()) {
        const int n = last;
        out.push_back(fromCellMap("rotate 90", shape, [=](int r, int c) { return std::pair{c, n - r}; }));
        out.push_back(fromCellMap("rotate 270", shape, [=](int r, int c) { return std::pair{n - c, r}; }));
        out.push_back(fromCellMap("reflect main diagonal", shape, [](int r, int c) { return std::pair{c, r}; }));
        out.push_back(fromCellMap("reflect anti-diagonal", shape, [=](int r, int c) { return std::pair{n - c, n - r}; }));
    }
    return out;
}

std::vector<BoardTransform> twinTransforms(const FillominoShape& shape)
{
    std::vector<BoardTransform> out = all(shape);
    out.erase(out.begin());
    return out;
}

} // namespace ps::fillomino_symmetry
