// The worksheet dialog's size list and its warning next to the per-page choice (no generation: fast).
#include "StudioChoices.h"
#include "WorksheetDialog.h"

#include "types/TypeRegistry.h"

#include <QComboBox>
#include <QMenu>
#include <QPushButton>
#include <QSpinBox>
#include <QToolButton>
#include <QFormLayout>
#include <QLabel>
#include <QPrinter>
#include <QTemporaryDir>
#include <QtTest>

namespace {

QPushButton* button(const QDialog& dialog, const QString& text)
{
    for (QPushButton* b : dialog.findChildren<QPushButton*>())
        if (b->text() == text)
            return b;
    return nullptr;
}

// Ticks `typeIds` in the "Mixed with" list as a user does, one menu entry at a time.
void tickMixedTypes(const QDialog& dialog, const QStringList& typeIds)
{
    auto* mixed = dialog.findChild<QToolButton*>(QStringLiteral("mixedTypes"));
    QVERIFY(mixed && mixed->menu());
    for (QAction* action : mixed->menu()->actions())
        if (typeIds.contains(action->data().toString()))
            action->trigger();
}

// The "Number of puzzles" box (1 to 200; the type's own size boxes are spin boxes too).
QSpinBox* countBox(const QDialog& dialog)
{
    for (QSpinBox* box : dialog.findChildren<QSpinBox*>())
        if (box->maximum() == 200)
            return box;
    return nullptr;
}

QStringList typesOnTheSheet(const WorksheetDialog& dialog)
{
    QStringList ids;
    for (const WorksheetPuzzle& p : dialog.puzzles())
        ids << QString::fromStdString(p.rules->typeId());
    return ids;
}

} // namespace

class TestWorksheetDialog : public QObject {
    Q_OBJECT
private slots:
    void sizesReadAsGridSizes()
    {
        WorksheetDialog dialog(QStringLiteral("sudoku"), QStringLiteral("2x5"));
        QComboBox* size = nullptr;
        for (QComboBox* combo : dialog.findChildren<QComboBox*>())
            if (combo->currentData().toString() == QLatin1String("2x5"))
                size = combo;
        QVERIFY(size);
        QCOMPARE(size->currentText(), QStringLiteral("10×10 (boxes 2×5)"));
        QCOMPARE(size->itemText(0), QStringLiteral("4×4 (boxes 2×2)"));
        QVERIFY(size->findData(QStringLiteral("5x3")) > size->findData(QStringLiteral("3x4")));
    }

    void tooSmallSquaresAreSaidNextToThePerPageChoice()
    {
        WorksheetDialog dialog(QStringLiteral("sudoku"), QStringLiteral("5x5"));
        dialog.show();
        QComboBox* perPage = nullptr;
        for (QComboBox* combo : dialog.findChildren<QComboBox*>())
            if (combo->findData(6) >= 0 && combo->count() == 4)
                perPage = combo;
        QVERIFY(perPage);
        perPage->setCurrentIndex(perPage->findData(4));
        // The label right under the per-page choice in the form.
        auto* form = dialog.findChild<QFormLayout*>();
        QVERIFY(form);
        int row = -1;
        QFormLayout::ItemRole role;
        form->getWidgetPosition(perPage, &row, &role);
        auto* advice = qobject_cast<QLabel*>(form->itemAt(row + 1, QFormLayout::FieldRole)->widget());
        QVERIFY(advice && advice->isVisible());
        QVERIFY2(advice->text().contains(QLatin1String("too small to write in")), qPrintable(advice->text()));
        QVERIFY(advice->text().contains(QLatin1String("Use 1 per page")));
        // The link applies the suggestion; the warning goes and the printed size is said instead.
        emit advice->linkActivated(QStringLiteral("1"));
        QCOMPARE(perPage->currentData().toInt(), 1);
        QVERIFY2(advice->text().startsWith(QLatin1String("Squares print 7.2 mm wide")), qPrintable(advice->text()));
    }

