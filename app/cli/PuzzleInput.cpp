#include "PuzzleInput.h"

#include "CliSupport.h"

#include "document/EngineMessages.h"
#include "document/LimitedRead.h"
#include "document/GridText.h"
#include "document/GridTextTypes.h"
#include "document/PuzzleFile.h"
#include "types/TypeRegistry.h"

#include <QCoreApplication>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>
#include <algorithm>
#include <poll.h>
#include <unistd.h>

namespace cli {
namespace {

QString tr(const char* text) { return QCoreApplication::translate("cli", text); }

constexpr int kErrorsShown = 10;

void reportJsonItem(int line, const QString& message, int& bad)
{
    if (++bad <= kErrorsShown)
        err() << tr("Line %1: %2").arg(line).arg(message) << Qt::endl;
}

std::optional<std::vector<InputPuzzle>> fromJson(const QByteArray& bytes, const QString& name, int& bad)
{
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(bytes, &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        err() << tr("Error: \"%1\" is not valid JSON (%2 at byte %3); the file may be damaged.")
                     .arg(name, parseError.errorString()).arg(parseError.offset) << Qt::endl;
        return std::nullopt;
    }
    const QJsonArray items = document.isArray() ? document.array() : QJsonArray{document.object()};
    std::vector<InputPuzzle> out;
    for (int i = 0; i < items.size(); ++i) {
        PuzzleRecord record;
        QString error;
        if (!items[i].isObject()) {
            reportJsonItem(i + 1, tr("item %1 of the list is not a puzzle object.").arg(i + 1), bad);
            continue;
        }
        if (!PuzzleFile::fromJson(items[i].toObject(), record, &error)) {
            reportJsonItem(i + 1, error, bad);
            continue;
        }
        InputPuzzle input;
        input.line = i + 1;
        input.puzzle.board = record.givens;
        input.puzzle.label = record.difficulty;
        input.type = record.type;
        input.parameters = record.parameters;
        out.push_back(std::move(input));
    }
    return out;
}

// The type `typeHint` names when its puzzles are more than their values (cages, regions, signs, clues), or null.
const ps::PuzzleType* cagedType(const QString& typeHint)
{
    for (const ps::PuzzleType& type : ps::puzzleTypes())
        if (type.hasCages && QString::fromStdString(type.id) == typeHint.trimmed().toLower())
            return &type;
    return nullptr;
}

} // namespace

QString PuzzleReader::tr(const char* text) { return QCoreApplication::translate("cli::PuzzleReader", text); }
QString PuzzleReader::tr(const char* text, const char* comment, int n)
{
    return QCoreApplication::translate("cli::PuzzleReader", text, comment, n);
}

QString boxFromSource(const QString& source)
{
    if (!source.contains(QLatin1String("box=")))   // most lines: no regular expression run for them
        return QString();
    static const QRegularExpression word(QStringLiteral("\\bbox=(\\d+x\\d+)\\b"));
    const auto match = word.match(source);
    return match.hasMatch() ? match.captured(1) : QString();
}

bool PuzzleReader::open(const QString& path, const QString& typeHint)
{
    const bool standardInput = path.isEmpty() || path == QLatin1String("-");
    name_ = standardInput ? tr("standard input") : path;
    // Standard input by its descriptor (read(2)): through a FILE* a NUL byte would cut lines short.
    if (standardInput ? !file_.open(STDIN_FILENO, QIODevice::ReadOnly) : (file_.setFileName(path), !file_.open(QIODevice::ReadOnly))) {
        err() << tr("Error: cannot open \"%1\": %2").arg(name_, file_.errorString()) << Qt::endl;
        return false;
    }
    // Asked once: for a regular file, bytesAvailable() asks the file's size of the system at every line.
    mayWait_ = file_.isSequential();
    // The first line that is neither blank nor a comment decides the format.
    QByteArray first;
    for (;;) {
        QByteArray line;
        if (!readLine(line))
            break;
        if (head_.empty() && line.startsWith("\xEF\xBB\xBF"))
            line.remove(0, 3);
        head_.push_back(line);
        const QByteArray trimmed = line.trimmed();
        if (!trimmed.isEmpty() && !trimmed.startsWith('#')) {
            first = trimmed;
            break;
        }
        if (head_.size() >= static_cast<std::size_t>(kMaxBadLinesInARow) * 100) {
            stop(tr("Error: \"%1\" holds no puzzle in its first %n line(s); is it a puzzle file?", nullptr, static_cast<int>(head_.size())).arg(name_));
            break;
        }
    }
    if (stopped_)
        return false;
    if (first == "null" || first == "true" || first == "false" || first.startsWith('"')) {
        err() << tr("Error: \"%1\" holds a JSON value, not a puzzle: give puzzles in the line format or a .puzzle file.").arg(name_)
              << Qt::endl;
        return false;
    }
    QByteArray headText;
    for (const QByteArray& line : head_)
        headText += line;
    if (first.startsWith('{') || first.startsWith('[')) {
        format_ = InputFormat::Json;
        return readWhole(typeHint);
    }
    if (looksLikeGridText(QString::fromUtf8(headText))) {
        format_ = InputFormat::Grid;
        return readWhole(typeHint);
    }
    if (!first.isEmpty()) {
        if (const ps::PuzzleType* caged = cagedType(typeHint)) {
            // A puzzle line holds values only; it cannot hold the puzzle's structure (cages, regions, signs,
            // clues outside the grid). What the grid text holds after its size line, the type's format says.
            const QString typeName = QCoreApplication::translate("PuzzleType", caged->name.c_str());
            const QString blocks = translateEngineMessage(caged->format->blocksDescription());
            const QString program = QString::fromStdString(caged->format->gameIdProgram());
            err() << (program.isEmpty()
                          ? tr("Error: \"%1\" is not grid text, and %2 puzzles cannot be read from a puzzle line: they are more than their "
                               "values, and a puzzle line holds values only. Give them as grid text: a size line such as \"6 6\", then %3.").arg(name_, typeName, blocks)
                          : tr("Error: \"%1\" is neither grid text nor a game ID, and %2 puzzles cannot be read from a puzzle line: "
                               "they are more than their values, and a puzzle line holds values only. Give them as grid text (a size "
                               "line such as \"6 6\", then %3) or as %4 game IDs.").arg(name_, typeName, blocks, program))
                  << Qt::endl;
            return false;
        }
    }
    // A first line too short for any puzzle line, of one to three words: a size line gone wrong ("9",
    // "9 9 x", "9x9", "a b"), not ten lines of complaints about the line format.
    // (The regular expressions are asked only about such a short line: compiling them took a noticeable part
    // of a short `solve`.)
    const auto looksLikeSize = [&first] {
        const QList<QByteArray> words = first.simplified().split(' ');
        static const QRegularExpression sizeLike(QStringLiteral("^(\\d{1,2}|\\d+x\\d+)$"));
        static const QRegularExpression shortWord(QStringLiteral("^-?\\w{1,3}$"));
        const bool shortWords = std::all_of(words.begin(), words.end(), [](const QByteArray& w) { return shortWord.match(QString::fromUtf8(w)).hasMatch(); });
        return (words.size() >= 2 && words.size() <= 3 && shortWords) || sizeLike.match(QString::fromUtf8(first)).hasMatch();
    };
    if (!first.isEmpty() && first.size() < 16 && !first.contains(',') && looksLikeSize()) {
        err() << tr("Error: \"%1\", line %2: \"%3\" is not a size line. Grid text starts with the number of rows and the number "
                    "of columns, such as \"9 9\"; a puzzle line holds N*N characters (81 for 9x9).")
                     .arg(name_).arg(lineNumber_).arg(QString::fromUtf8(first)) << Qt::endl;
        return false;
    }
    format_ = InputFormat::Line;
    return true;
}

bool PuzzleReader::readLine(QByteArray& line)
{
    if (stopped_)
        return false;
    if (mayWait_ && !file_.bytesAvailable()) {
        pollfd input{file_.handle(), POLLIN, 0};
        if (::poll(&input, 1, 0) == 0)   // nothing to read yet: it would wait
            deliver();
    }
    // Into a buffer kept from line to line: QIODevice::readLine(maxSize) allocates maxSize bytes for every
    // line (64 KB: most of `solve`'s time per line went to the system's memory mapping).
    if (lineBuffer_.isEmpty())
        lineBuffer_.resize(kMaxLineBytes + 2);
    const qint64 read = file_.readLine(lineBuffer_.data(), kMaxLineBytes + 2);   // at most kMaxLineBytes + 1 bytes: one more than allowed
    line = read > 0 ? QByteArray(lineBuffer_.constData(), read) : QByteArray();
    if (line.isEmpty()) {
        if (file_.error() != QFileDevice::NoError)
            stop(tr("Error: cannot read \"%1\": %2").arg(name_, file_.errorString()));
        return false;
    }
    ++lineNumber_;
    if (line.contains('\0')) {
        stop(tr("Error: \"%1\" is not a text file (line %2 holds binary data); give puzzles in the line format, grid text or a "
                ".puzzle file.").arg(name_).arg(lineNumber_));
        return false;
    }
    if (line.size() > kMaxLineBytes && !line.endsWith('\n')) {
        stop(tr("Error: line %1 of \"%2\" is longer than %3 characters, more than any puzzle needs; is it a puzzle file?")
                 .arg(lineNumber_).arg(name_).arg(kMaxLineBytes));
        return false;
    }
    return true;
}

bool PuzzleReader::readWhole(const QString& typeHint)
{
    QByteArray bytes;
    for (const QByteArray& line : head_)
        bytes += line;
    head_.clear();
    QByteArray rest;
    switch (readLimited(file_, kMaxCollectionBytes - bytes.size(), rest, true)) {
    case ReadStatus::Ok:
        break;
    case ReadStatus::TooLarge:
        err() << tr("Error: \"%1\" is larger than %2, the most a JSON or grid text collection may be; split it, or give the puzzles "
                    "in the line format, which is read a line at a time.").arg(name_, describeByteLimit(kMaxCollectionBytes)) << Qt::endl;
        return false;
    case ReadStatus::NotText:
        err() << tr("Error: \"%1\" is not a text file; give puzzles in the line format, grid text or a .puzzle file.").arg(name_) << Qt::endl;
        return false;
    case ReadStatus::ReadError:
        err() << tr("Error: cannot read \"%1\": %2").arg(name_, file_.errorString()) << Qt::endl;
        return false;
    }
    bytes += rest;
    if (format_ == InputFormat::Json) {
        auto read = fromJson(bytes, name_, bad_);
        if (!read)
            return false;
        whole_ = std::move(*read);
        return true;
    }
    std::vector<GridTextPuzzle> grids;
    QString error;
    const QString text = QString::fromUtf8(bytes);
    if (!readGridText(text, typeHint, grids, &error)) {
        // Without --type, a text the plain reading refuses may still read as exactly one type (a grid with
        // rows of clues outside it, which look like values; a grid of signs with no sign in its first row), as the
        // studio's Import Grid Text recognises it. Several or none: the plain reading's message stands.
        RecognisedGridText recognised = typeHint.isEmpty() ? recogniseGridText(text, QString()) : RecognisedGridText{};
        if (recognised.puzzles.empty() || !recognised.choices.isEmpty()) {
            err() << tr("Error: \"%1\": %2").arg(name_, error) << Qt::endl;
            return false;
        }
        grids = std::move(recognised.puzzles);
    }
    for (GridTextPuzzle& grid : grids) {
        InputPuzzle input;
        input.line = grid.line;
        input.puzzle.board = std::move(grid.board);
        input.puzzle.label = grid.label;
        input.puzzle.source = grid.source;
        input.parameters = grid.parameters;
        input.type = grid.type;   // the type the text says it is (a game ID, a type= word), else the --type given
        whole_.push_back(std::move(input));
    }
    return true;
}

InputFormat PuzzleReader::answerFormat() const
{
    if (format_ == InputFormat::Grid)
        return InputFormat::Grid;
    const bool structured = std::any_of(whole_.begin(), whole_.end(), [](const InputPuzzle& p) { return p.puzzle.board.hasStructure(); });
    return structured ? InputFormat::Grid : InputFormat::Line;
}

std::optional<InputPuzzle> PuzzleReader::next()
{
    if (format_ != InputFormat::Line) {
        if (wholeNext_ >= whole_.size())
            return std::nullopt;
        ++given_;
        return std::move(whole_[wholeNext_++]);
    }
    for (;;) {
        QByteArray bytes;
        int number = 0;
        if (headNext_ < head_.size()) {
            bytes = std::move(head_[headNext_]);
            number = static_cast<int>(++headNext_);
            if (headNext_ == head_.size())
                head_.clear(), headNext_ = 0;
        } else if (readLine(bytes)) {
            number = lineNumber_;
        } else {
            return std::nullopt;
        }
        if (bytes.endsWith('\n'))
            bytes.chop(1);
        const QString lineText = QString::fromUtf8(bytes);
        if (!isPuzzleLine(lineText))
            continue;
        InputPuzzle input;
        input.line = number;
        QString error;
        if (!parsePuzzleLine(lineText, input.puzzle, &error)) {
            reportBadLine(number, error);
            if (++badInARow_ >= kMaxBadLinesInARow) {
                stop(tr("Error: stopped reading \"%1\" at line %2: %3 lines in a row are not puzzles. Is it a puzzle file?")
                         .arg(name_).arg(number).arg(kMaxBadLinesInARow));
                return std::nullopt;
            }
            continue;
        }
        badInARow_ = 0;
        input.parameters = boxFromSource(input.puzzle.source);
        ++given_;
        return input;
    }
}

void PuzzleReader::reportBadLine(int line, const QString& message)
{
    if (++bad_ <= kErrorsShown)
        err() << tr("Line %1: %2").arg(line).arg(message) << Qt::endl;
}

void PuzzleReader::stop(const QString& message)
{
    if (stopped_)
        return;
    stopped_ = true;
    err() << message << Qt::endl;
}

bool PuzzleReader::finish()
{
    if (bad_ > kErrorsShown)
        err() << tr("... and %n more bad line(s) in \"%1\" (%2 in all). Is it a puzzle file?", nullptr, bad_ - kErrorsShown).arg(name_).arg(bad_)
              << Qt::endl;
    if (stopped_)
        return false;
    if (given_ == 0 && bad_ == 0) {
        err() << tr("Error: \"%1\" holds no puzzle.").arg(name_) << Qt::endl;
        return false;
    }
    return true;
}

std::optional<PuzzleInput> readPuzzleInput(const QString& path, int* badLines, const QString& typeHint)
{
    PuzzleReader reader;
    if (!reader.open(path, typeHint))
        return std::nullopt;
    PuzzleInput input;
    input.format = reader.format();
    while (auto puzzle = reader.next())
        input.puzzles.push_back(std::move(*puzzle));
    const bool complete = reader.finish();
    if (badLines)
        *badLines = reader.badLines();
    if (!complete)
        return std::nullopt;
    return input;
}

std::optional<InputFormat> outputFormatOption(const QCommandLineParser& parser, InputFormat input)
{
    if (!parser.isSet("format"))
        return input == InputFormat::Grid ? InputFormat::Grid : InputFormat::Line;
    const QString format = parser.value("format");
    if (format == QLatin1String("line"))
        return InputFormat::Line;
    if (format == QLatin1String("grid"))
        return InputFormat::Grid;
    err() << tr("Error: --format takes line or grid, not \"%1\".").arg(format) << Qt::endl;
    return std::nullopt;
}

const ps::PuzzleRules& RulesCache::rulesFor(const InputPuzzle& input)
{
    const ps::Board& board = input.puzzle.board;
    if (last_.rules && last_.type == input.type && last_.parameters == input.parameters && last_.rows == board.rows() &&
        last_.cols == board.cols() && last_.rules->fits(board))
        return *last_.rules;
    const std::string type = (input.type.isEmpty() ? type_ : input.type).toStdString();
    const bool ownType = input.type.isEmpty() || input.type == type_;
    std::string parameters = (!parameters_.isEmpty() && ownType ? parameters_ : input.parameters).toStdString();
    if (parameters.empty())
        parameters = ps::puzzleType(type).parametersForGrid(board.rows(), board.cols());
    auto& slot = cache_[QString::fromStdString(type + ' ' + parameters)];
    if (!slot)
        slot = ps::makeRules(type, parameters);
    if (!slot->fits(board))
        throw ps::EngineError(PS_TRANSLATE("Engine", "This puzzle is a %1x%2 grid, but %3 is played on %4x%5 grids."),
                              {std::to_string(board.rows()), std::to_string(board.cols()), slot->describe(),
                               std::to_string(slot->rows()), std::to_string(slot->cols())});
    last_ = {input.type, input.parameters, board.rows(), board.cols(), slot.get()};
    return *slot;
}

} // namespace cli
