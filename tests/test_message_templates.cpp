// Message templates read whole: every translatable template in engine/ and app/ numbers its placeholders
// %1..%k without a gap (QString::arg fills the lowest one left, so a template starting at %2 shifts every
// argument by one and drops the last, with "QString::arg: Argument missing"), every translation keeps its
// source's placeholders, and every hint and conflict message the types' rules make on seeded puzzles
// fills in without a Qt warning and without a placeholder left, in English and in German.
#include "DefaultGeneration.h"
#include "document/DifficultyModels.h"
#include "document/EngineMessages.h"
#include "document/Translations.h"
#include "generate/GenPuzzles.h"
#include "logic/StepSolver.h"
#include "solve/BackendFactory.h"
#include "solve/SolverBackend.h"
#include "types/TypeRegistry.h"

#include <QCoreApplication>
#include <QDirIterator>
#include <QDomDocument>
#include <QFile>
#include <QRegularExpression>
#include <QSet>
#include <QTest>

#include <functional>
#include <set>

using namespace ps;

namespace {

const QRegularExpression& placeholder()
{
    static const QRegularExpression pattern(QStringLiteral("%L?(\\d{1,2})"));
    return pattern;
}

// The numbers of the %N (and %LN) placeholders of `text`, each once.
std::set<int> placeholders(const QString& text)
{
    std::set<int> numbers;
    for (auto it = placeholder().globalMatch(text); it.hasNext();)
        numbers.insert(it.next().captured(1).toInt());
    return numbers;
}

bool numberedWithoutGap(const std::set<int>& numbers) { return numbers.empty() || (*numbers.begin() == 1 && *numbers.rbegin() == static_cast<int>(numbers.size())); }

// The string literals at `at` in C++ source, joined as the compiler joins adjacent literals; `at` moves past
// them. Null when no literal starts there.
std::optional<QString> literalsAt(const QString& source, qsizetype& at)
{
    QString text;
    bool found = false;
    for (;;) {
        while (at < source.size() && source[at].isSpace())
            ++at;
        if (source.mid(at, 3) == QLatin1String("u8\""))
            at += 2;
        if (at >= source.size() || source[at] != u'"')
            return found ? std::optional<QString>(text) : std::nullopt;
        qsizetype end = at + 1;
        while (end < source.size() && source[end] != u'"')
            end += source[end] == u'\\' ? 2 : 1;
        text += source.mid(at + 1, end - at - 1);
        found = true;
        at = end + 1;
    }
}

struct Template {
    QString text;
    int line = 0;
};

// The templates marked for translation in one source file: the text argument of PS_TRANSLATE, tr,
// translate and Qt's NOOP macros (those taking a context first: their second argument).
std::vector<Template> translatableTemplates(const QString& source)
{
    static const QRegularExpression call(QStringLiteral("(?<![A-Za-z0-9_])(PS_TRANSLATE|tr|translate|QT_TR_NOOP|QT_TRANSLATE_NOOP|QT_TR_N_NOOP|QT_TRANSLATE_N_NOOP)\\s*\\("));
    std::vector<Template> found;
    for (auto it = call.globalMatch(source); it.hasNext();) {
        const QRegularExpressionMatch match = it.next();
        const QString name = match.captured(1);
        qsizetype at = match.capturedEnd();
        std::optional<QString> text = literalsAt(source, at);
        if (name == QLatin1String("PS_TRANSLATE") || name == QLatin1String("translate") || name.startsWith(QLatin1String("QT_TRANSLATE"))) {
            while (at < source.size() && source[at].isSpace())
                ++at;
            if (!text || at >= source.size() || source[at] != u',')
                continue;   // a context given as a variable: not a template written here
            ++at;
            text = literalsAt(source, at);
        }
        if (text)
            found.push_back({*text, static_cast<int>(source.left(match.capturedStart()).count(u'\n')) + 1});
    }
    return found;
}

// Qt's warnings while `fill` runs ("QString::arg: Argument missing").
QStringList warningsDuring(const std::function<void()>& fill)
{
    static QStringList* caught = nullptr;
    QStringList warnings;
    caught = &warnings;
    const QtMessageHandler previous = qInstallMessageHandler([](QtMsgType type, const QMessageLogContext&, const QString& message) {
        if (type != QtDebugMsg && type != QtInfoMsg)
            caught->append(message);
    });
    fill();
    qInstallMessageHandler(previous);
    caught = nullptr;
    return warnings;
}

// What is wrong with `message` filled in in the language installed: Qt's warnings, or a placeholder left;
// in English also any difference from the engine's own filling (%N is always argument N there).
QString messageFault(const EngineMessage& message, bool english)
{
    QString filled;
    const QStringList warnings = warningsDuring([&] { filled = translateEngineMessage(message); });
    if (!warnings.isEmpty())
        return warnings.join(QStringLiteral("; "));
    if (filled.trimmed().isEmpty())
        return QStringLiteral("empty text");
    if (placeholder().match(filled).hasMatch())
        return QStringLiteral("a placeholder is left: ") + filled;
    if (english && filled != QString::fromStdString(message.text()))
        return QStringLiteral("Qt fills in \"%1\", the engine \"%2\"").arg(filled, QString::fromStdString(message.text()));
    return {};
}

// The parameters checked for a type: its default, and every size choice of the same grid (Skyscrapers'
// variants at 5x5).
std::vector<std::string> parametersToCheck(const PuzzleType& type)
{
    std::vector<std::string> list{type.defaultParameters};
    const Board board = type.makeRules(type.defaultParameters)->emptyBoard();
    for (const SizeChoice& choice : type.sizes) {
        const Board other = type.makeRules(choice.parameters)->emptyBoard();
        if (other.rows() == board.rows() && other.cols() == board.cols() && choice.parameters != type.defaultParameters)
            list.push_back(choice.parameters);
    }
    return list;
}


// Every message the rules and the step solver make on a few seeded puzzles of `type`: each step's
// explanation, and the conflict each wrong value in a square of the solution brings.
std::vector<EngineMessage> messagesOf(const PuzzleType& type, std::set<std::string>* techniquesSeen)
{
    std::vector<EngineMessage> messages;
    for (const std::string& parameters : parametersToCheck(type)) {
        for (std::uint64_t seed : {1u, 2u}) {
            const DefaultGeneration made = generateByDefault(type, parameters, seed);
            const auto solver = made.rules->makeStepSolver();
            for (const LogicStep& step : solver->solve(made.result.puzzle).steps) {
                messages.push_back(step.explanation);
                techniquesSeen->insert(solver->techniqueName(step.technique));
            }
            Board wrong = made.result.solution;
            for (int cell = 0; cell < wrong.cellCount(); ++cell) {
                const CellValue right = wrong.at(cell);
                for (int v = 1; v <= made.rules->maxValue(); ++v) {
                    if (v == right)
                        continue;
                    wrong.set(cell, static_cast<CellValue>(v));
                    if (const auto conflict = made.rules->findConflict(wrong))
                        messages.push_back(*conflict);
                }
                wrong.set(cell, right);
            }
        }
    }
    return messages;
}

} // namespace

