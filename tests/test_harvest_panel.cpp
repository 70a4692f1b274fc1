// The harvest panel: the harvest of a real run grouped by class with counts, twins folded under their
// accepted board, clue counts, previews, the pick rule and what picking an entry sends; the harvest filed
// after the run (what the studio does at Instant speed) against the harvest filed board by board; and,
// on request, the figures comparing the studio's speed with the command line's (studioSpeedFigures).
#include "GenerationController.h"
#include "HarvestPanel.h"
#include "MainWindow.h"
#include "StudioRun.h"
#include "StudioClassifier.h"

#include "difficulty/Difficulty.h"
#include "document/EngineMessages.h"
#include "document/HarvestFile.h"
#include "generate/GenPuzzles.h"
#include "solve/BackendFactory.h"
#include "types/TypeRegistry.h"

#include <QCheckBox>
#include <QComboBox>
#include <QElapsedTimer>
#include <QIcon>
#include <QLineEdit>
#include <QProcess>
#include <QSaveFile>
#include <QScopeGuard>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTreeWidget>
#include <QtTest>
#include <atomic>
#include <numeric>
#include <set>

using namespace ps;

namespace {

// Counts the classifications a run makes (the classifier is called from several threads).
class CountingClassifier final : public DifficultyClassifier {
public:
    explicit CountingClassifier(std::shared_ptr<const DifficultyClassifier> inner) : inner_(std::move(inner)) {}
    Difficulty classify(const DifficultySpec& rules, const Board& givens, const ClassifyContext& context = {}) const override
    {
        ++calls;
        return inner_->classify(rules, givens, context);
    }
    mutable std::atomic<int> calls{0};

private:
    std::shared_ptr<const DifficultyClassifier> inner_;
};

const std::shared_ptr<const DifficultyClassifier>& studioClassifier()
{
    static const StudioClassifier loaded = loadStudioClassifier();
    return loaded.classifier;
}

GenerationResult engineRun(const PuzzleRules& rules, const DifficultyClassifier& classifier, std::uint64_t seed, HarvestFiling filing)
{
    auto backend = makeBackend("native", rules);
    PuzzleGenerator generator(rules, *backend, classifier);
    GenerationSettings settings;
    settings.searchBudget = defaultSearchBudget(rules);
    settings.filing = filing;
    Rng rng(seed);
    return generator.run(settings, rng);
}

// Every entry item of the panel (boards and twins), in tree order.
QList<QTreeWidgetItem*> entryItems(const HarvestPanel& panel)
{
    QList<QTreeWidgetItem*> items;
    for (int g = 0; g < panel.tree()->topLevelItemCount(); ++g) {
        QTreeWidgetItem* group = panel.tree()->topLevelItem(g);
        for (int b = 0; b < group->childCount(); ++b) {
            items << group->child(b);
            for (int t = 0; t < group->child(b)->childCount(); ++t)
                items << group->child(b)->child(t);
        }
    }
    return items;
}

HarvestPanel::Entry entryOf(const QTreeWidgetItem* item)
{
    const auto entry = HarvestPanel::entryOf(item);
    if (!entry)
        qFatal("not an entry row: %s", qPrintable(item->text(0)));
    return *entry;
}

} // namespace

