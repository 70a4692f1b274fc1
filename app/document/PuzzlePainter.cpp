#include "PuzzlePainter.h"

#include "core/ValueSymbols.h"
#include "types/PuzzleRules.h"

#include <QFont>
#include <QFontMetricsF>
#include <QPainter>
#include <QPainterPath>
#include <algorithm>
#include <cmath>

namespace {

// Above this many values pencil marks are listed rather than kept in fixed places, and values are
// always written as numbers (letters stop at P = 25).
constexpr int kMostFixedMarkValues = 25;

QString symbol(int value, bool numbers)
{
    if (numbers || value <= 9 || value > kMostFixedMarkValues)
        return QString::number(value);
    return QString(QLatin1Char(ps::valueToSymbol(value)));
}

// What is drawn for `value`: the type's mark for it (an empty square's ×), else its symbol.
QString shownValue(const ps::Presentation& look, int value, bool numbers)
{
    const std::string mark = look.valueMark(value);
    return mark.empty() ? symbol(value, numbers) : QString::fromStdString(mark);
}

// `font` at `pixels`, made smaller until `text` fits `width`.
// The share of a square's height a corner label takes at its top.
constexpr qreal kCornerBand = 0.32;   // labels about 7 pt on a 9.4 mm printed square (4 per page)

void fitText(QFont& font, qreal pixels, const QString& text, qreal width)
{
    font.setPixelSize(std::max(2, static_cast<int>(pixels)));
    const qreal advance = QFontMetricsF(font).horizontalAdvance(text);
    if (advance > width)
        font.setPixelSize(std::max(2, static_cast<int>(pixels * width / advance)));
}

void paintPencilMarks(QPainter& painter, const QRectF& square, const ps::ValueSet& marks, int maxValue, bool numbers, const QColor& color,
                      const ps::Presentation& look)
{
    if (marks.isEmpty())
        return;
    painter.setPen(color);
    QFont font(QStringLiteral("DejaVu Sans"));
    for (int v : marks.values()) {
        const QRectF place = pencilMarkRect(square, v, maxValue, marks);
        if (place.isEmpty())
            continue;
        const QString text = shownValue(look, v, numbers);
        fitText(font, place.height() * 0.7, text, place.width() * 0.9);
        painter.setFont(font);
        painter.drawText(place, Qt::AlignCenter, text);
    }
}

// The clues outside the grid, each centred in the square-sized place beyond its row's or column's end,
// grey once its line is finished (GridPresentation::outerDone).
void paintOuterClues(QPainter& painter, const ps::GridPresentation& look, const QRectF& grid, qreal cell, int rows, int cols,
                     const PuzzlePaintStyle& style)
{
    QFont font(QStringLiteral("DejaVu Sans"));
    font.setBold(true);
    const ps::OuterClues ring(rows, cols);
    for (int slot = 0; slot < ring.slotCount(); ++slot) {
        const QString text = QString::fromStdString(look.outer[static_cast<std::size_t>(slot)]);
        if (text.isEmpty())
            continue;
        const int index = ring.indexOf(slot);
        QRectF place;
        switch (ring.sideOf(slot)) {
        case ps::GridSide::Top: place = QRectF(grid.left() + index * cell, grid.top() - cell, cell, cell); break;
        case ps::GridSide::Bottom: place = QRectF(grid.left() + index * cell, grid.bottom(), cell, cell); break;
        case ps::GridSide::Left: place = QRectF(grid.left() - cell, grid.top() + index * cell, cell, cell); break;
        case ps::GridSide::Right: place = QRectF(grid.right(), grid.top() + index * cell, cell, cell); break;
        }
        fitText(font, cell * 0.5, text, cell * 0.8);
        painter.setFont(font);
        const bool done = look.outerDone[static_cast<std::size_t>(slot)] != 0;
        painter.setPen(done ? style.thinLineColor : style.givenColor);
        painter.drawText(place, Qt::AlignCenter, text);
    }
}

} // namespace

