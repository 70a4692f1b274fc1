#pragma once
#include <QString>
#include <QStringList>

// The Sudoku sizes the studio offers, as box shapes ("2x5": boxes of 2 rows x 5 columns, a 10x10 grid).
// Kept out of the GUI so the list, its order and its labels can be tested without widgets.

// Sorted by grid size, then the wider box first (the shape the command line picks by default): 4x4,
// 6x6 (2x3, 3x2), 8x8, 9x9, 10x10 (2x5, 5x2), 12x12, 15x15 (3x5, 5x3), 16x16, 20x20, 25x25.
QStringList sudokuBoxShapes();

// How a size reads in a list: "10×10 (boxes 2×5)". `box` is a shape from sudokuBoxShapes().
QString sudokuSizeLabel(const QString& box);
