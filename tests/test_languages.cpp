// Every language Puzzlesmith speaks, rendered offscreen: the main window (menus, panels, tooltips) and a
// worksheet's puzzle and answer pages. A text that is still the English one (and that the translation
// does not keep on purpose) is untranslated; a label or button narrower than its text, a combo box
// narrower than its current item, or a worksheet text that runs off the page is clipped.
#include "GridView.h"
#include "MainWindow.h"
#include "PreferencesDialog.h"
#include "SavedPuzzle.h"
#include "StudioTestState.h"
#include "WorksheetDialog.h"

#include "document/EngineMessages.h"
#include "document/Translations.h"
#include "document/Worksheet.h"
#include "types/TypeRegistry.h"

#include <QAbstractButton>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QSpinBox>
#include <QDockWidget>
#include <QDomDocument>
#include <QFile>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QPaintDevice>
#include <QPaintEngine>
#include <QPainter>
#include <QSet>
#include <QTextItem>
#include <QToolButton>
#include <QTreeWidget>
#include <QtTest>

using namespace ps;

namespace {

// The visible words of a widget tree, in a fixed order (the same window built in another language
// lists its texts in the same places).
QStringList windowTexts(QWidget& root)
{
    QStringList texts;
    const auto add = [&](const QString& text) { texts << QString(text).remove(QLatin1Char('&')).trimmed(); };
    for (QWidget* w : root.findChildren<QWidget*>()) {
        if (auto* label = qobject_cast<QLabel*>(w); label && label->textFormat() != Qt::RichText)
            add(label->text());
        if (auto* button = qobject_cast<QAbstractButton*>(w))
            add(button->text());
        if (auto* box = qobject_cast<QGroupBox*>(w))
            add(box->title());
        if (auto* combo = qobject_cast<QComboBox*>(w))
            for (int i = 0; i < combo->count(); ++i)
                add(combo->itemText(i));
        if (auto* dock = qobject_cast<QDockWidget*>(w))
            add(dock->windowTitle());
        add(w->toolTip());
        add(w->accessibleName());
    }
    for (QAction* action : root.findChildren<QAction*>()) {
        add(action->text());
        add(action->toolTip() == QString(action->text()).remove(QLatin1Char('&')) ? QString() : action->toolTip());
        add(action->statusTip());
    }
    return texts;
}

// Controls without an explanation (tooltip) or without a name a screen reader can say.
QStringList unexplainedControls(QWidget& root)
{
    QStringList missing;
    for (QWidget* w : root.findChildren<QWidget*>()) {
        const bool control = qobject_cast<QAbstractButton*>(w) || qobject_cast<QComboBox*>(w) || qobject_cast<QLineEdit*>(w) ||
                             qobject_cast<QAbstractSpinBox*>(w) || qobject_cast<GridView*>(w) || qobject_cast<QTreeWidget*>(w);
        if (!control || !w->isVisibleTo(&root) || w->objectName().startsWith(QLatin1String("qt_")))   // Qt's own parts
            continue;
        if (qobject_cast<QComboBox*>(w->parentWidget()) || qobject_cast<QAbstractSpinBox*>(w->parentWidget()))   // their line edits
            continue;
        const auto* tool = qobject_cast<QToolButton*>(w);
        const auto* button = qobject_cast<QAbstractButton*>(w);
        if (auto* box = qobject_cast<QDialogButtonBox*>(w->parentWidget()); box && box->standardButton(const_cast<QAbstractButton*>(button)) != QDialogButtonBox::NoButton)
            continue;   // OK, Cancel, Close: Qt's own, understood everywhere
        const bool explained = !w->toolTip().isEmpty() || (tool && tool->defaultAction() && !tool->defaultAction()->toolTip().isEmpty());
        const bool named = !w->accessibleName().isEmpty() || (button && !button->text().isEmpty()) || (tool && tool->defaultAction());
        // Reachable by keyboard: by Tab, or, for buttons that take no focus, through a menu (the same
        // action) or by typing (the keypad's values).
        const QAction* action = tool ? tool->defaultAction() : nullptr;
        const QList<QObject*> users = action ? action->associatedObjects() : QList<QObject*>();
        const bool inMenu = std::any_of(users.begin(), users.end(), [](QObject* o) { return qobject_cast<QMenu*>(o) != nullptr; });
        const bool typed = w->parentWidget() && w->parentWidget()->objectName() == QLatin1String("keypad");
        if (!(w->focusPolicy() & Qt::TabFocus) && !inMenu && !typed)
            missing << (w->metaObject()->className() + QStringLiteral(" '") + (button ? button->text() : QString()) + QStringLiteral("' cannot be reached by keyboard"));
        if (!explained || !named)
            missing << (w->metaObject()->className() + QStringLiteral(" ") + w->objectName() + QStringLiteral(" in ") +
                        (w->parentWidget() ? w->parentWidget()->metaObject()->className() : "") + QStringLiteral(" '") +
                        (button ? button->text() : QString()) + QStringLiteral("'"));
    }
    return missing;
}

// Translations the translators kept identical to the English on purpose ("Pause" in German and French).
QSet<QString> keptOnPurpose(const QString& language)
{
    QSet<QString> kept;
    QFile file(QStringLiteral(PUZZLESMITH_SOURCE "/translations/puzzlesmith_%1.ts").arg(language));
    QDomDocument ts;
    if (!file.open(QIODevice::ReadOnly) || !ts.setContent(&file))
        return kept;
    const QDomNodeList messages = ts.elementsByTagName(QStringLiteral("message"));
    for (int i = 0; i < messages.count(); ++i) {
        const QDomElement message = messages.at(i).toElement();
        const QString source = message.firstChildElement(QStringLiteral("source")).text();
        if (message.firstChildElement(QStringLiteral("translation")).text() == source)
            kept << QString(source).remove(QLatin1Char('&')).trimmed();
    }
    return kept;
}

// Names and symbols that every language writes the same.
bool isLanguageFree(const QString& text)
{
    static const QSet<QString> names = {QStringLiteral("Puzzlesmith"), QStringLiteral("Sudoku"), QStringLiteral("Fillomino"),
                                        QStringLiteral("KenKen"), QStringLiteral("Futoshiki"), QStringLiteral("OK"), QStringLiteral("z3")};
    const bool hasLetters = std::any_of(text.begin(), text.end(), [](QChar c) { return c.isLetter(); });
    const bool fileName = text.contains(QLatin1Char('/')) || text.endsWith(QLatin1String(".puzzle"));   // Open Recent
    for (const QString& language : Translations::languages())   // each language's own name, in the language list
        if (text == Translations::nativeName(language))
            return true;
    return !hasLetters || fileName || names.contains(text) || text.size() <= 2 || text.startsWith(QLatin1String("Ctrl+"));
}

// Clipped widgets: a one-line label or a button narrower than its text, a combo box narrower than its item.
QStringList clippedWidgets(QWidget& root)
{
    QStringList clipped;
    for (QWidget* w : root.findChildren<QWidget*>()) {
        if (!w->isVisibleTo(&root) || w->width() <= 0)
            continue;
        const QFontMetrics metrics(w->font());
        if (auto* label = qobject_cast<QLabel*>(w); label && !label->wordWrap() && label->textFormat() != Qt::RichText && !label->text().isEmpty()) {
            if (w->width() < metrics.horizontalAdvance(QString(label->text()).remove(QLatin1Char('&'))))
                clipped << label->text();
        } else if (auto* button = qobject_cast<QAbstractButton*>(w); button && !button->text().isEmpty()) {
            if (w->width() < metrics.horizontalAdvance(QString(button->text()).remove(QLatin1Char('&'))) + 8)
                clipped << button->text();
        } else if (auto* combo = qobject_cast<QComboBox*>(w)) {
            // The current item and the drop-down arrow.
            if (w->width() < metrics.horizontalAdvance(combo->currentText()) + 24)
                clipped << combo->currentText();
        }
    }
    return clipped;
}

// A paint device that keeps the texts drawn on it, each with the width it takes on the page.
class TextRecorder : public QPaintEngine {
public:
    struct Text {
        QString text;
        QRectF box;
    };
    TextRecorder() : QPaintEngine(QPaintEngine::AllFeatures) {}
    bool begin(QPaintDevice*) override { return true; }
    bool end() override { return true; }
    void updateState(const QPaintEngineState&) override {}
    void drawPixmap(const QRectF&, const QPixmap&, const QRectF&) override {}
    void drawPolygon(const QPointF*, int, PolygonDrawMode) override {}
    void drawTextItem(const QPointF& p, const QTextItem& item) override
    {
        const QFontMetricsF metrics(item.font());
        const QRectF local(p.x(), p.y() - metrics.ascent(), metrics.horizontalAdvance(item.text()), metrics.height());
        texts.push_back({item.text(), painter()->combinedTransform().mapRect(local)});
    }
    Type type() const override { return QPaintEngine::User; }
    std::vector<Text> texts;
};

class PageRecorder : public QPaintDevice {
public:
    explicit PageRecorder(QSize size) : size_(size) {}
    QPaintEngine* paintEngine() const override { return &engine_; }
    TextRecorder& recorder() const { return engine_; }
protected:
    int metric(PaintDeviceMetric metric) const override
    {
        switch (metric) {
        case PdmWidth: return size_.width();
        case PdmHeight: return size_.height();
        case PdmDpiX: case PdmDpiY: case PdmPhysicalDpiX: case PdmPhysicalDpiY: return 72;
        case PdmDepth: return 32;
        case PdmDevicePixelRatio: return 1;
        case PdmDevicePixelRatioScaled: return static_cast<int>(QPaintDevice::devicePixelRatioFScale());
        default: return 0;
        }
    }
private:
    QSize size_;
    mutable TextRecorder engine_;
};

struct PageTexts {
    QStringList texts;
    QStringList offPage;
};

// A worksheet as the dialog sets it up in the installed language, with one Sudoku: its puzzle page and
// its answer page, painted on an A4 page at 72 dpi.
PageTexts worksheetTexts(const QTemporaryDir&)
{
    // The dialog's default title and instructions (its first two line edits) in the installed language.
    WorksheetDialog dialog(QStringLiteral("sudoku"), QStringLiteral("3x3"));
    const QList<QLineEdit*> edits = dialog.findChildren<QLineEdit*>();
    WorksheetSettings settings;
    settings.title = edits.value(0) ? edits.value(0)->text() : QString();
    settings.instructions = edits.value(1) ? edits.value(1)->text() : QString();
    settings.perPage = 2;
    PuzzleLine parsed;
    parsePuzzleLine(QString::fromLatin1(studio_test::kHardPuzzle), parsed, nullptr);
    WorksheetPuzzle puzzle;
    puzzle.rules = std::shared_ptr<const PuzzleRules>(makeRules("sudoku", "3x3"));
    puzzle.givens = parsed.board;
    puzzle.solution = makeBackend("native", *puzzle.rules)->countSolutions(parsed.board, 1).solutions.front();
    puzzle.difficulty = difficultyDisplayName(Difficulty::Hard);
    puzzle.level = Difficulty::Hard;   // with its seed, the page prints the line that makes it again
    puzzle.seed = 123456789;
    Worksheet sheet(settings, {puzzle, puzzle});
    PageTexts result;
    const QSize a4(595, 842);
    for (int page = 0; page < sheet.pageCount(); ++page) {
        PageRecorder device(a4);
        QPainter painter(&device);
        sheet.paintPage(painter, page, QRectF(QPointF(0, 0), a4));
        painter.end();
        for (const TextRecorder::Text& t : device.recorder().texts) {
            result.texts << t.text;
            if (!QRectF(QPointF(0, 0), a4).adjusted(-0.5, -0.5, 0.5, 0.5).contains(t.box))
                result.offPage << t.text;
        }
    }
    return result;
}

} // namespace

