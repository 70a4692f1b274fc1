#pragma once
#include "difficulty/Difficulty.h"

#include <QString>
#include <QStringList>
#include <optional>
#include <vector>

// The programs installed from Debian that `bench` times beside Puzzlesmith for a type: benchmark set-up,
// so it lives with the command line, not in the engine's type description. Each type folder carries its
// list (engine/types/<id>/bench-peers.txt, which explains the format), compiled in as
// :/bench-peers/<id>.txt.
namespace cli::bench {

// A program and its arguments.
struct PeerCommand {
    QString program;       // "/usr/games/sgt-filling", or a name looked up on PATH
    QStringList arguments; // "--generate", "50", "9x9"
};

// A generator that `bench --peers` times beside ours, at one size: both sides make the same number of puzzles.
struct PeerGenerator {
    QString label;          // "9x9 (sgt-filling)": a job's name (programs and their levels: not translated)
    std::string parameters; // our side: the type's parameters
    int count = 0;          // puzzles each side makes
    PeerCommand command;    // the list's "{n}" replaced by the count
    // The class ours generates at (with the type's built-in model) to match the peer's level, as the
    // type's difficultyFromLabel reads it; none: any class, as emptying square by square gives it.
    std::optional<ps::Difficulty> level;
};

// A solver (or rater) that `bench --solve FILE --peers` (`--rate`) times on the same puzzles of its
// grid side, fed one puzzle per line in the line format on its standard input.
struct PeerSolver {
    PeerCommand command;    // program empty: none
    int side = 0;           // the grid side it solves (9)
};

struct BenchPeers {
    std::vector<PeerGenerator> generators;
    PeerSolver solver;
    PeerSolver rater;
    int tdokuSide = 0;      // the side tdoku's benchmark program solves for this type; 0: none
};

// The peers of `typeId` (none listed: an empty list). Nothing, with `error` set, when its list cannot be
// read (see readBenchPeers).
std::optional<BenchPeers> benchPeersOf(const QString& typeId, QString* error);
// The peers a list's `text` names for `typeId`. Nothing, with `error` set, at a line of an unknown kind
// or field count, a count that is not a positive number, parameters or a level the type does not know.
std::optional<BenchPeers> readBenchPeers(const QString& text, const QString& typeId, QString* error);

// The arguments of our side of a generator job: the `puzzlesmith-cli generate` command a user would type
// for the same puzzles, writing a format the type can write (the line format where its puzzles are values
// only and fit a line, else grid text).
QStringList ourGenerateArguments(const QString& typeId, const PeerGenerator& peer, const QString& backendName);

} // namespace cli::bench
