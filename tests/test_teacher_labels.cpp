// Teachers' labels (issue 14, part 2): where a verdict puts a puzzle on the score, the group model's
// learning curve with a simulated teacher, storage, export and import of groups, and retraining.
#include "TestData.h"

#include "difficulty/GroupModel.h"
#include "difficulty/SimulatedTeacher.h"
#include "difficulty/TeacherSimulation.h"
#include "document/BuiltInTrainingData.h"
#include "document/DifficultyModels.h"
#include "document/LineFormat.h"
#include "document/TeacherGroupTraining.h"
#include "document/TeacherGroups.h"
#include "types/TypeRegistry.h"

#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>
#include <algorithm>

using namespace ps;
using Verdict = TeacherLabel::Verdict;

namespace {

TeacherLabel labelOf(Verdict verdict, Difficulty level, double builtInScore = 50)
{
    TeacherLabel label;
    label.verdict = verdict;
    label.level = level;
    label.builtInScore = builtInScore;
    return label;
}

// A Sudoku label as the studio stores it.
GroupLabel storedLabel(const QString& line, Verdict verdict, Difficulty level)
{
    PuzzleLine parsed;
    QString error;
    if (!parsePuzzleLine(line, parsed, &error))
        qFatal("bad test puzzle: %s", qPrintable(error));
    GroupLabel label;
    label.puzzle.type = QStringLiteral("sudoku");
    label.puzzle.parameters = QStringLiteral("3x3");
    label.puzzle.givens = parsed.board;
    label.verdict = verdict;
    label.level = level;
    label.date = QDateTime(QDate(2026, 11, 26), QTime(12, 0), Qt::UTC);
    return label;
}

QStringList nineByNineLines(int count)
{
    QStringList lines;
    for (const QString& record : testDataRecords(QStringLiteral("sudoku-graded-heldout.txt"))) {
        const QString grid = record.section(QLatin1Char(','), 0, 0);
        if (grid.size() == 81)
            lines << grid;
        if (lines.size() == count)
            break;
    }
    return lines;
}

struct CliRun {
    int exitCode = -1;
    QString out;
    QString err;
};

CliRun cli(const QStringList& arguments)
{
    QProcess process;
    process.start(QStringLiteral(PUZZLESMITH_CLI), arguments);
    if (!process.waitForStarted() || !process.waitForFinished(120000))
        return {};
    return {process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1, QString::fromUtf8(process.readAllStandardOutput()),
            QString::fromUtf8(process.readAllStandardError())};
}

} // namespace

class TestTeacherLabels : public QObject {
    Q_OBJECT
private slots:
    // "Too easy" means easier than shown: one band lower; at the ends it stays inside the end band.
    void verdictTargets()
    {
        ScoreBands bands;
        bands.cuts = {20, 40, 60};
        QCOMPARE(labelTarget(labelOf(Verdict::Level, Difficulty::Hard), bands), 50.0);
        QCOMPARE(labelTarget(labelOf(Verdict::TooEasy, Difficulty::Hard), bands), 30.0);
        QCOMPARE(labelTarget(labelOf(Verdict::TooHard, Difficulty::Easy), bands), 30.0);
        QCOMPARE(labelTarget(labelOf(Verdict::TooEasy, Difficulty::Easy), bands), 5.0);    // a quarter up the easy band
        QCOMPARE(labelTarget(labelOf(Verdict::TooHard, Difficulty::Evil), bands), 90.0);   // three quarters up evil
        QCOMPARE(labelTarget(labelOf(Verdict::AboutRight, Difficulty::Medium, 33), bands), 33.0);
        QCOMPARE(labelTarget(labelOf(Verdict::AboutRight, Difficulty::Medium, 55), bands), 39.5);   // clamped into medium
        QCOMPARE(labelClass(labelOf(Verdict::TooEasy, Difficulty::Evil), bands), Difficulty::Hard);
        QCOMPARE(labelClass(labelOf(Verdict::AboutRight, Difficulty::Easy, 80), bands), Difficulty::Easy);
        QCOMPARE(labelWeightFor(1200, 20), 60);
        QCOMPARE(candidateWeights(1200, 20), (std::vector<int>{7, 30, 60, 120}));
        QCOMPARE(candidateWeights(10, 1000), std::vector<int>{1});
        QCOMPARE(labelWeightFor(1200, 5000), 1);
    }

