#include "WorksheetLayout.h"

#include <QCoreApplication>
#include <algorithm>
#include <array>
#include <cmath>

namespace {

// Around each grid: its caption sits just under it; rows and columns keep at least these gaps, so a
// caption is always much nearer its own grid than the next one.
struct SlotMetrics {
    double captionGap;
    double caption;
    double rowGap;
    double columnGap;
};
constexpr SlotMetrics kPuzzleSlot{1.2, 4.5, 5.0, 10.0};
constexpr SlotMetrics kAnswerSlot{1.0, 4.0, 4.0, 6.0};

constexpr double kTitleHeight = 9;
constexpr double kAnswerTitleHeight = 8;
constexpr double kLineHeight = 6;     // instructions; name and date
constexpr double kLineSpacing = 1.5;
// Long instructions (a sheet mixing types states each type's rules) wrap: a line of the 4.2 mm font
// holds about one character per 2.2 mm; at most four lines, the text shrinks to fit beyond that.
constexpr double kInstructionCharMm = 2.2;
constexpr double kWrappedLineHeight = 5;
constexpr int kMaxInstructionLines = 4;
constexpr double kHeaderGap = 7;      // the first grid keeps clear of the name and date line
constexpr double kAnswerHeaderGap = 5;
constexpr double kFooterHeight = 5;
constexpr double kFooterGap = 3;
// Seed lines: fine print (Worksheet draws them 1.8 mm high, about 5 pt), left of the page number, and
// nearer the grids than the page number alone (the everyday 9x9 six to a Letter page keeps squares
// large enough to write in).
constexpr double kSeedLineHeight = 2.9;
constexpr double kSeedFooterGap = 1.5;
constexpr double kPageNumberWidth = 30;

QSizeF printableArea(const QPageSize& pageSize, QPageLayout::Orientation orientation)
{
    QSizeF paper = pageSize.size(QPageSize::Millimeter);
    if (orientation == QPageLayout::Landscape)
        paper.transpose();
    return paper - QSizeF(2 * sheet::kMarginMm, sheet::kMarginMm + sheet::kBottomMarginMm);
}

// The header's rectangles on a puzzle page (answers == false) or an answer page; returns the body.
QRectF layHeader(WorksheetPage& page, const QSizeF& area, const WorksheetSettings& settings, bool answers)
{
    const double width = area.width();
    page.answers = answers;
    page.footer = QRectF(0, area.height() - kFooterHeight, width, kFooterHeight);
    if (!answers && settings.seedFooter) {
        // One line per puzzle the page can hold, so every page's grids are the same size; the page
        // number moves to the right of the last line.
        const double lines = settings.perPage * kSeedLineHeight;
        page.footer = QRectF(0, area.height() - std::max(kFooterHeight, lines), width, std::max(kFooterHeight, lines));
        for (int i = 0; i < settings.perPage; ++i)
            page.seedLines.emplace_back(0, page.footer.top() + i * kSeedLineHeight, width - kPageNumberWidth, kSeedLineHeight);
    }
    double y = 0;
    if (answers) {
        page.title = QRectF(0, 0, width, kAnswerTitleHeight);
        y = kAnswerTitleHeight + kAnswerHeaderGap;
    } else {
        page.title = QRectF(0, 0, width, kTitleHeight);
        y = kTitleHeight;
        if (!settings.instructions.isEmpty()) {
            const int lines = std::clamp(static_cast<int>(std::ceil(static_cast<double>(settings.instructions.size()) * kInstructionCharMm / width)), 1,
                                         kMaxInstructionLines);
            page.instructions = QRectF(0, y + kLineSpacing, width, lines == 1 ? kLineHeight : lines * kWrappedLineHeight + 1);
            y = page.instructions.bottom();
        }
        if (settings.nameAndDate) {
            page.nameDate = QRectF(0, y + kLineSpacing, width, kLineHeight);
            y = page.nameDate.bottom();
        }
        y += kHeaderGap;
    }
    page.body = QRectF(0, y, width, page.footer.top() - (page.seedLines.empty() ? kFooterGap : kSeedFooterGap) - y);
    return page.body;
}

// The columns x rows of `count` slots that give the largest grids in `body`.
SlotArrangement bestArrangement(int count, const QSizeF& body, const SlotMetrics& m)
{
    SlotArrangement best;
    for (int columns = 1; columns <= std::max(1, count); ++columns) {
        const int rows = (count + columns - 1) / columns;
        if ((columns - 1) * rows >= count && columns > 1)
            continue;   // a whole column would stay empty
        const double width = (body.width() - (columns - 1) * m.columnGap) / columns;
        const double height = (body.height() - rows * (m.captionGap + m.caption) - (rows - 1) * m.rowGap) / rows;
        const double side = std::min(width, height);
        if (side > best.side + 1e-9)
            best = {columns, rows, side};
    }
    return best;
}

WorksheetSettings normalized(WorksheetSettings settings)
{
    if (settings.perPage != 1 && settings.perPage != 2 && settings.perPage != 6)
        settings.perPage = 4;
    settings.scale = std::clamp(settings.scale, 0.5, 1.0);
    return settings;
}

} // namespace

