#pragma once
#include "Cages.h"
#include "EngineError.h"

#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace ps {

// Cages as the grid text format writes them for types whose puzzles carry cages, after the "rows cols"
// line:
//   rows lines of clues, one token per square: "12+", "2-", "6*" or "6x", "3/" or "3:", a bare number
//   for a one-square cage (a given) or for a cage whose operation is not shown (published "no-op"
//   puzzles: any operation that gives the number), "-" or "." where the square shows no clue (a cage's
//   clue sits in one of its squares, written in its first);
//   rows lines of cage labels, one per square: squares with the same label form one cage.

// "12+" as {Add, 12}; nothing when the token is not a clue.
std::optional<std::pair<CageOperation, long>> parseCageClue(const std::string& token);

// The two blocks for `cages` on a rows x cols grid, aligned in columns; cages numbered from 1 in the
// order of their first squares.
std::vector<std::string> formatCagesText(const Cages& cages, int rows, int cols);

// The cages the two blocks describe (each a list of rows x cols whitespace-separated tokens). Throws
// EngineError saying which row and square is wrong: a bad token, a label shared by squares that do not
// touch, a cage without a clue or with two, - or / on one of other than two. A bare number on a cage
// of several squares is read as CageOperation::Hidden.
Cages parseCagesText(const std::vector<std::string>& clueRows, const std::vector<std::string>& labelRows, int rows, int cols);

} // namespace ps
