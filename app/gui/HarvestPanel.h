#pragma once
#include "generate/Harvest.h"

#include <QPixmap>
#include <QWidget>
#include <memory>
#include <optional>

class QLabel;
class QTreeWidget;
class QTreeWidgetItem;

namespace ps {
class PuzzleRules;
}

// The harvest of a run as a tool rather than a dump: grouped by class with counts, each accepted board
// with its clue count and a small preview of where its givens are, its symmetric twins folded under it;
// the classes' boards listed fullest first. pick() is the puzzle the studio shows after a run; picking an
// entry (clicking it, or moving to it with the keys) emits entryPicked(class, index into that class's
// entries of the harvest).
class HarvestPanel : public QWidget {
    Q_OBJECT
public:
    // An entry of the harvest: harvest.at(difficulty)[index].
    struct Entry {
        ps::Difficulty difficulty = ps::Difficulty::Easy;
        int index = 0;
        bool operator==(const Entry&) const = default;
    };

    // The previews' side in logical pixels for a grid of `squares` x `squares`: about 48, and whole pixels
    // for every square (2 per square at 25x25: 52; 5 at 9x9: 47).
    static int previewSide(int squares);
    // The previews' side for boards like `givens`: room for the ring of clues outside the grid, and squares
    // big enough for signs between them, when `rules` show those.
    static int previewSide(const ps::Board& givens, const ps::PuzzleRules* rules);

    explicit HarvestPanel(QWidget* parent = nullptr);
    ~HarvestPanel() override;

    // Lists `harvest`. `wanted`: the class asked for (nothing: any class); its group is marked and opened.
    // `rules` (optional) shade the previews' boxes. Nothing is picked yet: see pick() and select().
    void setHarvest(ps::Harvest harvest, std::optional<ps::Difficulty> wanted,
                    std::shared_ptr<const ps::PuzzleRules> rules = nullptr);
    void clear();
    bool isEmpty() const { return harvest_.empty(); }
    const ps::Harvest& harvest() const { return harvest_; }
    std::optional<ps::Difficulty> wanted() const { return wanted_; }

    // The wanted class's accepted board with the most empty squares (of any class when none is wanted),
    // or nothing when the harvest has no board of that class.
    std::optional<Entry> pick() const;
    // The entry (not a twin) whose givens are exactly `givens`, if the harvest has it.
    std::optional<Entry> entryShowing(const ps::Board& givens) const;
    // Makes the entry current, opening its group (and its board, for a twin), and emits entryPicked.
    // False, and nothing changes, when the harvest has no such entry.
    bool select(ps::Difficulty difficulty, int index);
    bool select(const Entry& entry) { return select(entry.difficulty, entry.index); }
    // The entry shown as current, if it is one (not a class's group row).
    std::optional<Entry> current() const;
    const ps::HarvestEntry* entryAt(const Entry& entry) const;
    // The entry a row of tree() stands for; nothing for a class's heading.
    static std::optional<Entry> entryOf(const QTreeWidgetItem* item);

    // For the status line: the current entry's class, clue count and where it comes from, e.g.
    // "Medium · 28 clues · step 53" or "Medium · 28 clues · step 53, rotated"; empty when none is current.
    QString statusText() const;

    // The preview of `givens`: a dot for every given, boxes shaded alternately (when `rules` are given), a
    // dot for every clue outside the grid and a small chevron for every sign between squares (when `rules`
    // show them; HarvestPreview.cpp),
    // `side` logical pixels square, drawn for `devicePixelRatio` so it stays crisp.
    static QPixmap preview(const ps::Board& givens, const ps::PuzzleRules* rules, int side, qreal devicePixelRatio);
    // The transformation's name as the panel shows it ("rotated 90°" for "rotate 90").
    static QString transformName(const std::string& transform);

    QTreeWidget* tree() const { return tree_; }

signals:
    void entryPicked(ps::Difficulty difficulty, int index);

private:
    class EntryItem;
    void onCurrentItemChanged(QTreeWidgetItem* item);
    void updateSummary();

    ps::Harvest harvest_;
    std::optional<ps::Difficulty> wanted_;
    std::shared_ptr<const ps::PuzzleRules> rules_;
    int previewSide_ = previewSide(9);
    QLabel* summary_ = nullptr;
    QTreeWidget* tree_ = nullptr;
};
