#include "PuzzleImage.h"
#include "OutputFile.h"

#include "PuzzlePainter.h"
#include "types/PuzzleRules.h"

#include <QCoreApplication>
#include <QPainter>
#include <QBuffer>
#include <cmath>

namespace {

// The border around the grid, in squares: the outer line is drawn centred on the grid's edge (half of
// it outside) and a little white keeps a pasted picture from touching the text around it.
constexpr double kBorderCells = 0.25;

constexpr double kMmPerInch = 25.4;

} // namespace

QSizeF puzzleImageSizeMm(const PuzzleImageRequest& request)
{
    const double border = 2 * kBorderCells * puzzle_image::kCellMm;
    // A ring of clues outside the grid takes a square's width on every side: the squares stay 8 mm.
    const int ring = request.rules && request.rules->fits(request.givens) ? 2 * outerRing(*request.rules, request.givens) : 0;
    return {(request.givens.cols() + ring) * puzzle_image::kCellMm + border, (request.givens.rows() + ring) * puzzle_image::kCellMm + border};
}

void paintPuzzleImage(QPainter& painter, const QSizeF& size, const PuzzleImageRequest& request)
{
    painter.save();
    painter.fillRect(QRectF(QPointF(0, 0), size), Qt::white);
    const QSizeF mm = puzzleImageSizeMm(request);
    const double scale = std::min(size.width() / mm.width(), size.height() / mm.height());
    const double border = kBorderCells * puzzle_image::kCellMm * scale;
    const QRectF area(border, border, size.width() - 2 * border, size.height() - 2 * border);
    PuzzlePaintStyle style;
    style.numbersAboveNine = request.numbersAboveNine;
    const bool withAnswers = request.answers && request.solution.cellCount() == request.givens.cellCount();
    paintPuzzle(painter, area, *request.rules, request.givens, withAnswers ? &request.solution : nullptr, style);
    painter.restore();
}

QImage renderPuzzleImage(const PuzzleImageRequest& request)
{
    const QSizeF mm = puzzleImageSizeMm(request);
    const double dotsPerMm = puzzle_image::kDotsPerInch / kMmPerInch;
    const QSize pixels(static_cast<int>(std::lround(mm.width() * dotsPerMm)), static_cast<int>(std::lround(mm.height() * dotsPerMm)));
    QImage image(pixels, QImage::Format_RGB32);
    image.fill(Qt::white);
    const int dotsPerMetre = static_cast<int>(std::lround(dotsPerMm * 1000));
    image.setDotsPerMeterX(dotsPerMetre);
    image.setDotsPerMeterY(dotsPerMetre);
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setRenderHint(QPainter::TextAntialiasing);
    paintPuzzleImage(painter, QSizeF(pixels), request);
    painter.end();
    return image;
}

bool writePuzzlePng(const QString& path, const PuzzleImageRequest& request, QString* error)
{
    const auto fail = [error](const QString& message) {
        if (error)
            *error = message;
        return false;
    };
    // Encoded in memory first: Qt's PNG writer leaks its row buffer when libpng fails in the middle of
    // a write (a full disk), and the file then gets the bytes in one piece.
    QByteArray png;
    QBuffer buffer(&png);
    if (!buffer.open(QIODevice::WriteOnly) || !renderPuzzleImage(request).save(&buffer, "PNG"))
        return fail(QCoreApplication::translate("PuzzleImage", "Cannot write \"%1\": the image could not be encoded. The previous file, if any, is unchanged.").arg(path));
    QString reason;
    if (!writeWholeFile(path, png, &reason))
        return fail(QCoreApplication::translate("PuzzleImage", "Cannot save \"%1\": %2. The previous file, if any, is unchanged.").arg(path, reason));
    return true;
}
