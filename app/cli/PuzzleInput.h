#pragma once
#include "document/LineFormat.h"
#include "types/PuzzleRules.h"

#include <QCommandLineParser>
#include <QString>
#include <map>
#include <memory>
#include <optional>
#include <vector>

// What solve, rate and bench read, from a file or standard input: line-format files (a "box=RxC" word in
// the source field names the box, as generate writes it), grid text (GridText.h: "R C" then rows, or
// sgt-puzzles game IDs) or .puzzle JSON files (one puzzle or an array).
namespace cli {

struct InputPuzzle {
    int line = 0;          // line number, or the puzzle's position in a JSON array (1-based)
    PuzzleLine puzzle;
    QString type;          // from a .puzzle file; empty: the --type given
    QString parameters;    // the type's parameters (Sudoku's box) from the line or the file; empty when not given
};

enum class InputFormat { Line, Grid, Json };

struct PuzzleInput {
    std::vector<InputPuzzle> puzzles;
    InputFormat format = InputFormat::Line;
};

// Bad lines are reported on standard error (the first ten, then a count) and skipped; `badLines` gets
// their number. Returns nothing when the input cannot be read at all (missing, binary, damaged JSON or
// grid text). `typeHint` (the --type) says how a game ID is read.
std::optional<PuzzleInput> readPuzzleInput(const QString& path, int* badLines, const QString& typeHint);

// --format for commands that print puzzles: "line" or "grid" (nothing given: grid text for grid text
// input, else the line format). Prints what is wrong and returns nothing otherwise.
std::optional<InputFormat> outputFormatOption(const QCommandLineParser& parser, InputFormat input);

// Rules by (type, parameters or grid size): the puzzle file's type wins over --type; --size/--box win
// over the puzzle's own parameters, then the type's choice for the grid's size.
class RulesCache {
public:
    RulesCache(QString type, QString parameters) : type_(std::move(type)), parameters_(std::move(parameters)) {}
    // Throws ps::EngineError when the type or parameters are not supported or do not fit the grid.
    const ps::PuzzleRules& rulesFor(const InputPuzzle& input);

private:
    QString type_;
    QString parameters_;
    std::map<QString, std::unique_ptr<ps::PuzzleRules>> cache_;
};

// The "box=RxC" word of a source field, or an empty string.
QString boxFromSource(const QString& source);

} // namespace cli
