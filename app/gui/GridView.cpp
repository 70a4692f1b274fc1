#include "GridView.h"

#include "core/ValueSymbols.h"
#include "document/PuzzlePainter.h"
#include "types/PuzzleRules.h"

#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>
#include <algorithm>
#include <cmath>
#include <numbers>

namespace {

constexpr int kFlashMs = 250;
constexpr int kCelebrateMs = 1400;
const QColor kFlashColor(0xf0, 0xa0, 0x20);
// Okabe–Ito colours: distinguishable with every common colour-vision deficiency (the conflict colour,
// vermillion by default, is the player's choice among them: GridColours::conflict).
const QColor kSkyBlue(0x56, 0xb4, 0xe9);
const QColor kBlue(0x00, 0x72, 0xb2);
const QColor kBluishGreen(0x00, 0x9e, 0x73);

bool contains(const std::vector<int>& list, int cell) { return std::find(list.begin(), list.end(), cell) != list.end(); }

QColor withAlpha(QColor color, double alpha)
{
    color.setAlphaF(static_cast<float>(alpha));
    return color;
}

} // namespace

GridView::GridView(QWidget* parent) : QWidget(parent)
{
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    setAttribute(Qt::WA_OpaquePaintEvent, false);
    clock_.start();
    pendingExpiry_.setSingleShot(true);
    pendingExpiry_.setTimerType(Qt::PreciseTimer);
    connect(&pendingExpiry_, &QTimer::timeout, this, [this] {
        const qint64 left = pending_.at + kMultiDigitMs + 1 - typingNow();
        if (pending_.cell >= 0 && left > 0)
            pendingExpiry_.start(static_cast<int>(left));   // (a timer may fire a little early)
        else
            emit digitJoiningChanged();
    });
    animation_.setInterval(16);
    connect(&animation_, &QTimer::timeout, this, [this] {
        const qint64 now = clock_.elapsed();
        bool busy = celebrateStart_ >= 0 && now - celebrateStart_ < kCelebrateMs;
        for (std::size_t i = 0; i < fading_.size(); ++i) {
            if (fading_[i] && now - fadeStart_[i] >= fadeMs_)
                fading_[i] = 0;
            busy |= fading_[i] != 0 || (flashStart_[i] >= 0 && now - flashStart_[i] < kFlashMs);
        }
        if (!busy) {
            animation_.stop();
            celebrateStart_ = -1;
        }
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
    celebrateStart_ = -1;
    if (selected_ >= board_.cellCount())
        selected_ = -1;
    update();
}

void GridView::setSession(PlaySession* session)
{
    if (session_) {
        disconnect(session_, nullptr, this, nullptr);
        disconnect(&session_->undoStack(), nullptr, this, nullptr);
    }
    session_ = session;
    hint_.reset();
    mistakeCells_.clear();
    ambiguousCells_.clear();
    setPending({});
    if (session_) {
        // Any change to the game makes an earlier hint, check or analysis highlight stale.
        connect(session_, &PlaySession::changed, this, [this] {
            mistakeCells_ = checkAsYouType_ ? session_->mistakes() : std::vector<int>();
            ambiguousCells_.clear();
            hint_.reset();
            update();
        });
        connect(session_, &PlaySession::pausedChanged, this, qOverload<>(&GridView::update));
        // An undo ends the number (the stack's index has moved by then; the session's changed() comes before).
        connect(&session_->undoStack(), &QUndoStack::indexChanged, this, &GridView::digitJoiningChanged);
        connect(session_, &QObject::destroyed, this, [this] { session_ = nullptr; });
        setFocusPolicy(Qt::StrongFocus);
        if (selected_ < 0 || selected_ >= board_.cellCount())
            selected_ = 0;
    }
    update();
}

void GridView::setColours(const GridColours& colours)
{
    colours_ = colours;
    update();
}

void GridView::setHighlightSameValues(bool on)
{
    highlightSameValues_ = on;
    update();
}

void GridView::setCheckAsYouType(bool on)
{
    checkAsYouType_ = on;
    if (session_)
        mistakeCells_ = on ? session_->mistakes() : std::vector<int>();
    update();
}

void GridView::selectCell(int cell)
{
    if (cell >= 0 && cell < board_.cellCount()) {
        selected_ = cell;
        update();
        emit digitJoiningChanged();   // the digit typed belongs to the square it was typed in
    }
}

void GridView::setPending(const PendingDigit& pending)
{
    pending_ = pending;
    if (pending_.cell >= 0)
        pendingExpiry_.start(kMultiDigitMs + 1);   // then a next digit no longer joins it
    else
        pendingExpiry_.stop();
    emit digitJoiningChanged();
}

bool GridView::zeroJoinsTypedDigit() const
{
    if (!session_ || pending_.cell < 0 || pending_.cell != selected_ || session_->undoStack().index() != pending_.undoIndex)
        return false;
    return typingNow() - pending_.at <= kMultiDigitMs && pending_.digit * 10 <= session_->rules().maxValue();
}

void GridView::showHint(const PlaySession::Hint& hint)
{
    hint_ = hint;
    update();
}

void GridView::clearHint()
{
    hint_.reset();
    update();
}

void GridView::typeValue(int value)
{
    if (!session_ || selected_ < 0 || session_->isPaused())
        return;
    if (pencilMode_ && value > 0)
        session_->toggleMark(selected_, value);
    else
        session_->enter(selected_, value);
}

void GridView::typeDigit(int digit)
{
    const qint64 now = typingNow();
    QUndoStack& undo = session_->undoStack();
    const bool continues = pending_.cell == selected_ && now - pending_.at <= kMultiDigitMs && undo.index() == pending_.undoIndex;
    const int combined = pending_.digit * 10 + digit;
    const PendingDigit pending = pending_;
    setPending({});
    if (continues && combined <= session_->rules().maxValue()) {
        // The first digit went in on its own (a 1 is a value too); the second replaces it with the number.
        if (pending.madeStep && undo.canUndo())
            undo.undo();
        const int before = undo.index();
        typeValue(combined);
        // A third digit may follow where values go that high (a region of 120 squares).
        if (combined * 10 <= session_->rules().maxValue())
            setPending({selected_, combined, now, undo.index(), undo.index() != before});
        return;
    }
    if (digit == 0) {
        typeValue(0);
        return;
    }
    // Remembered even when the digit changed nothing (the square held it already): "1","2" is still 12.
    const int before = undo.index();
    typeValue(digit);
    setPending({selected_, digit, now, undo.index(), undo.index() != before});
}

void GridView::mousePressEvent(QMouseEvent* event)
{
    const QRectF grid = gridRect();
    if (board_.isEmpty() || !grid.contains(event->position()))
        return;
    if (session_ && session_->isPaused()) {
        session_->setPaused(false);   // a click on the hidden grid resumes
        return;
    }
    const qreal cell = grid.width() / board_.cols();
    const int col = std::clamp(static_cast<int>((event->position().x() - grid.left()) / cell), 0, board_.cols() - 1);
    const int row = std::clamp(static_cast<int>((event->position().y() - grid.top()) / cell), 0, board_.rows() - 1);
    selectCell(row * board_.cols() + col);
    setFocus();
}

void GridView::keyPressEvent(QKeyEvent* event)
{
    if (!session_ || board_.isEmpty() || session_->isPaused())
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
    case Qt::Key_Period:
        setPending({});
        typeValue(0);
        return;
    default: {
        const QString text = event->text();
        const char key = text.size() == 1 && text.at(0).unicode() < 128 ? static_cast<char>(text.at(0).unicode()) : 0;
        const int maxValue = session_->rules().maxValue();
        // Letters stop at P = 25, and some types' values take part in arithmetic: such types always take numbers.
        const bool numbers = numbersAboveNine_ || session_->rules().valuesAlwaysNumbers();
        if (key >= '0' && key <= '9' && numbers && maxValue > 9) {
            typeDigit(key - '0');
            return;
        }
        const int value = key ? ps::symbolToValue(key) : -1;
        if (value >= 0 && value <= maxValue && !(numbers && value > 9)) {
            setPending({});
            typeValue(value);
            return;
        }
        return QWidget::keyPressEvent(event);
    }
    }
    setPending({});
    selectCell(row * cols + col);
}

void GridView::setNumbersAboveNine(bool numbers)
{
    numbersAboveNine_ = numbers;
    setPending({});
    update();
}

void GridView::celebrate()
{
    celebrateStart_ = clock_.elapsed();
    startAnimation();
}

void GridView::startAnimation()
{
    if (!animation_.isActive())
        animation_.start();
    update();
}

void GridView::removeValues(const std::vector<int>& cells, const ps::Board& after)
{
    if (after.rows() == board_.rows() && after.cols() == board_.cols())
        board_.copyCagesFrom(after);
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
        startAnimation();
    update();
}

void GridView::flashRejected(const std::vector<int>& cells)
{
    if (fadeMs_ <= 0)
        return;
    for (int cell : cells)
        if (cell >= 0 && cell < board_.cellCount())
            flashStart_[static_cast<std::size_t>(cell)] = clock_.elapsed();
    startAnimation();
}

QRectF GridView::gridRect() const
{
    if (board_.isEmpty())
        return QRectF(rect()).adjusted(8, 8, -8, -8);
    const int ring = rules_ && rules_->fits(board_) ? outerRing(*rules_, board_) : 0;   // clues outside the grid
    return puzzleGridRect(QRectF(rect()).adjusted(8, 8, -8, -8), board_.rows(), board_.cols(), ring);
}

QRectF GridView::squareRect(const QRectF& grid, int cell) const
{
    const qreal side = grid.width() / board_.cols();
    return {grid.left() + (cell % board_.cols()) * side, grid.top() + (cell / board_.cols()) * side, side, side};
}

void GridView::paintPaused(QPainter& painter, const QRectF& grid)
{
    painter.fillRect(grid, palette().base());
    painter.setPen(QPen(palette().color(QPalette::Mid), 2));
    painter.drawRect(grid);
    QFont font = painter.font();
    font.setPixelSize(std::max(14, static_cast<int>(grid.height() / 18)));
    painter.setFont(font);
    painter.setPen(palette().color(QPalette::WindowText));
    painter.drawText(grid, Qt::AlignCenter | Qt::TextWordWrap, tr("Paused\n\nClick the grid or press Resume to go on."));
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
    if (session_ && session_->isPaused()) {
        paintPaused(painter, grid);   // the clock is stopped, so the grid is hidden
        return;
    }
    // The values and lines come from the shared painter; the view adds highlights and animations.
    const qint64 now = clock_.elapsed();
    ps::Board shown = board_;
    for (int i = 0; i < shown.cellCount(); ++i)
        if (shown.at(i) == 0 && fading_[static_cast<std::size_t>(i)])
            shown.set(i, fading_[static_cast<std::size_t>(i)]);
    PuzzlePaintStyle style;
    style.numbersAboveNine = numbersAboveNine_;
    style.background = colours_.background;
    style.givenColor = colours_.given;
    style.entryColor = colours_.entry;
    style.pencilMarkColor = colours_.pencilMark;
    style.thinLineColor = colours_.thinLine;
    style.thickLineColor = colours_.thickLine;
    style.conflictColor = colours_.conflict;
    style.valueOpacity = [&](int i) {
        const std::size_t k = static_cast<std::size_t>(i);
        if (board_.at(i) != 0 || !fading_[k])
            return 1.0;
        return 1.0 - static_cast<double>(now - fadeStart_[k]) / std::max(1, fadeMs_);
    };
    std::vector<char> conflict;
    // The unit of the selected square is tinted: its row, column and outlined region (a box, a region,
    // a cage).
    const ps::GridPresentation look = session_ ? rules_->presentation(session_->givens()) : ps::GridPresentation();
    if (session_) {
        conflict.assign(static_cast<std::size_t>(board_.cellCount()), 0);
        for (int c : session_->conflicts())
            conflict[static_cast<std::size_t>(c)] = 1;
        style.entries = &session_->entries();
        style.pencilMarks = [this](int i) { return shownMarks(i); };
        style.inConflict = [&](int i) { return conflict[static_cast<std::size_t>(i)] != 0; };
        const int selectedValue = selected_ >= 0 ? session_->valueAt(selected_) : 0;
        style.cellBackground = [&, selectedValue](int i) -> QColor {
            if (i == selected_)
                return colours_.selection;
            if (contains(mistakeCells_, i) || (hint_ && hint_->kind != PlaySession::Hint::Kind::Step && contains(hint_->cells, i)))
                return withAlpha(colours_.conflict, 0.18);
            if (contains(ambiguousCells_, i))
                return withAlpha(kSkyBlue, 0.30);
            if (hint_ && hint_->kind == PlaySession::Hint::Kind::Step && contains(hint_->cells, i))
                return withAlpha(kBluishGreen, 0.20);
            if (highlightSameValues_ && selectedValue && session_->valueAt(i) == selectedValue)
                return colours_.sameValue;
            if (selected_ >= 0) {
                const int cols = board_.cols();
                const int region = look.region[static_cast<std::size_t>(i)];
                if (i / cols == selected_ / cols || i % cols == selected_ % cols || (region >= 0 && region == look.region[static_cast<std::size_t>(selected_)]))
                    return colours_.sameUnit;
            }
            return {};
        };
    }
    const ps::Board& drawn = session_ ? session_->givens() : shown;
    paintPuzzle(painter, QRectF(rect()).adjusted(8, 8, -8, -8), *rules_, drawn, nullptr, style);
    // What is drawn over the squares from here on (hint and conflict frames, hatching, flashes) leaves the
    // signs between squares free: a frame inside a square would otherwise cross the sign on its edge.
    if (const QPainterPath signs = edgeSignArea(*rules_, drawn, grid); !signs.isEmpty()) {
        QPainterPath everywhere;
        everywhere.addRect(QRectF(rect()));
        painter.setClipPath(everywhere.subtracted(signs));
    }
    if (session_)
        paintPlayOverlays(painter, grid);
    for (int i = 0; i < board_.cellCount(); ++i) {
        const std::size_t k = static_cast<std::size_t>(i);
        if (flashStart_[k] < 0 || now - flashStart_[k] >= kFlashMs)
            continue;
        QColor flash = kFlashColor;
        flash.setAlphaF(static_cast<float>(1.0 - static_cast<double>(now - flashStart_[k]) / kFlashMs));
        const QRectF box = squareRect(grid, i);
        painter.setPen(QPen(flash, std::max(2.0, box.width() * 0.08)));
        painter.drawRect(box.adjusted(box.width() * 0.08, box.width() * 0.08, -box.width() * 0.08, -box.width() * 0.08));
    }
    if (celebrateStart_ >= 0) {
        // A wave of green from the top-left corner to the bottom-right one.
        const double span = std::max(1, board_.rows() + board_.cols() - 2);
        for (int i = 0; i < board_.cellCount(); ++i) {
            const double delay = (i / board_.cols() + i % board_.cols()) / span * (kCelebrateMs - 500);
            const double t = (static_cast<double>(now - celebrateStart_) - delay) / 500.0;
            if (t > 0 && t < 1)
                painter.fillRect(squareRect(grid, i), withAlpha(kBluishGreen, 0.45 * std::sin(t * std::numbers::pi)));
        }
    }
}

// Shapes that carry the meaning of the colours: hatching, dashed and solid frames, dots.
void GridView::paintPlayOverlays(QPainter& painter, const QRectF& grid)
{
    const qreal side = grid.width() / board_.cols();
    // Frames hug the square's border (over the grid line), clear of the pencil marks near its edges.
    const qreal pen = std::max(1.5, side * 0.05);
    const qreal inset = pen / 2;
    painter.save();
    const auto hatch = [&](int cell, const QColor& color, Qt::BrushStyle pattern) {
        QBrush brush(withAlpha(color, 0.55), pattern);
        painter.fillRect(squareRect(grid, cell), brush);
    };
    for (int cell : mistakeCells_)
        hatch(cell, colours_.conflict, Qt::BDiagPattern);
    if (hint_ && hint_->kind != PlaySession::Hint::Kind::Step)
        for (int cell : hint_->cells)
            hatch(cell, colours_.conflict, Qt::BDiagPattern);
    for (int cell : ambiguousCells_)
        hatch(cell, kBlue, Qt::Dense6Pattern);
    painter.setBrush(Qt::NoBrush);
    painter.setPen(QPen(colours_.conflict, pen, Qt::DashLine));
    for (int cell : session_->conflicts())
        painter.drawRect(squareRect(grid, cell).adjusted(inset, inset, -inset, -inset));
    if (hint_ && hint_->kind == PlaySession::Hint::Kind::Step) {
        painter.setPen(QPen(kBluishGreen, pen));
        for (int cell : hint_->cells)
            painter.drawRect(squareRect(grid, cell).adjusted(inset, inset, -inset, -inset));
        paintHintMarks(painter, grid);
    }
    painter.restore();
}

ps::ValueSet GridView::shownMarks(int cell) const
{
    const PlaySession::Marks& own = session_->marks(cell);
    if (!hint_ || !hint_->step)
        return own;
    const ps::LogicStep& step = *hint_->step;
    ps::ValueSet marks = own;
    // Where the player has marked nothing, a square the hint involves shows the candidates it was found in.
    const bool involved = contains(step.pattern, cell) ||
                          std::any_of(step.eliminations.begin(), step.eliminations.end(), [cell](const auto& e) { return e.cell == cell; }) ||
                          std::any_of(step.placements.begin(), step.placements.end(), [cell](const auto& p) { return p.cell == cell; });
    if (own.isEmpty() && involved && static_cast<std::size_t>(cell) < hint_->candidates.size())
        marks = hint_->candidates[static_cast<std::size_t>(cell)];
    // Every value the hint strikes or places in the square is shown, so it can be seen struck through or
    // ringed (types whose step solver keeps no candidate grid, where regions grow, give none above).
    for (const ps::CellValuePair& e : step.eliminations)
        if (e.cell == cell)
            marks.insert(e.value);
    for (const ps::CellValuePair& p : step.placements)
        if (p.cell == cell)
            marks.insert(p.value);
    return marks;
}

// A hint's eliminations struck through in vermillion, its placements ringed in green.
void GridView::paintHintMarks(QPainter& painter, const QRectF& grid)
{
    const ps::LogicStep& step = *hint_->step;
    const int maxValue = rules_->maxValue();
    const qreal side = grid.width() / board_.cols();
    const bool corner = hasCornerLabels(*rules_, board_);
    const bool signs = hasEdgeSigns(*rules_, board_);
    const auto markSquare = [&](int cell) { return markArea(squareRect(grid, cell), corner, signs); };
    painter.setBrush(Qt::NoBrush);
    // The strike is sized from the pencil mark, not the square, and slightly see-through: the player
    // must still read which candidate it strikes (a square-sized line covered the small digit).
    QColor strike = colours_.conflict;
    strike.setAlpha(210);
    for (const ps::CellValuePair& e : step.eliminations) {
        const QRectF mark = pencilMarkRect(markSquare(e.cell), e.value, maxValue, shownMarks(e.cell));
        painter.setPen(QPen(strike, std::clamp(mark.height() * 0.11, 1.0, 2.5), Qt::SolidLine, Qt::RoundCap));
        painter.drawLine(mark.bottomLeft() + QPointF(mark.width() * 0.15, -mark.height() * 0.15),
                         mark.topRight() + QPointF(-mark.width() * 0.15, mark.height() * 0.15));
    }
    painter.setPen(QPen(kBluishGreen, std::max(1.5, side * 0.05)));
    for (const ps::CellValuePair& p : step.placements)
        painter.drawEllipse(pencilMarkRect(markSquare(p.cell), p.value, maxValue, shownMarks(p.cell)).adjusted(1, 1, -1, -1));
}