    // The subsample keeps each class's share and is the same for the same seed.
    void stratifiedSubsampleKeepsShares()
    {
        std::vector<Difficulty> classes;
        for (int i = 0; i < 1000; ++i)
            classes.push_back(i < 100 ? Difficulty::Easy : i < 400 ? Difficulty::Medium : i < 900 ? Difficulty::Hard : Difficulty::Evil);
        const auto chosen = stratifiedIndices(classes, 200, 7);
        QCOMPARE(chosen, stratifiedIndices(classes, 200, 7));
        QVERIFY(chosen != stratifiedIndices(classes, 200, 8));
        std::array<int, 4> counts{};
        for (std::size_t i : chosen)
            ++counts[static_cast<std::size_t>(classes[i])];
        QCOMPARE(counts, (std::array<int, 4>{20, 60, 100, 20}));
    }

    // The check the issue asks for: a teacher (a younger class) to whom every puzzle is one class harder
    // than the built-in model says, with 10% of verdicts off by one class. After 20, 50 and 100 labels
    // the group model agrees with the teacher on puzzles the teacher never labelled more often than the
    // built-in model does, its error is lower, and both improve with more labels.
    void groupModelLearnsTheTeachersRule()
    {
        QString error;
        const auto builtIn = BuiltInTrainingData::load(QStringLiteral("sudoku"), 600, BuiltInTrainingData::kDefaultSeed, &error);
        QVERIFY2(builtIn, qPrintable(error));
        const auto pool = BuiltInTrainingData::simulationPuzzles(testDataPath(QStringLiteral("sudoku-graded-heldout.txt")), QStringLiteral("sudoku"),
                                                                 builtIn->model, 9, &error);
        QVERIFY2(pool, qPrintable(error));
        QVERIFY(pool->size() > 400);
        TeacherRule rule;
        rule.featureIndex = -1;
        const SimulatedTeacher teacher(rule, builtIn->model.bands());
        const auto curve = teacherLearningCurve(*builtIn, *pool, teacher, {0, 20, 50, 100}, 3);
        QCOMPARE(curve.size(), std::size_t{4});
        QCOMPARE(curve[0].groupAgreement, curve[0].builtInAgreement);
        for (std::size_t i = 1; i < curve.size(); ++i) {
            const CurvePoint& p = curve[i];
            qInfo("%d labels: agreement group %.3f built-in %.3f; error group %.2f built-in %.2f", p.labels, p.groupAgreement,
                  p.builtInAgreement, p.groupError, p.builtInError);
            QVERIFY(p.groupAgreement > p.builtInAgreement + 0.1);
            QVERIFY(p.groupError < p.builtInError - 2);
            QVERIFY(p.groupAgreement > curve[i - 1].groupAgreement);
            QVERIFY(p.groupError < curve[i - 1].groupError);
        }
    }

    // The simulated teacher's own rule: one class up, at the same place in the band; evil stays evil.
    void simulatedTeacherRule()
    {
        ScoreBands bands;
        bands.cuts = {20, 40, 60};
        TeacherRule rule;
        rule.featureIndex = 0;
        rule.threshold = 0.5;
        const SimulatedTeacher teacher(rule, bands, 0, 0);
        QCOMPARE(teacher.trueScore({0.7}, 25), 45.0);
        QCOMPARE(teacher.trueScore({0.3}, 25), 25.0);
        QCOMPARE(teacher.trueScore({0.7}, 80), 80.0);
        QCOMPARE(teacher.trueClass({0.7}, 10), Difficulty::Medium);
        Rng rng(1);
        const TeacherLabel label = teacher.label("sudoku", {0.7}, 25, rng);   // shown medium, felt hard
        QCOMPARE(label.verdict, Verdict::TooHard);
        QCOMPARE(label.level, Difficulty::Medium);
        QCOMPARE(teacher.label("sudoku", {0.3}, 25, rng).verdict, Verdict::AboutRight);
    }

