#pragma once
#include "core/Board.h"
#include "core/Rng.h"

#include <optional>
#include <string>
#include <vector>

namespace ps {

// The paper's ChooseSquare strategies.
//   Paper:     a random row, kept with probability = its share of filled squares, then a column of
//              that row the same way: fuller rows and columns are emptied first.
//   Uniform:   any untested square, all equally likely.
//   Symmetric: a square and its partner under 180-degree rotation, tested (and emptied) together.
enum class ChooseStrategy { Paper, Uniform, Symmetric };

std::string strategyName(ChooseStrategy strategy);   // "paper", "uniform", "symmetric"
std::optional<ChooseStrategy> parseStrategy(const std::string& name);

// The square(s) to test next among the untested ones (untested[i] != 0); empty when none is left.
std::vector<int> chooseSquares(ChooseStrategy strategy, const Board& current, const std::vector<char>& untested, Rng& rng);

} // namespace ps
