#pragma once
#include "difficulty/Difficulty.h"
#include "types/PuzzleRules.h"

#include <QString>
#include <memory>
#include <vector>

// A file of labelled puzzles in the line format (<grid>,<label>[,<source>]), as training or test data.
struct LabelledPuzzle {
    std::shared_ptr<const ps::PuzzleRules> rules;
    ps::Board givens;
    ps::Difficulty difficulty = ps::Difficulty::Easy;
    QString label;    // as written in the file
    int line = 0;
};

// Reads every puzzle line; `box` (may be empty) fixes the Sudoku box, otherwise it follows each grid's
// size. Fails with a message naming the line when a grid, its rules or its label cannot be used.
bool readLabelledPuzzles(const QString& path, const QString& type, const QString& box, std::vector<LabelledPuzzle>& out,
                         QString* error);
