#pragma once
#include <cstddef>
#include <string>
#include <vector>

namespace ps {

// How the values of a cage's squares combine to its target. An arithmetic cage type may use them all; a
// type with sum cages would use Add, one with irregular regions None (its cages are regions without
// arithmetic).
enum class CageOperation : char {
    None = '.',
    Given = '=',      // one square holding the target
    Add = '+',
    Subtract = '-',   // two squares: the larger minus the smaller
    Multiply = '*',
    Divide = '/',     // two squares: the larger divided by the smaller
    Hidden = '?',     // a clue printed without its operation (published "no-op" KenKen): any of + - * /
                      // that gives the target (- and / only on two squares)
    // A relation rather than an area: the values increase strictly along the cage's squares, which keep
    // the order they are given in (an inequality sign between two neighbours: the first is the smaller).
    // Relations may share squares with each other and with the areas (inequality signs between squares).
    Less = '<',
};

// Whether cages with this operation are relations between squares (kept in their order, free to
// overlap) rather than areas (sorted squares, each square in one area at most).
inline bool isRelation(CageOperation operation) { return operation == CageOperation::Less; }

// One cage: connected squares (row-major indices, ascending) with an operation and a target.
struct Cage {
    std::vector<int> cells;
    CageOperation operation = CageOperation::None;
    long target = 0;

    bool operator==(const Cage&) const = default;
};

// A puzzle's own structure drawn over its grid, for types whose puzzles differ in more than their givens
// (cages): the same for a puzzle and its solution, moved with the squares by every transformation.
// Kept in a canonical order (by first square) so that equal cagings compare equal.
using Cages = std::vector<Cage>;

// Sorts each area's squares (a relation keeps its order) and the cages by their squares (by the first
// square, then the next: relations may share a first square).
void normalize(Cages& cages);

// Whether `values` (one per square of the cage, in its order) meet the cage's operation and target.
bool cageHolds(CageOperation operation, long target, const std::vector<int>& values);
// The same for `count` values from `values`, for callers that keep them on the stack.
bool cageHolds(CageOperation operation, long target, const int* values, std::size_t count);

// The cage's clue as printed: "12+", "2-", "6*", "3/", a bare "4" for a given square, "<", "" for None.
std::string cageClue(const Cage& cage);
// The clue as a player reads it (UTF-8): "12+", "2−", "6×", "3÷", "4"; "" for None.
std::string cageLabel(const Cage& cage);

} // namespace ps
