// Board, Rng, BoardTransform, value symbols and engine messages.
#include "core/Board.h"
#include "core/BoardTransform.h"
#include "core/EngineError.h"
#include "core/Rng.h"
#include "core/ValueSymbols.h"

#include <QtTest>
#include <algorithm>
#include <set>

class TestCore : public QObject {
    Q_OBJECT
private slots:
    void boardCountsAndIndexes()
    {
        ps::Board board(4, 4);
        QCOMPARE(board.cellCount(), 16);
        QCOMPARE(board.emptyCount(), 16);
        board.set(2, 3, 4);
        QCOMPARE(board.at(board.index(2, 3)), ps::CellValue(4));
        QCOMPARE(board.rowOf(11), 2);
        QCOMPARE(board.colOf(11), 3);
        QCOMPARE(board.filledCount(), 1);
        QVERIFY(!board.isFull());
    }

    void boardAgreesWith()
    {
        ps::Board full(4, 4);
        for (int i = 0; i < 16; ++i)
            full.set(i, static_cast<ps::CellValue>(i % 4 + 1));
        ps::Board partial(4, 4);
        partial.set(5, full.at(5));
        QVERIFY(partial.agreesWith(full));
        partial.set(6, static_cast<ps::CellValue>(full.at(6) % 4 + 1));
        QVERIFY(!partial.agreesWith(full));
        QVERIFY(!ps::Board(3, 3).agreesWith(full));
    }

    void rngIsReproducible()
    {
        ps::Rng a(42), b(42), c(43);
        std::vector<std::uint64_t> fromA, fromB, fromC;
        for (int i = 0; i < 100; ++i) {
            fromA.push_back(a.next());
            fromB.push_back(b.next());
            fromC.push_back(c.next());
        }
        QCOMPARE(fromA, fromB);
        QVERIFY(fromA != fromC);
    }

    void rngKnownValue()
    {
        // Pins the generator: a change here changes every seeded puzzle users may have kept.
        ps::Rng rng(1);
        QCOMPARE(rng.next(), Q_UINT64_C(0xb3f2af6d0fc710c5));
    }

    void rngBelowStaysInRangeAndCoversIt()
    {
        ps::Rng rng(7);
        std::vector<int> seen(7, 0);
        for (int i = 0; i < 7000; ++i) {
            const int v = rng.below(7);
            QVERIFY(v >= 0 && v < 7);
            ++seen[v];
        }
        for (int count : seen)
            QVERIFY2(count > 800 && count < 1200, "below() should be close to uniform");
        for (int i = 0; i < 1000; ++i) {
            const double u = rng.unit();
            QVERIFY(u >= 0.0 && u < 1.0);
        }
    }

    void permutationIsAPermutation()
    {
        ps::Rng rng(3);
        std::vector<int> p = rng.permutation(25);
        std::sort(p.begin(), p.end());
        for (int i = 0; i < 25; ++i)
            QCOMPARE(p[i], i);
    }

    void deriveGivesDistinctStreams()
    {
        std::set<std::uint64_t> firsts;
        for (std::uint64_t i = 0; i < 1000; ++i)
            firsts.insert(ps::Rng(ps::Rng::derive(5, i)).next());
        QCOMPARE(firsts.size(), std::size_t(1000));
        QCOMPARE(ps::Rng::derive(5, 3), std::uint64_t(8));
    }

    void transformMovesAndRelabels()
    {
        ps::Board board(2, 2);
        board.set(0, 1);
        board.set(3, 2);
        ps::BoardTransform swapCorners{"test", {3, 1, 2, 0}, {0, 2, 1}};
        const ps::Board out = swapCorners.apply(board);
        QCOMPARE(out.at(3), ps::CellValue(2));
        QCOMPARE(out.at(0), ps::CellValue(1));
        QCOMPARE(out.at(1), ps::CellValue(0));
    }

    void valueSymbolsRoundTrip()
    {
        for (int v = 0; v <= 25; ++v)
            QCOMPARE(ps::symbolToValue(ps::valueToSymbol(v)), v);
        QCOMPARE(ps::valueToSymbol(10), 'A');
        QCOMPARE(ps::valueToSymbol(25), 'P');
        QCOMPARE(ps::symbolToValue('0'), 0);
        QCOMPARE(ps::symbolToValue('b'), 11);
        QCOMPARE(ps::symbolToValue('?'), -1);
    }

    void engineErrorFillsArguments()
    {
        const ps::EngineError error("Box %1 has %2 twice (%1).", {"3", "7"});
        QCOMPARE(QString::fromUtf8(error.what()), QStringLiteral("Box 3 has 7 twice (3)."));
        QCOMPARE(QString::fromStdString(error.message().messageTemplate), QStringLiteral("Box %1 has %2 twice (%1)."));
    }
};

QTEST_GUILESS_MAIN(TestCore)
#include "test_core.moc"
