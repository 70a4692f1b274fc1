// StudioFiles: File > Import and Export in the grid text format that puzzle collections publish.
#include "StudioFiles.h"
#include "document/LimitedRead.h"
#include "document/OutputFile.h"

#include "GridView.h"
#include "ChoicesPanel.h"
#include "PuzzleTypePicker.h"
#include "StudioDocument.h"
#include "document/EngineMessages.h"
#include "document/GridText.h"
#include "document/GridTextTypes.h"
#include "document/PuzzleFile.h"
#include "types/TypeRegistry.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QInputDialog>
#include <QMessageBox>
#include <QSettings>

void StudioFiles::importGridText()
{
    if (!mayDiscardGame(tr("importing a puzzle")))
        return;
    QSettings settings;
    const QString path = QFileDialog::getOpenFileName(window_, tr("Import grid text"), settings.value("lastFolder").toString(),
                                                      tr("Grid text (*.txt *.grid);;All files (*)"));
    if (!path.isEmpty())
        importGridPath(path);
}

bool StudioFiles::importGridPath(const QString& path, int index)
{
    const auto refuse = [&](const QString& message) {
        QMessageBox::warning(window_, tr("Cannot import"), tr("\"%1\": %2").arg(QFileInfo(path).fileName(), message));
        return false;
    };
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return refuse(file.errorString());
    QByteArray bytes;
    switch (readLimited(file, PuzzleFile::kMaxFileBytes, bytes, true)) {
    case ReadStatus::Ok:
        break;
    case ReadStatus::TooLarge:
        return refuse(tr("the file is too large to be a puzzle collection."));
    case ReadStatus::NotText:
        return refuse(tr("this is not a text file."));
    case ReadStatus::ReadError:
        return refuse(file.errorString());
    }
    // The text says which type it is, as puzzlesmith-cli reads it without --type; the selected type
    // decides only what the text leaves open, and the user is asked when that is not enough.
    const QString text = QString::fromUtf8(bytes);
    RecognisedGridText recognised = recogniseGridText(text, choices_.puzzleType().typeId());
    if (!recognised.error.isEmpty())
        return refuse(recognised.error);
    std::vector<GridTextPuzzle> puzzles = std::move(recognised.puzzles);
    if (!recognised.choices.isEmpty()) {
        QStringList names;
        for (const QString& id : recognised.choices)
            names << QCoreApplication::translate("PuzzleType", ps::puzzleType(id.toStdString()).name.c_str());
        bool chosen = false;
        const QString name = QInputDialog::getItem(window_, tr("Import grid text"),
                                                   tr("The grid could be a puzzle of more than one type. Which is it?"), names, 0,
                                                   false, &chosen);
        if (!chosen)
            return false;
        QString error;
        if (!readGridText(text, recognised.choices.value(static_cast<int>(names.indexOf(name))), puzzles, &error))
            return refuse(error);
    }
    if (index < 0 && puzzles.size() > 1) {
        QStringList names;
        for (std::size_t i = 0; i < puzzles.size(); ++i)
            names << tr("Puzzle %1: %2×%3 (line %4)").arg(i + 1).arg(puzzles[i].board.rows()).arg(puzzles[i].board.cols()).arg(puzzles[i].line);
        bool chosen = false;
        const QString name = QInputDialog::getItem(window_, tr("Import grid text"), tr("The file holds %n puzzle(s). Which one?", nullptr,
                                                                                     static_cast<int>(puzzles.size())),
                                                   names, 0, false, &chosen);
        if (!chosen)
            return false;
        index = static_cast<int>(names.indexOf(name));
    }
    index = std::max(index, 0);
    if (index >= static_cast<int>(puzzles.size()))
        return refuse(tr("it holds %n puzzle(s).", nullptr, static_cast<int>(puzzles.size())));
    const GridTextPuzzle& puzzle = puzzles[static_cast<std::size_t>(index)];
    const QString type = puzzle.type;
    PuzzleRecord record;
    record.type = type;
    record.givens = puzzle.board;
    try {
        const ps::PuzzleType& puzzleType = ps::puzzleType(type.toStdString());
        record.parameters = !puzzle.parameters.isEmpty()
                                ? puzzle.parameters
                                : QString::fromStdString(puzzleType.parametersForGrid(puzzle.board.rows(), puzzle.board.cols()));
        const auto rules = record.makeRules();
        if (!rules->fits(puzzle.board))
            return refuse(tr("a %1 needs a %2×%3 grid.").arg(describeRules(*rules)).arg(rules->rows()).arg(rules->cols()));
        if (const auto conflict = rules->findConflict(puzzle.board))
            return refuse(tr("the givens break the rules: %1").arg(translateEngineMessage(*conflict)));
    } catch (const ps::EngineError& e) {
        return refuse(translateEngineMessage(e.message()));
    }
    document_.cancelBackgroundWork();
    document_.dropRun();
    showRecord(record);   // without a solution: a grid to analyse
    document_.path.clear();
    document_.noteTitleChanged();
    QSettings().setValue("lastFolder", QFileInfo(path).absolutePath());
    document_.say(tr("Imported %1 · %2 — Play > Analyse Typed Grid (Ctrl+L) solves and rates it.")
                      .arg(QFileInfo(path).fileName(), describeRules(*document_.rules)));
    return true;
}

void StudioFiles::exportGridText()
{
    const auto& rules = document_.rules;
    if (!rules)
        return;
    QSettings settings;
    const QString path = QFileDialog::getSaveFileName(window_, tr("Export grid text"), settings.value("lastFolder").toString(),
                                                      tr("Grid text (*.txt)"));
    if (path.isEmpty())
        return;
    const PuzzleRecord record = document_.record();
    // The puzzle only, as collections publish it: a teacher pastes it into a document of their own.
    const QString text = QStringLiteral("# %1, type=%2 parameters=%3\n")
                             .arg(QString::fromStdString(rules->describe()), record.type, QString::fromStdString(rules->parameters())) +
                         writeGridText(record.givens, record.type, record.parameters);
    QString reason;
    if (!writeWholeFile(path, text.toUtf8(), &reason)) {
        QMessageBox::warning(window_, tr("Cannot export"), tr("Cannot write \"%1\": %2").arg(path, reason));
        return;
    }
    settings.setValue("lastFolder", QFileInfo(path).absolutePath());
    document_.say(tr("Exported %1").arg(QFileInfo(path).fileName()));
}
