#include "CagesJson.h"

#include "EngineMessages.h"
#include "core/CagesText.h"

#include <QCoreApplication>

namespace CagesJson {

QJsonArray toJson(const ps::Board& board)
{
    QJsonArray lines;
    if (board.hasCages())
        for (const std::string& line : ps::formatCagesText(board.cages(), board.rows(), board.cols()))
            lines.append(QString::fromStdString(line));
    return lines;
}

bool apply(const QJsonArray& lines, ps::Board& board, QString* error)
{
    const auto fail = [error](const QString& message) {
        if (error)
            *error = message;
        return false;
    };
    const int rows = board.rows();
    const int lineCount = static_cast<int>(lines.size());   // a plain variable: lupdate 6.4 drops casts as counts
    if (lineCount != 2 * rows)
        return fail(QCoreApplication::translate("CagesJson", "The cages have %1; a grid of %2 needs %3 (clues, then labels).")
                        .arg(QCoreApplication::translate("CagesJson", "%n line(s)", nullptr, lineCount),
                             QCoreApplication::translate("CagesJson", "%n row(s)", nullptr, rows))
                        .arg(2 * rows));
    std::vector<std::string> text;
    for (const QJsonValue& line : lines) {
        if (!line.isString())
            return fail(QCoreApplication::translate("CagesJson", "The cages are damaged: every line is text."));
        text.push_back(line.toString().toStdString());
    }
    try {
        ps::Cages cages = ps::parseCagesText({text.begin(), text.begin() + rows}, {text.begin() + rows, text.end()}, rows, board.cols());
        for (const ps::Cage& cage : cages)
            if (cage.operation == ps::CageOperation::Given && board.at(cage.cells.front()) != cage.target)
                return fail(QCoreApplication::translate("CagesJson", "The cage at %1 shows %2, but the grid holds something else there.")
                                .arg(QString::fromStdString(ps::squareName(cage.cells.front(), board.cols())))
                                .arg(cage.target));
        board.setCages(std::move(cages));
    } catch (const ps::EngineError& e) {
        return fail(translateEngineMessage(e.message()));
    }
    return true;
}

} // namespace CagesJson