QRectF puzzleGridRect(const QRectF& area, int rows, int cols, int ring)
{
    if (rows <= 0 || cols <= 0)
        return area;
    const qreal cell = std::min(area.width() / (cols + 2 * ring), area.height() / (rows + 2 * ring));
    const QSizeF size(cell * cols, cell * rows);
    return {area.center().x() - size.width() / 2, area.center().y() - size.height() / 2, size.width(), size.height()};
}

QRectF pencilMarkRect(const QRectF& square, int value, int maxValue, const ps::ValueSet& shown)
{
    int place = value - 1;
    int side = static_cast<int>(std::ceil(std::sqrt(static_cast<double>(maxValue))));
    if (maxValue > kMostFixedMarkValues) {
        const std::vector<int> values = shown.values();
        const auto at = std::find(values.begin(), values.end(), value);
        if (at == values.end())
            return {};
        place = static_cast<int>(at - values.begin());
        side = std::clamp(static_cast<int>(std::ceil(std::sqrt(static_cast<double>(values.size())))), 2, 4);
        if (place >= side * side)
            return {};
    }
    const qreal step = square.width() / side;
    return {square.left() + (place % side) * step, square.top() + (place / side) * step, step, step};
}

bool hasCornerLabels(const ps::Presentation& look, const ps::Board& givens)
{
    return look.presentation(givens).anyLabel();
}

namespace {

// Each dashed cage as one outline, inset from the squares' borders: a side of a square is drawn where
// its neighbour is outside the cage, and a short corner piece where two sides continue but the square
// across the corner is outside (an inner corner of an L-shaped cage).
template <typename SquareAt>
void paintDashedCages(QPainter& painter, const ps::GridPresentation& look, const SquareAt& squareAt, qreal cell, const QColor& color)
{
    const int rows = look.rows;
    const int cols = look.cols;
    const auto cageAt = [&](int r, int c) {
        return r < 0 || c < 0 || r >= rows || c >= cols ? -1 : look.dashedCage[static_cast<std::size_t>(r * cols + c)];
    };
    const qreal inset = cell * 0.09;
    QPen pen(color, std::max(0.6, cell / 45.0), Qt::CustomDashLine, Qt::FlatCap);
    pen.setDashPattern({3.0, 2.5});
    painter.save();
    painter.setPen(pen);
    for (int r = 0; r < rows; ++r)
        for (int c = 0; c < cols; ++c) {
            const int cage = cageAt(r, c);
            if (cage < 0)
                continue;
            const QRectF s = squareAt(r * cols + c);
            const bool top = cageAt(r - 1, c) != cage, bottom = cageAt(r + 1, c) != cage;
            const bool left = cageAt(r, c - 1) != cage, right = cageAt(r, c + 1) != cage;
            const qreal x0 = left ? s.left() + inset : s.left(), x1 = right ? s.right() - inset : s.right();
            const qreal y0 = top ? s.top() + inset : s.top(), y1 = bottom ? s.bottom() - inset : s.bottom();
            if (top)
                painter.drawLine(QPointF(x0, s.top() + inset), QPointF(x1, s.top() + inset));
            if (bottom)
                painter.drawLine(QPointF(x0, s.bottom() - inset), QPointF(x1, s.bottom() - inset));
            if (left)
                painter.drawLine(QPointF(s.left() + inset, y0), QPointF(s.left() + inset, y1));
            if (right)
                painter.drawLine(QPointF(s.right() - inset, y0), QPointF(s.right() - inset, y1));
            // Inner corners.
            for (const auto& [dr, dc] : {std::pair{-1, -1}, std::pair{-1, 1}, std::pair{1, -1}, std::pair{1, 1}}) {
                if (cageAt(r + dr, c) != cage || cageAt(r, c + dc) != cage || cageAt(r + dr, c + dc) == cage)
                    continue;
                const qreal x = dc < 0 ? s.left() + inset : s.right() - inset;
                const qreal y = dr < 0 ? s.top() + inset : s.bottom() - inset;
                painter.drawLine(QPointF(dc < 0 ? s.left() : s.right(), y), QPointF(x, y));
                painter.drawLine(QPointF(x, dr < 0 ? s.top() : s.bottom()), QPointF(x, y));
            }
        }
    painter.restore();
}

} // namespace

