#include "Worksheet.h"

#include "PuzzlePainter.h"
#include "generate/BatchGenerator.h"
#include "types/PuzzleRules.h"

#include <QCoreApplication>
#include <QFont>
#include <QPainter>
#include <QPdfWriter>
#include <QSaveFile>
#include <algorithm>
#include <atomic>
#include <cmath>

namespace {

QString tr(const char* text) { return QCoreApplication::translate("Worksheet", text); }

// Slots per page: 1 -> 1x1, 2 -> 1 column x 2 rows, 4 -> 2x2, 6 -> 2 columns x 3 rows.
std::pair<int, int> gridFor(int perPage)
{
    switch (perPage) {
    case 1: return {1, 1};
    case 2: return {1, 2};
    case 6: return {2, 3};
    default: return {2, 2};
    }
}

QFont fontOfHeight(qreal pixels, bool bold = false)
{
    QFont font(QStringLiteral("DejaVu Sans"));
    font.setPixelSize(std::max(1, static_cast<int>(pixels)));
    font.setBold(bold);
    return font;
}

} // namespace

Worksheet::Worksheet(WorksheetSettings settings, std::vector<WorksheetPuzzle> puzzles)
    : settings_(std::move(settings)), puzzles_(std::move(puzzles))
{
    if (settings_.perPage != 1 && settings_.perPage != 2 && settings_.perPage != 6)
        settings_.perPage = 4;
    settings_.scale = std::clamp(settings_.scale, 0.5, 1.0);
}

int Worksheet::puzzlePageCount() const
{
    const int count = static_cast<int>(puzzles_.size());
    return std::max(1, (count + settings_.perPage - 1) / settings_.perPage);
}

int Worksheet::answersPerPage() const
{
    // Small grids keep 12 to a page; from 16x16 on, 6 so that the values stay readable.
    const bool large = !puzzles_.empty() && puzzles_.front().givens.rows() > 12;
    return large ? 6 : 12;
}

int Worksheet::answerPageCount() const
{
    if (!settings_.answers || puzzles_.empty())
        return 0;
    const int count = static_cast<int>(puzzles_.size());
    return (count + answersPerPage() - 1) / answersPerPage();
}

void Worksheet::paintHeader(QPainter& painter, const QRectF& area, const QString& title, bool full) const
{
    const qreal unit = area.height() / 100;
    painter.setPen(Qt::black);
    painter.setFont(fontOfHeight(unit * 3.2, true));
    painter.drawText(QRectF(area.left(), area.top(), area.width(), unit * 5), Qt::AlignLeft | Qt::AlignVCenter, title);
    if (!full)
        return;
    painter.setFont(fontOfHeight(unit * 1.8));
    if (!settings_.instructions.isEmpty())
        painter.drawText(QRectF(area.left(), area.top() + unit * 5.5, area.width(), unit * 3), Qt::AlignLeft | Qt::AlignVCenter,
                         settings_.instructions);
    if (settings_.nameAndDate)
        painter.drawText(QRectF(area.left(), area.top() + unit * 9, area.width(), unit * 3), Qt::AlignLeft | Qt::AlignVCenter,
                         tr("Name ______________________________    Date ______________"));
}

void Worksheet::paintFooter(QPainter& painter, const QRectF& area, int page) const
{
    const qreal unit = area.height() / 100;
    painter.setPen(Qt::black);
    painter.setFont(fontOfHeight(unit * 1.5));
    painter.drawText(QRectF(area.left(), area.bottom() - unit * 3, area.width(), unit * 3), Qt::AlignCenter,
                     tr("Page %1 of %2").arg(page + 1).arg(pageCount()));
}

void Worksheet::paintSlots(QPainter& painter, const QRectF& body, int first, int count, int columns, int rows, bool answers) const
{
    const qreal slotWidth = body.width() / columns;
    const qreal slotHeight = body.height() / rows;
    const qreal caption = std::min(slotHeight * 0.09, body.height() / 100 * 2.4);
    for (int k = 0; k < count; ++k) {
        const int index = first + k;
        const WorksheetPuzzle& puzzle = puzzles_[static_cast<std::size_t>(index)];
        const QRectF slot(body.left() + (k % columns) * slotWidth, body.top() + (k / columns) * slotHeight, slotWidth, slotHeight);
        const qreal side = std::min(slot.width() * 0.92, slot.height() - caption * 1.6) * (answers ? 1.0 : settings_.scale);
        const QRectF grid(slot.center().x() - side / 2, slot.top() + (slot.height() - caption * 1.6 - side) / 2, side, side);
        paintPuzzle(painter, grid, *puzzle.rules, puzzle.givens, answers ? &puzzle.solution : nullptr);
        painter.setPen(Qt::black);
        painter.setFont(fontOfHeight(caption * 0.75));
        const QString text = answers ? tr("%1.").arg(index + 1)
                                     : tr("%1. %2 · %3").arg(index + 1).arg(puzzle.difficulty, QString::fromStdString(puzzle.rules->describe()));
        painter.drawText(QRectF(slot.left(), grid.bottom() + caption * 0.2, slot.width(), caption), Qt::AlignCenter, text);
    }
}

