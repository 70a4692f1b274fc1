#pragma once
#include "core/Board.h"
#include "core/CancelToken.h"
#include "difficulty/Difficulty.h"
#include "WorksheetLayout.h"

#include <QFont>
#include <QRectF>
#include <QString>
#include <functional>
#include <memory>
#include <optional>
#include <vector>

class QPaintDevice;

class QPainter;

namespace ps {
class PuzzleRules;
}

// A printable worksheet: puzzle pages (title, instructions, name and date lines, N puzzles per page, each
// numbered with its difficulty and type, a seed line per puzzle to make it again, "Page x of y") followed by answer-key pages (the same numbers,
// givens bold and solved values lighter). One layout (WorksheetLayout, in millimetres) serves the print
// preview, the printer and PDF export: paintPage() draws any page into any rectangle.
struct WorksheetPuzzle {
    std::shared_ptr<const ps::PuzzleRules> rules;
    ps::Board givens;
    ps::Board solution;
    QString difficulty;         // shown under the puzzle (already translated)
    // How it was made, for the seed line at the foot of its page: GenPuzzles' seed and the class it was
    // generated at (which `difficulty` may differ from when that class was not reached). Without a
    // seed the puzzle gets no seed line.
    std::optional<quint64> seed = std::nullopt;
    std::optional<ps::Difficulty> level = std::nullopt;   // (defaults: older brace initialisers stay valid)
};

// The command that makes `puzzle` again exactly ("puzzlesmith-cli generate --type sudoku --box 3x3
// --difficulty hard --seed 1234567"), or empty when it has no seed.
QString worksheetRemakeCommand(const WorksheetPuzzle& puzzle);
// The seed line printed for puzzle `number` (from 1): "3 · Sudoku 9x9 (3x3 boxes) · Hard · seed 1234567:
// puzzlesmith-cli generate …", or empty when it has no seed.
QString worksheetSeedLine(int number, const WorksheetPuzzle& puzzle);

// The font the instructions are drawn in, word-wrapped in `rect` (on `device`): the largest from `pixels`
// down to 40 % in which the whole text fits.
QFont worksheetWrappedFont(const QRectF& rect, qreal pixels, const QString& text, QPaintDevice* device);

class Worksheet {
public:
    Worksheet(WorksheetSettings settings, std::vector<WorksheetPuzzle> puzzles);

    int puzzlePageCount() const { return layout_.puzzlePageCount(); }
    int answerPageCount() const { return layout_.answerPageCount(); }
    int pageCount() const { return layout_.pageCount(); }
    const WorksheetSettings& settings() const { return layout_.settings(); }
    const WorksheetLayout& layout() const { return layout_; }
    const std::vector<WorksheetPuzzle>& puzzles() const { return puzzles_; }
    // Paper, orientation and margins the pages are laid out for (printers and PDF writers take it).
    QPageLayout pageLayout() const { return layout_.pageLayout(); }

    // `page` from 0; `area` is the printable rectangle in the painter's coordinates. The millimetre
    // layout is scaled uniformly to fit it (exactly 1:1 on the paper of pageLayout()).
    void paintPage(QPainter& painter, int page, const QRectF& area) const;

private:
    std::vector<WorksheetPuzzle> puzzles_;
    WorksheetLayout layout_;
};

// Generates `count` puzzles for a worksheet on every core, of one type or several (`types`: the rules of
// each) and one level or a mix: the types alternate (puzzle i is of types[i mod T]) and each type goes
// through the levels in turn. `label` turns a class into the caption text; `progress` counts finished puzzles
// (called from worker threads, may be empty); `missed` gets how many fell short of their level. A set
// `cancel` stops the work promptly; the puzzles are then incomplete and must not be used.
std::vector<WorksheetPuzzle> generateWorksheetPuzzles(const std::vector<std::shared_ptr<const ps::PuzzleRules>>& types,
                                                      const std::vector<ps::Difficulty>& levels, int count, quint64 seed,
                                                      const ps::DifficultyClassifier& classifier,
                                                      const std::function<QString(ps::Difficulty)>& label,
                                                      const std::function<void(int)>& progress = {}, int* missed = nullptr,
                                                      const ps::CancelToken* cancel = nullptr);

// Writes the worksheet as a PDF through OutputFile (the old regular file stays whole if anything fails).
bool writeWorksheetPdf(const QString& path, const Worksheet& worksheet, QString* error);