class TestHarvestPanel : public QObject {
    Q_OBJECT
private:
    std::shared_ptr<const PuzzleRules> rules9_{makeRules("sudoku", "3x3")};
    GenerationResult run9_;   // a real 9x9 run, filed board by board

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        run9_ = engineRun(*rules9_, *studioClassifier(), 5, HarvestFiling::EachBoard);
        QVERIFY(run9_.harvest.size() >= 2);   // this seed's run passes through more than one class
    }

    void groupsByClassWithCounts()
    {
        HarvestPanel panel;
        panel.setHarvest(run9_.harvest, std::nullopt, rules9_);
        QCOMPARE(panel.tree()->topLevelItemCount(), static_cast<int>(run9_.harvest.size()));
        std::set<std::pair<int, int>> listed;   // every entry of the harvest is listed exactly once, under its class
        int g = 0;
        for (const auto& [difficulty, entries] : run9_.harvest) {
            QTreeWidgetItem* group = panel.tree()->topLevelItem(g++);
            QVERIFY(!HarvestPanel::entryOf(group));
            const auto boards = std::count_if(entries.begin(), entries.end(), [](const HarvestEntry& e) { return e.transform.empty(); });
            QCOMPARE(group->childCount(), static_cast<int>(boards));   // twins are folded, not listed beside
            QVERIFY2(group->text(0).contains(difficultyDisplayName(difficulty)), qPrintable(group->text(0)));
            QVERIFY2(group->text(0).contains(QString::number(entries.size())), qPrintable(group->text(0)));
            // The heading stays short enough for a narrow panel; its tooltip gives boards and twins too.
            QVERIFY2(group->text(0).size() <= 32, qPrintable(group->text(0)));
            QVERIFY2(group->toolTip(0).contains(QString::number(boards)), qPrintable(group->toolTip(0)));
            QVERIFY(!(group->flags() & Qt::ItemIsSelectable));
            for (int b = 0; b < group->childCount(); ++b) {
                QList<QTreeWidgetItem*> rows{group->child(b)};
                for (int t = 0; t < group->child(b)->childCount(); ++t)
                    rows << group->child(b)->child(t);
                for (QTreeWidgetItem* row : rows) {
                    const HarvestPanel::Entry entry = entryOf(row);
                    QCOMPARE(entry.difficulty, difficulty);
                    QVERIFY(listed.insert({static_cast<int>(entry.difficulty), entry.index}).second);
                }
            }
        }
        std::size_t total = 0;
        for (const auto& [difficulty, entries] : run9_.harvest)
            total += entries.size();
        QCOMPARE(listed.size(), total);
        QVERIFY(total > 300);   // ~464 entries, listed as ~58 rows
    }

    void twinsFoldUnderTheirBoard()
    {
        HarvestPanel panel;
        panel.setHarvest(run9_.harvest, std::nullopt, rules9_);
        int twins = 0;
        for (int g = 0; g < panel.tree()->topLevelItemCount(); ++g) {
            QTreeWidgetItem* group = panel.tree()->topLevelItem(g);
            int previousEmpty = INT_MAX;
            for (int b = 0; b < group->childCount(); ++b) {
                QTreeWidgetItem* boardItem = group->child(b);
                const HarvestEntry* board = panel.entryAt(entryOf(boardItem));
                QVERIFY(board);
                QVERIFY(board->transform.empty());           // the engine's harvest has a board for every step
                QVERIFY(board->givens.emptyCount() <= previousEmpty);   // fullest first
                previousEmpty = board->givens.emptyCount();
                QCOMPARE(boardItem->childCount(), 7);   // 9x9: seven symmetric twins per board
                for (int t = 0; t < boardItem->childCount(); ++t) {
                    const HarvestEntry* twin = panel.entryAt(entryOf(boardItem->child(t)));
                    QVERIFY(twin);
                    QVERIFY(!twin->transform.empty());
                    QCOMPARE(twin->step, board->step);
                    QCOMPARE(twin->givens.filledCount(), board->givens.filledCount());
                    QCOMPARE(boardItem->child(t)->text(0), HarvestPanel::transformName(twin->transform));
                    ++twins;
                }
            }
        }
        QVERIFY(twins > 0);

        // A twin whose board is not in the harvest is listed on its own, with its step and transformation.
        Harvest orphan;
        orphan[Difficulty::Hard].push_back({run9_.puzzle, run9_.solution, "rotate 90", 12});
        panel.setHarvest(orphan, Difficulty::Hard, rules9_);
        QCOMPARE(panel.tree()->topLevelItem(0)->childCount(), 1);
        QCOMPARE(panel.tree()->topLevelItem(0)->child(0)->text(0), QStringLiteral("Step 12, rotated 90°"));
        QVERIFY(!panel.pick());   // a twin is never the pick
    }

    void clueCountsAndPreviews()
    {
        HarvestPanel panel;
        panel.setHarvest(run9_.harvest, std::nullopt, rules9_);
        for (QTreeWidgetItem* item : entryItems(panel)) {
            const HarvestEntry* entry = panel.entryAt(entryOf(item));
            QCOMPARE(item->text(1), QString::number(entry->givens.filledCount()));
        }
        QTreeWidgetItem* first = panel.tree()->topLevelItem(0)->child(0);
        const QIcon icon = qvariant_cast<QIcon>(first->data(0, Qt::DecorationRole));
        QVERIFY(!icon.isNull());
        const QSize side(HarvestPanel::previewSide(9), HarvestPanel::previewSide(9));
        QCOMPARE(side, QSize(47, 47));   // 5 pixels a square
        QCOMPARE(icon.pixmap(side, panel.devicePixelRatioF()).deviceIndependentSize().toSize(), side);
        // Not tinted when selected or open: the dots keep their contrast.
        const QImage plain = icon.pixmap(side, panel.devicePixelRatioF()).toImage();
        QCOMPARE(icon.pixmap(side, panel.devicePixelRatioF(), QIcon::Selected).toImage(), plain);
        QCOMPARE(icon.pixmap(side, panel.devicePixelRatioF(), QIcon::Selected, QIcon::On).toImage(), plain);

        // A dot on every given, none on an empty square (9x9 in 40 pixels: squares of 4).
        const Board& givens = panel.entryAt(entryOf(first))->givens;
        const QImage image = HarvestPanel::preview(givens, rules9_.get(), 40, 1.0).toImage();
        const int cell = (40 - 2) / 9;
        const int offset = (40 - (cell * 9 + 2)) / 2 + 1;
        for (int i = 0; i < givens.cellCount(); ++i) {
            const QColor centre = image.pixelColor(offset + givens.colOf(i) * cell + cell / 2, offset + givens.rowOf(i) * cell + cell / 2);
            QCOMPARE(centre.lightness() < 100, givens.at(i) != 0);
        }
        // Crisp on a high-density screen: drawn at twice the pixels, not scaled up.
        const QPixmap sharp = HarvestPanel::preview(givens, rules9_.get(), 40, 2.0);
        QCOMPARE(sharp.size(), QSize(80, 80));
        QCOMPARE(sharp.devicePixelRatio(), 2.0);
    }

    // Signs between squares show in the preview: a chevron of dark pixels across the middle of every edge
    // that carries one, nothing where none is; a board with one sign fewer looks different.
    void previewsShowSignsBetweenSquares()
    {
        const std::shared_ptr<const PuzzleRules> rules(makeRules("futoshiki", "5x5"));
        Rng rng(3);
        Board board = rules->randomSolution(rng);   // every sign
        for (int i = 0; i < board.cellCount(); ++i)
            board.set(i, 0);
        QVERIFY(rules->clueSlots() > 0);
        const std::optional<Board> fewer = rules->withoutClue(board, 0);
        QVERIFY(fewer);
        const int side = HarvestPanel::previewSide(board, rules.get());
        QVERIFY(side >= HarvestPanel::previewSide(5));
        const int n = 5;
        const int cell = (side - 2) / n;
        const int offset = (side - (cell * n + 2)) / 2 + 1;
        // Whether any pixel in the few around the middle of the edge between squares a and b is dark.
        const auto darkOnEdge = [&](const QImage& image, int a, int b) {
            const bool right = b == a + 1;
            const int x = offset + (a % n) * cell + (right ? cell : cell / 2);
            const int y = offset + (a / n) * cell + (right ? cell / 2 : cell);
            for (int dx = -1; dx <= (right ? 0 : 1); ++dx)
                for (int dy = -1; dy <= (right ? 1 : 0); ++dy)
                    if (image.pixelColor(x + dx, y + dy).lightness() < 100)
                        return true;
            return false;
        };
        const QImage all = HarvestPanel::preview(board, rules.get(), side, 1.0).toImage();
        const QImage less = HarvestPanel::preview(*fewer, rules.get(), side, 1.0).toImage();
        QVERIFY(all != less);
        const std::vector<int> dropped = rules->clueSquares(0);
        QCOMPARE(dropped.size(), std::size_t{2});
        int signs = 0;
        for (int r = 0; r < n; ++r)
            for (int c = 0; c < n; ++c) {
                const int i = r * n + c;
                for (int j : {c + 1 < n ? i + 1 : -1, r + 1 < n ? i + n : -1}) {
                    if (j < 0)
                        continue;
                    QVERIFY2(darkOnEdge(all, i, j), qPrintable(QStringLiteral("no sign between %1 and %2").arg(i).arg(j)));
                    const bool gone = std::min(dropped[0], dropped[1]) == i && std::max(dropped[0], dropped[1]) == j;
                    QCOMPARE(darkOnEdge(less, i, j), !gone);
                    ++signs;
                }
            }
        QCOMPARE(signs, 2 * n * (n - 1));
    }

    // Clues outside the grid show in the preview: a dot in a ring around the grid for every clue, none
    // where a clue was dropped; the givens' dots stay inside the grid.
    void previewsShowCluesOutsideTheGrid()
    {
        const std::shared_ptr<const PuzzleRules> rules(makeRules("skyscrapers", "6x6"));
        Rng rng(8);
        Board board = rules->randomSolution(rng);   // every clue outside the grid
        QVERIFY(board.hasOuterClues());
        for (int i = 1; i < board.cellCount(); ++i)
            board.set(i, 0);   // one given left, in the top-left square
        OuterClues clues = board.outerClues();
        const int droppedSlot = clues.slot(GridSide::Right, 2);
        clues.set(droppedSlot, 0);
        board.setOuterClues(clues);
        const int n = 6;
        const int side = HarvestPanel::previewSide(board, rules.get());
        QCOMPARE(side, HarvestPanel::previewSide(n + 2));   // a square's width of ring on every side
        const QImage image = HarvestPanel::preview(board, rules.get(), side, 1.0).toImage();
        const int cell = (side - 2) / (n + 2);
        const int grid = (side - (cell * n + 2)) / 2 + 1;   // the first pixel inside the grid's frame
        const auto darkAt = [&](int row, int col) {   // row and column -1 and n are the ring
            return image.pixelColor(grid + col * cell + cell / 2, grid + row * cell + cell / 2).lightness() < 100;
        };
        for (int slot = 0; slot < clues.slotCount(); ++slot) {
            const int index = clues.indexOf(slot);
            bool dark = false;
            switch (clues.sideOf(slot)) {
            case GridSide::Top: dark = darkAt(-1, index); break;
            case GridSide::Bottom: dark = darkAt(n, index); break;
            case GridSide::Left: dark = darkAt(index, -1); break;
            case GridSide::Right: dark = darkAt(index, n); break;
            }
            QCOMPARE(dark, slot != droppedSlot);
        }
        QVERIFY(darkAt(0, 0));    // the given
        QVERIFY(!darkAt(0, 1));   // an empty square
        // The ring is pale on any row colour, not transparent: a clue's dot shows in a dark theme too.
        QCOMPARE(image.pixelColor(grid - cell + 1, grid - cell + 1).alpha(), 255);
    }

    void pickIsTheFullestAcceptedBoardOfTheWantedClass()
    {
        HarvestPanel panel;
        for (Difficulty wanted : {Difficulty::Easy, Difficulty::Medium, Difficulty::Hard, Difficulty::Evil}) {
            panel.setHarvest(run9_.harvest, wanted, rules9_);
            const auto found = run9_.harvest.find(wanted);
            if (found == run9_.harvest.end()) {
                QVERIFY(!panel.pick());   // no board of that class: nothing
                continue;
            }
            int most = -1;
            for (const HarvestEntry& e : found->second)
                if (e.transform.empty())
                    most = std::max(most, e.givens.emptyCount());
            const auto pick = panel.pick();
            QVERIFY(pick);
            QCOMPARE(pick->difficulty, wanted);
            QVERIFY(panel.entryAt(*pick)->transform.empty());
            QCOMPARE(panel.entryAt(*pick)->givens.emptyCount(), most);
            // The wanted class is open and marked; the others are closed.
            for (int g = 0; g < panel.tree()->topLevelItemCount(); ++g) {
                QTreeWidgetItem* group = panel.tree()->topLevelItem(g);
                const bool isWanted = group->data(0, Qt::UserRole).toInt() == static_cast<int>(wanted);
                QCOMPARE(group->isExpanded(), isWanted);
                QCOMPARE(group->font(0).bold(), isWanted);
            }
        }
        // Any class: the run's final puzzle, the fullest board of all.
        panel.setHarvest(run9_.harvest, std::nullopt, rules9_);
        const auto pick = panel.pick();
        QVERIFY(pick);
        QCOMPARE(panel.entryAt(*pick)->givens, run9_.puzzle);
        QCOMPARE(pick->difficulty, *run9_.puzzleDifficulty);
    }

    void pickingAnEntrySendsItsClassAndIndex()
    {
        HarvestPanel panel;
        QSignalSpy picked(&panel, &HarvestPanel::entryPicked);
        panel.setHarvest(run9_.harvest, std::nullopt, rules9_);
        QCOMPARE(picked.count(), 0);   // listing is not picking
        QVERIFY(!panel.current());
        QVERIFY(panel.statusText().isEmpty());

        const auto pick = panel.pick();
        QVERIFY(pick);
        QVERIFY(panel.select(*pick));
        QCOMPARE(picked.count(), 1);
        QCOMPARE(picked.at(0).at(0).value<Difficulty>(), pick->difficulty);
        QCOMPARE(picked.at(0).at(1).toInt(), pick->index);
        QCOMPARE(panel.current(), pick);
        const HarvestEntry* shown = panel.entryAt(*pick);
        // "27 clue(s)" now, "27 clues" with the English plural forms: the noun's ending is left open.
        QVERIFY2(panel.statusText().startsWith(QStringLiteral("%1 · %2 clue").arg(difficultyDisplayName(pick->difficulty)).arg(shown->givens.filledCount())),
                 qPrintable(panel.statusText()));
        QVERIFY2(panel.statusText().endsWith(QStringLiteral(" · step %1").arg(shown->step)), qPrintable(panel.statusText()));

        // The user moves to a twin: its own index in its class's entries.
        QTreeWidgetItem* boardItem = panel.tree()->currentItem();
        QVERIFY(boardItem->childCount() > 0);
        QTreeWidgetItem* twinItem = boardItem->child(0);
        panel.tree()->setCurrentItem(twinItem);
        QCOMPARE(picked.count(), 2);
        const HarvestPanel::Entry twin = entryOf(twinItem);
        QCOMPARE(picked.at(1).at(0).value<Difficulty>(), twin.difficulty);
        QCOMPARE(picked.at(1).at(1).toInt(), twin.index);
        QVERIFY(!panel.entryAt(twin)->transform.empty());
        QVERIFY(panel.statusText().startsWith(difficultyDisplayName(twin.difficulty)));
        QVERIFY(panel.statusText().contains(HarvestPanel::transformName(panel.entryAt(twin)->transform)));

        // Selecting a twin from outside opens its board; a group heading sends nothing; a wrong entry fails.
        panel.tree()->collapseAll();
        QVERIFY(panel.select(twin));
        QVERIFY(boardItem->isExpanded());
        QCOMPARE(picked.count(), 3);   // picked again, though it was current already
        panel.tree()->setCurrentItem(panel.tree()->topLevelItem(0));
        QCOMPARE(picked.count(), 3);
        QVERIFY(!panel.select(pick->difficulty, 100000));
        QVERIFY(!panel.select(Difficulty::Evil, -1));
        QCOMPARE(picked.count(), 3);

        // Keys move through the list, and every entry reached is picked.
        panel.select(*pick);
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        const auto before = picked.count();
        QTest::keyClick(panel.tree(), Qt::Key_Down);
        QCOMPARE(picked.count(), before + 1);

        panel.clear();
        QCOMPARE(panel.tree()->topLevelItemCount(), 0);
        QVERIFY(panel.isEmpty());
        QVERIFY(!panel.pick());
        QVERIFY(!panel.current());
        QVERIFY(panel.statusText().isEmpty());
        QCOMPARE(picked.count(), before + 1);   // clearing picks nothing
    }

    // What the studio does at Instant speed: the harvest filed after the run, classifying only where the
    // class changes. The run itself is the same; with a classifier whose class never falls as squares are
    // emptied (clue bands) the harvest is exactly the one filed board by board; with the learnt model the
    // boards it classified and each class's fullest board are filed as board by board.
    void harvestFiledAfterTheRun()
    {
        for (const char* box : {"2x3", "3x3", "4x4"}) {
            const std::shared_ptr<const PuzzleRules> rules(makeRules("sudoku", box));
            for (std::uint64_t seed : {1, 2}) {
                const RuleClassifier bands;
                const GenerationResult each = engineRun(*rules, bands, seed, HarvestFiling::EachBoard);
                const GenerationResult after = engineRun(*rules, bands, seed, HarvestFiling::AfterRun);
                QCOMPARE(after.puzzle, each.puzzle);
                QCOMPARE(after.tested, each.tested);
                QCOMPARE(after.puzzleDifficulty, each.puzzleDifficulty);
                QCOMPARE(after.harvest.size(), each.harvest.size());
                for (const auto& [difficulty, entries] : each.harvest) {
                    const auto& filed = after.harvest.at(difficulty);
                    QCOMPARE(filed.size(), entries.size());
                    for (std::size_t i = 0; i < entries.size(); ++i) {
                        QCOMPARE(filed[i].givens, entries[i].givens);
                        QCOMPARE(filed[i].transform, entries[i].transform);
                        QCOMPARE(filed[i].step, entries[i].step);
                    }
                }

                CountingClassifier learnt(studioClassifier());
                const GenerationResult byModel = engineRun(*rules, learnt, seed, HarvestFiling::AfterRun);
                QCOMPARE(byModel.puzzle, each.puzzle);
                int boards = 0;
                for (const auto& [difficulty, entries] : byModel.harvest) {
                    const HarvestEntry* fullest = nullptr;
                    for (const HarvestEntry& e : entries)
                        if (e.transform.empty()) {
                            ++boards;
                            if (!fullest || e.givens.emptyCount() > fullest->givens.emptyCount())
                                fullest = &e;
                        }
                    QVERIFY(fullest);
                    QCOMPARE(studioClassifier()->classify(*rules, fullest->givens), difficulty);
                }
                QCOMPARE(boards, byModel.puzzle.emptyCount());   // every accepted board is filed
                QCOMPARE(byModel.puzzleDifficulty, studioClassifier()->classify(*rules, byModel.puzzle));
                QVERIFY2(learnt.calls < boards / 2, qPrintable(QStringLiteral("%1 classifications for %2 boards").arg(learnt.calls).arg(boards)));
            }
        }
    }

    // The controller files after the run at Instant unless told otherwise, and every square still arrives
    // as its own event.
    void instantRunsFileAfterTheRun()
    {
        auto counting = std::make_shared<CountingClassifier>(studioClassifier());
        GenerationController controller(counting);
        controller.setSpeed(GenerationController::Speed::Instant);
        int squares = 0;
        GenerationResult result;
        bool done = false;
        connect(&controller, &GenerationController::squareTested, this, [&](const GenerationEvent& e) {
            squares += static_cast<int>(e.cells.size());
        });
        connect(&controller, &GenerationController::finished, this, [&](const GenerationResult& r) {
            result = r;
            done = true;
        });
        GenerationController::Request request;
        request.rules = rules9_;
        request.seed = 5;
        controller.start(request);
        QTRY_VERIFY_WITH_TIMEOUT(done, 30000);
        QCOMPARE(squares, 81);
        QCOMPARE(result.puzzle, run9_.puzzle);   // the same run as filed board by board
        QVERIFY(counting->calls < result.puzzle.emptyCount() / 2);
        int boards = 0;
        for (const auto& [difficulty, entries] : result.harvest)
            boards += static_cast<int>(std::count_if(entries.begin(), entries.end(), [](const HarvestEntry& e) { return e.transform.empty(); }));
        QCOMPARE(boards, result.puzzle.emptyCount());

        counting->calls = 0;
        done = false;
        request.filing = HarvestFiling::EachBoard;
        controller.start(request);
        QTRY_VERIFY_WITH_TIMEOUT(done, 30000);
        QCOMPARE(counting->calls, result.puzzle.emptyCount());
    }

    // The panel after a real 9x9 run, drawn offscreen at the width the studio gives it. With
    // PUZZLESMITH_HARVEST_PNG=path the picture is written there to look at.
    void drawsAfterARealRun()
    {
        GenerationController controller(studioClassifier());
        controller.setSpeed(GenerationController::Speed::Instant);
        GenerationResult result;
        bool done = false;
        connect(&controller, &GenerationController::finished, this, [&](const GenerationResult& r) {
            result = r;
            done = true;
        });
        GenerationController::Request request;
        request.rules = rules9_;
        request.settings.searchBudget = defaultSearchBudget(*rules9_);
        request.seed = 7;
        controller.start(request);
        QTRY_VERIFY_WITH_TIMEOUT(done, 30000);

        HarvestPanel panel;
        panel.resize(280, 620);
        panel.setHarvest(result.harvest, std::nullopt, rules9_);
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        const auto pick = panel.pick();
        QVERIFY(pick);
        QVERIFY(panel.select(*pick));
        panel.tree()->currentItem()->setExpanded(true);   // its twins too
        const QImage image = panel.grab().toImage();
        QVERIFY(!image.isNull());
        if (!qEnvironmentVariableIsEmpty("PUZZLESMITH_HARVEST_PNG"))
            QVERIFY(image.save(qEnvironmentVariable("PUZZLESMITH_HARVEST_PNG")));
    }

    // Not a check (tests never assert wall-clock limits): the figures for "the studio at Instant speed is
    // much slower than the command line". Run with
    //   PUZZLESMITH_STUDIO_BENCH=1 QT_QPA_PLATFORM=offscreen build/tests/test_harvest_panel studioSpeedFigures
    // (optional: PUZZLESMITH_STUDIO_BENCH_BOXES=4x4,5x5, PUZZLESMITH_STUDIO_BENCH_SEEDS=3,
    // PUZZLESMITH_STUDIO_BENCH_REPEAT=3). Per size and seed it prints the fastest of the repeats of
    //  - cli: `puzzlesmith-cli generate --type sudoku --box RxC --seed S` as a process, start to exit;
    //  - studio: a shown MainWindow at Instant speed, difficulty Any (one run, as `generate` without
    //    --difficulty), from generate() to the end of the finished() handlers and the repaint after them,
    //    split into run (until the controller is no longer busy), done (the window's finished() handling:
    //    harvest list, autosave, showing the pick) and paint;
    //  - the engine alone on the same seed: no harvest; the harvest classified board by board (number of
    //    classifications); filed after the run (number of classifications);
    // and once, the window's cost per tested square (its squareTested() handling, 625 synthetic events).
    void studioSpeedFigures()
    {
        if (qEnvironmentVariableIsEmpty("PUZZLESMITH_STUDIO_BENCH"))
            QSKIP("set PUZZLESMITH_STUDIO_BENCH=1 to print the studio-versus-command-line figures");
        static QtMessageHandler previous = nullptr;
        previous = qInstallMessageHandler([](QtMsgType type, const QMessageLogContext& context, const QString& message) {
            if (!message.contains(QLatin1String("propagateSizeHints")))   // said by the offscreen platform for every window
                previous(type, context, message);
        });
        const auto restoreHandler = qScopeGuard([] { qInstallMessageHandler(previous); });
        const StudioClassifier studio = loadStudioClassifier();
        MainWindow window(nullptr, studio);
        window.resize(1200, 800);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QComboBox* box = nullptr;
        QComboBox* difficulty = nullptr;
        QComboBox* speed = nullptr;
        for (QComboBox* combo : window.findChildren<QComboBox*>()) {
            if (combo->findData(QStringLiteral("5x5")) >= 0)
                box = combo;
            else if (combo->count() > 0 && combo->itemData(0).toString().isEmpty() && combo->findData(QStringLiteral("evil")) >= 0)
                difficulty = combo;
            else if (combo->findData(static_cast<int>(GenerationController::Speed::Step)) >= 0)
                speed = combo;
        }
        QVERIFY(box && difficulty && speed);
        QCheckBox* random = nullptr;
        for (QCheckBox* check : window.findChildren<QCheckBox*>())
            if (check->text().remove(QLatin1Char('&')) == QLatin1String("Random"))
                random = check;
        QLineEdit* seedEdit = nullptr;
        for (QLineEdit* edit : window.findChildren<QLineEdit*>())
            if (edit->validator())
                seedEdit = edit;
        QVERIFY(random && seedEdit);
        random->setChecked(false);
        difficulty->setCurrentIndex(0);   // Any
        speed->setCurrentIndex(speed->findData(static_cast<int>(GenerationController::Speed::Instant)));

        const auto envInt = [](const char* name, int fallback) {
            const int value = qEnvironmentVariableIntValue(name);
            return value > 0 ? value : fallback;
        };
        const int seeds = envInt("PUZZLESMITH_STUDIO_BENCH_SEEDS", 3);
        const int repeats = envInt("PUZZLESMITH_STUDIO_BENCH_REPEAT", 3);
        QStringList shapes{QStringLiteral("2x2"), QStringLiteral("3x3"), QStringLiteral("4x4"), QStringLiteral("5x5")};
        if (!qEnvironmentVariableIsEmpty("PUZZLESMITH_STUDIO_BENCH_BOXES"))
            shapes = qEnvironmentVariable("PUZZLESMITH_STUDIO_BENCH_BOXES").split(QLatin1Char(','));
        const auto ms = [](const QElapsedTimer& timer) { return static_cast<double>(timer.nsecsElapsed()) / 1e6; };

        qInfo("%-4s %4s %8s %9s %6s | %5s %5s %5s | engine ms: no harvest, each board (classified), after run (classified)", "box", "seed",
              "cli ms", "studio ms", "ratio", "run", "done", "paint");
        for (const QString& shape : shapes) {
            QVERIFY(box->findData(shape) >= 0);
            box->setCurrentIndex(box->findData(shape));
            const std::shared_ptr<const PuzzleRules> rules(makeRules("sudoku", shape.toStdString()));
            for (int seed = 1; seed <= seeds; ++seed) {
                double cliMs = 1e300, studioMs = 1e300, runMs = 0, doneMs = 0, paintMs = 0;
                for (int repeat = 0; repeat < repeats; ++repeat) {
                    QProcess cli;
                    QElapsedTimer cliTimer;
                    cliTimer.start();
                    cli.start(QStringLiteral(PUZZLESMITH_CLI), {QStringLiteral("generate"), QStringLiteral("--type"), QStringLiteral("sudoku"),
                                                               QStringLiteral("--box"), shape, QStringLiteral("--seed"), QString::number(seed)});
                    QVERIFY(cli.waitForFinished(120000));
                    QCOMPARE(cli.exitCode(), 0);
                    cliMs = std::min(cliMs, ms(cliTimer));

                    seedEdit->setText(QString::number(seed));
                    bool done = false;
                    QElapsedTimer timer;
                    double ended = 0, handled = 0;
                    // Connected after the window's own handlers, so these stamp the end of them.
                    const auto busy = connect(&window.controller(), &GenerationController::busyChanged, this, [&](bool isBusy) {
                        if (!isBusy)
                            ended = ms(timer);
                    });
                    const auto finished = connect(&window.controller(), &GenerationController::finished, this, [&] {
                        handled = ms(timer);
                        done = true;
                    });
                    timer.start();
                    window.run().generate();
                    while (!done)
                        QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents);
                    QCoreApplication::processEvents();   // the repaint, and whatever the handlers posted
                    const double total = ms(timer);
                    disconnect(busy);
                    disconnect(finished);
                    if (total < studioMs) {
                        studioMs = total;
                        runMs = ended;
                        doneMs = handled - ended;
                        paintMs = total - handled;
                    }
                }
                const auto engine = [&](bool harvest, HarvestFiling filing, int* classified) {
                    auto backend = makeBackend("native", *rules);
                    CountingClassifier counting(studio.classifier);
                    PuzzleGenerator generator(*rules, *backend, counting);
                    GenerationSettings settings;
                    settings.searchBudget = defaultSearchBudget(*rules);
                    settings.harvest = harvest;
                    settings.filing = filing;
                    double best = 1e300;
                    for (int repeat = 0; repeat < repeats; ++repeat) {
                        Rng rng(static_cast<std::uint64_t>(seed));
                        QElapsedTimer timer;
                        timer.start();
                        generator.run(settings, rng);
                        best = std::min(best, ms(timer));
                    }
                    if (classified)
                        *classified = counting.calls / repeats;
                    return best;
                };
                int each = 0, after = 0;
                const double none = engine(false, HarvestFiling::EachBoard, nullptr);
                const double eachMs = engine(true, HarvestFiling::EachBoard, &each);
                const double afterMs = engine(true, HarvestFiling::AfterRun, &after);
                qInfo("%-4s %4d %8.0f %9.0f %6.2f | %5.0f %5.0f %5.0f | %.1f, %.0f (%d), %.0f (%d)", qPrintable(shape), seed, cliMs, studioMs,
                      studioMs / cliMs, runMs, doneMs, paintMs, none, eachMs, each, afterMs, after);
            }
        }

        // The window's own cost per tested square, without the engine: 625 squares of a 25x25.
        const std::shared_ptr<const PuzzleRules> big(makeRules("sudoku", "5x5"));
        Rng rng(1);
        emit window.controller().started(big->randomSolution(rng));
        GenerationEvent event;
        event.kind = GenerationEvent::Kind::SquareTested;
        event.totalSquares = big->cellCount();
        QElapsedTimer timer;
        timer.start();
        for (int i = 0; i < big->cellCount(); ++i) {
            event.cells = {i};
            event.accepted = i % 2 == 0;
            event.tested = i + 1;
            event.empties = (i + 2) / 2;
            event.solverChecks = i + 1;
            event.elapsedSeconds = i / 1000.0;
            emit window.controller().squareTested(event);
        }
        qInfo("the window's squareTested() handling: %.3f ms per square (625 squares, no engine, no repaint in between)",
              ms(timer) / big->cellCount());

        // What the end of a 25x25 run costs on the GUI thread besides the engine: listing its harvest in
        // the panel, and the autosave of the harvest (JSON, written through QSaveFile).
        const GenerationResult run = engineRun(*big, *studioClassifier(), 1, HarvestFiling::AfterRun);
        HarvestPanel panel;
        timer.restart();
        panel.setHarvest(run.harvest, std::nullopt, big);
        const double listMs = ms(timer);
        timer.restart();
        const QByteArray json = HarvestFile::toBytes({QStringLiteral("sudoku"), QStringLiteral("5x5"), 1, run.harvest});
        const double jsonMs = ms(timer);
        QTemporaryDir folder;
        QSaveFile file(folder.filePath(QStringLiteral("harvest.json")));
        timer.restart();
        QVERIFY(file.open(QIODevice::WriteOnly) && file.write(json) == json.size() && file.commit());
        const double writeMs = ms(timer);
        qInfo("a 25x25 harvest (%d entries): HarvestPanel::setHarvest %.1f ms; autosave: JSON %.1f ms (%.1f MB), write %.1f ms",
              static_cast<int>(std::accumulate(run.harvest.begin(), run.harvest.end(), std::size_t{0},
                                               [](std::size_t n, const auto& group) { return n + group.second.size(); })),
              listMs, jsonMs, static_cast<double>(json.size()) / 1e6, writeMs);
    }
};

QTEST_MAIN(TestHarvestPanel)
#include "test_harvest_panel.moc"
