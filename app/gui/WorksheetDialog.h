#pragma once
#include "document/Worksheet.h"

#include <QDialog>
#include <QFutureWatcher>
#include <memory>
#include <optional>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QProgressBar;
class QPushButton;
class QSpinBox;

// Designs a worksheet (title, instructions, name/date lines, puzzles per page, how many, difficulty or a
// mix, answer pages, grid scale, paper), generates its puzzles in the background with a progress bar,
// then previews, prints or exports it as PDF. Drawing is Worksheet::paintPage for all three.
class WorksheetDialog : public QDialog {
    Q_OBJECT
public:
    explicit WorksheetDialog(const QString& box, QWidget* parent = nullptr);
    ~WorksheetDialog() override;

private:
    void generate();
    void onGenerated();
    void exportPdf();
    void printPreview();
    void print();
    WorksheetSettings settings() const;
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
    QComboBox* box_ = nullptr;
    QProgressBar* progress_ = nullptr;
    QLabel* status_ = nullptr;
    QPushButton* generateButton_ = nullptr;
    QPushButton* previewButton_ = nullptr;
    QPushButton* printButton_ = nullptr;
    QPushButton* pdfButton_ = nullptr;
    QFutureWatcher<std::vector<WorksheetPuzzle>> watcher_;
    std::shared_ptr<std::atomic<int>> done_;
    std::vector<WorksheetPuzzle> puzzles_;
};
