// The learnt complexity function: the built-in model, training round trips, label names, and
// generation at a target class.
#include "SkipOutsideCi.h"
#include "TestBoards.h"
#include "TestData.h"

#include "difficulty/RankStatistics.h"
#include "difficulty/RbfKernel.h"
#include "difficulty/ScoreBands.h"
#include "difficulty/SvmClassifier.h"
#include "document/BuiltInTrainingData.h"
#include "document/DifficultyModels.h"
#include "document/LabelledPuzzles.h"
#include "generate/BatchGenerator.h"
#include "generate/TargetedGeneration.h"
#include "solve/BackendFactory.h"
#include "generate/GenPuzzles.h"
#include "types/fillomino/FillominoDifficulty.h"
#include "types/fillomino/FillominoFeatures.h"
#include "types/sudoku/SudokuLogicSolver.h"
#include "types/sudoku/SudokuBoxSingles.h"
#include "types/sudoku/SudokuRules.h"
#include "types/sudoku/SudokuSolvingClass.h"
#include "types/TypeRegistry.h"

#include <QtTest>
#include <clocale>

using namespace ps;

class TestDifficulty : public QObject {
    Q_OBJECT
private:
    // The puzzles of tests/data/jigsaw-graded-heldout.txt (engine/types/jigsaw/tools/make_jigsaw_graded.py's count).
    static constexpr std::size_t kJigsawHeldOut = 2276;

    // Generation at each class, three seeds each: the class reached is the classifier's, the puzzle is
    // unique (z3 as the independent check) and agrees with its solution, and the seed reproduces it.
    static void hitsEveryTarget(const DifficultyClassifier& classifier, const std::string& type, const std::string& size)
    {
        const auto rules = makeRules(type, size);
        auto backend = makeBackend("native", *rules);
        auto z3 = makeBackend("z3", *rules);
        PuzzleGenerator generator(*rules, *backend, classifier);
        for (Difficulty target : {Difficulty::Easy, Difficulty::Medium, Difficulty::Hard, Difficulty::Evil}) {
            for (std::uint64_t seed = 1; seed <= 3; ++seed) {
                Rng rng(seed);
                const TargetedResult result = generateAtDifficulty(generator, *rules, classifier, {}, target, rng, 200);
                QVERIFY(result.reached);
                QCOMPARE(result.difficulty, target);
                QCOMPARE(classifier.classify(*rules, result.puzzle), target);
                QCOMPARE(z3->countSolutions(result.puzzle, 2).count, 1);
                QVERIFY(result.puzzle.agreesWith(result.solution));
                Rng again(seed);
                QCOMPARE(generateAtDifficulty(generator, *rules, classifier, {}, target, again, 200).puzzle, result.puzzle);
            }
        }
    }

private slots:
    // The held-out 9x9 puzzles (sgt-solo's, which scripts/grade_with_peers.py kept out of training) that
    // qqwing also graded: the built-in model's class is qqwing's class for most of them.
    void builtInModelAgreesWithQqwingOnHeldOutPuzzles()
    {
        QString error;
        const auto model = DifficultyModels::load({}, &error, QStringLiteral("sudoku"));
        QVERIFY2(model, qPrintable(error));
        const SvmClassifier classifier("sudoku", *model);
        std::vector<LabelledPuzzle> puzzles;
        QVERIFY2(readLabelledPuzzles(testDataPath("sudoku-graded-heldout.txt"), "sudoku", {}, puzzles, &error), qPrintable(error));
        int graded = 0, agree = 0;
        std::vector<int> seen(4, 0);
        for (const LabelledPuzzle& p : puzzles) {
            for (const auto& [label, source] : p.grades) {
                if (p.givens.rows() != 9 || graderOf(source) != QLatin1String("qqwing"))
                    continue;
                const auto qqwingClass = p.rules->difficultyFromLabel(label.toStdString(), source.toStdString());
                QVERIFY2(qqwingClass, qPrintable(label));
                const Difficulty d = classifier.classify(*p.rules, p.givens);
                ++graded;
                agree += d == *qqwingClass;
                ++seen[static_cast<std::size_t>(d)];
            }
        }
        QCOMPARE(graded, 630);
        qInfo("held-out 9x9: the model's class is qqwing's for %d of %d", agree, graded);
        // 562 of 630 (89%) with the model as shipped: less than the 95% the old check found on the qqwing
        // sample, which the model was trained on; and qqwing's grade is only half of its target here (the
        // other half is sgt-solo's).
        QVERIFY2(agree >= graded * 85 / 100, qPrintable(QString::number(agree)));
        for (int count : seen)
            QVERIFY(count > 0);
    }

    // The files the tests above call held out share no puzzle with the training files compiled into the
    // programs (resources/training), read with the program's own reader. The qqwing sample, taken from
    // the training data, shows the comparison finds what is shared (scripts/check_heldout_overlap.py
    // prints the same counts for every data file).
    void heldOutFilesShareNoPuzzleWithTraining()
    {
        const auto shared = [](const QString& type, const QString& file) {
            QString error;
            std::vector<LabelledPuzzle> training, tested;
            if (!readLabelledPuzzles(BuiltInTrainingData::path(type), type, {}, training, &error)
                || !readLabelledPuzzles(testDataPath(file), type, {}, tested, &error))
                qFatal("%s", qPrintable(error));
            std::size_t count = 0;
            for (const LabelledPuzzle& t : tested)
                count += std::any_of(training.begin(), training.end(), [&](const LabelledPuzzle& p) { return p.givens == t.givens; });
            return count;
        };
        for (const char* file : {"sudoku-graded-heldout.txt", "sudoku-solo-fresh.txt", "sudoku-solo-fresh-16-25.txt"})
            QVERIFY2(shared(QStringLiteral("sudoku"), QString::fromLatin1(file)) == 0, file);
        QCOMPARE(shared(QStringLiteral("kenken"), QStringLiteral("kenken-keen-heldout.txt")), std::size_t{0});
        QCOMPARE(shared(QStringLiteral("sudoku"), QStringLiteral("sudoku-qqwing-9x9-sample.txt")), std::size_t{200});
    }

