#include "PlainLinesWithoutQt.h"

#include "CommandDefaults.h"
#include "core/Board.h"
#include "core/ValueSymbols.h"
#include "difficulty/Difficulty.h"
#include "difficulty/SvmClassifier.h"
#include "solve/BackendFactory.h"
#include "types/PuzzleFormat.h"
#include "types/PuzzleRules.h"
#include "types/TypeRegistry.h"

#include <algorithm>
#include <map>
#include <memory>

namespace launcher {
namespace {

constexpr int kSide = 9;
// Shorter than the full reader's limit (PuzzleReader::kMaxLineBytes, 64 KB): longer lines go to it.
constexpr std::size_t kMaxLineBytes = 16 * 1024;
// Blank and comment lines before the first puzzle; the full reader gives up at 10,000 of them.
constexpr int kMaxLeadingLines = 1000;

bool isBlank(char c) { return c == ' ' || c == '\t'; }

std::string_view trimmed(std::string_view text)
{
    while (!text.empty() && isBlank(text.front()))
        text.remove_prefix(1);
    while (!text.empty() && isBlank(text.back()))
        text.remove_suffix(1);
    return text;
}

// Printable ASCII, spaces and tabs only: the full reader's UTF-8 decoding and Unicode trimming then see
// the line exactly as these bytes (no byte order mark, carriage return, NUL or other control byte).
bool isPlainAscii(std::string_view line)
{
    return std::all_of(line.begin(), line.end(), [](char c) { return (c >= 0x20 && c < 0x7f) || c == '\t'; });
}

bool isDigits(std::string_view word)
{
    return !word.empty() && std::all_of(word.begin(), word.end(), [](char c) { return c >= '0' && c <= '9'; });
}

bool isWordCharacter(char c) { return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_'; }

// A box=RxC word in a line's source field names the rules (PuzzleInput.cpp's boxFromSource): the line
// qualifies without one, or with one word "box=3x3", the box 9x9 Sudoku has anyway (generate writes it).
bool namesNoOtherBox(std::string_view text)
{
    const std::size_t at = text.find("box=");
    if (at == std::string_view::npos)
        return true;
    const std::string_view word = "box=3x3";
    const std::size_t after = at + word.size();
    return text.find("box=", at + 1) == std::string_view::npos && text.substr(at, word.size()) == word &&
           (at == 0 || !isWordCharacter(text[at - 1])) && (after == text.size() || !isWordCharacter(text[after]));
}

enum class LineKind { Skipped, Puzzle, ForTheFullCommand };

// A line as LineFormat.cpp reads it (the grid is the trimmed text before the first comma), when it is
// blank, a comment or a 9x9 puzzle of values 1-9 and '.' or '0'.
LineKind readLine(std::string_view line, ps::Board& board)
{
    if (line.size() > kMaxLineBytes || !isPlainAscii(line))
        return LineKind::ForTheFullCommand;
    const std::string_view text = trimmed(line);
    if (text.empty() || text.front() == '#')
        return LineKind::Skipped;
    if (!namesNoOtherBox(text))
        return LineKind::ForTheFullCommand;
    const std::string_view grid = trimmed(text.substr(0, text.find(',')));
    if (grid.size() != kSide * kSide)
        return LineKind::ForTheFullCommand;
    board = ps::Board(kSide, kSide);
    for (std::size_t i = 0; i < grid.size(); ++i) {
        const char c = grid[i];
        if (c != '.' && (c < '0' || c > '9'))
            return LineKind::ForTheFullCommand;
        board.set(static_cast<int>(i), static_cast<ps::CellValue>(ps::symbolToValue(c)));
    }
    return LineKind::Puzzle;
}

// Whether the full reader would take the input for grid text or game IDs rather than the line format:
// it asks that of the first line that is neither blank nor a comment (GridText.cpp's looksLikeGridText).
bool mayBeAnotherFormat(std::string_view firstLine)
{
    const std::string_view text = trimmed(firstLine);
    // A size line: two to four words, the first two whole numbers.
    const std::size_t space = text.find_first_of(" \t");
    if (space != std::string_view::npos) {
        const std::string_view rest = trimmed(text.substr(space));
        if (isDigits(text.substr(0, space)) && isDigits(rest.substr(0, rest.find_first_of(" \t"))))
            return true;
    }
    const std::string id(text);
    return std::any_of(ps::puzzleTypes().begin(), ps::puzzleTypes().end(),
                       [&](const ps::PuzzleType& type) { return type.format->fitsGameId(id) != ps::PuzzleFormat::IdFit::No; });
}

// Thrown where the full command would read a model from its resources: not needed for 9x9 Sudoku, whose
// classes come from solving (SvmClassifier::classify), but should that change, the full command answers.
struct ModelNeeded {};

// The classifier DifficultyModels::classifierFor makes without --model: every type's built-in model,
// made on first use, here by a source that hands the puzzle to the full command.
ps::SvmClassifier classifierWithoutModels()
{
    ps::SvmClassifier classifier;
    const auto needsTheFullCommand = std::make_shared<const ps::SvmClassifier::ModelSource>([]() -> ps::SvmModel { throw ModelNeeded{}; });
    for (const ps::PuzzleType& type : ps::puzzleTypes())
        if (!type.difficultyModel.empty())
            classifier.setModelSource(type.id, needsTheFullCommand);
    return classifier;
}

// formatPuzzleLine for a 9x9 Sudoku board: its values ('.' for an empty square), then a comma.
void appendLine(std::string& output, const ps::Board& board)
{
    for (const ps::CellValue value : board.cells())
        output += ps::valueToSymbol(value);
    output += ',';
}

} // namespace

std::optional<QuickAnswer> answerWithoutQt(PlainCommand command, std::string_view text, const ps::CancelToken& interrupt)
{
    try {
        QuickAnswer answer;
        const ps::PuzzleType& type = ps::defaultPuzzleType();   // rate and solve without --type
        std::unique_ptr<ps::PuzzleRules> rules;
        std::unique_ptr<ps::SolverBackend> backend;
        std::optional<ps::SvmClassifier> classifier;
        if (command == PlainCommand::Rate)
            classifier = classifierWithoutModels();
        bool seenPuzzle = false;
        int leadingLines = 0;
        ps::Board board;
        while (!text.empty()) {
            const std::size_t end = text.find('\n');
            const std::string_view line = text.substr(0, end);
            text.remove_prefix(end == std::string_view::npos ? text.size() : end + 1);
            const LineKind kind = readLine(line, board);
            if (kind == LineKind::ForTheFullCommand)
                return std::nullopt;
            if (kind == LineKind::Skipped) {
                if (!seenPuzzle && ++leadingLines > kMaxLeadingLines)
                    return std::nullopt;
                continue;
            }
            if (!seenPuzzle && mayBeAnotherFormat(line))
                return std::nullopt;
            seenPuzzle = true;
            // As RateCommand.cpp and SolveCommand.cpp: Ctrl+C stops before the next puzzle, and what was
            // answered goes out.
            if (interrupt.cancelRequested()) {
                answer.interrupted = true;
                return answer;
            }
            if (!rules) {
                // RulesCache::rulesFor without --size: the type's parameters for the grid, which must be
                // those of the box=3x3 word lines may carry.
                const std::string parameters = type.parametersForGrid(kSide, kSide);
                if (parameters != "3x3")
                    return std::nullopt;
                rules = ps::makeRules(type.id, parameters);
                backend = ps::makeCountingBackend("native", *rules);
            }
            if (!rules->fits(board) || rules->findConflict(board))
                return std::nullopt;   // the full command says which givens clash
            // CliSupport.cpp's countWithinTimeLimit.
            ps::CancelToken budget(&interrupt);
            budget.setTimeLimit(cli::kDefaultTimeLimitSeconds);
            backend->setCancelToken(&budget);
            const ps::SolveResult counted = backend->countSolutions(board, 2);
            backend->setCancelToken(nullptr);
            if (counted.stopped && interrupt.cancelRequested()) {
                answer.interrupted = true;
                return answer;
            }
            if (counted.stopped)
                return std::nullopt;   // undecided within the time limit: the full command says so
            if (command == PlainCommand::Rate) {
                if (counted.count != 1)
                    return std::nullopt;
                ps::ClassifyContext context;
                if (!counted.solutions.empty())
                    context.uniqueSolution = &counted.solutions.front();
                const ps::Difficulty difficulty = classifier->classify(*rules, board, context);
                // formatPuzzleLine(board), then the class.
                appendLine(answer.output, board);
                answer.output += ps::difficultyName(difficulty);
            } else {
                // formatPuzzleLine of the first solution (the puzzle itself when there is none), then the count.
                appendLine(answer.output, counted.count > 0 ? counted.solutions.front() : board);
                answer.output += std::to_string(counted.count);
            }
            answer.output += '\n';
        }
        if (!seenPuzzle)
            return std::nullopt;   // the full command says the input holds no puzzle
        return answer;
    } catch (...) {
        return std::nullopt;   // an engine error or a model to read: the full command says what
    }
}

} // namespace launcher
