#include "GridView.h"

#include "PlaySession.h"
#include "document/PuzzlePainter.h"
#include "types/PuzzleRules.h"

#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>
#include <algorithm>
#include "core/ValueSymbols.h"

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

void GridView::setSession(PlaySession* session)
{
    if (session_)
        disconnect(session_, nullptr, this, nullptr);
    session_ = session;
    hintCells_.clear();
    mistakeCells_.clear();
    if (session_) {
        connect(session_, &PlaySession::changed, this, [this] { mistakeCells_.clear(); update(); });
        connect(session_, &QObject::destroyed, this, [this] { session_ = nullptr; });
        setFocusPolicy(Qt::StrongFocus);
        if (selected_ < 0 || selected_ >= board_.cellCount())
            selected_ = 0;
    }
    update();
}

void GridView::selectCell(int cell)
{
    if (cell >= 0 && cell < board_.cellCount()) {
        selected_ = cell;
        update();
    }
}

void GridView::typeValue(int value)
{
    if (!session_ || selected_ < 0)
        return;
    hintCells_.clear();
    if (pencilMode_ && value > 0)
        session_->toggleMark(selected_, value);
    else
        session_->enter(selected_, value);
}

void GridView::mousePressEvent(QMouseEvent* event)
{
    const QRectF grid = gridRect();
    if (board_.isEmpty() || !grid.contains(event->position()))
        return;
    const qreal cell = grid.width() / board_.cols();
    const int col = std::clamp(static_cast<int>((event->position().x() - grid.left()) / cell), 0, board_.cols() - 1);
    const int row = std::clamp(static_cast<int>((event->position().y() - grid.top()) / cell), 0, board_.rows() - 1);
    selectCell(row * board_.cols() + col);
    setFocus();
}

void GridView::keyPressEvent(QKeyEvent* event)
{
    if (!session_ || board_.isEmpty())
        return QWidget::keyPressEvent(event);
    const int cols = board_.cols();
    const int rows = board_.rows();
    int row = std::max(selected_, 0) / cols;
    int col = std::max(selected_, 0) % cols;
    switch (event->key()) {
    case Qt::Key_Left: col = (col + cols - 1) % cols; break;
    case Qt::Key_Right: col = (col + 1) % cols; break;
    case Qt::Key_Up: row = (row + rows - 1) % rows; break;
    case Qt::Key_Down: row = (row + 1) % rows; break;
    case Qt::Key_Backspace:
    case Qt::Key_Delete:
    case Qt::Key_0:
    case Qt::Key_Period:
        typeValue(0);
        return;
    default: {
        const QString text = event->text();
        const int value = text.size() == 1 && text.at(0).unicode() < 128 ? ps::symbolToValue(static_cast<char>(text.at(0).unicode())) : -1;
        if (value > 0 && value <= session_->rules().maxValue()) {
            typeValue(value);
            return;
        }
        return QWidget::keyPressEvent(event);
    }
    }
    selectCell(row * cols + col);
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
    std::vector<char> conflict;
    if (session_) {
        conflict.assign(static_cast<std::size_t>(board_.cellCount()), 0);
        for (int c : session_->conflicts())
            conflict[static_cast<std::size_t>(c)] = 1;
        style.entries = &session_->entries();
        style.pencilMarks = [this](int i) { return session_->marks(i); };
        style.inConflict = [&](int i) { return conflict[static_cast<std::size_t>(i)] != 0; };
        const int selectedValue = selected_ >= 0 ? session_->valueAt(selected_) : 0;
        style.cellBackground = [&, selectedValue](int i) -> QColor {
            const auto contains = [i](const std::vector<int>& list) { return std::find(list.begin(), list.end(), i) != list.end(); };
            if (i == selected_)
                return QColor(0xff, 0xef, 0x9a);              // the selection: pale yellow
            if (contains(mistakeCells_) || conflict[static_cast<std::size_t>(i)])
                return QColor(0xff, 0xdd, 0xdd);              // light red
            if (contains(hintCells_))
                return QColor(0xd6, 0xf0, 0xd6);              // the hint's pattern: pale green
            if (selectedValue && session_->valueAt(i) == selectedValue)
                return QColor(0xdc, 0xe8, 0xfb);              // same value elsewhere
            if (selected_ >= 0) {
                const int cols = board_.cols();
                if (i / cols == selected_ / cols || i % cols == selected_ % cols || rules_->regionOf(i) == rules_->regionOf(selected_))
                    return QColor(0xff, 0xfa, 0xe3);          // its row, column and region: paler
            }
            return {};
        };
    }
    paintPuzzle(painter, grid, *rules_, session_ ? session_->givens() : shown, nullptr, style);
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
