#pragma once
#include "document/Worksheet.h"

#include <QStringList>

class QPrinter;

// What the studio offers and how it prints, shared by the main window and the worksheet dialog.
namespace studio {

// Paints every page of the worksheet on the printer (or print preview), after giving the printer the
// worksheet's orientation and margins (the paper stays the one chosen in the print dialog).
void printWorksheet(const Worksheet& worksheet, QPrinter& printer);

} // namespace studio
