// The line format and the .puzzle file.
#include "FileSizeLimit.h"
#include "document/EngineMessages.h"
#include "document/LineFormat.h"
#include "document/PuzzleFile.h"
#include "generate/GenPuzzles.h"
#include "solve/SolverBackend.h"
#include "types/TypeRegistry.h"

#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTemporaryDir>
#include <QtTest>
#include <csignal>
#include <sys/wait.h>
#include <unistd.h>

namespace {

PuzzleRecord sampleRecord()
{
    const auto rules = ps::makeRules("sudoku", "2x3");
    ps::Rng rng(12);
    PuzzleRecord record;
    record.type = QStringLiteral("sudoku");
    record.parameters = QStringLiteral("2x3");
    record.solution = rules->randomSolution(rng);
    record.givens = record.solution;
    for (int i = 0; i < record.givens.cellCount(); i += 2)
        record.givens.set(i, 0);
    record.difficulty = QStringLiteral("medium");
    record.seed = Q_UINT64_C(18446744073709551557);
    record.generator = GeneratorRecord{QStringLiteral("symmetric"), 1, 20, QStringLiteral("z3"), 17, QStringLiteral("transpose")};
    return record;
}

void writeFile(const QString& path, const QByteArray& bytes)
{
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(bytes);
}

} // namespace

class TestDocument : public QObject {
    Q_OBJECT
private slots:
    void parsesLinesWithLabelAndSource()
    {
        PuzzleLine line;
        QString error;
        QVERIFY(parsePuzzleLine(QStringLiteral("1.3.0...4...2..1,trivial,sgt-solo --generate 110 2x2"), line, &error));
        QCOMPARE(line.board.rows(), 4);
        QCOMPARE(line.board.at(0), ps::CellValue(1));
        QCOMPARE(line.board.at(4), ps::CellValue(0));
        QCOMPARE(line.label, QStringLiteral("trivial"));
        QCOMPARE(line.source, QStringLiteral("sgt-solo --generate 110 2x2"));
        QCOMPARE(formatPuzzleLine(line.board, line.label), QStringLiteral("1.3.....4...2..1,trivial"));
    }

    void lettersAbove9()
    {
        PuzzleLine line;
        QString text(256, QLatin1Char('.'));
        text[0] = QLatin1Char('G');
        text[1] = QLatin1Char('a');
        QVERIFY(parsePuzzleLine(text, line, nullptr));
        QCOMPARE(line.board.at(0), ps::CellValue(16));
        QCOMPARE(line.board.at(1), ps::CellValue(10));
        QCOMPARE(formatPuzzleLine(line.board).left(2), QStringLiteral("GA"));
    }

    void refusesBadLines_data()
    {
        QTest::addColumn<QString>("line");
        QTest::addColumn<QString>("mentions");
        QTest::newRow("80 characters") << QString(80, QLatin1Char('.')) << "80 character";
        QTest::newRow("9 characters") << QString(9, QLatin1Char('.')) << "from 4 to 25";
        QTest::newRow("empty") << QString() << "0 character";
        QTest::newRow("bad character") << (QString(40, QLatin1Char('.')) + QLatin1Char('x') + QString(40, QLatin1Char('.'))) << "'x' at position 41";
        QTest::newRow("value too large") << (QLatin1Char('A') + QString(80, QLatin1Char('.'))) << "too large";
        QTest::newRow("36x36") << QString(1296, QLatin1Char('.')) << "1296 character";
    }
    void refusesBadLines()
    {
        QFETCH(QString, line);
        QFETCH(QString, mentions);
        PuzzleLine parsed;
        QString error;
        QVERIFY(!parsePuzzleLine(line, parsed, &error));
        QVERIFY2(error.contains(mentions), qPrintable(error));
    }

