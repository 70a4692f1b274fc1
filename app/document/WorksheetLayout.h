#pragma once
#include <QPageLayout>
#include <QPageSize>
#include <QRectF>
#include <QString>
#include <vector>

// What a worksheet looks like, chosen by the user (the studio's dialog, the CLI, the main window's
// single-puzzle print).
struct WorksheetSettings {
    QString title;
    QString instructions;
    bool nameAndDate = true;
    int perPage = 4;            // 1, 2, 4 or 6
    bool answers = true;
    double scale = 1.0;         // grid size within its slot, 0.5 to 1
    QPageSize pageSize = QPageSize(QPageSize::A4);
    // A small line per puzzle at the foot of its page with its seed and the command that makes it again
    // (worksheets of generated puzzles; the single-puzzle print has none).
    bool seedFooter = true;
};

// The page layout model, in millimetres on the printable area (the paper less its margins, origin at its
// top-left corner). Everything the pages show is placed here, so the geometry can be tested without
// painting and the print preview, printer and PDF agree.
namespace sheet {
constexpr double kMarginMm = 15;
// The foot of the page keeps less: the seed lines sit there, and 10 mm is still inside what printers
// reach, while the grids above keep the room they had before the seed lines came.
constexpr double kBottomMarginMm = 10;
// Below this a child's handwritten digit no longer fits a square (the issue asks for about 7 mm; 6.5
// keeps the everyday 9x9 six-up on Letter paper, 6.8 mm, free of a warning).
constexpr double kMinPuzzleCellMm = 6.5;
// Answer keys are read, not written in: smaller squares do, as long as the values stay legible (4.2 mm
// lets a 25x25 key go two to a Letter page instead of one).
constexpr double kMinAnswerCellMm = 4.2;
// A 4x4 on its own page would otherwise get 45 mm squares.
constexpr double kMaxCellMm = 20;
constexpr int kMaxAnswersPerPage = 12;
} // namespace sheet

struct WorksheetSlot {
    int puzzle = 0;             // index into the worksheet's puzzles
    QRectF grid;                // a square
    QRectF caption;             // directly under the grid, as wide as it
};

struct WorksheetPage {
    bool answers = false;
    QRectF title;
    QRectF instructions;        // null when there are none (and on answer pages)
    QRectF nameDate;            // null when left out (and on answer pages)
    QRectF body;                // where the grids go
    QRectF footer;              // "Page x of y" (at its bottom right when there are seed lines)
    std::vector<QRectF> seedLines;   // puzzle pages with seedFooter: one per slot of the page, top to bottom
    std::vector<WorksheetSlot> grids;
};

// Columns x rows of equal squares and the side they get.
struct SlotArrangement {
    int columns = 1;
    int rows = 1;
    double side = 0;
};

class WorksheetLayout {
public:
    // `gridSide`: squares along a grid's side (9 for a 9x9); `puzzleCount`: how many puzzles.
    WorksheetLayout(const WorksheetSettings& settings, int gridSide, int puzzleCount);

    const WorksheetSettings& settings() const { return settings_; }   // per page and scale made valid

    // Two per page print side by side across a landscape page: stacked on a portrait one they would get
    // a fifth less width each and leave wide empty margins. Every other choice is portrait.
    QPageLayout::Orientation orientation() const { return orientation_; }
    QPageLayout pageLayout() const;
    QSizeF areaMm() const { return area_; }

    int puzzlePageCount() const;
    int answerPageCount() const { return answerPages_; }
    int pageCount() const { return puzzlePageCount() + answerPageCount(); }
    int answersPerPage() const { return answersPerPage_; }
    double puzzleCellMm() const { return puzzleSide_ / gridSide_; }
    double answerCellMm() const { return answerSide_ / gridSide_; }

    // `page` from 0: puzzle pages first, then answer pages.
    WorksheetPage page(int page) const;

private:
    void placeSlots(WorksheetPage& result, int first, int count, const SlotArrangement& arrangement, double side) const;

    WorksheetSettings settings_;
    int gridSide_ = 9;
    int puzzleCount_ = 0;
    QPageLayout::Orientation orientation_ = QPageLayout::Portrait;
    QSizeF area_;
    SlotArrangement puzzleArrangement_;
    double puzzleSide_ = 0;
    SlotArrangement answerArrangement_;
    double answerSide_ = 0;
    int answersPerPage_ = 0;
    int answerPages_ = 0;
};

// Whether the puzzles' squares print large enough to write in, and if not, the most puzzles per page that
// would (0 when none would, not even one per page).
struct WorksheetAdvice {
    double cellMm = 0;
    int suggestedPerPage = 0;
    double suggestedCellMm = 0;
    QString warning;            // empty when the squares are large enough
};
WorksheetAdvice worksheetAdvice(const WorksheetSettings& settings, int gridSide);
