// The harvest's small previews: where a board's clues are, drawn pixel by pixel so that they stay sharp at
// 5 to 10 pixels a square. Every kind of clue a puzzle shows is there: its givens (dots), its clues outside
// the grid (dots in a pale ring around it) and its signs between squares (small chevrons on the edge), so
// that boards and twins that differ only in those look different.
#include "HarvestPanel.h"

#include "core/OuterClues.h"
#include "types/PuzzleRules.h"

#include <QPainter>
#include <algorithm>
#include <map>
#include <set>

namespace {

// Signs need a square of at least this many pixels: a dot with a gap on each side of a chevron.
constexpr int kSmallestSignCell = 7;

// The board's presentation, when `rules` describe a board of its size (else none: dots only).
ps::GridPresentation lookOf(const ps::Board& givens, const ps::PuzzleRules* rules)
{
    if (!rules || rules->rows() != givens.rows() || rules->cols() != givens.cols() || !rules->fits(givens))
        return {};
    return rules->presentation(givens);
}

// Which squares are shaded: alternate fixed regions (boxes), a region's band and stack from where it starts.
std::vector<char> shadedSquares(const ps::Board& givens, const ps::PuzzleRules* rules)
{
    std::vector<char> shaded(static_cast<std::size_t>(givens.cellCount()), 0);
    if (!rules || rules->rows() != givens.rows() || rules->cols() != givens.cols())
        return shaded;
    std::map<int, std::pair<int, int>> corner;   // region -> top-left square
    for (int i = 0; i < givens.cellCount(); ++i) {
        const int region = rules->regionOf(i);
        if (region < 0)
            continue;
        auto [it, added] = corner.try_emplace(region, givens.rowOf(i), givens.colOf(i));
        if (!added)
            it->second = {std::min(it->second.first, givens.rowOf(i)), std::min(it->second.second, givens.colOf(i))};
    }
    std::set<int> bandStarts;
    std::set<int> stackStarts;
    for (const auto& [region, start] : corner) {
        bandStarts.insert(start.first);
        stackStarts.insert(start.second);
    }
    for (int i = 0; i < givens.cellCount(); ++i) {
        const auto found = corner.find(rules->regionOf(i));
        if (found == corner.end())
            continue;
        const auto band = std::distance(bandStarts.begin(), bandStarts.find(found->second.first));
        const auto stack = std::distance(stackStarts.begin(), stackStarts.find(found->second.second));
        shaded[static_cast<std::size_t>(i)] = (band + stack) % 2 == 1;
    }
    return shaded;
}

// A chevron of single pixels across the boundary between two squares, its point towards the smaller one.
// `x`, `y`: the first pixel past the boundary (the right or lower square's first column or row) and the
// middle of the edge; `horizontal`: a sign between left and right neighbours; `pointsBack`: towards the
// left or upper square ("<", "^").
void paintPixelChevron(QPainter& painter, int x, int y, bool horizontal, bool pointsBack, int depth, const QColor& ink)
{
    // `depth` + 1 pixels across the boundary, centred on it, and 2 * depth + 1 along it.
    const int first = -(depth + 2) / 2;
    for (int k = 0; k <= depth; ++k) {
        const int across = first + (pointsBack ? k : depth - k);
        if (horizontal) {
            painter.fillRect(x + across, y - k, 1, 1, ink);
            painter.fillRect(x + across, y + k, 1, 1, ink);
        } else {
            painter.fillRect(x - k, y + across, 1, 1, ink);
            painter.fillRect(x + k, y + across, 1, 1, ink);
        }
    }
}

} // namespace

int HarvestPanel::previewSide(int squares)
{
    squares = std::max(1, squares);
    const int cell = std::max(2, (46 + squares / 2) / squares);   // 46 / squares, rounded
    return cell * squares + 2;
}

int HarvestPanel::previewSide(const ps::Board& givens, const ps::PuzzleRules* rules)
{
    const ps::GridPresentation look = lookOf(givens, rules);
    const int ring = look.hasOuterRing() ? 1 : 0;
    const int squares = std::max(givens.rows(), givens.cols()) + 2 * ring;
    const int side = previewSide(squares);
    if (!look.anySign())
        return side;
    return std::max(side, kSmallestSignCell * std::max(1, squares) + 2);
}