namespace {

// A sign's size: half the chevron's height (along the edge), and its depth across it.
qreal signHalf(qreal cell) { return cell * 0.13; }
qreal signPenWidth(qreal cell) { return std::max(1.2, cell / 18.0); }

// Calls `visit(centre, toward, along)` for every inequality sign of `look`: `centre` on the grid line between
// the two squares, `toward` the unit vector from the chevron's open side to its point (towards the smaller
// square), `along` the unit vector along the grid line.
template <class SquareAt, class Visit>
void forEachEdgeSign(const ps::GridPresentation& look, const SquareAt& squareAt, const Visit& visit)
{
    for (int i = 0; i < look.rows * look.cols; ++i) {
        const QRectF square = squareAt(i);
        const auto sign = [&](const std::vector<ps::EdgeSign>& signs) {
            return signs.empty() ? ps::EdgeSign::None : signs[static_cast<std::size_t>(i)];
        };
        if (const ps::EdgeSign s = sign(look.rightSign); s != ps::EdgeSign::None && i % look.cols + 1 < look.cols)
            visit(QPointF(square.right(), square.center().y()), QPointF(s == ps::EdgeSign::Less ? -1 : 1, 0), QPointF(0, 1));
        if (const ps::EdgeSign s = sign(look.belowSign); s != ps::EdgeSign::None && i / look.cols + 1 < look.rows)
            visit(QPointF(square.center().x(), square.bottom()), QPointF(0, s == ps::EdgeSign::Less ? -1 : 1), QPointF(1, 0));
    }
}

// The inequality signs on the edges between squares: a chevron across the grid line, its point towards
// the smaller square ("<" to the left, "^" up), drawn after the lines so that it stays crisp over them.
template <class SquareAt>
void paintEdgeSigns(QPainter& painter, const ps::GridPresentation& look, const SquareAt& squareAt, qreal cell, const PuzzlePaintStyle& style)
{
    const qreal half = signHalf(cell);
    const QPen pen(style.givenColor, signPenWidth(cell), Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin);
    forEachEdgeSign(look, squareAt, [&](QPointF centre, QPointF toward, QPointF along) {
        const QPointF tip = centre + toward * (half / 2);
        const QPointF back = centre - toward * (half / 2);
        QPainterPath path;
        path.moveTo(back + along * half);
        path.lineTo(tip);
        path.lineTo(back - along * half);
        painter.strokePath(path, pen);
    });
}

} // namespace

QPainterPath edgeSignArea(const ps::Presentation& rules, const ps::Board& givens, const QRectF& grid)
{
    QPainterPath area;
    const ps::GridPresentation look = rules.presentation(givens);
    if (!look.anySign() || givens.cols() <= 0)
        return area;
    const qreal cell = grid.width() / givens.cols();
    const auto squareAt = [&](int i) { return QRectF(grid.left() + (i % look.cols) * cell, grid.top() + (i / look.cols) * cell, cell, cell); };
    // The chevron's box, its stroke and a gap of a few hundredths of a square on every side.
    const qreal margin = signPenWidth(cell) / 2 + cell * 0.03;
    const qreal across = signHalf(cell) / 2 + margin;
    const qreal along = signHalf(cell) + margin;
    forEachEdgeSign(look, squareAt, [&](QPointF centre, QPointF toward, QPointF) {
        const bool vertical = toward.x() != 0;   // a sign between left and right neighbours: "<" or ">"
        const QPointF extent = vertical ? QPointF(across, along) : QPointF(along, across);
        area.addRect(QRectF(centre - extent, centre + extent));
    });
    return area.simplified();
}

bool hasEdgeSigns(const ps::Presentation& look, const ps::Board& givens) { return look.presentation(givens).anySign(); }

