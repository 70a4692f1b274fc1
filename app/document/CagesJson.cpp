#include "CagesJson.h"

#include "EngineMessages.h"
#include "types/TypeRegistry.h"

#include <QCoreApplication>

namespace CagesJson {

QJsonArray toJson(const ps::Board& board, const QString& typeId)
{
    QJsonArray lines;
    try {
        for (const std::string& line : ps::puzzleType(typeId.toStdString()).format->structureLines(board))
            lines.append(QString::fromStdString(line));
    } catch (const ps::EngineError&) {
        // An unknown type writes no structure; reading the file back says what is wrong.
    }
    return lines;
}

bool apply(const QJsonArray& lines, ps::Board& board, const QString& typeId, QString* error)
{
    const auto fail = [error](const QString& message) {
        if (error)
            *error = message;
        return false;
    };
    std::vector<std::string> text;
    for (const QJsonValue& line : lines) {
        if (!line.isString())
            return fail(QCoreApplication::translate("CagesJson", "The cages are damaged: every line is text."));
        text.push_back(line.toString().toStdString());
    }
    try {
        ps::puzzleType(typeId.toStdString()).format->readStructure(text, board);
    } catch (const ps::EngineError& e) {
        return fail(translateEngineMessage(e.message()));
    }
    return true;
}

} // namespace CagesJson