    void engineMessageWithACount()
    {
        // %n is the message's count, in the English text and in the translated one (its plural form).
        const ps::EngineMessage one{"The %1 block has %n row(s); the grid has %2.", {"cage", "2"}, 1};
        QCOMPARE(QString::fromStdString(one.text()), QStringLiteral("The cage block has 1 row(s); the grid has 2."));
        QCOMPARE(translateEngineMessage(one), QStringLiteral("The cage block has 1 row(s); the grid has 2."));
        const ps::EngineMessage none{"Row %1 has %2 twice (%3 and %4).", {"1", "3", "R1C1", "R1C2"}};
        QCOMPARE(translateEngineMessage(none), QStringLiteral("Row 1 has 3 twice (R1C1 and R1C2)."));
    }

    void skipsCommentsAndBlankLines()
    {
        QVERIFY(!isPuzzleLine(QStringLiteral("# header")));
        QVERIFY(!isPuzzleLine(QStringLiteral("   ")));
        QVERIFY(isPuzzleLine(QStringLiteral("1...")));
    }

    void puzzleFileRoundTrip()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("a.puzzle"));
        const PuzzleRecord record = sampleRecord();
        QString error;
        QVERIFY2(PuzzleFile::save(path, record, &error), qPrintable(error));
        PuzzleRecord loaded;
        QVERIFY2(PuzzleFile::load(path, loaded, &error), qPrintable(error));
        QCOMPARE(loaded.type, record.type);
        QCOMPARE(loaded.parameters, record.parameters);
        QCOMPARE(loaded.givens, record.givens);
        QCOMPARE(loaded.solution, record.solution);
        QCOMPARE(loaded.difficulty, record.difficulty);
        QCOMPARE(loaded.seed, record.seed);
        QVERIFY(loaded.generator);
        QCOMPARE(loaded.generator->strategy, QStringLiteral("symmetric"));
        QCOMPARE(loaded.generator->targetEmpty, 20);
        QCOMPARE(loaded.generator->harvestStep, std::optional<int>(17));
        QCOMPARE(loaded.generator->transform, QStringLiteral("transpose"));
    }

    // A run that removes clues besides the squares' values (signs between squares, clues outside the grid)
    // accepts more boards than there are squares: the last boards' harvest steps are past the square
    // count, and their files (the autosaved game among them) open again.
    void harvestStepsPastTheSquareCountOpen()
    {
        for (const auto& [type, parameters] : {std::pair{"futoshiki", "5x5"}, std::pair{"skyscrapers", "5x5"}}) {
            const auto rules = ps::makeRules(type, parameters);
            auto native = rules->makeNativeSolver();
            const ps::RuleClassifier classifier;
            ps::PuzzleGenerator generator(*rules, *native, classifier);
            ps::GenerationSettings settings;
            ps::Rng rng(38);
            const ps::GenerationResult result = generator.run(settings, rng);
            int lastStep = 0;
            for (const auto& [difficulty, entries] : result.harvest)
                for (const ps::HarvestEntry& entry : entries)
                    lastStep = std::max(lastStep, entry.step);
            QVERIFY2(lastStep > rules->cellCount(), qPrintable(QString::number(lastStep)));
            PuzzleRecord record;
            record.type = QString::fromLatin1(type);
            record.parameters = QString::fromLatin1(parameters);
            record.givens = result.puzzle;
            record.solution = result.solution;
            record.generator = GeneratorRecord{QStringLiteral("paper"), 1, 0, QStringLiteral("native"), lastStep, QString()};
            QTemporaryDir dir;
            const QString path = dir.filePath(QStringLiteral("run.puzzle"));
            QString error;
            QVERIFY2(PuzzleFile::save(path, record, &error), qPrintable(error));
            PuzzleRecord loaded;
            QVERIFY2(PuzzleFile::load(path, loaded, &error), qPrintable(error));
            QVERIFY(loaded.generator);
            QCOMPARE(loaded.generator->harvestStep, std::optional<int>(lastStep));
        }
    }

    // A KenKen file keeps its cages (as the grid text's clue and label lines); the solution and the game
    // in progress take them on loading; damaged or missing cages are refused.
    void kenKenFileKeepsItsCages()
    {
        const auto rules = ps::makeRules("kenken", "5x5");
        auto native = rules->makeNativeSolver();
        const ps::RuleClassifier classifier;
        ps::PuzzleGenerator generator(*rules, *native, classifier);
        ps::GenerationSettings settings;
        settings.harvest = false;
        ps::Rng rng(7);
        const ps::GenerationResult result = generator.run(settings, rng);
        PuzzleRecord record;
        record.type = QStringLiteral("kenken");
        record.parameters = QStringLiteral("5x5");
        record.givens = result.puzzle;
        record.solution = result.solution;
        PlayProgress progress;
        progress.entries = ps::Board(5, 5);
        progress.entries.set(0, result.solution.at(0));
        record.progress = progress;
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("k.puzzle"));
        QString error;
        QVERIFY2(PuzzleFile::save(path, record, &error), qPrintable(error));
        PuzzleRecord loaded;
        QVERIFY2(PuzzleFile::load(path, loaded, &error), qPrintable(error));
        QVERIFY(loaded.givens == record.givens);
        QVERIFY(loaded.givens.cages() == result.puzzle.cages());
        QVERIFY(loaded.solution.cages() == result.puzzle.cages());
        QVERIFY(loaded.progress->entries.cages() == result.puzzle.cages());
        QVERIFY(rules->isSolution(loaded.solution));

        const QJsonObject good = PuzzleFile::toJson(record);
        QVERIFY(good.value("cages").isArray());
        QCOMPARE(good.value("cages").toArray().size(), 10);
        for (const auto& [bad, mentions] : std::vector<std::pair<QJsonValue, QString>>{
                 {QJsonValue::Undefined, QStringLiteral("holds only values")},
                 {QJsonArray{"1+ - - - -"}, QStringLiteral("a grid of 5 row")},
                 {QJsonValue(5), QStringLiteral("cages are damaged")}}) {
            QJsonObject damaged = good;
            if (bad.isUndefined())
                damaged.remove(QStringLiteral("cages"));
            else
                damaged[QStringLiteral("cages")] = bad;
            writeFile(path, QJsonDocument(damaged).toJson());
            QVERIFY(!PuzzleFile::load(path, loaded, &error));
            QVERIFY2(error.contains(mentions), qPrintable(error));
        }
    }

    void refusesDamagedFiles_data()
    {
        QTest::addColumn<QByteArray>("contents");
        QTest::addColumn<QString>("mentions");
        const QJsonObject good = PuzzleFile::toJson(sampleRecord());
        const auto with = [&](const char* key, const QJsonValue& value) {
            QJsonObject o = good;
            if (value.isUndefined())
                o.remove(QLatin1String(key));
            else
                o[QLatin1String(key)] = value;
            return QJsonDocument(o).toJson();
        };
        QTest::newRow("not json") << QByteArray("{ \"format\": ") << "not valid JSON";
        QTest::newRow("array") << QByteArray("[1, 2]") << "holds a list of 2 puzzle";   // generate --count 2 -o x.puzzle
        QTest::newRow("binary") << QByteArray("\x00\x01\x02", 3) << "not valid JSON";
        QTest::newRow("other format") << with("format", "something") << "not a Puzzlesmith puzzle file";
        QTest::newRow("newer schema") << with("schemaVersion", 99) << "newer Puzzlesmith";
        QTest::newRow("no schema") << with("schemaVersion", QJsonValue::Undefined) << "schema version";
        QTest::newRow("unknown type") << with("type", "chess") << "Unknown puzzle type";
        QTest::newRow("bad box") << with("parameters", "1x9") << "is not supported";
        QTest::newRow("short givens") << with("givens", "123") << "\"givens\" field";
        QTest::newRow("wrong size givens") << with("givens", QString(81, QLatin1Char('.'))) << "needs 6x6";
        QTest::newRow("clashing givens") << with("givens", "11" + QString(34, QLatin1Char('.'))) << "break the rules";
        QTest::newRow("wrong solution") << with("solution", QString(36, QLatin1Char('1'))) << "not a valid solution";
        QTest::newRow("bad seed") << with("seed", "twelve") << "\"seed\" field must be a whole number from 0 to";
        QTest::newRow("negative seed") << with("seed", -5) << "but it is \"-5\"";
        QTest::newRow("seed as list") << with("seed", QJsonArray{1}) << "but it is a list";
        QTest::newRow("givens null") << with("givens", QJsonValue::Null) << "\"givens\" field must be a list of rows, but it is null";
        QTest::newRow("ragged rows") << with("givens", QJsonArray{"1 - - - - -", "- -"}) << "row 2 has 2 value";
        QTest::newRow("bad value") << with("givens", QJsonArray{"1 - x - - -"}) << "\"x\" in row 1 is not a value";
        QTest::newRow("no rows") << with("givens", QJsonArray{}) << "it has no rows";
        QTest::newRow("rows of numbers") << with("givens", QJsonArray{1, 2}) << "row 1 is not text";
        QTest::newRow("type number") << with("type", 3) << "\"type\" field must be text, but it is a number";
        QTest::newRow("unknown difficulty") << with("difficulty", "fiendish") << "not one of easy, medium, hard or evil";
        QTest::newRow("progress not object") << with("progress", "yes") << "\"progress\" field must be an object";
        QTest::newRow("generator not object") << with("generator", 5) << "\"generator\" field must be an object";
    }
    void refusesDamagedFiles()
    {
        QFETCH(QByteArray, contents);
        QFETCH(QString, mentions);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("bad.puzzle"));
        writeFile(path, contents);
        PuzzleRecord loaded;
        QString error;
        QVERIFY(!PuzzleFile::load(path, loaded, &error));
        QVERIFY2(error.contains(mentions), qPrintable(error));
    }

    // Files written before schema 2 (grids as one line-format string, pencil marks as bit masks) open.
    void schemaOneFilesStillOpen()
    {
        QJsonArray marks;
        for (int i = 0; i < 36; ++i)
            marks.append(i == 1 ? (1 << 2) | (1 << 5) : 0);   // marks 3 and 6 in the second square
        const QJsonObject v1{{"format", "puzzlesmith-puzzle"},
                             {"schemaVersion", 1},
                             {"type", "sudoku"},
                             {"parameters", "2x3"},
                             {"givens", "1..........................2........"},
                             {"progress", QJsonObject{{"entries", QString(36, QLatin1Char('.'))}, {"marks", marks}, {"seconds", 61}}}};
        PuzzleRecord loaded;
        QString error;
        QVERIFY2(PuzzleFile::parse(QJsonDocument(v1).toJson(), QStringLiteral("old.puzzle"), loaded, &error), qPrintable(error));
        QCOMPARE(loaded.givens.at(0), ps::CellValue{1});
        QCOMPARE(loaded.givens.at(27), ps::CellValue{2});
        QVERIFY(loaded.progress);
        QCOMPARE(loaded.progress->marks[1].values(), std::vector<int>({3, 6}));
        QCOMPARE(loaded.progress->seconds, qint64{61});
        // Saved again, it is a schema 2 file with the same contents.
        const QJsonObject v2 = PuzzleFile::toJson(loaded);
        QCOMPARE(v2.value("schemaVersion").toInt(), 2);
        QCOMPARE(v2.value("givens").toArray().at(0).toString(), QStringLiteral("1 - - - - -"));
        QCOMPARE(v2.value("progress").toObject().value("marks").toArray().at(1).toArray(), QJsonArray({3, 6}));
        PuzzleRecord again;
        QVERIFY2(PuzzleFile::fromJson(v2, again, &error), qPrintable(error));
        QCOMPARE(again.givens, loaded.givens);
        QCOMPARE(again.progress->marks, loaded.progress->marks);
    }

    void byteOrderMarkIsNotContents()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("bom.puzzle"));
        writeFile(path, QByteArray("\xEF\xBB\xBF") + QJsonDocument(PuzzleFile::toJson(sampleRecord())).toJson());
        PuzzleRecord loaded;
        QString error;
        QVERIFY2(PuzzleFile::load(path, loaded, &error), qPrintable(error));
        QCOMPARE(loaded.givens, sampleRecord().givens);
    }

    // A writer killed in the middle of saving (kill -9, many times, at random moments) never leaves a
    // damaged file: what is there is always one of the two complete versions it was alternating between.
    void aKilledSaveLeavesAWholeFile()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("game.puzzle"));
        PuzzleRecord first = sampleRecord();
        PuzzleRecord second = sampleRecord();
        second.givens.set(1, 0);
        second.difficulty = QStringLiteral("hard");
        QString error;
        QVERIFY(PuzzleFile::save(path, first, &error));
        ps::Rng rng(99);
        int sawSecond = 0;
        for (int round = 0; round < 40; ++round) {
            int ready[2];
            QVERIFY(::pipe(ready) == 0);
            const pid_t child = ::fork();
            QVERIFY(child >= 0);
            if (child == 0) {   // the writer: saves the two versions in turn until killed
                ::close(ready[0]);
                for (int i = 0;; ++i) {
                    PuzzleFile::save(path, i % 2 ? first : second, nullptr);
                    if (i == 0) {   // one whole save done: the parent may start its clock
                        const char byte = 1;
                        (void)!::write(ready[1], &byte, 1);
                    }
                }
            }
            ::close(ready[1]);
            char byte = 0;
            QCOMPARE(::read(ready[0], &byte, 1), ssize_t(1));   // however slow the machine (sanitizers, load)
            ::close(ready[0]);
            ::usleep(static_cast<useconds_t>(rng.below(5000)));
            ::kill(child, SIGKILL);
            ::waitpid(child, nullptr, 0);
            PuzzleRecord loaded;
            QVERIFY2(PuzzleFile::load(path, loaded, &error), qPrintable(error));
            QVERIFY(loaded.givens == first.givens || loaded.givens == second.givens);
            sawSecond += loaded.givens == second.givens;
            // Killed inside QSaveFile's commit, a temporary file (game.puzzle.XXXXXX) may be left beside it,
            // never in its place.
            for (const QString& name : QDir(dir.path()).entryList(QDir::Files | QDir::Hidden))
                QVERIFY2(name == QLatin1String("game.puzzle") || name.startsWith(QLatin1String("game.puzzle.")), qPrintable(name));
        }
        QVERIFY(sawSecond > 0);   // the writer did replace the file in between
    }

    void missingFileIsAClearError()
    {
        PuzzleRecord loaded;
        QString error;
        QVERIFY(!PuzzleFile::load(QStringLiteral("/nonexistent/x.puzzle"), loaded, &error));
        QVERIFY(error.contains(QLatin1String("Cannot open")));
    }

    void saveToAnUnwritablePlaceIsAClearError()
    {
        QTemporaryDir dir;
        QString error;
        QVERIFY(!PuzzleFile::save(dir.filePath(QStringLiteral("missing/folder/x.puzzle")), sampleRecord(), &error));
        QVERIFY2(error.contains(QLatin1String("Cannot write")), qPrintable(error));
        QVERIFY(!PuzzleFile::save(dir.path(), sampleRecord(), &error));   // a folder is in the way
        QVERIFY(!error.isEmpty());
    }

    // A disk that fills up while saving: a clear message, and the earlier file stays whole (QSaveFile's
    // commit() alone would have reported success and left a cut-off file).
    void aFullDiskLeavesTheEarlierFileWhole()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("game.puzzle"));
        QString error;
        QVERIFY2(PuzzleFile::save(path, sampleRecord(), &error), qPrintable(error));
        QFile earlier(path);
        QVERIFY(earlier.open(QIODevice::ReadOnly));
        const QByteArray before = earlier.readAll();
        earlier.close();
        QVERIFY(before.size() > 300);
        {
            const FileSizeLimit limit(300);
            QVERIFY(limit.isActive());
            QVERIFY(!PuzzleFile::save(path, sampleRecord(), &error));
        }
        QVERIFY2(error.startsWith(QLatin1String("Cannot save")) && error.contains(QLatin1String("unchanged")), qPrintable(error));
        QVERIFY(earlier.open(QIODevice::ReadOnly));
        QCOMPARE(earlier.readAll(), before);
        PuzzleRecord loaded;
        QVERIFY(PuzzleFile::load(path, loaded, &error));
    }
};

QTEST_GUILESS_MAIN(TestDocument)
#include "test_document.moc"
