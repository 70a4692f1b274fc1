#pragma once
// Boards for tests: parsing data lines and random partial boards.
#include "core/Rng.h"
#include "document/LineFormat.h"
#include "types/PuzzleRules.h"

#include <QtGlobal>

inline ps::Board parseTestBoard(const QString& text)
{
    PuzzleLine line;
    QString error;
    if (!parsePuzzleLine(text, line, &error))
        qFatal("bad test data: %s", qPrintable(error));
    return line.board;
}

// A random solution with `keep` squares left, then `noise` squares overwritten with random values
// (which often leaves no solution at all).
inline ps::Board randomPartialBoard(const ps::PuzzleRules& rules, ps::Rng& rng, int keep, int noise)
{
    ps::Board board = rules.randomSolution(rng);
    const std::vector<int> order = rng.permutation(board.cellCount());
    for (int i = keep; i < board.cellCount(); ++i)
        board.set(order[static_cast<std::size_t>(i)], 0);
    for (int i = 0; i < noise; ++i)
        board.set(rng.below(board.cellCount()), static_cast<ps::CellValue>(rng.below(rules.maxValue()) + 1));
    return board;
}
