#pragma once
#include "document/Worksheet.h"

#include <QStringList>

class QPrinter;

// What the studio offers and how it prints, shared by the main window and the worksheet dialog.
namespace studio {

// The Sudoku box shapes offered in size choices (rows x columns of a box).
inline const QStringList kBoxShapes{"2x2", "2x3", "3x2", "2x4", "4x2", "3x3", "2x5", "3x4", "4x3", "4x4", "3x5", "4x5", "5x4", "5x5"};

// Paints every page of the worksheet on the printer (or print preview).
void printWorksheet(const Worksheet& worksheet, QPrinter& printer);

} // namespace studio