WorksheetLayout::WorksheetLayout(const WorksheetSettings& settings, int gridSide, int puzzleCount)
    : settings_(normalized(settings)), gridSide_(std::max(1, gridSide)), puzzleCount_(std::max(0, puzzleCount))
{
    const double largest = sheet::kMaxCellMm * gridSide_;
    const auto puzzleGrids = [&](QPageLayout::Orientation orientation) {
        WorksheetPage page;
        const QRectF body = layHeader(page, printableArea(settings_.pageSize, orientation), settings_, false);
        return bestArrangement(settings_.perPage, body.size(), kPuzzleSlot);
    };
    // Landscape only when it clearly gives larger grids (two per page, unless they are small grids that
    // reach their largest squares either way): a portrait page is what a teacher expects.
    const SlotArrangement portrait = puzzleGrids(QPageLayout::Portrait);
    const SlotArrangement landscape = puzzleGrids(QPageLayout::Landscape);
    const bool wider = std::min(landscape.side, largest) > std::min(portrait.side, largest) * 1.1;
    orientation_ = wider ? QPageLayout::Landscape : QPageLayout::Portrait;
    area_ = printableArea(settings_.pageSize, orientation_);
    puzzleArrangement_ = orientation_ == QPageLayout::Landscape ? landscape : portrait;
    puzzleSide_ = std::min(puzzleArrangement_.side * settings_.scale, largest);

    if (!settings_.answers || puzzleCount_ == 0)
        return;
    WorksheetPage page;
    const QSizeF body = layHeader(page, area_, settings_, true).size();
    // As many answers a page as stay legible, then spread evenly over the pages needed, so no page is
    // left with a lone grid in a corner (one puzzle: its answer gets the whole page).
    int capacity = 1;
    for (int n = 2; n <= sheet::kMaxAnswersPerPage; ++n)
        if (bestArrangement(n, body, kAnswerSlot).side / gridSide_ >= sheet::kMinAnswerCellMm)
            capacity = n;
    answerPages_ = (puzzleCount_ + capacity - 1) / capacity;
    answersPerPage_ = (puzzleCount_ + answerPages_ - 1) / answerPages_;
    answerArrangement_ = bestArrangement(answersPerPage_, body, kAnswerSlot);
    answerSide_ = std::min(answerArrangement_.side, largest);
}

QPageLayout WorksheetLayout::pageLayout() const
{
    const double m = sheet::kMarginMm;
    return QPageLayout(settings_.pageSize, orientation_, QMarginsF(m, m, m, sheet::kBottomMarginMm), QPageLayout::Millimeter);
}

int WorksheetLayout::puzzlePageCount() const
{
    return std::max(1, (puzzleCount_ + settings_.perPage - 1) / settings_.perPage);
}

