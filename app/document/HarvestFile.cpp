#include "HarvestFile.h"

#include "CagesJson.h"
#include "EngineMessages.h"
#include "LineFormat.h"
#include "types/TypeRegistry.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace {

constexpr const char* kFormatTag = "puzzlesmith-harvest";

QString tr(const char* text) { return QCoreApplication::translate("HarvestFile", text); }

bool fail(QString* error, const QString& message)
{
    if (error)
        *error = message;
    return false;
}

} // namespace

namespace HarvestFile {

QByteArray toBytes(const SavedHarvest& saved)
{
    QJsonArray entries;
    for (const auto& [difficulty, list] : saved.harvest)
        for (const ps::HarvestEntry& entry : list) {
            QJsonObject object{{"difficulty", QString::fromStdString(ps::difficultyName(difficulty))},
                               {"givens", formatPuzzleLine(entry.givens)},
                               {"solution", formatPuzzleLine(entry.solution)},
                               {"transform", QString::fromStdString(entry.transform)},
                               {"step", entry.step}};
            if (entry.givens.hasStructure())
                object["cages"] = CagesJson::toJson(entry.givens, saved.type);
            entries.append(object);
        }
    const QJsonObject json{{"format", QLatin1String(kFormatTag)}, {"schemaVersion", 1},       {"type", saved.type},
                           {"parameters", saved.parameters},      {"seed", QString::number(saved.seed)}, {"entries", entries}};
    return QJsonDocument(json).toJson(QJsonDocument::Compact);
}

bool fromBytes(const QByteArray& bytes, SavedHarvest& out, QString* error)
{
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(bytes, &parseError);
    if (parseError.error != QJsonParseError::NoError || !document.isObject())
        return fail(error, tr("The saved harvest is damaged."));
    const QJsonObject json = document.object();
    if (json.value("format").toString() != QLatin1String(kFormatTag) || json.value("schemaVersion").toInt() != 1)
        return fail(error, tr("The saved harvest is not in a format this version reads."));
    SavedHarvest saved;
    saved.type = json.value("type").toString();
    saved.parameters = json.value("parameters").toString();
    bool seedOk = false;
    saved.seed = json.value("seed").toString().toULongLong(&seedOk);
    std::unique_ptr<ps::PuzzleRules> rules;
    try {
        rules = ps::makeRules(saved.type.toStdString(), saved.parameters.toStdString());
    } catch (const ps::EngineError& e) {
        return fail(error, translateEngineMessage(e.message()));
    }
    if (!seedOk || !json.value("entries").isArray())
        return fail(error, tr("The saved harvest is damaged."));
    for (const QJsonValue& value : json.value("entries").toArray()) {
        const QJsonObject e = value.toObject();
        const auto difficulty = ps::parseDifficulty(e.value("difficulty").toString().toStdString());
        PuzzleLine givens, solution;
        if (!difficulty || !parsePuzzleLine(e.value("givens").toString(), givens, nullptr) ||
            !parsePuzzleLine(e.value("solution").toString(), solution, nullptr) || !rules->fits(givens.board))
            return fail(error, tr("The saved harvest is damaged."));
        if (e.contains("cages") && !CagesJson::apply(e.value("cages").toArray(), givens.board, saved.type, nullptr))
            return fail(error, tr("The saved harvest is damaged."));
        if (ps::puzzleType(saved.type.toStdString()).hasCages != givens.board.hasStructure())
            return fail(error, tr("The saved harvest is damaged."));
        solution.board.copyCagesFrom(givens.board);
        if (!rules->isSolution(solution.board) || !givens.board.agreesWith(solution.board))
            return fail(error, tr("The saved harvest is damaged."));
        saved.harvest[*difficulty].push_back({givens.board, solution.board, e.value("transform").toString().toStdString(),
                                              e.value("step").toInt()});
    }
    out = std::move(saved);
    return true;
}

} // namespace HarvestFile
