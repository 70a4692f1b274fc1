// Help > User Guide: the guide of every language is in the resources with every picture it shows, names
// every technique of every type (from the types' own step solvers) and shows its picture, its contents
// links lead somewhere; the menu (F1) opens it in the installed language, with English as the fallback.
#include "MainWindow.h"
#include "StudioTestState.h"
#include "UserGuideWindow.h"
#include "document/GridTextTypes.h"
#include "document/Translations.h"
#include "document/UserGuide.h"
#include "logic/StepSolver.h"
#include "types/PuzzleRules.h"
#include "types/TypeRegistry.h"

#include <QAction>
#include <QFile>
#include <QFileInfo>
#include <QImage>
#include <QMenuBar>
#include <QRegularExpression>
#include <QTextBrowser>
#include <QTextDocument>
#include <QtTest>

namespace {

QString guideHtml(const QString& language)
{
    QFile file(QStringLiteral(":/guide/%1/index.html").arg(language));
    return file.open(QIODevice::ReadOnly) ? QString::fromUtf8(file.readAll()) : QString();
}

// The guide's text as the reader sees it (entities decoded, tags gone).
QString guideText(const QString& language)
{
    QTextDocument document;
    document.setHtml(guideHtml(language));
    return document.toPlainText();
}

QStringList attributeValues(const QString& html, const QString& pattern)
{
    QStringList values;
    const QRegularExpression re(pattern, QRegularExpression::CaseInsensitiveOption);
    for (auto it = re.globalMatch(html); it.hasNext();)
        values << it.next().captured(1);
    return values;
}

// With PUZZLESMITH_GUIDE_SHOTS=DIR set, saves what the guide window shows as DIR/guide-shot-NAME.png, to
// look at the guide as a reader sees it (its text, its pictures) without a display.
void saveShotIfAsked(QWidget& window, const QString& name)
{
    const QString dir = qEnvironmentVariable("PUZZLESMITH_GUIDE_SHOTS");
    if (!dir.isEmpty())
        window.grab().save(QStringLiteral("%1/guide-shot-%2.png").arg(dir, name));
}

QAction* helpAction(MainWindow& window, const QKeySequence& key)
{
    for (QAction* action : window.findChildren<QAction*>())
        if (action->shortcuts().contains(key))
            return action;
    return nullptr;
}

} // namespace