    // Any set of types alternates on one sheet; the first type cannot be ticked again.
    void anyNumberOfTypesMix()
    {
        WorksheetDialog dialog(QStringLiteral("sudoku"), QStringLiteral("2x2"));
        auto* mixed = dialog.findChild<QToolButton*>(QStringLiteral("mixedTypes"));
        QVERIFY(mixed);
        QCOMPARE(mixed->text(), QStringLiteral("Nothing"));
        QStringList others;
        for (const ps::PuzzleType& type : ps::puzzleTypes())
            if (type.id != "sudoku")
                others << QString::fromStdString(type.id);
        QVERIFY(others.size() >= 3);
        tickMixedTypes(dialog, others + QStringList{QStringLiteral("sudoku")});
        QCOMPARE(dialog.presetValues().value(QStringLiteral("mixWith")).toString(), others.join(QLatin1Char(',')));
        for (const QString& id : others)   // every rule is stated once, each after its type's name
            QCOMPARE(dialog.presetValues().value(QStringLiteral("instructions")).toString().count(QCoreApplication::translate("PuzzleType", ps::puzzleType(id.toStdString()).instructions.c_str())), 1);
        countBox(dialog)->setValue(static_cast<int>(others.size()) + 1);
        button(dialog, QStringLiteral("&Generate"))->click();
        QTRY_VERIFY_WITH_TIMEOUT(!dialog.isGenerating(), 60000);
        const QStringList onSheet = typesOnTheSheet(dialog);
        QCOMPARE(onSheet.size(), others.size() + 1);
        QCOMPARE(onSheet.first(), QStringLiteral("sudoku"));
        for (const QString& id : others)
            QVERIFY2(onSheet.contains(id), qPrintable(onSheet.join(' ')));
    }

    // Once a setting the puzzles depend on changes, the old puzzles cannot be exported under it.
    void changedSettingsDropThePuzzles()
    {
        WorksheetDialog dialog(QStringLiteral("sudoku"), QStringLiteral("2x2"));
        countBox(dialog)->setValue(2);
        tickMixedTypes(dialog, {QStringLiteral("fillomino")});
        button(dialog, QStringLiteral("&Generate"))->click();
        QTRY_VERIFY_WITH_TIMEOUT(!dialog.isGenerating(), 60000);
        QCOMPARE(dialog.puzzles().size(), std::size_t(2));
        QPushButton* pdf = button(dialog, QStringLiteral("&Export PDF…"));
        QVERIFY(pdf && pdf->isEnabled());
        tickMixedTypes(dialog, {QStringLiteral("fillomino")});   // unticked: Sudoku alone now
        QVERIFY(dialog.puzzles().empty());
        QVERIFY(!pdf->isEnabled());
        // While the puzzles are being made: the run is dropped and nothing it made arrives later.
        button(dialog, QStringLiteral("&Generate"))->click();
        QVERIFY(dialog.isGenerating());
        countBox(dialog)->setValue(3);
        QVERIFY(!dialog.isGenerating());
        QTest::qWait(0);
        QVERIFY(dialog.puzzles().empty());
        QVERIFY(!pdf->isEnabled());
    }

    // The printer (and print preview) get the worksheet's orientation and margins, as the PDF does.
    void printingTakesTheWorksheetsPageLayout()
    {
        std::shared_ptr<const ps::PuzzleRules> rules(ps::makeRules("sudoku", "3x3"));
        WorksheetSettings settings;
        settings.perPage = 2;
        const Worksheet worksheet(settings, {{rules, rules->emptyBoard(), rules->emptyBoard(), QStringLiteral("Easy")}});
        QTemporaryDir dir;
        QPrinter printer(QPrinter::HighResolution);
        printer.setOutputFormat(QPrinter::PdfFormat);
        printer.setOutputFileName(dir.filePath(QStringLiteral("p.pdf")));
        studio::printWorksheet(worksheet, printer);
        QCOMPARE(printer.pageLayout().orientation(), QPageLayout::Landscape);
        QCOMPARE(printer.pageLayout().margins(QPageLayout::Millimeter).left(), sheet::kMarginMm);
    }
};

QTEST_MAIN(TestWorksheetDialog)
#include "test_worksheet_dialog.moc"
