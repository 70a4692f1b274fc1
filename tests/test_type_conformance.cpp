// The conformance suite: every entry of the type registry, on its smallest size, must keep the promises
// the rest of the program relies on. A new type gets all of these checks by registering; none of them
// names a type.
#include "DefaultGeneration.h"
#include "document/DifficultyModels.h"
#include "document/GridText.h"
#include "document/PuzzleFile.h"
#include "document/PuzzlePainter.h"
#include "generate/GenPuzzles.h"
#include "generate/TargetedGeneration.h"
#include "logic/StepSolver.h"
#include "solve/BackendFactory.h"
#include "solve/SolverBackend.h"
#include "types/TypeRegistry.h"

#include <QGuiApplication>
#include <QImage>
#include <QPainter>
#include <QTest>

#include <set>

using namespace ps;

namespace {

// The type's smallest size: the first of its choices, or the smallest square grid it allows.
std::string smallestParameters(const PuzzleType& type)
{
    if (type.sizeKind == PuzzleType::SizeKind::Choices && !type.sizes.empty())
        return type.sizes.front().parameters;
    return std::to_string(type.minSide) + "x" + std::to_string(type.minSide);
}

// An independent reference: plain backtracking over the squares in order, every value tried, pruned only
// by the rules' own conflict check. Counts up to `limit`; -1 when `budget` nodes were not enough.
int referenceCount(const PuzzleRules& rules, Board board, int limit, long budget)
{
    long nodes = 0;
    int found = 0;
    const auto search = [&](auto&& self, int from) -> bool {   // false: out of budget
        if (++nodes > budget)
            return false;
        int cell = from;
        while (cell < board.cellCount() && board.at(cell) != 0)
            ++cell;
        if (cell == board.cellCount()) {
            found += rules.isSolution(board);
            return true;
        }
        for (int v = 1; v <= rules.maxValue() && found < limit; ++v) {
            board.set(cell, static_cast<CellValue>(v));
            if (!rules.findConflict(board) && !self(self, cell + 1))
                return false;
        }
        board.set(cell, 0);
        return true;
    };
    if (rules.findConflict(board))
        return 0;
    return search(search, 0) ? std::min(found, limit) : -1;
}

// `puzzle` with squares of the solution written back until at most `empties` are empty.
Board refilled(const Board& puzzle, const Board& solution, int empties, Rng& rng)
{
    Board board = puzzle;
    std::vector<int> empty;
    for (int i = 0; i < board.cellCount(); ++i)
        if (board.at(i) == 0)
            empty.push_back(i);
    while (static_cast<int>(empty.size()) > empties) {
        const std::size_t k = static_cast<std::size_t>(rng.below(static_cast<int>(empty.size())));
        board.set(empty[k], solution.at(empty[k]));
        empty.erase(empty.begin() + static_cast<std::ptrdiff_t>(k));
    }
    return board;
}


} // namespace

class TestTypeConformance : public QObject {
    Q_OBJECT
private slots:
    void everyType_data()
    {
        QTest::addColumn<QString>("type");
        for (const PuzzleType& type : puzzleTypes())
            QTest::newRow(type.id.c_str()) << QString::fromStdString(type.id);
    }

    // Parameters: the rules rebuild from what they report, and a grid's own size finds them again.
    void parametersRoundTrip_data() { everyType_data(); }
    void parametersRoundTrip()
    {
        QFETCH(QString, type);
        const PuzzleType& puzzleType = ps::puzzleType(type.toStdString());
        for (const std::string& parameters : {puzzleType.defaultParameters, smallestParameters(puzzleType)}) {
            const auto rules = puzzleType.makeRules(parameters);
            QCOMPARE(rules->typeId(), puzzleType.id);
            QCOMPARE(puzzleType.makeRules(rules->parameters())->parameters(), rules->parameters());
            const auto again = puzzleType.makeRules(puzzleType.parametersForGrid(rules->rows(), rules->cols()));
            QCOMPARE(again->rows(), rules->rows());
            QCOMPARE(again->cols(), rules->cols());
        }
        QVERIFY_THROWS_EXCEPTION(EngineError, puzzleType.makeRules("0x0"));
    }