    // The report's cross-validation runs over the labels only and compares with the built-in model.
    void reportComparesWithTheBuiltInModel()
    {
        QString error;
        const auto builtIn = BuiltInTrainingData::load(QStringLiteral("sudoku"), 300, BuiltInTrainingData::kDefaultSeed, &error);
        QVERIFY2(builtIn, qPrintable(error));
        std::vector<TeacherLabel> labels;
        const auto rules = makeRules("sudoku", "3x3");
        for (const QString& line : nineByNineLines(30)) {
            PuzzleLine parsed;
            QVERIFY(parsePuzzleLine(line, parsed, &error));
            TeacherLabel label;
            label.features = rules->features(parsed.board);
            label.builtInScore = clampedScore(builtIn->model, label.features);
            // A teacher for whom everything is one class harder than shown (evil stays evil).
            label.level = builtIn->model.bands().classOf(label.builtInScore);
            label.verdict = Verdict::TooHard;
            labels.push_back(label);
        }
        GroupTrainingOptions options;
        options.folds = 3;
        GroupReport report;
        const SvmModel model = trainGroupModel(*builtIn, labels, options, &report);
        QCOMPARE(report.labels, 30);
        QCOMPARE(report.folds, 3);
        QCOMPARE(report.weight, 10);   // half the weight: 300 built-in puzzles, 30 labels
        QVERIFY(report.groupAgreement > report.builtInAgreement);
        QVERIFY(report.groupError < report.builtInError);
        QVERIFY(report.meanShift > 0);   // harder overall
        int total = 0;
        for (const auto& row : report.confusion)
            for (int cell : row)
                total += cell;
        QCOMPARE(total, report.builtInSamples);
        QVERIFY(model.isRegression());
        QCOMPARE(model.bands().cuts, builtIn->model.bands().cuts);

        // Chosen by cross-validation: one of the candidates, and its error is no worse than half's.
        options.chooseWeight = true;
        GroupReport chosen;
        trainGroupModel(*builtIn, labels, options, &chosen);
        const auto candidates = candidateWeights(300, 30);
        QVERIFY(std::find(candidates.begin(), candidates.end(), chosen.weight) != candidates.end());
        QVERIFY(chosen.groupError <= report.groupError);
    }

    void storageRoundTrip()
    {
        QTemporaryDir dir;
        TeacherGroup group;
        group.name = QStringLiteral("Class 4b / Tuesday");
        const QStringList lines = nineByNineLines(2);
        group.labels.push_back(storedLabel(lines[0], Verdict::TooHard, Difficulty::Medium));
        group.labels.push_back(storedLabel(lines[1], Verdict::Level, Difficulty::Evil));
        QString error;
        QVERIFY2(TeacherGroups::save(dir.path(), group, &error), qPrintable(error));
        QCOMPARE(TeacherGroups::list(dir.path()), QStringList{group.name});
        TeacherGroup loaded;
        QVERIFY2(TeacherGroups::load(dir.path(), group.name, loaded, &error), qPrintable(error));
        QCOMPARE(loaded.name, group.name);
        QCOMPARE(loaded.labels.size(), std::size_t{2});
        QCOMPARE(loaded.labels[0].puzzle.givens, group.labels[0].puzzle.givens);
        QCOMPARE(loaded.labels[0].verdict, Verdict::TooHard);
        QCOMPARE(loaded.labels[1].level, Difficulty::Evil);
        QCOMPARE(loaded.labels[1].date, group.labels[1].date);
        QVERIFY(loaded.needsRetrain());
        QVERIFY(TeacherGroups::remove(dir.path(), group.name, &error));
        QVERIFY(TeacherGroups::list(dir.path()).isEmpty());
        QVERIFY(!TeacherGroups::load(dir.path(), group.name, loaded, &error));
        QVERIFY(error.contains(group.name));
    }

