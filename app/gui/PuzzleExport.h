#pragma once
#include "document/PuzzleImage.h"

#include <QByteArray>
#include <QString>

class QMimeData;

// The shown puzzle leaving the studio as a picture or as text: SVG (vector, through Qt SVG, which only
// the studio links), PNG (document/PuzzleImage) and the clipboard's mixture of both with grid text.
namespace puzzle_export {

// The picture as an SVG document, in millimetres (a word processor inserts it at its printed size).
QByteArray puzzleSvg(const PuzzleImageRequest& request, const QString& title);

enum class ImageFormat { Png, Svg };
// SVG for a path ending in .svg (any case), else PNG.
ImageFormat formatForPath(const QString& path);

// Writes the picture to `path` in the format its extension names, through OutputFile (atomic for a regular file): nothing is written
// unless all of it is, and an existing file then stays as it was. False with a message on failure.
bool writePuzzleImage(const QString& path, const PuzzleImageRequest& request, const QString& title, QString* error);

// What Edit > Copy puts on the clipboard: the givens as grid text (GridText's format, which File > Import
// reads back) as plain text, the picture as an image, and the SVG as image/svg+xml.
QMimeData* puzzleMimeData(const PuzzleImageRequest& request, const QString& title);

} // namespace puzzle_export
