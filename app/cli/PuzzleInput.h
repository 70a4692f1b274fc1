#pragma once
#include "document/LineFormat.h"
#include "types/PuzzleRules.h"

#include <QString>
#include <map>
#include <memory>
#include <optional>
#include <vector>

// What solve, rate and bench read: line-format files (a "box=RxC" word in the source field names the box,
// as generate writes it) or .puzzle JSON files (one puzzle or an array), from a file or standard input.
namespace cli {

struct InputPuzzle {
    int line = 0;          // line number, or the puzzle's position in a JSON array (1-based)
    PuzzleLine puzzle;
    QString type;          // from a .puzzle file; empty: the --type given
    QString parameters;    // the type's parameters (Sudoku's box) from the line or the file; empty when not given
};

// Bad lines are reported on standard error (the first ten, then a count) and skipped; `badLines` gets
// their number. Returns nothing when the input cannot be read at all (missing, binary, damaged JSON).
std::optional<std::vector<InputPuzzle>> readPuzzleInput(const QString& path, int* badLines);

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
