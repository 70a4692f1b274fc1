#pragma once
#include "core/Board.h"

#include <QElapsedTimer>
#include <QTimer>
#include <QWidget>
#include <memory>
#include <vector>

class PlaySession;

namespace ps {
class PuzzleRules;
}

// Paints any puzzle board: thin lines between squares, thick ones between the rules' regions, values as
// text scaled to the square (1-9 then A-P, or numbers). Crisp at any size and device pixel ratio: all
// drawing is vector, nothing is cached as a pixmap. It also animates generation: a removed value fades
// out, a rejected square flashes amber.
class GridView : public QWidget {
    Q_OBJECT
public:
    explicit GridView(QWidget* parent = nullptr);

    // The rules stay owned by the caller and must outlive the view's use of them.
    void setPuzzle(std::shared_ptr<const ps::PuzzleRules> rules, const ps::Board& board);
    const ps::Board& board() const { return board_; }
    void setFadeMilliseconds(int milliseconds) { fadeMs_ = milliseconds; }
    void setNumbersAboveNine(bool numbers);   // "10".."25" instead of A..P

    // Play: the session takes the keyboard and mouse input (null: the grid only shows).
    void setSession(PlaySession* session);
    void setPencilMode(bool on) { pencilMode_ = on; }
    bool pencilMode() const { return pencilMode_; }
    int selectedCell() const { return selected_; }
    void selectCell(int cell);
    void showHint(const std::vector<int>& pattern) { hintCells_ = pattern; update(); }
    void showMistakes(const std::vector<int>& cells) { mistakeCells_ = cells; update(); }
    // Types a value (or a pencil mark) into the selected square, as a key press would.
    void typeValue(int value);

    // Generation animation.
    void removeValues(const std::vector<int>& cells);   // fades the values out
    void flashRejected(const std::vector<int>& cells);  // amber border, value stays

    QSize sizeHint() const override { return {560, 560}; }
    QSize minimumSizeHint() const override { return {200, 200}; }

protected:
    void paintEvent(QPaintEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;

private:
    QRectF gridRect() const;

    std::shared_ptr<const ps::PuzzleRules> rules_;
    ps::Board board_;
    std::vector<ps::CellValue> fading_;        // value being faded out per square (0: none)
    std::vector<qint64> fadeStart_;
    std::vector<qint64> flashStart_;
    QElapsedTimer clock_;
    QTimer animation_;
    int fadeMs_ = 150;
    PlaySession* session_ = nullptr;
    int selected_ = -1;
    bool pencilMode_ = false;
    std::vector<int> hintCells_;
    std::vector<int> mistakeCells_;
    bool numbersAboveNine_ = false;
};