    // The kernel's exp agrees with libm's to a few units in the last place over the range the kernel
    // uses (and beyond), and clamps where a double over- or underflows.
    void kernelExpAgreesWithLibm()
    {
        Rng rng(5);
        for (int i = 0; i < 200000; ++i) {
            const double x = -(rng.below(1000000) / 1000000.0) * (i % 3 == 0 ? 700.0 : 10.0);
            const double expected = std::exp(x);
            QVERIFY2(std::abs(rbfExp(x) - expected) <= 4e-16 * expected, qPrintable(QString::number(x, 'g', 17)));
        }
        QCOMPARE(rbfExp(0.0), 1.0);
        QVERIFY(rbfExp(-1000.0) > 0 && rbfExp(-1000.0) < 1e-300);
        QVERIFY(std::isfinite(rbfExp(1000.0)));
    }

    // A regression whose samples all lie inside its tube has no support vector: its bias alone. It is
    // read back (and predicts) like any other (a player's first games gave such a model).
    void regressionWithoutSupportVectors()
    {
        std::vector<std::vector<double>> samples;
        std::vector<double> targets;
        for (int i = 0; i < 12; ++i) {
            samples.push_back({static_cast<double>(i % 4), static_cast<double>(i % 3)});
            targets.push_back(5.0 + 0.01 * (i % 2));
        }
        SvmModel::RegressionOptions options;
        options.folds = 0;
        options.costs = {1};
        options.gammas = {0.1};
        options.epsilons = {2};
        const SvmModel model = SvmModel::trainRegression(samples, targets, options);
        const SvmModel again = SvmModel::fromText(model.toText());
        QVERIFY(model.toText().find("total_sv 0") != std::string::npos);
        for (const auto& x : samples) {
            QCOMPARE(again.predictValue(x), model.predictValue(x));
            QVERIFY(std::abs(model.predictValue(x) - model.predictValueWithLibsvm(x)) < 1e-12);
            QVERIFY(std::abs(model.predictValue(x) - 5.0) <= 2.0);
        }
    }

    // rate() gives classify()'s class and score()'s score from one feature vector.
    void rateIsClassifyAndScore()
    {
        QString error;
        const auto classifier = DifficultyModels::classifierFor(QStringLiteral("sudoku"), {}, &error);
        QVERIFY2(classifier, qPrintable(error));
        std::vector<LabelledPuzzle> puzzles;
        QVERIFY2(readLabelledPuzzles(testDataPath("sudoku-solo-9x9-sample.txt"), "sudoku", {}, puzzles, &error), qPrintable(error));
        std::vector<int> classes(4, 0);
        for (const LabelledPuzzle& p : puzzles) {
            const Rating rating = classifier->rate(*p.rules, p.givens);
            QCOMPARE(rating.difficulty, classifier->classify(*p.rules, p.givens));
            QCOMPARE(rating.score, classifier->score(*p.rules, p.givens));
            ++classes[static_cast<std::size_t>(rating.difficulty)];
        }
        QVERIFY(std::count(classes.begin(), classes.end(), 0) == 0);
    }

    // predict() evaluates the model on dense vectors; it must answer as libsvm's svm_predict on the
    // features of real puzzles (both built-in models) and on random vectors in and around their range.
    void densePredictionAgreesWithLibsvm()
    {
        for (const char* typeName : {"sudoku", "kenken"}) {
            QString error;
            const auto model = DifficultyModels::load({}, &error, QString::fromLatin1(typeName));
            QVERIFY2(model, qPrintable(error));
            std::vector<LabelledPuzzle> puzzles;
            const QString file = QString::fromLatin1(typeName) == QStringLiteral("sudoku") ? QStringLiteral("sudoku-solo-9x9-sample.txt")
                                                                                      : QStringLiteral("kenken-keen-heldout.txt");
            QVERIFY2(readLabelledPuzzles(testDataPath(file), typeName, {}, puzzles, &error), qPrintable(error));
            std::vector<std::vector<double>> vectors;
            for (const LabelledPuzzle& p : puzzles)
                vectors.push_back(p.rules->features(p.givens));
            Rng rng(77);
            const std::size_t real = vectors.size();
            for (std::size_t i = 0; i < 2000; ++i) {
                std::vector<double> v = vectors[rng.below(static_cast<int>(real))];
                for (double& x : v)
                    x += (rng.below(1000) - 500) / 1000.0 * (i % 2 ? 0.05 : 1.0);
                vectors.push_back(std::move(v));
            }
            std::vector<int> seen;
            for (const std::vector<double>& v : vectors) {
                const int got = model->predict(v);
                // The same distances in the same order; only exp differs (rbfExp: within a few units in the
                // last place of libm's), so the value agrees to far below the printed score's 0.1, and the
                // class too unless the value sits on a band's edge.
                const double value = model->predictValue(v);
                const double libsvm = model->predictValueWithLibsvm(v);
                QVERIFY2(std::abs(value - libsvm) <= 1e-9 * std::max(1.0, std::abs(libsvm)), qPrintable(QString::number(value - libsvm)));
                const auto& cuts = model->bands().cuts;
                const bool onEdge = std::any_of(cuts.begin(), cuts.end(), [&](double cut) { return std::abs(libsvm - cut) < 1e-6; });
                if (!onEdge)
                    QCOMPARE(got, model->predictWithLibsvm(v));
                if (std::find(seen.begin(), seen.end(), got) == seen.end())
                    seen.push_back(got);
            }
            QVERIFY2(real >= 180 && seen.size() == 4, typeName);
        }
    }

