#include "SquareChooser.h"

#include <algorithm>

namespace ps {
namespace {

std::vector<int> untestedSquares(const std::vector<char>& untested)
{
    std::vector<int> squares;
    for (int i = 0; i < static_cast<int>(untested.size()); ++i)
        if (untested[static_cast<std::size_t>(i)])
            squares.push_back(i);
    return squares;
}

double filledShareOfRow(const Board& board, int row)
{
    int filled = 0;
    for (int c = 0; c < board.cols(); ++c)
        filled += board.at(row, c) != 0;
    return static_cast<double>(filled) / board.cols();
}

double filledShareOfColumn(const Board& board, int col)
{
    int filled = 0;
    for (int r = 0; r < board.rows(); ++r)
        filled += board.at(r, col) != 0;
    return static_cast<double>(filled) / board.rows();
}

// Draw from `candidates` until one passes its acceptance test. Every candidate holds an untested square;
// an untested square is filled unless a type's move emptied it with another (a merge of cages), so each
// share is at least 1/size (`floor`), and is taken as that where it is not: the loop ends quickly.
template <class Share>
int drawWeighted(const std::vector<int>& candidates, Rng& rng, double floor, Share share)
{
    for (;;) {
        const int pick = candidates[static_cast<std::size_t>(rng.below(static_cast<int>(candidates.size())))];
        if (rng.unit() < std::max(share(pick), floor))
            return pick;
    }
}

std::vector<int> choosePaper(const Board& board, const std::vector<char>& untested, Rng& rng)
{
    std::vector<int> rows;
    rows.reserve(static_cast<std::size_t>(board.rows()));
    for (int r = 0; r < board.rows(); ++r)
        for (int c = 0; c < board.cols(); ++c)
            if (untested[static_cast<std::size_t>(board.index(r, c))]) {
                rows.push_back(r);
                break;
            }
    if (rows.empty())
        return {};
    const int row = drawWeighted(rows, rng, 1.0 / board.cols(), [&](int r) { return filledShareOfRow(board, r); });
    std::vector<int> cols;
    cols.reserve(static_cast<std::size_t>(board.cols()));
    for (int c = 0; c < board.cols(); ++c)
        if (untested[static_cast<std::size_t>(board.index(row, c))])
            cols.push_back(c);
    const int col = drawWeighted(cols, rng, 1.0 / board.rows(), [&](int c) { return filledShareOfColumn(board, c); });
    return {board.index(row, col)};
}

std::vector<int> chooseUniform(const std::vector<char>& untested, Rng& rng)
{
    const std::vector<int> squares = untestedSquares(untested);
    if (squares.empty())
        return {};
    return {squares[static_cast<std::size_t>(rng.below(static_cast<int>(squares.size())))]};
}

std::vector<int> chooseSymmetric(const Board& board, const std::vector<char>& untested, Rng& rng)
{
    std::vector<int> first = chooseUniform(untested, rng);
    if (first.empty())
        return {};
    const int square = first.front();
    const int partner = board.index(board.rows() - 1 - board.rowOf(square), board.cols() - 1 - board.colOf(square));
    if (partner != square && untested[static_cast<std::size_t>(partner)])
        first.push_back(partner);
    return first;
}

} // namespace

std::string strategyName(ChooseStrategy strategy)
{
    switch (strategy) {
    case ChooseStrategy::Paper: return "paper";
    case ChooseStrategy::Uniform: return "uniform";
    case ChooseStrategy::Symmetric: return "symmetric";
    }
    return "paper";
}

std::optional<ChooseStrategy> parseStrategy(const std::string& name)
{
    for (ChooseStrategy s : {ChooseStrategy::Paper, ChooseStrategy::Uniform, ChooseStrategy::Symmetric})
        if (strategyName(s) == name)
            return s;
    return std::nullopt;
}

std::vector<int> chooseSquares(ChooseStrategy strategy, const Board& current, const std::vector<char>& untested, Rng& rng)
{
    switch (strategy) {
    case ChooseStrategy::Paper: return choosePaper(current, untested, rng);
    case ChooseStrategy::Uniform: return chooseUniform(untested, rng);
    case ChooseStrategy::Symmetric: return chooseSymmetric(current, untested, rng);
    }
    return {};
}

} // namespace ps
