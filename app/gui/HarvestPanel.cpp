#include "HarvestPanel.h"

#include "document/EngineMessages.h"
#include "document/ShownClues.h"
#include "types/PuzzleRules.h"

#include <QHeaderView>
#include <QIcon>
#include <QLabel>
#include <QTreeWidget>
#include <QVBoxLayout>
#include <algorithm>
#include <map>
#include <set>

namespace {

enum Role { DifficultyRole = Qt::UserRole, IndexRole };
enum Kind { GroupKind = QTreeWidgetItem::UserType, BoardKind, TwinKind };
constexpr int kGroupRowHeight = 26;

QFont bold(QFont font)
{
    font.setBold(true);
    return font;
}

} // namespace

// A board or a twin. Its preview and tooltip are made when the view first asks for them (only rows that
// are shown are ever drawn), so a 25x25 harvest of ~2,700 entries lists at once.
class HarvestPanel::EntryItem : public QTreeWidgetItem {
public:
    EntryItem(HarvestPanel* panel, Entry entry, int kind) : QTreeWidgetItem(kind), panel_(panel), entry_(entry)
    {
        setData(0, DifficultyRole, static_cast<int>(entry.difficulty));
        setData(0, IndexRole, entry.index);
        setTextAlignment(1, Qt::AlignRight | Qt::AlignVCenter);
        setSizeHint(0, QSize(0, panel->previewSide_ + 4));   // the view need not draw the preview to measure the row
    }

    Entry entry() const { return entry_; }

    QVariant data(int column, int role) const override
    {
        if (column == 0 && role == Qt::DecorationRole) {
            const qreal ratio = panel_->tree_->devicePixelRatioF();
            if (preview_.isNull() || ratio_ != ratio) {
                // The same picture when selected and when open: a tinted one would lose the dots' contrast.
                const QPixmap pixmap = HarvestPanel::preview(harvestEntry().givens, panel_->rules_.get(), panel_->previewSide_, ratio);
                preview_ = QIcon();
                for (QIcon::Mode mode : {QIcon::Normal, QIcon::Selected, QIcon::Active})
                    for (QIcon::State state : {QIcon::Off, QIcon::On})
                        preview_.addPixmap(pixmap, mode, state);
                ratio_ = ratio;
            }
            return preview_;
        }
        if (role == Qt::ToolTipRole)
            return toolTip();
        return QTreeWidgetItem::data(column, role);
    }

private:
    const ps::HarvestEntry& harvestEntry() const { return *panel_->entryAt(entry_); }

    QString toolTip() const
    {
        const ps::HarvestEntry& e = harvestEntry();
        const QString what = e.transform.empty()
                                 ? HarvestPanel::tr("The board after removal %1 of the run").arg(e.step)
                                 : HarvestPanel::tr("A symmetric twin of the board after removal %1 (%2): the same puzzle in "
                                                    "disguise, of the same class")
                                       .arg(e.step)
                                       .arg(HarvestPanel::transformName(e.transform));
        return HarvestPanel::tr("%1.\n%2 · %3, %4")
            .arg(what, difficultyDisplayName(entry_.difficulty), HarvestPanel::tr("%n clue(s)", nullptr, shownClueCount(e.givens)),
                 HarvestPanel::tr("%n empty square(s)", nullptr, e.givens.emptyCount()));
    }

    HarvestPanel* panel_;
    Entry entry_;
    mutable QIcon preview_;
    mutable qreal ratio_ = 0;
};

HarvestPanel::HarvestPanel(QWidget* parent) : QWidget(parent)
{
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    summary_ = new QLabel(this);
    summary_->setWordWrap(true);
    layout->addWidget(summary_);
    tree_ = new QTreeWidget(this);
    tree_->setColumnCount(2);
    tree_->setHeaderLabels({tr("Puzzle"), tr("Clues")});
    tree_->headerItem()->setTextAlignment(1, Qt::AlignRight | Qt::AlignVCenter);
    tree_->header()->setStretchLastSection(false);
    tree_->header()->setSectionResizeMode(0, QHeaderView::Stretch);
    tree_->header()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    tree_->setIconSize(QSize(previewSide_, previewSide_));
    tree_->setIndentation(10);
    tree_->setAlternatingRowColors(true);
    tree_->setSelectionMode(QAbstractItemView::SingleSelection);
    tree_->setMinimumWidth(240);
    connect(tree_, &QTreeWidget::currentItemChanged, this, [this](QTreeWidgetItem* item) { onCurrentItemChanged(item); });
    layout->addWidget(tree_, 1);
    updateSummary();
}

