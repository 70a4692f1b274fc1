#include "GridView.h"

#include "document/PuzzlePainter.h"
#include "types/PuzzleRules.h"

#include <QPainter>
#include <QPainterPath>
#include <algorithm>

namespace {

constexpr int kFlashMs = 250;
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
    // The values and lines come from the shared painter; the view adds the amber flashes and fading values.
    const QRectF grid = gridRect();
    const qint64 now = clock_.elapsed();
    ps::Board shown = board_;
    for (int i = 0; i < shown.cellCount(); ++i)
        if (shown.at(i) == 0 && fading_[static_cast<std::size_t>(i)])
            shown.set(i, fading_[static_cast<std::size_t>(i)]);
    PuzzlePaintStyle style;
    style.numbersAboveNine = numbersAboveNine_;
    style.valueOpacity = [&](int i) {
        const std::size_t k = static_cast<std::size_t>(i);
        if (board_.at(i) != 0 || !fading_[k])
            return 1.0;
        return 1.0 - static_cast<double>(now - fadeStart_[k]) / std::max(1, fadeMs_);
    };
    paintPuzzle(painter, grid, *rules_, shown, nullptr, style);
    const qreal cell = grid.width() / board_.cols();
    for (int i = 0; i < board_.cellCount(); ++i) {
        const std::size_t k = static_cast<std::size_t>(i);
        if (flashStart_[k] < 0 || now - flashStart_[k] >= kFlashMs)
            continue;
        QColor flash = kFlashColor;
        flash.setAlphaF(static_cast<float>(1.0 - static_cast<double>(now - flashStart_[k]) / kFlashMs));
        painter.setPen(QPen(flash, std::max(2.0, cell * 0.08)));
        const QRectF box(grid.left() + (i % board_.cols()) * cell, grid.top() + (i / board_.cols()) * cell, cell, cell);
        painter.drawRect(box.adjusted(cell * 0.08, cell * 0.08, -cell * 0.08, -cell * 0.08));
    }
}
