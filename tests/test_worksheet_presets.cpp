// Worksheet presets: every setting of the dialog saved under a name in QSettings and brought back
// whole by choosing it, in a dialog opened later; deleting one forgets it.
#include "StudioTestState.h"
#include "WorksheetDialog.h"

#include "difficulty/Difficulty.h"

#include <QComboBox>
#include <QLineEdit>
#include <QPageSize>
#include <QSettings>
#include <QtTest>

namespace {

std::shared_ptr<const ps::DifficultyClassifier> ruleClassifier() { return std::make_shared<ps::RuleClassifier>(); }

// Every value different from the dialog's defaults.
QVariantMap teachersSettings()
{
    return {
        {QStringLiteral("title"), QStringLiteral("Week 12 · Class 4b")},
        {QStringLiteral("instructions"), QStringLiteral("Fill every cage. Write neatly!")},
        {QStringLiteral("nameAndDate"), false},
        {QStringLiteral("type"), QStringLiteral("kenken")},
        {QStringLiteral("parameters"), QStringLiteral("5x5")},
        {QStringLiteral("mixWith"), QStringLiteral("fillomino")},
        {QStringLiteral("difficulty"), -1},   // the mix of all four
        {QStringLiteral("count"), 30},
        {QStringLiteral("perPage"), 6},
        {QStringLiteral("answers"), false},
        {QStringLiteral("scale"), 80},
        {QStringLiteral("paper"), static_cast<int>(QPageSize::Letter)},
    };
}

} // namespace

class TestWorksheetPresets : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { studio_test::useTestLocations(); }
    void init() { QSettings().clear(); }

    void aPresetBringsBackEverySetting()
    {
        {
            WorksheetDialog dialog(QStringLiteral("sudoku"), QStringLiteral("3x3"), ruleClassifier());
            QVERIFY(dialog.presetNames().isEmpty());
            QVERIFY(dialog.presetValues() != teachersSettings());
            // Set by hand through the dialog's own controls: a preset stored elsewhere, then chosen.
            dialog.savePreset(QStringLiteral("scratch"));
            QSettings settings;
            settings.beginWriteArray("worksheetPresets");
            settings.setArrayIndex(0);
            const QVariantMap values = teachersSettings();
            for (auto it = values.cbegin(); it != values.cend(); ++it)
                settings.setValue(it.key(), it.value());
            settings.endArray();
            settings.sync();
            QVERIFY(dialog.choosePreset(QStringLiteral("scratch")));
            QCOMPARE(dialog.presetValues(), teachersSettings());
            QCOMPARE(dialog.findChild<QLineEdit*>()->text(), QStringLiteral("Week 12 · Class 4b"));
            dialog.savePreset(QStringLiteral("Class 4b, Fridays"));
            QCOMPARE(dialog.chosenPreset(), QStringLiteral("Class 4b, Fridays"));
        }
        // A dialog opened later (the settings went through the INI file, where every value is text).
        QSettings().sync();
        WorksheetDialog later(QStringLiteral("sudoku"), QStringLiteral("3x3"), ruleClassifier());
        QCOMPARE(later.presetNames(), (QStringList{QStringLiteral("scratch"), QStringLiteral("Class 4b, Fridays")}));
        QVERIFY(later.presetValues() != teachersSettings());
        QVERIFY(later.choosePreset(QStringLiteral("Class 4b, Fridays")));
        QCOMPARE(later.presetValues(), teachersSettings());
        auto* combo = later.findChild<QComboBox*>(QStringLiteral("preset"));
        QVERIFY(combo);
        QCOMPARE(combo->currentText(), QStringLiteral("Class 4b, Fridays"));
    }

    void savingUnderTheSameNameReplacesAndDeleteForgets()
    {
        WorksheetDialog dialog(QStringLiteral("sudoku"), QStringLiteral("3x3"), ruleClassifier());
        const QVariantMap first = dialog.presetValues();
        dialog.savePreset(QStringLiteral("Mondays"));
        dialog.savePreset(QStringLiteral("Tuesdays"));
        QVERIFY(dialog.choosePreset(QStringLiteral("Mondays")));
        auto* title = dialog.findChild<QLineEdit*>();
        title->setText(QStringLiteral("Changed"));
        dialog.savePreset(QStringLiteral("Mondays"));
        QCOMPARE(dialog.presetNames(), (QStringList{QStringLiteral("Mondays"), QStringLiteral("Tuesdays")}));
        QVERIFY(dialog.choosePreset(QStringLiteral("Tuesdays")));
        QCOMPARE(dialog.presetValues(), first);
        QVERIFY(dialog.choosePreset(QStringLiteral("Mondays")));
        QCOMPARE(title->text(), QStringLiteral("Changed"));
        dialog.deletePreset(QStringLiteral("Mondays"));
        QCOMPARE(dialog.presetNames(), QStringList{QStringLiteral("Tuesdays")});
        QVERIFY(!dialog.choosePreset(QStringLiteral("Mondays")));
        QVERIFY(dialog.chosenPreset().isEmpty());
        QCOMPARE(QSettings().value("worksheetPresets/size").toInt(), 1);
    }
};

QTEST_MAIN(TestWorksheetPresets)
#include "test_worksheet_presets.moc"
