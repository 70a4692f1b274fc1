#pragma once
// Boards for tests: parsing data lines and random partial boards.
#include "core/Rng.h"
#include "document/LineFormat.h"
#include "types/PuzzleRules.h"
#include "types/sudoku/SudokuSingles.h"

#include <QtGlobal>

inline ps::Board parseTestBoard(const QString& text)
{
    PuzzleLine line;
    QString error;
    if (!parsePuzzleLine(text, line, &error))
        qFatal("bad test data: %s", qPrintable(error));
    return line.board;
}

// `solution` with all but `keep` squares emptied (in a seeded order), then `noise` squares overwritten
// with random values from 1 to `maxValue` (which often leaves no solution at all). Cages stay.
inline ps::Board partialBoard(ps::Board board, int keep, int noise, int maxValue, ps::Rng& rng)
{
    const std::vector<int> order = rng.permutation(board.cellCount());
    for (int i = keep; i < board.cellCount(); ++i)
        board.set(order[static_cast<std::size_t>(i)], 0);
    for (int i = 0; i < noise; ++i)
        board.set(rng.below(board.cellCount()), static_cast<ps::CellValue>(rng.below(maxValue) + 1));
    return board;
}

// A random solution with `keep` squares left, then `noise` squares overwritten with random values.
inline ps::Board randomPartialBoard(const ps::PuzzleRules& rules, ps::Rng& rng, int keep, int noise)
{
    ps::Board solution = rules.randomSolution(rng);
    return partialBoard(std::move(solution), keep, noise, rules.maxValue(), rng);
}

// The given (if any) whose removal still leaves `puzzle` finished by `singles`, or -1 when every given
// is needed for that: the puzzle is as empty as the singles bound allows.
inline int givenNotNeededBySingles(const ps::SudokuShape& shape, const ps::Board& puzzle, ps::Singles singles)
{
    for (int cell = 0; cell < puzzle.cellCount(); ++cell) {
        if (puzzle.at(cell) == 0)
            continue;
        ps::Board fewer = puzzle;
        fewer.set(cell, 0);
        if (ps::singlesSolve(shape, fewer, singles))
            return cell;
    }
    return -1;
}