    // The random solution obeys the rules; every symmetry keeps it a solution with its structure; an
    // all-ones board breaks a rule, and the conflict check says where.
    void solutionsAndSymmetries_data() { everyType_data(); }
    void solutionsAndSymmetries()
    {
        QFETCH(QString, type);
        const PuzzleType& puzzleType = ps::puzzleType(type.toStdString());
        const auto rules = puzzleType.makeRules(smallestParameters(puzzleType));
        for (std::uint64_t seed = 1; seed <= 5; ++seed) {
            Rng rng(seed);
            const Board solution = rules->randomSolution(rng);
            QVERIFY(rules->fits(solution));
            QVERIFY2(rules->isSolution(solution), qPrintable(type));
            QCOMPARE(solution.hasStructure(), puzzleType.hasCages);   // cages, or clues outside the grid
            for (const BoardTransform& t : rules->randomSymmetries(rng)) {
                const Board moved = t.apply(solution);
                QVERIFY2(rules->isSolution(moved), t.name.c_str());
                QCOMPARE(moved.cages().size(), solution.cages().size());
                QCOMPARE(moved.outerClues().count(), solution.outerClues().count());
            }
            Board ones = solution;
            for (int i = 0; i < ones.cellCount(); ++i)
                ones.set(i, 1);
            QVERIFY(rules->findConflict(ones).has_value());
            QVERIFY(!rules->conflictingCells(ones).empty());
            const std::vector<double> features = rules->features(solution);
            QCOMPARE(features.size(), rules->featureNames().size());
            QCOMPARE(rules->featureGroups().size(), rules->featureNames().size());
        }
    }

    // Native, z3 and the reference agree on the number of solutions (0, 1, 2+) of seeded puzzles, and
    // each of the three answers comes up.
    void solversAgree_data() { everyType_data(); }
    void solversAgree()
    {
        QFETCH(QString, type);
        const PuzzleType& puzzleType = ps::puzzleType(type.toStdString());
        std::set<int> seen;
        for (std::uint64_t seed = 1; seed <= 6; ++seed) {
            DefaultGeneration made = generateByDefault(puzzleType, smallestParameters(puzzleType), seed);
            const PuzzleRules& rules = *made.rules;
            auto native = makeCountingBackend("native", rules);
            auto z3 = makeCountingBackend("z3", rules);
            Rng rng(seed);
            const Board unique = refilled(made.result.puzzle, made.result.solution, 10, rng);
            std::vector<Board> boards{unique};
            // A wrong value where no rule notices yet: no solution.
            for (int i = 0; i < unique.cellCount(); ++i) {
                if (unique.at(i) != 0)
                    continue;
                Board wrong = unique;
                for (int v = 1; v <= rules.maxValue() && boards.size() < 2; ++v)
                    if (v != made.result.solution.at(i) && (wrong.set(i, static_cast<CellValue>(v)), !rules.findConflict(wrong)))
                        boards.push_back(wrong);
                if (boards.size() >= 2)
                    break;   // else every other value breaks a rule at once there: the next empty square
            }
            // Emptied further by the type's own move until two solutions may fit.
            Board loose = made.result.puzzle;
            for (int i = 0; i < loose.cellCount() && boards.size() < 4; ++i)
                if (const auto more = rules.emptied(loose, made.result.solution, {i}, std::nullopt, rng))
                    if (native->countSolutions(*more, 2).count >= 2) {
                        boards.push_back(*more);
                        break;
                    }
            // Or by removing one of its other clues (GenerationMoves::clueSlots), where it has them.
            for (int slot = 0; slot < rules.clueSlots() && boards.size() < 4 && native->countSolutions(boards.back(), 2).count < 2; ++slot)
                if (const auto more = rules.withoutClue(loose, slot))
                    if (native->countSolutions(*more, 2).count >= 2)
                        boards.push_back(*more);
            for (const Board& board : boards) {
                const int byNative = native->countSolutions(board, 2).count;
                const int byZ3 = z3->countSolutions(board, 2).count;
                const int byReference = referenceCount(rules, board, 2, 20'000'000);
                QVERIFY2(byReference >= 0, "the reference ran out of its budget");
                QCOMPARE(byNative, byReference);
                QCOMPARE(byZ3, byReference);
                seen.insert(byReference);
            }
        }
        QVERIFY2(seen == (std::set<int>{0, 1, 2}), qPrintable(type));
    }

