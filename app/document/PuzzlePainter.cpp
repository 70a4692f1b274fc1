#include "PuzzlePainter.h"

#include "core/ValueSymbols.h"
#include "types/PuzzleRules.h"

#include <QFont>
#include <QPainter>
#include <algorithm>

namespace {

QString symbol(int value, bool numbers)
{
    if (numbers || value <= 9)
        return QString::number(value);
    return QString(QLatin1Char(ps::valueToSymbol(value)));
}

} // namespace

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
        if (value == 0)
            continue;
        if (style.valueOpacity)
            color.setAlphaF(static_cast<float>(std::clamp(style.valueOpacity(i), 0.0, 1.0)));
        painter.setFont(font);
        painter.setPen(color);
        const QRectF box(area.left() + (i % cols) * cell, area.top() + (i / cols) * cell, cell, cell);
        painter.drawText(box, Qt::AlignCenter, symbol(value, style.numbersAboveNine));
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
