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
        QVERIFY2(dialog->statusText().contains(QLatin1String("Retrained")), qPrintable(dialog->statusText()));
        QVERIFY(dialog->statusText().contains(QLatin1String("too few labels to cross-validate")));   // 3 labels

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
        QVERIFY(dialog->summaryText().contains(QLatin1String("No model yet")));
        dialog->retrainSelected();
        QTRY_VERIFY_WITH_TIMEOUT(!dialog->isRetraining(), 60000);
        QVERIFY2(dialog->summaryText().contains(QLatin1String("agreement with the labels")), qPrintable(dialog->summaryText()));
        QVERIFY(dialog->summaryText().contains(QLatin1String("change class")));

        const QString exported = dir.filePath(QStringLiteral("shared.psgroup"));
        QVERIFY(dialog->exportSelectedTo(exported));
        dialog->resetSelected(false);
        QVERIFY(dialog->summaryText().contains(QLatin1String("No model yet")));
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