    // KenKen's model was trained on the shared data's sgt-keen puzzles; these 600 were generated here by
    // sgt-keen afterwards (20 per size 4..9 and level), so it has never seen them.
    void builtInKenKenModelAgreesWithSgtKeenOnUnseenPuzzles()
    {
        QString error;
        const auto model = DifficultyModels::load({}, &error, QStringLiteral("kenken"));
        QVERIFY2(model, qPrintable(error));
        const SvmClassifier classifier("kenken", *model);
        std::vector<LabelledPuzzle> puzzles;
        QVERIFY2(readLabelledPuzzles(testDataPath("kenken-keen-heldout.txt"), "kenken", {}, puzzles, &error), qPrintable(error));
        QCOMPARE(puzzles.size(), std::size_t{600});
        std::vector<std::vector<int>> confusion(4, std::vector<int>(4, 0));
        int agree = 0;
        for (const LabelledPuzzle& p : puzzles) {
            const Difficulty d = classifier.classify(*p.rules, p.givens);
            agree += d == p.difficulty;
            ++confusion[static_cast<std::size_t>(p.difficulty)][static_cast<std::size_t>(d)];
        }
        QVERIFY2(agree >= 600 * 85 / 100, qPrintable(QString::number(agree)));
        for (int c = 0; c < 4; ++c)   // every class is used, and mostly where its label says
            QVERIFY(confusion[static_cast<std::size_t>(c)][static_cast<std::size_t>(c)] * 10 >= 8 * (c == 3 ? 240 : 120));
    }

    void builtInModelOrdersHeldOutSgtSoloLevels()
    {
        // Another generator's puzzles, never used in training (the held-out 9x9, filed by sgt-solo's own
        // level): classes must rise with solo's levels.
        QString error;
        const auto model = DifficultyModels::load({}, &error, QStringLiteral("sudoku"));
        const SvmClassifier classifier("sudoku", *model);
        std::vector<LabelledPuzzle> puzzles;
        QVERIFY(readLabelledPuzzles(testDataPath("sudoku-graded-heldout.txt"), "sudoku", {}, puzzles, &error));
        QMap<QString, double> meanClass;
        QMap<QString, int> count;
        for (const LabelledPuzzle& p : puzzles) {
            if (p.givens.rows() != 9 || graderOf(p.grades[0].second) != QLatin1String("sgt-solo"))
                continue;
            meanClass[p.label] += static_cast<double>(classifier.classify(*p.rules, p.givens));
            ++count[p.label];
        }
        const QStringList levels{"trivial", "basic", "intermediate", "advanced", "extreme", "unreasonable"};
        for (const QString& level : levels) {
            QCOMPARE(count[level], 105);
            meanClass[level] /= count[level];
        }
        qInfo("held-out 9x9, mean class per sgt-solo level: %.2f %.2f %.2f %.2f %.2f %.2f", meanClass["trivial"], meanClass["basic"],
              meanClass["intermediate"], meanClass["advanced"], meanClass["extreme"], meanClass["unreasonable"]);
        QVERIFY(meanClass["trivial"] <= meanClass["basic"]);
        QVERIFY(meanClass["basic"] < meanClass["intermediate"]);
        QVERIFY(meanClass["advanced"] < meanClass["extreme"] + 1e-9);
        QCOMPARE(meanClass["unreasonable"], 3.0);
        QVERIFY(meanClass["trivial"] < 1.5);
    }

    void nearlyFullBoardsAreEasyAtEverySize()
    {
        // Far outside the training data (qqwing puzzles have 17-35 clues): must not fall to an arbitrary class.
        QString error;
        const SvmClassifier classifier("sudoku", *DifficultyModels::load({}, &error, QStringLiteral("sudoku")));
        for (const char* box : {"2x2", "3x3", "4x4", "5x5"}) {
            const auto rules = makeRules("sudoku", box);
            Rng rng(6);
            Board board = rules->randomSolution(rng);
            for (int i = 0; i < board.cellCount(); i += 7)
                board.set(i, 0);
            QCOMPARE(classifier.classify(*rules, board), Difficulty::Easy);
        }
    }

    void trainSaveLoadRoundTrip()
    {
        std::vector<LabelledPuzzle> puzzles;
        QString error;
        QVERIFY(readLabelledPuzzles(testDataPath("sudoku-qqwing-9x9-sample.txt"), "sudoku", {}, puzzles, &error));
        std::vector<std::vector<double>> samples;
        std::vector<int> labels;
        for (std::size_t i = 0; i < puzzles.size(); i += 2) {
            samples.push_back(puzzles[i].rules->features(puzzles[i].givens));
            labels.push_back(static_cast<int>(puzzles[i].difficulty));
        }
        SvmModel::TrainOptions quick;
        quick.costs = {8};
        quick.gammas = {0.03125};
        SvmModel::TrainReport report;
        const SvmModel trained = SvmModel::train(samples, labels, 4, quick, &report);
        QVERIFY2(report.crossValidationAccuracy > 0.85, qPrintable(QString::number(report.crossValidationAccuracy)));
        QCOMPARE(report.confusion.size(), std::size_t(4));
        const SvmModel reloaded = SvmModel::fromText(trained.toText());
        QCOMPARE(reloaded.featureCount(), trained.featureCount());
        for (std::size_t i = 1; i < puzzles.size(); i += 2) {
            const auto features = puzzles[i].rules->features(puzzles[i].givens);
            QCOMPARE(reloaded.predict(features), trained.predict(features));
        }
        QCOMPARE(reloaded.toText(), trained.toText());
    }

