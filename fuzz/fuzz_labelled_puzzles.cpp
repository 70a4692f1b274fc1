// Labelled data files (readLabelledPuzzles, as train and bench difficulty read them). The reader takes a
// path, so the input goes through a scratch file. The box comes from --box on the command line; the
// input's length picks one of none (follow each grid), a valid box and a box that fits no grid.
#include "FuzzSupport.h"

#include "document/LabelledPuzzles.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    static const fuzz::ScratchFile scratch(".txt");
    static const QString boxes[] = {QString(), QString(), QStringLiteral("3x3"), QStringLiteral("2x2")};
    const QString path = scratch.write(data, size);
    std::vector<LabelledPuzzle> puzzles;
    QString error;
    if (!readLabelledPuzzles(path, QStringLiteral("sudoku"), boxes[size % 4], puzzles, &error)) {
        FUZZ_CHECK(!error.isEmpty());
        return 0;
    }
    FUZZ_CHECK(!puzzles.empty());
    for (const LabelledPuzzle& puzzle : puzzles) {
        FUZZ_CHECK(puzzle.rules && puzzle.rules->fits(puzzle.givens));
        FUZZ_CHECK(!puzzle.rules->findConflict(puzzle.givens));
    }
    return 0;
}
