#include "GridSymmetries.h"

#include <utility>

namespace ps::grid_symmetry {

BoardTransform fromCellMap(const std::string& name, int rows, int cols, const CellMap& map)
{
    BoardTransform t;
    t.name = name;
    t.destination.resize(static_cast<std::size_t>(rows * cols));
    for (int r = 0; r < rows; ++r)
        for (int c = 0; c < cols; ++c) {
            const auto [r2, c2] = map(r, c);
            t.destination[static_cast<std::size_t>(r * cols + c)] = r2 * cols + c2;
        }
    return t;
}

std::vector<BoardTransform> all(int rows, int cols)
{
    const int last = rows - 1;     // last row
    const int right = cols - 1;    // last column
    std::vector<BoardTransform> out{
        fromCellMap("identity", rows, cols, [](int r, int c) { return std::pair{r, c}; }),
        fromCellMap("rotate 180", rows, cols, [=](int r, int c) { return std::pair{last - r, right - c}; }),
        fromCellMap("reflect top-bottom", rows, cols, [=](int r, int c) { return std::pair{last - r, c}; }),
        fromCellMap("reflect left-right", rows, cols, [=](int r, int c) { return std::pair{r, right - c}; }),
    };
    if (rows == cols) {
        const int n = last;
        out.push_back(fromCellMap("rotate 90", rows, cols, [=](int r, int c) { return std::pair{c, n - r}; }));
        out.push_back(fromCellMap("rotate 270", rows, cols, [=](int r, int c) { return std::pair{n - c, r}; }));
        out.push_back(fromCellMap("reflect main diagonal", rows, cols, [](int r, int c) { return std::pair{c, r}; }));
        out.push_back(fromCellMap("reflect anti-diagonal", rows, cols, [=](int r, int c) { return std::pair{n - c, n - r}; }));
    }
    return out;
}

std::vector<BoardTransform> twinTransforms(int rows, int cols)
{
    std::vector<BoardTransform> out = all(rows, cols);
    out.erase(out.begin());
    return out;
}

} // namespace ps::grid_symmetry