HarvestPanel::~HarvestPanel()
{
    // The items read this panel's harvest (previews, tooltips): take them down while it is still here.
    const QSignalBlocker blocker(tree_);
    tree_->clear();
}

void HarvestPanel::clear()
{
    {
        const QSignalBlocker blocker(tree_);
        tree_->clear();
    }
    harvest_.clear();
    wanted_.reset();
    updateSummary();
}

void HarvestPanel::setHarvest(ps::Harvest harvest, std::optional<ps::Difficulty> wanted, std::shared_ptr<const ps::PuzzleRules> rules)
{
    clear();
    harvest_ = std::move(harvest);
    wanted_ = wanted;
    rules_ = std::move(rules);
    previewSide_ = previewSide(9);
    for (const auto& [difficulty, entries] : harvest_)
        if (!entries.empty())
            previewSide_ = previewSide(entries.front().givens, rules_.get());
    tree_->setIconSize(QSize(previewSide_, previewSide_));
    const std::optional<Entry> picked = pick();
    const QSignalBlocker blocker(tree_);   // listing is not picking
    // Whole groups are built first and handed to the tree at once: one insertion each, not one per row.
    QList<QTreeWidgetItem*> groups;
    std::map<std::string, QString> names;   // transformation -> shown name
    const auto nameOf = [&](const std::string& transform) -> const QString& {
        auto found = names.find(transform);
        if (found == names.end())
            found = names.emplace(transform, transformName(transform)).first;
        return found->second;
    };
    for (const auto& [difficulty, entries] : harvest_) {
        // Accepted boards first, fullest first; each twin under the board of its step (they are made
        // together), or on its own when the harvest has no such board.
        std::vector<int> boards;
        std::map<int, std::vector<int>> twinsOfStep;
        for (int i = 0; i < static_cast<int>(entries.size()); ++i)
            (entries[static_cast<std::size_t>(i)].transform.empty() ? boards : twinsOfStep[entries[static_cast<std::size_t>(i)].step])
                .push_back(i);
        std::set<int> boardSteps;
        for (int i : boards)
            boardSteps.insert(entries[static_cast<std::size_t>(i)].step);
        std::vector<int> rows = boards;
        for (const auto& [step, twins] : twinsOfStep)
            if (!boardSteps.count(step))
                rows.insert(rows.end(), twins.begin(), twins.end());
        std::stable_sort(rows.begin(), rows.end(), [&](int a, int b) {
            const ps::HarvestEntry& x = entries[static_cast<std::size_t>(a)];
            const ps::HarvestEntry& y = entries[static_cast<std::size_t>(b)];
            return x.givens.emptyCount() != y.givens.emptyCount() ? x.givens.emptyCount() > y.givens.emptyCount() : x.step > y.step;
        });

        auto* group = new QTreeWidgetItem(GroupKind);
        groups << group;
        const bool isWanted = wanted_ && *wanted_ == difficulty;
        const int twinCount = static_cast<int>(entries.size()) - static_cast<int>(boards.size());
        const int boardCount = static_cast<int>(boards.size());
        const QString name = difficultyDisplayName(difficulty);
        const int puzzleCount = static_cast<int>(entries.size());
        // Short enough for the panel's narrowest width in every language; the tooltip says it all.
        const QString counted = tr("%1 · %2").arg(name, tr("%n puzzle(s)", nullptr, puzzleCount));
        group->setText(0, isWanted ? tr("%1 · wanted").arg(counted) : counted);
        group->setToolTip(0, tr("%1: %2 and %3, %4")
                                 .arg(name, tr("%n accepted board(s)", nullptr, boardCount), tr("%n symmetric twin(s)", nullptr, twinCount),
                                      tr("%n puzzle(s) in all", nullptr, puzzleCount)));
        group->setSizeHint(0, QSize(0, kGroupRowHeight));
        group->setData(0, DifficultyRole, static_cast<int>(difficulty));
        group->setFlags(Qt::ItemIsEnabled);   // a heading: picking it shows nothing
        if (isWanted)
            group->setFont(0, bold(group->font(0)));
        QList<QTreeWidgetItem*> rowItems;
        for (int i : rows) {
            const ps::HarvestEntry& e = entries[static_cast<std::size_t>(i)];
            const Entry entry{difficulty, i};
            auto* item = new EntryItem(this, entry, e.transform.empty() ? BoardKind : TwinKind);
            const auto twins = twinsOfStep.find(e.step);
            const int twinsHere = e.transform.empty() && twins != twinsOfStep.end() ? static_cast<int>(twins->second.size()) : 0;
            if (!e.transform.empty())
                item->setText(0, tr("Step %1, %2").arg(e.step).arg(nameOf(e.transform)));
            else if (twinsHere == 0)
                item->setText(0, tr("Step %1").arg(e.step));
            else
                item->setText(0, tr("Step %1 · %n twin(s)", nullptr, twinsHere).arg(e.step));
            item->setText(1, QString::number(shownClueCount(e.givens)));
            item->setToolTip(0, item->text(0));   // the whole name where the panel cuts it short
            if (picked && *picked == entry) {
                item->setFont(0, bold(item->font(0)));
                item->setFont(1, bold(item->font(1)));
            }
            rowItems << item;
            if (twinsHere) {
                QList<QTreeWidgetItem*> twinItems;
                for (int t : twins->second) {
                    const ps::HarvestEntry& twin = entries[static_cast<std::size_t>(t)];
                    auto* twinItem = new EntryItem(this, Entry{difficulty, t}, TwinKind);
                    twinItem->setText(0, nameOf(twin.transform));
                    twinItem->setToolTip(0, twinItem->text(0));
                    twinItem->setText(1, item->text(1));   // twins keep their board's clues
                    twinItems << twinItem;
                }
                item->addChildren(twinItems);
            }
        }
        group->addChildren(rowItems);
    }
    tree_->addTopLevelItems(groups);
    for (QTreeWidgetItem* group : groups) {
        group->setFirstColumnSpanned(true);
        // The wanted class is open (with no class wanted, the one holding the pick).
        const auto difficulty = static_cast<ps::Difficulty>(group->data(0, DifficultyRole).toInt());
        group->setExpanded(wanted_ ? *wanted_ == difficulty : picked && picked->difficulty == difficulty);
    }
    updateSummary();
}

