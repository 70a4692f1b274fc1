#include "Worksheet.h"
#include "SaveFile.h"
#include "EngineMessages.h"

#include "PuzzlePainter.h"
#include "generate/BatchGenerator.h"
#include "types/PuzzleRules.h"
#include "types/TypeRegistry.h"

#include <QCoreApplication>
#include <QFont>
#include <QFontMetricsF>
#include <QPainter>
#include <QPdfWriter>
#include "OutputFile.h"
#include <algorithm>
#include <atomic>
#include <cmath>

namespace {

QString tr(const char* text) { return QCoreApplication::translate("Worksheet", text); }

// Text sizes in millimetres (em height): title about 18 pt, lines 12 pt, captions 10 pt.
constexpr double kTitleFont = 6.5;
constexpr double kAnswerTitleFont = 5.5;
constexpr double kLineFont = 4.2;
constexpr double kCaptionFont = 3.6;
constexpr double kAnswerCaptionFont = 3.0;
constexpr double kFooterFont = 3.2;
constexpr double kSeedFont = 2.4;
constexpr double kCaptionWrapExtra = 2.5;   // mm below a caption's line that a wrapped caption may use   // about 7 pt: fine print that can still be read and typed

QFont fontOfHeight(qreal pixels, bool bold = false, bool literal = false)
{
    QFont font(QStringLiteral("DejaVu Sans"));
    font.setPixelSize(std::max(1, static_cast<int>(pixels)));   // down: a fitted text must not grow
    font.setBold(bold);
    // Text to be typed or copied from the PDF (a command line): no ligatures, else "difficulty" comes
    // out of the PDF with an "ffi" character that a shell does not take for "ffi".
    if (literal)
        font.setStyleStrategy(QFont::PreferNoShaping);
    return font;
}

// Draws `text` in `rect` on one line, shrinking the font (to 70 %). A text that still does not fit (a title
// naming seven types, a variant's long rule) wraps onto more lines inside `wrapArea` when one is given,
// shrinking further (to 45 %), so that no word is lost; only then is it elided, so it never spills past
// the rectangle into a neighbouring grid's space.
void drawFitted(QPainter& painter, const QRectF& rect, qreal pixels, bool bold, const QString& text, Qt::Alignment align,
                bool literal = false, const QRectF& wrapArea = QRectF())
{
    QFont font = fontOfHeight(pixels, bold, literal);
    qreal width = QFontMetricsF(font, painter.device()).horizontalAdvance(text);
    if (width > rect.width()) {
        font = fontOfHeight(std::max(pixels * 0.7, pixels * 0.98 * rect.width() / width), bold, literal);
        width = QFontMetricsF(font, painter.device()).horizontalAdvance(text);
    }
    if (width > rect.width() && !wrapArea.isNull()) {
        const int flags = static_cast<int>(align) | Qt::AlignTop | Qt::TextWordWrap;
        for (qreal size = pixels * 0.95; size >= pixels * 0.45; size *= 0.95) {
            const QFont wrapped = fontOfHeight(size, bold, literal);
            const QRectF needed = QFontMetricsF(wrapped, painter.device()).boundingRect(wrapArea, flags, text);
            if (needed.height() <= wrapArea.height() && needed.width() <= wrapArea.width() + 0.5) {
                painter.setFont(wrapped);
                painter.drawText(wrapArea, flags, text);
                return;
            }
        }
    }
    painter.setFont(font);
    const QString shown = width > rect.width() ? QFontMetricsF(font, painter.device()).elidedText(text, Qt::ElideRight, rect.width()) : text;
    painter.drawText(rect, align | Qt::AlignVCenter, shown);
}

// Draws `text` word-wrapped in `rect`, in the font worksheetWrappedFont picks: the instructions must be
// read whole on paper.
void drawWrapped(QPainter& painter, const QRectF& rect, qreal pixels, const QString& text)
{
    painter.setFont(worksheetWrappedFont(rect, pixels, text, painter.device()));
    painter.drawText(rect, Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap, text);
}

} // namespace

