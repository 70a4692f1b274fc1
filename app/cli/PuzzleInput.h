#pragma once
#include "document/LineFormat.h"
#include "types/PuzzleRules.h"

#include <QCommandLineParser>
#include <QFile>
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
    QString parameters;    // the type's parameters (a box shape, say) from the line or the file; empty when not given
};

enum class InputFormat { Line, Grid, Json };

struct PuzzleInput {
    std::vector<InputPuzzle> puzzles;
    InputFormat format = InputFormat::Line;
};

// Reads puzzles one at a time, from a file or standard input ("" or "-"). The format is decided from the
// start of the input: JSON (.puzzle files) and grid text are read whole, up to kMaxCollectionBytes
// (64 MB); the line format is streamed, a line at a time, so `generate | solve` answers each puzzle as
// it comes and an endless input needs no memory. Input stops, with a message, at binary data (a NUL
// byte: /dev/zero stops at once), at a line longer than kMaxLineBytes, and after kMaxBadLinesInARow bad
// lines in a row (`yes | solve`). Bad lines are reported on standard error (the first ten, then a count).
// Before it waits for input that has not arrived yet (a pipe), the answers printed so far are delivered,
// so `generate | solve` sees each one while solve waits for the next puzzle.
class PuzzleReader {
public:
    static constexpr qint64 kMaxLineBytes = 64 * 1024;
    static constexpr int kMaxBadLinesInARow = 100;

    // Opens and reads far enough to know the format. Prints why and returns false when the input cannot
    // be read at all (missing, binary, damaged JSON or grid text). `typeHint` (the --type) says how a
    // game ID is read.
    bool open(const QString& path, const QString& typeHint);
    InputFormat format() const { return format_; }
    // The format answers are best printed in without --format: grid text for grid text input and for
    // puzzles that carry their own structure (a .puzzle file with cages), else the line format.
    InputFormat answerFormat() const;
    // The next puzzle; nothing at the end of the input, or when reading had to stop (stopped()).
    std::optional<InputPuzzle> next();
    // Reading stopped early, with a message on standard error (binary data, an overlong line, too many
    // bad lines, a read error).
    bool stopped() const { return stopped_; }
    int badLines() const { return bad_; }
    // At the end: prints how many more bad lines there were, and says so when the input held no puzzle
    // at all. False when it held none (or reading stopped): the command's exit code is then 1.
    bool finish();

    // Its texts, under the context lupdate files a member's tr() calls in: "cli::PuzzleReader".
    static QString tr(const char* text);
    static QString tr(const char* text, const char* comment, int n);

private:
    bool readLine(QByteArray& line);   // false at the end or when stopped
    bool readWhole(const QString& typeHint);
    void reportBadLine(int line, const QString& message);
    void stop(const QString& message);

    QFile file_;
    bool mayWait_ = true;
    QByteArray lineBuffer_;   // a pipe or terminal (a regular file never makes a read wait)
    QString name_;
    InputFormat format_ = InputFormat::Line;
    std::vector<QByteArray> head_;     // lines read to decide the format, not yet handed out
    std::size_t headNext_ = 0;
    std::vector<InputPuzzle> whole_;   // JSON and grid text, read whole
    std::size_t wholeNext_ = 0;
    int lineNumber_ = 0;
    int bad_ = 0;
    int badInARow_ = 0;
    int given_ = 0;
    bool stopped_ = false;
};

// Every puzzle of the input at once (bench): as PuzzleReader, and nothing when reading stopped. `badLines`
// gets the number of bad lines.
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
    // The last lookup: the lines of a file mostly ask for the same rules, and working out the type's
    // parameters for a grid (its box shapes) took a tenth of `solve`'s time per line.
    struct LastLookup {
        QString type;
        QString parameters;
        int rows = -1;
        int cols = -1;
        ps::PuzzleRules* rules = nullptr;
    };
    LastLookup last_;
};

// The "box=RxC" word of a source field, or an empty string.
QString boxFromSource(const QString& source);

} // namespace cli