class TestUserGuide : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { studio_test::useTestLocations(); }
    void init() { studio_test::startClean(); }
    void cleanup() { Translations::install(QLocale(QStringLiteral("en"))); }

    void everyLanguageHasAGuideWithItsPictures()
    {
        for (const QString& language : Translations::languages()) {
            const QString html = guideHtml(language);
            QVERIFY2(html.contains(QStringLiteral("<html")), qPrintable(language));
            const QStringList images = attributeValues(html, QStringLiteral("<img[^>]*src=\"([^\"]+)\""));
            QVERIFY2(images.size() >= 20, qPrintable(language));
            for (const QString& source : images) {
                const QUrl url = UserGuide::urlFor(language).resolved(QUrl(source));
                const QString path = QLatin1Char(':') + url.path();
                QVERIFY2(!QImage(path).isNull(), qPrintable(QStringLiteral("%1: %2 is missing").arg(language, source)));
            }
        }
    }

    // The contents and every other link inside the guide lead to an anchor of the same guide.
    void everyLinkInsideTheGuideLeadsSomewhere()
    {
        for (const QString& language : Translations::languages()) {
            const QString html = guideHtml(language);
            const QStringList targets = attributeValues(html, QStringLiteral("href=\"#([^\"]+)\""));
            QVERIFY2(targets.size() >= 10, qPrintable(language));
            const QStringList anchors = attributeValues(html, QStringLiteral("<a [^>]*name=\"([^\"]+)\""));
            for (const QString& target : targets)
                QVERIFY2(anchors.contains(target), qPrintable(QStringLiteral("%1: #%2 has no anchor").arg(language, target)));
        }
    }

    // The technique lists come from the types' step solvers, so a technique added later fails here until
    // the guide explains it, in its language's words (the studio's own translation of the name).
    void everyGuideNamesAndShowsEveryTechnique()
    {
        int withoutPicture = 0;
        for (const QString& language : Translations::languages()) {
            QCOMPARE(Translations::install(QLocale(language)), language);
            const QString html = guideHtml(language);
            const QString text = guideText(language);
            for (const ps::PuzzleType& type : ps::puzzleTypes()) {
                QVERIFY2(text.contains(QCoreApplication::translate("PuzzleType", type.name.c_str())), type.id.c_str());
                const auto solver = type.makeRules(type.defaultParameters)->makeStepSolver();
                QVERIFY(solver);
                for (const ps::TechniqueInfo& technique : solver->techniques()) {
                    const QString name = QCoreApplication::translate("Technique", technique.name.c_str());
                    const QString where = QStringLiteral("%1, %2: %3").arg(language, QString::fromStdString(type.id), name);
                    QVERIFY2(text.contains(name, Qt::CaseInsensitive), qPrintable(where + QStringLiteral(" is not named")));
                    // Its picture, or where the picture program found no position for it, the guide's
                    // note saying so (an anchor "<type>-<technique>-no-picture").
                    const QString picture = UserGuide::techniquePicture(type.id, technique.name);
                    if (QFile::exists(UserGuide::techniquePictureResource(type.id, technique.name))) {
                        QVERIFY2(html.contains(QStringLiteral("src=\"%1\"").arg(picture)), qPrintable(where + QStringLiteral(" is not shown")));
                    } else {
                        const QString note = QStringLiteral("name=\"%1-no-picture\"").arg(QFileInfo(picture).completeBaseName());
                        QVERIFY2(html.contains(note), qPrintable(where + QStringLiteral(" has neither a picture nor a note why not")));
                        ++withoutPicture;
                    }
                }
            }
        }
        // A few rare techniques at most: the pictures are the point.
        QVERIFY(withoutPicture <= 3 * Translations::languages().size());
    }

    // Issue 38: a grid text example is whole, so that pasting it into a file imports it, and it reads as
    // the type of the section it stands in (the section's anchor "rules-<type>" comes before it; a grid of
    // values only takes the selected type).
    void everyGridTextExampleReadsAsItsType()
    {
        for (const QString& language : Translations::languages()) {
            const QString html = guideHtml(language);
            static const QRegularExpression pre(QStringLiteral("<pre>(.*?)</pre>"), QRegularExpression::DotMatchesEverythingOption);
            static const QRegularExpression section(QStringLiteral("name=\"rules-([a-z]+)\""));
            int examples = 0;
            for (auto it = pre.globalMatch(html); it.hasNext();) {
                const QRegularExpressionMatch block = it.next();
                QTextDocument decoded;
                decoded.setHtml(QStringLiteral("<pre>%1</pre>").arg(block.captured(1)));
                const QString text = decoded.toPlainText();
                if (!looksLikeGridText(text))
                    continue;   // a command line
                QString type;
                for (auto s = section.globalMatch(html.left(block.capturedStart())); s.hasNext();)
                    type = s.next().captured(1);
                // As File > Import Grid Text reads it, with the section's type not selected.
                const QString where = QStringLiteral("%1, %2: %3").arg(language, type, text.left(30));
                const RecognisedGridText read = recogniseGridText(text, QStringLiteral("fillomino"));
                QVERIFY2(read.error.isEmpty(), qPrintable(where + QStringLiteral(": ") + read.error));
                QVERIFY2(!read.puzzles.empty(), qPrintable(where));
                QVERIFY2(read.puzzles.front().type == type || (type == QLatin1String("sudoku") && read.puzzles.front().type == QLatin1String("fillomino")),
                         qPrintable(where + QStringLiteral(" reads as ") + read.puzzles.front().type));
                ++examples;
            }
            QVERIFY2(examples >= 1, qPrintable(language));
        }
    }

    // The opening paragraph names every type the program makes, in the guide's language.
    void theIntroductionNamesEveryType()
    {
        for (const QString& language : Translations::languages()) {
            QCOMPARE(Translations::install(QLocale(language)), language);
            const QString html = guideHtml(language);
            const qsizetype contents = html.indexOf(QStringLiteral("<h2>"));
            QVERIFY(contents > 0);
            QTextDocument intro;
            intro.setHtml(html.left(contents));
            const QString text = intro.toPlainText().simplified();
            for (const ps::PuzzleType& type : ps::puzzleTypes()) {
                const QString name = QCoreApplication::translate("PuzzleType", type.name.c_str());
                QVERIFY2(text.contains(name), qPrintable(QStringLiteral("%1: %2").arg(language, name)));
            }
        }
    }

    void theGuideOfAMissingLanguageIsEnglish()
    {
        QCOMPARE(UserGuide::urlFor(QStringLiteral("de")), QUrl(QStringLiteral("qrc:/guide/de/index.html")));
        QCOMPARE(UserGuide::urlFor(QStringLiteral("it")), QUrl(QStringLiteral("qrc:/guide/en/index.html")));
        QCOMPARE(Translations::install(QLocale(QStringLiteral("it_IT"))), QStringLiteral("en"));
        QCOMPARE(Translations::current(), QStringLiteral("en"));
        UserGuideWindow guide(QStringLiteral("it"));
        QCOMPARE(guide.browser().source(), QUrl(QStringLiteral("qrc:/guide/en/index.html")));
        QVERIFY(guide.browser().toPlainText().contains(QStringLiteral("A first worksheet in one minute")));
    }

    // F1 opens the guide (Keyboard Shortcuts has given it up), in the language the studio speaks, with its
    // pictures loaded; a second F1 shows the same window again.
    void f1OpensTheGuideInTheStudiosLanguage()
    {
        QCOMPARE(Translations::install(QLocale(QStringLiteral("fr_FR"))), QStringLiteral("fr"));
        QCOMPARE(Translations::current(), QStringLiteral("fr"));
        MainWindow window;
        window.show();
        QAction* f1 = helpAction(window, QKeySequence(Qt::Key_F1));
        QVERIFY(f1);
        QCOMPARE(f1->text().remove(QLatin1Char('&')), QCoreApplication::translate("MainWindow", "&User Guide").remove(QLatin1Char('&')));
        QVERIFY(!window.userGuide());
        f1->trigger();
        UserGuideWindow* guide = window.userGuide();
        QVERIFY(guide);
        QVERIFY(guide->isVisible());
        QVERIFY(guide->isWindow());
        QCOMPARE(guide->browser().source(), QUrl(QStringLiteral("qrc:/guide/fr/index.html")));
        QVERIFY(guide->browser().toPlainText().contains(QStringLiteral("Une première fiche en une minute")));
        guide->browser().setSource(QUrl(QStringLiteral("#difficulty")));
        saveShotIfAsked(*guide, QStringLiteral("french"));
        guide->browser().home();
        const QStringList images = attributeValues(guideHtml(QStringLiteral("fr")), QStringLiteral("<img[^>]*src=\"([^\"]+)\""));
        QVERIFY(!images.isEmpty());
        const QVariant picture = guide->browser().loadResource(QTextDocument::ImageResource, guide->browser().source().resolved(QUrl(images.first())));
        QVERIFY(!picture.toByteArray().isEmpty() || !picture.value<QImage>().isNull());
        guide->close();
        f1->trigger();
        QCOMPARE(window.userGuide(), guide);
        QVERIFY(guide->isVisible());
    }

    // Contents, Back and Forward move about in the guide.
    void contentsBackAndForward()
    {
        UserGuideWindow guide(QStringLiteral("en"));
        guide.show();
        QVERIFY(QTest::qWaitForWindowExposed(&guide));
        QTextBrowser& browser = guide.browser();
        const QUrl home = browser.source();
        saveShotIfAsked(guide, QStringLiteral("contents"));
        QVERIFY(!browser.isBackwardAvailable());
        browser.setSource(QUrl(QStringLiteral("#play")));
        QCOMPARE(browser.source().fragment(), QStringLiteral("play"));
        QVERIFY(browser.isBackwardAvailable());
        browser.backward();
        QCOMPARE(browser.source(), home);
        QVERIFY(browser.isForwardAvailable());
        browser.forward();
        QCOMPARE(browser.source().fragment(), QStringLiteral("play"));
        browser.setSource(QUrl(QStringLiteral("#sudoku-x-wing")));
        saveShotIfAsked(guide, QStringLiteral("technique"));
        browser.setSource(QUrl(QStringLiteral("#kenken-line-sum")));
        saveShotIfAsked(guide, QStringLiteral("kenken"));
        browser.home();
        QCOMPARE(browser.source(), home);
    }
};

QTEST_MAIN(TestUserGuide)
#include "test_user_guide.moc"