    void damagedModelsAreRefused()
    {
        QVERIFY_THROWS_EXCEPTION(EngineError, SvmModel::fromText(""));
        QVERIFY_THROWS_EXCEPTION(EngineError, SvmModel::fromText("puzzlesmith-svm-model 1\nfeatures x\n"));
        QVERIFY_THROWS_EXCEPTION(EngineError, SvmModel::fromText("puzzlesmith-svm-model 1\nfeatures 2\ncost 1\ngamma 1\nminimum 0 0\nmaximum 1 1\nlibsvm\ngarbage\n"));
        QString error;
        QVERIFY(!DifficultyModels::load(QStringLiteral("/nonexistent.model"), &error, QStringLiteral("sudoku")));
        QVERIFY(error.contains(QLatin1String("Cannot open")));
        const auto model = DifficultyModels::load({}, &error, QStringLiteral("sudoku"));
        QVERIFY_THROWS_EXCEPTION(EngineError, model->predict({1.0, 2.0}));
    }

    // The built-in model with one thing damaged at a time, as the fuzzer found them: libsvm's reader would
    // read out of bounds or allocate without limit; the check refuses each before libsvm sees it.
    void modelsThatWouldBreakLibsvmAreRefused_data()
    {
        QTest::addColumn<bool>("regression");   // the built-in score model, or a classifier trained here
        QTest::addColumn<QString>("from");
        QTest::addColumn<QString>("to");
        for (const bool regression : {false, true}) {
            const auto row = [&](const char* name) -> QTestData& { return QTest::newRow((std::string(regression ? "score: " : "classifier: ") + name).c_str()) << regression; };
            row("many classes") << (regression ? "nr_class 2" : "nr_class 4") << "nr_class 400000";
            row("too few vectors") << "total_sv " << "total_sv 1";
            row("index zero") << " 1:" << " 0:";
            row("index beyond the features") << " 1:" << " 9999:";
            row("not a number") << " 1:" << " 1:nan 2:";
            row("rho short") << "rho " << "rho 1\nlabel_extra ";
            row("other svm type") << (regression ? "svm_type epsilon_svr" : "svm_type c_svc") << "svm_type one_class";
            row("the other kind's svm type") << (regression ? "svm_type epsilon_svr" : "svm_type c_svc") << (regression ? "svm_type c_svc" : "svm_type epsilon_svr");
            row("header twice") << "kernel_type rbf" << "kernel_type rbf\nkernel_type rbf";
            row("minimum above maximum") << "maximum " << "maximum -1000000 ";
            row("no gamma") << "gamma " << "coef0 ";
            row("other kernel") << "kernel_type rbf" << "kernel_type polynomial";
        }
        QTest::newRow("score: labels in a regression") << true << "total_sv " << "label 0 1\ntotal_sv ";
        QTest::newRow("score: bands out of order") << true << "bands " << "bands 90 ";
        QTest::newRow("score: epsilon not a number") << true << "epsilon " << "epsilon nan ";
        QTest::newRow("score: version 1 header") << true << "puzzlesmith-svm-model 2" << "puzzlesmith-svm-model 1";
    }
    // Models are written with '.', and read the same in a locale whose decimal separator is ','.
    void modelsLoadInACommaDecimalLocale()
    {
        const char* previous = std::setlocale(LC_NUMERIC, nullptr);
        const std::string saved = previous ? previous : "C";
        if (!std::setlocale(LC_NUMERIC, "de_DE.UTF-8") && !std::setlocale(LC_NUMERIC, "fr_FR.UTF-8"))
            PS_SKIP_OUTSIDE_CI("no comma-decimal locale installed (de_DE.UTF-8: scripts/install-packages.sh)");
        QString error;
        const auto model = DifficultyModels::load({}, &error, QStringLiteral("sudoku"));
        std::setlocale(LC_NUMERIC, saved.c_str());
        QVERIFY2(model, qPrintable(error));
    }

    void modelsThatWouldBreakLibsvmAreRefused()
    {
        QFETCH(bool, regression);
        QFETCH(QString, from);
        QFETCH(QString, to);
        QString error;
        std::string good;
        if (regression) {
            good = DifficultyModels::load({}, &error, QStringLiteral("sudoku"))->toText();
        } else {
            std::vector<LabelledPuzzle> puzzles;
            QVERIFY(readLabelledPuzzles(testDataPath("sudoku-qqwing-9x9-sample.txt"), "sudoku", {}, puzzles, &error));
            std::vector<std::vector<double>> samples;
            std::vector<int> labels;
            for (std::size_t i = 0; i < puzzles.size() && i < 200; ++i) {
                samples.push_back(puzzles[i].rules->features(puzzles[i].givens));
                labels.push_back(static_cast<int>(puzzles[i].difficulty));
            }
            SvmModel::TrainOptions options;
            options.costs = {8};
            options.gammas = {0.125};
            good = SvmModel::train(samples, labels, 4, options).toText();
        }
        QCOMPARE(SvmModel::fromText(good).isRegression(), regression);
        QVERIFY(SvmModel::fromText(good).predict(std::vector<double>(static_cast<std::size_t>(SvmModel::fromText(good).featureCount()), 0.5)) >= 0);
        std::string bad = good;
        // In libsvm's part when it is there (the Puzzlesmith header has a "gamma" line of its own).
        std::size_t at = bad.find(from.toStdString(), bad.find("\nlibsvm\n"));
        if (at == std::string::npos)
            at = bad.find(from.toStdString());
        QVERIFY2(at != std::string::npos, qPrintable(from));
        bad.replace(at, static_cast<std::size_t>(from.size()), to.toStdString());
        QVERIFY_THROWS_EXCEPTION(EngineError, SvmModel::fromText(bad));
    }