std::optional<HarvestPanel::Entry> HarvestPanel::pick() const
{
    // The emptiest board, and among equally empty ones the latest step: a type that removes clues other
    // than values after the squares (signs between squares) accepts boards that empty no square.
    std::optional<Entry> best;
    int bestEmpty = -1;
    int bestStep = -1;
    for (const auto& [difficulty, entries] : harvest_) {
        if (wanted_ && *wanted_ != difficulty)
            continue;
        for (int i = 0; i < static_cast<int>(entries.size()); ++i) {
            const ps::HarvestEntry& e = entries[static_cast<std::size_t>(i)];
            const int empty = e.givens.emptyCount();
            if (e.transform.empty() && (empty > bestEmpty || (empty == bestEmpty && e.step > bestStep))) {
                best = Entry{difficulty, i};
                bestEmpty = empty;
                bestStep = e.step;
            }
        }
    }
    return best;
}

std::optional<HarvestPanel::Entry> HarvestPanel::entryShowing(const ps::Board& givens) const
{
    for (const auto& [difficulty, entries] : harvest_)
        for (int i = 0; i < static_cast<int>(entries.size()); ++i) {
            const ps::HarvestEntry& e = entries[static_cast<std::size_t>(i)];
            if (e.transform.empty() && e.givens == givens)
                return Entry{difficulty, i};
        }
    return std::nullopt;
}

const ps::HarvestEntry* HarvestPanel::entryAt(const Entry& entry) const
{
    const auto found = harvest_.find(entry.difficulty);
    if (found == harvest_.end() || entry.index < 0 || entry.index >= static_cast<int>(found->second.size()))
        return nullptr;
    return &found->second[static_cast<std::size_t>(entry.index)];
}

