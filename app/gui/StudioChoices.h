#pragma once
#include "document/SudokuSizes.h"
#include "document/Worksheet.h"

#include <QStringList>

class QPrinter;

// What the studio offers and how it prints, shared by the main window and the worksheet dialog.
namespace studio {

// The Sudoku box shapes offered in size choices (rows x columns of a box), sorted by grid size.
inline const QStringList kBoxShapes = sudokuBoxShapes();

// A size choice's text: "10×10 (boxes 2×5)".
inline QString sizeLabel(const QString& box) { return sudokuSizeLabel(box); }

// Paints every page of the worksheet on the printer (or print preview), after giving the printer the
// worksheet's orientation and margins (the paper stays the one chosen in the print dialog).
void printWorksheet(const Worksheet& worksheet, QPrinter& printer);

} // namespace studio