QRectF markArea(const QRectF& square, bool cornerLabels, bool edgeSigns)
{
    if (edgeSigns) {
        // Clear of the chevrons on the square's edges: they reach about 0.09 of a square into it, and a
        // mark beside one keeps a visible gap (at 9x9 too, where the marks are small).
        const qreal inset = square.width() * 0.15;
        return markArea(square.adjusted(inset, inset, -inset, -inset), cornerLabels, false);
    }
    if (!cornerLabels)
        return square;
    // Below the label, and clear of a dashed cage outline drawn just inside the square's border (inset
    // 0.09 of a square): the marks' bottom row would sit on it.
    const qreal edge = square.height() * 0.11;
    const qreal side = square.height() * (1 - kCornerBand) - edge;
    return {square.center().x() - side / 2, square.bottom() - edge - side, side, side};
}

int outerRing(const ps::Presentation& look, const ps::Board& givens) { return look.presentation(givens).hasOuterRing() ? 1 : 0; }

void paintPuzzle(QPainter& painter, const QRectF& area, const ps::PuzzleRules& rules, const ps::Board& givens,
                 const ps::Board* answers, const PuzzlePaintStyle& style)
{
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setRenderHint(QPainter::TextAntialiasing);
    const int rows = givens.rows();
    const int cols = givens.cols();
    // Corner labels (cage clues) and outer clues as the givens show them.
    const ps::GridPresentation labelled = rules.presentation(givens);
    const QRectF grid = puzzleGridRect(area, rows, cols, labelled.hasOuterRing() ? 1 : 0);
    const qreal cell = grid.width() / cols;
    const auto squareAt = [&](int i) { return QRectF(grid.left() + (i % cols) * cell, grid.top() + (i / cols) * cell, cell, cell); };
    painter.fillRect(grid, style.background);
    if (style.cellBackground)
        for (int i = 0; i < givens.cellCount(); ++i) {
            const QColor fill = style.cellBackground(i);
            if (fill.isValid())
                painter.fillRect(squareAt(i), fill);
        }
    if (labelled.diagonals) {
        // A light tint of the line colour over whatever the square shows (a selection too), so that the
        // diagonals stay visible on screen, in print and in images, light and dark colours alike.
        QColor shade = style.thinLineColor;
        shade.setAlphaF(0.22f);
        for (int i = 0; i < givens.cellCount(); ++i)
            if (i / cols == i % cols || i / cols + i % cols == cols - 1)
                painter.fillRect(squareAt(i), shade);
    }

    ps::Board shown = givens;    // what the borders follow
    ps::Board played = givens;   // the givens and the player's values, without an answer key's
    const bool numbers = style.numbersAboveNine || rules.valuesAlwaysNumbers();
    QFont font(QStringLiteral("DejaVu Sans"));
    // Values and pencil marks move down below corner labels.
    const bool anyCorner = labelled.anyLabel();
    const bool anySign = labelled.anySign();
    const qreal labelBand = anyCorner ? cell * kCornerBand : 0.0;
    const auto valueArea = [&](const QRectF& square) { return square.adjusted(0, labelBand, 0, 0); };
    // Signs between squares reach about a tenth of a square into each: values stay a little smaller so
    // that they keep clear of them, in small answer keys too.
    const qreal valuePixels = cell * (anyCorner || anySign ? 0.5 : std::max(rows, cols) > 16 ? 0.5 : 0.6);
    for (int i = 0; i < givens.cellCount(); ++i) {
        int value = givens.at(i);
        QColor color = style.givenColor;
        font.setBold(true);
        const bool fromAnswers = value == 0 && answers && answers->at(i) != 0;
        if (fromAnswers) {
            value = answers->at(i);
            color = style.answerColor;
            font.setBold(false);
        }
        if (value == 0 && style.entries && style.entries->at(i)) {
            value = style.entries->at(i);
            color = style.entryColor;
            font.setBold(false);
        }
        const QRectF square = squareAt(i);
        if (value == 0) {
            if (style.pencilMarks)
                paintPencilMarks(painter, markArea(square, anyCorner, anySign), style.pencilMarks(i), rules.maxValue(), numbers, style.pencilMarkColor,
                                 rules);
            continue;
        }
        shown.set(i, static_cast<ps::CellValue>(value));
        if (!fromAnswers)
            played.set(i, static_cast<ps::CellValue>(value));
        if (style.inConflict && style.inConflict(i))
            color = style.conflictColor;
        if (style.valueOpacity)
            color.setAlphaF(static_cast<float>(std::clamp(style.valueOpacity(i), 0.0, 1.0)));
        const QString text = shownValue(rules, value, numbers);
        fitText(font, valuePixels, text, cell * 0.84);
        painter.setFont(font);
        painter.setPen(color);
        painter.drawText(valueArea(square), Qt::AlignCenter, text);
    }
    ps::GridPresentation look = rules.presentation(shown);   // the borders follow what is filled in
    // A clue outside the grid turns grey when the player finishes its line, never because an answer key
    // fills it: printed answers keep their clues as dark as the puzzle's.
    if (answers && look.hasOuterRing())
        look.outerDone = rules.presentation(played).outerDone;
    paintDashedCages(painter, look, squareAt, cell, style.thickLineColor);
    if (anyCorner) {
        QFont small(QStringLiteral("DejaVu Sans"));
        small.setBold(true);
        for (int i = 0; i < givens.cellCount(); ++i) {
            const QString label = QString::fromStdString(labelled.labels[static_cast<std::size_t>(i)]);
            if (label.isEmpty())
                continue;
            const QRectF square = squareAt(i);
            const QRectF band(square.left() + cell * 0.07, square.top() + cell * 0.03, cell * 0.9, labelBand);
            fitText(small, labelBand * 0.85, label, band.width());
            painter.setFont(small);
            if (labelled.dashedCage[static_cast<std::size_t>(i)] >= 0) {
                // On a dashed outline: the label sits on a patch of background that breaks the line.
                const QRectF text = QFontMetricsF(small).boundingRect(band, Qt::AlignLeft | Qt::AlignVCenter, label);
                painter.fillRect(text.adjusted(-cell * 0.02, 0, cell * 0.02, 0), style.background);
            }
            painter.setPen(style.givenColor);
            painter.drawText(band, Qt::AlignLeft | Qt::AlignVCenter, label);
        }
    }

    const qreal thin = std::max(0.5, cell / 40.0);
    const qreal thick = std::max(1.5, cell / 14.0);
    painter.setPen(QPen(style.thinLineColor, thin));
    for (int c = 1; c < cols; ++c)
        painter.drawLine(QPointF(grid.left() + c * cell, grid.top()), QPointF(grid.left() + c * cell, grid.bottom()));
    for (int r = 1; r < rows; ++r)
        painter.drawLine(QPointF(grid.left(), grid.top() + r * cell), QPointF(grid.right(), grid.top() + r * cell));
    painter.setPen(QPen(style.thickLineColor, thick, Qt::SolidLine, Qt::SquareCap));
    for (int r = 0; r < rows; ++r)
        for (int c = 0; c < cols; ++c) {
            const int here = r * cols + c;
            if (c + 1 < cols && look.right[static_cast<std::size_t>(here)] == ps::EdgeStyle::Thick)
                painter.drawLine(QPointF(grid.left() + (c + 1) * cell, grid.top() + r * cell),
                                 QPointF(grid.left() + (c + 1) * cell, grid.top() + (r + 1) * cell));
            if (r + 1 < rows && look.below[static_cast<std::size_t>(here)] == ps::EdgeStyle::Thick)
                painter.drawLine(QPointF(grid.left() + c * cell, grid.top() + (r + 1) * cell),
                                 QPointF(grid.left() + (c + 1) * cell, grid.top() + (r + 1) * cell));
        }
    painter.setBrush(Qt::NoBrush);
    painter.drawRect(grid);
    if (look.hasOuterRing())
        paintOuterClues(painter, look, grid, cell, rows, cols, style);
    if (labelled.anySign())
        paintEdgeSigns(painter, labelled, squareAt, cell, style);
    painter.restore();
}
