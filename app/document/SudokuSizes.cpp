#include "SudokuSizes.h"

#include <QCoreApplication>

QStringList sudokuBoxShapes()
{
    // Written out rather than enumerated: odd shapes such as 2x6 or 3x8 are valid but nobody asks for them.
    return {"2x2", "2x3", "3x2", "2x4", "4x2", "3x3", "2x5", "5x2", "3x4", "4x3",
            "3x5", "5x3", "4x4", "4x5", "5x4", "5x5"};
}

QString sudokuSizeLabel(const QString& box)
{
    const int rows = box.section(QLatin1Char('x'), 0, 0).toInt();
    const int cols = box.section(QLatin1Char('x'), 1, 1).toInt();
    return QCoreApplication::translate("SudokuSizes", "%1×%1 (boxes %2×%3)").arg(rows * cols).arg(rows).arg(cols);
}
