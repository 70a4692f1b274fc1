#pragma once
#include "core/Board.h"

#include <QColor>
#include <QRectF>
#include <cstdint>
#include <functional>

class QPainter;

namespace ps {
class PuzzleRules;
}

// The one routine that draws a puzzle: on screen (GridView), in the print preview, on the printer and
// in PDFs. Thin lines between squares, thick ones between the rules' regions, values centred; pure
// vector drawing, so it is sharp at any resolution.
struct PuzzlePaintStyle {
    QColor background = Qt::white;
    QColor givenColor = QColor(0x20, 0x20, 0x20);
    QColor answerColor = QColor(0x70, 0x70, 0x70);   // answer keys: solved values lighter than givens
    bool numbersAboveNine = false;                   // 10..25 instead of A..P
    // Optional per-square opacity of the value (animation); empty = fully opaque.
    std::function<double(int cell)> valueOpacity;
    // Play: the player's values (drawn in entryColor), pencil marks (bit v-1 = v, small, in a fixed
    // mini-grid place per value), a square background (selection, highlights) and red values (conflicts).
    const ps::Board* entries = nullptr;
    QColor entryColor = QColor(0x1f, 0x5f, 0xbf);
    QColor conflictColor = QColor(0xc0, 0x20, 0x20);
    std::function<std::uint32_t(int cell)> pencilMarks;
    std::function<QColor(int cell)> cellBackground;   // invalid colour: none
    std::function<bool(int cell)> inConflict;
};

// Where pencil mark `value` sits inside `square`: a fixed place in a 2x2 … 5x5 mini-grid.
QRectF pencilMarkRect(const QRectF& square, int value, int maxValue);

// Draws the grid in `area` (a square). `answers` (may be null) fills the empty squares in answerColor.
void paintPuzzle(QPainter& painter, const QRectF& area, const ps::PuzzleRules& rules, const ps::Board& givens,
                 const ps::Board* answers, const PuzzlePaintStyle& style = {});
