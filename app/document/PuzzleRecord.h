#pragma once
#include "core/Board.h"
#include "core/ValueSet.h"
#include "types/PuzzleRules.h"

#include <QString>
#include <memory>
#include <optional>
#include <vector>

// How a puzzle was generated, kept so that it can be made again.
struct GeneratorRecord {
    QString strategy = QStringLiteral("paper");
    int maxSolutions = 1;
    int targetEmpty = 0;
    QString backend;
    // Which puzzle of the run's harvest this is: the accepted board after `harvestStep` removals, or
    // (with `transform`) its symmetric twin. Unset: the run's final puzzle.
    std::optional<int> harvestStep;
    QString transform;
};

// A game in progress: the player's values, pencil marks, time played, and the help
// taken so far (hints shown, squares revealed, squares filled by Apply Hint).
struct PlayProgress {
    ps::Board entries;
    std::vector<ps::ValueSet> marks;   // one set per square (may be empty: none saved)
    qint64 seconds = 0;
    int hints = 0;
    int revealed = 0;
    int hintedSquares = 0;
};

// Everything a .puzzle file holds.
struct PuzzleRecord {
    QString type;
    QString parameters;                  // the type's parameters, e.g. a box shape "3x3"
    ps::Board givens;                    // with the puzzle's cages, for types that have them
    ps::Board solution;                  // empty when unknown
    QString difficulty;                  // "easy" ... "evil", or empty
    std::optional<quint64> seed;
    std::optional<GeneratorRecord> generator;
    std::optional<PlayProgress> progress;

    // The type's rules; throws ps::EngineError when the type or parameters are not supported.
    std::unique_ptr<ps::PuzzleRules> makeRules() const;
};
