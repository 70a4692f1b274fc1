#include "GridView.h"

#include "core/ValueSymbols.h"
#include "types/PuzzleRules.h"

#include <QPainter>
#include <QPainterPath>
#include <algorithm>

namespace {

constexpr int kFlashMs = 250;
const QColor kGivenColor(0x20, 0x20, 0x20);
const QColor kLineColor(0x80, 0x80, 0x80);
const QColor kRegionColor(0x20, 0x20, 0x20);
const QColor kFlashColor(0xf0, 0xa0, 0x20);

} // namespace

GridView::GridView(QWidget* parent) : QWidget(parent)
{
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    setAttribute(Qt::WA_OpaquePaintEvent, false);
    clock_.start();
    animation_.setInterval(16);
    connect(&animation_, &QTimer::timeout, this, [this] {
        const qint64 now = clock_.elapsed();
        bool busy = false;
        for (std::size_t i = 0; i < fading_.size(); ++i) {
            if (fading_[i] && now - fadeStart_[i] >= fadeMs_)
                fading_[i] = 0;
            busy |= fading_[i] != 0 || (flashStart_[i] >= 0 && now - flashStart_[i] < kFlashMs);
        }
        if (!busy)
            animation_.stop();
        update();
    });
}

void GridView::setPuzzle(std::shared_ptr<const ps::PuzzleRules> rules, const ps::Board& board)
{
    rules_ = std::move(rules);
    board_ = board;
    fading_.assign(static_cast<std::size_t>(board.cellCount()), 0);
    fadeStart_.assign(fading_.size(), 0);
    flashStart_.assign(fading_.size(), -1);
    update();
}

void GridView::setNumbersAboveNine(bool numbers)
{
    numbersAboveNine_ = numbers;
    update();
}

void GridView::removeValues(const std::vector<int>& cells)
{
    for (int cell : cells) {
        if (cell < 0 || cell >= board_.cellCount())
            continue;
        if (fadeMs_ > 0) {
            fading_[static_cast<std::size_t>(cell)] = board_.at(cell);
            fadeStart_[static_cast<std::size_t>(cell)] = clock_.elapsed();
        }
        board_.set(cell, 0);
    }
    if (fadeMs_ > 0)
        animation_.start();
    update();
}

void GridView::flashRejected(const std::vector<int>& cells)
{
    if (fadeMs_ <= 0)
        return;
    for (int cell : cells)
        if (cell >= 0 && cell < board_.cellCount())
            flashStart_[static_cast<std::size_t>(cell)] = clock_.elapsed();
    animation_.start();
    update();
}

QRectF GridView::gridRect() const
{
    const qreal side = std::min(width(), height()) - 16.0;
    return {(width() - side) / 2, (height() - side) / 2, side, side};
}

QString GridView::symbol(int value) const
{
    if (numbersAboveNine_ || value <= 9)
        return QString::number(value);
    return QString(QLatin1Char(ps::valueToSymbol(value)));
}

void GridView::paintEvent(QPaintEvent*)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.fillRect(rect(), palette().window());
    if (!rules_ || board_.isEmpty()) {
        painter.setPen(palette().color(QPalette::PlaceholderText));
        painter.drawText(rect(), Qt::AlignCenter | Qt::TextWordWrap, tr("Choose a size on the left and press Generate:\nthe grid empties here, square by square."));
        return;
    }
    const QRectF grid = gridRect();
    const int rows = board_.rows();
    const int cols = board_.cols();
    const qreal cell = grid.width() / cols;
    painter.fillRect(grid, Qt::white);

    const qint64 now = clock_.elapsed();
    QFont font = painter.font();
    font.setPixelSize(std::max(6, static_cast<int>(cell * (rows > 16 ? 0.5 : 0.6))));
    font.setBold(true);
    painter.setFont(font);
    for (int i = 0; i < board_.cellCount(); ++i) {
        const QRectF box(grid.left() + (i % cols) * cell, grid.top() + (i / cols) * cell, cell, cell);
        const std::size_t k = static_cast<std::size_t>(i);
        if (flashStart_[k] >= 0 && now - flashStart_[k] < kFlashMs) {
            QColor flash = kFlashColor;
            flash.setAlphaF(static_cast<float>(1.0 - static_cast<double>(now - flashStart_[k]) / kFlashMs));
            painter.setPen(QPen(flash, std::max(2.0, cell * 0.08)));
            painter.drawRect(box.adjusted(cell * 0.08, cell * 0.08, -cell * 0.08, -cell * 0.08));
        }
        int value = board_.at(i);
        qreal opacity = 1.0;
        if (value == 0 && fading_[k]) {
            value = fading_[k];
            opacity = 1.0 - std::clamp(static_cast<double>(now - fadeStart_[k]) / std::max(1, fadeMs_), 0.0, 1.0);
        }
        if (value == 0)
            continue;
        QColor color = kGivenColor;
        color.setAlphaF(static_cast<float>(opacity));
        painter.setPen(color);
        painter.drawText(box, Qt::AlignCenter, symbol(value));
    }

    // Thin lines between squares, thick ones where the region changes.
    const qreal thin = std::max(1.0, cell / 40.0);
    const qreal thick = std::max(2.5, cell / 14.0);
    painter.setPen(QPen(kLineColor, thin));
    for (int c = 1; c < cols; ++c)
        painter.drawLine(QPointF(grid.left() + c * cell, grid.top()), QPointF(grid.left() + c * cell, grid.bottom()));
    for (int r = 1; r < rows; ++r)
        painter.drawLine(QPointF(grid.left(), grid.top() + r * cell), QPointF(grid.right(), grid.top() + r * cell));
    painter.setPen(QPen(kRegionColor, thick, Qt::SolidLine, Qt::SquareCap));
    for (int r = 0; r < rows; ++r)
        for (int c = 0; c < cols; ++c) {
            const int here = rules_->regionOf(r * cols + c);
            if (here < 0)
                continue;
            if (c + 1 < cols && rules_->regionOf(r * cols + c + 1) != here)
                painter.drawLine(QPointF(grid.left() + (c + 1) * cell, grid.top() + r * cell),
                                 QPointF(grid.left() + (c + 1) * cell, grid.top() + (r + 1) * cell));
            if (r + 1 < rows && rules_->regionOf((r + 1) * cols + c) != here)
                painter.drawLine(QPointF(grid.left() + c * cell, grid.top() + (r + 1) * cell),
                                 QPointF(grid.left() + (c + 1) * cell, grid.top() + (r + 1) * cell));
        }
    painter.drawRect(grid);
}
