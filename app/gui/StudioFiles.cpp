// The shown puzzle and files: open, save, recent files, print and PDF, and the question before a game
// in progress would be lost.
#include "StudioFiles.h"

#include "ChoicesPanel.h"
#include "GridView.h"
#include "PuzzleTypePicker.h"
#include "StudioChoices.h"
#include "StudioDocument.h"

#include "document/EngineMessages.h"
#include "document/PuzzleFile.h"
#include "types/TypeRegistry.h"

#include <QAction>
#include <QFileDialog>
#include <QFileInfo>
#include <QMenu>
#include <QMessageBox>
#include <QPrintDialog>
#include <QPrintPreviewDialog>
#include <QPrinter>
#include <QSettings>

StudioFiles::StudioFiles(StudioDocument& document, ChoicesPanel& choices, GridView& grid, QWidget* window)
    : QObject(window), document_(document), choices_(choices), grid_(grid), window_(window)
{
    makeActions();
    document_.setDiscardCheck([this](const QString& action) { return mayDiscardGame(action); });
    connect(&document_, &StudioDocument::puzzleShown, this, [this] { setPuzzleActionsEnabled(true); });
    connect(&document_, &StudioDocument::runStarted, this, [this] { setPuzzleActionsEnabled(false); });
}

void StudioFiles::makeActions()
{
    const auto action = [this](const QString& text, const QKeySequence& key, auto slot) {
        auto* a = new QAction(text, this);
        a->setShortcut(key);
        connect(a, &QAction::triggered, this, slot);
        return a;
    };
    openAction_ = action(tr("&Open…"), QKeySequence::Open, [this] { openPuzzle(); });
    saveAction_ = action(tr("&Save"), QKeySequence::Save, [this] { savePuzzle(); });
    saveAsAction_ = action(tr("Save &As…"), QKeySequence::SaveAs, [this] { savePuzzleAs(); });
    importAction_ = action(tr("&Import Grid Text…"), QKeySequence(), [this] { importGridText(); });
    exportGridAction_ = action(tr("Export &Grid Text…"), QKeySequence(), [this] { exportGridText(); });
    exportPdfAction_ = action(tr("&Export PDF…"), QKeySequence(tr("Ctrl+E")), [this] { exportShownPdf(); });
    exportImageAction_ = action(tr("Export I&mage…"), QKeySequence(), [this] { exportImage(false); });
    exportAnswerAction_ = action(tr("Export Image wit&h Answer…"), QKeySequence(), [this] { exportImage(true); });
    previewAction_ = action(tr("Print Pre&view…"), QKeySequence(), [this] { printShown(true); });
    printAction_ = action(tr("&Print…"), QKeySequence::Print, [this] { printShown(false); });
    copyAction_ = action(tr("&Copy"), QKeySequence::Copy, [this] { copyShown(); });
    copyAction_->setToolTip(tr("Copy the shown puzzle as text and as a picture, to paste into a document"));
    puzzleActions_ = {saveAction_, saveAsAction_, exportGridAction_, exportPdfAction_, exportImageAction_,
                      exportAnswerAction_, previewAction_, printAction_, copyAction_};
    setPuzzleActionsEnabled(false);
}

void StudioFiles::setPuzzleActionsEnabled(bool enabled)
{
    for (QAction* a : puzzleActions_)
        a->setEnabled(enabled);
}

void StudioFiles::addFileActions(QMenu* file)
{
    file->addAction(openAction_);
    recentMenu_ = file->addMenu(tr("Open &Recent"));
    file->addAction(saveAction_);
    file->addAction(saveAsAction_);
    rebuildRecentMenu();
    file->addSeparator();
    file->addAction(importAction_);
    file->addAction(exportGridAction_);
    file->addSeparator();
    for (QAction* a : {exportPdfAction_, exportImageAction_, exportAnswerAction_, previewAction_, printAction_})
        file->addAction(a);
}

bool StudioFiles::mayDiscardGame(const QString& action)
{
    const auto& session = document_.session;
    const bool worthKeeping = session && !session->undoStack().isClean() && !session->isSolved() &&
                              (session->hasProgress() || document_.typing);
    if (!worthKeeping)
        return true;
    DiscardAnswer answer = DiscardAnswer::Cancel;
    if (askDiscard_) {
        answer = askDiscard_(action);
    } else {
        QMessageBox box(QMessageBox::Question, tr("Keep your game?"),
                        document_.typing ? tr("Save the grid you are typing in before %1?").arg(action)
                                         : tr("Save the game in progress before %1?").arg(action),
                        QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, window_);
        box.setDefaultButton(QMessageBox::Save);
        const int clicked = box.exec();
        answer = clicked == QMessageBox::Save ? DiscardAnswer::Save : clicked == QMessageBox::Discard ? DiscardAnswer::Discard : DiscardAnswer::Cancel;
    }
    switch (answer) {
    case DiscardAnswer::Save: return savePuzzle();
    case DiscardAnswer::Discard: return true;
    case DiscardAnswer::Cancel: return false;
    }
    return false;
}

void StudioFiles::showRecord(const PuzzleRecord& record)
{
    document_.rules = record.makeRules();
    if (record.solution.isEmpty() && !record.progress) {
        // A grid saved while it was being typed in (or from elsewhere, without its solution): it opens as
        // a grid being typed, ready for Analyse.
        // The puzzle's own structure (cages, regions) stays with the grid being typed.
        ps::Board blank = document_.rules->emptyBoard();
        blank.copyCagesFrom(record.givens);
        document_.show(blank, ps::Board(), QString(), /*typing=*/true);
        document_.session->restore(record.givens, {}, 0);
    } else {
        document_.show(record.givens, record.solution, record.difficulty);
    }
    document_.generator = record.generator;
    document_.seed = record.seed.value_or(0);
    if (record.progress && document_.session)
        document_.session->restore(record.progress->entries, record.progress->marks, record.progress->seconds, record.progress->hints,
                                   record.progress->revealed, record.progress->hintedSquares);
    // The size panel follows what is shown, so that Generate and New make the same kind of grid.
    choices_.puzzleType().select(record.type, record.parameters);
    document_.noteTitleChanged();
}