    // The score's check: sgt-solo's six levels and qqwing's four on puzzles never used in training (the
    // 30% of ../shared/data's sgt-solo files that scripts/grade_with_peers.py held out), and the larger
    // grids graded sensibly.
    void builtInScoreRanksUnseenSudokuLikeBothGraders()
    {
        QString error;
        const SvmClassifier classifier("sudoku", *DifficultyModels::load({}, &error, QStringLiteral("sudoku")));
        std::vector<LabelledPuzzle> puzzles;
        QVERIFY2(readLabelledPuzzles(testDataPath("sudoku-graded-heldout.txt"), "sudoku", {}, puzzles, &error), qPrintable(error));
        std::map<QString, std::pair<std::vector<double>, std::vector<double>>> byGrader;   // 9x9: grade rank, score
        std::map<std::pair<int, QString>, std::vector<double>> bySizeLevel;
        std::vector<double> sixteenRanks, sixteenScores;
        for (const LabelledPuzzle& p : puzzles) {
            // The model saw 25x25 at sgt-solo's basic level only: there the score is the rule's.
            QCOMPARE(classifier.hasLearntScore(*p.rules), p.givens.rows() < 25);
            const double score = classifier.score(*p.rules, p.givens);
            QVERIFY(score >= 0 && score <= 100);
            QCOMPARE(classifier.classify(*p.rules, p.givens), classifier.model("sudoku").bands().classOf(score));
            bySizeLevel[{p.givens.rows(), p.label}].push_back(score);
            if (p.givens.rows() == 16) {
                sixteenRanks.push_back(gradeRank(p.grades[0].first, p.grades[0].second));
                sixteenScores.push_back(score);
            }
            if (p.givens.rows() != 9)
                continue;
            for (const auto& [label, source] : p.grades) {
                byGrader[graderOf(source)].first.push_back(gradeRank(label, source));
                byGrader[graderOf(source)].second.push_back(score);
            }
        }
        QCOMPARE(byGrader["sgt-solo"].first.size(), std::size_t{630});
        const double solo = spearman(byGrader["sgt-solo"].first, byGrader["sgt-solo"].second);
        const double qqwing = spearman(byGrader["qqwing"].first, byGrader["qqwing"].second);
        qInfo("held-out 9x9: Spearman %.4f against sgt-solo's levels, %.4f against qqwing's", solo, qqwing);
        QVERIFY2(solo >= 0.96, qPrintable(QString::number(solo)));
        QVERIFY2(qqwing >= 0.94, qPrintable(QString::number(qqwing)));
        const double sixteen = spearman(sixteenRanks, sixteenScores);
        qInfo("held-out 16x16: Spearman %.4f against sgt-solo's levels", sixteen);
        QVERIFY2(sixteen >= 0.9, qPrintable(QString::number(sixteen)));
        // Larger grids: sgt-solo's basic 25x25 scores like its basic 16x16 (medium), not like harder levels.
        const auto mean = [](const std::vector<double>& v) {
            double m = 0;
            for (double x : v)
                m += x / static_cast<double>(v.size());
            return m;
        };
        const double basic25 = mean(bySizeLevel[{25, "basic"}]);
        QVERIFY2(basic25 > mean(bySizeLevel[{16, "trivial"}]) && basic25 < mean(bySizeLevel[{16, "intermediate"}]), qPrintable(QString::number(basic25)));
        QCOMPARE(classifier.model("sudoku").bands().classOf(basic25), Difficulty::Medium);
    }

    // Puzzles sgt-solo made on this machine after training (tests/data/sudoku-solo-fresh*.txt).
    void builtInScoreRanksFreshSgtSoloPuzzles()
    {
        QString error;
        const SvmClassifier classifier("sudoku", *DifficultyModels::load({}, &error, QStringLiteral("sudoku")));
        std::map<int, std::pair<std::vector<double>, std::vector<double>>> bySize;   // rank, score
        for (const char* file : {"sudoku-solo-fresh.txt", "sudoku-solo-fresh-16-25.txt"}) {
            std::vector<LabelledPuzzle> puzzles;
            QVERIFY2(readLabelledPuzzles(testDataPath(file), "sudoku", {}, puzzles, &error), qPrintable(error));
            for (const LabelledPuzzle& p : puzzles) {
                bySize[p.givens.rows()].first.push_back(gradeRank(p.label, p.grades[0].second));
                bySize[p.givens.rows()].second.push_back(classifier.score(*p.rules, p.givens));
            }
        }
        QCOMPARE(bySize[9].first.size(), std::size_t{360});
        const double nine = spearman(bySize[9].first, bySize[9].second), sixteen = spearman(bySize[16].first, bySize[16].second);
        qInfo("fresh sgt-solo puzzles: Spearman %.4f at 9x9, %.4f at 16x16", nine, sixteen);
        QVERIFY2(nine >= 0.96, qPrintable(QString::number(nine)));
        QVERIFY2(sixteen >= 0.9, qPrintable(QString::number(sixteen)));
        for (double score : bySize[25].second)   // every 25x25 is sgt-solo's basic
            QVERIFY2(classifier.model("sudoku").bands().classOf(score) == Difficulty::Medium, qPrintable(QString::number(score)));
    }

