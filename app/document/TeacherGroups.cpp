#include "TeacherGroups.h"

#include "PuzzleFile.h"
#include "LimitedRead.h"
#include "OutputFile.h"

#include "core/EngineError.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QStandardPaths>
#include <algorithm>

namespace TeacherGroups {
namespace {

bool fail(QString* error, const QString& message)
{
    if (error)
        *error = message;
    return false;
}

// A file name any system accepts for any group name: the name's letters and digits (others as '_'),
// then a short hash of the whole name so that "4b" and "4b?" do not share a file.
QString fileNameFor(const QString& name)
{
    QString safe;
    for (const QChar c : name.left(40))
        safe += c.isLetterOrNumber() || c == QLatin1Char('-') ? c : QLatin1Char('_');
    const QByteArray hash = QCryptographicHash::hash(name.toUtf8(), QCryptographicHash::Sha1).toHex().left(8);
    return QStringLiteral("%1-%2.json").arg(safe, QString::fromLatin1(hash));
}

QJsonObject reportToJson(const ps::GroupReport& r)
{
    QJsonArray confusion;
    for (const auto& row : r.confusion) {
        QJsonArray cells;
        for (int cell : row)
            cells.append(cell);
        confusion.append(cells);
    }
    return QJsonObject{{"keptBuiltIn", r.keptBuiltIn},
                       {"labels", r.labels},
                       {"weight", r.weight},
                       {"builtInSamples", r.builtInSamples},
                       {"folds", r.folds},
                       {"groupAgreement", r.groupAgreement},
                       {"builtInAgreement", r.builtInAgreement},
                       {"groupError", r.groupError},
                       {"builtInError", r.builtInError},
                       {"classChangedShare", r.classChangedShare},
                       {"meanShift", r.meanShift},
                       {"rankWithBuiltIn", r.rankWithBuiltIn},
                       {"confusion", confusion}};
}

QString propertyName(ps::VisibleProperty property)
{
    switch (property) {
    case ps::VisibleProperty::Clues:
        return QStringLiteral("clues");
    case ps::VisibleProperty::Size:
        return QStringLiteral("size");
    case ps::VisibleProperty::CageSize:
        return QStringLiteral("cage-size");
    case ps::VisibleProperty::None:
        break;
    }
    return {};
}

QJsonObject agreementToJson(const ps::LabelAgreement& a)
{
    return QJsonObject{{"judged", a.judged},
                       {"withBuiltIn", a.withBuiltIn},
                       {"closest", propertyName(a.closest)},
                       {"withClosest", a.withClosest},
                       {"shiftedBy", propertyName(a.shiftedBy)},
                       {"shiftWithProperty", a.shiftWithProperty},
                       {"disagrees", a.disagrees}};
}

ps::LabelAgreement agreementFromJson(const QJsonObject& json)
{
    // Missing (a group saved before the check existed): not judged, nothing to ask.
    ps::LabelAgreement a;
    a.judged = json.value("judged").toBool();
    a.withBuiltIn = json.value("withBuiltIn").toDouble();
    const QString closest = json.value("closest").toString();
    const QString shiftedBy = json.value("shiftedBy").toString();
    for (ps::VisibleProperty property : {ps::VisibleProperty::Clues, ps::VisibleProperty::Size, ps::VisibleProperty::CageSize}) {
        if (closest == propertyName(property))
            a.closest = property;
        if (shiftedBy == propertyName(property))
            a.shiftedBy = property;
    }
    a.withClosest = json.value("withClosest").toDouble();
    a.shiftWithProperty = json.value("shiftWithProperty").toDouble();
    a.disagrees = json.value("disagrees").toBool();
    return a;
}

ps::GroupReport reportFromJson(const QJsonObject& json)
{
    // The report is a summary for display: a missing number reads as 0 rather than refusing the group.
    ps::GroupReport r;
    r.keptBuiltIn = json.value("keptBuiltIn").toBool();
    r.labels = json.value("labels").toInt();
    r.weight = json.value("weight").toInt();
    r.builtInSamples = json.value("builtInSamples").toInt();
    r.folds = json.value("folds").toInt();
    r.groupAgreement = json.value("groupAgreement").toDouble();
    r.builtInAgreement = json.value("builtInAgreement").toDouble();
    r.groupError = json.value("groupError").toDouble();
    r.builtInError = json.value("builtInError").toDouble();
    r.classChangedShare = json.value("classChangedShare").toDouble();
    r.meanShift = json.value("meanShift").toDouble();
    r.rankWithBuiltIn = json.value("rankWithBuiltIn").toDouble(1);
    const QJsonArray rows = json.value("confusion").toArray();
    for (qsizetype i = 0; i < std::min<qsizetype>(rows.size(), 4); ++i) {
        const QJsonArray cells = rows[i].toArray();
        for (qsizetype j = 0; j < std::min<qsizetype>(cells.size(), 4); ++j)
            r.confusion[static_cast<std::size_t>(i)][static_cast<std::size_t>(j)] = cells[j].toInt();
    }
    return r;
}

bool parseBytes(const QByteArray& bytes, const QString& path, TeacherGroup& out, QString* error)
{
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(PuzzleFile::dropByteOrderMark(bytes), &parseError);
    if (parseError.error != QJsonParseError::NoError)
        return fail(error, QCoreApplication::translate("TeacherGroups", "\"%1\" is not a group file: it is not valid JSON (%2 at byte %3); the file may be damaged.")
                               .arg(path, parseError.errorString()).arg(parseError.offset));
    if (!document.isObject())
        return fail(error, QCoreApplication::translate("TeacherGroups", "\"%1\" is not a group file: it holds no group.").arg(path));
    QString detail;
    if (!fromJson(document.object(), out, &detail))
        return fail(error, QCoreApplication::translate("TeacherGroups", "\"%1\": %2").arg(path, detail));
    return true;
}

bool readFile(const QString& path, TeacherGroup& out, QString* error)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return fail(error, QCoreApplication::translate("TeacherGroups", "Cannot open \"%1\": %2").arg(path, file.errorString()));
    QByteArray bytes;
    switch (readLimited(file, PuzzleFile::kMaxFileBytes * 4, bytes, true)) {
    case ReadStatus::Ok:
        return parseBytes(bytes, path, out, error);
    case ReadStatus::TooLarge:
        return fail(error, QCoreApplication::translate("TeacherGroups", "\"%1\" is too large to be a group file.").arg(path));
    case ReadStatus::NotText:
        return fail(error, QCoreApplication::translate("TeacherGroups", "\"%1\" is not a group file: it is not text.").arg(path));
    case ReadStatus::ReadError:
        break;
    }
    return fail(error, QCoreApplication::translate("TeacherGroups", "Cannot read \"%1\": %2").arg(path, file.errorString()));
}

bool writeFile(const QString& path, const TeacherGroup& group, QString* error)
{
    QString reason;
    if (!writeWholeFile(path, QJsonDocument(toJson(group)).toJson(QJsonDocument::Indented), &reason))
        return fail(error, QCoreApplication::translate("TeacherGroups", "Cannot write \"%1\": %2").arg(path, reason));
    return true;
}

} // namespace

