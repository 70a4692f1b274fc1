#include "SudokuSymmetries.h"

#include "SudokuRules.h"
#include "core/GridSymmetries.h"


namespace ps::sudoku_symmetry {
namespace {

BoardTransform fromCellMap(const std::string& name, int n, const grid_symmetry::CellMap& map)
{
    return grid_symmetry::fromCellMap(name, n, n, map);
}

BoardTransform fromLineMaps(const std::string& name, int n, const std::vector<int>& rowTo, const std::vector<int>& colTo)
{
    return fromCellMap(name, n, [&](int r, int c) {
        return std::pair{rowTo[static_cast<std::size_t>(r)], colTo[static_cast<std::size_t>(c)]};
    });
}

std::vector<int> identity(int n)
{
    std::vector<int> v(static_cast<std::size_t>(n));
    for (int i = 0; i < n; ++i)
        v[static_cast<std::size_t>(i)] = i;
    return v;
}

// Lines grouped in `groups` blocks of `width`: move whole blocks by a random permutation.
std::vector<int> permuteBlocks(int groups, int width, Rng& rng)
{
    const std::vector<int> order = rng.permutation(groups);
    std::vector<int> to(static_cast<std::size_t>(groups * width));
    for (int g = 0; g < groups; ++g)
        for (int k = 0; k < width; ++k)
            to[static_cast<std::size_t>(g * width + k)] = order[static_cast<std::size_t>(g)] * width + k;
    return to;
}

// Lines grouped in `groups` blocks of `width`: shuffle the lines inside each block independently.
std::vector<int> permuteInsideBlocks(int groups, int width, Rng& rng)
{
    std::vector<int> to(static_cast<std::size_t>(groups * width));
    for (int g = 0; g < groups; ++g) {
        const std::vector<int> order = rng.permutation(width);
        for (int k = 0; k < width; ++k)
            to[static_cast<std::size_t>(g * width + k)] = g * width + order[static_cast<std::size_t>(k)];
    }
    return to;
}

} // namespace

BoardTransform relabel(const SudokuShape& shape, Rng& rng)
{
    const int n = shape.size();
    BoardTransform t = fromLineMaps("relabel", n, identity(n), identity(n));
    const std::vector<int> order = rng.permutation(n);
    t.relabel.assign(static_cast<std::size_t>(n + 1), 0);
    for (int v = 1; v <= n; ++v)
        t.relabel[static_cast<std::size_t>(v)] = static_cast<CellValue>(order[static_cast<std::size_t>(v - 1)] + 1);
    return t;
}

BoardTransform permuteStacks(const SudokuShape& shape, Rng& rng)
{
    const int n = shape.size();
    return fromLineMaps("permute stacks", n, identity(n), permuteBlocks(shape.stackCount(), shape.boxCols(), rng));
}

BoardTransform permuteBands(const SudokuShape& shape, Rng& rng)
{
    const int n = shape.size();
    return fromLineMaps("permute bands", n, permuteBlocks(shape.bandCount(), shape.boxRows(), rng), identity(n));
}

BoardTransform permuteRowsInBands(const SudokuShape& shape, Rng& rng)
{
    const int n = shape.size();
    return fromLineMaps("permute rows", n, permuteInsideBlocks(shape.bandCount(), shape.boxRows(), rng), identity(n));
}

BoardTransform permuteColumnsInStacks(const SudokuShape& shape, Rng& rng)
{
    const int n = shape.size();
    return fromLineMaps("permute columns", n, identity(n), permuteInsideBlocks(shape.stackCount(), shape.boxCols(), rng));
}

BoardTransform reflect(const SudokuShape& shape, Rng& rng)
{
    const int n = shape.size();
    const int kinds = shape.hasSquareBoxes() ? 4 : 2;
    switch (rng.below(kinds)) {
    case 0:
        return fromCellMap("reflect top-bottom", n, [n](int r, int c) { return std::pair{n - 1 - r, c}; });
    case 1:
        return fromCellMap("reflect left-right", n, [n](int r, int c) { return std::pair{r, n - 1 - c}; });
    case 2:
        return fromCellMap("reflect main diagonal", n, [](int r, int c) { return std::pair{c, r}; });
    default:
        return fromCellMap("reflect anti-diagonal", n, [n](int r, int c) { return std::pair{n - 1 - c, n - 1 - r}; });
    }
}

BoardTransform rotate90(const SudokuShape& shape)
{
    const int n = shape.size();
    return fromCellMap("rotate 90", n, [n](int r, int c) { return std::pair{c, n - 1 - r}; });
}

} // namespace ps::sudoku_symmetry

namespace ps {

std::vector<BoardTransform> SudokuRules::randomSymmetries(Rng& rng) const
{
    using namespace sudoku_symmetry;
    if (!shape_.hasBoxes())
        return {relabel(shape_, rng)};   // moving squares about would break regions other than boxes
    std::vector<BoardTransform> all{relabel(shape_, rng),
                                    permuteStacks(shape_, rng),
                                    permuteBands(shape_, rng),
                                    permuteRowsInBands(shape_, rng),
                                    permuteColumnsInStacks(shape_, rng),
                                    reflect(shape_, rng)};
    if (shape_.hasSquareBoxes())
        all.push_back(rotate90(shape_));
    return all;
}

} // namespace ps
