#pragma once
#include "core/Board.h"
#include "core/ValueSet.h"

#include <QColor>
#include <QPainterPath>
#include <QRectF>
#include <functional>

class QPainter;

namespace ps {
class Presentation;
class PuzzleRules;
}

// The one routine that draws a puzzle of any type: on screen (GridView), in the print preview, on the
// printer and in PDFs. Thin lines between squares, thick ones where the rules say (between boxes,
// between regions, around cages), values centred and shrunk to fit when they have several
// digits; pure vector drawing, so it is sharp at any resolution.
struct PuzzlePaintStyle {
    QColor background = Qt::white;
    QColor givenColor = QColor(0x20, 0x20, 0x20);
    QColor answerColor = QColor(0x70, 0x70, 0x70);   // answer keys: solved values lighter than givens
    QColor thinLineColor = QColor(0x80, 0x80, 0x80);
    QColor thickLineColor = QColor(0x20, 0x20, 0x20);
    QColor pencilMarkColor = QColor(0x70, 0x70, 0x70);
    bool numbersAboveNine = false;                   // 10..25 instead of A..P (Presentation::valuesAlwaysNumbers: always)
    // Optional per-square opacity of the value (animation); empty = fully opaque.
    std::function<double(int cell)> valueOpacity;
    // Play: the player's values (drawn in entryColor), pencil marks (small, see pencilMarkRect), a square
    // background (selection, highlights) and red values (conflicts).
    const ps::Board* entries = nullptr;
    QColor entryColor = QColor(0x1f, 0x5f, 0xbf);
    QColor conflictColor = QColor(0xc0, 0x20, 0x20);
    std::function<ps::ValueSet(int cell)> pencilMarks;
    std::function<QColor(int cell)> cellBackground;   // invalid colour: none
    std::function<bool(int cell)> inConflict;
};

// The largest rows x cols grid of square cells centred in `area`, leaving `ring` squares' width around it
// for clues outside the grid (GridPresentation::outer).
QRectF puzzleGridRect(const QRectF& area, int rows, int cols, int ring = 0);
// The ring of squares `rules` leave around the grid of `givens` for clues outside it: 1 or 0.
int outerRing(const ps::Presentation& look, const ps::Board& givens);

// Where pencil mark `value` sits inside `square`. Up to 25 values, a fixed place per value in a 2x2 …
// 5x5 mini-grid, as players write them; with more values, the marks of `shown` in order in
// a mini-grid just big enough for them (up to 4x4; an empty rect for a mark that does not fit).
QRectF pencilMarkRect(const QRectF& square, int value, int maxValue, const ps::ValueSet& shown);

// Whether squares of `givens` show corner labels (the rules' GridPresentation labels any square: cage clues).
bool hasCornerLabels(const ps::Presentation& look, const ps::Board& givens);
// Where the inequality signs between squares of `givens` sit in `grid` (the grid itself, as puzzleGridRect
// gives it), with a small gap around each: what is drawn over squares afterwards (hint frames, mistakes,
// flashes) leaves this free, so that the signs stay readable. Empty for a type without signs.
QPainterPath edgeSignArea(const ps::Presentation& rules, const ps::Board& givens, const QRectF& grid);

// Whether `givens` show signs between squares (the rules' GridPresentation has any).
bool hasEdgeSigns(const ps::Presentation& look, const ps::Board& givens);
// Where a square's pencil marks go: the whole square, or, below a corner label, a centred square area;
// with signs between squares, inset so that the marks next to an edge stay clear of its sign.
QRectF markArea(const QRectF& square, bool cornerLabels, bool edgeSigns = false);

// Draws the grid in `area` (cells stay square: the grid is centred in it, inside the ring of outer clues
// when the type shows any). `answers` (may be null)
// fills the empty squares in answerColor.
void paintPuzzle(QPainter& painter, const QRectF& area, const ps::PuzzleRules& rules, const ps::Board& givens,
                 const ps::Board* answers, const PuzzlePaintStyle& style = {});
