#include "LabelledPuzzles.h"
#include "LimitedRead.h"

#include "EngineMessages.h"
#include "GridText.h"
#include "LineFormat.h"
#include "types/TypeRegistry.h"

#include <QCoreApplication>
#include <QFile>
#include <map>

QString graderOf(const QString& source)
{
    if (source.contains(QLatin1String("qqwing")))
        return QStringLiteral("qqwing");
    if (source.contains(QLatin1String("keen")))
        return QStringLiteral("sgt-keen");
    if (source.contains(QLatin1String("solo")))
        return QStringLiteral("sgt-solo");
    return {};
}

int gradeRank(const QString& label, const QString& source)
{
    static const QStringList qqwing{"simple", "easy", "intermediate", "expert"};
    static const QStringList solo{"trivial", "basic", "intermediate", "advanced", "extreme", "unreasonable"};
    static const QStringList ours{"easy", "medium", "hard", "evil"};
    static const QStringList keen{"easy", "normal", "hard", "extreme", "unreasonable"};
    const QString grader = graderOf(source);
    if (grader == QLatin1String("qqwing"))
        return static_cast<int>(qqwing.indexOf(label));
    if (grader == QLatin1String("sgt-keen"))
        return static_cast<int>(keen.indexOf(label));
    if (solo.contains(label))
        return static_cast<int>(solo.indexOf(label));
    return static_cast<int>(ours.indexOf(label));
}

bool readPuzzleRecords(const QString& path, const QString& type, std::vector<PuzzleLine>& out, std::vector<int>& lineNumbers,
                       QString* error)
{
    const auto fail = [error](const QString& message) {
        if (error)
            *error = message;
        return false;
    };
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly | QIODevice::Text))
        return fail(QCoreApplication::translate("LabelledPuzzles", "Cannot open \"%1\": %2").arg(path, file.errorString()));
    QByteArray bytes;
    switch (readLimited(file, kMaxCollectionBytes, bytes, true)) {
    case ReadStatus::Ok:
        break;
    case ReadStatus::TooLarge:
        return fail(QCoreApplication::translate("LabelledPuzzles", "\"%1\" is larger than %2, the most a file of labelled puzzles may be; "
                                                                   "split it.").arg(path, describeByteLimit(kMaxCollectionBytes)));
    case ReadStatus::NotText:
        return fail(QCoreApplication::translate("LabelledPuzzles", "\"%1\" is not a text file; give labelled puzzles in the line "
                                                                   "format or grid text.").arg(path));
    case ReadStatus::ReadError:
        return fail(QCoreApplication::translate("LabelledPuzzles", "Cannot read \"%1\": %2").arg(path, file.errorString()));
    }
    const QString whole = QString::fromUtf8(bytes);
    if (looksLikeGridText(whole)) {
        // Grid text, each puzzle after a comment with label=... (and source=...): types with cages.
        std::vector<GridTextPuzzle> puzzles;
        QString gridError;
        if (!readGridText(whole, type, puzzles, &gridError))
            return fail(gridError);
        for (GridTextPuzzle& puzzle : puzzles) {
            PuzzleLine line;
            line.board = std::move(puzzle.board);
            line.label = puzzle.label;
            line.source = puzzle.source;
            out.push_back(std::move(line));
            lineNumbers.push_back(puzzle.line);
        }
        return true;
    }
    int number = 0;
    for (const QString& text : whole.split(QLatin1Char('\n'))) {
        ++number;
        if (!isPuzzleLine(text))
            continue;
        PuzzleLine line;
        QString lineError;
        if (!parsePuzzleLine(text, line, &lineError))
            return fail(QCoreApplication::translate("LabelledPuzzles", "Line %1: %2").arg(number).arg(lineError));
        out.push_back(std::move(line));
        lineNumbers.push_back(number);
    }
    return true;
}

bool readLabelledPuzzles(const QString& path, const QString& type, const QString& box, std::vector<LabelledPuzzle>& out,
                         QString* error)
{
    const auto fail = [error](const QString& message) {
        if (error)
            *error = message;
        return false;
    };
    std::vector<PuzzleLine> lines;   // the puzzles with their labels, and the line each starts on
    std::vector<int> numbers;
    if (!readPuzzleRecords(path, type, lines, numbers, error))
        return false;
    for (std::size_t i = 0; i < lines.size(); ++i)
        if (lines[i].label.isEmpty())
            return fail(QCoreApplication::translate("LabelledPuzzles",
                                                    "Line %1: the puzzle has no label; put a comment with label=easy (or medium, "
                                                    "hard, evil) just before it.").arg(numbers[i]));
    std::map<int, std::shared_ptr<const ps::PuzzleRules>> rulesBySize;
    for (std::size_t i = 0; i < lines.size(); ++i) {
        const PuzzleLine& line = lines[i];
        const int number = numbers[i];
        auto& rules = rulesBySize[line.board.rows()];
        try {
            if (!rules)
                rules = box.isEmpty() ? ps::makeDefaultRules(type.toStdString(), line.board.rows(), line.board.cols())
                                      : ps::makeRules(type.toStdString(), box.toStdString());
        } catch (const ps::EngineError& e) {
            return fail(QCoreApplication::translate("LabelledPuzzles", "Line %1: %2").arg(number).arg(translateEngineMessage(e.message())));
        }
        const QStringList grades = line.label.split(QLatin1Char(';'));
        const QStringList sources = line.source.split(QLatin1Char(';'));
        if (grades.size() > 1 && grades.size() != sources.size())
            return fail(QCoreApplication::translate("LabelledPuzzles", "Line %1: %2 grades but %3 sources; give one source for each grade.")
                            .arg(number).arg(grades.size()).arg(sources.size()));
        const auto difficulty = rules->difficultyFromLabel(grades[0].trimmed().toStdString(), sources[0].trimmed().toStdString());
        double score = 0;
        for (int g = 0; g < grades.size() && difficulty; ++g) {
            const auto position = rules->scoreFromLabel(grades[g].trimmed().toStdString(), sources.value(g, sources[0]).trimmed().toStdString());
            if (!position)
                return fail(QCoreApplication::translate("LabelledPuzzles", "Line %1: the label \"%2\" is not a difficulty. Use easy, medium, hard or evil "
                                                        "(qqwing's and sgt-solo's level names work too).").arg(number).arg(grades[g]));
            score += *position / static_cast<double>(grades.size());
        }
        if (!difficulty)
            return fail(QCoreApplication::translate("LabelledPuzzles",
                                                    "Line %1: the label \"%2\" is not a difficulty. Use easy, medium, hard or evil "
                                                    "(qqwing's and sgt-solo's level names work too).").arg(number).arg(line.label));
        if (const auto conflict = rules->findConflict(line.board))
            return fail(QCoreApplication::translate("LabelledPuzzles", "Line %1: %2").arg(number).arg(translateEngineMessage(*conflict)));
        std::vector<std::pair<QString, QString>> pairs;
        for (int g = 0; g < grades.size(); ++g)
            pairs.emplace_back(grades[g].trimmed(), sources.value(g, sources[0]).trimmed());
        out.push_back({rules, line.board, *difficulty, grades[0].trimmed(), number, score, pairs});
    }
    if (out.empty())
        return fail(QCoreApplication::translate("LabelledPuzzles", "\"%1\" holds no puzzle lines.").arg(path));
    return true;
}