class TestMessageTemplates : public QObject {
    Q_OBJECT
private slots:
    void cleanupTestCase() { Translations::install(QLocale(QLocale::English)); }

    // The reader finds the templates it must: it would miss a slip otherwise.
    void theReaderFindsTemplates()
    {
        const QString source = QStringLiteral("x = PS_TRANSLATE(\"Engine\", \"Row %2 has \"\n   \"%3.\");\n"
                                              "y = tr(\"%1 of %2\"); z = attr(\"%5\"); w = QCoreApplication::translate(\"cli\", \"%L1 mm\");\n");
        const std::vector<Template> found = translatableTemplates(source);
        QCOMPARE(found.size(), std::size_t{3});
        QCOMPARE(found[0].text, QStringLiteral("Row %2 has %3."));
        QCOMPARE(found[0].line, 1);
        QVERIFY(!numberedWithoutGap(placeholders(found[0].text)));
        QVERIFY(numberedWithoutGap(placeholders(found[1].text)));
        QVERIFY(numberedWithoutGap(placeholders(found[2].text)));
    }

    // Every template of engine/ and app/ numbers its placeholders from %1 without a gap.
    void everyTemplateNumbersItsPlaceholders()
    {
        QStringList slips;
        int templates = 0;
        for (const QString& folder : {QStringLiteral("engine"), QStringLiteral("app")}) {
            QDirIterator files(QStringLiteral(PUZZLESMITH_SOURCE "/") + folder, {QStringLiteral("*.cpp"), QStringLiteral("*.h")}, QDir::Files,
                               QDirIterator::Subdirectories);
            while (files.hasNext()) {
                QFile file(files.next());
                QVERIFY(file.open(QIODevice::ReadOnly));
                for (const Template& t : translatableTemplates(QString::fromUtf8(file.readAll()))) {
                    ++templates;
                    if (!numberedWithoutGap(placeholders(t.text)))
                        slips << QStringLiteral("%1:%2: %3").arg(file.fileName()).arg(t.line).arg(t.text);
                }
            }
        }
        QVERIFY2(templates > 1000, qPrintable(QString::number(templates)));   // the tree was found and read
        QVERIFY2(slips.isEmpty(), qPrintable(slips.join(u'\n')));
    }