    // Retrain, export, import elsewhere: the same model; reset forgets the model (and the labels when asked).
    void retrainExportImportReset()
    {
        TeacherGroup group;
        group.name = QStringLiteral("Year 5");
        // The first held-out puzzles are sgt-solo's "advanced" (hard, scored about 55): for this group
        // they are too easy even shown as medium, which no built-in score agrees with, so a model is trained.
        for (const QString& line : nineByNineLines(12))
            group.labels.push_back(storedLabel(line, Verdict::TooEasy, Difficulty::Medium));
        TeacherGroupTraining::Options options;
        options.builtInSamples = 300;
        options.folds = 3;
        QString error;
        QVERIFY2(TeacherGroupTraining::retrain(group, options, &error), qPrintable(error));
        QCOMPARE(group.models.size(), std::size_t{1});
        const GroupModelEntry& entry = group.models.at(QStringLiteral("sudoku"));
        QCOMPARE(entry.labelsUsed, 12);
        QVERIFY(!group.needsRetrain());
        QVERIFY(!TeacherGroupTraining::summary(entry).isEmpty());

        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("year5.psgroup"));
        QVERIFY2(TeacherGroups::exportTo(path, group, &error), qPrintable(error));
        TeacherGroup imported;
        QVERIFY2(TeacherGroups::importFrom(path, imported, &error), qPrintable(error));
        QCOMPARE(imported.models.at(QStringLiteral("sudoku")).modelText, entry.modelText);
        QCOMPARE(imported.models.at(QStringLiteral("sudoku")).report.groupAgreement, entry.report.groupAgreement);

        // The group's classifier scores with the group's model; other types keep the built-in one.
        auto builtIn = DifficultyModels::classifierFor(QStringLiteral("sudoku"), {}, &error);
        QVERIFY(builtIn);
        const SvmClassifier withGroup = TeacherGroupTraining::classifierWith(imported, *builtIn);
        const auto rules = makeRules("sudoku", "3x3");
        QVERIFY(withGroup.score(*rules, group.labels[0].puzzle.givens) != builtIn->score(*rules, group.labels[0].puzzle.givens));
        QCOMPARE(withGroup.model("kenken").toText(), builtIn->model("kenken").toText());

        // A type without built-in data keeps its labels but trains no model, and says so.
        GroupLabel fillomino;
        fillomino.puzzle.type = QStringLiteral("fillomino");
        fillomino.puzzle.parameters = QStringLiteral("5x5");
        fillomino.puzzle.givens = makeRules("fillomino", "5x5")->emptyBoard();
        imported.labels.push_back(fillomino);
        const auto retrained = TeacherGroupTraining::retrainCopy(imported, options);
        QVERIFY2(retrained.error.isEmpty(), qPrintable(retrained.error));
        QCOMPARE(retrained.skipped, QStringList{QStringLiteral("fillomino")});
        QVERIFY(!retrained.group.models.count(QStringLiteral("fillomino")));
        QVERIFY(TeacherGroupTraining::skippedNote(retrained.skipped).contains(QLatin1String("Fillomino")));
        imported.labels.pop_back();