void StudioFiles::openPuzzle()
{
    if (!mayDiscardGame(tr("opening another puzzle")))
        return;
    QSettings settings;
    const QString path = QFileDialog::getOpenFileName(window_, tr("Open puzzle"), settings.value("lastFolder").toString(),
                                                      tr("Puzzlesmith puzzles (*.puzzle);;All files (*)"));
    if (!path.isEmpty())
        openPath(path);
}

void StudioFiles::openPath(const QString& path)
{
    QSettings settings;
    PuzzleRecord record;
    QString error;
    if (!PuzzleFile::load(path, record, &error)) {
        QMessageBox::warning(window_, tr("Cannot open"), error);
        return;
    }
    document_.cancelBackgroundWork();   // nothing of an earlier run or analysis may reach what is opened now
    document_.dropRun();
    showRecord(record);
    if (const auto level = ps::parseDifficulty(record.difficulty.toStdString()))
        document_.noteEstimate(*level);
    settings.setValue("lastFolder", QFileInfo(path).absolutePath());
    document_.path = path;
    addRecent(path);
    document_.noteTitleChanged();
    document_.say(tr("Opened %1 · %2").arg(QFileInfo(path).fileName(), describeRules(*document_.rules)));
}

bool StudioFiles::savePuzzleAs()
{
    QSettings settings;
    const QString path = QFileDialog::getSaveFileName(window_, tr("Save puzzle"), settings.value("lastFolder").toString(),
                                                      tr("Puzzlesmith puzzles (*.puzzle)"));
    if (path.isEmpty() || !document_.rules)
        return false;
    return writePuzzle(path.endsWith(QLatin1String(".puzzle")) ? path : path + QStringLiteral(".puzzle"));
}

bool StudioFiles::savePuzzle()
{
    return document_.path.isEmpty() ? savePuzzleAs() : writePuzzle(document_.path);
}

bool StudioFiles::writePuzzle(const QString& path)
{
    QSettings settings;
    QString error;
    if (!PuzzleFile::save(path, document_.record(), &error)) {
        QMessageBox::warning(window_, tr("Cannot save"), error);
        return false;
    }
    settings.setValue("lastFolder", QFileInfo(path).absolutePath());
    document_.path = path;
    if (document_.session)
        document_.session->undoStack().setClean();
    addRecent(path);
    document_.noteTitleChanged();
    document_.say(tr("Saved %1").arg(QFileInfo(path).fileName()));
    return true;
}

void StudioFiles::addRecent(const QString& path)
{
    QSettings settings;
    QStringList recent = settings.value("recentFiles").toStringList();
    recent.removeAll(path);
    recent.prepend(path);
    settings.setValue("recentFiles", recent.mid(0, 8));
    rebuildRecentMenu();
}

void StudioFiles::rebuildRecentMenu()
{
    if (!recentMenu_)
        return;
    recentMenu_->clear();
    const QStringList recent = QSettings().value("recentFiles").toStringList();
    for (const QString& path : recent)
        recentMenu_->addAction(QFileInfo(path).fileName(), this, [this, path] {
            if (mayDiscardGame(tr("opening another puzzle")))
                openPath(path);
        })->setToolTip(path);
    recentMenu_->setEnabled(!recent.isEmpty());
}

std::optional<Worksheet> StudioFiles::shownAsWorksheet() const
{
    if (!document_.hasPuzzle())
        return std::nullopt;
    WorksheetSettings settings;
    settings.title = describeRules(*document_.rules);
    settings.perPage = 1;
    settings.seedFooter = false;   // its seed makes it again only with the studio's run settings (Save keeps them)
    settings.answers = !document_.solution.isEmpty();
    const QString& difficulty = document_.difficulty;
    const QString level = difficulty.isEmpty() ? QString() : difficulty.left(1).toUpper() + difficulty.mid(1);
    return Worksheet(settings, {{document_.rules, document_.givens, document_.solution, level}});
}

void StudioFiles::exportShownPdf()
{
    const auto worksheet = shownAsWorksheet();
    if (!worksheet)
        return;
    const QString path =
        QFileDialog::getSaveFileName(window_, tr("Export PDF"), QSettings().value("lastFolder").toString(), tr("PDF files (*.pdf)"));
    if (path.isEmpty())
        return;
    QString error;
    if (!writeWorksheetPdf(path.endsWith(QLatin1String(".pdf")) ? path : path + QStringLiteral(".pdf"), *worksheet, &error))
        QMessageBox::warning(window_, tr("Export PDF"), error);
    else
        document_.say(tr("Exported %1").arg(QFileInfo(path).fileName()));
}

void StudioFiles::printShown(bool preview)
{
    const auto worksheet = shownAsWorksheet();
    if (!worksheet)
        return;
    QPrinter printer(QPrinter::HighResolution);
    const auto paint = [&worksheet](QPrinter* target) { studio::printWorksheet(*worksheet, *target); };
    if (preview) {
        QPrintPreviewDialog dialog(&printer, window_);
        connect(&dialog, &QPrintPreviewDialog::paintRequested, this, paint);
        dialog.exec();
        return;
    }
    QPrintDialog dialog(&printer, window_);
    if (dialog.exec() == QDialog::Accepted)
        paint(&printer);
}
