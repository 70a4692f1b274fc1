// Teachers' labels (issue 14, part 2): where a verdict puts a puzzle on the score, the group model's
// learning curve with a simulated teacher, storage, export and import of groups, and retraining.
#include "TestData.h"

#include "difficulty/GroupModel.h"
#include "difficulty/LabelAgreement.h"
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
#include <set>

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

    // Simulated teachers whose labels come from outside our model (issue 36): their pool, seeded.
    static std::vector<SimulationPuzzle> teacherPool(const BuiltInData& builtIn, const QString& teacher)
    {
        QString error;
        const auto pool = BuiltInTrainingData::simulationPuzzles(testDataPath(QStringLiteral("sudoku-graded-heldout.txt")), QStringLiteral("sudoku"),
                                                                 builtIn.model, 9, teacher, &error);
        if (!pool)
            qFatal("%s", qPrintable(error));
        return *pool;
    }

    // The checks issue 36 names. A teacher whose labels are sgt-solo's own levels (a grader independent of
    // our model; 10% of verdicts off by one class) mostly agrees with the built-in levels: the studio does
    // not warn, and after 20, 50 and 100 labels the group's model (the weight chosen as the studio does)
    // is at least as good as the built-in one on the puzzles the teacher never labelled. A teacher who
    // labels by the clue count alone, which the graders ignore, is warned in plain words (the clue count
    // named) from 20 labels on.
    void agreeingTeacherKeepsAGoodModelAndCluesTeacherIsWarned()
    {
        QString error;
        const auto builtIn = BuiltInTrainingData::load(QStringLiteral("sudoku"), 600, BuiltInTrainingData::kDefaultSeed, &error);
        QVERIFY2(builtIn, qPrintable(error));
        const auto rules = makeRules("sudoku", "3x3");
        GroupTrainingOptions studio;
        studio.chooseWeight = true;
        const SimulatedTeacher teacher(builtIn->model.bands());

        const auto solo = teacherPool(*builtIn, QStringLiteral("sgt-solo"));
        QVERIFY(solo.size() > 400);
        const auto agreeing = teacherLearningCurve(*builtIn, solo, teacher, {0, 20, 50, 100}, 3, studio, rules->featureNames());
        for (std::size_t i = 1; i < agreeing.size(); ++i) {
            const CurvePoint& p = agreeing[i];
            qInfo("sgt-solo teacher, %d labels: agreement group %.3f built-in %.3f; error group %.2f built-in %.2f; warned %.0f; rank %.3f",
                  p.labels, p.groupAgreement, p.builtInAgreement, p.groupError, p.builtInError, p.warned, p.rankWithBuiltIn);
            QCOMPARE(p.warned, 0.0);
            QVERIFY(p.groupAgreement >= p.builtInAgreement - 0.01);
            QVERIFY(p.groupError <= p.builtInError + 0.1);
        }

        const auto clues = teacherPool(*builtIn, QString::fromLatin1(BuiltInTrainingData::kCluesTeacher));
        const auto byClues = teacherLearningCurve(*builtIn, clues, teacher, {20, 50, 100}, 3, studio, rules->featureNames());
        for (const CurvePoint& p : byClues) {
            qInfo("clues teacher, %d labels: agreement group %.3f built-in %.3f; error group %.2f built-in %.2f; warned %.0f named %.0f; rank %.3f",
                  p.labels, p.groupAgreement, p.builtInAgreement, p.groupError, p.builtInError, p.warned, p.namedProperty, p.rankWithBuiltIn);
            QCOMPARE(p.warned, 1.0);
            QCOMPARE(p.namedProperty, 1.0);
        }
    }

    // What the studio tells each simulated teacher about their labels (no training: labelAgreement only),
    // over 5 seeds and 20, 50 and 100 labels: the teachers who label as sgt-solo's or qqwing's grader do
    // are never warned; the one who labels by the clue count always is, with the clue count named.
    void warningsOverSeeds()
    {
        QString error;
        const auto builtIn = BuiltInTrainingData::load(QStringLiteral("sudoku"), 300, BuiltInTrainingData::kDefaultSeed, &error);
        QVERIFY2(builtIn, qPrintable(error));
        const auto names = makeRules("sudoku", "3x3")->featureNames();
        const SimulatedTeacher teacher(builtIn->model.bands());
        for (const QString& source : {QStringLiteral("sgt-solo"), QStringLiteral("qqwing"), QString::fromLatin1(BuiltInTrainingData::kCluesTeacher)}) {
            const auto pool = teacherPool(*builtIn, source);
            const bool byClues = source == QLatin1String(BuiltInTrainingData::kCluesTeacher);
            for (std::uint64_t seed = 1; seed <= 5; ++seed) {
                Rng rng(seed);
                const std::vector<int> order = rng.permutation(static_cast<int>(pool.size()));
                std::vector<TeacherLabel> labels;
                for (int count : {20, 50, 100}) {
                    while (static_cast<int>(labels.size()) < count)
                        labels.push_back(teacher.label("sudoku", pool[static_cast<std::size_t>(order[labels.size()])], rng));
                    const LabelAgreement a = labelAgreement(labels, builtIn->model.bands(), names);
                    qInfo("%s seed %d, %3d labels: with built-in %.2f, with clues %.2f, shifts with clues %.2f: %s", qPrintable(source),
                          static_cast<int>(seed), count, a.withBuiltIn, a.withClosest, a.shiftWithProperty, a.disagrees ? "warned" : "not warned");
                    QVERIFY(a.judged);
                    QCOMPARE(a.disagrees, byClues);
                    if (byClues)
                        QCOMPARE(a.followedProperty(), VisibleProperty::Clues);
                }
            }
        }
    }

    // The labels' ranking against the built-in scores and the visible properties.
    void labelAgreementNamesTheClueCount()
    {
        ScoreBands bands;
        bands.cuts = {25, 50, 75};
        const std::vector<std::string> names{"solutions", "empty share", "hardest technique"};
        std::vector<TeacherLabel> byClues, byBuiltIn;
        for (int i = 0; i < 12; ++i) {
            TeacherLabel label;
            label.features = {1, 0.5 + 0.02 * i, 3};
            label.builtInScore = 90 - 7 * i;   // the built-in levels fall as the grids empty
            label.verdict = Verdict::Level;
            label.level = static_cast<Difficulty>(i / 3);   // harder the emptier
            byClues.push_back(label);
            label.builtInScore = 5 + 7 * i;   // here they rise with it
            byBuiltIn.push_back(label);
        }
        const LabelAgreement disagreeing = labelAgreement(byClues, bands, names);
        QVERIFY(disagreeing.judged);
        QVERIFY(disagreeing.disagrees);
        QVERIFY(disagreeing.followsVisibleProperty());
        QCOMPARE(disagreeing.closest, VisibleProperty::Clues);
        QVERIFY(disagreeing.withBuiltIn < -0.9);
        const LabelAgreement agreeing = labelAgreement(byBuiltIn, bands, names);
        QVERIFY(!agreeing.disagrees);
        QVERIFY(!agreeing.followsVisibleProperty());
        // Too few labels, or all of one class: no judgement.
        QVERIFY(!labelAgreement(std::vector<TeacherLabel>(byClues.begin(), byClues.begin() + 9), bands, names).judged);
        std::vector<TeacherLabel> oneClass(12, byClues[0]);
        QVERIFY(!labelAgreement(oneClass, bands, names).judged);
    }

    // The simulated teacher: its class is its own score's, shown as the built-in class, without noise.
    void simulatedTeacherVerdicts()
    {
        ScoreBands bands;
        bands.cuts = {20, 40, 60};
        const SimulatedTeacher teacher(bands, 0, 0);
        SimulationPuzzle puzzle;
        puzzle.features = {0.7};
        puzzle.builtInScore = 25;   // shown medium
        puzzle.teacherScore = 45;   // felt hard
        QCOMPARE(teacher.trueClass(puzzle), Difficulty::Hard);
        Rng rng(1);
        const TeacherLabel label = teacher.label("sudoku", puzzle, rng);
        QCOMPARE(label.verdict, Verdict::TooHard);
        QCOMPARE(label.level, Difficulty::Medium);
        puzzle.teacherScore = 30;
        QCOMPARE(teacher.label("sudoku", puzzle, rng).verdict, Verdict::AboutRight);
        puzzle.teacherScore = 5;
        QCOMPARE(teacher.label("sudoku", puzzle, rng).verdict, Verdict::TooEasy);
    }

    // The teachers' pools: grader levels from the file (each puzzle graded by that grader), and the clue
    // count spread over 0-100 (fewer clues, harder).
    void teacherPoolsComeFromTheGraders()
    {
        QString error;
        const auto builtIn = BuiltInTrainingData::load(QStringLiteral("sudoku"), 300, BuiltInTrainingData::kDefaultSeed, &error);
        QVERIFY2(builtIn, qPrintable(error));
        const auto qqwing = teacherPool(*builtIn, QStringLiteral("qqwing"));
        const auto solo = teacherPool(*builtIn, QStringLiteral("sgt-solo"));
        QVERIFY(qqwing.size() > 400 && solo.size() > 400);
        std::set<double> levels;
        for (const SimulationPuzzle& p : qqwing)
            levels.insert(p.teacherScore);
        QVERIFY(levels.size() >= 3 && levels.size() <= 4);   // qqwing's four levels (expert may be absent)
        const auto clues = teacherPool(*builtIn, QString::fromLatin1(BuiltInTrainingData::kCluesTeacher));
        const auto emptiest = std::max_element(clues.begin(), clues.end(), [](const auto& a, const auto& b) { return a.features[1] < b.features[1]; });
        const auto fullest = std::min_element(clues.begin(), clues.end(), [](const auto& a, const auto& b) { return a.features[1] < b.features[1]; });
        QVERIFY(emptiest->teacherScore > 90);
        QVERIFY(fullest->teacherScore < 10);
        QVERIFY(!BuiltInTrainingData::simulationPuzzles(testDataPath(QStringLiteral("sudoku-graded-heldout.txt")), QStringLiteral("sudoku"),
                                                        builtIn->model, 9, QStringLiteral("nobody"), &error));
        QVERIFY(error.contains(QLatin1String("nobody")));
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
        const QString summary = TeacherGroupTraining::summary(entry, QStringLiteral("sudoku"));
        // Sudoku's levels come from solving: the group moves scores, and the summary never says puzzles change level.
        QVERIFY(TeacherGroupTraining::levelsBySolving(QStringLiteral("sudoku")) && !TeacherGroupTraining::levelsBySolving(QStringLiteral("kenken")));
        QVERIFY2(summary.contains(QStringLiteral("do not change a puzzle's level")) && !summary.contains(QStringLiteral("get another level")),
                 qPrintable(summary));
        // The group's model places its Sudoku scores in the levels' bands as the built-in one does.
        if (!entry.report.keptBuiltIn) {
            const ps::SvmModel groupModel = ps::SvmModel::fromText(entry.modelText.toStdString());
            for (const auto& knots : groupModel.placement().knots)
                QVERIFY(!knots.empty());
        }

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
        // Sudoku's levels come from solving: the summary speaks of scores within the levels.
        QVERIFY2(r.out.contains(QLatin1String("move its score within its level")), qPrintable(r.out));
        QVERIFY(r.out.contains(QLatin1String("cross-validation")));   // the numbers too (details)
        QVERIFY(r.out.contains(QLatin1String("change score band")));
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
