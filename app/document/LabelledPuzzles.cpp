#include "LabelledPuzzles.h"

#include "EngineMessages.h"
#include "LineFormat.h"
#include "types/TypeRegistry.h"

#include <QCoreApplication>
#include <QFile>
#include <map>

bool readLabelledPuzzles(const QString& path, const QString& type, const QString& box, std::vector<LabelledPuzzle>& out,
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
    std::map<int, std::shared_ptr<const ps::PuzzleRules>> rulesBySize;
    int number = 0;
    while (!file.atEnd()) {
        const QString text = QString::fromUtf8(file.readLine());
        ++number;
        if (!isPuzzleLine(text))
            continue;
        PuzzleLine line;
        QString lineError;
        if (!parsePuzzleLine(text, line, &lineError))
            return fail(QCoreApplication::translate("LabelledPuzzles", "Line %1: %2").arg(number).arg(lineError));
        auto& rules = rulesBySize[line.board.rows()];
        try {
            if (!rules)
                rules = box.isEmpty() ? ps::makeDefaultRules(type.toStdString(), line.board.rows(), line.board.cols())
                                      : ps::makeRules(type.toStdString(), box.toStdString());
        } catch (const ps::EngineError& e) {
            return fail(QCoreApplication::translate("LabelledPuzzles", "Line %1: %2").arg(number).arg(translateEngineMessage(e.message())));
        }
        const auto difficulty = rules->difficultyFromLabel(line.label.toStdString(), line.source.toStdString());
        if (!difficulty)
            return fail(QCoreApplication::translate("LabelledPuzzles",
                                                    "Line %1: the label \"%2\" is not a difficulty. Use easy, medium, hard or evil "
                                                    "(qqwing's and sgt-solo's level names work too).").arg(number).arg(line.label));
        if (const auto conflict = rules->findConflict(line.board))
            return fail(QCoreApplication::translate("LabelledPuzzles", "Line %1: %2").arg(number).arg(translateEngineMessage(*conflict)));
        out.push_back({rules, line.board, *difficulty, line.label, number});
    }
    if (out.empty())
        return fail(QCoreApplication::translate("LabelledPuzzles", "\"%1\" holds no puzzle lines.").arg(path));
    return true;
}