QFont worksheetWrappedFont(const QRectF& rect, qreal pixels, const QString& text, QPaintDevice* device)
{
    // Down to 40 %: a sheet mixing every type states seven types' rules in the lines the layout gives
    // them (about 5 pt at the smallest, the size of the seed lines).
    const int flags = Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap;
    QFont font = fontOfHeight(pixels, false);
    for (qreal size = pixels; size >= pixels * 0.4; size *= 0.95) {
        font = fontOfHeight(size, false);
        if (QFontMetricsF(font, device).boundingRect(rect, flags, text).height() <= rect.height())
            break;
    }
    return font;
}

namespace {

// The layout gives every grid the same square slot, sized for the grid with the most squares along a
// side (a sheet may mix sizes and types; a rectangular grid is centred in its slot).
int largestSide(const std::vector<WorksheetPuzzle>& puzzles)
{
    int side = 0;
    for (const WorksheetPuzzle& p : puzzles)
        side = std::max({side, p.givens.rows(), p.givens.cols()});
    return side > 0 ? side : 9;
}

} // namespace

Worksheet::Worksheet(WorksheetSettings settings, std::vector<WorksheetPuzzle> puzzles)
    : puzzles_(std::move(puzzles)),
      layout_(settings, largestSide(puzzles_), static_cast<int>(puzzles_.size()))
{
}

void Worksheet::paintPage(QPainter& painter, int page, const QRectF& area) const
{
    const QSizeF mm = layout_.areaMm();
    const qreal scale = std::min(area.width() / mm.width(), area.height() / mm.height());
    const QPointF origin(area.left() + (area.width() - mm.width() * scale) / 2, area.top());
    const auto map = [&](const QRectF& r) { return QRectF(origin + r.topLeft() * scale, r.size() * scale); };
    const WorksheetPage layout = layout_.page(page);
    const WorksheetSettings& settings = layout_.settings();

    painter.save();
    painter.setPen(Qt::black);
    if (layout.answers) {
        const QString title = settings.title.isEmpty() ? tr("Answers") : tr("Answers: %1").arg(settings.title);
        drawFitted(painter, map(layout.title), kAnswerTitleFont * scale, true, title, Qt::AlignLeft, false, map(layout.title));
    } else {
        drawFitted(painter, map(layout.title), kTitleFont * scale, true, settings.title, Qt::AlignLeft, false, map(layout.title));
        if (!layout.instructions.isNull())
            drawWrapped(painter, map(layout.instructions), kLineFont * scale, settings.instructions);
        if (!layout.nameDate.isNull())
            drawFitted(painter, map(layout.nameDate), kLineFont * scale, false,
                       tr("Name ______________________________    Date ______________"), Qt::AlignLeft);
    }
    for (const WorksheetSlot& slot : layout.grids) {
        const WorksheetPuzzle& puzzle = puzzles_[static_cast<std::size_t>(slot.puzzle)];
        paintPuzzle(painter, map(slot.grid), *puzzle.rules, puzzle.givens, layout.answers ? &puzzle.solution : nullptr);
        painter.setPen(Qt::black);
        const QString caption = layout.answers ? tr("%1.").arg(slot.puzzle + 1)
                                               : tr("%1. %2 · %3").arg(slot.puzzle + 1).arg(puzzle.difficulty, describeRules(*puzzle.rules));
        // A caption too long for one line wraps into part of the gap below it (every row gap is at least
        // 4 mm, so it stays nearer its own grid than the next).
        drawFitted(painter, map(slot.caption), (layout.answers ? kAnswerCaptionFont : kCaptionFont) * scale, false, caption, Qt::AlignHCenter,
                   false, map(slot.caption.adjusted(0, 0, 0, kCaptionWrapExtra)));
    }
    const QString pageNumber = tr("Page %1 of %2").arg(page + 1).arg(pageCount());
    if (layout.seedLines.empty()) {
        drawFitted(painter, map(layout.footer), kFooterFont * scale, false, pageNumber, Qt::AlignHCenter);
    } else {
        painter.setPen(QColor(0x40, 0x40, 0x40));
        for (std::size_t i = 0; i < layout.grids.size() && i < layout.seedLines.size(); ++i) {
            const int index = layout.grids[i].puzzle;
            const QString line = worksheetSeedLine(index + 1, puzzles_[static_cast<std::size_t>(index)]);
            if (!line.isEmpty())
                drawFitted(painter, map(layout.seedLines[i]), kSeedFont * scale, false, line, Qt::AlignLeft, /*literal=*/true);
        }
        painter.setPen(Qt::black);
        const QRectF number(layout.footer.left(), layout.footer.bottom() - 5, layout.footer.width(), 5);
        drawFitted(painter, map(number), kFooterFont * scale, false, pageNumber, Qt::AlignRight);
    }
    painter.restore();
}

