#pragma once
#include "core/Board.h"
#include "core/CancelToken.h"
#include "difficulty/Difficulty.h"

#include <QPageSize>
#include <QRectF>
#include <QString>
#include <functional>
#include <memory>
#include <vector>

class QPainter;

namespace ps {
class PuzzleRules;
}

// A printable worksheet: puzzle pages (title, instructions, name and date lines, N puzzles per page, each
// numbered with its difficulty and type, "Page x of y") followed by answer-key pages (smaller grids, the
// same numbers, givens bold and solved values lighter). One layout serves the print preview, the printer
// and PDF export: paintPage() draws any page into any rectangle.
struct WorksheetSettings {
    QString title;
    QString instructions;
    bool nameAndDate = true;
    int perPage = 4;            // 1, 2, 4 or 6
    bool answers = true;
    double scale = 1.0;         // grid size within its slot, 0.5 to 1
    QPageSize pageSize = QPageSize(QPageSize::A4);
};

struct WorksheetPuzzle {
    std::shared_ptr<const ps::PuzzleRules> rules;
    ps::Board givens;
    ps::Board solution;
    QString difficulty;         // shown under the puzzle (already translated)
};

class Worksheet {
public:
    Worksheet(WorksheetSettings settings, std::vector<WorksheetPuzzle> puzzles);

    int puzzlePageCount() const;
    int answerPageCount() const;
    int pageCount() const { return puzzlePageCount() + answerPageCount(); }
    const WorksheetSettings& settings() const { return settings_; }

    // `page` from 0; `area` is the printable rectangle in the painter's coordinates.
    void paintPage(QPainter& painter, int page, const QRectF& area) const;

private:
    int answersPerPage() const;
    void paintHeader(QPainter& painter, const QRectF& area, const QString& title, bool full) const;
    void paintFooter(QPainter& painter, const QRectF& area, int page) const;
    void paintSlots(QPainter& painter, const QRectF& body, int first, int count, int columns, int rows, bool answers) const;

    WorksheetSettings settings_;
    std::vector<WorksheetPuzzle> puzzles_;
};

// Generates `count` puzzles for a worksheet on every core: puzzle i is of levels[i mod levels.size()]
// (one level, or a mix). `label` turns a class into the caption text; `progress` counts finished puzzles
// (called from worker threads, may be empty); `missed` gets how many fell short of their level. A set
// `cancel` stops the work promptly; the puzzles are then incomplete and must not be used.
std::vector<WorksheetPuzzle> generateWorksheetPuzzles(const std::shared_ptr<const ps::PuzzleRules>& rules,
                                                      const std::vector<ps::Difficulty>& levels, int count, quint64 seed,
                                                      const ps::DifficultyClassifier& classifier,
                                                      const std::function<QString(ps::Difficulty)>& label,
                                                      const std::function<void(int)>& progress = {}, int* missed = nullptr,
                                                      const ps::CancelToken* cancel = nullptr);

// Writes the worksheet as a PDF through QSaveFile (the old file stays whole if anything fails).
bool writeWorksheetPdf(const QString& path, const Worksheet& worksheet, QString* error);
