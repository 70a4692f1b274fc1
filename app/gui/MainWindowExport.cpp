// MainWindow: the shown puzzle as a picture — File > Export Image (PNG or SVG, with or without its
// answer) and Edit > Copy (grid text, image and SVG on the clipboard).
#include "MainWindow.h"
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
#include <QStatusBar>

std::optional<PuzzleImageRequest> MainWindow::shownImage(bool answers) const
{
    if (!rules_ || shownGivens_.isEmpty())
        return std::nullopt;
    PuzzleImageRequest request;
    request.rules = rules_.get();
    request.givens = shownRecord().givens;   // while a grid is typed in: what has been typed so far
    request.solution = shownSolution_;
    request.answers = answers && !shownSolution_.isEmpty() && !typingGivens_;
    request.numbersAboveNine = numbersAction_->isChecked();
    return request;
}

void MainWindow::exportImage(bool answers)
{
    if (!shownImage(answers))
        return;
    QSettings settings;
    const QString png = tr("PNG image (*.png)");
    const QString svg = tr("SVG drawing (*.svg)");
    QString filter = settings.value("export/imageFilter").toString() == QLatin1String("svg") ? svg : png;
    QString path = QFileDialog::getSaveFileName(this, answers ? tr("Export answer image") : tr("Export image"),
                                                settings.value("lastFolder").toString(), png + QStringLiteral(";;") + svg, &filter);
    if (path.isEmpty())
        return;
    // The name's extension decides the format; without one, the filter chosen does.
    if (QFileInfo(path).suffix().isEmpty())
        path += filter == svg ? QStringLiteral(".svg") : QStringLiteral(".png");
    settings.setValue("export/imageFilter", puzzle_export::formatForPath(path) == puzzle_export::ImageFormat::Svg ? "svg" : "png");
    exportImageTo(path, answers);
}

bool MainWindow::exportImageTo(const QString& path, bool answers)
{
    const auto request = shownImage(answers);
    if (!request)
        return false;
    QString error;
    if (!puzzle_export::writePuzzleImage(path, *request, describeRules(*rules_), &error)) {
        reportProblem(tr("Cannot export"), error);
        return false;
    }
    QSettings().setValue("lastFolder", QFileInfo(path).absolutePath());
    statusBar()->showMessage(tr("Exported %1").arg(QFileInfo(path).fileName()));
    return true;
}

void MainWindow::copyShown()
{
    const auto request = shownImage(false);
    if (!request)
        return;
    QApplication::clipboard()->setMimeData(puzzle_export::puzzleMimeData(*request, describeRules(*rules_)));
    statusBar()->showMessage(tr("Copied the puzzle as text and as a picture."));
}