WorksheetPage WorksheetLayout::page(int index) const
{
    WorksheetPage result;
    const int puzzlePages = puzzlePageCount();
    const bool answers = index >= puzzlePages;
    layHeader(result, area_, settings_, answers);
    const int perPage = answers ? answersPerPage_ : settings_.perPage;
    const int first = (answers ? index - puzzlePages : index) * perPage;
    const int count = std::min(perPage, puzzleCount_ - first);
    if (count > 0)
        placeSlots(result, first, count, answers ? answerArrangement_ : puzzleArrangement_, answers ? answerSide_ : puzzleSide_);
    return result;
}

void WorksheetLayout::placeSlots(WorksheetPage& result, int first, int count, const SlotArrangement& arrangement, double side) const
{
    const SlotMetrics& m = result.answers ? kAnswerSlot : kPuzzleSlot;
    const QRectF& body = result.body;
    const int columns = arrangement.columns;
    const int rows = arrangement.rows;
    // Columns spread out to the margins so the grids span the page width (no further apart than a
    // grid's side, which only small capped grids would exceed).
    double columnGap = 0;
    double left = body.center().x() - side / 2;
    if (columns > 1) {
        columnGap = std::min((body.width() - columns * side) / (columns - 1), side);
        left = body.center().x() - (columns * side + (columns - 1) * columnGap) / 2;
    }
    // Spare height goes between the rows (and a little above and below): a caption stays next to its
    // own grid and the next grid moves away from it.
    const double block = side + m.captionGap + m.caption;
    const double spare = std::max(0.0, body.height() - rows * block - (rows - 1) * m.rowGap);
    const double rowGap = m.rowGap + spare / rows;
    const double top = body.top() + spare / (2 * rows);
    for (int k = 0; k < count; ++k) {
        WorksheetSlot slot;
        slot.puzzle = first + k;
        slot.grid = QRectF(left + (k % columns) * (side + columnGap), top + (k / columns) * (block + rowGap), side, side);
        slot.caption = QRectF(slot.grid.left(), slot.grid.bottom() + m.captionGap, side, m.caption);
        result.grids.push_back(slot);
    }
}

WorksheetAdvice worksheetAdvice(const WorksheetSettings& settings, int gridSide)
{
    WorksheetAdvice advice;
    const WorksheetLayout layout(settings, gridSide, 0);
    advice.cellMm = layout.puzzleCellMm();
    if (advice.cellMm >= sheet::kMinPuzzleCellMm)
        return advice;
    const int perPage = normalized(settings).perPage;
    for (int n : std::array{6, 4, 2, 1}) {
        if (n >= perPage)
            continue;
        WorksheetSettings fewer = settings;
        fewer.perPage = n;
        const double cell = WorksheetLayout(fewer, gridSide, 0).puzzleCellMm();
        if (cell >= sheet::kMinPuzzleCellMm) {
            advice.suggestedPerPage = n;
            advice.suggestedCellMm = cell;
            break;
        }
    }
    if (advice.suggestedPerPage > 0)
        advice.warning = QCoreApplication::translate("Worksheet", "At %1 per page the squares print only %L2 mm wide, too small to write in (%L3 mm or more reads well). "
                            "Choose %4 per page for %L5 mm squares.")
                             .arg(perPage)
                             .arg(advice.cellMm, 0, 'f', 1)
                             .arg(sheet::kMinPuzzleCellMm, 0, 'f', 1)
                             .arg(advice.suggestedPerPage)
                             .arg(advice.suggestedCellMm, 0, 'f', 1);
    else
        advice.warning = QCoreApplication::translate("Worksheet", "The squares print only %L1 mm wide, too small to write in (%L2 mm or more reads well), even at the "
                            "fewest puzzles per page. A larger grid scale helps.")
                             .arg(advice.cellMm, 0, 'f', 1)
                             .arg(sheet::kMinPuzzleCellMm, 0, 'f', 1);
    return advice;
}