        TeacherGroups::reset(imported, false);
        QVERIFY(imported.models.empty());
        QCOMPARE(imported.labels.size(), std::size_t{12});
        TeacherGroups::reset(imported, true);
        QVERIFY(imported.labels.empty());
    }

    // A file that is not a group, is damaged or comes from a newer version is refused with a clear message.
    void corruptImportsAreRefused()
    {
        QTemporaryDir dir;
        const auto attempt = [&](const QByteArray& bytes) {
            const QString path = dir.filePath(QStringLiteral("bad.psgroup"));
            QFile file(path);
            file.open(QIODevice::WriteOnly | QIODevice::Truncate);
            file.write(bytes);
            file.close();
            TeacherGroup group;
            QString error;
            if (TeacherGroups::importFrom(path, group, &error))
                return QStringLiteral("imported");
            return error;
        };
        QVERIFY(attempt("{\"format\": \"puzzlesmith-group\", \"vers").contains(QLatin1String("not valid JSON")));
        QVERIFY(attempt("[1, 2]").contains(QLatin1String("holds no group")));
        QVERIFY(attempt("{\"format\": \"puzzlesmith-puzzle\", \"version\": 1}").contains(QLatin1String("not a Puzzlesmith group")));
        QVERIFY(attempt("{\"format\": \"puzzlesmith-group\", \"version\": 9, \"name\": \"x\", \"labels\": []}").contains(QLatin1String("newer")));
        QVERIFY(attempt("{\"format\": \"puzzlesmith-group\", \"version\": 1, \"name\": \"x\", \"labels\": [{\"puzzle\": {}}]}")
                    .contains(QLatin1String("label 1")));
        QVERIFY(attempt("{\"format\": \"puzzlesmith-group\", \"version\": 1, \"name\": \"x\", \"labels\": [], "
                        "\"models\": {\"sudoku\": {\"model\": \"garbage\"}}}").contains(QLatin1String("damaged")));
        QCOMPARE(attempt("{\"format\": \"puzzlesmith-group\", \"version\": 1, \"name\": \"x\", \"labels\": []}"), QStringLiteral("imported"));
    }

    // train --group: labels in, a retrained model and its report out; list, export, import, reset; bad input
    // is refused with a message naming the line or the file.
    void cliGroups()
    {
        QTemporaryDir dir;
        const QString groups = dir.filePath(QStringLiteral("groups"));
        const QString labels = dir.filePath(QStringLiteral("labels.txt"));
        {
            QFile file(labels);
            QVERIFY(file.open(QIODevice::WriteOnly));
            const QStringList lines = nineByNineLines(12);
            const char* verdicts[] = {"too-hard@medium", "hard", "about-right@easy", "too-easy@evil"};
            for (int i = 0; i < lines.size(); ++i)
                file.write((lines[i] + QLatin1Char(',') + QLatin1String(verdicts[i % 4]) + QLatin1String(",class 4b\n")).toUtf8());
        }
        CliRun r = cli({"train", "--group", "Class 4b", "--labels", labels, "--groups-dir", groups, "--folds", "3"});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QVERIFY2(r.out.contains(QLatin1String("group \"Class 4b\": 12 label")), qPrintable(r.out));
        QVERIFY2(r.out.contains(QLatin1String("agreement with the labels")), qPrintable(r.out));
        QVERIFY(r.out.contains(QLatin1String("change class")));
        r = cli({"train", "--list", "--groups-dir", groups});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.out.contains(QLatin1String("Class 4b")));
        const QString exported = dir.filePath(QStringLiteral("4b.psgroup"));
        QCOMPARE(cli({"train", "--group", "Class 4b", "--export", exported, "--groups-dir", groups}).exitCode, 0);
        const QString other = dir.filePath(QStringLiteral("other"));
        r = cli({"train", "--import", exported, "--group", "Class 4c", "--groups-dir", other});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QCOMPARE(TeacherGroups::list(other), QStringList{QStringLiteral("Class 4c")});
        r = cli({"train", "--group", "Class 4c", "--reset", "--groups-dir", other});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.out.contains(QLatin1String("no model yet")));

        QFile bad(dir.filePath(QStringLiteral("bad.txt")));
        QVERIFY(bad.open(QIODevice::WriteOnly));
        bad.write((nineByNineLines(1).front() + QLatin1String(",too-hard\n")).toUtf8());
        bad.close();
        r = cli({"train", "--group", "Class 4b", "--labels", bad.fileName(), "--groups-dir", groups});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(QLatin1String("Line 1")) && r.err.contains(QLatin1String("too-hard@")), qPrintable(r.err));
        r = cli({"train", "--import", bad.fileName(), "--groups-dir", groups});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(QLatin1String("not a group file")), qPrintable(r.err));
    }
};

QTEST_GUILESS_MAIN(TestTeacherLabels)
#include "test_teacher_labels.moc"
