#pragma once
#include "document/Worksheet.h"

#include <QStringList>

class QPrinter;
class QWidget;

// What the studio offers and how it prints, shared by the main window and the worksheet dialog.
namespace studio {

// Paints every page of the worksheet on the printer (or print preview), after giving the printer the
// worksheet's orientation and margins (the paper stays the one chosen in the print dialog).
void printWorksheet(const Worksheet& worksheet, QPrinter& printer);

// A control's short explanation as its tooltip, and the same as its What's This text (Shift+F1); `name`:
// what a screen reader calls it, where no text of its own says so.
void explain(QWidget* widget, const QString& text, const QString& name = QString());

} // namespace studio