    // Generation: unique puzzles, the same for the same seed.
    void generationIsUniqueAndReproducible_data() { everyType_data(); }
    void generationIsUniqueAndReproducible()
    {
        QFETCH(QString, type);
        const PuzzleType& puzzleType = ps::puzzleType(type.toStdString());
        for (const std::string& parameters : {smallestParameters(puzzleType), puzzleType.defaultParameters}) {
            const DefaultGeneration first = generateByDefault(puzzleType, parameters, 42);
            const DefaultGeneration second = generateByDefault(puzzleType, parameters, 42);
            QVERIFY(first.result.puzzle == second.result.puzzle);
            QVERIFY(first.result.puzzle.emptyCount() > 0);
            auto z3 = makeCountingBackend("z3", *first.rules);
            QCOMPARE(z3->countSolutions(first.result.puzzle, 2).count, 1);
        }
    }

    // Files: a .puzzle record and grid text read back to the same board, structure included; grid text
    // without a hint finds the type from its "type=" comment.
    void filesRoundTrip_data() { everyType_data(); }
    void filesRoundTrip()
    {
        QFETCH(QString, type);
        const PuzzleType& puzzleType = ps::puzzleType(type.toStdString());
        const DefaultGeneration made = generateByDefault(puzzleType, puzzleType.defaultParameters, 7);
        PuzzleRecord record;
        record.type = type;
        record.parameters = QString::fromStdString(made.rules->parameters());
        record.givens = made.result.puzzle;
        record.solution = made.result.solution;
        PuzzleRecord read;
        QString error;
        QVERIFY2(PuzzleFile::fromJson(PuzzleFile::toJson(record), read, &error), qPrintable(error));
        QVERIFY(read.givens == record.givens);
        QCOMPARE(read.givens.cages(), record.givens.cages());
        std::vector<GridTextPuzzle> puzzles;
        const QString text = writeGridText(made.result.puzzle, type);
        QVERIFY2(readGridText(text, type, puzzles, &error), qPrintable(error + QLatin1Char('\n') + text));
        QVERIFY(puzzles.at(0).board == made.result.puzzle);
        puzzles.clear();
        QVERIFY2(readGridText(QStringLiteral("# type=%1\n").arg(type) + text, {}, puzzles, &error), qPrintable(error));
        QVERIFY(puzzles.at(0).board == made.result.puzzle);
        QCOMPARE(puzzles.at(0).type, type);
        // The solution too, with the puzzle's structure.
        Board solved = made.result.solution;
        solved.copyCagesFrom(made.result.puzzle);
        puzzles.clear();
        QVERIFY2(readGridText(writeGridText(solved, type), type, puzzles, &error), qPrintable(error));
        QVERIFY(made.rules->isSolution(puzzles.at(0).board));
    }