QString defaultDirectory()
{
    // The studio's AppDataLocation (<data>/Puzzlesmith/Puzzlesmith) spelt out, so that puzzlesmith-cli,
    // whose application name differs, finds the same groups.
    return QDir(QStandardPaths::writableLocation(QStandardPaths::GenericDataLocation)).filePath(QStringLiteral("Puzzlesmith/Puzzlesmith/groups"));
}

QJsonObject toJson(const TeacherGroup& group)
{
    QJsonArray labels;
    for (const GroupLabel& label : group.labels) {
        QJsonObject item;
        item.insert("puzzle", PuzzleFile::toJson(label.puzzle));
        item.insert("verdict", QString::fromStdString(ps::verdictName(label.verdict)));
        item.insert("level", QString::fromStdString(ps::difficultyName(label.level)));
        item.insert("date", label.date.toUTC().toString(Qt::ISODate));
        labels.append(item);
    }
    QJsonObject models;
    for (const auto& [type, entry] : group.models)
        models.insert(type, QJsonObject{{"model", entry.modelText},
                                        {"report", reportToJson(entry.report)},
                                        {"trained", entry.trained.toUTC().toString(Qt::ISODate)},
                                        {"seconds", entry.seconds},
                                        {"labelsUsed", entry.labelsUsed},
                                        {"agreement", agreementToJson(entry.agreement)},
                                        {"useDespiteDisagreement", entry.useDespiteDisagreement}});
    return QJsonObject{{"format", kFormatTag}, {"version", kSchemaVersion}, {"name", group.name}, {"labels", labels}, {"models", models}};
}