QPixmap HarvestPanel::preview(const ps::Board& givens, const ps::PuzzleRules* rules, int side, qreal devicePixelRatio)
{
    // Whole device pixels for every square, so the dots sit on the pixel grid and stay sharp.
    const int pixels = std::max(8, static_cast<int>(side * devicePixelRatio + 0.5));
    QPixmap pixmap(pixels, pixels);
    pixmap.fill(Qt::transparent);
    pixmap.setDevicePixelRatio(devicePixelRatio);
    const int rows = givens.rows();
    const int cols = givens.cols();
    if (rows <= 0 || cols <= 0)
        return pixmap;
    const ps::GridPresentation look = lookOf(givens, rules);
    const int ring = look.hasOuterRing() ? 1 : 0;   // a square's width around the grid for the outer clues
    const int cell = std::max(1, (pixels - 2) / (std::max(rows, cols) + 2 * ring));
    const int width = cell * cols + 2;
    const int height = cell * rows + 2;
    const int left = (pixels - width) / 2;
    const int top = (pixels - height) / 2;
    const std::vector<char> shaded = shadedSquares(givens, rules);

    QPainter painter(&pixmap);
    painter.scale(1 / devicePixelRatio, 1 / devicePixelRatio);   // draw in device pixels
    const QColor frame(0x7a, 0x84, 0x90);
    const QColor ink(0x1f, 0x2a, 0x38);
    if (ring)   // pale, so that the clues' dots show on any theme's row colour
        painter.fillRect(left - cell, top - cell, width + 2 * cell, height + 2 * cell, QColor(0xee, 0xf1, 0xf5));
    painter.fillRect(left, top, width, height, frame);
    painter.fillRect(left + 1, top + 1, width - 2, height - 2, QColor(0xff, 0xff, 0xff));
    const QColor shade(0xdf, 0xe6, 0xf0);
    // A dot inside its square with a margin (round once there is room for a round one); in squares of 3
    // or 4 pixels a dot with a one-pixel gap, and below that the whole square. Beside signs the margin
    // leaves a pixel's gap to the chevron on the edge.
    const bool signs = look.anySign() && cell >= 5;
    const int signDepth = cell >= 12 ? 2 : 1;
    const int margin = signs ? signDepth + 1 : cell >= 5 ? std::max(1, cell / 5) : 0;
    const int dot = cell >= 5 ? cell - 2 * margin : cell >= 3 ? cell - 1 : cell;
    painter.setPen(Qt::NoPen);
    for (int i = 0; i < givens.cellCount(); ++i) {
        const int x = left + 1 + givens.colOf(i) * cell;
        const int y = top + 1 + givens.rowOf(i) * cell;
        if (shaded[static_cast<std::size_t>(i)])
            painter.fillRect(x, y, cell, cell, shade);
    }
    // A puzzle's own structure (its cages or regions): a one-pixel line between squares of different
    // cages, so that twins and steps that differ only in their cages look different.
    if (!look.right.empty() && !givens.cages().empty() && cell >= 3) {
        const auto split = [&](int a, int b, ps::EdgeStyle style) {
            return style == ps::EdgeStyle::Thick || look.dashedCage[static_cast<std::size_t>(a)] != look.dashedCage[static_cast<std::size_t>(b)];
        };
        for (int i = 0; i < givens.cellCount(); ++i) {
            const int x = left + 1 + givens.colOf(i) * cell;
            const int y = top + 1 + givens.rowOf(i) * cell;
            if (givens.colOf(i) + 1 < cols && split(i, i + 1, look.right[static_cast<std::size_t>(i)]))
                painter.fillRect(x + cell - 1, y, 1, cell, frame);
            if (givens.rowOf(i) + 1 < rows && split(i, i + cols, look.below[static_cast<std::size_t>(i)]))
                painter.fillRect(x, y + cell - 1, cell, 1, frame);
        }
    }
    painter.setBrush(ink);
    const auto paintDot = [&](int squareX, int squareY) {
        const int x = squareX + margin;
        const int y = squareY + margin;
        if (dot >= 6) {
            painter.setRenderHint(QPainter::Antialiasing, true);
            painter.drawEllipse(QRect(x, y, dot, dot));
            painter.setRenderHint(QPainter::Antialiasing, false);
        } else {
            painter.fillRect(x, y, dot, dot, ink);
        }
    };
    for (int i = 0; i < givens.cellCount(); ++i)
        if (givens.at(i) != 0)
            paintDot(left + 1 + givens.colOf(i) * cell, top + 1 + givens.rowOf(i) * cell);
    if (ring) {
        const ps::OuterClues places(rows, cols);
        for (int slot = 0; slot < places.slotCount() && slot < static_cast<int>(look.outer.size()); ++slot) {
            if (look.outer[static_cast<std::size_t>(slot)].empty())
                continue;
            const int index = places.indexOf(slot);
            switch (places.sideOf(slot)) {
            case ps::GridSide::Top: paintDot(left + 1 + index * cell, top - cell); break;
            case ps::GridSide::Bottom: paintDot(left + 1 + index * cell, top + height); break;
            case ps::GridSide::Left: paintDot(left - cell, top + 1 + index * cell); break;
            case ps::GridSide::Right: paintDot(left + width, top + 1 + index * cell); break;
            }
        }
    }
    if (signs) {
        const auto signAt = [&](const std::vector<ps::EdgeSign>& list, int i) {
            return list.empty() ? ps::EdgeSign::None : list[static_cast<std::size_t>(i)];
        };
        for (int i = 0; i < givens.cellCount(); ++i) {
            const int x = left + 1 + givens.colOf(i) * cell;
            const int y = top + 1 + givens.rowOf(i) * cell;
            if (const ps::EdgeSign s = signAt(look.rightSign, i); s != ps::EdgeSign::None && givens.colOf(i) + 1 < cols)
                paintPixelChevron(painter, x + cell, y + cell / 2, true, s == ps::EdgeSign::Less, signDepth, ink);
            if (const ps::EdgeSign s = signAt(look.belowSign, i); s != ps::EdgeSign::None && givens.rowOf(i) + 1 < rows)
                paintPixelChevron(painter, x + cell / 2, y + cell, false, s == ps::EdgeSign::Less, signDepth, ink);
        }
    }
    return pixmap;
}