class TestLanguages : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { studio_test::useTestLocations(); }
    void init() { studio_test::startClean(); }
    void cleanupTestCase() { Translations::install(QLocale(QLocale::English)); }

    void everyLanguageIsCompleteAndFits()
    {
        QTemporaryDir dir;
        QStringList englishWindow;
        PageTexts englishSheet;
        for (const QString& language : Translations::languages()) {
            QCOMPARE(Translations::install(QLocale(language)), language);
            MainWindow window;
            window.resize(1280, 720);
            window.show();
            QVERIFY(QTest::qWaitForWindowExposed(&window));
            window.files().openPath(studio_test::savedPuzzle(dir, studio_test::kHardPuzzle));   // the play panel in view
            WorksheetDialog worksheet(QStringLiteral("sudoku"), QStringLiteral("3x3"));
            PreferencesDialog preferences{StudioPreferences()};
            for (QDialog* dialog : std::initializer_list<QDialog*>{&worksheet, &preferences}) {
                dialog->show();
                QVERIFY(QTest::qWaitForWindowExposed(dialog));
                QVERIFY2(clippedWidgets(*dialog).isEmpty(), qPrintable(language + QStringLiteral(": clipped: ") + clippedWidgets(*dialog).join(QStringLiteral(" | "))));
            }
            const QStringList texts = windowTexts(window) + windowTexts(worksheet) + windowTexts(preferences);
            const PageTexts sheet = worksheetTexts(dir);
            QVERIFY2(clippedWidgets(window).isEmpty(), qPrintable(language + QStringLiteral(": clipped: ") + clippedWidgets(window).join(QStringLiteral(" | "))));
            QVERIFY2(sheet.offPage.isEmpty(), qPrintable(language + QStringLiteral(": off the page: ") + sheet.offPage.join(QStringLiteral(" | "))));
            if (language == QLatin1String("en")) {
                englishWindow = texts;
                englishSheet = sheet;
                continue;
            }
            // The same window in another language: the same texts in the same places, none left in English.
            QCOMPARE(texts.size(), englishWindow.size());
            const QSet<QString> kept = keptOnPurpose(language);
            QStringList untranslated;
            for (qsizetype i = 0; i < texts.size(); ++i)
                if (texts[i] == englishWindow[i] && !isLanguageFree(texts[i]) && !kept.contains(texts[i]))
                    untranslated << texts[i];
            QCOMPARE(sheet.texts.size(), englishSheet.texts.size());
            // Captions are made of pieces ("1. Hard · Sudoku 9x9 (3x3 boxes)"): each piece is checked.
            const QString separator = QStringLiteral(" · ");
            for (qsizetype i = 0; i < sheet.texts.size(); ++i) {
                const QStringList pieces = sheet.texts[i].split(separator);
                const QStringList englishPieces = englishSheet.texts[i].split(separator);
                for (qsizetype k = 0; k < pieces.size() && k < englishPieces.size(); ++k)
                    if (pieces[k] == englishPieces[k] && !isLanguageFree(pieces[k]) && !kept.contains(pieces[k]))
                        untranslated << pieces[k];
            }
            untranslated.removeDuplicates();
            QVERIFY2(untranslated.isEmpty(), qPrintable(language + QStringLiteral(": untranslated: ") + untranslated.join(QStringLiteral(" | "))));
        }
    }

    // Every control of the window and its dialogs says what it does (tooltip and What's This, or its
    // action's tooltip), has a name a screen reader can say, and can be reached by keyboard.
    void everyControlIsExplainedAndNamed()
    {
        QTemporaryDir dir;
        MainWindow window;
        window.resize(1280, 720);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.files().openPath(studio_test::savedPuzzle(dir, studio_test::kHardPuzzle));
        WorksheetDialog worksheet(QStringLiteral("sudoku"), QStringLiteral("3x3"));
        PreferencesDialog preferences{StudioPreferences()};
        for (QWidget* root : std::initializer_list<QWidget*>{&window, &worksheet, &preferences}) {
            const QStringList missing = unexplainedControls(*root);
            QVERIFY2(missing.isEmpty(), qPrintable(missing.join(QStringLiteral(" | "))));
        }
    }
};

QTEST_MAIN(TestLanguages)
#include "test_languages.moc"
