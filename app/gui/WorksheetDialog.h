#pragma once
#include "BackgroundJob.h"
#include "document/Worksheet.h"

#include <QDialog>
#include <QTimer>
#include <QVariantMap>
#include <atomic>
#include <memory>
#include <optional>

class QCheckBox;
class QComboBox;
class QFormLayout;
class MixedTypesPicker;
class PuzzleTypePicker;
class QLabel;
class QLineEdit;
class QProgressBar;
class QPushButton;
class QSpinBox;

// Designs a worksheet (title, instructions, name/date lines, puzzles per page, how many, difficulty or a
// mix, answer pages, grid scale, paper; any of them kept as a named preset) and says next to the per-page choice how large the squares will
// print (with a warning and a one-click fix when too small to write in), generates its puzzles in the background with a progress bar,
// then previews, prints or exports it as PDF. Drawing is Worksheet::paintPage for all three. Generation
// can be cancelled (the Generate button turns into Cancel; closing the dialog cancels too) and ends with
// the puzzles or a message.
class WorksheetDialog : public QDialog {
    Q_OBJECT
public:
    WorksheetDialog(const QString& typeId, const QString& parameters, std::shared_ptr<const ps::DifficultyClassifier> classifier,
                    QWidget* parent = nullptr);
    // With the studio's classifier.
    WorksheetDialog(const QString& typeId, const QString& parameters, QWidget* parent = nullptr);
    ~WorksheetDialog() override;

    bool isGenerating() const { return job_.isRunning(); }

    // Presets (WorksheetDialogPresets.cpp): every setting of the dialog under a name, in QSettings.
    // Save Preset… asks the name and calls savePreset; choosing one in the list calls choosePreset.
    void savePreset(const QString& name);
    bool choosePreset(const QString& name);   // false when there is none of that name
    void deletePreset(const QString& name);
    QStringList presetNames() const;
    QString chosenPreset() const;             // empty when none is chosen
    QVariantMap presetValues() const;
    // The puzzles made by the last Generate (empty before, after a cancel, or once a setting they
    // depend on changed).
    const std::vector<WorksheetPuzzle>& puzzles() const { return puzzles_; }

signals:
    // A sheet left the dialog: exported as PDF or sent to a printer (for Rate Last Worksheet).
    void sheetDelivered(const std::vector<WorksheetPuzzle>& puzzles);

public slots:
    void done(int result) override;   // closing cancels a generation in progress

private:
    void generateOrCancel();
    void generate();
    void cancelGeneration();
    void onGenerated(const JobOutcome<std::vector<WorksheetPuzzle>>& outcome);
    void setGenerating(bool generating);
    void enableSheetButtons(bool enabled);   // Print Preview, Print, Export PDF: only with puzzles made
    // A setting the puzzles depend on (type, size, mix, difficulty, number) changed: puzzles made with the
    // old settings, or being made, are dropped, so what is exported is always what the settings say.
    void dropStalePuzzles();
    void exportPdf();
    void printPreview();
    void print();
    void updateAdvice();
    void showAdvice();
    void explainControls();
    void makePresetRow(QFormLayout* form);
    void rebuildPresetList(const QString& current);
    void applyPresetValues(const QVariantMap& values);
    WorksheetSettings settings() const;
    int gridSide() const;
    void showTypeTexts();
    // The chosen type, and the ones it is mixed with (each at the same size where that type has it).
    std::vector<std::shared_ptr<const ps::PuzzleRules>> chosenTypes() const;
    // The generated puzzles laid out with the settings as they are now (title etc. may change after).
    Worksheet current() const { return Worksheet(settings(), puzzles_); }

    QLineEdit* title_ = nullptr;
    QLineEdit* instructions_ = nullptr;
    QCheckBox* nameDate_ = nullptr;
    QComboBox* perPage_ = nullptr;
    QSpinBox* count_ = nullptr;
    QComboBox* difficulty_ = nullptr;
    QCheckBox* answers_ = nullptr;
    QSpinBox* scale_ = nullptr;
    QComboBox* paper_ = nullptr;
    PuzzleTypePicker* puzzleType_ = nullptr;
    MixedTypesPicker* mixWith_ = nullptr;
    QComboBox* preset_ = nullptr;
    QPushButton* deletePresetButton_ = nullptr;
    QString shownTitle_;          // the type's default title and instructions, as last filled in
    QString shownInstructions_;
    QLabel* advice_ = nullptr;                 // printed square size; a warning when too small to write in
    QProgressBar* progress_ = nullptr;
    QLabel* status_ = nullptr;
    QPushButton* generateButton_ = nullptr;
    QPushButton* previewButton_ = nullptr;
    QPushButton* printButton_ = nullptr;
    QPushButton* pdfButton_ = nullptr;
    std::shared_ptr<const ps::DifficultyClassifier> classifier_;
    QTimer progressPoll_;                      // the batch counts from worker threads; the dialog reads it
    std::shared_ptr<std::atomic<int>> done_;
    std::vector<WorksheetPuzzle> puzzles_;
    JobSlot<std::vector<WorksheetPuzzle>> job_{this};   // last member: joined first
};
