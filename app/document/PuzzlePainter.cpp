#include "PuzzlePainter.h"

#include "core/ValueSymbols.h"
#include "types/PuzzleRules.h"

#include <QFont>
#include <QPainter>
#include <algorithm>
#include <cmath>

namespace {

QString symbol(int value, bool numbers)
{
    if (numbers || value <= 9)
        return QString::number(value);
    return QString(QLatin1Char(ps::valueToSymbol(value)));
}

// Pencil marks in their fixed places (pencilMarkRect).
void paintPencilMarks(QPainter& painter, const QRectF& square, std::uint32_t marks, int maxValue, bool numbers)
{
    if (!marks)
        return;
    QFont font(QStringLiteral("DejaVu Sans"));
    font.setPixelSize(std::max(2, static_cast<int>(pencilMarkRect(square, 1, maxValue).width() * 0.7)));
    painter.setFont(font);
    painter.setPen(QColor(0x70, 0x70, 0x70));
    for (int v = 1; v <= maxValue; ++v)
        if (marks & (std::uint32_t{1} << (v - 1)))
            painter.drawText(pencilMarkRect(square, v, maxValue), Qt::AlignCenter, symbol(v, numbers));
}

} // namespace

QRectF pencilMarkRect(const QRectF& square, int value, int maxValue)
{
    const int side = static_cast<int>(std::ceil(std::sqrt(static_cast<double>(maxValue))));
    const qreal step = square.width() / side;
    return {square.left() + ((value - 1) % side) * step, square.top() + ((value - 1) / side) * step, step, step};
}

void paintPuzzle(QPainter& painter, const QRectF& area, const ps::PuzzleRules& rules, const ps::Board& givens,
                 const ps::Board* answers, const PuzzlePaintStyle& style)
{
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setRenderHint(QPainter::TextAntialiasing);
    const int rows = givens.rows();
    const int cols = givens.cols();
    const qreal cell = area.width() / cols;
    painter.fillRect(area, style.background);
    if (style.cellBackground)
        for (int i = 0; i < givens.cellCount(); ++i) {
            const QColor fill = style.cellBackground(i);
            if (fill.isValid())
                painter.fillRect(QRectF(area.left() + (i % cols) * cell, area.top() + (i / cols) * cell, cell, cell), fill);
        }

    QFont font(QStringLiteral("DejaVu Sans"));
    font.setPixelSize(std::max(2, static_cast<int>(cell * (rows > 16 ? 0.5 : 0.6))));
    for (int i = 0; i < givens.cellCount(); ++i) {
        int value = givens.at(i);
        QColor color = style.givenColor;
        font.setBold(true);
        if (value == 0 && answers) {
            value = answers->at(i);
            color = style.answerColor;
            font.setBold(false);
        }
        if (value == 0 && style.entries && style.entries->at(i)) {
            value = style.entries->at(i);
            color = style.entryColor;
            font.setBold(false);
        }
        const QRectF square(area.left() + (i % cols) * cell, area.top() + (i / cols) * cell, cell, cell);
        if (value == 0) {
            if (style.pencilMarks)
                paintPencilMarks(painter, square, style.pencilMarks(i), rules.maxValue(), style.numbersAboveNine);
            continue;
        }
        if (style.inConflict && style.inConflict(i))
            color = style.conflictColor;
        if (style.valueOpacity)
            color.setAlphaF(static_cast<float>(std::clamp(style.valueOpacity(i), 0.0, 1.0)));
        painter.setFont(font);
        painter.setPen(color);
        painter.drawText(square, Qt::AlignCenter, symbol(value, style.numbersAboveNine));
    }

    const qreal thin = std::max(0.5, cell / 40.0);
    const qreal thick = std::max(1.5, cell / 14.0);
    painter.setPen(QPen(QColor(0x80, 0x80, 0x80), thin));
    for (int c = 1; c < cols; ++c)
        painter.drawLine(QPointF(area.left() + c * cell, area.top()), QPointF(area.left() + c * cell, area.bottom()));
    for (int r = 1; r < rows; ++r)
        painter.drawLine(QPointF(area.left(), area.top() + r * cell), QPointF(area.right(), area.top() + r * cell));
    painter.setPen(QPen(QColor(0x20, 0x20, 0x20), thick, Qt::SolidLine, Qt::SquareCap));
    for (int r = 0; r < rows; ++r)
        for (int c = 0; c < cols; ++c) {
            const int here = rules.regionOf(r * cols + c);
            if (here < 0)
                continue;
            if (c + 1 < cols && rules.regionOf(r * cols + c + 1) != here)
                painter.drawLine(QPointF(area.left() + (c + 1) * cell, area.top() + r * cell),
                                 QPointF(area.left() + (c + 1) * cell, area.top() + (r + 1) * cell));
            if (r + 1 < rows && rules.regionOf((r + 1) * cols + c) != here)
                painter.drawLine(QPointF(area.left() + c * cell, area.top() + (r + 1) * cell),
                                 QPointF(area.left() + (c + 1) * cell, area.top() + (r + 1) * cell));
        }
    painter.setBrush(Qt::NoBrush);
    painter.drawRect(area);
    painter.restore();
}
