#pragma once
#include "core/Board.h"

#include <QImage>
#include <QSizeF>

class QPainter;

namespace ps {
class PuzzleRules;
}

// A puzzle as a picture of its own, for pasting into documents (File > Export Image, Edit > Copy; the
// command line could write one too): the grid PuzzlePainter draws, on white, with a small white border
// so the thick outer line is not cut off. Sizes are in millimetres so that a raster image and an SVG of
// the same puzzle have the same proportions and print at the same size.
struct PuzzleImageRequest {
    const ps::PuzzleRules* rules = nullptr;
    ps::Board givens;
    ps::Board solution;          // with `answers`: fills the empty squares (lighter than the givens)
    bool answers = false;
    bool numbersAboveNine = false;
};

namespace puzzle_image {
// A square prints 8 mm wide: large enough to write in, and a 25x25 still fits an A4 page's width.
constexpr double kCellMm = 8.0;
// Raster images are made at 300 dots per inch, so they stay crisp when printed at their size.
constexpr double kDotsPerInch = 300.0;
} // namespace puzzle_image

// The whole picture in millimetres: the grid, the ring of clues outside it where the type shows one, and
// the border on every side.
QSizeF puzzleImageSizeMm(const PuzzleImageRequest& request);
// Paints the picture (white background, border, grid) into `size` (any unit) at the painter's origin;
// the grid keeps square cells and is centred.
void paintPuzzleImage(QPainter& painter, const QSizeF& size, const PuzzleImageRequest& request);
// The picture at puzzle_image::kDotsPerInch, antialiased, on white; with that resolution recorded in the
// image, so a word processor pastes it at its printed size.
QImage renderPuzzleImage(const PuzzleImageRequest& request);
// Writes the picture as PNG through OutputFile: an existing regular file stays whole if anything fails.
bool writePuzzlePng(const QString& path, const PuzzleImageRequest& request, QString* error);
