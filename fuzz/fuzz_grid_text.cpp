// Grid text as every registered type reads it (readGridText with each type as the hint, and with none):
// size lines, rows of values, each type's blocks (cages, regions) and its game IDs. Every puzzle read
// must fit its size, and write back as grid text its own type reads again to the same board.
#include "FuzzSupport.h"

#include "document/GridText.h"
#include "types/TypeRegistry.h"

#include <QStringList>
#include <vector>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const QString text = QString::fromUtf8(reinterpret_cast<const char*>(data), static_cast<qsizetype>(size));
    QStringList hints{QString()};
    for (const ps::PuzzleType& type : ps::puzzleTypes())
        hints << QString::fromStdString(type.id);
    for (const QString& hint : hints) {
        std::vector<GridTextPuzzle> puzzles;
        QString error;
        if (!readGridText(text, hint, puzzles, &error)) {
            FUZZ_CHECK(!error.isEmpty() && puzzles.empty());
            continue;
        }
        for (const GridTextPuzzle& puzzle : puzzles) {
            FUZZ_CHECK(puzzle.board.rows() >= 1 && puzzle.board.cols() >= 1);
            const QString type = puzzle.type.isEmpty() ? hint : puzzle.type;
            std::vector<GridTextPuzzle> again;
            FUZZ_CHECK(readGridText(writeGridText(puzzle.board, type), type, again, nullptr));
            FUZZ_CHECK(again.size() == 1 && again[0].board == puzzle.board);
        }
    }
    return 0;
}