    // The painter draws it: a presentation the grid's size, ink on the image, and thick lines inside a
    // grid whose puzzles carry their own structure.
    void thePainterDrawsIt_data() { everyType_data(); }
    void thePainterDrawsIt()
    {
        QFETCH(QString, type);
        const PuzzleType& puzzleType = ps::puzzleType(type.toStdString());
        const DefaultGeneration made = generateByDefault(puzzleType, puzzleType.defaultParameters, 3);
        const GridPresentation look = made.rules->presentation(made.result.puzzle);
        QCOMPARE(look.rows, made.rules->rows());
        QCOMPARE(look.right.size(), static_cast<std::size_t>(made.rules->cellCount()));
        if (puzzleType.hasCages)
            QVERIFY(std::count(look.right.begin(), look.right.end(), EdgeStyle::Thick) + std::count(look.dashedCage.begin(), look.dashedCage.end(), -1) <
                    static_cast<long>(2 * look.right.size()));
        QImage image(400, 400, QImage::Format_RGB32);
        image.fill(Qt::white);
        QPainter painter(&image);
        paintPuzzle(painter, QRectF(0, 0, 400, 400), *made.rules, made.result.puzzle, &made.result.solution, PuzzlePaintStyle());
        painter.end();
        int dark = 0;
        for (int y = 0; y < image.height(); y += 2)
            for (int x = 0; x < image.width(); x += 2)
                dark += qGray(image.pixel(x, y)) < 100;
        QVERIFY2(dark > 200, qPrintable(type));
    }

    // Hints alone finish a generated puzzle: each step's placements are the solution's values.
    void hintsFinishPuzzles_data() { everyType_data(); }
    void hintsFinishPuzzles()
    {
        QFETCH(QString, type);
        const PuzzleType& puzzleType = ps::puzzleType(type.toStdString());
        const DefaultGeneration made = generateByDefault(puzzleType, puzzleType.defaultParameters, 11);
        const auto solver = made.rules->makeStepSolver();
        QVERIFY2(solver, "every type has a step solver for hints");
        Board board = made.result.puzzle;
        std::vector<ValueSet> allowed;
        for (int steps = 0; !board.isFull(); ++steps) {
            QVERIFY2(steps < 4 * board.cellCount() + 100, "the hints go round in circles");
            const auto step = solver->nextStep(board, allowed, &made.result.solution);
            QVERIFY2(step, "no hint before the end");
            if (allowed.empty())
                allowed = solver->candidates(board);
            for (const CellValuePair& e : step->eliminations)
                allowed[static_cast<std::size_t>(e.cell)].erase(e.value);
            for (const CellValuePair& p : step->placements) {
                QCOMPARE(p.value, static_cast<int>(made.result.solution.at(p.cell)));
                board.set(p.cell, static_cast<CellValue>(p.value));
            }
        }
        QVERIFY(made.rules->isSolution(board));
    }

    // Each class can be made at the default size, with the built-in classifier.
    void everyClassCanBeMade_data() { everyType_data(); }
    void everyClassCanBeMade()
    {
        QFETCH(QString, type);
        const PuzzleType& puzzleType = ps::puzzleType(type.toStdString());
        const auto rules = puzzleType.makeRules(puzzleType.defaultParameters);
        QString error;
        const auto classifier = DifficultyModels::classifierFor(type, {}, &error);
        QVERIFY2(classifier, qPrintable(error));
        auto backend = makeBackend("native", *rules);
        PuzzleGenerator generator(*rules, *backend, *classifier);
        for (Difficulty level : {Difficulty::Easy, Difficulty::Medium, Difficulty::Hard, Difficulty::Evil}) {
            GenerationSettings settings;
            settings.searchBudget = defaultSearchBudget(*rules);
            Rng rng(5);
            const TargetedResult found = generateAtDifficulty(generator, *rules, *classifier, settings, level, rng, 60);
            QVERIFY2(found.reached, difficultyName(level).c_str());
            QCOMPARE(classifier->classify(*rules, found.puzzle), level);
        }
    }
};

int main(int argc, char* argv[])
{
    QGuiApplication app(argc, argv);   // fonts for the painter
    TestTypeConformance test;
    return QTest::qExec(&test, argc, argv);
}
#include "test_type_conformance.moc"
