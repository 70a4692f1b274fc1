#pragma once
#include "PlaySession.h"
#include "StudioPalette.h"
#include "core/Board.h"

#include <QElapsedTimer>
#include <QTimer>
#include <QWidget>
#include <functional>
#include <memory>
#include <optional>
#include <vector>

namespace ps {
class PuzzleRules;
}

// Paints any puzzle board: thin lines between squares, thick ones between the rules' regions, values as
// text scaled to the square (1-9 then A-P, or numbers). Crisp at any size and device pixel ratio: all
// drawing is vector, nothing is cached as a pixmap. It also animates generation (a removed value fades
// out, a rejected square flashes amber) and a solved game (a wave over the grid).
//
// Highlights are told apart by colour and by shape, so that no one needs to tell red from green:
// wrong values are hatched, clashing values get a dashed frame, "several solutions" squares are dotted,
// a hint's pattern has a solid frame; colours come from the Okabe–Ito colour-blind-safe palette.
class GridView : public QWidget {
    Q_OBJECT
public:
    explicit GridView(QWidget* parent = nullptr);

    void setPuzzle(std::shared_ptr<const ps::PuzzleRules> rules, const ps::Board& board);
    const ps::Board& board() const { return board_; }
    void setFadeMilliseconds(int milliseconds) { fadeMs_ = milliseconds; }
    void setNumbersAboveNine(bool numbers);   // "10".."25" instead of A..P (typed as numbers too)
    bool numbersAboveNine() const { return numbersAboveNine_; }
    // Screen colours (light or dark, and the conflict colour); Preferences set them.
    void setColours(const GridColours& colours);
    const GridColours& colours() const { return colours_; }
    void setHighlightSameValues(bool on);
    // Wrong values hatched after every move instead of only when the player asks for a check.
    void setCheckAsYouType(bool on);
    bool checksAsYouType() const { return checkAsYouType_; }

    // Play: the session takes the keyboard and mouse input (null: the grid only shows).
    void setSession(PlaySession* session);
    void setPencilMode(bool on) { pencilMode_ = on; }
    bool pencilMode() const { return pencilMode_; }
    int selectedCell() const { return selected_; }
    void selectCell(int cell);
    // A hint's squares, candidates struck and values to place; cleared by any change to the game.
    void showHint(const PlaySession::Hint& hint);
    void clearHint();
    const std::optional<PlaySession::Hint>& shownHint() const { return hint_; }
    // The pencil marks a square shows: the player's own, and while a hint is up, what it is about.
    ps::ValueSet shownMarks(int cell) const;
    void showMistakes(const std::vector<int>& cells) { mistakeCells_ = cells; update(); }
    const std::vector<int>& shownMistakes() const { return mistakeCells_; }
    void showAmbiguous(const std::vector<int>& cells) { ambiguousCells_ = cells; update(); }
    // Types a value (or a pencil mark) into the selected square, as a key press would.
    void typeValue(int value);
    // Types one digit as the keyboard does: digits typed quickly after one another make one number.
    void typeDigit(int digit);
    // Digits typed within this time after one another make one value ("1" then "2": 12) when values
    // above 9 are shown as numbers.
    static constexpr int kMultiDigitMs = 900;
    // Where typeDigit reads the time (milliseconds, any monotonic scale; by default the view's own clock):
    // tests pass a clock they move themselves instead of waiting out kMultiDigitMs.
    void setTypingTimeSource(std::function<qint64()> msNow) { typingNow_ = std::move(msNow); }
    // Would a 0 typed now join the digit just typed in the selected square (1 then 0: 10)? Alone, a 0
    // erases. digitJoiningChanged() says when the answer may have changed.
    bool zeroJoinsTypedDigit() const;
    // The solved-game wave.
    void celebrate();

    // Generation animation.
    // Fades the values of `cells` out; the grid takes the cages of `after` (the puzzle once they are
    // emptied: a type with cages may merge them as their squares empty).
    void removeValues(const std::vector<int>& cells, const ps::Board& after);
    void flashRejected(const std::vector<int>& cells);  // amber border, value stays

    QSize sizeHint() const override { return {560, 560}; }
    // Small enough for the whole window to fit 1280x720 at 200% (640x360 logical pixels) with a two-row keypad.
    QSize minimumSizeHint() const override { return {160, 160}; }

signals:
    void digitJoiningChanged();   // zeroJoinsTypedDigit() may have changed

protected:
    void paintEvent(QPaintEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;

private:
    QRectF gridRect() const;
    QRectF squareRect(const QRectF& grid, int cell) const;
    void paintPlayOverlays(QPainter& painter, const QRectF& grid);
    void paintHintMarks(QPainter& painter, const QRectF& grid);

    void paintPaused(QPainter& painter, const QRectF& grid);
    struct PendingDigit;
    void setPending(const PendingDigit& pending);
    void startAnimation();

    std::shared_ptr<const ps::PuzzleRules> rules_;
    ps::Board board_;
    std::vector<ps::CellValue> fading_;        // value being faded out per square (0: none)
    std::vector<qint64> fadeStart_;
    std::vector<qint64> flashStart_;
    qint64 celebrateStart_ = -1;
    QElapsedTimer clock_;
    QTimer animation_;
    int fadeMs_ = 150;
    PlaySession* session_ = nullptr;
    int selected_ = -1;
    bool pencilMode_ = false;
    std::optional<PlaySession::Hint> hint_;
    std::vector<int> mistakeCells_;
    std::vector<int> ambiguousCells_;
    bool numbersAboveNine_ = false;
    GridColours colours_ = GridColours::light(StudioPreferences::defaultConflictColour());
    bool highlightSameValues_ = true;
    bool checkAsYouType_ = false;
    std::function<qint64()> typingNow_;   // empty: clock_
    qint64 typingNow() const { return typingNow_ ? typingNow_() : clock_.elapsed(); }
    // The first digit of a value being typed as a number: where, what, when, and the undo index after it.
    struct PendingDigit {
        int cell = -1;
        int digit = 0;
        qint64 at = 0;
        int undoIndex = -1;
        bool madeStep = false;   // did the first digit change the square (one undo step to take back)?
    } pending_;
    QTimer pendingExpiry_;   // fires when the pending digit can no longer be joined
};