QString worksheetRemakeCommand(const WorksheetPuzzle& puzzle)
{
    if (!puzzle.seed || !puzzle.rules)
        return {};
    const ps::PuzzleRules& rules = *puzzle.rules;
    const ps::PuzzleType& type = ps::puzzleType(rules.typeId());
    // The type's own option gives its parameters exactly (--box: a 6x6 grid may have 2x3 or 3x2 boxes);
    // the others are made from their size.
    const QString size = type.parametersOption.empty()
                             ? QStringLiteral("--size %1x%2").arg(rules.rows()).arg(rules.cols())
                             : QStringLiteral("--%1 %2").arg(QString::fromStdString(type.parametersOption), QString::fromStdString(rules.parameters()));
    QString command = QStringLiteral("puzzlesmith-cli generate --type %1 %2").arg(QString::fromStdString(rules.typeId()), size);
    if (puzzle.level)
        command += QStringLiteral(" --difficulty %1").arg(QString::fromStdString(ps::difficultyName(*puzzle.level)));
    return command + QStringLiteral(" --seed %1").arg(*puzzle.seed);
}

QString worksheetSeedLine(int number, const WorksheetPuzzle& puzzle)
{
    const QString command = worksheetRemakeCommand(puzzle);
    if (command.isEmpty())
        return {};
    // A free function: lupdate files only QCoreApplication::translate calls here, not the local tr().
    return QCoreApplication::translate("Worksheet", "%1 · %2 · %3 · seed %4: %5")
        .arg(number)
        .arg(describeRules(*puzzle.rules), puzzle.difficulty)
        .arg(*puzzle.seed)
        .arg(command);
}

std::vector<WorksheetPuzzle> generateWorksheetPuzzles(const std::vector<std::shared_ptr<const ps::PuzzleRules>>& types,
                                                      const std::vector<ps::Difficulty>& levels, int count, quint64 seed,
                                                      const ps::DifficultyClassifier& classifier,
                                                      const std::function<QString(ps::Difficulty)>& label,
                                                      const std::function<void(int)>& progress, int* missed,
                                                      const ps::CancelToken* cancel)
{
    std::vector<WorksheetPuzzle> puzzles(static_cast<std::size_t>(std::max(0, count)));
    if (types.empty() || levels.empty())
        return {};
    std::atomic<int> done{0};
    int short_ = 0;
    // Puzzle i belongs to group i mod G, G = types x levels: the types alternate, and each type goes
    // through the levels in turn. One batch per group, each with its own seeds.
    const std::size_t groups = types.size() * levels.size();
    for (std::size_t g = 0; g < groups && !(cancel && cancel->isCancelled()); ++g) {
        const auto& rules = types[g % types.size()];
        ps::BatchRequest request;
        request.target = levels[(g / types.size()) % levels.size()];
        request.seed = seed + g * 1000003;
        request.count = static_cast<int>((puzzles.size() - std::min(g, puzzles.size()) + groups - 1) / groups);
        request.settings.searchBudget = ps::defaultSearchBudget(*rules);
        request.backend = rules->defaultBackend();
        const auto items = ps::generateBatch(*rules, request, classifier, cancel, [&](int) {
            if (progress)
                progress(++done);
        });
        for (std::size_t k = 0; k < items.size(); ++k) {
            short_ += !items[k].reached;
            // items[k].seed with request.target is exactly what `generate --seed --difficulty` runs.
            puzzles[g + k * groups] = {rules, items[k].result.puzzle, items[k].result.solution, label(items[k].difficulty),
                                       items[k].seed, request.target};
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
    OutputFile file(path);
    if (!file.open())
        return fail(QCoreApplication::translate("Worksheet", "Cannot write \"%1\": %2").arg(path, file.errorString()));
    {
        QPdfWriter writer(file.device());
        writer.setPageLayout(worksheet.pageLayout());
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
    QString reason;
    if (!file.commit(&reason))
        return fail(QCoreApplication::translate("Worksheet", "Cannot save \"%1\": %2. The previous file, if any, is unchanged.").arg(path, reason));
    return true;
}
