// The worksheet dialog's size list and its warning next to the per-page choice (no generation: fast).
#include "StudioChoices.h"
#include "WorksheetDialog.h"

#include "types/TypeRegistry.h"

#include <QComboBox>
#include <QFormLayout>
#include <QLabel>
#include <QPrinter>
#include <QTemporaryDir>
#include <QtTest>

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
