// StudioFiles: the shown puzzle as a picture — File > Export Image (PNG or SVG, with or without its
// answer) and Edit > Copy (grid text, image and SVG on the clipboard).
#include "StudioFiles.h"
#include "StudioDocument.h"
#include "document/EngineMessages.h"

#include "GridView.h"
#include "PuzzleExport.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QFileDialog>
#include <QFileInfo>
#include <QMessageBox>
#include <QMimeData>
#include <QSettings>

std::optional<PuzzleImageRequest> StudioFiles::shownImage(bool answers) const
{
    if (!document_.hasPuzzle())
        return std::nullopt;
    PuzzleImageRequest request;
    request.rules = document_.rules.get();
    request.givens = document_.record().givens;   // while a grid is typed in: what has been typed so far
    request.solution = document_.solution;
    request.answers = answers && !document_.solution.isEmpty() && !document_.typing;
    request.numbersAboveNine = grid_.numbersAboveNine();
    return request;
}

void StudioFiles::exportImage(bool answers)
{
    if (!shownImage(answers))
        return;
    QSettings settings;
    const QString png = tr("PNG image (*.png)");
    const QString svg = tr("SVG drawing (*.svg)");
    QString filter = settings.value("export/imageFilter").toString() == QLatin1String("svg") ? svg : png;
    QString path = QFileDialog::getSaveFileName(window_, answers ? tr("Export answer image") : tr("Export image"),
                                                settings.value("lastFolder").toString(), png + QStringLiteral(";;") + svg, &filter);
    if (path.isEmpty())
        return;
    // The name's extension decides the format; without one, the filter chosen does.
    if (QFileInfo(path).suffix().isEmpty())
        path += filter == svg ? QStringLiteral(".svg") : QStringLiteral(".png");
    settings.setValue("export/imageFilter", puzzle_export::formatForPath(path) == puzzle_export::ImageFormat::Svg ? "svg" : "png");
    exportImageTo(path, answers);
}

bool StudioFiles::exportImageTo(const QString& path, bool answers)
{
    const auto request = shownImage(answers);
    if (!request)
        return false;
    QString error;
    if (!puzzle_export::writePuzzleImage(path, *request, describeRules(*document_.rules), &error)) {
        document_.reportProblem(tr("Cannot export"), error);
        return false;
    }
    QSettings().setValue("lastFolder", QFileInfo(path).absolutePath());
    document_.say(tr("Exported %1").arg(QFileInfo(path).fileName()));
    return true;
}

void StudioFiles::copyShown()
{
    const auto request = shownImage(false);
    if (!request)
        return;
    QApplication::clipboard()->setMimeData(puzzle_export::puzzleMimeData(*request, describeRules(*document_.rules)));
    document_.say(tr("Copied the puzzle as text and as a picture."));
}
