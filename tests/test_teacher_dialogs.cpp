// Teachers' labels in the studio: rating a worksheet's puzzles for a group (labels saved, the retrain
// finishing in the background), the group becoming a choice for generation with its own model, and the
// Teacher Groups dialog (summary, export, reset, import, delete). Offscreen.
#include "LabelPuzzlesDialog.h"
#include "MainWindow.h"
#include "StudioGroups.h"
#include "StudioTestState.h"
#include "TeacherGroupsDialog.h"
#include "TestData.h"

#include "difficulty/SvmClassifier.h"
#include "document/LastWorksheet.h"
#include "document/LineFormat.h"
#include "types/TypeRegistry.h"

#include <QAbstractButton>
#include <QAbstractItemView>
#include <QComboBox>
#include <QFile>
#include <QTextBrowser>
#include <QListWidget>
#include <QTemporaryDir>
#include <QThreadPool>
#include <QTranslator>
#include <QtTest>

namespace {

std::vector<WorksheetPuzzle> worksheetPuzzles(int count)
{
    std::shared_ptr<const ps::PuzzleRules> rules = ps::makeRules("sudoku", "3x3");
    std::vector<WorksheetPuzzle> puzzles;
    for (const QString& record : testDataRecords(QStringLiteral("sudoku-graded-heldout.txt"))) {
        PuzzleLine line;
        if (record.section(QLatin1Char(','), 0, 0).size() != 81 || !parsePuzzleLine(record.section(QLatin1Char(','), 0, 0), line, nullptr))
            continue;
        WorksheetPuzzle p;
        p.rules = rules;
        p.givens = line.board;
        p.difficulty = QStringLiteral("medium");
        p.level = ps::Difficulty::Medium;
        puzzles.push_back(p);
        if (static_cast<int>(puzzles.size()) == count)
            break;
    }
    return puzzles;
}

TeacherGroupTraining::Options quickTraining()
{
    TeacherGroupTraining::Options options;
    options.builtInSamples = 300;
    options.folds = 2;
    return options;
}

// Controls without a tooltip or a name a screen reader can say, or that the keyboard cannot reach.
QStringList unexplained(QWidget& root)
{
    QStringList missing;
    for (QWidget* w : root.findChildren<QWidget*>()) {
        if (!qobject_cast<QAbstractButton*>(w) && !qobject_cast<QComboBox*>(w) && !qobject_cast<QAbstractItemView*>(w) &&
            !qobject_cast<QTextBrowser*>(w))
            continue;
        if (w->parentWidget() && qobject_cast<QComboBox*>(w->parentWidget()))
            continue;   // a combo box's own popup view
        if (qobject_cast<QAbstractItemView*>(w) && w->window() != &root)
            continue;
        const auto* button = qobject_cast<QAbstractButton*>(w);
        const bool named = !w->accessibleName().isEmpty() || (button && !button->text().isEmpty());   // as test_languages counts it
        if (w->toolTip().isEmpty() || !named || w->focusPolicy() == Qt::NoFocus)
            missing << w->metaObject()->className() + QStringLiteral(" ") + w->objectName();
    }
    return missing;
}


// A group of 9x9 Sudoku rated by one teacher: `byClues` sets each level by the clue count alone (the
// fewer clues, the harder: quarters of the puzzles' clue counts), which the graders ignore; otherwise by
// sgt-solo's own grade of the puzzle (an independent grader), as our classes.
TeacherGroup ratedGroup(const QString& name, bool byClues, int count)
{
    std::shared_ptr<const ps::PuzzleRules> rules = ps::makeRules("sudoku", "3x3");
    struct Rated {
        ps::Board givens;
        int clues = 0;
        std::optional<ps::Difficulty> solo;
    };
    std::vector<Rated> rated;
    int index = 0;
    for (const QString& record : testDataRecords(QStringLiteral("sudoku-graded-heldout.txt"))) {
        ++index;
        const QString grid = record.section(QLatin1Char(','), 0, 0);
        PuzzleLine line;
        if (grid.size() != 81 || !parsePuzzleLine(grid, line, nullptr))
            continue;
        const QStringList grades = record.section(QLatin1Char(','), 1, 1).split(QLatin1Char(';'));
        const QStringList sources = record.section(QLatin1Char(','), 2).split(QLatin1Char(';'));
        Rated r{line.board, 81 - line.board.emptyCount(), std::nullopt};
        for (qsizetype i = 0; i < std::min(grades.size(), sources.size()); ++i)
            if (sources[i].contains(QLatin1String("solo")))
                r.solo = rules->difficultyFromLabel(grades[i].toStdString(), sources[i].toStdString());
        // Every 7th line: a spread of grades and clue counts, not one block of the file.
        if (r.solo && rated.size() < static_cast<std::size_t>(count) && index % 7 == 0)
            rated.push_back(r);
    }
    std::vector<int> clues;
    for (const Rated& r : rated)
        clues.push_back(r.clues);
    std::sort(clues.begin(), clues.end());
    TeacherGroup group;
    group.name = name;
    for (const Rated& r : rated) {
        GroupLabel label;
        label.puzzle.type = QStringLiteral("sudoku");
        label.puzzle.parameters = QStringLiteral("3x3");
        label.puzzle.givens = r.givens;
        label.verdict = ps::TeacherLabel::Verdict::Level;
        if (byClues) {
            const auto below = std::lower_bound(clues.begin(), clues.end(), r.clues) - clues.begin();   // fewer clues: harder
            label.level = static_cast<ps::Difficulty>(3 - std::min<long>(3, 4 * below / static_cast<long>(clues.size())));
        } else {
            label.level = *r.solo;
        }
        label.date = QDateTime(QDate(2026, 11, 28), QTime(9, 0), Qt::UTC);
        group.labels.push_back(label);
    }
    return group;
}

// A translation half as long again as the English for every text (German runs about that much longer),
// to check the dialogs' layout before the real translations exist.
class LongerTexts : public QTranslator {
public:
    bool isEmpty() const override { return false; }
    QString translate(const char* context, const char* sourceText, const char* disambiguation, int n) const override
    {
        Q_UNUSED(context);
        Q_UNUSED(disambiguation);
        Q_UNUSED(n);
        QString text = QString::fromUtf8(sourceText);
        if (text.isEmpty())
            return text;
        QString padding;
        while (padding.size() < text.size() / 2)
            padding += QStringLiteral(" Längeres");
        return text + padding;
    }
};

} // namespace