    void builtInScoreRanksUnseenKenKenLikeSgtKeen()
    {
        QString error;
        const SvmClassifier classifier("kenken", *DifficultyModels::load({}, &error, QStringLiteral("kenken")));
        std::vector<LabelledPuzzle> puzzles;
        QVERIFY2(readLabelledPuzzles(testDataPath("kenken-keen-heldout.txt"), "kenken", {}, puzzles, &error), qPrintable(error));
        std::vector<double> ranks, scores;
        for (const LabelledPuzzle& p : puzzles) {
            ranks.push_back(gradeRank(p.label, p.grades[0].second));
            scores.push_back(classifier.score(*p.rules, p.givens));
        }
        const double rho = spearman(ranks, scores);
        qInfo("held-out KenKen: Spearman %.4f against sgt-keen's five levels", rho);
        QVERIFY2(rho >= 0.95, qPrintable(QString::number(rho)));
    }

    // Jigsaw's shipped model against sgt-solo's own grader on puzzles it never trained on
    // (tests/data/jigsaw-graded-heldout.txt, engine/types/jigsaw/tools/make_jigsaw_graded.py): sgt-solo's own jigsaw puzzles
    // and ours, each graded by solo.c's standalone grader. The thresholds sit just under the measured
    // figures (docs/jigsaw.md, "Difficulty"); Sudoku's model, which Jigsaw used before, fails them.
    void builtInJigsawScoreRanksUnseenPuzzlesLikeSgtSolo()
    {
        QString error;
        const auto model = DifficultyModels::load({}, &error, QStringLiteral("jigsaw"));
        QVERIFY2(model, qPrintable(error));
        const SvmClassifier classifier("jigsaw", *model);
        std::vector<LabelledPuzzle> puzzles;
        QVERIFY2(readLabelledPuzzles(testDataPath("jigsaw-graded-heldout.txt"), "jigsaw", {}, puzzles, &error), qPrintable(error));
        QCOMPARE(puzzles.size(), std::size_t{kJigsawHeldOut});
        std::map<QString, std::pair<std::vector<double>, std::vector<double>>> bySource;   // grade rank, score
        std::vector<double> ranks, scores;
        std::vector<std::vector<int>> confusion(4, std::vector<int>(4, 0));
        for (const LabelledPuzzle& p : puzzles) {
            const double score = classifier.score(*p.rules, p.givens);
            const double rank = gradeRank(p.label, p.grades[0].second);
            ranks.push_back(rank);
            scores.push_back(score);
            bySource[p.grades[0].second].first.push_back(rank);
            bySource[p.grades[0].second].second.push_back(score);
            ++confusion[static_cast<std::size_t>(p.difficulty)][static_cast<std::size_t>(classifier.classify(*p.rules, p.givens))];
        }
        const double all = spearman(ranks, scores);
        const double solo = spearman(bySource["sgt-solo"].first, bySource["sgt-solo"].second);
        const double ours = spearman(bySource["puzzlesmith+solo-grader"].first, bySource["puzzlesmith+solo-grader"].second);
        qInfo("held-out Jigsaw: Spearman %.4f against sgt-solo's grader (%.4f on its own puzzles, %.4f on ours)", all, solo, ours);
        QVERIFY2(all >= 0.965, qPrintable(QString::number(all)));
        QVERIFY2(solo >= 0.965, qPrintable(QString::number(solo)));
        QVERIFY2(ours >= 0.95, qPrintable(QString::number(ours)));
        int agree = 0;
        for (int c = 0; c < 4; ++c)
            agree += confusion[static_cast<std::size_t>(c)][static_cast<std::size_t>(c)];
        QVERIFY2(agree * 100 >= static_cast<int>(puzzles.size()) * 97, qPrintable(QString::number(agree)));
        // Easy and medium apart: the trivial puzzles are easy and the basic ones medium, each at least 90%.
        QVERIFY(confusion[0][0] * 10 >= 9 * (confusion[0][0] + confusion[0][1] + confusion[0][2] + confusion[0][3]));
        QVERIFY(confusion[1][1] * 10 >= 9 * (confusion[1][0] + confusion[1][1] + confusion[1][2] + confusion[1][3]));
    }