bool fromJson(const QJsonObject& json, TeacherGroup& out, QString* error)
{
    if (json.value("format").toString() != QLatin1String(kFormatTag))
        return fail(error, QCoreApplication::translate("TeacherGroups", "it is not a Puzzlesmith group (no \"format\": \"%1\").").arg(QLatin1String(kFormatTag)));
    const int version = json.value("version").toInt(-1);
    if (version < 1)
        return fail(error, QCoreApplication::translate("TeacherGroups", "the group has no valid \"version\"."));
    if (version > kSchemaVersion)
        return fail(error, QCoreApplication::translate("TeacherGroups", "the group was written by a newer Puzzlesmith (version %1; this one reads up to %2).").arg(version).arg(kSchemaVersion));
    TeacherGroup group;
    group.name = json.value("name").toString().trimmed();
    if (group.name.isEmpty())
        return fail(error, QCoreApplication::translate("TeacherGroups", "the group has no name."));
    if (!json.value("labels").isArray())
        return fail(error, QCoreApplication::translate("TeacherGroups", "the group has no list of \"labels\"."));
    const QJsonArray labels = json.value("labels").toArray();
    for (qsizetype i = 0; i < labels.size(); ++i) {
        const QJsonObject item = labels[i].toObject();
        GroupLabel label;
        QString detail;
        if (!PuzzleFile::fromJson(item.value("puzzle").toObject(), label.puzzle, &detail))
            return fail(error, QCoreApplication::translate("TeacherGroups", "label %1: its puzzle cannot be read: %2").arg(i + 1).arg(detail));
        const auto verdict = parseVerdict(item.value("verdict").toString());
        if (!verdict)
            return fail(error, QCoreApplication::translate("TeacherGroups", "label %1: \"%2\" is not a verdict (too-easy, about-right, too-hard or level).")
                                   .arg(i + 1).arg(item.value("verdict").toString()));
        const auto level = ps::parseDifficulty(item.value("level").toString().toStdString());
        if (!level)
            return fail(error, QCoreApplication::translate("TeacherGroups", "label %1: \"%2\" is not a level (easy, medium, hard or evil).").arg(i + 1).arg(item.value("level").toString()));
        label.verdict = *verdict;
        label.level = *level;
        label.date = QDateTime::fromString(item.value("date").toString(), Qt::ISODate);
        group.labels.push_back(std::move(label));
    }
    const QJsonObject models = json.value("models").toObject();
    for (auto it = models.begin(); it != models.end(); ++it) {
        const QJsonObject entry = it.value().toObject();
        GroupModelEntry model;
        model.modelText = entry.value("model").toString();
        if (model.modelText.isEmpty())
            return fail(error, QCoreApplication::translate("TeacherGroups", "the model for \"%1\" is empty.").arg(it.key()));
        model.report = reportFromJson(entry.value("report").toObject());
        model.trained = QDateTime::fromString(entry.value("trained").toString(), Qt::ISODate);
        model.seconds = entry.value("seconds").toDouble();
        model.labelsUsed = entry.value("labelsUsed").toInt();
        model.agreement = agreementFromJson(entry.value("agreement").toObject());
        model.useDespiteDisagreement = entry.value("useDespiteDisagreement").toBool();
        group.models.insert_or_assign(it.key(), std::move(model));
    }
    out = std::move(group);
    return true;
}

QString filePath(const QString& directory, const QString& name)
{
    return QDir(directory).filePath(fileNameFor(name));
}

QStringList list(const QString& directory)
{
    QStringList names;
    const QDir dir(directory);
    for (const QString& file : dir.entryList({QStringLiteral("*.json")}, QDir::Files)) {
        TeacherGroup group;
        if (readFile(dir.filePath(file), group, nullptr))
            names << group.name;
    }
    names.sort(Qt::CaseInsensitive);
    return names;
}