    // Every translation has the placeholders of its source, no more and no fewer.
    void everyTranslationKeepsThePlaceholders()
    {
        QStringList slips;
        for (const QString& language : Translations::languages()) {
            QFile file(QStringLiteral(PUZZLESMITH_SOURCE "/translations/puzzlesmith_%1.ts").arg(language));
            QDomDocument ts;
            QVERIFY(file.open(QIODevice::ReadOnly));
            QVERIFY(ts.setContent(&file));
            const QDomNodeList messages = ts.elementsByTagName(QStringLiteral("message"));
            for (int i = 0; i < messages.count(); ++i) {
                const QDomElement message = messages.at(i).toElement();
                const QDomElement translation = message.firstChildElement(QStringLiteral("translation"));
                const QString kind = translation.attribute(QStringLiteral("type"));
                if (kind == QLatin1String("obsolete") || kind == QLatin1String("vanished"))
                    continue;
                const QString source = message.firstChildElement(QStringLiteral("source")).text();
                QStringList forms;
                const QDomNodeList numerus = translation.elementsByTagName(QStringLiteral("numerusform"));
                for (int k = 0; k < numerus.count(); ++k)
                    forms << numerus.at(k).toElement().text();
                if (forms.isEmpty())
                    forms << translation.text();
                for (const QString& form : forms)
                    if (!form.isEmpty() && placeholders(form) != placeholders(source))
                        slips << language + QStringLiteral(": ") + source + QStringLiteral(" -> ") + form;
            }
        }
        QVERIFY2(slips.isEmpty(), qPrintable(slips.join(u'\n')));
    }

    // The hints and conflict messages of every type fill in whole.
    void everyMessageFillsIn_data()
    {
        QTest::addColumn<QString>("type");
        for (const PuzzleType& type : puzzleTypes())
            QTest::newRow(type.id.c_str()) << QString::fromStdString(type.id);
    }
    void everyMessageFillsIn()
    {
        QFETCH(QString, type);
        std::set<std::string> techniques;
        const std::vector<EngineMessage> messages = messagesOf(puzzleType(type.toStdString()), &techniques);
        QVERIFY(messages.size() > 10);
        for (const QString& language : {QStringLiteral("en"), QStringLiteral("de")}) {
            QCOMPARE(Translations::install(QLocale(language)), language);
            QStringList faults;
            for (const EngineMessage& message : messages)
                if (const QString fault = messageFault(message, language == QLatin1String("en")); !fault.isEmpty())
                    faults << QString::fromStdString(message.messageTemplate) + QStringLiteral(": ") + fault;
            faults.removeDuplicates();
            QVERIFY2(faults.isEmpty(), qPrintable(language + QStringLiteral(": ") + faults.join(u'\n')));
        }
        QStringList names;
        for (const std::string& name : techniques)
            names << QString::fromStdString(name);
        qInfo("%s: %zu messages; techniques seen: %s", qPrintable(type), messages.size(), qPrintable(names.join(QStringLiteral(", "))));
    }
};

int main(int argc, char* argv[])
{
    QCoreApplication app(argc, argv);
    TestMessageTemplates test;
    return QTest::qExec(&test, argc, argv);
}
#include "test_message_templates.moc"