void Worksheet::paintPage(QPainter& painter, int page, const QRectF& area) const
{
    const qreal unit = area.height() / 100;
    const int puzzlePages = puzzlePageCount();
    if (page < puzzlePages) {
        paintHeader(painter, area, settings_.title, true);
        const QRectF body(area.left(), area.top() + unit * 13, area.width(), area.height() - unit * 17);
        const auto [columns, rows] = gridFor(settings_.perPage);
        const int first = page * settings_.perPage;
        const int count = std::min(settings_.perPage, static_cast<int>(puzzles_.size()) - first);
        if (count > 0)
            paintSlots(painter, body, first, count, columns, rows, false);
    } else {
        paintHeader(painter, area, tr("Answers: %1").arg(settings_.title), false);
        const QRectF body(area.left(), area.top() + unit * 7, area.width(), area.height() - unit * 11);
        const int perPage = answersPerPage();
        const int first = (page - puzzlePages) * perPage;
        const int count = std::min(perPage, static_cast<int>(puzzles_.size()) - first);
        paintSlots(painter, body, first, count, perPage == 12 ? 3 : 2, perPage == 12 ? 4 : 3, true);
    }
    paintFooter(painter, area, page);
}

std::vector<WorksheetPuzzle> generateWorksheetPuzzles(const std::shared_ptr<const ps::PuzzleRules>& rules,
                                                      const std::vector<ps::Difficulty>& levels, int count, quint64 seed,
                                                      const ps::DifficultyClassifier& classifier,
                                                      const std::function<QString(ps::Difficulty)>& label,
                                                      const std::function<void(int)>& progress, int* missed,
                                                      const ps::CancelToken* cancel)
{
    std::vector<WorksheetPuzzle> puzzles(static_cast<std::size_t>(std::max(0, count)));
    std::atomic<int> done{0};
    int short_ = 0;
    for (std::size_t l = 0; l < levels.size() && !(cancel && cancel->isCancelled()); ++l) {
        ps::BatchRequest request;   // one batch per level, each with its own seeds
        request.target = levels[l];
        request.seed = seed + l * 1000003;
        request.count = static_cast<int>((puzzles.size() - std::min(l, puzzles.size()) + levels.size() - 1) / levels.size());
        request.settings.searchBudget = ps::defaultSearchBudget(*rules);
        const auto items = ps::generateBatch(*rules, request, classifier, cancel, [&](int) {
            if (progress)
                progress(++done);
        });
        for (std::size_t k = 0; k < items.size(); ++k) {
            short_ += !items[k].reached;
            puzzles[l + k * levels.size()] = {rules, items[k].result.puzzle, items[k].result.solution, label(items[k].difficulty)};
        }
    }
    if (missed)
        *missed = short_;
    return puzzles;
}

bool writeWorksheetPdf(const QString& path, const Worksheet& worksheet, QString* error)
{
    const auto fail = [error](const QString& message) {
        if (error)
            *error = message;
        return false;
    };
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return fail(tr("Cannot write \"%1\": %2").arg(path, file.errorString()));
    {
        QPdfWriter writer(&file);
        writer.setPageSize(worksheet.settings().pageSize);
        writer.setPageMargins(QMarginsF(15, 15, 15, 15), QPageLayout::Millimeter);
        writer.setResolution(300);
        writer.setTitle(worksheet.settings().title);
        writer.setCreator(QStringLiteral("Puzzlesmith"));
        QPainter painter(&writer);
        const QRectF area(QPointF(0, 0), QSizeF(writer.width(), writer.height()));
        for (int page = 0; page < worksheet.pageCount(); ++page) {
            if (page > 0)
                writer.newPage();
            worksheet.paintPage(painter, page, area);
        }
    }
    if (!file.commit())
        return fail(tr("Cannot save \"%1\": %2. The previous file, if any, is unchanged.").arg(path, file.errorString()));
    return true;
}