bool load(const QString& directory, const QString& name, TeacherGroup& out, QString* error)
{
    const QString path = QDir(directory).filePath(fileNameFor(name));
    if (!QFile::exists(path))
        return fail(error, QCoreApplication::translate("TeacherGroups", "There is no group \"%1\".").arg(name));
    return readFile(path, out, error);
}

bool save(const QString& directory, const TeacherGroup& group, QString* error)
{
    if (!QDir().mkpath(directory))
        return fail(error, QCoreApplication::translate("TeacherGroups", "Cannot create the folder \"%1\".").arg(directory));
    return writeFile(QDir(directory).filePath(fileNameFor(group.name)), group, error);
}

bool remove(const QString& directory, const QString& name, QString* error)
{
    QFile file(QDir(directory).filePath(fileNameFor(name)));
    if (!file.exists())
        return fail(error, QCoreApplication::translate("TeacherGroups", "There is no group \"%1\".").arg(name));
    if (!file.remove())
        return fail(error, QCoreApplication::translate("TeacherGroups", "Cannot delete the group \"%1\": %2").arg(name, file.errorString()));
    return true;
}

bool exportTo(const QString& path, const TeacherGroup& group, QString* error)
{
    return writeFile(path, group, error);
}

bool importFrom(const QString& path, TeacherGroup& out, QString* error)
{
    TeacherGroup group;
    if (!readFile(path, group, error))
        return false;
    // A model text that does not load is damage the user should hear about now, not at generation time.
    for (const auto& [type, entry] : group.models) {
        try {
            (void)ps::SvmModel::fromText(entry.modelText.toStdString());
        } catch (const ps::EngineError&) {
            return fail(error, QCoreApplication::translate("TeacherGroups", "\"%1\": the model for \"%2\" is damaged; the group was not imported.").arg(path, type));
        }
    }
    out = std::move(group);
    return true;
}

void reset(TeacherGroup& group, bool labelsToo)
{
    group.models.clear();
    if (labelsToo)
        group.labels.clear();
}

QString verdictText(ps::TeacherLabel::Verdict verdict)
{
    switch (verdict) {
    case ps::TeacherLabel::Verdict::TooEasy:
        return QCoreApplication::translate("TeacherGroups", "too easy");
    case ps::TeacherLabel::Verdict::AboutRight:
        return QCoreApplication::translate("TeacherGroups", "about right");
    case ps::TeacherLabel::Verdict::TooHard:
        return QCoreApplication::translate("TeacherGroups", "too hard");
    case ps::TeacherLabel::Verdict::Level:
        break;
    }
    return QCoreApplication::translate("TeacherGroups", "level");
}

std::optional<ps::TeacherLabel::Verdict> parseVerdict(const QString& word)
{
    for (auto verdict : {ps::TeacherLabel::Verdict::TooEasy, ps::TeacherLabel::Verdict::AboutRight, ps::TeacherLabel::Verdict::TooHard,
                         ps::TeacherLabel::Verdict::Level})
        if (word == QString::fromStdString(ps::verdictName(verdict)))
            return verdict;
    return std::nullopt;
}

} // namespace TeacherGroups

int TeacherGroup::labelCount(const QString& typeId) const
{
    return static_cast<int>(std::count_if(labels.begin(), labels.end(), [&](const GroupLabel& l) { return l.puzzle.type == typeId; }));
}

QStringList TeacherGroup::labelledTypes() const
{
    QStringList types;
    for (const GroupLabel& label : labels)
        if (!types.contains(label.puzzle.type))
            types << label.puzzle.type;
    return types;
}

bool TeacherGroup::needsRetrain() const
{
    for (const QString& type : labelledTypes()) {
        const auto found = models.find(type);
        if (found == models.end() || found->second.labelsUsed != labelCount(type))
            return true;
    }
    return false;
}

QStringList TeacherGroup::typesNeedingConfirmation() const
{
    QStringList types;
    for (const auto& [type, entry] : models)
        if (entry.needsConfirmation())
            types << type;
    return types;
}