bool HarvestPanel::select(ps::Difficulty difficulty, int index)
{
    if (!entryAt(Entry{difficulty, index}))
        return false;
    for (int g = 0; g < tree_->topLevelItemCount(); ++g) {
        QTreeWidgetItem* group = tree_->topLevelItem(g);
        if (group->data(0, DifficultyRole).toInt() != static_cast<int>(difficulty))
            continue;
        for (int b = 0; b < group->childCount(); ++b) {
            QTreeWidgetItem* board = group->child(b);
            QTreeWidgetItem* found = board->data(0, IndexRole).toInt() == index ? board : nullptr;
            for (int t = 0; !found && t < board->childCount(); ++t)
                if (board->child(t)->data(0, IndexRole).toInt() == index)
                    found = board->child(t);
            if (!found)
                continue;
            group->setExpanded(true);
            if (found != board)
                board->setExpanded(true);
            if (tree_->currentItem() == found)
                onCurrentItemChanged(found);   // already current: picked again all the same
            else
                tree_->setCurrentItem(found);
            tree_->scrollToItem(group, QAbstractItemView::PositionAtTop);   // its class in view too, when it fits
            tree_->scrollToItem(found);
            return true;
        }
    }
    return false;
}

std::optional<HarvestPanel::Entry> HarvestPanel::entryOf(const QTreeWidgetItem* item)
{
    if (!item || (item->type() != BoardKind && item->type() != TwinKind))
        return std::nullopt;
    return static_cast<const EntryItem*>(item)->entry();
}

std::optional<HarvestPanel::Entry> HarvestPanel::current() const { return entryOf(tree_->currentItem()); }

QString HarvestPanel::statusText() const
{
    const std::optional<Entry> entry = current();
    const ps::HarvestEntry* e = entry ? entryAt(*entry) : nullptr;
    if (!e)
        return {};
    const QString where = e->transform.empty() ? tr("step %1").arg(e->step) : tr("step %1, %2").arg(e->step).arg(transformName(e->transform));
    return tr("%1 · %n clue(s) · %2", nullptr, shownClueCount(e->givens)).arg(difficultyDisplayName(entry->difficulty), where);
}

void HarvestPanel::onCurrentItemChanged(QTreeWidgetItem* item)
{
    if (const std::optional<Entry> entry = entryOf(item))
        emit entryPicked(entry->difficulty, entry->index);
}

void HarvestPanel::updateSummary()
{
    if (harvest_.empty()) {
        summary_->setText(tr("Harvest: every board a run accepts, and its symmetric twins. Press Generate."));
        return;
    }
    int boards = 0;
    int puzzles = 0;
    for (const auto& [difficulty, entries] : harvest_) {
        puzzles += static_cast<int>(entries.size());
        boards += static_cast<int>(std::count_if(entries.begin(), entries.end(), [](const ps::HarvestEntry& e) { return e.transform.empty(); }));
    }
    // "its" or "their" twins: the boards' count governs the sentence, the puzzles' count is a piece of its own.
    summary_->setText(tr("Harvest: %n board(s), %1 with their symmetric twins.", nullptr, boards).arg(tr("%n puzzle(s)", nullptr, puzzles)));
}

QString HarvestPanel::transformName(const std::string& transform)
{
    static const std::map<std::string, const char*> names{
        {"relabel", QT_TR_NOOP("values relabelled")},
        {"permute stacks", QT_TR_NOOP("stacks swapped")},
        {"permute bands", QT_TR_NOOP("bands swapped")},
        {"permute rows", QT_TR_NOOP("rows swapped")},
        {"permute columns", QT_TR_NOOP("columns swapped")},
        {"reflect top-bottom", QT_TR_NOOP("top-bottom mirror")},
        {"reflect left-right", QT_TR_NOOP("left-right mirror")},
        {"reflect main diagonal", QT_TR_NOOP("diagonal mirror")},
        {"reflect anti-diagonal", QT_TR_NOOP("anti-diagonal mirror")},
        {"rotate 90", QT_TR_NOOP("rotated 90°")},
    };
    const auto found = names.find(transform);
    return found != names.end() ? tr(found->second) : QString::fromStdString(transform);
}
