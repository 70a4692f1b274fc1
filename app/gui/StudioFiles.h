#pragma once
#include "document/PuzzleImage.h"
#include "document/PuzzleRecord.h"
#include "document/Worksheet.h"

#include <QList>
#include <QObject>
#include <functional>
#include <optional>

class ChoicesPanel;
class GridView;
class QAction;
class QMenu;
class StudioDocument;

// The shown puzzle and files: Open (and Open Recent), Save, Save As, Import and Export Grid Text, Export
// PDF and images, Print, Edit > Copy, and the question before a game in progress would be lost
// (StudioFilesImport.cpp: grid text; StudioFilesExport.cpp: images and the clipboard).
class StudioFiles : public QObject {
    Q_OBJECT
public:
    StudioFiles(StudioDocument& document, ChoicesPanel& choices, GridView& grid, QWidget* window);

    // File > Open to Print (the window puts New before them and Worksheet, Quit after).
    void addFileActions(QMenu* file);
    QAction* openAction() const { return openAction_; }
    QAction* saveAction() const { return saveAction_; }
    QAction* printAction() const { return printAction_; }
    QAction* exportPdfAction() const { return exportPdfAction_; }
    QAction* copyAction() const { return copyAction_; }

    // Asked before a game in progress would be replaced or closed: Save, Discard or Cancel (tests answer
    // it without a dialog). True when the caller may go on.
    enum class DiscardAnswer { Save, Discard, Cancel };
    void setDiscardQuestion(std::function<DiscardAnswer(const QString& action)> ask) { askDiscard_ = std::move(ask); }
    bool mayDiscardGame(const QString& action);

    void openPath(const QString& path);
    // Shows a saved (or autosaved) record: its rules, givens, game and the size it was made at.
    void showRecord(const PuzzleRecord& record);
    // Opens puzzle `index` (0-based) of a grid text file as the grid to analyse; false with a message
    // shown when the file cannot be read (for File > Import, and tests).
    bool importGridPath(const QString& path, int index = -1);
    // File > Export Image without its file dialog: PNG or SVG by the path's extension, the answer filled
    // in when `answers`. False (and a message shown) when nothing is shown or the file cannot be written.
    bool exportImageTo(const QString& path, bool answers = false);
    // Edit > Copy: the shown puzzle on the clipboard as grid text, image and SVG.
    void copyShown();

private:
    void makeActions();
    void setPuzzleActionsEnabled(bool enabled);   // the actions that need a shown puzzle
    void openPuzzle();
    bool savePuzzleAs();
    bool savePuzzle();
    bool writePuzzle(const QString& path);
    void addRecent(const QString& path);
    void rebuildRecentMenu();
    void importGridText();
    void exportGridText();
    std::optional<Worksheet> shownAsWorksheet() const;
    void exportShownPdf();
    void printShown(bool preview);
    std::optional<PuzzleImageRequest> shownImage(bool answers) const;
    void exportImage(bool answers);

    StudioDocument& document_;
    ChoicesPanel& choices_;
    GridView& grid_;
    QWidget* window_;
    std::function<DiscardAnswer(const QString&)> askDiscard_;
    QMenu* recentMenu_ = nullptr;
    QAction* openAction_ = nullptr;
    QAction* saveAction_ = nullptr;
    QAction* saveAsAction_ = nullptr;
    QAction* importAction_ = nullptr;
    QAction* exportGridAction_ = nullptr;
    QAction* exportPdfAction_ = nullptr;
    QAction* exportImageAction_ = nullptr;
    QAction* exportAnswerAction_ = nullptr;
    QAction* previewAction_ = nullptr;
    QAction* printAction_ = nullptr;
    QAction* copyAction_ = nullptr;
    QList<QAction*> puzzleActions_;   // enabled while a puzzle is shown
};
