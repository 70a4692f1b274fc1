#include "PuzzleExport.h"
#include "document/OutputFile.h"

#include "document/GridText.h"
#include "types/PuzzleRules.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QMimeData>
#include <QPainter>
#include <QSvgGenerator>

namespace puzzle_export {

namespace {

QString tr(const char* text) { return QCoreApplication::translate("PuzzleExport", text); }

} // namespace

QByteArray puzzleSvg(const PuzzleImageRequest& request, const QString& title)
{
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    // The drawing is made in hundredths of a millimetre, so the grid's coordinates stay whole-ish numbers
    // while the document itself says its size in millimetres.
    constexpr double kUnitsPerMm = 100.0;
    const QSizeF mm = puzzleImageSizeMm(request);
    const QSizeF units = mm * kUnitsPerMm;
    QSvgGenerator generator;
    generator.setOutputDevice(&buffer);
    generator.setSize(units.toSize());
    generator.setViewBox(QRectF(QPointF(0, 0), units));
    generator.setResolution(static_cast<int>(25.4 * kUnitsPerMm));   // units per inch: the size comes out in mm
    generator.setTitle(title);
    generator.setDescription(tr("Made with Puzzlesmith"));
    QPainter painter(&generator);
    paintPuzzleImage(painter, units, request);
    painter.end();
    return bytes;
}

ImageFormat formatForPath(const QString& path)
{
    return path.endsWith(QLatin1String(".svg"), Qt::CaseInsensitive) ? ImageFormat::Svg : ImageFormat::Png;
}

bool writePuzzleImage(const QString& path, const PuzzleImageRequest& request, const QString& title, QString* error)
{
    if (formatForPath(path) == ImageFormat::Png)
        return writePuzzlePng(path, request, error);
    const auto fail = [error](const QString& message) {
        if (error)
            *error = message;
        return false;
    };
    const QByteArray svg = puzzleSvg(request, title);
    if (svg.isEmpty())
        return fail(tr("Cannot write \"%1\": the picture could not be drawn.").arg(path));
    QString reason;
    if (!writeWholeFile(path, svg, &reason))
        return fail(tr("Cannot save \"%1\": %2. The previous file, if any, is unchanged.").arg(path, reason));
    return true;
}

QMimeData* puzzleMimeData(const PuzzleImageRequest& request, const QString& title)
{
    auto* data = new QMimeData;
    // The givens with a comment naming the type and its parameters as `generate --format grid` writes
    // them, so Import restores the exact parameters (a rectangular box shape), which the grid's size alone
    // would not give.
    const ps::PuzzleRules& rules = *request.rules;
    data->setText(QStringLiteral("# %1, type=%2 parameters=%3\n")
                      .arg(title, QString::fromStdString(rules.typeId()), QString::fromStdString(rules.parameters())) +
                  writeGridText(request.givens, QString::fromStdString(rules.typeId()), QString::fromStdString(rules.parameters())));
    data->setImageData(renderPuzzleImage(request));
    data->setData(QStringLiteral("image/svg+xml"), puzzleSvg(request, title));
    return data;
}

} // namespace puzzle_export