class TestTeacherDialogs : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { studio_test::useTestLocations(); }
    void init() { studio_test::startClean(); }
    void cleanup() { QFile::remove(LastWorksheet::defaultPath()); }

    void rateWorksheetRetrainAndGenerateForTheGroup()
    {
        QTemporaryDir dir;
        MainWindow window;
        window.groups().setGroupsDirectory(dir.path());
        QCOMPARE(window.groups().chosenGroup(), QString());
        window.groups().setLastWorksheet(worksheetPuzzles(4));
        std::unique_ptr<LabelPuzzlesDialog> dialog(window.groups().makeLabelDialog(true));
        dialog->setTrainingOptions(quickTraining());
        dialog->show();
        QTRY_VERIFY(!dialog->isScoring());
        QVERIFY2(unexplained(*dialog).isEmpty(), qPrintable(unexplained(*dialog).join(QStringLiteral(", "))));
        QCOMPARE(dialog->shownLevel(0), std::optional<ps::Difficulty>(ps::Difficulty::Medium));   // as printed on the sheet
        QVERIFY(!dialog->saveAndRetrain());   // no group name yet
        dialog->groupBox()->setCurrentText(QStringLiteral("Class 4b"));
        QVERIFY(!dialog->saveAndRetrain());   // nothing rated yet
        QVERIFY(dialog->statusText().contains(QLatin1String("Rate at least one")));
        dialog->setChoice(0, LabelPuzzlesDialog::TooHard);
        dialog->setChoice(1, LabelPuzzlesDialog::AboutRight);
        dialog->setChoice(2, LabelPuzzlesDialog::SetLevel, ps::Difficulty::Evil);
        QVERIFY(dialog->saveAndRetrain());
        QVERIFY(dialog->isRetraining());
        QTRY_VERIFY_WITH_TIMEOUT(!dialog->isRetraining(), 60000);
        QVERIFY2(dialog->statusText().contains(QLatin1String("worked out the levels")), qPrintable(dialog->statusText()));
        QVERIFY(dialog->statusText().contains(QLatin1String("cannot yet check")));   // 3 labels
        QVERIFY(!dialog->statusText().contains(QLatin1String("cross-valid")));        // the numbers only behind Details
        QVERIFY(dialog->detailsText().contains(QLatin1String("Trained")));
        // The saved ratings stay in view, locked (saving them again would count them twice).
        QCOMPARE(dialog->choice(0), LabelPuzzlesDialog::TooHard);
        QCOMPARE(dialog->choice(2), LabelPuzzlesDialog::SetLevel);
        QVERIFY(!dialog->isRowEditable(0));
        QVERIFY(dialog->isRowEditable(3));   // not rated: still open
        QVERIFY(!dialog->saveAndRetrain());   // nothing new to save

        TeacherGroup group;
        QString error;
        QVERIFY2(TeacherGroups::load(dir.path(), QStringLiteral("Class 4b"), group, &error), qPrintable(error));
        QCOMPARE(group.labels.size(), std::size_t{3});
        QCOMPARE(group.labels[0].verdict, ps::TeacherLabel::Verdict::TooHard);
        QCOMPARE(group.labels[0].level, ps::Difficulty::Medium);
        QCOMPARE(group.labels[2].verdict, ps::TeacherLabel::Verdict::Level);
        QCOMPARE(group.labels[2].level, ps::Difficulty::Evil);
        QVERIFY(group.models.count(QStringLiteral("sudoku")));

        // The group is a choice for generation now, and generation then files with its model.
        window.groups().chooseGroup(QStringLiteral("Class 4b"));
        QCOMPARE(window.groups().chosenGroup(), QStringLiteral("Class 4b"));
        const auto classifier = std::dynamic_pointer_cast<const ps::SvmClassifier>(window.groups().generationClassifier());
        QVERIFY(classifier);
        QCOMPARE(QString::fromStdString(classifier->model("sudoku").toText()), group.models.at(QStringLiteral("sudoku")).modelText);
        window.groups().chooseGroup(QString());
        window.groups().rebuildGroupChoices();   // (after a dialog changed the groups) Built-in stays chosen
        QCOMPARE(window.groups().chosenGroup(), QString());
        QVERIFY(std::dynamic_pointer_cast<const ps::SvmClassifier>(window.groups().generationClassifier())->model("sudoku").toText()
                != classifier->model("sudoku").toText());
    }

    // The last worksheet's puzzles outlive the session: a class solves the sheet days later.
    void lastWorksheetIsKept()
    {
        QFile::remove(LastWorksheet::defaultPath());
        {
            MainWindow window;
            std::unique_ptr<LabelPuzzlesDialog> none(window.groups().makeLabelDialog(true));
            QCOMPARE(none->findChildren<QComboBox*>(QStringLiteral("verdict1")).size(), 0);   // no worksheet yet
            auto puzzles = worksheetPuzzles(3);
            puzzles[1].difficulty = QStringLiteral("Hard");   // the caption printed (it may differ from the level aimed at)
            window.groups().setLastWorksheet(puzzles);
        }
        MainWindow window;
        std::unique_ptr<LabelPuzzlesDialog> dialog(window.groups().makeLabelDialog(true));
        QTRY_VERIFY(!dialog->isScoring());
        QCOMPARE(dialog->findChildren<QComboBox*>(QStringLiteral("verdict3")).size(), 1);
        QCOMPARE(dialog->shownLevel(0), std::optional<ps::Difficulty>(ps::Difficulty::Medium));
        QCOMPARE(dialog->shownLevel(1), std::optional<ps::Difficulty>(ps::Difficulty::Hard));
        QVERIFY(QFile::remove(LastWorksheet::defaultPath()));
    }

    // The group chosen for generation is remembered between sessions.
    void chosenGroupIsRemembered()
    {
        const QString directory = TeacherGroups::defaultDirectory();   // Qt's test location
        TeacherGroup group;
        group.name = QStringLiteral("Year 6");
        QVERIFY(TeacherGroups::save(directory, group, nullptr));
        {
            MainWindow window;
            window.groups().chooseGroup(QStringLiteral("Year 6"));
            window.close();
        }
        {
            MainWindow window;
            QCOMPARE(window.groups().chosenGroup(), QStringLiteral("Year 6"));
        }
        QVERIFY(TeacherGroups::remove(directory, group.name, nullptr));
    }

    // A retrain superseded by closing the dialog never reaches the screen.
    void closingDropsTheRetrain()
    {
        QTemporaryDir dir;
        MainWindow window;
        window.groups().setGroupsDirectory(dir.path());
        window.groups().setLastWorksheet(worksheetPuzzles(2));
        std::unique_ptr<LabelPuzzlesDialog> dialog(window.groups().makeLabelDialog(true));
        dialog->setTrainingOptions(quickTraining());
        QTRY_VERIFY(!dialog->isScoring());
        dialog->groupBox()->setCurrentText(QStringLiteral("Year 5"));
        dialog->setChoice(0, LabelPuzzlesDialog::TooEasy);
        QVERIFY(dialog->saveAndRetrain());
        const QString status = dialog->statusText();
        dialog->reject();
        QThreadPool::globalInstance()->waitForDone();
        QCoreApplication::processEvents();
        QCOMPARE(dialog->statusText(), status);
        TeacherGroup group;
        QVERIFY(TeacherGroups::load(dir.path(), QStringLiteral("Year 5"), group, nullptr));
        QCOMPARE(group.labels.size(), std::size_t{1});   // the labels were saved before the retrain
        QVERIFY(group.models.empty());
    }

    // Issue 36: a teacher who rates by the clue count gets a plain warning that names it, and generation
    // asks before it uses the group (no: back to Built-in; yes: remembered until the next retrain); a
    // teacher who rates as sgt-solo's grader does gets no warning and generation uses the group silently.
    void disagreeingRatingsWarnAndGenerationAsks()
    {
        QTemporaryDir dir;
        QString error;
        QVERIFY(TeacherGroups::save(dir.path(), ratedGroup(QStringLiteral("By clues"), true, 40), &error));
        QVERIFY(TeacherGroups::save(dir.path(), ratedGroup(QStringLiteral("By technique"), false, 40), &error));
        MainWindow window;
        window.groups().setGroupsDirectory(dir.path());
        std::unique_ptr<TeacherGroupsDialog> dialog(window.groups().makeGroupsDialog());
        dialog->setTrainingOptions(quickTraining());
        for (const QString& name : {QStringLiteral("By clues"), QStringLiteral("By technique")}) {
            dialog->selectGroup(name);
            dialog->retrainSelected();
            QTRY_VERIFY_WITH_TIMEOUT(!dialog->isRetraining(), 60000);
        }
        dialog->selectGroup(QStringLiteral("By clues"));
        QVERIFY2(dialog->summaryText().contains(QLatin1String("Please check")), qPrintable(dialog->summaryText()));
        QVERIFY(dialog->summaryText().contains(QLatin1String("how many clues the puzzles show")));
        QVERIFY(dialog->summaryText().contains(QLatin1String("techniques needed")));
        dialog->selectGroup(QStringLiteral("By technique"));
        QVERIFY2(!dialog->summaryText().contains(QLatin1String("Please check")), qPrintable(dialog->summaryText()));

        QStringList asked;
        bool answer = false;
        window.groups().setConfirm([&](const QString& question) {
            asked << question;
            return answer;
        });
        const auto builtIn = window.groups().generationClassifier();   // Built-in chosen: nothing to ask
        window.groups().chooseGroup(QStringLiteral("By technique"));
        QVERIFY(window.groups().generationClassifier() != builtIn);
        QVERIFY(asked.isEmpty());

        window.groups().chooseGroup(QStringLiteral("By clues"));
        QCOMPARE(window.groups().generationClassifier(), builtIn);   // "no": the built-in levels
        QCOMPARE(asked.size(), 1);
        QVERIFY(asked.front().contains(QLatin1String("By clues")));
        QCOMPARE(window.groups().chosenGroup(), QString());   // and the choice is back at Built-in

        answer = true;
        window.groups().chooseGroup(QStringLiteral("By clues"));
        const auto group = window.groups().generationClassifier();
        QVERIFY(group != builtIn);
        QCOMPARE(asked.size(), 2);
        QCOMPARE(window.groups().generationClassifier(), group);   // asked once only
        QCOMPARE(asked.size(), 2);
        TeacherGroup saved;
        QVERIFY(TeacherGroups::load(dir.path(), QStringLiteral("By clues"), saved, &error));
        QVERIFY(saved.typesNeedingConfirmation().isEmpty());
        dialog->selectGroup(QStringLiteral("By technique"));
        dialog->selectGroup(QStringLiteral("By clues"));
        QVERIFY(dialog->summaryText().contains(QLatin1String("anyway")));
    }

    // Every text of both dialogs fits at 1280x720 even when a translation is half as long again as the
    // English (German usually is); with PS_SCREENSHOT_DIR set, the dialogs are saved there as pictures.
    void dialogsFitWithLongTexts()
    {
        QTemporaryDir dir;
        QVERIFY(TeacherGroups::save(dir.path(), ratedGroup(QStringLiteral("By clues"), true, 40), nullptr));
        LongerTexts longer;
        QCoreApplication::installTranslator(&longer);
        MainWindow window;
        window.groups().setGroupsDirectory(dir.path());
        window.groups().setLastWorksheet(worksheetPuzzles(6));
        std::unique_ptr<TeacherGroupsDialog> groups(window.groups().makeGroupsDialog());
        groups->setTrainingOptions(quickTraining());
        groups->selectGroup(QStringLiteral("By clues"));
        groups->retrainSelected();
        QTRY_VERIFY_WITH_TIMEOUT(!groups->isRetraining(), 60000);
        groups->setDetailsShown(true);
        std::unique_ptr<LabelPuzzlesDialog> rate(window.groups().makeLabelDialog(true));
        rate->setTrainingOptions(quickTraining());
        QTRY_VERIFY(!rate->isScoring());
        rate->groupBox()->setCurrentText(QStringLiteral("Class 4b"));
        rate->setChoice(0, LabelPuzzlesDialog::TooHard);
        rate->setChoice(1, LabelPuzzlesDialog::SetLevel, ps::Difficulty::Evil);
        QVERIFY(rate->saveAndRetrain());
        QTRY_VERIFY_WITH_TIMEOUT(!rate->isRetraining(), 60000);
        for (QDialog* dialog : {static_cast<QDialog*>(groups.get()), static_cast<QDialog*>(rate.get())}) {
            dialog->show();
            QVERIFY(QTest::qWaitForWindowExposed(dialog));
            const QSize needed = dialog->minimumSizeHint();
            qInfo("%s: minimum %dx%d, shown %dx%d", dialog->metaObject()->className(), needed.width(), needed.height(), dialog->width(),
                  dialog->height());
            QVERIFY(needed.width() <= 1280 && needed.height() <= 720);
            QVERIFY(dialog->width() <= 1280 && dialog->height() <= 720);
            if (const QString shots = qEnvironmentVariable("PS_SCREENSHOT_DIR"); !shots.isEmpty())
                QVERIFY(dialog->grab().save(QStringLiteral("%1/%2-long.png").arg(shots, QString::fromLatin1(dialog->metaObject()->className()))));
        }
        QCoreApplication::removeTranslator(&longer);
        if (const QString shots = qEnvironmentVariable("PS_SCREENSHOT_DIR"); !shots.isEmpty()) {
            groups->setDetailsShown(false);
            QVERIFY(groups->grab().save(QStringLiteral("%1/TeacherGroupsDialog-en.png").arg(shots)));
            groups->setDetailsShown(true);
            QVERIFY(groups->grab().save(QStringLiteral("%1/TeacherGroupsDialog-en-details.png").arg(shots)));
            QVERIFY(rate->grab().save(QStringLiteral("%1/LabelPuzzlesDialog-en.png").arg(shots)));
        }
    }

    void groupsDialogSummaryExportResetImportDelete()
    {
        QTemporaryDir dir;
        TeacherGroup group;
        group.name = QStringLiteral("Class 4b");
        for (const WorksheetPuzzle& p : worksheetPuzzles(12)) {   // enough to cross-validate
            GroupLabel label;
            label.puzzle.type = QStringLiteral("sudoku");
            label.puzzle.parameters = QStringLiteral("3x3");
            label.puzzle.givens = p.givens;
            label.verdict = ps::TeacherLabel::Verdict::TooEasy;   // sgt-solo "advanced" puzzles: no built-in score agrees
            label.level = ps::Difficulty::Medium;
            group.labels.push_back(label);
        }
        QString error;
        QVERIFY(TeacherGroups::save(dir.path(), group, &error));
        MainWindow window;
        window.groups().setGroupsDirectory(dir.path());
        std::unique_ptr<TeacherGroupsDialog> dialog(window.groups().makeGroupsDialog());
        dialog->setTrainingOptions(quickTraining());
        dialog->show();
        QCOMPARE(dialog->groupList()->count(), 1);
        QVERIFY2(unexplained(*dialog).isEmpty(), qPrintable(unexplained(*dialog).join(QStringLiteral(", "))));
        QVERIFY(dialog->summaryText().contains(QLatin1String("no levels of its own yet")));
        dialog->retrainSelected();
        QTRY_VERIFY_WITH_TIMEOUT(!dialog->isRetraining(), 60000);
        // Sudoku's levels come from solving: the group moves scores within them, never levels.
        QVERIFY2(dialog->summaryText().contains(QLatin1String("move its score within its level")), qPrintable(dialog->summaryText()));
        QVERIFY(!dialog->summaryText().contains(QLatin1String("get another level")));
        QVERIFY(!dialog->summaryText().contains(QLatin1String("cross-valid")));
        dialog->setDetailsShown(true);   // the numbers behind Details
        QVERIFY2(dialog->summaryText().contains(QLatin1String("cross-validation")), qPrintable(dialog->summaryText()));
        QVERIFY(dialog->summaryText().contains(QLatin1String("change score band")));
        QVERIFY(dialog->summaryText().contains(QLatin1String("score band (rows)")));
        dialog->setDetailsShown(false);

        const QString exported = dir.filePath(QStringLiteral("shared.psgroup"));
        QVERIFY(dialog->exportSelectedTo(exported));
        dialog->resetSelected(false);
        QVERIFY(dialog->summaryText().contains(QLatin1String("no levels of its own yet")));
        QVERIFY(dialog->importFrom(exported));   // the same name is kept: the import gets its own
        QCOMPARE(dialog->groupList()->count(), 2);
        QVERIFY(TeacherGroups::list(dir.path()).contains(QStringLiteral("Class 4b (2)")));
        QCOMPARE(window.findChild<QComboBox*>(QStringLiteral("group"))->count(), 3);   // Built-in and both groups

        QFile bad(dir.filePath(QStringLiteral("bad.psgroup")));
        QVERIFY(bad.open(QIODevice::WriteOnly));
        bad.write("not json");
        bad.close();
        QVERIFY(!dialog->importFrom(bad.fileName()));
        QVERIFY(dialog->statusText().contains(QLatin1String("not a group file")));

        dialog->selectGroup(QStringLiteral("Class 4b (2)"));
        dialog->deleteSelected();
        QCOMPARE(dialog->groupList()->count(), 1);
    }
};

QTEST_MAIN(TestTeacherDialogs)
#include "test_teacher_dialogs.moc"
