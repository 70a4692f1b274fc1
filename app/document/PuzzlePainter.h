#pragma once
#include "core/Board.h"

#include <QColor>
#include <QRectF>
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
};

// Draws the grid in `area` (a square). `answers` (may be null) fills the empty squares in answerColor.
void paintPuzzle(QPainter& painter, const QRectF& area, const ps::PuzzleRules& rules, const ps::Board& givens,
                 const ps::Board* answers, const PuzzlePaintStyle& style = {});