    // A line graded by two graders is scored at the mean of both positions and filed by the first.
    void gradedLinesCarryBothGrades()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath("graded.txt");
        const char* grid = "8..5..3.6...6..9....3...57..1...76.9.9.8..7......4..1....7.6....6.184.......39...";
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(QByteArray(grid) + ",basic;simple,sgt-solo --generate;qqwing --solve\n");
        file.close();
        std::vector<LabelledPuzzle> puzzles;
        QString error;
        QVERIFY2(readLabelledPuzzles(path, "sudoku", {}, puzzles, &error), qPrintable(error));
        QCOMPARE(puzzles.front().difficulty, Difficulty::Medium);                   // sgt-solo's basic
        QCOMPARE(puzzles.front().score, (25.0 + 100.0 / 12) / 2);                  // basic 25, simple 8.33
        QCOMPARE(puzzles.front().grades.size(), std::size_t{2});
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(QByteArray(grid) + ",basic;simple,sgt-solo\n");
        file.close();
        puzzles.clear();
        QVERIFY(!readLabelledPuzzles(path, "sudoku", {}, puzzles, &error));
        QVERIFY2(error.contains("2 grades but 1 sources"), qPrintable(error));
    }

    // The regression learns a known function of its features, and its bands file classes cut on that.
    void regressionLearnsAKnownFunction()
    {
        Rng rng(5);
        std::vector<std::vector<double>> samples;
        std::vector<double> targets;
        std::vector<Difficulty> classes;
        for (int i = 0; i < 300; ++i) {
            const double a = rng.below(1000) / 1000.0, b = rng.below(1000) / 1000.0;
            samples.push_back({a, b});
            targets.push_back(100 * a * a);   // b is noise
            classes.push_back(ScoreBands{{20, 40, 70}}.classOf(100 * a * a));
        }
        SvmModel::RegressionOptions options;
        options.costs = {64};
        options.gammas = {0.5};
        options.epsilons = {1};
        SvmModel::RegressionReport report;
        SvmModel model = SvmModel::trainRegression(samples, targets, options, &report);
        QVERIFY2(report.crossValidationSpearman > 0.99, qPrintable(QString::number(report.crossValidationSpearman)));
        QVERIFY2(report.crossValidationMeanAbsoluteError < 3, qPrintable(QString::number(report.crossValidationMeanAbsoluteError)));
        QVERIFY(std::abs(model.predictValue({0.5, 0.9}) - 25) < 3);
        model.setBands(fitScoreBands(report.crossValidationPredictions, classes));
        for (std::size_t k = 0; k < 3; ++k)
            QVERIFY2(std::abs(model.bands().cuts[k] - std::vector<double>{20, 40, 70}[k]) < 3, qPrintable(QString::number(model.bands().cuts[k])));
        const SvmModel again = SvmModel::fromText(model.toText());   // epsilon and bands survive the text
        QVERIFY(again.isRegression());
        QCOMPARE(again.bands().cuts, model.bands().cuts);
        QCOMPARE(again.predictValue({0.3, 0.1}), model.predictValue({0.3, 0.1}));
    }

    // Fillomino has no graded puzzles: its score is its rule, inside the band of its rule's class, and
    // orders puzzles of one class by what decides the class.
    void fillominoScoreIsItsRuleInsideItsClassBand()
    {
        Rng rng(9);
        for (int i = 0; i < 500; ++i) {
            std::vector<double> f(FillominoFeature::kCount, 0.0);
            f[FillominoFeature::EmptyShare] = rng.below(1000) / 1000.0;
            f[FillominoFeature::Removable] = rng.below(2);
            f[FillominoFeature::HardestTechnique] = rng.below(11) / 10.0;
            f[FillominoFeature::GuessesPerEmpty] = rng.below(3) == 0 ? rng.below(300) / 1000.0 : 0.0;
            const double score = fillominoScore(f);
            QCOMPARE(ScoreBands().classOf(score), fillominoDifficulty(f));
        }
        std::vector<double> evil(FillominoFeature::kCount, 0.0);
        evil[FillominoFeature::HardestTechnique] = 1;
        evil[FillominoFeature::GuessesPerEmpty] = 0.11;
        std::vector<double> eviler = evil;
        eviler[FillominoFeature::GuessesPerEmpty] = 0.19;
        QVERIFY(fillominoScore(eviler) > fillominoScore(evil));
    }

    void labelNames()
    {
        const auto sudoku = makeRules("sudoku", "3x3");
        const auto difficultyFromLabel = [&](const char* label, const char* source) { return sudoku->difficultyFromLabel(label, source); };
        QCOMPARE(difficultyFromLabel("simple", "qqwing 1.3.4"), std::optional(Difficulty::Easy));
        QCOMPARE(difficultyFromLabel("easy", "qqwing --generate"), std::optional(Difficulty::Medium));
        QCOMPARE(difficultyFromLabel("expert", "qqwing"), std::optional(Difficulty::Evil));
        QCOMPARE(difficultyFromLabel("easy", ""), std::optional(Difficulty::Easy));
        QCOMPARE(difficultyFromLabel("advanced", "sgt-solo"), std::optional(Difficulty::Hard));
        QCOMPARE(difficultyFromLabel("unreasonable", "sgt-solo"), std::optional(Difficulty::Evil));
        QVERIFY(!difficultyFromLabel("fiendish", ""));
    }

    void generationHitsEveryTargetOn9x9()
    {
        QString error;
        const SvmClassifier classifier("sudoku", *DifficultyModels::load({}, &error, QStringLiteral("sudoku")));
        hitsEveryTarget(classifier, "sudoku", "3x3");
    }

    // KenKen steers by its rule's bound (GenerationPolicy::logicSolvesWithin) and asks the learnt model only
    // about the board that bound picks: what it returns must still be the model's class.
    void easyAndMediumSudokuAreAsEmptyAsTheirClassAllows()
    {
        // At easy and medium a removal stands only while the class's solve still finishes the grid (hidden
        // singles in boxes for easy, all singles for medium): every given left is needed for that, a
        // medium puzzle is not finished by box singles, and no uniqueness search is made (the logic proves
        // the solution unique).
        QString error;
        const SvmClassifier classifier("sudoku", *DifficultyModels::load({}, &error, QStringLiteral("sudoku")));
        for (const std::string box : {"2x3", "3x3", "3x4"}) {
            const auto rules = makeRules("sudoku", box);
            const SudokuShape& shape = static_cast<const SudokuRules&>(*rules).shape();
            auto backend = makeBackend("native", *rules);
            PuzzleGenerator generator(*rules, *backend, classifier);
            for (Difficulty target : {Difficulty::Easy, Difficulty::Medium}) {
                for (std::uint64_t seed = 1; seed <= 4; ++seed) {
                    Rng rng(seed);
                    const long checksBefore = backend->totals().checks;
                    const TargetedResult result = generateAtDifficulty(generator, *rules, classifier, {}, target, rng, 50);
                    QVERIFY(result.reached);
                    QCOMPARE(backend->totals().checks, checksBefore);
                    QVERIFY(sudokuSolvesWithin(shape, result.puzzle, target));
                    if (target == Difficulty::Medium)
                        QVERIFY(!boxSinglesSolve(shape, result.puzzle));
                    for (int cell = 0; cell < result.puzzle.cellCount(); ++cell) {
                        if (result.puzzle.at(cell) == 0)
                            continue;
                        Board fewer = result.puzzle;
                        fewer.set(cell, 0);
                        QVERIFY2(!sudokuSolvesWithin(shape, fewer, target),
                                 qPrintable(QString::fromStdString(box) + " seed " + QString::number(seed) + " square " + QString::number(cell)));
                    }
                }
            }
        }
    }

    void kenKenGenerationHitsEveryTargetByTheModel()
    {
        QString error;
        const SvmClassifier classifier("kenken", *DifficultyModels::load({}, &error, QStringLiteral("kenken")));
        for (const char* size : {"4x4", "6x6"})
            hitsEveryTarget(classifier, "kenken", size);
    }

    void symmetricTwinsKeepTheirClass()
    {
        // The harvest files twins under their board's class without classifying them: check that holds.
        QString error;
        const SvmClassifier classifier("sudoku", *DifficultyModels::load({}, &error, QStringLiteral("sudoku")));
        std::vector<LabelledPuzzle> puzzles;
        QVERIFY(readLabelledPuzzles(testDataPath("sudoku-qqwing-9x9-sample.txt"), "sudoku", {}, puzzles, &error));
        Rng rng(3);
        for (std::size_t i = 0; i < puzzles.size(); i += 5) {
            const Difficulty original = classifier.classify(*puzzles[i].rules, puzzles[i].givens);
            for (const BoardTransform& t : puzzles[i].rules->randomSymmetries(rng))
                QCOMPARE(classifier.classify(*puzzles[i].rules, t.apply(puzzles[i].givens)), original);
        }
    }

    // Generation hands the classifier the solution it proved unique, which spares the count: the features
    // must be those a count gives. Sparse puzzles, so the logic solver has to guess; at 16x16 and 25x25
    // the counts themselves go to the SAT proof.
    void aKnownSolutionGivesTheSameFeatures_data()
    {
        QTest::addColumn<QString>("box");
        for (const char* box : {"3x3", "4x4", "5x5"})
            QTest::newRow(box) << QString::fromLatin1(box);
    }
    void aKnownSolutionGivesTheSameFeatures()
    {
        QFETCH(QString, box);
        const auto rules = makeRules("sudoku", box.toStdString());
        auto backend = makeBackend("native", *rules);
        const RuleClassifier classifier;
        PuzzleGenerator generator(*rules, *backend, classifier);
        GenerationSettings settings;
        settings.harvest = false;
        settings.searchBudget = box == QLatin1String("5x5") ? 20 : 0;   // minimal 25x25s take a minute each
        SudokuLogicSolver logic(SudokuShape::parse(box.toStdString()));
        int guessed = 0;
        for (int seed = 1; seed <= 4; ++seed) {
            Rng rng(Rng::derive(31, static_cast<std::uint64_t>(seed)));
            const GenerationResult run = generator.run(settings, rng);
            const std::vector<double> counted = rules->features(run.puzzle);
            QCOMPARE(rules->features(run.puzzle, {&run.solution, nullptr}), counted);
            guessed += logic.measure(run.puzzle).guesses > 0;
        }
        QVERIFY(guessed > 0);
    }

    void unreachableTargetGivesTheNearestClass()
    {
        QString error;
        const SvmClassifier classifier("sudoku", *DifficultyModels::load({}, &error, QStringLiteral("sudoku")));
        const auto rules = makeRules("sudoku", "2x2");
        auto backend = makeBackend("native", *rules);
        PuzzleGenerator generator(*rules, *backend, classifier);
        Rng rng(4);
        const TargetedResult result = generateAtDifficulty(generator, *rules, classifier, {}, Difficulty::Evil, rng, 20);
        QVERIFY(!result.reached);
        QCOMPARE(result.runs, 20);
        QVERIFY(result.difficulty != Difficulty::Evil);
        QCOMPARE(classifier.classify(*rules, result.puzzle), result.difficulty);
    }

    void targetedBatchesDoNotDependOnThreads()
    {
        QString error;
        const SvmClassifier classifier("sudoku", *DifficultyModels::load({}, &error, QStringLiteral("sudoku")));
        const auto rules = makeRules("sudoku", "3x3");
        BatchRequest request;
        request.seed = 7;
        request.count = 12;
        request.target = Difficulty::Hard;
        request.threads = 1;
        const auto one = generateBatch(*rules, request, classifier);
        request.threads = 3;
        const auto three = generateBatch(*rules, request, classifier);
        QCOMPARE(one.size(), std::size_t(12));
        QCOMPARE(three.size(), one.size());
        for (std::size_t i = 0; i < one.size(); ++i) {
            QCOMPARE(three[i].result.puzzle, one[i].result.puzzle);
            QCOMPARE(one[i].difficulty, Difficulty::Hard);
        }
    }
};

QTEST_GUILESS_MAIN(TestDifficulty)
#include "test_difficulty.moc"
